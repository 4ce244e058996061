/**
 * Polish: the shop's default language and the reference catalogue. Every key the storefront uses is defined
 * here first; `Messages` (../messages.ts) is derived from this file, and each other language may hold only
 * these keys. Placeholders are {name}; the translator fills them as plain text.
 *
 * The validation codes of spec section 8 and the form texts live with the form widget
 * (widgets/form/texts/), so they load only with a form.
 */
import type { MessageSource } from '../plural.ts';

export default {
  account_logout: 'Wyloguj się',

  // --- Header search (spec 2.4) ---
  search_label: 'Szukaj w sklepie',
  search_placeholder: 'Czego szukasz?',
  search_submit: 'Szukaj',
  search_clear: 'Wyczyść',
  search_close: 'Zamknij wyszukiwanie',
  search_suggestions: 'Podpowiedzi wyszukiwania',
  search_popular_phrases: 'Popularne frazy',
  search_popular_categories: 'Popularne kategorie',
  search_products: 'Produkty',
  search_pages: 'Strony',
  search_producers: 'Producenci',
  search_series: 'Serie',
  search_categories: 'Kategorie',
  search_show_all: 'Pokaż wszystkie wyniki wyszukiwania',
  search_no_results: 'Brak wyników dla „{text}”.',
  search_loading: 'Szukam…',
  search_failed: 'Nie udało się pobrać wyników. Spróbuj ponownie.',
  search_results: {
    one: '{count} wynik',
    few: '{count} wyniki',
    many: '{count} wyników',
    other: '{count} wyniku',
  },
  search_min_chars: {
    one: 'Wpisz co najmniej {count} znak',
    few: 'Wpisz co najmniej {count} znaki',
    many: 'Wpisz co najmniej {count} znaków',
    other: 'Wpisz co najmniej {count} znaku',
  },

  // --- Shopping lists (spec 2.6) ---
  // The name is sent to the server when the default list is created (spec 7.11).
  list_default_name: 'Lista zakupowa',
  list_creating: 'Tworzenie listy zakupowej…',
  list_create_failed: 'Nie udało się utworzyć listy zakupowej. Spróbuj ponownie.',

  // --- Delivery country / language modal (spec 2.7) ---
  lang_open: 'Zmień kraj dostawy i język',
  lang_title: 'Kraj dostawy i język',
  lang_region: 'Region dostawy',
  lang_country: 'Kraj dostawy',
  lang_language: 'Język',
  lang_currency: 'Waluta',
  lang_group_default: 'Pozostałe kraje',
  lang_confirm: 'Zatwierdź',
  lang_apply: 'Zastosuj zmiany',
  lang_back: 'Wstecz',
  lang_next: 'Dalej',
  lang_other_country: 'Wybieram inny kraj',
  lang_change_shop: 'Zmień sklep na: {country}',
  lang_no_delivery: 'Dostawa do Twojego kraju nie jest możliwa',

  // --- Forced delivery country / postcode notice (spec 2.8, 4.3) ---
  region_title: 'Ustawienia dostawy',
  region_chosen_country: 'Wybrany kraj/region dostawy: {country}',
  region_chosen_zipcode: 'Wybrany kod pocztowy dostawy: {zipcode}',
  region_prices_currency: 'Ceny są wyświetlane w walucie: {currency}',
  region_delivery_basis: 'Czasy i koszty dostawy są podane dla: {country}',
  region_continue: 'Kontynuuj',
  region_restore_default: 'Przywróć domyślny kraj/region dostawy: {default}',
  region_restore_default_zipcode: 'Przywróć domyślny kod pocztowy: {default}',
  region_restore_default_both: 'Przywróć domyślny kraj/region i kod pocztowy dostawy: {default}',
  region_restore_failed: 'Nie udało się przywrócić ustawień domyślnych. Spróbuj ponownie.',

  // --- Price-history labels (spec 4.6) ---
  price_label_rebate_code: 'Kod rabatowy',
  price_label_bargain: 'Okazja',
  price_label_promotion: 'Promocja',
  price_lowest_30_days: 'Najniższa cena z 30 dni przed obniżką: {price}',
  price_regular: 'Cena regularna: {price}',
  price_without_code: 'Cena bez kodu: {price}',
  price_from_date: 'od {date}',
  price_with_gross: '{price} brutto',
  price_with_net: '{price} netto',

  // --- Subscription price (spec 3.6) ---
  sub_title: 'Subskrypcja',
  sub_price: 'Cena w subskrypcji',
  sub_you_save: 'Oszczędzasz {percent}%',

  // --- Instalment calculator (spec 2.9, 2.10, 8) ---
  instal_title: 'Kalkulator rat',
  instal_calculate: 'Oblicz ratę',
  instal_calculate_product: 'Oblicz raty dla tego produktu',
  instal_calculate_with_basket: 'Oblicz raty dla tego produktu razem z zawartością koszyka',
  instal_not_all_products:
    'Nie wszystkie produkty w koszyku można kupić w tym systemie ratalnym. Sprawdź poszczególne produkty; pozostałe trzeba opłacić osobno.',
  instal_too_many_products:
    'Za dużo produktów w koszyku. Zmniejsz liczbę produktów do {count}; liczba sztuk pojedynczego produktu nie jest ograniczona.',
  instal_min: 'Minimalna kwota zakupu w systemie ratalnym {provider} to {amount}.',
  instal_min_basket: 'Nie można przeprowadzić symulacji dla całego koszyka, ponieważ minimalna kwota to {amount}.',
  instal_increase_quantity: 'Zwiększ ilość produktu, aby uruchomić kalkulator rat.',
  instal_increase_quantity_or_basket:
    'Zwiększ ilość produktu lub dodaj więcej produktów do koszyka, aby uruchomić kalkulator rat.',
  instal_increase_basket: 'Zwiększ liczbę produktów w koszyku.',
  instal_max: 'Maksymalna kwota zakupu w systemie ratalnym {provider} to {amount}.',
  instal_max_basket: 'Nie można przeprowadzić symulacji dla całego koszyka, ponieważ maksymalna kwota to {amount}.',
  instal_decrease_quantity: 'Zmniejsz ilość produktu, aby uruchomić kalkulator rat.',
  instal_decrease_quantity_or_basket:
    'Zmniejsz ilość produktu lub usuń część produktów z koszyka, aby uruchomić kalkulator rat.',
  instal_decrease_basket: 'Zmniejsz liczbę produktów w koszyku.',

  // --- Dialogs (spec 2.12) ---
  modal_close: 'Zamknij okno',
  modal_notice_title: 'Komunikat',

  // --- Generic interface ---
  ui_close: 'Zamknij',
  ui_loading: 'Ładowanie…',
  ui_back_to_top: 'Wróć na górę strony',
  ui_skip_to_content: 'Przejdź do treści',
  ui_show_more: 'Pokaż więcej',
  ui_show_less: 'Pokaż mniej',
  ui_expand: 'Rozwiń',
  ui_collapse: 'Zwiń',
  ui_menu: 'Menu',
  ui_categories: 'Kategorie',
  ui_tooltip_help: 'Pomoc',
  ui_more_info: 'Więcej informacji',
  ui_breadcrumb_back: 'Wróć',
  ui_manage_cookies: 'Zarządzaj plikami cookie',
  ui_alert_info: 'Informacja',
  ui_alert_warning: 'Ostrzeżenie',
  ui_alert_error: 'Błąd',
  ui_alert_success: 'Sukces',
  ui_alert_close: 'Zamknij powiadomienie',
  days: {
    one: '{count} dzień',
    few: '{count} dni',
    many: '{count} dni',
    other: '{count} dnia',
  },

  // --- Date picker (spec 2.13); months and days are numbered, Monday = 1 (weeks start on Monday) ---
  date_open: 'Otwórz kalendarz',
  date_choose: 'Wybierz datę',
  date_choose_month: 'Wybierz miesiąc',
  date_choose_year: 'Wybierz rok',
  date_prev_month: 'Poprzedni miesiąc',
  date_next_month: 'Następny miesiąc',
  date_prev_year: 'Poprzedni rok',
  date_next_year: 'Następny rok',
  date_prev_years: 'Wcześniejsze lata',
  date_next_years: 'Późniejsze lata',
  date_today: 'Dzisiaj',
  date_clear: 'Wyczyść',
  date_selected: 'Wybrana data: {date}',
  date_range: '{start} – {end}',
  date_time: 'Godzina',
  date_hours: 'Godziny',
  date_minutes: 'Minuty',
  date_am: 'AM',
  date_pm: 'PM',
  date_month_1: 'styczeń',
  date_month_2: 'luty',
  date_month_3: 'marzec',
  date_month_4: 'kwiecień',
  date_month_5: 'maj',
  date_month_6: 'czerwiec',
  date_month_7: 'lipiec',
  date_month_8: 'sierpień',
  date_month_9: 'wrzesień',
  date_month_10: 'październik',
  date_month_11: 'listopad',
  date_month_12: 'grudzień',
  date_day_1: 'poniedziałek',
  date_day_2: 'wtorek',
  date_day_3: 'środa',
  date_day_4: 'czwartek',
  date_day_5: 'piątek',
  date_day_6: 'sobota',
  date_day_7: 'niedziela',
  date_day_short_1: 'Pn',
  date_day_short_2: 'Wt',
  date_day_short_3: 'Śr',
  date_day_short_4: 'Cz',
  date_day_short_5: 'Pt',
  date_day_short_6: 'So',
  date_day_short_7: 'Nd',

  // --- Maps (spec 2.13) ---
  map_label: 'Mapa punktów',
  map_zoom_in: 'Przybliż',
  map_zoom_out: 'Oddal',
  // Worded as "label: n" so that no language needs plural forms for it.
  map_cluster: 'Grupa punktów: {count}',
  map_close_popup: 'Zamknij opis punktu',

  // --- Failures the shopper should know about (CONTRACT 4, 6) ---
  error_widget: 'Nie udało się załadować tego elementu strony. Odśwież stronę, aby spróbować ponownie.',
  error_widget_search: 'Nie udało się załadować podpowiedzi wyszukiwania.',
  error_widget_basket: 'Nie udało się załadować koszyka.',
  error_widget_map: 'Nie udało się załadować mapy.',
  error_widget_date: 'Nie udało się załadować kalendarza.',
  error_widget_instal: 'Nie udało się załadować kalkulatora rat.',
  error_widget_lang: 'Nie udało się załadować wyboru kraju i języka.',
  error_network: 'Brak połączenia z internetem. Sprawdź połączenie i spróbuj ponownie.',
  error_timeout: 'Serwer nie odpowiada. Spróbuj ponownie za chwilę.',
  error_server: 'Wystąpił błąd serwera. Spróbuj ponownie później.',
  error_response: 'Serwer zwrócił nieoczekiwaną odpowiedź. Spróbuj ponownie.',
  error_generic: 'Coś poszło nie tak. Spróbuj ponownie.',
  error_retry: 'Spróbuj ponownie',
  error_reload: 'Odśwież stronę',
} satisfies MessageSource;
