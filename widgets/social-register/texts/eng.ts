/** Texts of the social registration box (English). */
export default {
  account_social_register_alert: 'Log in with one of the login options listed above to complete registration.',
  alert_close: 'Close notification',
};
