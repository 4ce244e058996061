export default {
  map: 'Karte der Standorte',
  list: 'Standorte im sichtbaren Kartenbereich',
  inView: { one: '{count} Standort im sichtbaren Kartenbereich', other: '{count} Standorte im sichtbaren Kartenbereich' },
  more: 'Die {shown} nächsten zur Kartenmitte werden angezeigt. Vergrößern Sie die Karte, um weitere zu sehen.',
  none: 'Keine Standorte im sichtbaren Bereich. Verkleinern oder verschieben Sie die Karte.',
  empty: 'Keine Standorte vorhanden.',
  cluster: { one: '{count} Standort, vergrößern', other: 'Gruppe mit {count} Standorten, vergrößern' },
  stack: { one: '{count} Standort an dieser Stelle', other: '{count} Standorte an derselben Stelle' },
  tilesFailed: 'Der Kartenhintergrund konnte nicht geladen werden. Standorte und Liste funktionieren weiter.',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
};
