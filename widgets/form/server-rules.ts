/**
 * Server-checked fields (docs/widgets/form.md): what each field type sends to validateClientData, the one
 * batched request of a validation round (each field aliased by its input id, values always as GraphQL
 * variables), and reading the answer per alias. No DOM, no network.
 */
import { looksLikePhone, type Problem } from './browser-rules';

/** `data-graphql` types (docs/widgets/form.md). 'phone email' is resolved to one of the two by its value. */
export const SERVER_TYPES = ['firstname', 'lastname', 'firm', 'additional', 'nip', 'street', 'zipcode', 'city', 'phone', 'email', 'birthdate', 'login', 'password', 'iban'] as const;
export type ServerType = (typeof SERVER_TYPES)[number];

/**
 * The longest value of each type worth asking the server about (and running any rule over). A longer
 * value is flagged at once with form_maxlength {n}, kept in the field as typed, and never sent: no rule
 * then meets 100 KB of text. Postcodes are at most 10 characters anywhere, phone numbers 15 digits (with
 * prefix, spaces and brackets well under 40), an IBAN 34 characters (42 written in groups of four), an
 * e-mail address 254. Free text (names, firm, street, city) is the server's to judge up to 10 000.
 */
const FREE_TEXT = 10_000;
export const MAX_LENGTH: Readonly<Record<ServerType, number>> = {
  firstname: FREE_TEXT,
  lastname: FREE_TEXT,
  firm: FREE_TEXT,
  additional: FREE_TEXT,
  street: FREE_TEXT,
  city: FREE_TEXT,
  nip: 32,
  zipcode: 20,
  phone: 40,
  email: 254,
  birthdate: 32,
  login: 254,
  password: 256,
  iban: 50,
};

/** form_maxlength when the value is longer than its type allows (MAX_LENGTH), else null. */
export function tooLong(type: ServerType, value: string): Problem | null {
  return value.length > MAX_LENGTH[type] ? { code: 'form_maxlength', params: { n: MAX_LENGTH[type] } } : null;
}

/** The check a `data-graphql` value asks for, or null for none/unknown. */
export function serverType(attr: string | null | undefined, value: string): ServerType | null {
  const tokens = (attr ?? '').trim().toLowerCase().split(/\s+/);
  if (tokens.includes('phone') && tokens.includes('email')) return looksLikePhone(value) ? 'phone' : 'email';
  const found = tokens.find((x): x is ServerType => (SERVER_TYPES as readonly string[]).includes(x));
  return found ?? null;
}

/**
 * The client's street number when the data gives none (the client form's streetnumber option
 * defaults to "1"): a client street whose form has no house-number field, a plain object without one.
 */
export const DEFAULT_STREET_NUMBER = '1';

/** One field of a round, with what is joined to it (docs/widgets/form.md). */
export interface ServerField {
  id: string;
  type: ServerType;
  value: string;
  /** House number (street) or prefix (phone): its value. */
  joined?: string;
  /** The region id (`data-region`), sent unquoted as `country`. */
  region?: number | null;
  /** The login of a password check, the password of a login check. */
  partner?: string | null;
}

type Billing = Partial<Record<'firstname' | 'lastname' | 'companyName' | 'street' | 'zipcode' | 'city' | 'phone', string>> & { country?: number };
export interface ClientDataInput {
  clientData?: { clientBillingData?: Billing; taxNumber?: string; email?: string; birthDate?: string };
  loginAndPassword?: { login?: string; password?: string };
}

/** The validateClientData input of one field (docs/widgets/form.md); null for IBAN, which has its own endpoint. */
export function clientDataInput(f: ServerField): ClientDataInput | null {
  const country = typeof f.region === 'number' && Number.isFinite(f.region) ? { country: f.region } : {};
  const billing = (b: Billing): ClientDataInput => ({ clientData: { clientBillingData: b } });
  const joined = f.joined?.trim() ?? '';
  switch (f.type) {
    case 'firstname':
      return billing({ firstname: f.value });
    case 'lastname':
      return billing({ lastname: f.value });
    case 'firm':
    case 'additional':
      return billing({ companyName: f.value });
    case 'city':
      return billing({ city: f.value });
    case 'zipcode':
      return billing({ zipcode: f.value, ...country });
    // Street and house number joined with a space (docs/widgets/form.md).
    case 'street':
      return billing({ street: joined ? `${f.value} ${joined}` : f.value, ...country });
    // The prefix in front of the number, with nothing between them.
    case 'phone':
      return billing({ phone: `${joined}${f.value}`, ...country });
    case 'nip':
      return { clientData: { taxNumber: f.value, clientBillingData: { ...country } } };
    case 'email':
      return { clientData: { email: f.value } };
    case 'birthdate':
      return { clientData: { birthDate: f.value } };
    case 'login':
      return { loginAndPassword: { login: f.value, ...(f.partner ? { password: f.partner } : {}) } };
    case 'password':
      return { loginAndPassword: { password: f.value, ...(f.partner ? { login: f.partner } : {}) } };
    default:
      return null;
  }
}

/** docs/widgets/form.md: the input id with every character outside [A-Za-z0-9_] replaced by `_`. */
export function aliasOf(id: string): string {
  const alias = id.replace(/[^A-Za-z0-9_]/g, '_');
  // A GraphQL name cannot start with a digit or be empty.
  return /^[A-Za-z_]/.test(alias) ? alias : `_${alias}`;
}

export interface BatchRequest {
  document: string;
  variables: Record<string, ClientDataInput>;
  /** alias -> field id, in request order. */
  aliases: Map<string, string>;
}

/** One document for every field of the round; two ids that give the same alias get a numbered one. */
export function buildRequest(fields: ServerField[]): BatchRequest | null {
  const parts: string[] = [];
  const defs: string[] = [];
  const variables: Record<string, ClientDataInput> = {};
  const aliases = new Map<string, string>();
  for (const f of fields) {
    const input = clientDataInput(f);
    if (!input) continue;
    let alias = aliasOf(f.id);
    for (let n = 2; aliases.has(alias); n++) alias = `${aliasOf(f.id)}_${n}`;
    const v = `v${aliases.size}`;
    aliases.set(alias, f.id);
    defs.push(`$${v}: ClientDataInput!`);
    variables[v] = input;
    parts.push(`${alias}: validateClientData(ClientDataInput: $${v}) { messages { code message }${f.type === 'email' ? ' clientExists' : ''} }`);
  }
  if (!parts.length) return null;
  return { document: `query validateClientData(${defs.join(', ')}) { ${parts.join(' ')} }`, variables, aliases };
}

export interface ServerMessage {
  code: string;
  message: string;
}
export interface ServerResult {
  messages: ServerMessage[];
  clientExists: boolean;
}

/**
 * The result of each alias. A missing or malformed entry (failed request, partial answer) counts as
 * having no messages (docs/widgets/form.md): the server checks again on submit.
 */
export function readResults(data: unknown, aliases: Iterable<string>): Map<string, ServerResult> {
  const out = new Map<string, ServerResult>();
  const root = data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
  for (const alias of aliases) {
    const entry = root[alias] as { messages?: unknown; clientExists?: unknown } | null | undefined;
    const list = Array.isArray(entry?.messages) ? entry.messages : [];
    const messages = list
      .filter((m): m is ServerMessage => !!m && typeof (m as ServerMessage).code === 'string')
      .map((m) => ({ code: m.code, message: typeof m.message === 'string' ? m.message : '' }));
    out.set(alias, { messages, clientExists: entry?.clientExists === true });
  }
  return out;
}
