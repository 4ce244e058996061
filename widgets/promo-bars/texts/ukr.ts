/** The close-button name of promo bars, used when the markup gives none (Ukrainian). */
export default {
  bar_close: 'Закрити рекламну панель',
};
