/** Close-button names of promo bars and strips, used when the markup gives none (French). */
export default {
  bar_close: 'Fermer la barre promotionnelle',
  rebate_close: 'Fermer la bannière du code promo',
};
