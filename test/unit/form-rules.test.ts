/** Form validation core: browser rules (docs/widgets/form.md), field states and submission, sections, files. */
import { describe, expect, test, vi } from 'vitest';
import { browserCheck, looksLikePhone, type FieldFacts } from '../../widgets/form/browser-rules';
import { fileCheck, megabytes, DEFAULT_BLACKLIST } from '../../widgets/form/files';
import { emptyCode, sectionCode, sectionOf } from '../../widgets/form/sections';
import { initialSubmit, isBulkChange, needsCheck, onCancelled, onPageShow, onSubmit, onValidated, replacesPage } from '../../widgets/form/state';
import { messageText } from '../../widgets/form/text';

const text = (f: Partial<FieldFacts>): FieldFacts => ({ kind: 'text', value: '', required: false, ...f });

describe('browser rules', () => {
  test.each<[string, Partial<FieldFacts>, ReturnType<typeof browserCheck>]>([
    ['required, empty', { required: true }, { code: 'form_required' }],
    ['required, spaces only', { required: true, value: '   ' }, { code: 'form_required' }],
    ['required, filled', { required: true, value: 'Jan' }, null],
    ['optional, empty: nothing to check (not even minlength)', { minLength: 3 }, null],
    ['minlength 3, two characters', { value: 'ab', minLength: 3 }, { code: 'form_minlength', params: { n: 3 } }],
    ['minlength 3, three characters', { value: 'abc', minLength: 3 }, null],
    ['minlength counts an emoji as one character', { value: 'a😀c', minLength: 3 }, null],
    ['maxlength 5, six characters', { value: 'abcdef', maxLength: 5 }, { code: 'form_maxlength', params: { n: 5 } }],
    ['maxlength 5, five characters', { value: 'abcde', maxLength: 5 }, null],
    ['maxlength 0 means none', { value: 'abcdef', maxLength: 0 }, null],
  ])('%s', (_name, facts, expected) => {
    expect(browserCheck(text(facts))).toEqual(expected);
  });

  test.each<[string, FieldFacts, ReturnType<typeof browserCheck>]>([
    ['required select on its placeholder', { kind: 'select', value: '', required: true, placeholderSelected: true }, { code: 'form_select_option' }],
    ['required select on a real option', { kind: 'select', value: '1143020003', required: true, placeholderSelected: false }, null],
    ['optional select on its placeholder', { kind: 'select', value: '', required: false, placeholderSelected: true }, null],
    ['required checkbox unchecked: error with no text', { kind: 'checkbox', value: '1', required: true, checked: false }, { code: '' }],
    ['required checkbox checked', { kind: 'checkbox', value: '1', required: true, checked: true }, null],
    ['optional checkbox unchecked', { kind: 'checkbox', value: '1', required: false, checked: false }, null],
  ])('%s', (_name, facts, expected) => {
    expect(browserCheck(facts)).toEqual(expected);
  });

  test.each([
    ['501 234 567', true],
    ['+48 (12) 345-67-89', false],
    ['+48 (12) 345 67 89', true],
    ['*100#', true],
    ['jan@example.com', false],
    ['5012a', false],
    ['', false],
  ])('phone-or-e-mail: %j is a phone: %s', (value, phone) => {
    expect(looksLikePhone(value)).toBe(phone);
  });
});

describe('message texts as displayed', () => {
  const t = (code: string, params?: Readonly<Record<string, string | number>>) => `[${code}${params ? ' ' + JSON.stringify(params) : ''}]`;
  test.each([
    [{ code: '' }, ''],
    [{ code: 'no_city' }, '[no_city]'],
    [{ code: 'incorect_zipcode', extra: 'XX-XXX' }, '[incorect_zipcode] [form_zipcode_formats] XX-XXX'],
    [{ code: 'incorect_zipcode' }, '[incorect_zipcode]'],
    [{ code: 'incorect_phone', params: { min: 9 } }, '[incorect_phone {"min":9}] [form_phone_min_length {"n":9}]'],
    [{ code: 'incorect_phone' }, '[incorect_phone]'],
  ])('%j -> %s', (problem, expected) => {
    expect(messageText(problem, t)).toBe(expected);
  });
});

describe('field states', () => {
  test.each([
    ['none', true],
    ['success', false],
    ['error', false],
  ] as const)('a field in %s is checked again by a whole-form validation: %s', (state, again) => {
    expect(needsCheck(state)).toBe(again);
  });

  test.each<[string, string[], boolean]>([
    ['one field typed', ['email'], false],
    ['two address fields at once (autofill)', ['given-name', 'family-name'], true],
    ['username and current password only', ['username', 'current-password'], false],
    ['username and one other', ['username', 'email'], false],
    ['three, one of them the username', ['username', 'email', 'tel'], true],
    ['two fields with no autocomplete', ['', ''], true],
    ['section-prefixed tokens', ['section-login username', 'section-login current-password'], false],
  ])('bulk change: %s -> %s', (_name, autocompletes, bulk) => {
    expect(isBulkChange(autocompletes.map((autocomplete) => ({ autocomplete })))).toBe(bulk);
  });
});

describe('submission', () => {
  test('submit validates first; an error blocks and marks the form failed', () => {
    const first = onSubmit(initialSubmit);
    expect(first.action).toBe('validate');
    const failed = onValidated(first.next, true);
    expect(failed).toEqual({ next: { failed: true, handled: false, submitting: false, validating: false }, action: 'show-errors' });
  });

  test('a clean form is flagged handled, the next submit event passes and clears the flag, later ones are blocked', () => {
    const failedBefore = { ...initialSubmit, failed: true };
    const v = onValidated(onSubmit(failedBefore).next, false);
    expect(v).toEqual({ next: { failed: false, handled: true, submitting: false, validating: false }, action: 'submit' });
    const real = onSubmit(v.next);
    expect(real).toEqual({ next: { failed: false, handled: false, submitting: true, validating: false }, action: 'pass' });
    expect(onSubmit(real.next).action).toBe('block');
    expect(onSubmit(onSubmit(real.next).next).action).toBe('block');
  });

  test('a second submit while the validation runs is blocked (no double request, no double submit)', () => {
    const running = onSubmit(initialSubmit).next;
    expect(onSubmit(running)).toEqual({ next: running, action: 'block' });
  });

  test('back from the next page (pageshow), the form can be sent again', () => {
    const sent = { failed: false, handled: false, submitting: true, validating: false };
    expect(onSubmit(onPageShow(sent)).action).toBe('validate');
  });
});

describe('sections', () => {
  test.each([
    ['client_firstname', 'client'],
    ['delivery_city', 'delivery'],
    ['invoice_zipcode', 'invoice'],
    ['firstname', 'client'],
    ['sf_email', 'client'],
  ])('%s is in %s', (name, section) => {
    expect(sectionOf(name)).toBe(section);
  });

  test.each([
    ['client', 'firstname', 'no_firstname'],
    ['client', 'lastname', 'no_name'],
    ['client', 'city', 'no_city'],
    ['client', 'street', 'no_street'],
    ['client', 'streetnumber', 'no_street_number'],
    ['client', 'phone', 'incorect_phone'],
    ['delivery', 'firstname', 'no_delivery_firstname'],
    ['delivery', 'lastname', 'no_delivery_lastname'],
    ['delivery', 'city', 'no_delivery_city'],
    ['delivery', 'street', 'no_delivery_street'],
    ['delivery', 'region', 'incorect_delivery_region'],
    ['delivery', 'zipcode', 'incorect_delivery_zipcode'],
    ['invoice', 'firstname', 'no_invoice_firstname'],
    ['invoice', 'lastname', 'no_invoice_lastname'],
    ['invoice', 'firm', 'no_invoice_firmname'],
    ['invoice', 'phone', 'incorect_invoice_phone'],
    ['invoice', 'city', 'no_invoice_city'],
    ['invoice', 'street', 'no_invoice_street'],
    ['invoice', 'streetnumber', 'no_invoice_street_number'],
    ['invoice', 'zipcode', 'incorect_invoice_zipcode'],
    ['client', 'email', 'form_required'],
    ['delivery', 'phone', 'form_required'],
  ] as const)('empty required %s %s -> %s', (section, field, code) => {
    expect(emptyCode(section, field)).toBe(code);
  });

  test.each([
    ['illegal_characters_client_city', 'delivery', 'city', 'illegal_characters_delivery_city'],
    ['illegal_characters_client_firm', 'delivery', 'additional', 'illegal_characters_delivery_additional'],
    ['illegal_characters_client_phone', 'delivery', 'phone', 'illegal_characters_delivery_phone'],
    ['illegal_characters_client_nip', 'delivery', 'nip', 'illegal_characters_client_nip'],
    ['illegal_characters_client_city', 'client', 'city', 'illegal_characters_client_city'],
    ['no_city', 'delivery', 'city', 'no_city'],
  ] as const)('%s on a %s %s field shows %s', (code, section, field, expected) => {
    expect(sectionCode(code, section, field)).toBe(expected);
  });
});

describe('file inputs', () => {
  test.each([
    [1048576, '1.00'],
    [1572864, '1.50'],
    [3000000, '2.86'],
    [5242880, '5.00'],
    [10485, '0.01'],
    [5253, '0.01'],
    [5242, '0.00'],
    [0, '0.00'],
  ])('%d bytes = %s MB', (bytes, mb) => {
    expect(megabytes(bytes)).toBe(mb);
  });

  const rules = { blacklist: DEFAULT_BLACKLIST, maxFilesize: 2 * 1048576 };
  test.each<[string, { name: string; type: string; size: number }[], ReturnType<typeof fileCheck>]>([
    ['a small PDF', [{ name: 'faktura.pdf', type: 'application/pdf', size: 1000 }], null],
    ['an .exe by extension', [{ name: 'setup.EXE', type: '', size: 10 }], { code: 'form_file_type', params: { file: 'setup.EXE' } }],
    ['a script by MIME type', [{ name: 'plik', type: 'application/x-sh', size: 10 }], { code: 'form_file_type', params: { file: 'plik' } }],
    ['over the limit', [{ name: 'big.pdf', type: 'application/pdf', size: 2 * 1048576 + 1 }], { code: 'form_file_size', params: { file: 'big.pdf', size: '2.00' } }],
    ['exactly the limit', [{ name: 'ok.pdf', type: 'application/pdf', size: 2 * 1048576 }], null],
    [
      'the second of two files',
      [
        { name: 'a.pdf', type: '', size: 1 },
        { name: 'b.bat', type: '', size: 1 },
      ],
      { code: 'form_file_type', params: { file: 'b.bat' } },
    ],
  ])('%s', (_name, files, expected) => {
    expect(fileCheck(files, rules)).toEqual(expected);
  });

  test('a photo field allows only .jpg', () => {
    expect(fileCheck([{ name: 'me.png', type: 'image/png', size: 1 }], { blacklist: [], photo: true })).toEqual({ code: 'form_photo_format' });
    expect(fileCheck([{ name: 'me.jpg', type: 'image/jpeg', size: 1 }], { blacklist: [], photo: true })).toBeNull();
  });

  test('a custom blacklist with dots and MIME types; no limit when max_filesize is absent', () => {
    expect(fileCheck([{ name: 'x.zip', type: '', size: 9e9 }], { blacklist: ['.ZIP'] })).toEqual({ code: 'form_file_type', params: { file: 'x.zip' } });
    expect(fileCheck([{ name: 'x.pdf', type: '', size: 9e9 }], { blacklist: ['.zip'] })).toBeNull();
  });
});

describe('a cancelled or staying submit leaves the form usable', () => {
  test('onCancelled: a sent submit the page cancelled is neither submitting nor handled', () => {
    const sent = onSubmit({ ...initialSubmit, handled: true });
    expect(sent).toEqual({ next: { ...initialSubmit, submitting: true }, action: 'pass' });
    const back = onCancelled(sent.next);
    expect(back).toEqual(initialSubmit);
    expect(onSubmit(back).action).toBe('validate'); // the next press validates and sends again
  });

  test.each<[string, boolean, boolean]>([
    ['', true, true],
    ['_self', true, true],
    ['_SELF ', true, true],
    ['_top', true, true],
    ['_parent', true, true],
    ['_blank', true, false],
    ['invoice-frame', true, false],
    ['_top', false, false],
    ['_parent', false, false],
    ['_self', false, true],
  ])('replacesPage(%j, top-level %s) = %s', (target, top, expected) => {
    expect(replacesPage(target, top)).toBe(expected);
  });

  test('a browser check shows the browser message; other problems keep their texts', () => {
    const t = (code: string) => `[${code}]`;
    expect(messageText({ code: 'form_native', extra: 'Please match the requested format.' }, t)).toBe('Please match the requested format.');
    expect(messageText({ code: 'form_native' }, t)).toBe('');
    expect(messageText({ code: 'form_required' }, t)).toBe('[form_required]');
  });
});

describe('the submit guard on its own (submit.ts)', () => {
  test('a submit is held for validation, stopped before other handlers, then sent once; a cancelled send unlocks', async () => {
    const { guardSubmit } = await import('../../widgets/form/submit');
    document.body.innerHTML = '<form><button type="submit">Send</button></form>';
    const form = document.querySelector('form')!;
    const seen: boolean[] = [];
    form.addEventListener('submit', (e) => seen.push(e.defaultPrevented));
    const controller = new AbortController();
    const verdict = false;
    const showErrors = vi.fn();
    guardSubmit(form, { signal: controller.signal, validate: async () => verdict, showErrors, report: () => {} });
    expect(form.noValidate).toBe(true);
    const first = new Event('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(seen).toEqual([]); // held back: the page's handler never saw it
    await vi.waitFor(() => expect(showErrors).toHaveBeenCalledTimes(1));
    expect(form.classList.contains('--failed')).toBe(true);
    controller.abort();
    expect(form.noValidate).toBe(false);
  });
});
