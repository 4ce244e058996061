/**
 * Trusted Types: the one `storefront` policy (src/util/trusted-types.ts), its callers
 * (the only places where text becomes HTML, script or a script URL), and the build step that takes
 * Leaflet's HTML sinks out (scripts/leaflet-trusted-types.ts).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LEAFLET_PATCHES, patchLeaflet } from '../../scripts/leaflet-trusted-types';
import { said } from '../said';

type Rules = { createHTML(s: string): string; createScript(s: string): string; createScriptURL(s: string): string };

/** A stand-in for the browser's factory: records policies, wraps values so a test can tell them apart. */
function fakeFactory(refuse = false) {
  const created: string[] = [];
  const factory = {
    createPolicy(name: string, rules: Rules) {
      if (refuse) throw new TypeError(`Policy "${name}" disallowed`);
      created.push(name);
      return {
        createHTML: (s: string) => ({ html: rules.createHTML(s) }),
        createScript: (s: string) => ({ script: rules.createScript(s) }),
        createScriptURL: (s: string) => ({ url: rules.createScriptURL(s) }),
      };
    },
  };
  return { factory, created };
}

async function fresh() {
  vi.resetModules();
  return import('../../src/util/trusted-types');
}

afterEach(() => {
  delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
  vi.restoreAllMocks();
});

describe('the storefront policy', () => {
  test("is created once, named storefront, and wraps the shop's HTML, scripts and http(s) script URLs", async () => {
    const { factory, created } = fakeFactory();
    (globalThis as { trustedTypes?: unknown }).trustedTypes = factory;
    const tt = await fresh();
    expect(tt.trustedHtml('<b>snippet</b>')).toEqual({ html: '<b>snippet</b>' });
    expect(tt.trustedScript('window.x = 1')).toEqual({ script: 'window.x = 1' });
    expect(tt.trustedScriptUrl('/fixtures/js/snippet-ext.js')).toEqual({ url: `${location.origin}/fixtures/js/snippet-ext.js` });
    expect(tt.trustedScriptUrl('https://cdn.example.com/a.js')).toEqual({ url: 'https://cdn.example.com/a.js' });
    expect(created).toEqual(['storefront']);
    expect(tt.POLICY_NAME).toBe('storefront');
  });
  test.each(['javascript:alert(1)', 'data:text/javascript,alert(1)', 'blob:https://x/1', ' javascript:alert(1)', 'http://[bad'])(
    'script URL %j is refused (null), with or without Trusted Types',
    async (url) => {
      (globalThis as { trustedTypes?: unknown }).trustedTypes = fakeFactory().factory;
      expect((await fresh()).trustedScriptUrl(url)).toBeNull();
      delete (globalThis as { trustedTypes?: unknown }).trustedTypes;
      expect((await fresh()).trustedScriptUrl(url)).toBeNull();
    },
  );
  test('without Trusted Types the strings pass through as they are', async () => {
    const tt = await fresh();
    expect([tt.trustedHtml('<i>a</i>'), tt.trustedScript('b()'), tt.trustedScriptUrl('/c.js')]).toEqual(['<i>a</i>', 'b()', `${location.origin}/c.js`]);
  });
  test('a page that does not allow the policy: one console warning naming it, and the strings go on (the sink then refuses)', async () => {
    (globalThis as { trustedTypes?: unknown }).trustedTypes = fakeFactory(true).factory;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tt = await fresh();
    expect(tt.trustedHtml('<b>x</b>')).toBe('<b>x</b>');
    expect(tt.trustedScript('y()')).toBe('y()');
    await said();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"storefront"');
  });
});

/** Every .ts/.tsx file under a folder. */
function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the policy is the only way into a sink', () => {
  const sources = [...files('src'), ...files('widgets'), ...files('markers')].map((path) => ({ path, text: readFileSync(path, 'utf8') }));
  test('only the policy module touches window.trustedTypes', () => {
    expect(sources.filter((s) => /trustedTypes/.test(s.text)).map((s) => s.path)).toEqual(['src/util/trusted-types.ts']);
  });
  test("the policy's callers: snippets/top layers/tracking/loadScript, partial navigation, the speculation rules of prefetch, the map worker", () => {
    const callers = sources
      .filter((s) => /util\/trusted-types'/.test(s.text))
      .map((s) => s.path)
      .sort();
    expect(callers).toEqual(['src/api/load-script.ts', 'src/api/navigate.ts', 'src/api/prefetch.ts', 'src/api/scripts.ts', 'widgets/map/clusterer.ts']);
  });
  test('no other HTML sink in the source: innerHTML / outerHTML / insertAdjacentHTML / document.write / srcdoc only in scripts.ts, through the policy', () => {
    const sinks = sources.flatMap((s) =>
      s.text
        .split('\n')
        .map((line, i) => ({ line: line.trim(), at: `${s.path}:${i + 1}` }))
        .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//') && /\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML\(|document\.write|srcdoc|dangerouslySetInnerHTML/.test(line)),
    );
    expect(sinks.map((s) => s.at.replace(/:\d+$/, ''))).toEqual(['src/api/scripts.ts']);
    expect(sinks[0]?.line).toContain('trustedHtml(');
  });
});

describe('Leaflet under Trusted Types (build step)', () => {
  const source = readFileSync('node_modules/leaflet/dist/leaflet-src.js', 'utf8');
  test('every patch finds its pattern once in the Leaflet we ship, and no probe or map-reached innerHTML is left', () => {
    const out = patchLeaflet(source);
    for (const [from, to] of LEAFLET_PATCHES) {
      expect(out).not.toContain(from);
      expect(out).toContain(to);
    }
    expect(out).not.toContain("innerHTML = '<svg/>'");
  });
  test('a Leaflet without one of the patterns fails the build', () => {
    expect(() => patchLeaflet(source.replace("div.innerHTML = '<svg/>';", ''))).toThrow(/expected .*<svg\/>.* once/);
  });
});
