/**
 * Promo bars: a close clicked at any moment is done. The closing code loads on the first gesture and then
 * (for a bare "×" link) waits for its texts; a click that lands on the link before the buttons exist is
 * held and done when they are ready, never lost.
 */
import { describe, expect, test, vi } from 'vitest';
import widget from '../../widgets/promo-bars/index';
import { mountWidget } from '../mount';

function mountBars(html: string) {
  localStorage.clear();
  return mountWidget(widget, html, { name: 'promo-bars' });
}

const BARS = '<div><div class="bars__item" id="bar32" data-close="true"><p>Promocja</p><a href="#closeBar" class="bars__close"><span aria-hidden="true">×</span></a></div></div>';

describe('promo bars: closing', () => {
  test('a click on the link at every step of the start-up closes the bar', async () => {
    // The click lands after 0, 1, 2 … turns of the event loop: wherever the start-up is then, it is done.
    for (let turns = 0; turns < 40; turns++) {
      const { stop } = await mountBars(BARS);
      const bar = document.getElementById('bar32')!;
      for (let i = 0; i < turns; i++) await new Promise((r) => setTimeout(r, 0));
      const control = bar.querySelector<HTMLElement>('.bars__close')!;
      control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await vi.waitFor(() => expect(bar.hidden, `clicked after ${turns} turns`).toBe(true));
      stop();
    }
  });
});
