/**
 * A theme developer's folder served by the demo server (`npm start -- --theme <dir>`, as the theme guide's
 * first steps say): its pages come from /theme/ with the nonce placeholder replaced, and the bundle and the
 * mock API answer on the same origin, so a widget that needs the page-load call mounts with its data.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './helpers';

/** The theme's page, as the guide's first steps have a developer write it. */
const PAGE = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>My theme</title>
<link rel="stylesheet" href="css/theme.css">
<!--storefront-head-->
</head><body>
<header class="top"><a class="cart" data-widget="mini-basket" href="/basketedit.php">Basket <span class="badge">0</span> <strong class="top_basket__price">0,00 zł</strong></a></header>
<p data-widget="theme-note">server text</p>
<script nonce="__CSP_NONCE__">
  (window.storefront = window.storefront || []).push(['define', 'theme-note', { mount(ctx) { ctx.element.textContent = 'mounted on ' + location.pathname; } }]);
</script>
</body></html>`;

/** The first page of the theme guide's first steps, as written there. */
function guidePage(): string {
  const guide = readFileSync('docs/theme-guide.md', 'utf8');
  const block = /- A first page:\s*```html\n([\s\S]*?)```/.exec(guide);
  if (!block) throw new Error('docs/theme-guide.md has no "A first page" example');
  return block[1]!;
}

let dir = '';
let server: ChildProcess | undefined;
let origin = '';

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'my-theme-'));
  mkdirSync(join(dir, 'css'));
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'css', 'theme.css'), '.cart { display: inline-block; min-width: 10rem; }');
  writeFileSync(join(dir, 'first.html'), guidePage());
  writeFileSync(join(dir, 'theme.css'), '');
  server = spawn(process.execPath, ['--import', 'tsx', 'fixtures/server.ts', '--theme', dir], { env: { ...process.env, PORT: '0', DEBUG: '' }, stdio: ['ignore', 'pipe', 'inherit'] });
  origin = await new Promise<string>((resolve, reject) => {
    let out = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const theme = /Your theme: (http:\/\/\S+)theme\//.exec(out);
      if (theme?.[1]) resolve(theme[1]);
    });
    server!.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
});

test.afterAll(() => {
  server?.kill();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test.describe('a theme folder served beside the mock shop', () => {
  test('its page mounts a built-in widget with data from the mock API, and its own widget, under a strict CSP', async ({ page, watched }) => {
    // ?basket=3: the session's basket holds three lines; ?csp=strict: only scripts with the page's nonce run.
    const response = await page.goto(`${origin}theme/?basket=3&csp=strict`);
    expect(response!.headers()['content-security-policy']).toContain("'nonce-");
    const cart = page.locator('a.cart');
    await expect(cart).toHaveAttribute('data-ready', 'mini-basket');
    await expect(cart.locator('.badge')).toHaveText('3');
    await expect(page.locator('[data-widget="theme-note"]')).toHaveText('mounted on /theme/');
    // The theme's own files come from its folder.
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.cart')!).minWidth)).toBe('160px');
    expect(watched.logged('')).toEqual([]);
  });

  test("the theme guide's first page works as written: at ?basket=3 the count says 3 and the total 3 594,95 zł", async ({ page, watched }) => {
    await page.goto(`${origin}theme/first.html?basket=3&csp=strict`);
    const cart = page.locator('a.cart');
    await expect(cart).toHaveAttribute('data-ready', 'mini-basket');
    await expect(cart.locator('[data-basket-count]')).toHaveText('3');
    await expect(cart.locator('[data-basket-total]')).toHaveText('3 594,95 zł');
    expect(watched.logged('')).toEqual([]);
  });

  test('a file outside the folder is not served', async ({ request }) => {
    expect((await request.get(`${origin}theme/%2e%2e/package.json`)).status()).toBe(404);
    expect((await request.get(`${origin}theme/missing.html`)).status()).toBe(404);
  });
});
