// @vitest-environment node
/**
 * The two pieces the Firefox and WebKit runs stand on: the BiDi proxy's answer rewrite (only an "unknown
 * command" to a stubbed emulation command becomes a success) and the demo server's ?watch=1 script (first
 * in <head>, with the page's nonce; pages without the switch unchanged).
 */
import { describe, expect, it } from 'vitest';
import { STUBBED, rewrite, toFirefox } from '../firefox/firefox-bidi.mjs';
import { PAUSE_MS, pageResponse } from '../../fixtures/server/page-response.ts';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firefoxMajor, gapsFor } from '../firefox/gaps.ts';

describe('Firefox BiDi proxy rewrite', () => {
  const unknown = (id: number) => JSON.stringify({ type: 'error', id, error: 'unknown command', message: 'x' });
  it('answers an unknown stubbed command with an empty success and forgets the id', () => {
    const pending = new Map([[7, 'emulation.setMediaFeaturesOverride']]);
    expect(JSON.parse(rewrite(unknown(7), pending))).toEqual({ type: 'success', id: 7, result: {} });
    expect(pending.size).toBe(0);
  });
  it('answers each command Firefox ESR 140 lacks at launch, for a context or a viewport', () => {
    // What Playwright 1.65 sends that ESR 140 calls unknown (BIDI_PROXY_DEBUG=1, foundation.spec): without an
    // answer, launch or newContext() fails, so every test would.
    const launch = ['network.addDataCollector', 'browser.setDownloadBehavior', 'emulation.setLocaleOverride', 'emulation.setScreenOrientationOverride', 'emulation.setScreenSettingsOverride'];
    launch.forEach((method, i) => {
      const pending = new Map([[i, method]]);
      expect(JSON.parse(rewrite(unknown(i), pending)), method).toEqual({ type: 'success', id: i, result: {} });
    });
  });
  it('says for every stubbed command what its absence means, and never stubs a command whose answer Playwright reads', () => {
    for (const [method, meaning] of STUBBED) expect(meaning, method).toMatch(/^ESR 140( and 153)?: .{20,}/);
    // network.getData answers response.body(): an empty success would hand Playwright no bytes (a TypeError in the
    // test) instead of Firefox's own error; the others return ids or data Playwright goes on with.
    for (const method of ['network.getData', 'browsingContext.create', 'browser.createUserContext', 'script.callFunction', 'script.evaluate']) expect(STUBBED.has(method), method).toBe(false);
    const pending = new Map([[9, 'network.getData']]);
    expect(rewrite(unknown(9), pending)).toBe(unknown(9));
  });
  it('passes every other answer as it is', () => {
    const pending = new Map([
      [1, 'browsingContext.navigate'],
      [2, 'emulation.setMediaFeaturesOverride'],
    ]);
    expect(rewrite(unknown(1), pending)).toBe(unknown(1)); // not stubbed: Firefox's error stands
    const refused = JSON.stringify({ type: 'error', id: 2, error: 'invalid argument', message: 'x' });
    expect(rewrite(refused, pending)).toBe(refused); // stubbed, but a different error
    const event = JSON.stringify({ type: 'event', method: 'log.entryAdded', params: {} });
    expect(rewrite(event, pending)).toBe(event);
    expect(rewrite('not json', pending)).toBe('not json');
  });
});

describe('Firefox gaps by version', () => {
  it('reads the major version from the application.ini beside the binary, else from --version, else 0', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ff-'));
    writeFileSync(join(dir, 'application.ini'), '[App]\nVendor=Mozilla\nVersion=140.12.0\nBuildID=1\n[Gecko]\nMinVersion=140.12.0\n');
    writeFileSync(join(dir, 'firefox-esr'), '');
    expect(firefoxMajor(join(dir, 'firefox-esr'))).toBe(140);
    const bare = mkdtempSync(join(tmpdir(), 'ff-'));
    writeFileSync(join(bare, 'firefox'), '#!/bin/sh\necho "Mozilla Firefox 153.8.0esr"\n');
    chmodSync(join(bare, 'firefox'), 0o755);
    expect(firefoxMajor(join(bare, 'firefox'))).toBe(153);
    expect(firefoxMajor(join(bare, 'none'))).toBe(0);
  });
  it("an older ESR gets its own gaps besides every version's; a newer one, or an unknown one, only every version's", () => {
    const own = gapsFor(140).filter((gap) => gap.below !== undefined);
    expect(own.length).toBeGreaterThan(0);
    for (const gap of own) expect(gap.why, String(gap.title)).toMatch(/^ESR 140: /);
    const common = gapsFor(153);
    expect(common.every((gap) => gap.below === undefined)).toBe(true);
    expect(gapsFor(0)).toEqual(common);
    expect(gapsFor(140).length).toBe(common.length + own.length);
  });
});

describe('Firefox BiDi proxy: new pages as tabs', () => {
  const create = (params: object) => JSON.stringify({ id: 3, method: 'browsingContext.create', params });
  it('opens a window asked for as a tab of the same user context', () => {
    expect(JSON.parse(toFirefox(create({ type: 'window', userContext: 'u1' })))).toEqual({ id: 3, method: 'browsingContext.create', params: { type: 'tab', userContext: 'u1' } });
  });
  it('passes every other command as it is', () => {
    for (const text of [
      create({ type: 'tab', userContext: 'u1' }),
      JSON.stringify({ id: 4, method: 'browsingContext.navigate', params: { url: 'http://x/?q="browsingContext.create"', context: 'c' } }),
      '{"browsingContext.create" not json',
    ])
      expect(toFirefox(text)).toBe(text);
  });
});

describe('demo server ?watch=1', () => {
  const html = '<!doctype html><html lang="pl"><head><meta charset="utf-8"><script nonce="__CSP_NONCE__">window.a=1</script></head><body></body></html>';
  it('puts the watch script first in <head>, with the nonce of the page', async () => {
    const body = await pageResponse(html, new Request('http://x/p.html?watch=1&csp=strict')).text();
    const nonces = [...body.matchAll(/<script nonce="([^"]+)">/g)].map((m) => m[1]);
    expect(nonces).toHaveLength(2);
    expect(nonces[0]).toBe(nonces[1]);
    expect(nonces[0]).not.toBe('__CSP_NONCE__');
    expect(body.indexOf('__sfWatch')).toBeGreaterThan(body.indexOf('<head>'));
    expect(body.indexOf('__sfWatch')).toBeLessThan(body.indexOf('<meta charset'));
  });
  it('leaves a page without the switch unchanged but for the nonce', async () => {
    const body = await pageResponse(html, new Request('http://x/p.html')).text();
    expect(body).not.toContain('__sfWatch');
    expect(body.replace(/nonce="[^"]+"/, 'nonce="__CSP_NONCE__"')).toBe(html);
  });
});

describe('demo server ?pause=<id>', () => {
  const html = '<!doctype html><html lang="pl"><head></head><body><header id="header">h</header><div class="l" id="layout">x</div></body></html>';
  it('sends the page in two parts, cut before the element with that id, PAUSE_MS (1,200 ms) apart', async () => {
    const response = pageResponse(html, new Request('http://x/p.html?pause=layout'));
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const start = Date.now();
    const first = await reader.read();
    expect(decoder.decode(first.value)).toBe('<!doctype html><html lang="pl"><head></head><body><header id="header">h</header>');
    const second = await reader.read();
    expect(PAUSE_MS).toBe(1_200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(PAUSE_MS - 10);
    expect(decoder.decode(second.value)).toBe('<div class="l" id="layout">x</div></body></html>');
    expect((await reader.read()).done).toBe(true);
  });
  it('an id not in the page, or not a plain id, sends it whole', async () => {
    for (const id of ['nowhere', 'a"b', 'x'.repeat(65)]) {
      const response = pageResponse(html, new Request(`http://x/p.html?pause=${encodeURIComponent(id)}`));
      expect(response.headers.has('x-fixture-streamed')).toBe(false);
      expect(await response.text()).toBe(html);
    }
  });
});
