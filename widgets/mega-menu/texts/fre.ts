/** The category menu's texts (French). */
export default {
  ui_expand: 'Développer', // the toggle's name before the category's, where the menu adds the toggle
  ui_show_more: 'Afficher plus', // a list's items 11 and on
  ui_show_less: 'Afficher moins',
  ui_close: 'Fermer', // the side menu's close button
  side_menu: 'Menu', // the dialog's title when the theme's toggler has no name
  side_back: 'Retour', // the button back to the level above
  side_all: 'Tout {name}', // the link to the category itself, first in its level
  side_sub: 'sous-catégories', // read after a category's name on the button that opens its level
};
