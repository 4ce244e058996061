/** The close-button name of the discount-code and free-shipping strips, used when the markup gives none (English). */
export default {
  rebate_close: 'Close discount code banner',
};
