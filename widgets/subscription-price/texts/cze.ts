/** subscription-price texts, Czech. */
export default {
  sub_price: 'Cena v předplatném: {price}',
  sub_net: '({price} bez DPH)',
  sub_gross: '({price} s DPH)',
  sub_net_main: '{price} bez DPH',
  sub_save: 'Ušetříte {percent} %',
};
