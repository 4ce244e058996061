/** The name of the button the bundle makes on legacy pages (Romanian). */
export default {
  top: 'Înapoi sus',
};
