// @vitest-environment node
// The demo server (fixtures/server.ts) over real HTTP on loopback, run as its own Node process exactly
// as `node --import tsx fixtures/server.ts` runs it: inside this DOM test environment the global
// Request/Response/Headers are happy-dom's, which drop Cookie, Referer and Set-Cookie. Requests use
// node:http for the same reason.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let child: ChildProcess;
let url = '';
let port = 0;

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'fixtures/server.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, PORT: '0', DEBUG: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Demo shop: (http:\/\/\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  port = Number(/:(\d+)\//.exec(url)?.[1]);
}, 30000);

afterAll(() => {
  child.kill();
});

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function get(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const cookieOf = (reply: Reply) => String((reply.headers['set-cookie'] as string[] | undefined)?.find((c) => c.startsWith('sf_session='))?.split(';')[0]);

describe('demo server', () => {
  it('prints a loopback URL', () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it('serves the index and the fixture pages with a fresh nonce, no CSP header by default', async () => {
    const index = await get('/');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toBe('text/html; charset=utf-8');
    const a = await get('/fixtures/pages/main.html');
    const b = await get('/fixtures/pages/main.html');
    expect(a.body).not.toContain('__CSP_NONCE__');
    const nonce = /nonce="([^"]+)"/.exec(a.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{16,}$/);
    expect(b.body).not.toContain(`nonce="${nonce}"`);
    expect(a.headers['content-security-policy']).toBeUndefined();
  });

  it('sends a strict CSP with the same nonce on ?csp=strict', async () => {
    const page = await get('/fixtures/pages/projector.html?csp=strict');
    const nonce = /nonce="([^"]+)"/.exec(page.body)?.[1];
    expect(page.headers['content-security-policy']).toBe(`script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'self'`);
    expect(page.headers['content-security-policy']).not.toMatch(/unsafe/);
  });

  it('adds Trusted Types (the storefront policy only) on ?tt=1, alone or after the strict CSP', async () => {
    const alone = await get('/fixtures/pages/main.html?tt=1');
    expect(alone.headers['content-security-policy']).toBe("require-trusted-types-for 'script'; trusted-types storefront");
    const both = await get('/fixtures/pages/main.html?csp=strict&tt=1');
    const nonce = /nonce="([^"]+)"/.exec(both.body)?.[1];
    expect(both.headers['content-security-policy']).toBe(
      `script-src 'nonce-${nonce}' 'strict-dynamic'; object-src 'none'; base-uri 'self'; require-trusted-types-for 'script'; trusted-types storefront`,
    );
  });

  it('sets the session cookie and the basket preset from ?basket=', async () => {
    const page = await get('/fixtures/pages/main.html?basket=11');
    const cookie = cookieOf(page);
    expect(cookie).toMatch(/^sf_session=[\w-]+$/);
    expect(page.body).toContain('<span class="badge badge-info">11</span>');
    const batch = await get('/ajax/get.php', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ request: JSON.stringify({ Basket: {} }) }).toString(),
    });
    expect((JSON.parse(batch.body) as { Basket: { response: { products: unknown[] } } }).Basket.response.products).toHaveLength(11);
    const again = await get('/fixtures/pages/projector.html', { headers: { cookie } });
    expect(again.body).toContain('>11</span>'); // no ?basket=: the session keeps its basket
    const empty = await get('/fixtures/pages/main.html?basket=0', { headers: { cookie } });
    expect(empty.headers['set-cookie']).toBeUndefined();
    expect(empty.body).toMatch(/id="menu_basket" class="[^"]* --hide[ "]/);
    const edit = await get('/basketedit.php', { headers: { cookie } });
    expect(edit.body).toContain('Twój koszyk jest pusty');
  });

  it('takes the one-step checkout form as an order (POST /place-order.php: 303 to the payment page); a GET shows the form', async () => {
    const sent = await get('/place-order.php', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'terms_agree=on' });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/prepaid.php');
    const form = await get('/place-order.php');
    expect(form.status).toBe(200);
    expect(form.body).toContain('<form method="POST" id="COP" class="cop --oscop" action="/place-order.php">');
  });

  it("answers the session's calls badly on ?fault= until a page is loaded without it", async () => {
    const page = await get('/fixtures/pages/main.html?fault=batch:500,graphql:invalid,payments:nope,bogus:html');
    const cookie = cookieOf(page);
    const batch = () =>
      get('/ajax/get.php', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ request: JSON.stringify({ Basket: {} }) }).toString(),
      });
    const graphql = () => get('/graphql/v1/', { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect((await batch()).status).toBe(500);
    const bad = await graphql();
    expect(bad.status).toBe(200);
    expect(bad.body).toBe('{"Basket": {"response": {"count": 3, "products": [');
    // An unknown fault or endpoint is left out: the IBAN check answers as usual.
    expect((await get('/ajax/payments.php?action=verify_iban&bankAccount=PL61109010140000071219812874', { headers: { cookie } })).status).toBe(200);
    // Another session is untouched, and the next page without the switch ends the faults.
    expect((await get('/ajax/get.php', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'request=%7B%7D' })).status).toBe(200);
    await get('/fixtures/pages/main.html', { headers: { cookie } });
    expect((await batch()).status).toBe(200);
    expect(JSON.parse((await graphql()).body)).toHaveProperty('data');
  });

  it('flags tracking events on ?tracking=1', async () => {
    const page = await get('/fixtures/pages/main.html?tracking=1');
    expect(page.headers['x-iai-tracking-events']).toBe('1');
  });

  it('adds to the basket without JavaScript and redirects back to the product', async () => {
    const page = await get('/product-pol-7-x.html');
    const cookie = cookieOf(page);
    const referer = `http://127.0.0.1:${port}/product-pol-7-x.html`;
    const post = await get('/basketchange.php', {
      method: 'POST',
      headers: { cookie, referer, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'product=7&size=2&number=1',
    });
    expect(post.status).toBe(303);
    expect(post.headers.location).toBe(referer);
    const basket = await get('/basketedit.php', { headers: { cookie } });
    expect(basket.body).toContain('<div class="basket__block --product" data-product-id="7">');
  });

  it("sets the basket's quantities from the basket page's form and removes a line by its removal address, back on the basket page", async () => {
    const page = await get('/basketedit.php?basket=3');
    const cookie = cookieOf(page);
    const fields = [...page.body.matchAll(/name="(product|size|set_quantity)\[(\d)\]" value="([^"]*)"/g)].map((m): [string, string] => [`${m[1]}[${m[2]}]`, m[3]!]);
    expect(fields.filter(([name]) => name.startsWith('set_quantity'))).toEqual([
      ['set_quantity[1]', '1'],
      ['set_quantity[2]', '2'],
      ['set_quantity[3]', '3'],
    ]);
    const body = new URLSearchParams([...fields.filter(([name]) => name !== 'set_quantity[2]'), ['set_quantity[2]', '5']]).toString();
    const post = await get('/basketchange.php?type=multiproduct', {
      method: 'POST',
      headers: { cookie, referer: `http://127.0.0.1:${port}/fixtures/pages/basketedit.html`, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    expect(post.status).toBe(303);
    expect(post.headers.location).toBe('/basketedit.php');
    const after = await get('/basketedit.php', { headers: { cookie } });
    expect(after.body).toContain('name="set_quantity[2]" value="5"');
    const remove = /data-href="([^"]*product=2[^"]*)"/.exec(after.body)![1]!.replaceAll('&amp;', '&');
    const removed = await get(remove, { headers: { cookie } });
    expect(removed.headers.location).toBe('/basketedit.php');
    expect((await get('/basketedit.php', { headers: { cookie } })).body.match(/class="basket__block --product"/g)).toHaveLength(2);
  });

  it.each([
    ['/search.php?text=kurtka', 200, 'text/html; charset=utf-8', 'Wyniki wyszukiwania dla „kurtka”'],
    ['/product-pol-7-Polar.html', 200, 'text/html; charset=utf-8', 'id="projector_form"'],
    ['/product-pol-9999-x.html', 404, 'text/html; charset=utf-8', '404'],
    ['/pol_m_Obuwie-200.html', 200, 'text/html; charset=utf-8', 'Obuwie'],
    ['/order1.php', 200, 'text/html; charset=utf-8', 'order1_page'],
    ['/fixtures/css/shop.css', 200, 'text/css; charset=utf-8', ':root'],
    ['/fixtures/js/snippet-ext.js', 200, 'text/javascript; charset=utf-8', '__snippetExternalRuns'],
    ['/fixtures/img/logo.svg', 200, 'image/svg+xml', '<svg'],
    ['/fixtures/img/p3.svg', 200, 'image/svg+xml', '#3'],
    ['/fixtures/../package.json', 404, 'text/html; charset=utf-8', '404'],
    ['/fixtures/%2e%2e/package.json', 404, 'text/html; charset=utf-8', '404'],
    ['/dist/../package.json', 404, 'text/html; charset=utf-8', '404'],
    ['/__mock/state', 200, 'application/json; charset=utf-8', '"sessions"'],
  ])('GET %s -> %i %s', async (path, status, type, text) => {
    const reply = await get(path);
    expect(reply.status).toBe(status);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.body).toContain(text);
  });

  it('serves the bundle as JavaScript (or says how to build it)', async () => {
    const reply = await get('/dist/storefront.js');
    expect([200, 404]).toContain(reply.status);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it('serves the built chunks from disk with their length, and only the headers to HEAD', async () => {
    // A chunk of its own in dist/, which npm test's unit step meets before the build has made one.
    const chunk = 'dist/chunks/server-test-ą.js';
    const body = 'export const x = "ą";\n';
    const madeDist = !existsSync('dist');
    mkdirSync('dist/chunks', { recursive: true });
    writeFileSync(chunk, body);
    try {
      const got = await get('/dist/chunks/server-test-%C4%85.js');
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(got.headers['cache-control']).toBe('no-cache');
      expect(got.body).toBe(body);
      expect(got.headers['content-length']).toBe(String(Buffer.byteLength(body)));
      const head = await get('/dist/chunks/server-test-%C4%85.js', { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers['content-length']).toBe(String(Buffer.byteLength(body)));
      expect(head.body).toBe('');
    } finally {
      rmSync(madeDist ? 'dist' : chunk, { recursive: true, force: true });
    }
    // A path that leaves dist/, encoded or not, and a missing chunk are still the full route's 404.
    for (const path of ['/dist/%2e%2e/package.json', '/dist/..%2fpackage.json', '/dist/chunks/none.js']) expect((await get(path)).status, path).toBe(404);
  });

  it('refuses other Host names', async () => {
    expect((await get('/', { headers: { host: 'evil.example' } })).status).toBe(421);
    expect((await get('/', { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });
});
