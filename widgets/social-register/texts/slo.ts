/** Texts of the social registration box (Slovak). */
export default {
  account_social_register_alert: 'Na dokončenie registrácie sa prihláste pomocou jednej z vyššie uvedených možností prihlásenia.',
  alert_close: 'Zavrieť oznámenie',
};
