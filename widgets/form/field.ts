/**
 * One field of an enhanced form read from its markup (docs/widgets/form.md): its logical name, the fields
 * joined to it, its browser-side verdict and what a round sends the server for it. Reads only: the rules
 * are plain functions (browser-rules.ts, files.ts, verdict.ts), the state lives in checks.ts.
 */
import { browserCheck, isBlank } from './browser-rules';
import { byId, controlsOf, factsOf, fieldBox, nativeProblem, regionOf, type Control } from './dom';
import { fileRules, fileVerdict } from './files';
import { emptyCode, sectionOf } from './sections';
import { DEFAULT_STREET_NUMBER, serverType, type ServerField } from './server-rules';
import { logicalName, typedVerdict, type Verdict } from './verdict';

export const sectionOfField = (el: Control) => sectionOf(el.name || el.id);
export const logical = (el: Control) => logicalName(el.getAttribute('data-graphql'), el.value, el.getAttribute('data-name'), el.id || el.name);

/** The login of a password check, the password of a login check (data-concat-password / data-concat-login). */
export const partnerOf = (form: HTMLFormElement, el: Control) => byId(form, el.getAttribute('data-concat-password') ?? el.getAttribute('data-concat-login'));

/** The house number of a street, the prefix of a phone (data-concat-from). */
export const joinedOf = (form: HTMLFormElement, el: Control) => byId(form, el.getAttribute('data-concat-from'));

/**
 * The field a control is checked and shown as: the phone for a dialling-code box that sits in the phone's own
 * box (the platform's phone field), else the control itself (a house number has a box of its own).
 */
export function ownerOf(form: HTMLFormElement, el: Control): Control {
  const to = byId(form, el.getAttribute('data-concat-to'));
  const box = to && to !== el && fieldBox(el);
  return box && fieldBox(to) === box ? to : el;
}

const passwordField = (form: HTMLFormElement) =>
  controlsOf(form).find((el) => serverType(el.getAttribute('data-graphql'), '') === 'password') ?? form.querySelector<HTMLInputElement>('input[type=password]:not([data-name="password_repeat"])');

/** The browser-side verdict of one field (verdict.ts says what each answer means). */
export function localVerdict(form: HTMLFormElement, el: Control): Verdict {
  const facts = factsOf(el);
  // A number field holding what is not a number reads as empty: the browser's badInput says why.
  if (el.validity?.badInput) return nativeProblem(el);
  // A server-checked e-mail or URL is the server's to judge, in the shop's words (incorect_email).
  const problem = browserCheck(facts) ?? (el.getAttribute('data-graphql') && el.validity?.typeMismatch ? null : nativeProblem(el));
  if (problem?.code === 'form_required') return { code: emptyCode(sectionOfField(el), logical(el)) };
  if (problem) return problem;
  if (el instanceof HTMLInputElement && el.type === 'file') {
    const files = [...(el.files ?? [])].map((f) => ({ name: f.name, type: f.type, size: f.size }));
    const rules = fileRules(el.getAttribute('data-blacklist'), el.getAttribute('data-max-filesize'), el.hasAttribute('data-photo'));
    // The pixel size needs the photo decoded: checked after the rules (checks.ts).
    return fileVerdict(files, rules, el.getAttribute('data-max-photo-size'));
  }
  if (facts.kind === 'text' && isBlank(facts.value)) return 'empty';
  if (el.getAttribute('data-name') === 'password_repeat') {
    const password = passwordField(form);
    return password && password.value !== el.value ? { code: 'not_equal_passwords' } : null;
  }
  return typedVerdict(serverType(el.getAttribute('data-graphql'), el.value), el.value, () => regionOf(el));
}

/** What a round sends for a server-checked field. */
export function serverField(form: HTMLFormElement, el: Control): ServerField {
  const type = serverType(el.getAttribute('data-graphql'), el.value)!;
  const joined = joinedOf(form, el);
  // A client street without its house-number field is sent with the default number.
  const number = joined ? joined.value : type === 'street' && sectionOfField(el) === 'client' ? DEFAULT_STREET_NUMBER : undefined;
  return { id: el.id || el.name, type, value: el.value, joined: number, region: regionOf(el), partner: partnerOf(form, el)?.value ?? null };
}
