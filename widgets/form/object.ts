/**
 * Validating a plain object rather than a form (docs/widgets/form.md): required keys first, then every key
 * in one batched call; valid only when every result is empty. Keys are field types unless `types` names one.
 */
import { hasDigits, isBlank, PHONE_MIN_NO_REGION, phoneProblem, type Problem } from './browser-rules';
import { outcomeOf } from './outcome';
import { DEFAULT_STREET_NUMBER, serverType, tooLong, type ServerField, type ServerResult } from './server-rules';

export interface ObjectVerdict {
  valid: boolean;
  /** The first problem of each key that has one. */
  errors: Record<string, Problem>;
}

export type Checker = (fields: ServerField[]) => Promise<Map<string, ServerResult>>;

/** `types` names the field type of a key that is not itself a type name (`{ zip: 'zipcode' }`). */
export async function validateObject(
  values: Readonly<Record<string, string>>,
  required: readonly string[],
  check: Checker,
  region?: number | null,
  types?: Readonly<Record<string, string>>,
): Promise<ObjectVerdict> {
  const errors: Record<string, Problem> = {};
  for (const key of required) if (isBlank(values[key] ?? '')) errors[key] = { code: 'form_required' };
  if (Object.keys(errors).length) return { valid: false, errors };
  const fields: ServerField[] = [];
  for (const [key, value] of Object.entries(values)) {
    const type = serverType(types && Object.hasOwn(types, key) ? types[key] : key, value);
    // The form's own browser-side rules come first, as on a form (verdict.ts typedVerdict): never sent.
    const local =
      type &&
      (tooLong(type, value) ??
        ((type === 'firstname' || type === 'lastname') && hasDigits(value) ? { code: 'form_no_digits' } : null) ??
        (type === 'phone' && region == null && value.trim().length < PHONE_MIN_NO_REGION ? phoneProblem(value, PHONE_MIN_NO_REGION) : null));
    if (local) errors[key] = local;
    else if (type) {
      // The street goes with the object's street number, else the default one.
      const joined = type === 'street' ? (Object.hasOwn(values, 'streetnumber') ? values.streetnumber : DEFAULT_STREET_NUMBER) : undefined;
      fields.push({
        id: key,
        type,
        value,
        region: region ?? null,
        partner: type === 'login' ? values.password : type === 'password' ? values.login : null,
        ...(joined === undefined ? {} : { joined }),
      });
    }
  }
  const results = await check(fields);
  for (const f of fields) {
    const result = results.get(f.id);
    if (!result) continue;
    const outcome = outcomeOf(f, result);
    const own = outcome.self ?? outcome.joined; // no_street_number counts against the street key
    if (own) errors[f.id] ??= own;
    if (outcome.partner) errors.password ??= outcome.partner;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}
