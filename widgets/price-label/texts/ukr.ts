/** price-label texts, Ukrainian. */
export default {
  pl_bargain: 'Вигідна пропозиція',
  pl_promotion: 'Акція',
  pl_rebate_code: 'Промокод',
  pl_lowest: 'Найнижча ціна за 30 днів до знижки: {price}',
  pl_regular: 'Звичайна ціна: {price}',
  pl_without_code: 'Ціна без коду: {price}',
  pl_upcoming: 'Нова ціна з {date}',
};
