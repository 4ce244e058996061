import { describe, expect, it } from 'vitest';
import { pageNonce, SCRIPT_TIMEOUT } from '../../src/api/scripts';

// The loader itself is tested in Chromium (test/browser/scripts.spec.ts): happy-dom does not load scripts.
describe('scripts', () => {
  it('waits 5000 ms for a script', () => expect(SCRIPT_TIMEOUT).toBe(5000));

  it('uses the configured nonce, else the one the page scripts carry', () => {
    document.body.innerHTML = '<script type="application/json" nonce="from-page">{}</script>';
    expect(pageNonce('configured')).toBe('configured');
    expect(pageNonce('')).toBe('from-page');
    document.body.innerHTML = '';
    expect(pageNonce('')).toBe('');
  });
});
