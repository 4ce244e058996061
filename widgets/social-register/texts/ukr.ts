/** Texts of the social registration box (Ukrainian). */
export default {
  account_social_register_alert: 'Щоб завершити реєстрацію, увійдіть одним зі способів входу, наведених вище.',
  alert_close: 'Закрити сповіщення',
};
