/** price-label texts, French. */
export default {
  pl_bargain: 'Bonne affaire',
  pl_promotion: 'Promotion',
  pl_rebate_code: 'Code de réduction',
  pl_lowest: 'Prix le plus bas des 30 jours précédant la réduction : {price}',
  pl_regular: 'Prix normal : {price}',
  pl_without_code: 'Prix sans le code : {price}',
  pl_upcoming: 'Nouveau prix à partir du {date}',
};
