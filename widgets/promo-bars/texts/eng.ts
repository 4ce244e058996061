/** Close-button names of promo bars and strips, used when the markup gives none (English). */
export default {
  bar_close: 'Close promo bar',
  rebate_close: 'Close discount code banner',
};
