/** The close-button name of the discount-code and free-shipping strips, used when the markup gives none (Czech). */
export default {
  rebate_close: 'Zavřít banner se slevovým kódem',
};
