/** The name of the button the bundle makes on legacy pages (German). */
export default {
  top: 'Nach oben',
};
