/** The name of the button the bundle makes on legacy pages (Ukrainian). */
export default {
  top: 'Догори',
};
