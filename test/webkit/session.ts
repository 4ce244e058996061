/**
 * WebKit for the browser tests: WebKitGTK's WebDriver (`WebKitWebDriver`, Debian's webkit2gtk-driver) drives
 * its MiniBrowser under a virtual X server (xvfb-run), through WebdriverIO in classic WebDriver mode: this
 * build has no WebDriver BiDi and no log endpoint, so the demo server's ?watch=1 switch puts a script first
 * in each page that keeps errors, policy violations, console warnings and widget failures for the test.
 * WEBKIT_DRIVER and WEBKIT_BROWSER pick other binaries; TEST_PORT + 20 is the demo server's port (default 4200).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { remote } from 'webdriverio';
import { markerTable } from '../browser/support/probe.ts';

export const PORT = Number(process.env.TEST_PORT || 4180) + 20;
const DRIVER_PORT = PORT + 1;
export const BASE = `http://127.0.0.1:${PORT}`;
const DRIVER = process.env.WEBKIT_DRIVER || '/usr/bin/WebKitWebDriver';
const BROWSER = process.env.WEBKIT_BROWSER || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export type Browser = Awaited<ReturnType<typeof remote>>;

/** Every fixture page path, from the folders themselves: fixtures/pages/*.html and, when there, fixtures/halny/**\/*.html. */
export function fixturePages(root = process.cwd()): string[] {
  const walk = (dir: string, deep: boolean): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) return deep ? walk(path, deep) : [];
          return name.endsWith('.html') ? ['/' + relative(root, path)] : [];
        })
      : [];
  return [...walk(join(root, 'fixtures/pages'), false), ...walk(join(root, 'fixtures/halny'), true)].sort();
}

async function until(what: string, check: () => Promise<boolean>, timeout = 20_000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what}: not within ${timeout} ms`);
}

const up = (url: string) => async () => (await fetch(url)).status < 500;

/** Starts the demo server, the driver under xvfb-run and a browser session; `stop` ends all three. */
export async function start(): Promise<{ browser: Browser; stop: () => Promise<void> }> {
  const children: ChildProcess[] = [];
  const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env }, detached: true });
    children.push(child);
    child.unref();
  };
  const stop = async () => {
    // Each child leads its own process group: xvfb-run's Xvfb and the browser end with it.
    for (const child of children.reverse()) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  };
  try {
    run(process.execPath, ['--import', 'tsx', 'fixtures/server.ts'], { PORT: String(PORT) });
    const xvfb = !process.env.DISPLAY && existsSync('/usr/bin/xvfb-run');
    run(xvfb ? '/usr/bin/xvfb-run' : DRIVER, xvfb ? ['-a', DRIVER, `--port=${DRIVER_PORT}`] : [`--port=${DRIVER_PORT}`]);
    await until('the demo server', up(`${BASE}/`));
    await until('WebKitWebDriver', up(`http://127.0.0.1:${DRIVER_PORT}/status`));
    const browser = await remote({
      hostname: '127.0.0.1',
      port: DRIVER_PORT,
      logLevel: 'warn',
      capabilities: {
        browserName: 'MiniBrowser',
        'wdio:enforceWebDriverClassic': true,
        'webkitgtk:browserOptions': { binary: BROWSER, args: ['--automation'] },
      } as WebdriverIO.Capabilities,
    });
    await browser.setWindowSize(1280, 900).catch(() => undefined);
    return {
      browser,
      stop: async () => {
        await browser.deleteSession().catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export interface Watched {
  errors: string[];
  violations: string[];
  console: string[];
  failed: string[];
}

/** What the page's watch script kept (null: the page has none, i.e. it was not opened with ?watch=1). */
export const watched = (browser: Browser) => browser.execute(() => (window as unknown as { __sfWatch?: Watched }).__sfWatch ?? null);

/** Waits for a condition in the page (a function run there, with arguments). */
export async function waitIn<A extends string[]>(browser: Browser, what: string, fn: (...args: A) => boolean, args: A, timeout = 10_000) {
  // Arguments are strings (no element handles), so the driver passes them as they are.
  const run = fn as unknown as (...innerArgs: string[]) => boolean;
  await until(what, async () => (await browser.execute(run, ...args)) === true, timeout);
}

/** Opens a page with the watch script (and any other switches). */
export async function open(browser: Browser, path: string, query = '') {
  await browser.url(`${BASE}${path}?watch=1${query ? '&' + query : ''}`);
}

type Row = { name: string; legacy: string; moment: string };
/** The marker table's rows a page check needs: name, legacy selector, load moment. */
export const WIDGET_ROWS: Row[] = markerTable().map(({ name, legacy, moment }) => ({ name, legacy, moment }));

/**
 * In the page (run through browser.execute with WIDGET_ROWS): the widgets that should mount unasked (load,
 * idle, visible near the first viewport) and have neither mounted nor reported failing.
 */
export function pending(rows: Row[]) {
  const failed = (window as unknown as { __sfWatch?: { failed: string[] } }).__sfWatch?.failed ?? [];
  // As the watch script and the Playwright probe describe an element: tag, then #id, else up to two classes.
  const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${!el.id && el.classList.length ? '.' + [...el.classList].slice(0, 2).join('.') : ''}`;
  const out: string[] = [];
  const selector = ['[data-widget]', ...rows.map((r) => r.legacy).filter(Boolean)].join(',');
  for (const el of document.querySelectorAll(selector)) {
    if (el.closest('[data-storefront=off]')) continue;
    const names = new Set((el.getAttribute('data-widget') ?? '').split(/\s+/));
    const ready = new Set((el.getAttribute('data-ready') ?? '').split(/\s+/));
    const r = el.getBoundingClientRect();
    const near = (r.width > 0 || r.height > 0) && r.top < innerHeight + 256 && r.bottom > -256 && r.left < innerWidth + 256 && r.right > -256;
    for (const row of rows) {
      if (!names.has(row.name) && !(row.legacy && el.matches(row.legacy))) continue;
      const asked = (el as HTMLElement).dataset.load ?? '';
      const moment = ['load', 'idle', 'visible', 'interaction'].includes(asked) ? asked : row.moment;
      const unasked = moment === 'load' || moment === 'idle' || (moment === 'visible' && near);
      const spot = `${row.name} on ${describe(el)}`;
      if (unasked && !ready.has(row.name) && !failed.includes(spot)) out.push(spot);
    }
  }
  return out;
}
