/** The name of the button the bundle makes on legacy pages (English). */
export default {
  top: 'Back to top',
};
