/** Texts of the site notice (Romanian). */
export default {
  title: 'Anunțul magazinului',
  close: 'Închide',
};
