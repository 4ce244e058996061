/** price-label texts, Czech. */
export default {
  pl_bargain: 'Výhodná nabídka',
  pl_promotion: 'Akce',
  pl_rebate_code: 'Slevový kód',
  pl_lowest: 'Nejnižší cena za 30 dní před slevou: {price}',
  pl_regular: 'Běžná cena: {price}',
  pl_without_code: 'Cena bez kódu: {price}',
  pl_upcoming: 'Nová cena od {date}',
};
