/** subscription-price texts, Ukrainian. */
export default {
  sub_price: 'Ціна за підпискою: {price}',
  sub_net: '({price} без ПДВ)',
  sub_gross: '({price} з ПДВ)',
  sub_net_main: '{price} без ПДВ',
  sub_save: 'Ви заощаджуєте {percent}%',
};
