/**
 * The README's quick start works as written: its own-widget example, taken from the
 * README between the quickstart comments, runs in a page with the built bundle and mounts the widget; and
 * the pitfall it warns about is real (a plain inline define() after the module tag finds no storefront).
 * The theme guide's examples run too (its first page, the queue, own widgets, the TypeScript section,
 * storefront.validate), each taken from the guide as written; test/unit/doc-examples.test.ts compiles them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { test, expect } from './helpers';
import { block } from './support/doc-examples';

const README = readFileSync(join(process.cwd(), 'README.md'), 'utf8');

/** The html block of the README between `<!-- quickstart:NAME:start -->` and its end comment. */
function example(name = 'example'): string {
  const block = new RegExp(`<!-- quickstart:${name}:start -->\\s*\`\`\`html\\n([\\s\\S]*?)\`\`\`\\s*<!-- quickstart:${name}:end -->`).exec(README);
  if (!block) throw new Error(`README.md has no quickstart:${name} block`);
  return block[1]!;
}

/** The README's tag (step 1): dist/head.html with the bundle's folder, no CSP (so no nonce). */
const TAG = readFileSync(join(process.cwd(), 'dist/head.html'), 'utf8').replace('{{base}}', '/dist/').replace(' nonce="{{nonce}}"', '');

/** A page with the README's tag at the end of <head> and `body`. */
const shell = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Quick start</title>${TAG}</head><body><main>${body}</main></body></html>`;

test.describe('README quick start', () => {
  test('the own-widget example mounts as written', async ({ page, watched }) => {
    await page.route('**/readme-quickstart.html', (route) => route.fulfill({ contentType: 'text/html', body: shell(example()) }));
    await page.goto('/readme-quickstart.html');
    const note = page.locator('[data-widget="stock-note"]');
    await expect(note).toHaveText('Only 3 left: order today');
    await expect(note).toHaveAttribute('data-ready', 'stock-note');
    expect(watched.logged('[storefront]')).toEqual([]);
  });

  test('the queue example (step 5) mounts as pasted, with no warning about its widget', async ({ page, watched }) => {
    await page.route('**/readme-queue.html', (route) => route.fulfill({ contentType: 'text/html', body: shell(example('queue')) }));
    await page.goto('/readme-queue.html');
    const note = page.locator('[data-widget="stock-note"]');
    await expect(note).toHaveText('Only 3 left: order today');
    await expect(note).toHaveAttribute('data-ready', 'stock-note');
    // A name no widget has, added now: its warning comes after any the page's first scan gave, so once it is
    // on the console every earlier warning is there too.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<p data-widget="no-such-widget"></p>'));
    await expect.poll(() => watched.logged('no-such-widget').length).toBe(1);
    expect(watched.logged('"stock-note"')).toEqual([]);
  });

  test('it also works when the bundle has already run (the listener is not needed then)', async ({ page }) => {
    // The example placed after the bundle has started: whenStorefront() takes the ready interface at once.
    const [before, after] = example().split(/<script>/);
    await page.route('**/readme-quickstart-late.html', (route) => route.fulfill({ contentType: 'text/html', body: shell(before!) }));
    await page.goto('/readme-quickstart-late.html');
    await page.waitForFunction(() => !!(window as unknown as { storefront?: { version?: string } }).storefront?.version);
    await page.evaluate(
      (code) => {
        const script = document.createElement('script');
        script.textContent = code;
        document.body.append(script);
      },
      after!.replace(/<\/script>\s*$/, ''),
    );
    await expect(page.locator('[data-widget="stock-note"]')).toHaveText('Only 3 left: order today');
  });
});

test.describe('README quick start: the pitfall it names', () => {
  test.use({ allowPageErrors: true });
  test('a plain inline define() in the page finds no storefront', async ({ page, watched }) => {
    const plain = '<p data-widget="stock-note">In stock</p>' + '<script>storefront.define("stock-note", { mount(ctx) { ctx.element.textContent = "mounted"; } });</script>';
    await page.route('**/readme-pitfall.html', (route) => route.fulfill({ contentType: 'text/html', body: shell(plain) }));
    await page.goto('/readme-pitfall.html');
    await page.waitForFunction(() => !!(window as unknown as { storefront?: unknown }).storefront);
    // The tag's inline part made `storefront` the window's own property, still undefined (Chromium's and Firefox's words).
    expect(watched.pageErrors.map((e) => e.message).join('\n')).toMatch(/reading 'define'|storefront is undefined/);
  });
});

const GUIDE = 'docs/theme-guide.md';
/** The README's helper, as a classic script (the guide's JavaScript examples use it). */
const HELPER = `<script>${/function whenStorefront\(run\) \{[\s\S]*?\n {2}\}/.exec(example())![0]}</script>`;

test.describe("the theme guide's examples, as written", () => {
  test('the first page: the mini basket finds its count and total by data-basket-count and data-basket-total', async ({ page, watched }) => {
    const html = block(GUIDE, 'html', '<!DOCTYPE html>').replace('<!--storefront-head-->', TAG);
    await page.route('**/theme-first.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.route('**/theme.css', (route) => route.fulfill({ contentType: 'text/css', body: '' }));
    await page.goto('/theme-first.html');
    const cart = page.locator('a.cart');
    await expect(cart).toHaveAttribute('data-ready', 'mini-basket');
    // The mock's basket: three lines worth 3 594,95 zł (a page without a configuration is a Polish one).
    await expect(cart.locator('[data-basket-count]')).toHaveText('3');
    await expect(cart.locator('[data-basket-total]')).toHaveText('3 594,95 zł');
    expect(watched.logged('[storefront]')).toEqual([]);
  });

  test('the queue: define and on pushed in one call, before the bundle runs', async ({ page, watched }) => {
    const html = block(GUIDE, 'html', "['define', 'theme-hello'");
    await page.route('**/theme-queue.html', (route) => route.fulfill({ contentType: 'text/html', body: shell(html) }));
    await page.goto('/theme-queue.html');
    await expect(page.locator('[data-widget="theme-hello"]')).toHaveText('Hello from theme-hello');
    await expect.poll(() => watched.console.filter((m) => m.type === 'log' && m.text.startsWith('storefront ')).map((m) => m.text)).toEqual([expect.stringMatching(/^storefront \d+\.\d+/)]);
    expect(watched.logged('[storefront]')).toEqual([]);
  });

  test('your own widgets: a widget object at once, and a module loaded when its element comes near', async ({ page, watched }) => {
    const code = block(GUIDE, 'js', "storefront.define('stock-note'");
    await page.route('**/js/reviews.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'export default { mount(ctx) { ctx.element.textContent = "Reviews: 4.8 of 5"; } };' }));
    const body = `<p data-widget="stock-note" data-left="3">In stock</p><section id="reviews">Reviews</section>${HELPER}<script>${code}</script>`;
    await page.route('**/theme-widgets.html', (route) => route.fulfill({ contentType: 'text/html', body: shell(body) }));
    await page.goto('/theme-widgets.html');
    await expect(page.locator('[data-widget="stock-note"]')).toHaveText('Only 3 left');
    // Found by its legacy selector (#reviews), loaded at its moment (visible: it is on screen).
    await expect(page.locator('#reviews')).toHaveText('Reviews: 4.8 of 5');
    await expect(page.locator('#reviews')).toHaveAttribute('data-ready', 'reviews');
    expect(watched.logged('[storefront]')).toEqual([]);
  });

  test('the TypeScript section, compiled as a theme would: whenStorefront, on(), a typed queue entry', async ({ page, watched }) => {
    const js = ts.transpileModule(block(GUIDE, 'ts', 'export function whenStorefront'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    const code = `${js}\nwhenStorefront((sf) => console.log('ran', sf.view));`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.route('**/theme-ts.html', (route) => route.fulfill({ contentType: 'text/html', body: shell('<p>TypeScript</p>') }));
    await page.goto('/theme-ts.html');
    // A theme's module that runs once the bundle is up: the section's on() applies then (before, sf is the queue).
    await page.waitForFunction(() => !!(window as unknown as { storefront?: { version?: string } }).storefront?.version);
    await page.evaluate((text) => {
      const script = document.createElement('script');
      script.type = 'module';
      script.textContent = text;
      document.body.append(script);
    }, code);
    const logs = () => watched.console.filter((m) => m.type === 'log').map((m) => m.text);
    await expect.poll(logs).toContain('ran 4');
    // Across a breakpoint, on('view-change') and the typed queue entry both hear it (1280 px is view 4, 390 px view 1).
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(logs).toEqual(['ran 4', '1', '4 1']);
    expect(watched.logged('[storefront]')).toEqual([]);
  });

  test('storefront.validate: the result the comment gives', async ({ page, watched }) => {
    const code = block(GUIDE, 'js', 'storefront.validate(');
    const comment = /errors\.email === '([^']+)'/.exec(code)![1];
    await page.route('**/theme-validate.html', (route) => route.fulfill({ contentType: 'text/html', body: shell(`${HELPER}<script>${code}</script>`) }));
    await page.goto('/theme-validate.html');
    await expect.poll(() => watched.console.filter((m) => m.type === 'log').map((m) => m.text)).toEqual([`false ${comment}`]);
  });
});
