/** subscription-price texts, German. */
export default {
  sub_price: 'Abo-Preis: {price}',
  sub_net: '({price} netto)',
  sub_gross: '({price} brutto)',
  sub_net_main: '{price} netto',
  sub_save: 'Sie sparen {percent} %',
};
