/**
 * `storefront.validate(object, rules)` gives a theme the form's
 * checks and messages for a plain object (docs/widgets/form.md), on legacy and data-widget pages; a photo field's
 * maximum pixel size is checked (docs/widgets/form.md).
 */
import type { Page } from '@playwright/test';
import { test, expect, ready, bundleUp } from './helpers';
import { withoutNotice } from './support/no-notice';

test.beforeEach(({ page }) => withoutNotice(page));

const PAGES = [
  { markup: 'legacy', url: '/fixtures/pages/client-new-classic.html', form: 'form#client-new' },
  { markup: 'data-widget', url: '/fixtures/pages/widgets-forms.html', form: 'form#sf_account' },
] as const;

type Verdict = { valid: boolean; errors: Record<string, string> };
const validate = async (page: Page, values: unknown, rules?: unknown) => {
  await bundleUp(page);
  return page.evaluate(
    ([v, r]) =>
      (window as unknown as { storefront: { validate(v: unknown, r?: unknown): Promise<Verdict> } }).storefront.validate(v, r).then(
        (x) => x,
        (e: Error) => ({ rejected: `${e.name}: ${e.message}` }),
      ),
    [values, rules] as const,
  );
};

/** A JPEG of the given size, drawn in the page. */
async function jpeg(page: Page, width: number, height: number, name: string) {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const c = document.createElement('canvas');
      c.width = w;
      c.height = h;
      c.getContext('2d')!.fillRect(0, 0, w, h);
      return c.toDataURL('image/jpeg').split(',')[1]!;
    },
    [width, height] as const,
  );
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

for (const p of PAGES) {
  test.describe(`${p.markup} markup`, () => {
    test('storefront.validate: the form messages for a plain object; the picked region; bad input rejected clearly', async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(p.url);
      await page.waitForLoadState('load');
      expect(scripts.some((u) => /\/form-[\w-]+\.js$/.test(u))).toBe(false); // nothing of it before the call
      expect(await validate(page, { firstname: '', email: 'jan@', zipcode: '10115' }, { required: ['firstname'] })).toEqual({ valid: false, errors: { firstname: 'Podaj swoje imię.' } });
      expect(await validate(page, { firstname: 'Jan2', email: 'jan@', zipcode: '10115', phone: '501234567' }, { region: 1143020003 })).toEqual({
        valid: false,
        errors: {
          firstname: 'To pole nie może zawierać cyfr.',
          email: 'Niepoprawny adres e-mail. Podaj pełny adres, np. imie.nazwisko@example.com.',
          zipcode: 'Niepoprawny kod pocztowy. Poprawne formaty kodu pocztowego dla wybranego kraju to [X - cyfra; Y - litera]: XX-XXX',
        },
      });
      expect(await validate(page, { zipcode: '10115', email: 'jan@example.org' }, { region: 1143020143 })).toEqual({ valid: true, errors: {} });
      expect(await validate(page, 'zipcode=1')).toEqual({ rejected: expect.stringMatching(/^TypeError: storefront\.validate\(object, rules\): the first argument must be an object/) });
    });

    test('a photo larger than data-max-photo-size is refused with the size; one within it passes', async ({ page }) => {
      await page.goto(p.url);
      await page
        .locator(p.form)
        .evaluate((form) =>
          form.insertAdjacentHTML(
            'afterbegin',
            `<div class="f-group"><input type="file" id="t_photo" name="photo" class="f-control --validate" data-photo data-max-photo-size="100x80" accept=".jpg" aria-label="Zdjęcie"><div class="f-message"></div></div>`,
          ),
        );
      await page.locator('#t_photo').focus();
      await ready(page, p.form, 'form');
      const photo = page.locator('#t_photo');
      const box = page.locator('.f-group:has(#t_photo) .f-message');
      await photo.setInputFiles(await jpeg(page, 120, 50, 'szeroki.jpg'));
      await expect(box).toHaveText('Maksymalny rozmiar zdjęcia to 100x80 px.');
      await expect(photo).toHaveAttribute('aria-invalid', 'true');
      await photo.setInputFiles(await jpeg(page, 60, 81, 'wysoki.jpg'));
      await expect(box).toHaveText('Maksymalny rozmiar zdjęcia to 100x80 px.');
      await photo.setInputFiles(await jpeg(page, 100, 80, 'dobry.jpg'));
      await expect(page.locator('.f-group:has(#t_photo)')).toHaveClass(/--success/);
      await expect(box).toHaveText('');
      await photo.setInputFiles({ name: 'zepsuty.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a jpeg') });
      await expect(box).toHaveText('Dozwolony format zdjęcia to .jpg.');
    });
  });
}
