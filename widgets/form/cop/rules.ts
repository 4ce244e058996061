/**
 * The rules of the platform's checkout-module forms ("cop", docs/legacy/registration-checkout.md), with no DOM:
 * which template takes a placeholder step's place, which steps the bundle leaves out, and the joins and
 * splits of street and house number, dialling code and phone that the platform's scripts made.
 */

/**
 * The page a cop form belongs to, from its class: the registration page, the multistep checkout's data step
 * (`--order1`) and its last step (`--order2`, which orders as the one-step checkout does), the one-step checkout.
 */
export type CopPage = 'client-new' | 'order1' | 'order2' | 'oscop';

export function copPageOf(form: { classList: { contains(c: string): boolean } }): CopPage {
  const c = form.classList;
  return c.contains('--order1') ? 'order1' : c.contains('--order2') ? 'order2' : c.contains('--oscop') ? 'oscop' : 'client-new';
}

/** Steps whose template is not `cop_<step>_template`. */
const TEMPLATE_OF: Readonly<Record<string, string>> = {
  signin: 'cop_login_template',
  card: 'cop_rebate_card_template',
  mfa: 'cop_mfa_configuration_template',
};

/**
 * The id of the template that replaces a step, or null for a name that cannot be part of an id (empty, or
 * characters outside letters, digits, `_` and `-`). The summary has the registration page's own template.
 */
export function templateIdFor(step: string, page: CopPage): string | null {
  if (!/^[a-z][\w-]{0,40}$/i.test(step)) return null;
  if (step === 'summary') return page === 'client-new' ? 'cop_summary_client_template' : 'cop_summary_template';
  return Object.hasOwn(TEMPLATE_OF, step) ? TEMPLATE_OF[step]! : `cop_${step}_template`;
}

/**
 * Steps of the order pages that only the platform's checkout API fills (payment and delivery options, the
 * purchase documents, order2's phone verification): their templates are empty shells. The bundle does not
 * speak that API, so they are left out (the docs say what that means for a shop).
 */
export const API_STEPS: readonly string[] = ['payments', 'deliveries', 'documents', 'verification'];

/** Steps that exist for their fields: one whose template holds none is reported. */
export const FIELD_STEPS: readonly string[] = ['contact', 'address', 'registration'];

/** Words after the street's name that belong to the house number though they hold no digit ("m.", "lok.", "A"). */
const SHORT_WORD = 3;

/**
 * Street and house number from one value, as the server keeps them ("Górska 12A" -> "Górska", "12A";
 * "Aleja 3 Maja 5/7 m. 2" -> "Aleja 3 Maja", "5/7 m. 2"): the trailing words that hold a digit, or are
 * at most three letters long, are the number, up to the first longer word without a digit. Null when the value
 * has no such ending or nothing before it. Only the last eight words are looked at (any length of text is read
 * in one pass).
 */
export function splitStreet(value: string): { street: string; number: string } | null {
  const words = value.trim().split(/\s+/);
  const last = words.slice(-8);
  let cut = last.length;
  while (cut > 0) {
    const word = last[cut - 1]!;
    if (!/\d/.test(word) && word.replace(/[^\p{L}]/gu, '').length > SHORT_WORD) break;
    cut--;
  }
  const number = last.slice(cut).join(' ');
  const street = [...words.slice(0, -8), ...last.slice(0, cut)].join(' ');
  return street && /\d/.test(number) ? { street, number } : null;
}

/** What the server gets as the street: "street number" (the number field is sent as well); a number already there is not added twice. */
export function joinStreet(street: string, number: string): string {
  const s = street.trim();
  const n = number.trim();
  if (!n || !s || s === n || s.endsWith(` ${n}`)) return street;
  return `${s} ${n}`;
}

/** The dialling code a phone value starts with (the longest of `codes`), and the rest; null when none does. */
export function splitPhone(value: string, codes: readonly string[]): { prefix: string; number: string } | null {
  const v = value.trim();
  if (!v.startsWith('+')) return null;
  const prefix = codes.filter((c) => /^\+\d{1,4}$/.test(c) && v.startsWith(c)).sort((a, b) => b.length - a.length)[0];
  return prefix ? { prefix, number: v.slice(prefix.length).trim() } : null;
}

/** What the server gets as the phone: "prefix number"; a number typed with its own "+" code keeps it. */
export function joinPhone(prefix: string, number: string): string {
  const p = prefix.trim();
  const n = number.trim();
  return !p || !n || n.startsWith('+') ? number : `${p} ${n}`;
}
