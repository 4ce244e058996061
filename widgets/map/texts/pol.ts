/** Texts of the map (reference language: every other file holds the same codes). */
import type { PluralForms } from '../../../src/i18n/plural';

export default {
  map: 'Mapa punktów',
  list: 'Punkty w widocznym obszarze mapy',
  inView: {
    one: '{count} punkt w widocznym obszarze mapy',
    few: '{count} punkty w widocznym obszarze mapy',
    many: '{count} punktów w widocznym obszarze mapy',
    other: '{count} punktu w widocznym obszarze mapy',
  } as PluralForms,
  more: 'Pokazano {shown} najbliżej środka mapy. Przybliż mapę, aby zobaczyć pozostałe.',
  none: 'Brak punktów w widocznym obszarze. Oddal lub przesuń mapę.',
  empty: 'Brak punktów do pokazania.',
  cluster: { one: '{count} punkt, przybliż', few: 'Grupa {count} punktów, przybliż', many: 'Grupa {count} punktów, przybliż', other: 'Grupa {count} punktu, przybliż' } as PluralForms,
  stack: { one: '{count} punkt w tym miejscu', few: '{count} punkty w tym samym miejscu', many: '{count} punktów w tym samym miejscu', other: '{count} punktu w tym samym miejscu' } as PluralForms,
  tilesFailed: 'Nie udało się wczytać podkładu mapy. Punkty i lista działają dalej.',
  zoomIn: 'Przybliż',
  zoomOut: 'Oddal',
};
