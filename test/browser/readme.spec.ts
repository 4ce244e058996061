/**
 * The README's quick start works as written: its own-widget example, taken from the
 * README between the quickstart comments, runs in a page with the built bundle and mounts the widget; and
 * the pitfall it warns about is real (a plain inline define() after the module tag finds no storefront).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './helpers';

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
    expect(watched.pageErrors.map((e) => e.message).join('\n')).toMatch(/storefront is not defined/);
  });
});
