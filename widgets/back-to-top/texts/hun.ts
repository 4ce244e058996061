/** The name of the button the bundle makes on legacy pages (Hungarian). */
export default {
  top: 'Vissza a tetejére',
};
