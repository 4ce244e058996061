/** The close-button name of the discount-code and free-shipping strips, used when the markup gives none (German). */
export default {
  rebate_close: 'Rabattcode-Banner schließen',
};
