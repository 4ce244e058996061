/** subscription-price texts, English. */
export default {
  sub_price: 'Subscription price: {price}',
  sub_net: '({price} net)',
  sub_gross: '({price} gross)',
  sub_net_main: '{price} net',
  sub_save: 'You save {percent}%',
};
