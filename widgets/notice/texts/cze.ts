/** Texts of the site notice (Czech). */
export default {
  title: 'Oznámení obchodu',
  close: 'Zavřít',
};
