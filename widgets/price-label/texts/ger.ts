/** price-label texts, German. */
export default {
  pl_bargain: 'Schnäppchen',
  pl_promotion: 'Aktion',
  pl_rebate_code: 'Rabattcode',
  pl_lowest: 'Niedrigster Preis der letzten 30 Tage vor der Preissenkung: {price}',
  pl_regular: 'Regulärer Preis: {price}',
  pl_without_code: 'Preis ohne Code: {price}',
  pl_upcoming: 'Neuer Preis ab {date}',
};
