/** The close-button name of the discount-code and free-shipping strips, used when the markup gives none (Ukrainian). */
export default {
  rebate_close: 'Закрити банер із промокодом',
};
