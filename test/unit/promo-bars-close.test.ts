/**
 * Promo bars: a close pressed at any moment is done. The bars' code loads on the shopper's first gesture on
 * them (or earlier where their wake asks, widgets/promo-bars/wake.ts, in the core chunk); a press that comes
 * before the buttons exist (a click with no gesture before it, or one while the code and its texts load) is
 * kept by the wake, its `#closeBar` jump stopped, and done once the widget has made its buttons.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import widget from '../../widgets/promo-bars/index';
import { takePress, wakeBars } from '../../widgets/promo-bars/wake';
import { holdClicks } from '../../src/core/held-clicks';
import { widgetContext } from '../mount';
import type { ViewLevel } from '../../src/types';

const NAMED = '<div><div class="bars__item" id="bar31" data-close="true"><p>Promocja</p><a href="#closeBar" class="bars__close" aria-label="Zamknij pasek"></a></div></div>';
const BARE = '<div><div class="bars__item" id="bar32" data-close="true"><p>Promocja</p><a href="#closeBar" class="bars__close"><span aria-hidden="true">×</span></a></div></div>';

/** The observer the wake makes for sticky bars, driven by the test. */
let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => {};
let disconnected = 0;
beforeEach(() => {
  localStorage.clear();
  disconnected = 0;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: IntersectionObserverCallback) {
        report = (entries) => cb(entries as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
      }
      observe() {}
      disconnect() {
        disconnected++;
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const press = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

/** The bars as the page has them before any code: the wake set up as the core does, `wakes` counting its wake-ups. */
function bars(html: string, view: ViewLevel = 3) {
  const { ctx, element, stop } = widgetContext(html, { name: 'promo-bars', view: () => view });
  const wakes = vi.fn();
  element.addEventListener('storefront:wake', wakes);
  const atOnce = wakeBars(element, () => view);
  return { ctx, element, stop, wakes, atOnce };
}

describe('promo bars: the wake', () => {
  test('named close links: nothing at once; a nameless one, or a bar the old way hid, wakes them now', () => {
    expect(bars(NAMED).atOnce).toBe(false);
    expect(bars(BARE).atOnce).toBe(true);
    expect(bars(NAMED.replace('aria-label="Zamknij pasek"', 'aria-label=""')).atOnce).toBe(true);
    expect(bars(NAMED.replace('class="bars__item"', 'class="bars__item" data-sf-closed=""')).atOnce).toBe(true);
  });

  test('a press before the code: its jump stopped, the bars woken, the press kept until the widget takes it', () => {
    const { element, wakes } = bars(NAMED);
    const link = element.querySelector('.bars__close')!;
    expect(press(link)).toBe(false); // default prevented: no #closeBar jump
    expect(wakes).toHaveBeenCalledTimes(1);
    expect(press(element.querySelector('p')!)).toBe(true); // a click on the bar's text is the page's
    expect(takePress(element)).toBe(link);
    // Taken: from now on presses are the widget's own.
    expect(press(link)).toBe(true);
    expect(takePress(element)).toBeUndefined();
  });

  test('a sticky bar wakes them once its place is scrolled away above the window, in views 2-4 only', () => {
    const sticky = NAMED.replace('data-close="true"', 'data-close="true" data-fixed="true"');
    const desktop = bars(sticky, 3);
    report([{ boundingClientRect: { height: 40, bottom: 30 } as DOMRectReadOnly }]); // in view
    report([{ boundingClientRect: { height: 0, bottom: 0 } as DOMRectReadOnly }]); // hidden (closed earlier)
    expect(desktop.wakes).not.toHaveBeenCalled();
    report([{ boundingClientRect: { height: 40, bottom: -5 } as DOMRectReadOnly }]);
    expect(desktop.wakes).toHaveBeenCalledTimes(1);
    const phone = bars(sticky, 1);
    report([{ boundingClientRect: { height: 40, bottom: -5 } as DOMRectReadOnly }]);
    expect(phone.wakes).not.toHaveBeenCalled();
    // Once the widget has taken over, the observer goes.
    takePress(phone.element);
    report([{ boundingClientRect: { height: 40, bottom: -5 } as DOMRectReadOnly }]);
    expect(disconnected).toBe(1);
  });
});

describe('promo bars: closing', () => {
  test('a close pressed before the widget is there closes its bar (the second of two) once the widget has mounted', async () => {
    const { ctx, element } = bars(NAMED.replace('</div></div>', '</div><div class="bars__item" id="bar34"><p>Druga</p><a href="#closeBar" class="bars__close" aria-label="Zamknij"></a></div></div>'));
    press(element.querySelector('#bar34 .bars__close')!);
    const cleanup = await widget.mount(ctx);
    expect(document.getElementById('bar34')!.hidden).toBe(true);
    expect(document.getElementById('bar31')!.hidden).toBe(false);
    expect(localStorage.getItem('closedBars')).toBe('["bar34"]');
    (cleanup as () => void)();
  });

  test('a press at every step of the start-up closes the bar: kept by the wake, or held by the core (woken at once)', async () => {
    // The press lands after 0, 1, 2 … turns of the event loop: wherever the start-up is then, it is done.
    // Named links: the press is the wake's to keep. A nameless one (the "×" only) wakes the bars at once,
    // and its press while the code and its texts load is held by the core's mount (src/core/held-clicks.ts).
    for (const html of [NAMED, BARE])
      for (let turns = 0; turns < 30; turns++) {
        const { ctx, stop, atOnce, element } = bars(html);
        const release = atOnce ? holdClicks(element) : () => {};
        const mounted = Promise.resolve(widget.mount(ctx)).finally(release);
        for (let i = 0; i < turns; i++) await new Promise((r) => setTimeout(r, 0));
        const bar = element.querySelector<HTMLElement>('.bars__item')!;
        // As a keyboard press: the control focused, then its click (the core replays a held one on the focused element).
        const control = bar.querySelector<HTMLElement>('.bars__close')!;
        control.focus();
        press(control);
        await vi.waitFor(() => expect(bar.hidden, `pressed after ${turns} turns`).toBe(true));
        ((await mounted) as () => void)();
        stop();
      }
  });

  test('the links are buttons once mounted, named, and work by keyboard (Enter on the focused button)', async () => {
    const { ctx, element } = bars(BARE.replace('</div></div>', '</div><div class="bars__item" id="bar33"><p>Druga</p><a href="#closeBar" class="bars__close" aria-label="Zamknij"></a></div></div>'));
    await widget.mount(ctx);
    const [first, second] = [...element.querySelectorAll<HTMLElement>('.bars__close')];
    expect(first).toBeInstanceOf(HTMLButtonElement);
    expect(first!.getAttribute('aria-label')).toBe('Zamknij pasek promocyjny');
    first!.focus();
    first!.click(); // what Enter on a focused button sends
    expect(document.getElementById('bar32')!.hidden).toBe(true);
    expect(document.activeElement).toBe(second); // focus moves on to the next bar's close
  });
});
