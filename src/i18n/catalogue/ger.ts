/**
 * German. Formal address (Sie), as German shops use. Keys missing here fall back to English; the catalogue
 * test lists them.
 */
import type { Messages } from '../messages.ts';

export default {
  account_logout: 'Abmelden',

  // --- Header search (spec 2.4) ---
  search_label: 'Im Shop suchen',
  search_placeholder: 'Wonach suchen Sie?',
  search_submit: 'Suchen',
  search_clear: 'Löschen',
  search_close: 'Suche schließen',
  search_suggestions: 'Suchvorschläge',
  search_popular_phrases: 'Beliebte Suchbegriffe',
  search_popular_categories: 'Beliebte Kategorien',
  search_products: 'Produkte',
  search_pages: 'Seiten',
  search_producers: 'Hersteller',
  search_series: 'Serien',
  search_categories: 'Kategorien',
  search_show_all: 'Alle Suchergebnisse anzeigen',
  search_no_results: 'Keine Ergebnisse für „{text}“.',
  search_loading: 'Suche läuft…',
  search_failed: 'Die Ergebnisse konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  search_results: {
    one: '{count} Ergebnis',
    other: '{count} Ergebnisse',
  },
  search_min_chars: {
    one: 'Geben Sie mindestens {count} Zeichen ein',
    other: 'Geben Sie mindestens {count} Zeichen ein',
  },

  // --- Shopping lists (spec 2.6) ---
  list_default_name: 'Einkaufsliste',
  list_creating: 'Einkaufsliste wird erstellt…',
  list_create_failed: 'Die Einkaufsliste konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',

  // --- Delivery country / language modal (spec 2.7) ---
  lang_open: 'Lieferland und Sprache ändern',
  lang_title: 'Lieferland und Sprache',
  lang_region: 'Lieferregion',
  lang_country: 'Lieferland',
  lang_language: 'Sprache',
  lang_currency: 'Währung',
  lang_group_default: 'Weitere Länder',
  lang_confirm: 'Bestätigen',
  lang_apply: 'Änderungen übernehmen',
  lang_back: 'Zurück',
  lang_next: 'Weiter',
  lang_other_country: 'Ich wähle ein anderes Land',
  lang_change_shop: 'Shop wechseln zu: {country}',
  lang_no_delivery: 'Eine Lieferung in Ihr Land ist nicht möglich',

  // --- Forced delivery country / postcode notice (spec 2.8, 4.3) ---
  region_title: 'Liefereinstellungen',
  region_chosen_country: 'Gewähltes Lieferland bzw. gewählte Lieferregion: {country}',
  region_chosen_zipcode: 'Gewählte Liefer-Postleitzahl: {zipcode}',
  region_prices_currency: 'Die Preise werden angezeigt in: {currency}',
  region_delivery_basis: 'Lieferzeiten und -kosten gelten für: {country}',
  region_continue: 'Weiter',
  region_restore_default: 'Standard-Lieferland/-region wiederherstellen: {default}',
  region_restore_default_zipcode: 'Standard-Postleitzahl wiederherstellen: {default}',
  region_restore_default_both: 'Standard-Lieferland/-region und Postleitzahl wiederherstellen: {default}',
  region_restore_failed:
    'Die Standardeinstellungen konnten nicht wiederhergestellt werden. Bitte versuchen Sie es erneut.',

  // --- Price-history labels (spec 4.6) ---
  price_label_rebate_code: 'Rabattcode',
  price_label_bargain: 'Schnäppchen',
  price_label_promotion: 'Aktion',
  price_lowest_30_days: 'Niedrigster Preis der letzten 30 Tage vor der Preissenkung: {price}',
  price_regular: 'Regulärer Preis: {price}',
  price_without_code: 'Preis ohne Code: {price}',
  price_from_date: 'ab {date}',
  price_with_gross: '{price} brutto',
  price_with_net: '{price} netto',

  // --- Subscription price (spec 3.6) ---
  sub_title: 'Abonnement',
  sub_price: 'Abo-Preis',
  sub_you_save: 'Sie sparen {percent} %',

  // --- Instalment calculator (spec 2.9, 2.10, 8) ---
  instal_title: 'Ratenrechner',
  instal_calculate: 'Raten berechnen',
  instal_calculate_product: 'Raten für dieses Produkt berechnen',
  instal_calculate_with_basket: 'Raten für dieses Produkt zusammen mit dem Warenkorb berechnen',
  instal_not_all_products:
    'Nicht alle Produkte im Warenkorb können mit diesem Ratenkauf erworben werden. Prüfen Sie die einzelnen Produkte; die übrigen müssen separat bezahlt werden.',
  instal_too_many_products:
    'Zu viele Produkte im Warenkorb. Reduzieren Sie die Anzahl der Produkte auf {count}; die Menge eines einzelnen Produkts ist nicht begrenzt.',
  instal_min: 'Der Mindestbetrag für einen Kauf über {provider} beträgt {amount}.',
  instal_min_basket:
    'Die Simulation kann nicht für den gesamten Warenkorb durchgeführt werden, da der Mindestbetrag {amount} beträgt.',
  instal_increase_quantity: 'Erhöhen Sie die Menge des Produkts, um den Ratenrechner zu nutzen.',
  instal_increase_quantity_or_basket:
    'Erhöhen Sie die Menge des Produkts oder legen Sie weitere Produkte in den Warenkorb, um den Ratenrechner zu nutzen.',
  instal_increase_basket: 'Erhöhen Sie die Anzahl der Produkte im Warenkorb.',
  instal_max: 'Der Höchstbetrag für einen Kauf über {provider} beträgt {amount}.',
  instal_max_basket:
    'Die Simulation kann nicht für den gesamten Warenkorb durchgeführt werden, da der Höchstbetrag {amount} beträgt.',
  instal_decrease_quantity: 'Verringern Sie die Menge des Produkts, um den Ratenrechner zu nutzen.',
  instal_decrease_quantity_or_basket:
    'Verringern Sie die Menge des Produkts oder entfernen Sie einige Produkte aus dem Warenkorb, um den Ratenrechner zu nutzen.',
  instal_decrease_basket: 'Verringern Sie die Anzahl der Produkte im Warenkorb.',

  // --- Dialogs (spec 2.12) ---
  modal_close: 'Dialog schließen',
  modal_notice_title: 'Hinweis',

  // --- Generic interface ---
  ui_close: 'Schließen',
  ui_loading: 'Wird geladen…',
  ui_back_to_top: 'Nach oben',
  ui_skip_to_content: 'Zum Inhalt springen',
  ui_show_more: 'Mehr anzeigen',
  ui_show_less: 'Weniger anzeigen',
  ui_expand: 'Ausklappen',
  ui_collapse: 'Einklappen',
  ui_menu: 'Menü',
  ui_categories: 'Kategorien',
  ui_tooltip_help: 'Hilfe',
  ui_more_info: 'Weitere Informationen',
  ui_breadcrumb_back: 'Zurück',
  ui_manage_cookies: 'Cookies verwalten',
  ui_alert_info: 'Information',
  ui_alert_warning: 'Warnung',
  ui_alert_error: 'Fehler',
  ui_alert_success: 'Erfolg',
  ui_alert_close: 'Benachrichtigung schließen',
  days: {
    one: '{count} Tag',
    other: '{count} Tage',
  },

  // --- Date picker (spec 2.13); months and days are numbered, Monday = 1 (weeks start on Monday) ---
  date_open: 'Kalender öffnen',
  date_choose: 'Datum wählen',
  date_choose_month: 'Monat wählen',
  date_choose_year: 'Jahr wählen',
  date_prev_month: 'Vorheriger Monat',
  date_next_month: 'Nächster Monat',
  date_prev_year: 'Vorheriges Jahr',
  date_next_year: 'Nächstes Jahr',
  date_prev_years: 'Frühere Jahre',
  date_next_years: 'Spätere Jahre',
  date_today: 'Heute',
  date_clear: 'Löschen',
  date_selected: 'Ausgewähltes Datum: {date}',
  date_range: '{start} – {end}',
  date_time: 'Uhrzeit',
  date_hours: 'Stunden',
  date_minutes: 'Minuten',
  date_am: 'AM',
  date_pm: 'PM',
  date_month_1: 'Januar',
  date_month_2: 'Februar',
  date_month_3: 'März',
  date_month_4: 'April',
  date_month_5: 'Mai',
  date_month_6: 'Juni',
  date_month_7: 'Juli',
  date_month_8: 'August',
  date_month_9: 'September',
  date_month_10: 'Oktober',
  date_month_11: 'November',
  date_month_12: 'Dezember',
  date_day_1: 'Montag',
  date_day_2: 'Dienstag',
  date_day_3: 'Mittwoch',
  date_day_4: 'Donnerstag',
  date_day_5: 'Freitag',
  date_day_6: 'Samstag',
  date_day_7: 'Sonntag',
  date_day_short_1: 'Mo',
  date_day_short_2: 'Di',
  date_day_short_3: 'Mi',
  date_day_short_4: 'Do',
  date_day_short_5: 'Fr',
  date_day_short_6: 'Sa',
  date_day_short_7: 'So',

  // --- Maps (spec 2.13) ---
  map_label: 'Standortkarte',
  map_zoom_in: 'Vergrößern',
  map_zoom_out: 'Verkleinern',
  map_cluster: 'Gruppe von Standorten: {count}',
  map_close_popup: 'Standortdetails schließen',

  // --- Failures the shopper should know about (CONTRACT 4, 6) ---
  error_widget:
    'Dieser Teil der Seite konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
  error_widget_search: 'Die Suchvorschläge konnten nicht geladen werden.',
  error_widget_basket: 'Der Warenkorb konnte nicht geladen werden.',
  error_widget_map: 'Die Karte konnte nicht geladen werden.',
  error_widget_date: 'Der Kalender konnte nicht geladen werden.',
  error_widget_instal: 'Der Ratenrechner konnte nicht geladen werden.',
  error_widget_lang: 'Die Auswahl von Land und Sprache konnte nicht geladen werden.',
  error_network: 'Keine Internetverbindung. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  error_timeout: 'Der Server antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
  error_server: 'Es ist ein Serverfehler aufgetreten. Bitte versuchen Sie es später erneut.',
  error_response: 'Der Server hat eine unerwartete Antwort gesendet. Bitte versuchen Sie es erneut.',
  error_generic: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  error_retry: 'Erneut versuchen',
  error_reload: 'Seite neu laden',
} satisfies Partial<Messages>;
