/**
 * The selector's data (docs/widgets/language-selector.md): country entries {id, name,
 * group, lang[{id, site}], default, recommended, selected, currencyId, currencySymbol, selectedName,
 * recommendedName, defaultName} and the parameters show_select, country_first, selectedLangId,
 * recommended_lang, is_default_country, is_recommended_country. Read defensively: an entry without an
 * id or name is dropped, a missing currency, flag or site degrades to what is known, a site that is
 * not http(s) or relative counts as missing (such a choice cannot be submitted).
 */
import { LANGUAGES, type Language } from '../../src/types';
import { isObj } from '../../src/util/guards';
import { safeUrl } from '../../src/util/url';

export interface Lang {
  id: string;
  site: string; // '' when missing or unsafe
  name: string; // the entry's own name, else ''
}

export interface Country {
  id: string;
  name: string;
  group: string;
  langs: Lang[];
  default: boolean;
  recommended: boolean;
  selected: boolean;
  currencyId: string;
  currencySymbol: string;
  flag: string; // flag code (docs/widgets/language-selector.md), '' when unknown
}

export interface SelectorData {
  countries: Country[];
  countryFirst: boolean;
  selectedLangId: string;
  recommendedLang: Language; // texts of the prompt (docs/widgets/language-selector.md: default eng)
  recommendedName: string;
  showSelect: boolean;
  /** is_recommended_country: the shopper's country has a shop to recommend ("Change shop to: …"). */
  recommendedCountry: boolean;
  /** Country entries left out past MAX_COUNTRIES (0 normally). */
  dropped: number;
}

export const DEFAULT_GROUP = 'default';

/**
 * Bounds on what page data can make long (a buggy answer with thousands of entries must not freeze the
 * dialog): the world has about 250 countries and a shop nine languages, so entries past these limits are
 * dropped (and counted, for a console message), as are entries past MAX_ENTRIES read; a name or id
 * longer than TEXT_MAX characters is cut.
 */
export const MAX_COUNTRIES = 300;
/** Entries read at most (duplicates and junk included), so a list of repeats cannot make the work long. */
export const MAX_ENTRIES = 4 * MAX_COUNTRIES;
export const MAX_LANGS = 20;
export const TEXT_MAX = 200;

/**
 * The country-to-flag code map (for example deu→ger, gbr→eng, fra→fre): ISO alpha-3 country codes
 * whose flag code is the shop's language code; any other three-letter code is its own flag code.
 */
export const FLAGS: Readonly<Record<string, string>> = { deu: 'ger', gbr: 'eng', fra: 'fre', rou: 'rum', svk: 'slo' };

export function flagOf(code: unknown): string {
  const c = typeof code === 'string' ? code.trim().toLowerCase() : '';
  if (!/^[a-z]{3}$/.test(c)) return '';
  return FLAGS[c] ?? c;
}

const str = (v: unknown): string =>
  typeof v === 'string'
    ? v
        .slice(0, TEXT_MAX * 4)
        .trim()
        .slice(0, TEXT_MAX)
    : typeof v === 'number' && Number.isFinite(v)
      ? String(v)
      : '';
const yes = (v: unknown) => v === true || v === 'true' || v === 1 || v === '1';
const obj = (v: unknown) => (isObj(v) ? v : null);

function langsOf(v: unknown): Lang[] {
  if (!Array.isArray(v)) return [];
  const out: Lang[] = [];
  for (const item of v) {
    if (out.length >= MAX_LANGS) break;
    const o = obj(item);
    const id = o ? str(o.id) : str(item);
    if (id && !out.some((l) => l.id === id)) out.push({ id, site: o ? safeUrl(o.site) : '', name: o ? str(o.name) : '' });
  }
  return out;
}

export function countryOf(v: unknown): Country | null {
  const o = obj(v);
  const id = o && str(o.id);
  const name = o && str(o.name);
  if (!o || !id || !name) return null;
  return {
    id,
    name,
    group: str(o.group) || DEFAULT_GROUP,
    langs: langsOf(o.lang),
    default: yes(o.default),
    recommended: yes(o.recommended),
    selected: yes(o.selected),
    currencyId: str(o.currencyId),
    currencySymbol: str(o.currencySymbol),
    flag: flagOf(o.flag) || flagOf(o.id),
  };
}

export function selectorData(props: Record<string, unknown>): SelectorData {
  const list: unknown[] = Array.isArray(props.countries) ? props.countries : [];
  const countries: Country[] = [];
  const ids = new Set<string>();
  let dropped = 0;
  for (let i = 0; i < list.length; i++) {
    if (countries.length >= MAX_COUNTRIES || i >= MAX_ENTRIES) {
      dropped = list.length - i;
      break;
    }
    // A repeated id is skipped before its entry is read any further.
    const id = isObj(list[i]) ? str((list[i] as Record<string, unknown>).id) : '';
    if (!id || ids.has(id)) continue;
    const c = countryOf(list[i]);
    if (!c) continue;
    countries.push(c);
    ids.add(c.id);
  }
  const rec = str(props.recommended_lang).toLowerCase();
  const recommended = countries.find((c) => c.recommended);
  const firstEntry = obj(list.find((x) => obj(x)));
  return {
    countries,
    countryFirst: !(props.country_first === false || props.country_first === 'false'),
    selectedLangId: str(props.selectedLangId),
    recommendedLang: (LANGUAGES as readonly string[]).includes(rec) ? (rec as Language) : 'eng',
    recommendedName: str(firstEntry?.recommendedName) || recommended?.name || '',
    showSelect: yes(props.show_select),
    recommendedCountry: yes(props.is_recommended_country),
    dropped,
  };
}

/**
 * The prompt's message (docs/widgets/language-selector.md): "Change shop to: {recommendedName}" when the
 * shopper's country is a recommended one and there is a link to go to; otherwise "Delivery to your country is not possible".
 */
export const canRecommend = (d: SelectorData): boolean => d.recommendedCountry && !!d.recommendedName && !!recommendedSite(d);

/**
 * The recommended link (docs/widgets/language-selector.md): the recommended country's site in the
 * recommended language, else its first site.
 */
export function recommendedSite(d: SelectorData): string {
  const c = d.countries.find((x) => x.recommended);
  if (!c) return '';
  return c.langs.find((l) => l.id === d.recommendedLang && l.site)?.site || c.langs.find((l) => l.site)?.site || '';
}
