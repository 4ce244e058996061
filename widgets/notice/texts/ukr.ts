/** Texts of the site notice (Ukrainian). */
export default {
  title: 'Повідомлення магазину',
  close: 'Закрити',
};
