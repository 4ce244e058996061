/** The name of the button the bundle makes on legacy pages (Slovak). */
export default {
  top: 'Hore',
};
