/** Texts of the site notice (Polish, the reference). */
export default {
  title: 'Komunikat sklepu',
  close: 'Zamknij',
};
