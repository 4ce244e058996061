import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageNonce, settled } from '../../src/api/scripts';

// The loader itself is tested in Chromium (test/browser/scripts.spec.ts): happy-dom does not load scripts.
describe('scripts', () => {
  afterEach(() => void vi.useRealTimers());

  it('gives up on an external script that neither loads nor fails after 5 s (5,000 ms: not at 4,999), with a warning', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const s = document.createElement('script');
    s.src = '/never.js'; // not in the document: happy-dom never loads it, like a host that never answers
    let result: boolean | undefined;
    void settled(s).then((ok) => (result = ok));
    await vi.advanceTimersByTimeAsync(4999);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    vi.useRealTimers();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled()); // its wording loads with the messages chunk
    warn.mockRestore();
  });

  it('an inline classic script has run once inserted: settled at once', async () => {
    expect(await settled(document.createElement('script'))).toBe(true);
  });

  it('uses the configured nonce, else the one the page scripts carry', () => {
    document.body.innerHTML = '<script type="application/json" nonce="from-page">{}</script>';
    expect(pageNonce('configured')).toBe('configured');
    expect(pageNonce('')).toBe('from-page');
    document.body.innerHTML = '';
    expect(pageNonce('')).toBe('');
  });
});
