/** Texts of the social registration box (Romanian). */
export default {
  account_social_register_alert: 'Autentificați-vă cu una dintre opțiunile de autentificare de mai sus pentru a finaliza înregistrarea.',
  alert_close: 'Închide notificarea',
};
