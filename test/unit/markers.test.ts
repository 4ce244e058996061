import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markers } from '../../markers';
import { loaders } from '../../markers/loaders';
import { isMoment } from '../../src/start/strategies';

const folders = readdirSync('widgets', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
/** Marker names served by another widget's folder (a second entry module there): name -> folder. */
const VARIANTS: Record<string, string> = { newsletter: 'form' };

describe('marker table', () => {
  it.each(folders)('widgets/%s has a row in markers/index.ts and a loader in markers/loaders.ts', (name) => {
    expect(markers.map((m) => m.name)).toContain(name);
    expect(Object.keys(loaders)).toContain(name);
  });

  it('has no loader without a row (the entry would never schedule it)', () => {
    expect(Object.keys(loaders).sort()).toEqual(markers.map((m) => m.name).sort());
  });

  it('holds no functions in the entry table: loaders live in the core chunk', () => {
    for (const row of markers) expect(Object.values(row).filter((v) => typeof v === 'function')).toEqual([]);
  });

  it.each(markers.map((m) => [m.name, m] as const))('%s: unique name, valid moment and selector, loader gives { mount }', async (name, entry) => {
    expect(markers.filter((m) => m.name === name)).toHaveLength(1);
    expect(folders).toContain(VARIANTS[name] ?? name);
    expect(isMoment(entry.moment)).toBe(true);
    if (entry.legacy) expect(() => document.querySelector(entry.legacy!)).not.toThrow();
    const mod = await loaders[name]!.load();
    expect(typeof mod.default.mount).toBe('function');
  });
});

describe('batch keys of the rows found', () => {
  it.each([
    [['mini-basket'], ['Basket']],
    [['search', 'logout'], []],
    [['mini-basket', 'mini-basket'], ['Basket']],
    [['constructor'], []], // a name that is an Object.prototype member is no built-in row
  ])('%j read %j', async (names, keys) => {
    const { batchKeys } = await import('../../src/core/core');
    expect(
      batchKeys(
        names.map((name) => ({ name, moment: 'idle' as const })),
        loaders,
      ),
    ).toEqual(keys);
  });

  it("a theme's row brings its own keys", async () => {
    const { batchKeys } = await import('../../src/core/core');
    expect(batchKeys([{ name: 'mine', moment: 'load', needs: ['Wishlist', 'Comparers'] }], loaders)).toEqual(['Wishlist', 'Comparers']);
  });
});
