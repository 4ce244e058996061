/** The close-button name of the discount-code and free-shipping strips, used when the markup gives none (Polish, the reference). */
export default {
  rebate_close: 'Zamknij baner z kodem rabatowym',
};
