/** Texts of the site notice (German). */
export default {
  title: 'Hinweis des Shops',
  close: 'Schließen',
};
