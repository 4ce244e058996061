/** subscription-price texts, Romanian. */
export default {
  sub_price: 'Preț abonament: {price}',
  sub_net: '({price} fără TVA)',
  sub_gross: '({price} cu TVA)',
  sub_net_main: '{price} fără TVA',
  sub_save: 'Economisești {percent}%',
};
