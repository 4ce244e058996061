/** Lazy images started in slices: thousands in view at once never make one long task. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_SLICE, lazyImages } from '../../src/ui/lazy-images';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

function watchWith(count: number) {
  let callback: Callback = () => {};
  const unobserved: Element[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback) {
        callback = cb;
      }
      observe() {}
      unobserve(el: Element) {
        unobserved.push(el);
      }
      disconnect() {}
    },
  );
  document.body.innerHTML = '<img data-src="/a.jpg" alt="">'.repeat(count);
  const imgs = [...document.querySelectorAll('img')];
  const controller = new AbortController();
  lazyImages(document, controller.signal);
  return { imgs, unobserved, controller, fire: () => callback(imgs.map((target, i) => ({ isIntersecting: i % 5 !== 4, target }))) };
}

const started = (imgs: HTMLImageElement[]) => imgs.filter((img) => img.getAttribute('src') === '/a.jpg').length;
const nextTask = () => new Promise((r) => setTimeout(r, 0));

describe('lazy images', () => {
  it(`starts ${LOAD_SLICE} images per task; only those in view, each unobserved at once`, async () => {
    // 300 images, every fifth not in view: 240 due, in slices of 100, 100, 40.
    const { imgs, unobserved, fire } = watchWith(300);
    fire();
    expect(unobserved).toHaveLength(240);
    expect(started(imgs)).toBe(100);
    await nextTask();
    expect(started(imgs)).toBe(200);
    await nextTask();
    expect(started(imgs)).toBe(240);
    expect(imgs[4]!.hasAttribute('data-src')).toBe(true); // not in view: left as it was
    expect(imgs[3]!.hasAttribute('data-src')).toBe(false);
  });

  it('stops between slices when the page part goes', async () => {
    const { imgs, controller, fire } = watchWith(300);
    fire();
    controller.abort();
    await nextTask();
    await nextTask();
    expect(started(imgs)).toBe(100);
  });
});
