/** The category menu's texts (Slovak). */
export default {
  ui_expand: 'Rozbaliť', // the toggle's name before the category's, where the menu adds the toggle
  ui_show_more: 'Zobraziť viac', // a list's items 11 and on
  ui_show_less: 'Zobraziť menej',
  ui_close: 'Zavrieť', // the side menu's close button
  side_menu: 'Menu', // the dialog's title when the theme's toggler has no name
  side_back: 'Späť', // the button back to the level above
  side_all: 'Všetko: {name}', // the link to the category itself, first in its level
  side_sub: 'podkategórie', // read after a category's name on the button that opens its level
};
