import { describe, expect, it } from 'vitest';
import { decodeInSlices } from '../../src/util/decode';

describe('decodeInSlices', () => {
  it('keeps a character split across two slices whole, pausing between slices only', async () => {
    // "łódź" is 7 bytes: ł (2) ó (2) d (1) ź (2). Slices of 3 bytes cut ł|ó after byte 3 and d|ź never.
    const bytes = new TextEncoder().encode('łódź');
    expect(bytes.length).toBe(7);
    let pauses = 0;
    const text = await decodeInSlices(bytes, async () => void pauses++, 3);
    expect(text).toBe('łódź');
    expect(pauses).toBe(2); // slices [0,3) [3,6) [6,7): two pauses between three slices
  });

  it('decodes empty input without pausing, and a payload of 100 KB of broken UTF-8 to replacement characters within a time limit', async () => {
    let pauses = 0;
    expect(await decodeInSlices(new Uint8Array(0), async () => void pauses++)).toBe('');
    expect(pauses).toBe(0);
    // 0xC5 starts a two-byte character; followed by another 0xC5 it is invalid: every byte is one U+FFFD.
    const bad = new Uint8Array(100 * 1024).fill(0xc5);
    const start = performance.now();
    const text = await decodeInSlices(bad, async () => void pauses++);
    expect(performance.now() - start).toBeLessThan(1000);
    expect(text.length).toBe(100 * 1024);
    expect(new Set(text)).toEqual(new Set(['\uFFFD']));
    expect(pauses).toBe(1); // 100 KB in 64 KB slices: two slices
  });
});
