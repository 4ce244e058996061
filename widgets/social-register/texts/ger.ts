/** Texts of the social registration box (German). */
export default {
  account_social_register_alert: 'Melden Sie sich mit einer der oben genannten Anmeldeoptionen an, um die Registrierung abzuschließen.',
  alert_close: 'Benachrichtigung schließen',
};
