/** The category menu's texts (Czech). */
export default {
  ui_expand: 'Rozbalit', // the toggle's name before the category's, where the menu adds the toggle
  ui_show_more: 'Zobrazit více', // a list's items 11 and on
  ui_show_less: 'Zobrazit méně',
  ui_close: 'Zavřít', // the side menu's close button
  side_menu: 'Menu', // the dialog's title when the theme's toggler has no name
  side_back: 'Zpět', // the button back to the level above
  side_all: 'Vše: {name}', // the link to the category itself, first in its level
  side_sub: 'podkategorie', // read after a category's name on the button that opens its level
};
