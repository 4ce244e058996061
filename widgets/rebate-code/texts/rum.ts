/** The close-button name of the discount-code and free-shipping strips, used when the markup gives none (Romanian). */
export default {
  rebate_close: 'Închide bannerul cu codul de reducere',
};
