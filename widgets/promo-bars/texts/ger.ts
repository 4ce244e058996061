/** The close-button name of promo bars, used when the markup gives none (German). */
export default {
  bar_close: 'Aktionsleiste schließen',
};
