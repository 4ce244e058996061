/** Close-button names of promo bars and strips, used when the markup gives none (Slovak). */
export default {
  bar_close: 'Zavrieť promo lištu',
  rebate_close: 'Zavrieť banner so zľavovým kódom',
};
