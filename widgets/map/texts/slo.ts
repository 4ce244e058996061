export default {
  map: 'Mapa miest',
  list: 'Miesta vo viditeľnej časti mapy',
  inView: {
    one: '{count} miesto vo viditeľnej časti mapy',
    few: '{count} miesta vo viditeľnej časti mapy',
    many: '{count} miesta vo viditeľnej časti mapy',
    other: '{count} miest vo viditeľnej časti mapy',
  },
  more: 'Zobrazených {shown} najbližšie k stredu mapy. Priblížte mapu a uvidíte ďalšie.',
  none: 'Vo viditeľnej časti nie sú žiadne miesta. Oddiaľte alebo posuňte mapu.',
  empty: 'Žiadne miesta na zobrazenie.',
  cluster: { one: '{count} miesto, priblížiť', few: 'Skupina {count} miest, priblížiť', many: 'Skupina {count} miesta, priblížiť', other: 'Skupina {count} miest, priblížiť' },
  stack: { one: '{count} miesto na tomto mieste', few: '{count} miesta na rovnakom mieste', many: '{count} miesta na rovnakom mieste', other: '{count} miest na rovnakom mieste' },
  tilesFailed: 'Podklad mapy sa nepodarilo načítať. Miesta a zoznam fungujú ďalej.',
  zoomIn: 'Priblížiť',
  zoomOut: 'Oddialiť',
};
