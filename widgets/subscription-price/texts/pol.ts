/** subscription-price texts, Polish (the reference). */
export default {
  sub_price: 'Cena w subskrypcji: {price}',
  sub_net: '({price} netto)',
  sub_gross: '({price} brutto)',
  sub_net_main: '{price} netto',
  sub_save: 'Oszczędzasz {percent}%',
};
