/** Texts of the social registration box (French). */
export default {
  account_social_register_alert: 'Connectez-vous avec l’une des options de connexion ci-dessus pour finaliser l’inscription.',
  alert_close: 'Fermer la notification',
};
