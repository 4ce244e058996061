/**
 * The browser-side verdict of one field (docs/widgets/form.md), the part that needs no DOM: after the
 * browser's own rules (browser-rules.ts) and the file rules (files.ts), a text field's type rules, then
 * whether the server is asked. field.ts reads the input and calls these.
 */
import { hasDigits, PHONE_MIN_NO_REGION, phoneProblem, type Problem } from './browser-rules';
import { serverType, tooLong, type ServerType } from './server-rules';

/**
 * A Problem (error), null (passes), 'server' (ask the server), 'empty' (a blank optional field: no state),
 * 'photo' (the pixel size is checked once the photo is decoded).
 */
export type Verdict = Problem | null | 'server' | 'empty' | 'photo';

/**
 * A filled text field of server type `type` (null: none): too long for its type, digits in a name, or a
 * phone too short to check without a country (`region` is asked only for a phone), else the server's turn.
 */
export function typedVerdict(type: ServerType | null, value: string, region: () => number | null): Problem | null | 'server' {
  const long = type && tooLong(type, value);
  if (long) return long;
  if ((type === 'firstname' || type === 'lastname') && hasDigits(value)) return { code: 'form_no_digits' };
  if (type === 'phone' && region() == null && value.trim().length < PHONE_MIN_NO_REGION) return phoneProblem(value, PHONE_MIN_NO_REGION);
  return type ? 'server' : null;
}

/**
 * The field's logical name in the section tables (sections.ts): its server type (`data-graphql`), else
 * its `data-name`, else 'region' for an id or name ending in "region", else ''.
 */
export function logicalName(graphql: string | null, value: string, dataName: string | null, idOrName: string): string {
  return serverType(graphql, value) ?? dataName ?? (/region$/i.test(idOrName) ? 'region' : '');
}
