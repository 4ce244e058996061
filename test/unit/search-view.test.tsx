/**
 * The header search widget in a DOM (happy-dom) against the mock shop (msw): combobox semantics,
 * sections, keyboard, live count, failures, text typed before mounting, the cache, and server strings
 * with HTML rendered as text.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { fireEvent, waitFor } from '@testing-library/react';
import { handlers, resetMockState } from '../../fixtures/handlers';
import { defaultConfig } from '../../src/core/config';
import type { Cleanup, WidgetContext } from '../../src/types';
import search from '../../widgets/search/index';

const server = setupServer(...handlers);
let requests = 0;
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void (request.url.includes('/graphql/') && requests++));
});
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  requests = 0;
});
afterAll(() => server.close());

const FORM = `<form id="menu_search" action="/search.php" method="get">
  <label for="q">Szukaj w sklepie</label>
  <input id="q" type="text" name="text" value="">
  <button type="submit">Szukaj</button>
</form>`;

/**
 * Proving that no request leaves needs time. These mounts use data-delay 0, so a request would leave on
 * the next timer turn: 30 ms lets that timer run and the request reach msw.
 */
const pastDebounce = () => new Promise((r) => setTimeout(r, 30));

async function mount(props: Record<string, unknown> = { delay: '0' }, value = '', view = 3) {
  document.body.innerHTML = FORM;
  const form = document.querySelector('form')!;
  const input = form.querySelector('input')!;
  input.value = value;
  const controller = new AbortController();
  const ctx: WidgetContext = {
    name: 'search',
    element: form,
    config: defaultConfig({ pathname: '/', search: '' }),
    page: { type: 'main', orderProcess: false },
    props,
    signal: controller.signal,
    view: () => view as 1 | 2 | 3 | 4,
    report: vi.fn(),
    warn: vi.fn(),
  };
  const cleanup = (await search.mount(ctx)) as Cleanup;
  // The first mount of the file also loads React and the texts: give it more than waitFor's 1 s default.
  // Mounted: the listbox is rendered and the input wired to it (an effect after that render; under a busy
  // machine it came later than the listbox and the first test read the input too early).
  await waitFor(() => expect(form.querySelector('[role="listbox"]') && input.hasAttribute('aria-controls')).toBe(true), { timeout: 5000 });
  return {
    form,
    input,
    type(text: string) {
      input.value = text;
      fireEvent.input(input);
    },
    key: (key: string) => fireEvent.keyDown(input, { key }),
    listbox: () => form.querySelector<HTMLElement>('[role="listbox"]')!,
    options: () => [...form.querySelectorAll<HTMLElement>('[role="option"]')],
    status: () => form.querySelector('[role="status"]')!.textContent,
    unmount() {
      controller.abort();
      cleanup();
    },
  };
}

describe('combobox semantics (WAI-ARIA APG)', () => {
  test('the server input becomes a combobox; everything is put back on unmount', async () => {
    const w = await mount();
    expect(w.input.getAttribute('role')).toBe('combobox');
    expect(w.input.getAttribute('aria-autocomplete')).toBe('list');
    expect(w.input.getAttribute('aria-controls')).toBe(w.listbox().id);
    expect(w.input.getAttribute('aria-expanded')).toBe('false');
    // It has a <label>: no aria-label is added.
    expect(w.input.hasAttribute('aria-label')).toBe(false);
    w.unmount();
    await waitFor(() => expect(w.input.hasAttribute('role')).toBe(false));
    expect(w.input.hasAttribute('aria-expanded')).toBe(false);
    expect(w.form.querySelector('[role="listbox"]')).toBeNull();
  });

  test('typing shows grouped sections, opens the list and announces the count', async () => {
    const w = await mount();
    w.type('kurtka');
    await waitFor(() => expect(w.options().length).toBeGreaterThan(3));
    expect(w.input.getAttribute('aria-expanded')).toBe('true');
    const groups = [...w.listbox().querySelectorAll('[role="group"]')].map((g) => document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent);
    expect(groups).toEqual(['Popularne frazy', 'Popularne kategorie', 'Strony', 'Produkty']);
    expect(w.status()).toMatch(new RegExp(`^${w.options().length} wynik`));
    expect(w.form.querySelector('button[type="submit"].sf-suggest__all')?.textContent).toBe('Pokaż wszystkie wyniki wyszukiwania');
    expect(w.form.querySelector('.--product img')?.getAttribute('alt')).toBe('');
    w.unmount();
  });

  test("text first: products' thumbnails are asked for once the first suggestions are painted, in boxes of their size", async () => {
    // Frames held by the test: the list is committed, its frame not yet drawn.
    const frames: FrameRequestCallback[] = [];
    const raf = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    try {
      const w = await mount();
      w.type('kurtka');
      await waitFor(() => expect(w.options().length).toBeGreaterThan(3));
      const imgs = () => [...w.form.querySelectorAll<HTMLImageElement>('.--product img')];
      expect(imgs().length).toBeGreaterThan(0);
      // Before that frame: no image asked for, each box 40 x 40 already.
      expect(imgs().map((i) => i.getAttribute('src'))).toEqual(imgs().map(() => null));
      expect(imgs().map((i) => `${i.getAttribute('width')}x${i.getAttribute('height')}`)).toEqual(imgs().map(() => '40x40'));
      // The frame is drawn (the task after it runs): every product's thumbnail, as the server gave it.
      frames.splice(0).forEach((cb) => cb(performance.now()));
      await waitFor(() => expect(imgs().every((i) => /\/fixtures\/img\/p\d+\.svg\?size=small$/.test(i.getAttribute('src') ?? ''))).toBe(true));
      w.unmount();
    } finally {
      raf.mockRestore();
    }
  });

  test('one character asks nothing (min length 2)', async () => {
    const w = await mount();
    w.type('k');
    await pastDebounce();
    expect(requests).toBe(0);
    expect(w.input.getAttribute('aria-expanded')).toBe('false');
    w.unmount();
  });
});

describe('keyboard', () => {
  test('down copies the active suggestion into the box; escape restores the typed text and closes', async () => {
    const w = await mount();
    w.type('kurtka');
    await waitFor(() => expect(w.options().length).toBeGreaterThan(3));
    w.key('ArrowDown');
    const first = w.options()[0]!;
    expect(w.input.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    expect(w.input.value).toBe(first.textContent);
    w.key('ArrowRight');
    const active = document.getElementById(w.input.getAttribute('aria-activedescendant')!)!;
    expect(active.closest('[role="group"]')?.classList.contains('--phrases')).toBe(false);
    w.key('Escape');
    await waitFor(() => expect(w.input.getAttribute('aria-expanded')).toBe('false'));
    expect(w.input.value).toBe('kurtka');
    expect(w.input.hasAttribute('aria-activedescendant')).toBe(false);
    w.unmount();
  });

  test('enter follows the active suggestion; without one the form submits normally', async () => {
    const w = await mount();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost:3000/' } as Location);
    w.type('kurtka');
    await waitFor(() => expect(w.options().length).toBeGreaterThan(0));
    const plain = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    w.input.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(false);
    w.key('ArrowDown');
    const chosen = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    w.input.dispatchEvent(chosen);
    expect(chosen.defaultPrevented).toBe(true);
    expect(assign).toHaveBeenCalledWith(w.options()[0]!.getAttribute('href'));
    w.unmount();
  });
});

describe('answers', () => {
  test('server strings with HTML render as text; unsafe links are dropped', async () => {
    server.use(
      http.post('*/graphql/v1/', () =>
        HttpResponse.json({
          data: {
            productsTextSearch: {
              products: [
                {
                  name: '<img src=x onerror="window.__xss=1">Kurtka',
                  link: '/p1',
                  iconSmall: '/p1.svg',
                  iconSmallSecond: '',
                  price: { price: { gross: { value: 1, formatted: '<b>1 zł</b>' }, net: { value: 1, formatted: '1 zł' } } },
                },
              ],
              series: [],
              producers: [],
              cms: [{ name: 'Zła', link: 'javascript:alert(1)' }],
              searchQueries: [{ name: '<script>window.__xss=2</script>', link: '/s' }],
              menuNodes: [],
            },
          },
        }),
      ),
    );
    const w = await mount();
    w.type('<img');
    await waitFor(() => expect(w.options()).toHaveLength(2));
    expect(w.form.querySelector('img[src="x"]')).toBeNull();
    expect(w.form.querySelector('script, b')).toBeNull();
    expect(w.options().map((o) => o.textContent)).toEqual(['<script>window.__xss=2</script>', '<img src=x onerror="window.__xss=1">Kurtka<b>1 zł</b>']);
    expect(w.form.querySelector('a[href^="javascript"]')).toBeNull();
    expect((window as { __xss?: number }).__xss).toBeUndefined();
    w.unmount();
  });

  test('a failing endpoint shows a short message; typing goes on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/graphql/v1/', () => new HttpResponse('down', { status: 503 })));
    const w = await mount();
    w.type('kurtka');
    await waitFor(() => expect(w.form.querySelector('.sf-suggest__msg')?.textContent).toBe('Nie udało się pobrać wyników. Spróbuj ponownie.'));
    expect(w.status()).toBe('Nie udało się pobrać wyników. Spróbuj ponownie.');
    w.type('kurtka z');
    expect(w.input.value).toBe('kurtka z');
    w.unmount();
  });

  test('no result says so', async () => {
    const w = await mount();
    w.type('qqqzzz');
    await waitFor(() => expect(w.form.querySelector('.sf-suggest__msg')?.textContent).toBe('Brak wyników dla „qqqzzz”.'));
    w.unmount();
  });

  test('text typed before mounting is searched', async () => {
    const w = await mount({ delay: '0' }, 'buty');
    await waitFor(() => expect(requests).toBe(1));
    await waitFor(() => expect(w.options().length).toBeGreaterThan(0));
    w.unmount();
  });

  test('the second identical search is answered from sessionStorage, without a request', async () => {
    const w = await mount();
    w.type('namiot');
    await waitFor(() => expect(w.options().length).toBeGreaterThan(0));
    expect(requests).toBe(1);
    expect(sessionStorage.getItem('search_v2_namiot')).not.toBeNull();
    w.type('nami');
    w.type('namiot');
    await pastDebounce();
    expect(requests).toBe(1);
    w.unmount();
  });

  test('data-min-length raises the threshold', async () => {
    const w = await mount({ delay: '0', minLength: '4' });
    w.type('but');
    await pastDebounce();
    expect(requests).toBe(0);
    w.type('buty');
    await waitFor(() => expect(requests).toBe(1));
    w.unmount();
  });
});

describe('markup errors', () => {
  test('a form without input[name=text] fails with a message that says how to fix it', async () => {
    document.body.innerHTML = '<form data-widget="search"><input name="q"></form>';
    const form = document.querySelector('form')!;
    const ctx = {
      name: 'search',
      element: form,
      config: defaultConfig({ pathname: '/', search: '' }),
      page: { type: '', orderProcess: false },
      props: {},
      signal: new AbortController().signal,
      view: () => 3 as const,
      report: vi.fn(),
      warn: vi.fn(),
    };
    expect(() => search.mount(ctx)).toThrow(/input name="text"/);
  });
});
