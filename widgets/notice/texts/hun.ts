/** Texts of the site notice (Hungarian). */
export default {
  title: 'Az üzlet közleménye',
  close: 'Bezárás',
};
