/**
 * Shopping-list links (docs/widgets/shopping-list-link.md) against the mock shop (msw): the default list is created once
 * before following the link; a failure tells the shopper and follows it anyway.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse, delay } from 'msw';
import { handlers, resetMockState } from '../../fixtures/handlers';
import { state } from '../../fixtures/mock/state';
import { defaultConfig } from '../../src/core/config';
import type { Widget, WidgetContext } from '../../src/types';
import shoppingListLink, { resetShell } from '../../widgets/shopping-list-link/index';
import { CREATE_LIST, FAILURE_PAUSE, resetShoppingList } from '../../widgets/shopping-list-link/create';
import { LIST_CREATED_KEY, listCreatedSince } from '../../widgets/shopping-list-link/stamp';
import { mountWidget } from '../mount';

const server = setupServer(...handlers);
const calls: { url: string; body: { query: string; variables: Record<string, unknown> } }[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('/graphql/') && !request.url.includes('JSerror')) calls.push({ url: request.url, body: await request.clone().json() });
  });
});
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  resetShoppingList();
  resetShell();
  sessionStorage.clear();
  calls.length = 0;
});
afterAll(() => server.close());

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost:3000/' } as Location);
});

const mount = (widget: Widget, html: string) => mountWidget(widget, html);

const click = (el: Element, init: MouseEventInit = {}) => {
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  el.dispatchEvent(e);
  return e;
};

describe('shopping-list link', () => {
  const LINK = '<a class="slt_link --empty" href="/shoppinglist.php">Listy zakupowe</a>';

  test('creates "Lista zakupowa" (variables, ?query=createShoppingList), then follows the link', async () => {
    const { element } = await mount(shoppingListLink, LINK);
    const e = click(element);
    expect(e.defaultPrevented).toBe(true);
    expect(element.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/shoppinglist.php'));
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url).search).toBe('?query=createShoppingList');
    // The documented name (docs/widgets/shopping-list-link.md), written out here: not read back from the widget's own constant.
    expect(calls[0]!.body).toMatchObject({ query: CREATE_LIST, variables: { name: 'Lista zakupowa' } });
    expect(state.sessions.get('default')?.shoppingLists).toEqual([{ id: 1, name: 'Lista zakupowa' }]);
    expect(element.classList.contains('--empty')).toBe(false);
  });

  test('a double click creates one list and navigates once', async () => {
    const { element } = await mount(shoppingListLink, LINK);
    click(element);
    click(element, { detail: 2 });
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    // Both clicks wait on the one creation: a second navigation would run in the same microtask flush as
    // the first, so it would be there by the next task.
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  test('two links on the page share one creation; after it, links are plain links', async () => {
    document.body.innerHTML = `${LINK}<a class="slm_lists__nav_link --empty" href="/shoppinglist.php?list=new">Nowa</a>`;
    const [a, b] = [...document.querySelectorAll('a')] as HTMLElement[];
    const ctx = (element: HTMLElement): WidgetContext => ({
      name: 'w',
      element,
      config: defaultConfig({ pathname: '/', search: '' }),
      page: { type: 'main', orderProcess: false },
      props: {},
      signal: new AbortController().signal,
      view: () => 3,
      report: vi.fn(),
      warn: vi.fn(),
    });
    await shoppingListLink.mount(ctx(a!));
    await shoppingListLink.mount(ctx(b!));
    click(a!);
    click(b!);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(2));
    expect(calls).toHaveLength(1);
  });

  test.each([
    ['HTTP 500', () => new HttpResponse('down', { status: 500 })],
    ['status error', () => HttpResponse.json({ data: { shoppingListCreate: { status: 'error', id: null } } })],
    ['network error', () => HttpResponse.error()],
  ])('%s: an error toast, then the link is followed anyway after the pause', async (_, answer) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/graphql/v1/', answer));
    const { element } = await mount(shoppingListLink, LINK);
    const started = Date.now();
    click(element);
    await vi.waitFor(() => expect(document.querySelector('.sf-toast--error')?.textContent).toContain('Nie udało się utworzyć listy zakupowej.'));
    expect(assign).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/shoppinglist.php'), { timeout: FAILURE_PAUSE + 1000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FAILURE_PAUSE - 50);
  });

  test('nothing but listeners at mount: the GraphQL client, texts and toast load on the click', async () => {
    const { element } = await mount(shoppingListLink, LINK);
    // The module graph of the widget's chunk: no static import of those modules.
    const source = await import('../../widgets/shopping-list-link/index.ts?raw').then((m: { default: string }) => m.default);
    expect(source).not.toMatch(/^import .*(api\/graphql|src\/texts|ui\/toast|\.\/create)/m);
    expect(calls).toHaveLength(0);
    click(element);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
  });

  test('a link unmounted during the failure pause is not followed (timer tied to the widget)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/graphql/v1/', () => new HttpResponse('down', { status: 500 })));
    const { element, stop } = await mount(shoppingListLink, LINK);
    click(element);
    await vi.waitFor(() => expect(document.querySelector('.sf-toast--error')).not.toBeNull());
    stop();
    // Proving that nothing happens needs the time: the pause, plus a margin for a loaded machine.
    await new Promise((r) => setTimeout(r, FAILURE_PAUSE + 300));
    expect(assign).not.toHaveBeenCalled();
  });

  test('a ctrl/cmd click opens the new tab as usual and creates the list alongside', async () => {
    const { element } = await mount(shoppingListLink, LINK);
    const e = click(element, { ctrlKey: true });
    expect(e.defaultPrevented).toBe(false);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(assign).not.toHaveBeenCalled();
  });

  test('a slow server: the click still answers at once (busy state), one request', async () => {
    server.use(
      http.post('*/graphql/v1/', async () => {
        await delay(200);
        return HttpResponse.json({ data: { shoppingListCreate: { status: 'success', id: 9 } } });
      }),
    );
    const { element } = await mount(shoppingListLink, LINK);
    click(element);
    expect(element.getAttribute('aria-busy')).toBe('true');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  });

  test('markup that is not a link fails with a message', async () => {
    await expect(mount(shoppingListLink, '<span data-widget="shopping-list-link">x</span>')).rejects.toThrow(/must be a link/);
  });
});

test('once the list exists, a click is a plain link again', async () => {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost:3000/' } as Location);
  document.body.innerHTML = '<a class="slt_link --empty" href="/shoppinglist.php">Listy</a>';
  const element = document.querySelector('a')!;
  await shoppingListLink.mount({
    name: 'w',
    element,
    config: defaultConfig({ pathname: '/', search: '' }),
    page: { type: 'main', orderProcess: false },
    props: {},
    signal: new AbortController().signal,
    view: () => 3,
    report: vi.fn(),
    warn: vi.fn(),
  });
  click(element);
  await vi.waitFor(() => expect(calls).toHaveLength(1));
  // The list exists once the widget navigates after the creation.
  await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
  expect(click(element).defaultPrevented).toBe(false);
  expect(calls).toHaveLength(1);
});

describe('a list created after the page was drawn (another page of the tab, or this one kept for Back)', () => {
  const LINK = '<a class="slt_link --empty" href="/shoppinglist.php">Listy zakupowe</a>';

  // Page drawn at 1,000,000 ms, now 1,000,500 ms.
  test.each([
    ['created 1 ms after the page was drawn', '1000001', true],
    ['created at the moment it was drawn', '1000000', false],
    ['created before it was drawn (the server drew this page knowing the list)', '999999', false],
    ['created just now', '1000500', true],
    ['a stamp from the future (1 ms after now)', '1000501', false],
    ['no stamp', null, false],
    ['garbage', 'lista', false],
    ['empty', '', false],
    ['a number in exponent form, after the drawing', '1.0002e6', true],
  ])('%s: %s -> %s', (_, stamp, expected) => {
    expect(listCreatedSince(stamp, 1_000_000, 1_000_500)).toBe(expected);
  });

  test('100 KB of digits as the stamp is no list and takes no time', () => {
    const t = performance.now();
    expect(listCreatedSince('9'.repeat(100_000), 1_000_000, 1_000_500)).toBe(false);
    expect(performance.now() - t).toBeLessThan(50);
  });

  test('a creation stamps the tab: a later click elsewhere is a plain link, and no second list is asked for', async () => {
    const { element } = await mount(shoppingListLink, LINK);
    click(element);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const stamp = Number(sessionStorage.getItem(LIST_CREATED_KEY));
    expect(stamp).toBeGreaterThan(performance.timeOrigin);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    // This page's module state forgotten (as on another page drawn before the creation): the stamp decides.
    resetShell();
    resetShoppingList();
    document.body.innerHTML = '';
    const again = await mount(shoppingListLink, LINK);
    const e = click(again.element);
    expect(e.defaultPrevented).toBe(false);
    expect(again.element.classList.contains('--empty')).toBe(false);
    expect(calls).toHaveLength(1);
  });

  test('a stamp older than the page (the server drew it after the list was made, and says none now): the list is created', async () => {
    sessionStorage.setItem(LIST_CREATED_KEY, String(performance.timeOrigin - 1));
    const { element } = await mount(shoppingListLink, LINK);
    expect(click(element).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
  });

  /** happy-dom's PageTransitionEvent does not carry `persisted`. */
  const pageshow = (persisted: boolean) => window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

  test('back to a page kept whole: its links lose "--empty" when the list was created meanwhile', async () => {
    const { element } = await mount(shoppingListLink, LINK);
    pageshow(true);
    expect(element.classList.contains('--empty')).toBe(true);
    sessionStorage.setItem(LIST_CREATED_KEY, String(Date.now()));
    pageshow(false);
    expect(element.classList.contains('--empty')).toBe(true);
    pageshow(true);
    expect(element.classList.contains('--empty')).toBe(false);
  });

  test("storage that throws: the server's word stands (the list is created)", async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { element } = await mount(shoppingListLink, LINK);
    expect(click(element).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
