/** subscription-price texts, French. */
export default {
  sub_price: 'Prix en abonnement : {price}',
  sub_net: '({price} HT)',
  sub_gross: '({price} TTC)',
  sub_net_main: '{price} HT',
  sub_save: 'Vous économisez {percent} %',
};
