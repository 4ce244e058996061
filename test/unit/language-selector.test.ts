/**
 * The language selector in the DOM (docs/widgets/language-selector.md): the opener binding, the steps as radio groups,
 * the form's target (the site's own query carried as hidden fields), the closed cookie, the automatic
 * opening in the recommended language.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { defaultConfig } from '../../src/core/config';
import type { WidgetContext } from '../../src/types';
import selector from '../../widgets/language-selector/index';

const SHOP = {
  show_select: 'false',
  country_first: 'true',
  selectedLangId: 'pol',
  recommended_lang: 'ger',
  is_recommended_country: 'true',
  countries: [
    {
      id: 'pol',
      name: 'Polska',
      group: 'UE',
      selected: true,
      currencyId: 'PLN',
      currencySymbol: 'zł',
      lang: [
        { id: 'pol', site: '/pl/?a=1' },
        { id: 'eng', site: '/en/' },
      ],
    },
    { id: 'deu', name: 'Niemcy', group: 'UE', recommended: true, currencyId: 'EUR', currencySymbol: '€', lang: [{ id: 'ger', site: 'https://shop.example/de/?lang=ger&country=deu' }] },
  ],
};

afterEach(() => {
  document.cookie = 'redirection=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT'; // max-age=0 may linger a millisecond in happy-dom
});

async function mount(props: Record<string, unknown>) {
  document.body.innerHTML = '<div id="select_language"><a href="/settings.php">Dostawa: Polska</a></div>';
  const element = document.getElementById('select_language')!;
  const controller = new AbortController();
  const report = vi.fn();
  const ctx: WidgetContext = {
    name: 'language-selector',
    element,
    config: defaultConfig({ pathname: '/', search: '' }),
    page: { type: 'main', orderProcess: false },
    props,
    signal: controller.signal,
    view: () => 3,
    report,
    warn: vi.fn(),
  };
  await selector.mount(ctx);
  return { opener: element.querySelector('a')!, report, stop: () => controller.abort() };
}
const dialog = () => document.querySelector('dialog');
// The first opening imports the dialog's code, texts and the shared dialog: on a busy 2-core machine over 1 s.
const OPENING = { timeout: 5000 };
const buttons = () => [...dialog()!.querySelectorAll<HTMLButtonElement>('.sf-lang__buttons button')].map((b) => b.textContent);
const radios = () => [...dialog()!.querySelectorAll<HTMLInputElement>('input[type=radio]')];
const press = (text: string) => [...dialog()!.querySelectorAll('button')].find((b) => b.textContent === text)!.click();

describe('language selector', () => {
  test('a click opens the dialog at the region step (one region, two countries: only a single-country shop skips it); the country step; the language step; the form goes to the site with its query', async () => {
    const { opener } = await mount(SHOP);
    expect(opener.getAttribute('aria-haspopup')).toBe('dialog');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    opener.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), OPENING);
    expect(dialog()!.querySelector('legend')!.textContent).toBe('Region dostawy');
    expect(radios().map((r) => [r.value, r.checked])).toEqual([['UE', true]]);
    expect(buttons()).toEqual(['Dalej']);
    press('Dalej');
    expect(dialog()!.querySelector('legend')!.textContent).toBe('Kraj dostawy');
    expect(radios().map((r) => [r.value, r.checked])).toEqual([
      ['pol', true],
      ['deu', false],
    ]);
    expect(dialog()!.querySelector('label')!.textContent).toBe('polPolskaPLN (zł)');
    expect(document.activeElement).toBe(radios()[0]);
    expect(buttons()).toEqual(['Wstecz', 'Dalej']);
    press('Dalej');
    expect(dialog()!.querySelector('legend')!.textContent).toBe('Język');
    expect(buttons()).toEqual(['Wstecz', 'Zatwierdź']);
    const form = dialog()!.querySelector('form')!;
    form.addEventListener('submit', (e) => e.preventDefault());
    form.requestSubmit();
    expect(new URL(form.action).pathname).toBe('/pl/');
    expect([...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((i) => [i.name, i.value])).toEqual([['a', '1']]);
    expect(document.cookie).toContain('redirection=closed');
  });

  test('choosing a country with one language: Apply changes at once', async () => {
    const { opener } = await mount(SHOP);
    opener.click();
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), OPENING);
    press('Dalej');
    radios()[1]!.click();
    expect(buttons()).toEqual(['Wstecz', 'Zastosuj zmiany']);
  });

  test('opens by itself with show_select "true": the prompt in the recommended language', async () => {
    await mount({ ...SHOP, show_select: 'true' });
    await vi.waitFor(() => expect(dialog()).not.toBeNull(), OPENING);
    expect(dialog()!.querySelector('.sf-lang__prompt')!.textContent).toBe('Shop wechseln zu: Niemcy');
    expect(buttons()).toEqual(['Bestätigen', 'Ich wähle ein anderes Land']);
    press('Ich wähle ein anderes Land');
    expect(buttons()).toEqual(['Zurück', 'Weiter']);
  });

  test('not by itself once closed', async () => {
    document.cookie = 'redirection=closed; path=/';
    await mount({ ...SHOP, show_select: 'true' });
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog()).toBeNull();
  });

  test('no countries: the opener stays a plain link (warned); no opener: a mount error naming the element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { opener } = await mount({ countries: {} });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    opener.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no "countries"'));
    document.body.innerHTML = '<div id="x"></div>';
    const ctx = { element: document.getElementById('x')!, props: SHOP } as unknown as WidgetContext;
    expect(() => selector.mount(ctx)).toThrow(/holds no opener/);
  });
});
