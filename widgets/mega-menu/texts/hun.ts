/** The category menu's texts (Hungarian). */
export default {
  ui_expand: 'Kibontás', // the toggle's name before the category's, where the menu adds the toggle
  ui_show_more: 'Több megjelenítése', // a list's items 11 and on
  ui_show_less: 'Kevesebb megjelenítése',
  ui_close: 'Bezárás', // the side menu's close button
  side_menu: 'Menü', // the dialog's title when the theme's toggler has no name
  side_back: 'Vissza', // the button back to the level above
  side_all: 'Összes: {name}', // the link to the category itself, first in its level
  side_sub: 'alkategóriák', // read after a category's name on the button that opens its level
};
