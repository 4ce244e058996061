/** The close-button name of promo bars, used when the markup gives none (Czech). */
export default {
  bar_close: 'Zavřít promo lištu',
};
