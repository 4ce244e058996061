/**
 * Prefetch on intent (src/api/prefetch-rules.ts, src/api/prefetch.ts, src/api/page-fetch.ts): which link
 * is fetched ahead and why not, the connection rule, the cap on open prefetches, and how long an answer
 * fetched ahead is kept for the click. Each refusal names its reason, so a rule that stopped working shows
 * up as another reason or as none.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acts, connectionAllows, refusal, MAX_OPEN } from '../../src/api/prefetch-rules';
import { KEEP_MAX, KEEP_MS, keep, take, type PageAnswer } from '../../src/api/page-fetch';

/** A link built from markup, in the document (for `closest`), with the given attributes. */
function link(html: string): HTMLAnchorElement {
  document.body.innerHTML = html;
  return document.querySelector<HTMLAnchorElement>('#l')!;
}

describe('refusal: which link is fetched ahead', () => {
  const here = () => location.href; // happy-dom's page: http://localhost:3000/
  it.each([
    // Eligible: the shop's own pages.
    ['<a id="l" href="/pol_m_Kurtki-101.html">a</a>', ''],
    ['<a id="l" data-partial href="/fixtures/pages/chrome-nav-b.html">a</a>', ''],
    ['<a id="l" href="/search.php?text=kurtka">a</a>', ''],
    ['<a id="l" target="_self" href="/producers.php">a</a>', ''],
    ['<a id="l" rel="noopener" href="/producers.php">a</a>', ''],
    ['<div data-storefront="on"><a id="l" href="/firm-pol-1-Altaj.html?line=2">a</a></div>', ''],
    // The theme's opt-out, on the link or any ancestor.
    ['<a id="l" data-prefetch="off" href="/producers.php">a</a>', 'off'],
    ['<nav data-prefetch="off"><ul><li><a id="l" href="/producers.php">a</a></li></ul></nav>', 'off'],
    // Customer content.
    ['<section data-storefront="off"><a id="l" href="/producers.php">a</a></section>', 'customer content'],
    ['<a id="l" rel="nofollow" href="/producers.php">a</a>', 'nofollow'],
    ['<a id="l" rel="external NoFollow" href="/producers.php">a</a>', 'nofollow'],
    ['<a id="l" download href="/producers.php">a</a>', 'download'],
    ['<a id="l" target="_blank" href="/producers.php">a</a>', 'target'],
    ['<a id="l" target="shop" href="/producers.php">a</a>', 'target'],
    // Other origins and schemes: through the URL helper, never by the text's start.
    ['<a id="l" href="https://other.example/page">a</a>', 'other origin'],
    ['<a id="l" href="//evil.example/page">a</a>', 'other origin'],
    ['<a id="l" href="/\\evil.example">a</a>', 'other origin'],
    ['<a id="l" href="http://localhost:3001/">a</a>', 'other origin'],
    ['<a id="l" href="javascript:alert(1)">a</a>', 'other origin'],
    ['<a id="l" href="mailto:shop@example.com">a</a>', 'other origin'],
    // This very page (a jump within it).
    ['<a id="l" href="#top">a</a>', 'this page'],
    // Actions.
    ['<a id="l" href="/login.php?operation=logout">a</a>', 'action'],
    ['<a id="l" data-partial href="/login.php?operation=logout">a</a>', 'action'],
    ['<a id="l" href="/basketchange.php?type=delete&amp;product=2&amp;size=1">a</a>', 'action'],
    ['<a id="l" href="/basketedit.php">a</a>', 'action'],
    ['<a id="l" href="/login.php">a</a>', 'action'],
  ])('%s -> %j', (html, reason) => expect(refusal(link(html), here())).toBe(reason));

  it("a link to the page itself by its path (wherever an earlier test file left happy-dom's location): this page", () => {
    const path = location.pathname + location.search;
    expect(refusal(link(`<a id="l" href="${path}#reviews">a</a>`), location.href)).toBe('this page');
  });

  it('a link with no href is not a link it considers (the caller finds a[href] only); an empty href is this page', () => {
    expect(refusal(link('<a id="l" href="">a</a>'), location.href)).toBe('this page');
  });
});

describe('acts: URLs whose request itself acts', () => {
  const at = (u: string) => new URL(u, 'https://shop.example/');
  it.each([
    ['/basketchange.php?type=delete&product=76&size=uniw', true],
    ['/BasketChange.php', true],
    ['/login.php', true],
    ['/login.php?operation=logout', true],
    ['/signin.php?operation=social&service=google', true],
    ['/client-new.php?operation=social', true],
    ['/password-recover.php', true],
    ['/order1.php', true],
    ['/order2.php', true],
    ['/place-order.php', true],
    ['/prepaid.php', true],
    ['/settings.php', true],
    ['/settings.php?mailing_action=add', true],
    ['/shoppinglist.php?action=add&product=1', true],
    ['/pol_m_Kurtki-101.html?curr=EUR', true],
    ['/fixtures/pages/chrome-nav-a.html?lang=eng&country=deu', true],
    ['/logout', true],
    ['/account/?do=logout', true],
    // Pages.
    ['/shoppinglist.php', false],
    ['/shoppinglist.php?list=new', false],
    ['/search.php?text=kurtka', false],
    ['/producers.php', false],
    ['/firm-pol-1-Altaj.html?line=1', false],
    ['/product-pol-12-Kurtka.html?selected_size=2', false],
    ['/pol_m_Odziez-100.html?counter=2', false],
    ['/blog-pol.phtml', false],
  ])('%s -> %s', (u, expected) => expect(acts(at(u))).toBe(expected));
});

describe('connectionAllows', () => {
  it.each([
    [undefined, true], // no Network Information API (Firefox, Safari)
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
  ])('%j -> %s', (c, expected) => expect(connectionAllows(c)).toBe(expected));
});

describe('the kept answers', () => {
  const answer = (url: string): PageAnswer => ({ url, headers: new Headers(), html: `<title>${url}</title>` });
  const T0 = 1_000_000;
  // The store is shared with the rest of the worker's files: each test takes what it kept.
  it('an answer is taken once, while fresh: just before KEEP_MS yes, at KEEP_MS no', async () => {
    keep('https://shop.example/a', Promise.resolve(answer('a')), T0);
    expect(await take('https://shop.example/a', T0 + KEEP_MS - 1)).toEqual(answer('a'));
    expect(take('https://shop.example/a', T0 + KEEP_MS - 1)).toBeUndefined(); // taken: gone
    keep('https://shop.example/b', Promise.resolve(answer('b')), T0);
    expect(take('https://shop.example/b', T0 + KEEP_MS)).toBeUndefined(); // expired
  });

  it(`at most ${KEEP_MAX} are kept: the oldest goes first`, async () => {
    for (let i = 0; i <= KEEP_MAX; i++) keep(`https://shop.example/n${i}`, Promise.resolve(answer(`n${i}`)), T0 + i);
    expect(take('https://shop.example/n0', T0 + 10)).toBeUndefined();
    for (let i = 1; i <= KEEP_MAX; i++) expect(await take(`https://shop.example/n${i}`, T0 + 10)).toEqual(answer(`n${i}`));
  });

  it('an answer still in flight is handed over as it is (the click waits for it, not for a new request)', async () => {
    let arrive!: (a: PageAnswer) => void;
    keep('https://shop.example/late', new Promise<PageAnswer>((r) => (arrive = r)), T0);
    const taken = take('https://shop.example/late', T0 + 5);
    expect(taken).toBeDefined();
    arrive(answer('late'));
    expect(await taken).toEqual(answer('late'));
  });

  it('a failed answer (settled undefined) is dropped as soon as it fails: never taken', async () => {
    keep('https://shop.example/failed', Promise.resolve(undefined), T0);
    await Promise.resolve();
    await Promise.resolve();
    expect(take('https://shop.example/failed', T0 + 1)).toBeUndefined();
  });
});

describe('intent: the cap and each URL once', () => {
  afterEach(() => vi.unstubAllGlobals());

  it(`focus on ten partial links starts at most ${MAX_OPEN} fetches; each URL once; a freed place is used again`, async () => {
    vi.resetModules(); // a fresh count of open prefetches and of URLs seen
    const { intent } = await import('../../src/api/prefetch');
    const pending: (() => void)[] = [];
    const html = () => new Response('<main data-region="content"></main>', { headers: { 'content-type': 'text/html' } });
    const fetchSpy = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>((resolve) => pending.push(() => resolve(html()))));
    vi.stubGlobal('fetch', fetchSpy);
    document.body.innerHTML = Array.from({ length: 10 }, (_, i) => `<a data-partial href="/page-${i}.html">${i}</a>`).join('');
    const links = [...document.querySelectorAll('a')];
    // Keyboard focus on a link, as the core hands it over.
    const focus = (a: Element) => a.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const handler = (e: Event) =>
      intent(
        e,
        () => '',
        () => false,
      );
    document.addEventListener('focusin', handler);
    const paths = () => fetchSpy.mock.calls.map((c) => new URL(c[0]).pathname);
    links.forEach(focus);
    expect(paths()).toEqual(['/page-0.html', '/page-1.html', '/page-2.html']);
    focus(links[0]!); // the same URL again: no second request
    expect(fetchSpy).toHaveBeenCalledTimes(MAX_OPEN);
    pending.shift()!(); // one answer arrives: its place is free
    await vi.waitFor(() => {
      focus(links[5]!);
      expect(paths()).toEqual(['/page-0.html', '/page-1.html', '/page-2.html', '/page-5.html']);
    });
    focus(links[0]!);
    focus(links[5]!);
    expect(fetchSpy).toHaveBeenCalledTimes(MAX_OPEN + 1);
    expect(fetchSpy.mock.calls[0]![1]).toMatchObject({ mode: 'same-origin', credentials: 'same-origin', priority: 'low' });
    pending.forEach((p) => p());
    document.removeEventListener('focusin', handler);
  });

  it('a link a widget was started on (it acts when followed) is never fetched ahead; the link beside it is', async () => {
    vi.resetModules();
    const { intent } = await import('../../src/api/prefetch');
    const fetchSpy = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchSpy);
    document.body.innerHTML = '<a data-partial id="list" href="/shopping-list.html">list</a><a data-partial id="plain" href="/about.html">about</a>';
    const list = document.getElementById('list')!;
    const handler = (e: Event) =>
      intent(
        e,
        () => '',
        (a) => a === list,
      );
    document.addEventListener('focusin', handler);
    list.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(fetchSpy).not.toHaveBeenCalled();
    document.getElementById('plain')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    document.removeEventListener('focusin', handler);
  });
});

describe('the speculation rules written for a link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hold the checked URL as JSON data only: quotes, a closing script tag and a second rule in the href stay inside the one URL', async () => {
    vi.resetModules();
    const { intent } = await import('../../src/api/prefetch');
    // Speculation rules as Chromium answers for them (happy-dom's own answer is put back after).
    const scripts = HTMLScriptElement as unknown as { supports: (type: string) => boolean };
    const own = scripts.supports;
    scripts.supports = (type) => type === 'speculationrules';
    document.head.querySelectorAll('script[type=speculationrules]').forEach((s) => s.remove());
    const href = '/p.html?q="}]},{"source":"list","urls":["https://evil.example/"]}</script><script>alert(1)</script>';
    document.body.innerHTML = '<a id="x">x</a>';
    document.getElementById('x')!.setAttribute('href', href);
    const handler = (e: Event) =>
      intent(
        e,
        () => 'n0nce',
        () => false,
      );
    document.addEventListener('focusin', handler);
    document.getElementById('x')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    document.removeEventListener('focusin', handler);
    scripts.supports = own;
    const rules = [...document.head.querySelectorAll('script[type=speculationrules]')];
    expect(rules).toHaveLength(1);
    expect(rules[0]!.getAttribute('nonce') ?? (rules[0] as HTMLScriptElement).nonce).toBe('n0nce');
    // One rule, one URL: the href as the browser resolves it (its quotes and brackets percent-encoded).
    expect(JSON.parse(rules[0]!.textContent!)).toEqual({ prefetch: [{ source: 'list', urls: [new URL(href, location.href).href] }] });
    expect(rules[0]!.textContent).not.toContain('</script>');
    expect(document.querySelectorAll('script:not([type=speculationrules])')).toHaveLength(0);
    rules.forEach((r) => r.remove());
  });
});
