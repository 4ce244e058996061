/** Close-button names of promo bars and strips, used when the markup gives none (Hungarian). */
export default {
  bar_close: 'Promóciós sáv bezárása',
  rebate_close: 'Kuponkódos sáv bezárása',
};
