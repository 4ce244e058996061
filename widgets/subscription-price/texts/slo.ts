/** subscription-price texts, Slovak. */
export default {
  sub_price: 'Cena v predplatnom: {price}',
  sub_net: '({price} bez DPH)',
  sub_gross: '({price} s DPH)',
  sub_net_main: '{price} bez DPH',
  sub_save: 'Ušetríte {percent} %',
};
