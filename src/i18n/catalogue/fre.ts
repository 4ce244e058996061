/**
 * French. Formal address (vous); a non-breaking space (\u00a0) before : ; ? ! % and inside « », so the mark
 * never wraps to a line of its own. Keys missing here fall back to English; the catalogue test lists them.
 * Plural categories (CLDR fr): one below 2 (0, 1, 1,5), many whole millions (1 000 000 de jours), other the rest.
 */
import type { Messages } from '../messages.ts';

export default {
  account_logout: 'Se déconnecter',

  // --- Header search (spec 2.4) ---
  search_label: 'Rechercher dans la boutique',
  search_placeholder: 'Que recherchez-vous\u00a0?',
  search_submit: 'Rechercher',
  search_clear: 'Effacer',
  search_close: 'Fermer la recherche',
  search_suggestions: 'Suggestions de recherche',
  search_popular_phrases: 'Recherches populaires',
  search_popular_categories: 'Catégories populaires',
  search_products: 'Produits',
  search_pages: 'Pages',
  search_producers: 'Fabricants',
  search_series: 'Séries',
  search_categories: 'Catégories',
  search_show_all: 'Afficher tous les résultats de recherche',
  search_no_results: 'Aucun résultat pour «\u00a0{text}\u00a0».',
  search_loading: 'Recherche en cours…',
  search_failed: 'Impossible de charger les résultats. Veuillez réessayer.',
  search_results: {
    one: '{count} résultat',
    many: '{count} de résultats',
    other: '{count} résultats',
  },
  search_min_chars: {
    one: 'Saisissez au moins {count} caractère',
    many: 'Saisissez au moins {count} de caractères',
    other: 'Saisissez au moins {count} caractères',
  },

  // --- Shopping lists (spec 2.6) ---
  list_default_name: 'Liste d’achats',
  list_creating: 'Création de la liste d’achats…',
  list_create_failed: 'Impossible de créer la liste d’achats. Veuillez réessayer.',

  // --- Delivery country / language modal (spec 2.7) ---
  lang_open: 'Changer le pays de livraison et la langue',
  lang_title: 'Pays de livraison et langue',
  lang_region: 'Région de livraison',
  lang_country: 'Pays de livraison',
  lang_language: 'Langue',
  lang_currency: 'Devise',
  lang_group_default: 'Autres pays',
  lang_confirm: 'Confirmer',
  lang_apply: 'Appliquer les modifications',
  lang_back: 'Retour',
  lang_next: 'Suivant',
  lang_other_country: 'Je choisis un autre pays',
  lang_change_shop: 'Changer de boutique\u00a0: {country}',
  lang_no_delivery: 'La livraison vers votre pays n’est pas possible',

  // --- Forced delivery country / postcode notice (spec 2.8, 4.3) ---
  region_title: 'Paramètres de livraison',
  region_chosen_country: 'Pays ou région de livraison choisi\u00a0: {country}',
  region_chosen_zipcode: 'Code postal de livraison choisi\u00a0: {zipcode}',
  region_prices_currency: 'Les prix sont affichés en\u00a0: {currency}',
  region_delivery_basis: 'Les délais et frais de livraison sont indiqués pour\u00a0: {country}',
  region_continue: 'Continuer',
  region_restore_default: 'Rétablir le pays ou la région de livraison par défaut\u00a0: {default}',
  region_restore_default_zipcode: 'Rétablir le code postal par défaut\u00a0: {default}',
  region_restore_default_both:
    'Rétablir le pays ou la région et le code postal de livraison par défaut\u00a0: {default}',
  region_restore_failed: 'Impossible de rétablir les paramètres par défaut. Veuillez réessayer.',

  // --- Price-history labels (spec 4.6) ---
  price_label_rebate_code: 'Code promo',
  price_label_bargain: 'Bonne affaire',
  price_label_promotion: 'Promotion',
  price_lowest_30_days: 'Prix le plus bas des 30 jours précédant la réduction\u00a0: {price}',
  price_regular: 'Prix habituel\u00a0: {price}',
  price_without_code: 'Prix sans le code\u00a0: {price}',
  price_from_date: 'à partir du {date}',
  price_with_gross: '{price} TTC',
  price_with_net: '{price} HT',

  // --- Subscription price (spec 3.6) ---
  sub_title: 'Abonnement',
  sub_price: 'Prix avec abonnement',
  sub_you_save: 'Vous économisez {percent}\u00a0%',

  // --- Instalment calculator (spec 2.9, 2.10, 8) ---
  instal_title: 'Simulateur de paiement échelonné',
  instal_calculate: 'Calculer les mensualités',
  instal_calculate_product: 'Calculer les mensualités pour ce produit',
  instal_calculate_with_basket: 'Calculer les mensualités pour ce produit avec le contenu du panier',
  instal_not_all_products:
    'Certains produits du panier ne peuvent pas être achetés avec ce paiement échelonné. Vérifiez chaque produit\u00a0; les autres doivent être payés séparément.',
  instal_too_many_products:
    'Trop de produits dans le panier. Réduisez le nombre de produits à {count}\u00a0; la quantité d’un même produit n’est pas limitée.',
  instal_min: 'Le montant minimum pour un achat via {provider} est de {amount}.',
  instal_min_basket:
    'La simulation ne peut pas être effectuée pour l’ensemble du panier, car le montant minimum est de {amount}.',
  instal_increase_quantity: 'Augmentez la quantité du produit pour utiliser le simulateur.',
  instal_increase_quantity_or_basket:
    'Augmentez la quantité du produit ou ajoutez d’autres produits au panier pour utiliser le simulateur.',
  instal_increase_basket: 'Augmentez le nombre de produits dans le panier.',
  instal_max: 'Le montant maximum pour un achat via {provider} est de {amount}.',
  instal_max_basket:
    'La simulation ne peut pas être effectuée pour l’ensemble du panier, car le montant maximum est de {amount}.',
  instal_decrease_quantity: 'Diminuez la quantité du produit pour utiliser le simulateur.',
  instal_decrease_quantity_or_basket:
    'Diminuez la quantité du produit ou retirez des produits du panier pour utiliser le simulateur.',
  instal_decrease_basket: 'Diminuez le nombre de produits dans le panier.',

  // --- Dialogs (spec 2.12) ---
  modal_close: 'Fermer la fenêtre',
  modal_notice_title: 'Information',

  // --- Generic interface ---
  ui_close: 'Fermer',
  ui_loading: 'Chargement…',
  ui_back_to_top: 'Retour en haut',
  ui_skip_to_content: 'Aller au contenu',
  ui_show_more: 'Afficher plus',
  ui_show_less: 'Afficher moins',
  ui_expand: 'Développer',
  ui_collapse: 'Réduire',
  ui_menu: 'Menu',
  ui_categories: 'Catégories',
  ui_tooltip_help: 'Aide',
  ui_more_info: 'Plus d’informations',
  ui_breadcrumb_back: 'Retour',
  ui_manage_cookies: 'Gérer les cookies',
  ui_alert_info: 'Information',
  ui_alert_warning: 'Avertissement',
  ui_alert_error: 'Erreur',
  ui_alert_success: 'Succès',
  ui_alert_close: 'Fermer la notification',
  days: {
    one: '{count} jour',
    many: '{count} de jours',
    other: '{count} jours',
  },

  // --- Date picker (spec 2.13); months and days are numbered, Monday = 1 (weeks start on Monday) ---
  date_open: 'Ouvrir le calendrier',
  date_choose: 'Choisir une date',
  date_choose_month: 'Choisir un mois',
  date_choose_year: 'Choisir une année',
  date_prev_month: 'Mois précédent',
  date_next_month: 'Mois suivant',
  date_prev_year: 'Année précédente',
  date_next_year: 'Année suivante',
  date_prev_years: 'Années précédentes',
  date_next_years: 'Années suivantes',
  date_today: 'Aujourd’hui',
  date_clear: 'Effacer',
  date_selected: 'Date sélectionnée\u00a0: {date}',
  date_range: '{start} – {end}',
  date_time: 'Heure',
  date_hours: 'Heures',
  date_minutes: 'Minutes',
  date_am: 'AM',
  date_pm: 'PM',
  date_month_1: 'janvier',
  date_month_2: 'février',
  date_month_3: 'mars',
  date_month_4: 'avril',
  date_month_5: 'mai',
  date_month_6: 'juin',
  date_month_7: 'juillet',
  date_month_8: 'août',
  date_month_9: 'septembre',
  date_month_10: 'octobre',
  date_month_11: 'novembre',
  date_month_12: 'décembre',
  date_day_1: 'lundi',
  date_day_2: 'mardi',
  date_day_3: 'mercredi',
  date_day_4: 'jeudi',
  date_day_5: 'vendredi',
  date_day_6: 'samedi',
  date_day_7: 'dimanche',
  date_day_short_1: 'Lu',
  date_day_short_2: 'Ma',
  date_day_short_3: 'Me',
  date_day_short_4: 'Je',
  date_day_short_5: 'Ve',
  date_day_short_6: 'Sa',
  date_day_short_7: 'Di',

  // --- Maps (spec 2.13) ---
  map_label: 'Carte des points',
  map_zoom_in: 'Zoom avant',
  map_zoom_out: 'Zoom arrière',
  map_cluster: 'Groupe de points\u00a0: {count}',
  map_close_popup: 'Fermer les détails du point',

  // --- Failures the shopper should know about (CONTRACT 4, 6) ---
  error_widget: 'Cette partie de la page n’a pas pu être chargée. Rechargez la page pour réessayer.',
  error_widget_search: 'Les suggestions de recherche n’ont pas pu être chargées.',
  error_widget_basket: 'Le panier n’a pas pu être chargé.',
  error_widget_map: 'La carte n’a pas pu être chargée.',
  error_widget_date: 'Le calendrier n’a pas pu être chargé.',
  error_widget_instal: 'Le simulateur de paiement échelonné n’a pas pu être chargé.',
  error_widget_lang: 'Le sélecteur de pays et de langue n’a pas pu être chargé.',
  error_network: 'Pas de connexion Internet. Vérifiez votre connexion et réessayez.',
  error_timeout: 'Le serveur ne répond pas. Veuillez réessayer dans un instant.',
  error_server: 'Une erreur de serveur s’est produite. Veuillez réessayer plus tard.',
  error_response: 'Le serveur a envoyé une réponse inattendue. Veuillez réessayer.',
  error_generic: 'Une erreur s’est produite. Veuillez réessayer.',
  error_retry: 'Réessayer',
  error_reload: 'Recharger la page',
} satisfies Partial<Messages>;
