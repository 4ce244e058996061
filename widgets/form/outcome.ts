/**
 * What a server answer means for the fields (docs/widgets/form.md): only the first returned code is shown;
 * street / house number and login / password route codes between the joined fields. No DOM.
 */
import type { Problem } from './browser-rules';
import { isBlank, PHONE_MIN_NO_REGION, phoneProblem } from './browser-rules';
import type { ServerField, ServerResult } from './server-rules';

export const PASSWORD_CODES: readonly string[] = ['no_password', 'not_equal_passwords', 'password_to_long', 'password_to_short', 'login_equals_password'];
export const LOGIN_CODES: readonly string[] = ['incorect_login', 'login_taken', 'login_taken_login_propose', 'no_login', 'used_login'];

/** Poland's region id: its NIP has the "10 digits" reading (docs/widgets/form.md). */
export const POLAND_REGION = 1143020003;
/** Example address of the incorect_email text (docs/widgets/form.md), when the widget's options give none. */
export const EXAMPLE_EMAIL = 'imie.nazwisko@example.com';

/** Per field (by role): null = success, a Problem = error, undefined = leave that field as it is. */
export interface Outcome {
  self: Problem | null;
  joined?: Problem | null;
  partner?: Problem | null;
}

export interface OutcomeOptions {
  /** Password bounds of the field (its minlength / maxlength), appended to the bound messages. */
  passwordMin?: number;
  passwordMax?: number;
  exampleEmail?: string;
}

/** The Problem one server code makes for a field of `type` (texts: docs/widgets/form.md#texts). */
export function problemOf(f: ServerField, codes: ServerResult['messages'], o: OutcomeOptions = {}): Problem {
  const first = codes[0] ?? { code: '', message: '' };
  const second = codes[1];
  const code = first.code;
  switch (code) {
    case 'incorect_zipcode':
      // The hint is the second message's text, after "Correct postcode formats ... are:".
      return second?.message ? { code, extra: second.message } : { code };
    case 'incorect_email':
      return { code, params: { email: o.exampleEmail || EXAMPLE_EMAIL } };
    case 'incorect_phone':
      return phoneProblem(f.value, f.region == null ? PHONE_MIN_NO_REGION : undefined);
    case 'incorect_invoice_phone':
      return isBlank(f.value) ? { code } : phoneProblem(f.value);
    case 'password_to_short':
      return { code, params: { n: o.passwordMin || 6 } };
    case 'password_to_long':
      return { code, params: { n: o.passwordMax || 30 } };
    case 'incorect_nip': {
      // The second reading ("NIP must have 10 digits") where the country is Poland and the count is wrong.
      const polish = f.region == null || f.region === POLAND_REGION;
      return polish && f.value.replace(/\D/g, '').length !== 10 ? { code: 'incorect_nip_10_digits' } : { code };
    }
    case 'login_taken_login_propose': {
      // The server's text ends with the proposal: "... Proponowany login: jan1".
      const at = first.message.lastIndexOf(':');
      return { code, params: { login: at >= 0 ? first.message.slice(at + 1).trim() : '' } };
    }
    default:
      return { code };
  }
}

/** The outcome by field type. */
export function outcomeOf(f: ServerField, result: ServerResult, o: OutcomeOptions = {}): Outcome {
  let codes = result.messages;
  if (f.type === 'login') {
    const password = codes.filter((m) => PASSWORD_CODES.includes(m.code));
    const own = codes.filter((m) => !PASSWORD_CODES.includes(m.code));
    const out: Outcome = { self: own.length ? problemOf(f, own, o) : null };
    if (password.length) out.partner = problemOf({ ...f, type: 'password' }, password, o);
    return out;
  }
  if (f.type === 'password') codes = codes.filter((m) => !LOGIN_CODES.includes(m.code));
  if (f.type === 'street') {
    // The number's own error goes to its field and the street passes; otherwise the number passes too.
    if (codes[0]?.code === 'no_street_number' || codes[0]?.code === 'no_street_number_uk') return { self: null, joined: { code: codes[0].code } };
    return { self: codes.length ? problemOf(f, codes, o) : null, joined: null };
  }
  return { self: codes.length ? problemOf(f, codes, o) : null };
}

/** The problem a field shows itself: its own; a street without its house-number field (`hasJoined` false) shows the number's. */
export const ownProblem = (out: Outcome, hasJoined: boolean): Problem | null => out.self ?? (out.joined && !hasJoined ? out.joined : null);
