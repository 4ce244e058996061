/**
 * Rules the browser checks itself (docs/widgets/form.md), on plain facts read from a field: no DOM here.
 * A problem with code '' is an error state with no text (required checkboxes and switches).
 */

/** What the rules need to know of one field; the widget reads it from the input (dom.ts). */
export interface FieldFacts {
  kind: 'text' | 'select' | 'checkbox' | 'file';
  value: string;
  required: boolean;
  /** Declared minlength / maxlength (absent or <= 0: none). */
  minLength?: number;
  maxLength?: number;
  checked?: boolean;
  /** A select whose first option is a placeholder ("Wybierz...") and that option is chosen. */
  placeholderSelected?: boolean;
}

export type Params = Readonly<Record<string, string | number>>;

/** One field's verdict: a message code and what fills it. `extra` is text appended after it (zipcode formats). */
export interface Problem {
  code: string;
  params?: Params;
  extra?: string;
}

/** "Blank" as the server sees it: spaces only count as nothing. */
export const isBlank = (value: string) => value.trim() === '';

/** The first browser rule that fails, or null when the field passes the browser's checks. */
export function browserCheck(f: FieldFacts): Problem | null {
  if (f.kind === 'checkbox') return f.required && !f.checked ? { code: '' } : null;
  if (f.kind === 'select') return f.required && (f.placeholderSelected || isBlank(f.value)) ? { code: 'form_select_option' } : null;
  if (isBlank(f.value)) return f.required ? { code: 'form_required' } : null;
  // Characters, not UTF-16 units: an emoji is one character to the shopper, as for the browser's own check.
  const length = [...f.value].length;
  if (f.minLength && f.minLength > 0 && length < f.minLength) return { code: 'form_minlength', params: { n: f.minLength } };
  if (f.maxLength && f.maxLength > 0 && length > f.maxLength) return { code: 'form_maxlength', params: { n: f.maxLength } };
  return null;
}

/** Names must hold no digits (docs/widgets/form.md): checked before the server is asked. */
export const hasDigits = (value: string) => /\d/.test(value);

/** Phone-or-e-mail fields (docs/widgets/form.md): only digits, *, #, +, (, ) and spaces make it a phone. */
export const looksLikePhone = (value: string) => /^[\d*#+() ]+$/.test(value.trim());

/** With no region set, a phone needs at least this many characters (docs/widgets/form.md). */
export const PHONE_MIN_NO_REGION = 9;

/**
 * A phone refused (too short to check without a country, or by the server): an empty one is asked for
 * ("Enter your phone number."), a filled one is called too short or not valid, since being asked for a
 * number one has typed reads as if the field were empty. `min`: the length the text names (no country).
 */
export function phoneProblem(value: string, min?: number): Problem {
  const code = isBlank(value) ? 'incorect_phone' : 'form_phone_invalid';
  return min ? { code, params: { min } } : { code };
}
