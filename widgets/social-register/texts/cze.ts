/** Texts of the social registration box (Czech). */
export default {
  account_social_register_alert: 'Pro dokončení registrace se přihlaste pomocí jedné z výše uvedených možností přihlášení.',
  alert_close: 'Zavřít oznámení',
};
