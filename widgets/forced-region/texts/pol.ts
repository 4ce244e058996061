/** Forced-region notice (docs/widgets/forced-region.md): Polish, the reference (every other file may hold only these keys). */
export default {
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
  ui_close: 'Zamknij',
  region_restoring: 'Przywracanie…',
  region_restore_refused: 'Sklep nie przywrócił ustawień domyślnych: {message}',
  region_restore_offline: 'Brak odpowiedzi sklepu. Sprawdź połączenie z internetem i spróbuj ponownie.',
};
