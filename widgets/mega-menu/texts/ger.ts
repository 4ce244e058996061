/** The category menu's texts (German). */
export default {
  ui_expand: 'Ausklappen', // the toggle's name before the category's, where the menu adds the toggle
  ui_show_more: 'Mehr anzeigen', // a list's items 11 and on
  ui_show_less: 'Weniger anzeigen',
  ui_close: 'Schließen', // the side menu's close button
  side_menu: 'Menü', // the dialog's title when the theme's toggler has no name
  side_back: 'Zurück', // the button back to the level above
  side_all: 'Alles in {name}', // the link to the category itself, first in its level
  side_sub: 'Unterkategorien', // read after a category's name on the button that opens its level
};
