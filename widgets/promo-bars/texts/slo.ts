/** The close-button name of promo bars, used when the markup gives none (Slovak). */
export default {
  bar_close: 'Zavrieť promo lištu',
};
