/** price-label texts, English. */
export default {
  pl_bargain: 'Bargain',
  pl_promotion: 'Promotion',
  pl_rebate_code: 'Discount code',
  pl_lowest: 'Lowest price in the 30 days before the discount: {price}',
  pl_regular: 'Regular price: {price}',
  pl_without_code: 'Price without the code: {price}',
  pl_upcoming: 'New price from {date}',
};
