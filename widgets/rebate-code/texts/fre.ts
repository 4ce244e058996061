/** The close-button name of the discount-code and free-shipping strips, used when the markup gives none (French). */
export default {
  rebate_close: 'Fermer la bannière du code promo',
};
