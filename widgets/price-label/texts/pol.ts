/** price-label texts, Polish (the reference). */
export default {
  pl_bargain: 'Okazja',
  pl_promotion: 'Promocja',
  pl_rebate_code: 'Kod rabatowy',
  pl_lowest: 'Najniższa cena z 30 dni przed obniżką: {price}',
  pl_regular: 'Cena regularna: {price}',
  pl_without_code: 'Cena bez kodu: {price}',
  pl_upcoming: 'Nowa cena od {date}',
};
