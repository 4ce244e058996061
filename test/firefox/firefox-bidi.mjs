#!/usr/bin/env node
// Debian's Firefox ESR for Playwright's stock-Firefox channel (`moz-firefox`). Playwright starts this file
// as the browser: it starts Firefox with the same arguments and puts a WebDriver BiDi proxy in front of
// Firefox's socket. Playwright sends commands for every browser, context and page that an ESR may not know
// yet (STUBBED below, with what each one's absence means); the proxy answers those (and only those, only
// when Firefox says "unknown command") with an empty success, so a newer ESR that knows a command runs it.
// It also opens each new page as a tab of the first window instead of a window of its own (`toFirefox`):
// a new window builds and paints the whole browser window in Firefox's parent process, which was most of
// the run's CPU.
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';

const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
/**
 * The commands the proxy may answer, each with what its absence means in a run (docs/testing.md "Browsers";
 * the tests that need what is missing are listed in test/firefox/gaps.ts). Firefox ESR 153 does not know
 * the emulation ones marked "140 and 153"; ESR 140 knows none of these. Any other command Firefox refuses
 * stays an error, so a test that needs it fails with Firefox's own message.
 */
export const STUBBED = new Map([
  // Sent for every new context or page with its options (colour scheme, reduced motion, forced colours).
  ['emulation.setMediaFeaturesOverride', 'ESR 140 and 153: colour scheme and reduced motion are not emulated (matchMedia answers for the real browser)'],
  ['emulation.setForcedColorsModeThemeOverride', 'ESR 140 and 153: forced colours are not emulated'],
  // Sent only when a test asks for them.
  ['emulation.setScriptingEnabled', 'ESR 140 and 153: JavaScript-off emulation does nothing (scripts run)'],
  ['emulation.setTouchOverride', 'ESR 140 and 153: touch emulation does nothing (no TouchEvent, no coarse pointer)'],
  ['emulation.setScrollbarTypeOverride', 'ESR 140 and 153: the scrollbar stays the desktop one'],
  ['emulation.setNetworkConditions', 'ESR 140 and 153: offline emulation does nothing'],
  ['emulation.setUserAgentOverride', "ESR 140 and 153: the user agent string stays Firefox's own"],
  ['emulation.setViewportOverride', 'ESR 140 and 153: nothing more than browsingContext.setViewport, which both know'],
  // Sent once per browser: Playwright keeps each response's body in Firefox to answer response.body().
  [
    'network.addDataCollector',
    "ESR 140: no response body is kept, and ESR 140 does not know network.getData either: response.body(), text() and json() of a page's response fail with that error; route.fetch() is Playwright's own request and keeps working",
  ],
  // Sent for every new context: where downloads go.
  [
    'browser.setDownloadBehavior',
    'ESR 140: a click that starts a download never ends (Playwright waits for a navigation that does not come) and no download event arrives: tests of downloads cannot run there',
  ],
  // Sent for every new context and every viewport change, beside browsingContext.setViewport (which ESR 140 knows).
  [
    'emulation.setScreenOrientationOverride',
    "ESR 140: screen.orientation stays the headless screen's landscape-primary, which is also what Playwright asks for in a context that is not isMobile (Firefox has no isMobile); media queries follow the viewport",
  ],
  ['emulation.setScreenSettingsOverride', "ESR 140: screen.width and screen.height stay the headless screen's 1366 x 768 instead of the viewport's size"],
  // Sent for every new context: Playwright's default locale is en-US, which is Firefox's own in a fresh profile.
  ['emulation.setLocaleOverride', "ESR 140: navigator.language and Intl keep the browser's locale (en-US, the same as Playwright's default)"],
]);
const LISTENING = /WebDriver BiDi listening on (ws:\/\/\S+)/;

/** An "unknown command" error to a stubbed command becomes a success; every other message passes as it is. */
export function rewrite(text, pending) {
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return text;
  }
  if (typeof message?.id !== 'number') return text;
  const method = pending.get(message.id);
  pending.delete(message.id);
  if (message.type !== 'error' || message.error !== 'unknown command') return text;
  if (!STUBBED.has(method)) {
    if (process.env.BIDI_PROXY_DEBUG) process.stderr.write(`bidi-proxy: ${method} unknown to Firefox, not stubbed: the error stands\n`);
    return text;
  }
  if (process.env.BIDI_PROXY_DEBUG) process.stderr.write(`bidi-proxy: ${method} answered with an empty success (${STUBBED.get(method)})\n`);
  return JSON.stringify({ type: 'success', id: message.id, result: {} });
}

/**
 * A command on its way to Firefox: `browsingContext.create` of a window becomes a tab (of the same user
 * context, so the page's cookies and storage are its own as before). Playwright asks for a window for every
 * new page, and Firefox builds a whole browser window for each in its parent process: foundation.spec and
 * chrome-bars.spec (46 tests, two workers) took 66 core-seconds and 38.6 s as windows, 52 and 32.4 s as tabs
 * (1 Dec 2026, two runs each). The new tab is in the foreground, as the window was. Anything else passes as
 * it is.
 */
export function toFirefox(text) {
  if (!text.includes('"browsingContext.create"')) return text;
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return text;
  }
  if (message?.method !== 'browsingContext.create' || message.params?.type !== 'window') return text;
  return JSON.stringify({ ...message, params: { ...message.params, type: 'tab' } });
}

function bridge(client, upstreamUrl) {
  const upstream = new WebSocket(upstreamUrl, { perMessageDeflate: false });
  const pending = new Map();
  const queue = [];
  upstream.on('open', () => queue.splice(0).forEach((m) => upstream.send(m)));
  client.on('message', (data) => {
    const text = toFirefox(data.toString());
    try {
      const { id, method } = JSON.parse(text);
      if (typeof id === 'number') pending.set(id, method);
    } catch {
      // not JSON: Firefox answers it
    }
    if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
    else queue.push(text);
  });
  upstream.on('message', (data) => client.readyState === WebSocket.OPEN && client.send(rewrite(data.toString(), pending)));
  upstream.on('close', () => client.close());
  upstream.on('error', () => client.close());
  client.on('close', () => upstream.close());
}

function proxy(target) {
  const origin = new URL(target).origin;
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  server.on('connection', (client, request) => bridge(client, origin + request.url));
  return new Promise((resolve) => server.on('listening', () => resolve(server)));
}

function main() {
  const firefox = spawn(FIREFOX, process.argv.slice(2), { stdio: ['inherit', 'inherit', 'pipe'] });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => firefox.kill(signal));
  firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  createInterface({ input: firefox.stderr }).on('line', async (line) => {
    const found = LISTENING.exec(line);
    if (!found) return void process.stderr.write(line + '\n');
    const server = await proxy(found[1]);
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${server.address().port}\n`);
  });
}

// Started as the browser: run; imported (the unit test of `rewrite`): nothing starts.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) main();
