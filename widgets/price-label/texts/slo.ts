/** price-label texts, Slovak. */
export default {
  pl_bargain: 'Výhodná ponuka',
  pl_promotion: 'Akcia',
  pl_rebate_code: 'Zľavový kód',
  pl_lowest: 'Najnižšia cena za 30 dní pred zľavou: {price}',
  pl_regular: 'Bežná cena: {price}',
  pl_without_code: 'Cena bez kódu: {price}',
  pl_upcoming: 'Nová cena od {date}',
};
