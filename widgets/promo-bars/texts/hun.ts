/** The close-button name of promo bars, used when the markup gives none (Hungarian). */
export default {
  bar_close: 'Promóciós sáv bezárása',
};
