/** Texts of the site notice (English). */
export default {
  title: 'Shop notice',
  close: 'Close',
};
