// @vitest-environment node
/** When the map has nothing to show (widgets/map/options.ts nothingToShow): the server's HTML then stays. */
import { describe, expect, it } from 'vitest';
import { nothingToShow } from '../../widgets/map/options';

const good = { id: 1, lat: 50.06, lng: 19.94, name: 'Kraków' };

describe('nothingToShow', () => {
  it.each([
    ['a string', 'see the list below'],
    ['an object without a points list', { points: 'x' }],
    ['a number', 3],
    ['nothing at all', undefined],
  ])('points that are %s: not a list, with or without a centre', (_, raw) => {
    expect(nothingToShow(raw, null)).toBe('the points are not a list');
    expect(nothingToShow(raw, [50, 19])).toBe('the points are not a list');
  });
  it('a list with no usable point and no centre: nothing; with a centre, the map of that place', () => {
    expect(nothingToShow([], null)).toBe('no usable point and no centre');
    expect(
      nothingToShow(
        [
          { lat: 'x', lng: 19 },
          { lat: 91, lng: 0 },
        ],
        null,
      ),
    ).toBe('no usable point and no centre');
    expect(nothingToShow([], [50, 19])).toBeNull();
  });
  it('one usable point is enough, in an array or in {points}', () => {
    expect(nothingToShow([{ lat: 'x' }, good], null)).toBeNull();
    expect(nothingToShow({ points: [good] }, null)).toBeNull();
  });
  it('100 000 unusable points are judged quickly', () => {
    const raw = Array.from({ length: 100_000 }, () => ({ lat: 'x'.repeat(10), lng: 200 }));
    const t = performance.now();
    expect(nothingToShow(raw, null)).toBe('no usable point and no centre');
    expect(performance.now() - t).toBeLessThan(500);
  });
});
