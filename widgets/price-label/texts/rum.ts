/** price-label texts, Romanian. */
export default {
  pl_bargain: 'Chilipir',
  pl_promotion: 'Promoție',
  pl_rebate_code: 'Cod de reducere',
  pl_lowest: 'Cel mai mic preț din ultimele 30 de zile înainte de reducere: {price}',
  pl_regular: 'Preț obișnuit: {price}',
  pl_without_code: 'Preț fără cod: {price}',
  pl_upcoming: 'Preț nou de la {date}',
};
