/** Close-button names of promo bars and strips, used when the markup gives none (Romanian). */
export default {
  bar_close: 'Închide bara promoțională',
  rebate_close: 'Închide bannerul cu codul de reducere',
};
