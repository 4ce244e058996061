/** The name of the button the bundle makes on legacy pages (Polish, the reference). */
export default {
  top: 'Do góry',
};
