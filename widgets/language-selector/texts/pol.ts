/** Language selector (docs/widgets/language-selector.md): Polish, the reference (every other file may hold only these keys). */
export default {
  lang_title: 'Kraj dostawy i język',
  lang_region: 'Region dostawy',
  lang_country: 'Kraj dostawy',
  lang_language: 'Język',
  lang_group_default: 'Pozostałe kraje',
  lang_confirm: 'Zatwierdź',
  lang_apply: 'Zastosuj zmiany',
  lang_back: 'Wstecz',
  lang_next: 'Dalej',
  lang_other_country: 'Wybieram inny kraj',
  lang_change_shop: 'Zmień sklep na: {country}',
  lang_no_delivery: 'Dostawa do Twojego kraju nie jest możliwa',
  ui_close: 'Zamknij',
  lang_unavailable: 'Tego wyboru nie można zatwierdzić: sklep nie podał dla niego adresu.',
};
