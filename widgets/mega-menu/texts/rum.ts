/** The category menu's texts (Romanian). */
export default {
  ui_expand: 'Extinde', // the toggle's name before the category's, where the menu adds the toggle
  ui_show_more: 'Afișează mai mult', // a list's items 11 and on
  ui_show_less: 'Afișează mai puțin',
  ui_close: 'Închide', // the side menu's close button
  side_menu: 'Meniu', // the dialog's title when the theme's toggler has no name
  side_back: 'Înapoi', // the button back to the level above
  side_all: 'Tot din {name}', // the link to the category itself, first in its level
  side_sub: 'subcategorii', // read after a category's name on the button that opens its level
};
