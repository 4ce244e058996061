/** The category menu's texts (English). */
export default {
  ui_expand: 'Expand', // the toggle's name before the category's, where the menu adds the toggle
  ui_show_more: 'Show more', // a list's items 11 and on
  ui_show_less: 'Show less',
  ui_close: 'Close', // the side menu's close button
  side_menu: 'Menu', // the dialog's title when the theme's toggler has no name
  side_back: 'Back', // the button back to the level above
  side_all: 'All of {name}', // the link to the category itself, first in its level
  side_sub: 'subcategories', // read after a category's name on the button that opens its level
};
