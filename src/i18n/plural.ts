/**
 * Plural forms. A catalogue entry that depends on a count holds one text per Intl.PluralRules category of its
 * language (CLDR), so the grammar lives in the data and not in code: Polish needs one / few / many / other
 * (1 dzień, 2 dni, 5 dni, 1,5 dnia), English only one / other.
 */

export type PluralCategory = Intl.LDMLPluralRule;

/** `other` is the one category every language has, so it is the required last resort. */
export type PluralForms = { other: string } & Partial<Record<Exclude<PluralCategory, 'other'>, string>>;

/** The shape any catalogue file has; catalogue/pol.ts is checked against it (Messages itself is derived from pol). */
export type MessageSource = Record<string, string | PluralForms>;

// PluralRules construction is comparatively costly and the result is immutable: one per locale.
const rulesCache = new Map<string, Intl.PluralRules>();

function rulesFor(locale: string): Intl.PluralRules {
  let rules = rulesCache.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    rulesCache.set(locale, rules);
  }
  return rules;
}

export function isPluralForms(entry: unknown): entry is PluralForms {
  return typeof entry === 'object' && entry !== null && typeof (entry as { other?: unknown }).other === 'string';
}

/** The category of `count` in `locale` (e.g. pl: 1 -> one, 3 -> few, 5 -> many, 1.5 -> other). */
export function pluralCategory(count: number, locale: string): PluralCategory {
  return rulesFor(locale).select(count);
}

/** The form for `count`; a category the entry lacks falls back to `other` rather than to nothing. */
export function selectPlural(forms: PluralForms, count: number, locale: string): string {
  return forms[pluralCategory(count, locale)] ?? forms.other;
}

/** The categories a language's plural entries must provide (used by the catalogue test). */
export function pluralCategories(locale: string): PluralCategory[] {
  return rulesFor(locale).resolvedOptions().pluralCategories;
}
