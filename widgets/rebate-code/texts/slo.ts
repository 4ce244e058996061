/** The close-button name of the discount-code and free-shipping strips, used when the markup gives none (Slovak). */
export default {
  rebate_close: 'Zavrieť banner so zľavovým kódom',
};
