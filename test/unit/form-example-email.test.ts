// @vitest-environment node
/** The example address of the wrong-e-mail message, per language (widgets/form/texts): never the Polish one elsewhere. */
import { describe, expect, it } from 'vitest';
import pol from '../../widgets/form/texts/pol';
import eng from '../../widgets/form/texts/eng';
import ger from '../../widgets/form/texts/ger';
import cze from '../../widgets/form/texts/cze';
import fre from '../../widgets/form/texts/fre';
import hun from '../../widgets/form/texts/hun';
import rum from '../../widgets/form/texts/rum';
import slo from '../../widgets/form/texts/slo';
import ukr from '../../widgets/form/texts/ukr';

describe('example_email', () => {
  it.each([
    ['pol', pol, 'imie.nazwisko@example.com'],
    ['eng', eng, 'firstname.lastname@example.com'],
    ['ger', ger, 'vorname.nachname@example.com'],
    ['cze', cze, 'jmeno.prijmeni@example.com'],
    ['fre', fre, 'prenom.nom@example.com'],
    ['hun', hun, 'vezeteknev.keresztnev@example.com'],
    ['rum', rum, 'prenume.nume@example.com'],
    ['slo', slo, 'meno.priezvisko@example.com'],
    ['ukr', ukr, 'imia.prizvyshche@example.com'],
  ])('%s: %s', (_lang, texts, expected) => {
    expect((texts as Record<string, string>).example_email).toBe(expected);
    // An address a shopper can type: ASCII, one @, the reserved example.com domain.
    expect(expected).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
  });
});
