/** The category menu's texts (Ukrainian). */
export default {
  ui_expand: 'Розгорнути', // the toggle's name before the category's, where the menu adds the toggle
  ui_show_more: 'Показати більше', // a list's items 11 and on
  ui_show_less: 'Показати менше',
  ui_close: 'Закрити', // the side menu's close button
  side_menu: 'Меню', // the dialog's title when the theme's toggler has no name
  side_back: 'Назад', // the button back to the level above
  side_all: 'Усе: {name}', // the link to the category itself, first in its level
  side_sub: 'підкатегорії', // read after a category's name on the button that opens its level
};
