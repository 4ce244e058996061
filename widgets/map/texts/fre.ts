export default {
  map: 'Carte des points',
  list: 'Points dans la zone visible de la carte',
  inView: { one: '{count} point dans la zone visible de la carte', many: '{count} points dans la zone visible de la carte', other: '{count} points dans la zone visible de la carte' },
  more: 'Affichage des {shown} plus proches du centre. Zoomez pour voir les autres.',
  none: 'Aucun point dans la zone visible. Dézoomez ou déplacez la carte.',
  empty: 'Aucun point à afficher.',
  cluster: { one: '{count} point, zoomer', many: 'Groupe de {count} points, zoomer', other: 'Groupe de {count} points, zoomer' },
  stack: { one: '{count} point à cet endroit', many: '{count} points au même endroit', other: '{count} points au même endroit' },
  tilesFailed: 'Le fond de carte n’a pas pu être chargé. Les points et la liste restent utilisables.',
  zoomIn: 'Zoomer',
  zoomOut: 'Dézoomer',
};
