/** Close-button names of promo bars and strips, used when the markup gives none (Polish, the reference). */
export default {
  bar_close: 'Zamknij pasek promocyjny',
  rebate_close: 'Zamknij baner z kodem rabatowym',
};
