/**
 * Required fields and illegal characters by form section (docs/widgets/form.md): the client, delivery and
 * invoice forms name the same empty field with different codes.
 */
export type Section = 'client' | 'delivery' | 'invoice';

/** The section from the field's name (`delivery_city`, `invoice_firstname`; anything else: client). */
export function sectionOf(name: string): Section {
  const lower = name.toLowerCase();
  if (/^(delivery|dostawa)[_-]/.test(lower)) return 'delivery';
  if (/^invoice[_-]/.test(lower)) return 'invoice';
  return 'client';
}

/** The message code an empty required field shows, where the catalogue has one. */
export const EMPTY_CODES: Readonly<Record<Section, Readonly<Record<string, string>>>> = {
  client: {
    firstname: 'no_firstname',
    lastname: 'no_name',
    city: 'no_city',
    street: 'no_street',
    streetnumber: 'no_street_number',
    phone: 'incorect_phone',
    login: 'no_login',
    password: 'no_password',
  },
  delivery: {
    firstname: 'no_delivery_firstname',
    lastname: 'no_delivery_lastname',
    city: 'no_delivery_city',
    street: 'no_delivery_street',
    region: 'incorect_delivery_region',
    zipcode: 'incorect_delivery_zipcode',
  },
  invoice: {
    firstname: 'no_invoice_firstname',
    lastname: 'no_invoice_lastname',
    firm: 'no_invoice_firmname',
    phone: 'incorect_invoice_phone',
    city: 'no_invoice_city',
    street: 'no_invoice_street',
    streetnumber: 'no_invoice_street_number',
    zipcode: 'incorect_invoice_zipcode',
  },
};

/** The fields where illegal characters are refused, each with its own illegal_characters_* code. */
export const ILLEGAL: Readonly<Record<Section, readonly string[]>> = {
  client: ['firstname', 'lastname', 'street', 'city', 'phone', 'phone2', 'firm', 'nip'],
  delivery: ['firstname', 'lastname', 'city', 'additional', 'street', 'phone'],
  invoice: [],
};

/** The code for an empty required field: the section's own, else the generic "Please fill in this field." */
export function emptyCode(section: Section, logical: string): string {
  return EMPTY_CODES[section][logical] ?? 'form_required';
}

/**
 * The server names illegal characters by the client field; a delivery field shows the delivery code.
 * Fields the section's list lacks keep the server's code.
 */
export function sectionCode(code: string, section: Section, logical: string): string {
  if (!code.startsWith('illegal_characters_') || section === 'client') return code;
  return ILLEGAL[section].includes(logical) ? `illegal_characters_${section}_${logical}` : code;
}
