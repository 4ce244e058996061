/** price-label texts, Hungarian. */
export default {
  pl_bargain: 'Alkalmi ár',
  pl_promotion: 'Akció',
  pl_rebate_code: 'Kuponkód',
  pl_lowest: 'Legalacsonyabb ár a kedvezmény előtti 30 napban: {price}',
  pl_regular: 'Normál ár: {price}',
  pl_without_code: 'Ár kód nélkül: {price}',
  pl_upcoming: 'Új ár ettől: {date}',
};
