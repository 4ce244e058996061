/** Close-button names of promo bars and strips, used when the markup gives none (Czech). */
export default {
  bar_close: 'Zavřít promo lištu',
  rebate_close: 'Zavřít banner se slevovým kódem',
};
