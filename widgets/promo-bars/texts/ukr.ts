/** Close-button names of promo bars and strips, used when the markup gives none (Ukrainian). */
export default {
  bar_close: 'Закрити рекламну панель',
  rebate_close: 'Закрити банер із промокодом',
};
