/** subscription-price texts, Hungarian. */
export default {
  sub_price: 'Előfizetéses ár: {price}',
  sub_net: '({price} nettó)',
  sub_gross: '({price} bruttó)',
  sub_net_main: '{price} nettó',
  sub_save: 'Megtakarítás: {percent}%',
};
