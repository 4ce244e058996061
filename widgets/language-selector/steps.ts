/**
 * The selector's steps (docs/widgets/language-selector.md): delivery region (group), then country, then
 * language; with country_first 'false' the language comes first and the regions and countries offering it
 * follow. The country step is always shown, so every country is seen with its currency and flag before it is
 * applied (a region with one country still shows it). Only two steps are ever skipped, their value taken: the
 * region step of a single-country shop, and the language step when the choice offers one language (a country
 * with one language). Pure: a Selection in, the step list, each step's options and the form target out.
 */
import type { Country, SelectorData } from './countries';

export type StepName = 'region' | 'country' | 'language';

export interface Selection {
  group: string;
  country: string; // country id
  lang: string;
}

export interface Option {
  value: string;
  country?: Country; // country step
}

const byLang = (lang: string) => (c: Country) => !lang || c.langs.some((l) => l.id === lang);

/** The initial choice: the selected country (else the default, else the first) and selectedLangId. */
export function initialSelection(d: SelectorData): Selection {
  const c = d.countries.find((x) => x.selected) ?? d.countries.find((x) => x.default) ?? d.countries[0];
  const lang = c?.langs.find((l) => l.id === d.selectedLangId)?.id ?? c?.langs[0]?.id ?? d.selectedLangId;
  return { group: c?.group ?? '', country: c?.id ?? '', lang };
}

export const order = (d: SelectorData): StepName[] => (d.countryFirst ? ['region', 'country', 'language'] : ['language', 'region', 'country']);

/** What a step offers, given the choices of the steps before it (in `order`). */
export function options(d: SelectorData, step: StepName, sel: Selection): Option[] {
  const before = order(d).slice(0, order(d).indexOf(step));
  const lang = before.includes('language') ? sel.lang : '';
  const group = before.includes('region') ? sel.group : '';
  const pool = d.countries.filter(byLang(lang)).filter((c) => !group || c.group === group);
  if (step === 'region') return [...new Set(pool.map((c) => c.group))].map((value) => ({ value }));
  if (step === 'country') return pool.map((c) => ({ value: c.id, country: c }));
  const langs = before.includes('country') ? pool.filter((c) => c.id === sel.country) : pool;
  return [...new Set(langs.flatMap((c) => c.langs.map((l) => l.id)))].map((value) => ({ value }));
}

const FIELD = { region: 'group', country: 'country', language: 'lang' } as const;
const valueOf = (step: StepName, sel: Selection) => sel[FIELD[step]];

/** The selection with `step` set to `value`, later steps kept when still offered, else their first option. */
export function choose(d: SelectorData, sel: Selection, step: StepName, value: string): Selection {
  let next: Selection = { ...sel, [FIELD[step]]: value };
  for (const later of order(d).slice(order(d).indexOf(step) + 1)) next = settle(d, next, later);
  if (step === 'country') next.group = d.countries.find((c) => c.id === value)?.group ?? next.group;
  return next;
}

function settle(d: SelectorData, sel: Selection, step: StepName): Selection {
  const opts = options(d, step, sel);
  if (opts.some((o) => o.value === valueOf(step, sel)) || !opts[0]) return sel;
  return { ...sel, [FIELD[step]]: opts[0].value };
}

/** The steps the shopper sees: the country always; the region unless the shop has one country; the
 * language when the choice before it offers more than one. */
export function visibleSteps(d: SelectorData, sel: Selection): StepName[] {
  return order(d).filter((s) => (s === 'country' ? true : s === 'region' ? d.countries.length > 1 : options(d, s, sel).length > 1));
}

export const countryOfSel = (d: SelectorData, sel: Selection) => d.countries.find((c) => c.id === sel.country);

/** Where the form goes (docs/widgets/language-selector.md): the chosen language's site of the chosen country; '' = cannot submit. */
export function target(d: SelectorData, sel: Selection): string {
  return countryOfSel(d, sel)?.langs.find((l) => l.id === sel.lang)?.site ?? '';
}

/** "Apply changes" when the choice differs from the current one, "Confirm" otherwise. */
export function isChange(d: SelectorData, sel: Selection): boolean {
  const now = initialSelection(d);
  return now.country !== sel.country || now.lang !== sel.lang;
}
