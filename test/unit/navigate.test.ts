/** Partial navigation refuses URLs that are not http(s) of the shop (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker). */
import { describe, expect, it, vi } from 'vitest';
import { navigate, navigationKind } from '../../src/api/navigate';

const BASE = 'https://shop.example/pol_m_Buty-100.html';

describe('navigationKind', () => {
  it.each([
    ['/pol_m_Kurtki-200.html', 'partial'],
    ['https://shop.example/search.php?text=a', 'partial'],
    ['?page=2', 'partial'],
    ['https://other.example/', 'full'], // same scheme, other origin: a full load, never partial
    ['http://shop.example/', 'full'], // another scheme of the same host is another origin
    ['javascript:alert(1)', 'refused'],
    [' JavaScript:alert(1)', 'refused'],
    ['data:text/html,<script>alert(1)</script>', 'refused'],
    ['blob:https://shop.example/x', 'refused'],
    ['http://[oops', 'refused'],
    // Start with a slash, resolve to another host: never partial.
    ['/\\evil.example', 'full'],
    ['/\t/evil.example', 'full'],
    ['//evil.example', 'full'],
    ['', 'refused'],
    [null, 'refused'],
  ])('%j -> %s', (url, kind) => expect(navigationKind(url, BASE)).toBe(kind));
});

describe('navigate()', () => {
  it('a javascript: URL is refused with a console message: no request, no navigation', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost:3000/' } as Location);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await navigate('javascript:alert(document.domain)');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
    expect(String(error.mock.calls[0]?.[0])).toContain('refused');
  });

  it('another origin gets a full navigation, not a partial one', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost:3000/' } as Location);
    await navigate('https://other.example/page');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith('https://other.example/page');
  });

  it('fetches with mode same-origin; an answer that ended on another origin is not imported: a full load instead', async () => {
    document.body.innerHTML = '<main data-region="content"><h1>Tu</h1></main>';
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost:3000/', origin: 'http://localhost:3000' } as Location);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = '<main data-region="content"><h1>Inna strona</h1></main>';
    const answer = Object.assign(new Response(html, { headers: { 'content-type': 'text/html' } }), {});
    Object.defineProperty(answer, 'url', { value: 'https://evil.example/page' });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer);
    await navigate('/redirect.php?to=https://evil.example/page');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ mode: 'same-origin', credentials: 'same-origin' });
    expect(document.querySelector('main h1')?.textContent).toBe('Tu');
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/redirect.php?to=https://evil.example/page');
  });

  /** Counts how often the URL parser is given `text` (the URL navigate() was called with). */
  function parsesOf(text: string) {
    const Real = globalThis.URL;
    let n = 0;
    const Counting = class extends Real {
      constructor(url: string | URL, base?: string | URL) {
        super(url, base);
        if (url === text) n++;
      }
    };
    vi.stubGlobal('URL', Counting);
    return () => n;
  }

  it('parses the URL it is given once, for a full load and for a partial one', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost:3000/', origin: 'http://localhost:3000' } as Location);
    const away = parsesOf('https://other.example/page');
    await navigate('https://other.example/page');
    vi.unstubAllGlobals();
    expect(assign).toHaveBeenCalledWith('https://other.example/page');
    expect(away()).toBe(1);

    document.body.innerHTML = '<main data-region="content"><h1>Tu</h1></main>';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<title>B</title><main data-region="content"><h1>Kurtki</h1></main>', { headers: { 'content-type': 'text/html' } }));
    vi.spyOn(history, 'pushState').mockImplementation(() => {});
    const here = parsesOf('/pol_m_Kurtki-200.html');
    await navigate('/pol_m_Kurtki-200.html');
    vi.unstubAllGlobals();
    expect(document.querySelector('main h1')?.textContent).toBe('Kurtki');
    expect(here()).toBe(1);
  });
});
