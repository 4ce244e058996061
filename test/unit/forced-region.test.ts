/**
 * The forced-region notice against the mock shop (msw; docs/widgets/forced-region.md): it opens only when a cookie
 * says showModal true, Continue writes showModal false, Restore calls the variant's mutation and on
 * "success" deletes the cookies and reloads; a refusal or no answer keeps the dialog open and says so.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { handlers, resetMockState } from '../../fixtures/handlers';
import { getSession } from '../../fixtures/mock/state';
import { defaultConfig } from '../../src/core/config';
import type { WidgetContext } from '../../src/types';
import { resetForcedRegion, showNotice, type NoticeDeps } from '../../widgets/forced-region/index';

const server = setupServer(...handlers);
const urls: string[] = [];
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => void urls.push(request.url));
});
afterEach(() => {
  server.resetHandlers();
  resetMockState();
  resetForcedRegion();
  urls.length = 0;
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`; // not max-age=0: it may linger a millisecond in happy-dom
});
afterAll(() => server.close());

const enc = (o: unknown) => encodeURIComponent(JSON.stringify(o));
let controller: AbortController;
let deps: NoticeDeps & { lines: string[]; reload: ReturnType<typeof vi.fn<() => void>> };
beforeEach(() => {
  controller = new AbortController();
  const lines: string[] = [];
  deps = { lines, reload: vi.fn<() => void>(), setCookie: (line) => (lines.push(line), (document.cookie = line)) };
});

function ctx(): WidgetContext {
  const config = { ...defaultConfig({ pathname: '/', search: '' }), graphqlUrl: 'http://localhost:3000/graphql/v1/' };
  return { name: 'forced-region', element: document.body, config, page: { type: 'main', orderProcess: false }, props: {}, signal: controller.signal, view: () => 3, report: vi.fn(), warn: vi.fn() };
}
const dialog = () => document.querySelector('dialog');
const button = (text: RegExp) => [...document.querySelectorAll('button')].find((b) => text.test(b.textContent ?? '')) as HTMLButtonElement;

describe('forced-region notice', () => {
  test('no cookie, or showModal not true: no dialog', async () => {
    await showNotice(ctx(), deps);
    expect(dialog()).toBeNull();
    document.cookie = `setRegionForced=${enc({ currentCountry: 'Niemcy', showModal: false })}; path=/`;
    await showNotice(ctx(), deps);
    expect(dialog()).toBeNull();
  });

  test('Continue: showModal false in both cookies, raw stays raw, other fields kept', async () => {
    document.cookie = `setRegionForced=${JSON.stringify({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true })}; path=/`;
    document.cookie = `setZipcodeForced=${enc({ currentZipcode: '00-950', defaultZipcode: '30-001', showModal: false })}; path=/`;
    await showNotice(ctx(), deps);
    expect([...dialog()!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Wybrany kraj/region dostawy: Niemcy',
      'Wybrany kod pocztowy dostawy: 00-950',
      'Ceny są wyświetlane w walucie: zł (PLN)',
      'Czasy i koszty dostawy są podane dla: Niemcy, 00-950',
    ]);
    button(/Kontynuuj/).click();
    expect(dialog()).toBeNull();
    expect(deps.lines).toEqual([
      'setRegionForced={"currentCountry":"Niemcy","defaultCountry":"Polska","showModal":false}; path=/',
      `setZipcodeForced=${enc({ currentZipcode: '00-950', defaultZipcode: '30-001', showModal: false })}; path=/`,
    ]);
  });

  test('Restore (region): ?mutation=unsetRegion, then the cookie is deleted and the page reloads', async () => {
    document.cookie = `setRegionForced=${enc({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true })}; path=/`;
    await showNotice(ctx(), deps);
    button(/Przywróć/).click();
    expect(button(/Przywracanie/).getAttribute('aria-disabled')).toBe('true');
    await vi.waitFor(() => expect(deps.reload).toHaveBeenCalledTimes(1));
    expect(urls.filter((u) => u.includes('graphql')).map((u) => new URL(u).search)).toEqual(['?mutation=unsetRegion']);
    expect(deps.lines).toEqual(['setRegionForced=; path=/; max-age=0']);
    expect(getSession('default').regionForced).toBe(false);
    expect(getSession('default').zipcodeForced).toBe(true);
  });

  test("Restore refused: the server's message, the button works again, no reload", async () => {
    getSession('default').unsetRefuse = true;
    document.cookie = `setZipcodeForced=${enc({ currentZipcode: '00-950', defaultZipcode: '30-001', showModal: true })}; path=/`;
    await showNotice(ctx(), deps);
    button(/Przywróć/).click();
    const alert = dialog()!.querySelector('[role=alert]')!;
    await vi.waitFor(() => expect(alert.textContent).toBe('Sklep nie przywrócił ustawień domyślnych: Ustawienia dostawy są zablokowane dla tej sesji.'));
    expect(button(/Przywróć domyślny kod pocztowy: 30-001/).hasAttribute('aria-disabled')).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
    expect(deps.lines).toEqual([]);
    expect(urls.some((u) => u.includes('?mutation=unsetZipcode'))).toBe(true);
  });

  test('Restore without an answer (HTTP 500): "no answer" message, dialog open', async () => {
    server.use(http.post('*/graphql/v1/', () => HttpResponse.text('oops', { status: 500 })));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = ctx();
    const warnings: Error[] = [];
    c.warn = (e) => void warnings.push(e as Error);
    document.cookie = `setRegionForced=${enc({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true })}; path=/`;
    await showNotice(c, deps);
    button(/Przywróć/).click();
    await vi.waitFor(() => expect(dialog()!.querySelector('[role=alert]')!.textContent).toMatch(/Brak odpowiedzi sklepu/));
    expect(dialog()).not.toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(warnings[0]?.message).toContain('unsetRegion got no usable answer');
  });

  test('one notice per page; Escape (dismiss) writes showModal false too', async () => {
    document.cookie = `setRegionForced=${enc({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true })}; path=/`;
    await showNotice(ctx(), deps);
    await showNotice(ctx(), deps);
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    dialog()!.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(dialog()).toBeNull();
    expect(deps.lines[0]).toContain('showModal%22%3Afalse');
  });
});
