/** Texts of the social registration box (Polish, the reference). */
export default {
  account_social_register_alert: 'Zaloguj się za pomocą jednej z powyższych opcji logowania, aby dokończyć rejestrację.',
  alert_close: 'Zamknij powiadomienie',
};
