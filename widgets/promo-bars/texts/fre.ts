/** The close-button name of promo bars, used when the markup gives none (French). */
export default {
  bar_close: 'Fermer la barre promotionnelle',
};
