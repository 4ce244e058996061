/** The close-button name of promo bars, used when the markup gives none (Polish, the reference). */
export default {
  bar_close: 'Zamknij pasek promocyjny',
};
