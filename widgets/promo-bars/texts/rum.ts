/** The close-button name of promo bars, used when the markup gives none (Romanian). */
export default {
  bar_close: 'Închide bara promoțională',
};
