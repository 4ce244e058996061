/** The name of the button the bundle makes on legacy pages (French). */
export default {
  top: 'Haut de page',
};
