#!/usr/bin/env node
// Debian's Firefox ESR for Playwright's stock-Firefox channel (`moz-firefox`). Playwright starts this file
// as the browser: it starts Firefox with the same arguments and puts a WebDriver BiDi proxy in front of
// Firefox's socket. The ESR does not know a few emulation commands that Playwright sends for every new page;
// the proxy answers those (and only those, only when Firefox says "unknown command") with an empty success,
// so colour scheme, reduced motion, JavaScript-off and touch emulation do nothing in this browser. It also
// opens each new page as a tab of the first window instead of a window of its own (`toFirefox`): a new window
// builds and paints the whole browser window in Firefox's parent process, which was most of the run's CPU.
import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { WebSocket, WebSocketServer } from 'ws';

const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
/** Commands Firefox ESR 153 does not know; anything else it refuses stays an error. */
export const STUBBED = new Set([
  'emulation.setMediaFeaturesOverride',
  'emulation.setScriptingEnabled',
  'emulation.setTouchOverride',
  'emulation.setScrollbarTypeOverride',
  'emulation.setNetworkConditions',
  'emulation.setUserAgentOverride',
  'emulation.setViewportOverride',
  'emulation.setForcedColorsModeThemeOverride',
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
  if (message.type === 'error' && message.error === 'unknown command' && STUBBED.has(method)) {
    if (process.env.BIDI_PROXY_DEBUG) process.stderr.write(`bidi-proxy: ${method} answered with an empty success\n`);
    return JSON.stringify({ type: 'success', id: message.id, result: {} });
  }
  return text;
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
