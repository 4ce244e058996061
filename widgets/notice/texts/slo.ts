/** Texts of the site notice (Slovak). */
export default {
  title: 'Oznámenie obchodu',
  close: 'Zavrieť',
};
