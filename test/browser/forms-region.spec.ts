/**
 * The country the shopper picks is the country checked: postcode, phone, NIP and
 * street go with the value of their section's country select (legacy #client_region, or the select a
 * field names with data-region-from), and a new pick checks the filled fields again. A select with no
 * value or with something that is not a region id: a console message, the field's data-region is used,
 * nothing stops, the typed text stays.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, ready } from './helpers';
import { withoutNotice } from './support/no-notice';

test.beforeEach(({ page }) => withoutNotice(page));

const PL = 1143020003;
const DE = 1143020143;

/** The country sent with each zipcode check. */
function zipcodeCountries(page: Page) {
  const seen: unknown[] = [];
  page.on('request', (r: Request) => {
    if (r.method() !== 'POST' || !r.url().includes('query=validateClientData')) return;
    const vars = JSON.parse(r.postData() ?? '{}').variables as Record<string, { clientData?: { clientBillingData?: { zipcode?: string; country?: number } } }>;
    for (const v of Object.values(vars ?? {})) if (v.clientData?.clientBillingData?.zipcode != null) seen.push(v.clientData.clientBillingData.country);
  });
  return seen;
}

const VARIANTS = [
  { markup: 'legacy', url: '/fixtures/pages/client-new-classic.html', form: 'form#client-new', zip: '#client_zipcode', select: '#client_region', prepare: async (_page: Page) => {}, notOnHalny: '' },
  {
    markup: 'data-widget',
    url: '/fixtures/pages/widgets-account.html',
    form: '#sf_register',
    zip: '#sf_zipcode',
    select: '#sf_region',
    // The template names its country select on the field (before the widget mounts on the first focus).
    prepare: (page: Page) => page.locator('#sf_zipcode').evaluate((el) => el.setAttribute('data-region-from', 'sf_region')),
    notOnHalny: "Halny's data-widget registration form (its widgets-account.html) has no country select: its postcode field has a fixed data-region, there is no pick to follow",
  },
] as const;

for (const v of VARIANTS) {
  test.describe(`picked country (${v.markup} markup)`, () => {
    test.skip(({ theme }) => theme === 'halny' && v.notOnHalny !== '', v.notOnHalny);
    test('"Niemcy" picked, 10115 typed: the postcode is checked for Germany and passes', async ({ page }) => {
      const sent = zipcodeCountries(page);
      await page.goto(v.url);
      await v.prepare(page);
      await page.locator(v.select).selectOption(String(DE));
      await page.locator(v.zip).focus();
      await ready(page, v.form, 'form');
      await page.locator(v.zip).fill('10115');
      await page.keyboard.press('Tab');
      await expect(page.locator(`.f-group:has(${v.zip})`)).toHaveClass(/--success/);
      await expect(page.locator(v.zip)).not.toHaveAttribute('aria-invalid', 'true');
      expect(sent.at(-1)).toBe(DE);
    });

    test('a new pick checks the filled postcode again with the new country', async ({ page }) => {
      const sent = zipcodeCountries(page);
      await page.goto(v.url);
      await v.prepare(page);
      await page.locator(v.zip).focus();
      await ready(page, v.form, 'form');
      await page.locator(v.zip).fill('10115');
      await page.keyboard.press('Tab');
      await expect(page.locator(v.zip)).toHaveAttribute('aria-invalid', 'true'); // Poland: XX-XXX
      expect(sent.at(-1)).toBe(PL);
      await page.locator(v.select).selectOption(String(DE));
      await expect(page.locator(`.f-group:has(${v.zip})`)).toHaveClass(/--success/);
      expect(sent.at(-1)).toBe(DE);
      await page.locator(v.select).selectOption(String(PL));
      await expect(page.locator(v.zip)).toHaveAttribute('aria-invalid', 'true');
      expect(sent.at(-1)).toBe(PL);
    });

    test('bad input: a select with no value, then one that is not a region id: a console message, data-region used, the text kept', async ({ page, watched }) => {
      const sent = zipcodeCountries(page);
      await page.goto(v.url);
      await v.prepare(page);
      await page.locator(v.select).evaluate((s) => s.insertAdjacentHTML('afterbegin', '<option value="">Wybierz</option><option value="DE">Niemcy (stary kod)</option>'));
      await page.locator(v.select).selectOption('');
      await page.locator(v.zip).focus();
      await ready(page, v.form, 'form');
      await page.locator(v.zip).fill('30-001');
      await page.keyboard.press('Tab');
      await expect(page.locator(`.f-group:has(${v.zip})`)).toHaveClass(/--success/);
      expect(sent.at(-1)).toBe(PL); // the field's data-region
      await expect.poll(() => watched.logged(/country select #\w+ holds no value/).length).toBe(1);
      await page.locator(v.select).selectOption('DE');
      await expect.poll(() => watched.logged(/country select #\w+ holds "DE", not a region id/).length).toBe(1);
      await expect.poll(() => sent.length).toBe(2);
      expect(sent.at(-1)).toBe(PL);
      await expect(page.locator(v.zip)).toHaveValue('30-001');
      await page.locator(v.zip).fill('30-002'); // the form keeps working
      await page.keyboard.press('Tab');
      await expect.poll(() => sent.length).toBe(3);
      expect(watched.pageErrors).toEqual([]);
    });
  });
}
