/** A Problem as the text the shopper reads (docs/widgets/form.md#texts); the translator gives shop overrides. */
import type { Params, Problem } from './browser-rules';

export type Translate = (code: string, params?: Params) => string;

export function messageText(p: Problem, t: Translate): string {
  if (!p.code) return ''; // checkboxes and switches: an error state with no text (docs/widgets/form.md)
  if (p.code === 'form_native') return p.extra ?? ''; // the browser's own check, in the browser's words
  const main = t(p.code, p.params);
  if (p.code === 'incorect_zipcode' && p.extra) return `${main} ${t('form_zipcode_formats')} ${p.extra}`;
  if ((p.code === 'incorect_phone' || p.code === 'form_phone_invalid') && p.params?.min) return `${main} ${t('form_phone_min_length', { n: p.params.min })}`;
  return main;
}
