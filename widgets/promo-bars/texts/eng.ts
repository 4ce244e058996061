/** The close-button name of promo bars, used when the markup gives none (English). */
export default {
  bar_close: 'Close promo bar',
};
