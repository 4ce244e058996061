/** The close-button name of the discount-code and free-shipping strips, used when the markup gives none (Hungarian). */
export default {
  rebate_close: 'Kuponkódos sáv bezárása',
};
