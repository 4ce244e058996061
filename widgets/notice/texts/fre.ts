/** Texts of the site notice (French). */
export default {
  title: 'Annonce de la boutique',
  close: 'Fermer',
};
