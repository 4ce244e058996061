/** Partial navigation refuses URLs that are not http(s) of the shop (issue 7 hardening; spec 2.3, 7.5). */
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
});
