/** Texts of the social registration box (Hungarian). */
export default {
  account_social_register_alert: 'A regisztráció befejezéséhez jelentkezzen be a fenti bejelentkezési lehetőségek egyikével.',
  alert_close: 'Értesítés bezárása',
};
