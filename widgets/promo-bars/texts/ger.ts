/** Close-button names of promo bars and strips, used when the markup gives none (German). */
export default {
  bar_close: 'Aktionsleiste schließen',
  rebate_close: 'Rabattcode-Banner schließen',
};
