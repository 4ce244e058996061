import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markers } from '../../markers';
import { isMoment } from '../../src/boot/strategies';

const folders = readdirSync('widgets', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

describe('marker table (CONTRACT 4, STYLE: explicit marker table)', () => {
  it.each(folders)('widgets/%s has a row', (name) => {
    expect(markers.map((m) => m.name)).toContain(name);
  });

  it.each(markers.map((m) => [m.name, m] as const))('%s: unique name, valid moment and selector, loader gives { mount }', async (name, entry) => {
    expect(markers.filter((m) => m.name === name)).toHaveLength(1);
    expect(folders).toContain(name);
    expect(isMoment(entry.moment)).toBe(true);
    if (entry.legacy) expect(() => document.querySelector(entry.legacy!)).not.toThrow();
    const mod = await entry.load();
    expect(typeof mod.default.mount).toBe('function');
  });
});
