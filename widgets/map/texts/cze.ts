export default {
  map: 'Mapa míst',
  list: 'Místa ve viditelné části mapy',
  inView: { one: '{count} místo ve viditelné části mapy', few: '{count} místa ve viditelné části mapy', many: '{count} místa ve viditelné části mapy', other: '{count} míst ve viditelné části mapy' },
  more: 'Zobrazeno {shown} nejblíže středu mapy. Přibližte mapu pro zobrazení dalších.',
  none: 'Ve viditelné části nejsou žádná místa. Oddalte nebo posuňte mapu.',
  empty: 'Žádná místa k zobrazení.',
  cluster: { one: '{count} místo, přiblížit', few: 'Skupina {count} míst, přiblížit', many: 'Skupina {count} místa, přiblížit', other: 'Skupina {count} míst, přiblížit' },
  stack: { one: '{count} místo na tomto místě', few: '{count} místa na stejném místě', many: '{count} místa na stejném místě', other: '{count} míst na stejném místě' },
  tilesFailed: 'Podklad mapy se nepodařilo načíst. Místa a seznam fungují dál.',
  zoomIn: 'Přiblížit',
  zoomOut: 'Oddálit',
};
