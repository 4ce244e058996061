/**
 * Option fuzz: every data-* option of every widget (the marker table's names; the
 * options each widget reads, found in its source: `props.x`, `props['x']`, `dataset.x`, `data-x`
 * attributes, plus `data-load` and the `data-props` JSON block every widget takes) set to each payload:
 * `__proto__`, `constructor`, `toString`, an empty string, 100 KB of text and malformed JSON.
 * For each payload, on the legacy home page, one element per widget and option (moment `load`, so each
 * mounts at once) is added: no uncaught error (the `watched` fixture), no task over 200 ms, and the
 * page's own widgets still mounted, a clean widget added afterwards mounts, a gesture widget mounts.
 * Size: widgets x options x payloads, printed by the test (`fuzz size`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { markers } from '../../markers';
import { test, expect, quiet, ready, readyOnGesture } from './helpers';
import { recordLongTasks } from './support/long-tasks';

const MAIN = '/fixtures/pages/main.html';
const LONG = 'x'.repeat(100 * 1024);
export const PAYLOADS: Record<string, string> = {
  proto: '__proto__',
  constructor: 'constructor',
  toString: 'toString',
  empty: '',
  '100 KB': LONG,
  'malformed JSON': '{"a": [1, 2,, "b": }',
};

/** The options a widget reads, from its source files (camelCase dataset keys become data-kebab-case). */
/** Widgets whose code lives in another widget's folder (markers/loaders.ts): newsletter is a second entry of the form. */
const FOLDER: Record<string, string> = { newsletter: 'form' };

export function optionsOf(name: string): string[] {
  const dir = join(process.cwd(), 'widgets', FOLDER[name] ?? name);
  const found = new Set<string>();
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'));
  for (const f of files) {
    const src = readFileSync(join(dir, f), 'utf8');
    for (const m of src.matchAll(/props\.([A-Za-z_]+)|props\[['"]([\w-]+)['"]\]|dataset\.([A-Za-z]+)|Attribute\('data-([a-z_-]+)'/g)) {
      const raw = m[1] ?? m[2] ?? m[3] ?? m[4]!;
      found.add(m[4] ? raw : raw.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
    }
  }
  found.delete('widget');
  found.delete('ready');
  return [...found, 'load', 'props'].sort();
}

/** The element a widget is put on (the kind of element its markup uses), built in the page with DOM calls. */
interface Case {
  id: string;
  name: string;
  option: string;
}

/** Runs in the page: adds one element per case, the payload (window.__payload) in its option. */
function addCases(cases: Case[]) {
  const payload = (window as unknown as { __payload: string }).__payload;
  const section = document.createElement('section');
  for (const { id, name, option } of cases) {
    const tag =
      name === 'date-picker'
        ? 'input'
        : ['logout', 'shopping-list-link', 'back-to-top', 'breadcrumb-back'].includes(name)
          ? 'a'
          : ['search', 'form', 'newsletter', 'sign-in', 'social-register'].includes(name)
            ? 'form'
            : 'div';
    const el = document.createElement(tag);
    el.id = id;
    if (el instanceof HTMLAnchorElement) el.href = name === 'logout' ? '/login.php?operation=logout' : '#top';
    if (el instanceof HTMLAnchorElement || tag === 'div') el.append('Treść');
    let field: HTMLInputElement | null = null;
    if (el instanceof HTMLFormElement) {
      el.action = '/fixtures/pages/main.html';
      field = document.createElement('input');
      field.name = name === 'search' ? 'text' : 'email';
      field.setAttribute('aria-label', 'Pole');
      el.append(field);
    }
    if (el instanceof HTMLInputElement) el.setAttribute('aria-label', 'Data');
    if (tag === 'div') {
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = 'Otwórz';
      el.append(b);
    }
    if (option === 'props') {
      const block = document.createElement('script');
      block.type = 'application/json';
      block.setAttribute('data-props', '');
      block.textContent = payload;
      el.prepend(block);
    } else {
      el.setAttribute(`data-${option}`, payload);
      field?.setAttribute(`data-${option}`, payload); // form fields carry their own options
    }
    if (option !== 'load') el.setAttribute('data-load', 'load');
    el.setAttribute('data-widget', name);
    section.append(el);
  }
  document.getElementById('content')!.append(section);
}

const WIDGETS = markers.map((m) => m.name);
const OPTIONS = Object.fromEntries(WIDGETS.map((w) => [w, optionsOf(w)]));
const optionCount = WIDGETS.reduce((n, w) => n + OPTIONS[w]!.length, 0);

test.describe('option fuzz: no attribute value breaks the page', { tag: '@timed' }, () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeAll(() => {
    console.log(
      `fuzz size: ${WIDGETS.length} widgets, ${optionCount} widget options in all (${(optionCount / WIDGETS.length).toFixed(1)} per widget), ${Object.keys(PAYLOADS).length} payloads = ${optionCount * Object.keys(PAYLOADS).length} cases`,
    );
  });

  for (const [label, payload] of Object.entries(PAYLOADS)) {
    test(`every option of every widget set to ${label}`, async ({ page }) => {
      const started = Date.now();
      const tasks = await recordLongTasks(page);
      await page.goto(MAIN);
      await ready(page, '#menu_basket', 'mini-basket');
      await page.waitForLoadState('networkidle');
      await quiet(page);
      const from = await page.evaluate(() => performance.now());
      let n = 0;
      await page.evaluate((p) => ((window as unknown as { __payload: string }).__payload = p), payload);
      for (const name of WIDGETS) {
        await page.evaluate(
          addCases,
          OPTIONS[name]!.map((option) => ({ id: `fz_${n++}`, name, option })),
        );
        // Not a wait for anything: the groups come 30 ms apart, as a page's content arrives; waiting for each
        // group to mount (or be refused) would take them one at a time and lighten the load under test.
        await page.waitForTimeout(30);
        if (process.env.FUZZ_DEBUG) {
          await quiet(page);
          const l = await tasks.durations(from);
          console.log(name, JSON.stringify(l));
        }
      }
      await page.waitForLoadState('networkidle');
      await quiet(page);
      // A clean widget added now mounts: the runtime is still working.
      await page.evaluate(() => document.getElementById('content')!.insertAdjacentHTML('beforeend', '<a id="fz_clean" href="#top" data-widget="back-to-top" data-load="load">Do góry</a>'));
      await ready(page, '#fz_clean', 'back-to-top');
      // The page's own widgets: mounted, and one that waits for a gesture mounts on it.
      await ready(page, '#menu_basket', 'mini-basket');
      await readyOnGesture(page, 'nav#menu_categories', 'mega-menu');
      const long = await tasks.durations(from);
      expect(
        long.filter((d) => d > 200),
        'tasks over 200 ms while the fuzzed widgets mounted',
      ).toEqual([]);
      expect(n).toBe(optionCount);
      console.log(`fuzz ${label}: ${n} elements, longest task ${Math.max(0, ...long)} ms, ${((Date.now() - started) / 1000).toFixed(1)} s`);
    });
  }
});
