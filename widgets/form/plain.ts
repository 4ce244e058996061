/**
 * `storefront.validate(object, rules)` (docs/widgets/form.md): a theme's plain object checked as a form
 * checks its fields, with the same messages (the shop's language and its overrides). Loaded with the form
 * chunk on the first call, never before.
 *   storefront.validate({ firstname: 'Jan', zipcode: '10115', email: 'jan@' }, { required: ['firstname'], region: 1143020143 })
 *     -> Promise<{ valid: false, errors: { email: 'Incorrect e-mail address. …' } }>
 * rules: { required?: string[]; region?: number (the country id); types?: { key: fieldType } } or just
 * the list of required keys. Keys are field types (firstname, lastname, firm, additional, nip, street,
 * zipcode, city, phone, email, birthdate, login, password, iban) unless `types` names one; other keys
 * are not checked. A first argument that is not an object rejects with a TypeError saying so.
 */
import type { Config } from '../../src/types';
import { isObj } from '../../src/util/guards';
import { checkFields } from './api';
import { validateObject } from './object';
import { emptyCode } from './sections';
import { serverType } from './server-rules';
import { messageText } from './text';
import { texts } from './texts/index';

export interface PlainVerdict {
  valid: boolean;
  /** The message of each key that has a problem, as the form would show it. */
  errors: Record<string, string>;
}

/** The most keys one call checks (a plain object is a form's worth of fields). */
const MAX_KEYS = 100;

const textOf = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

/** The rules argument as plain data: a list is the required keys; anything odd counts as none. */
export function readRules(rules: unknown): { required: string[]; region: number | null; types: Record<string, string> } {
  const r = Array.isArray(rules) ? { required: rules } : isObj(rules) ? rules : {};
  const required = Array.isArray(r.required) ? r.required.filter((k): k is string => typeof k === 'string').slice(0, MAX_KEYS) : [];
  const region = typeof r.region === 'number' || (typeof r.region === 'string' && /^\d{1,15}$/.test(r.region.trim())) ? Number(r.region) : null;
  const types: Record<string, string> = Object.create(null);
  if (isObj(r.types)) for (const [k, v] of Object.entries(r.types).slice(0, MAX_KEYS)) if (typeof v === 'string') types[k] = v;
  return { required, region: Number.isFinite(region) ? region : null, types };
}

export async function validatePlain(config: Config, values: unknown, rules?: unknown): Promise<PlainVerdict> {
  if (!isObj(values)) throw new TypeError('storefront.validate(object, rules): the first argument must be an object of field values, e.g. { zipcode: "30-001" }.');
  const { required, region, types } = readRules(rules);
  const plain: Record<string, string> = Object.create(null);
  for (const [k, v] of Object.entries(values).slice(0, MAX_KEYS)) plain[k] = textOf(v);
  const [t, verdict] = await Promise.all([texts(config), validateObject(plain, required, (fields) => checkFields(config, fields), region, types)]);
  const errors: Record<string, string> = {};
  for (const [key, problem] of Object.entries(verdict.errors)) {
    // An empty required key reads as the form's empty field of that type ("Enter your first name.").
    const type = serverType(Object.hasOwn(types, key) ? types[key] : key, plain[key] ?? '') ?? key;
    const p = problem.code === 'form_required' ? { code: emptyCode('client', type) } : problem;
    errors[key] = messageText(p, t);
  }
  return { valid: verdict.valid, errors };
}
