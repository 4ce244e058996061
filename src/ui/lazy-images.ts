/**
 * Lazy images (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker): a small source at screen
 * width <= 420 px, loading starts 100 px before the image scrolls in. Markup: `<img data-src="big.jpg"
 * data-src-small="small.jpg" width height alt>` (the reserved width/height keep the layout still); `srcset`
 * in `data-srcset` is moved as it is.
 */
import { liveAll } from '../util/off';
import { inSlices } from '../util/slices';

export const SMALL_SCREEN = 420; // px: at or below this width the small source is used
export const AHEAD = 100; // px: loading starts this far before the image enters the viewport

/** The source to load for this screen width (the small one when given and the screen is small). */
export function pickSource(screenWidth: number, src: string | null | undefined, small?: string | null): string | null {
  if (small && screenWidth <= SMALL_SCREEN) return small;
  return src || small || null;
}

function load(img: HTMLImageElement, screenWidth: number) {
  const src = pickSource(screenWidth, img.dataset.src, img.dataset.srcSmall);
  if (img.dataset.srcset) img.srcset = img.dataset.srcset;
  if (src) img.src = src;
  img.removeAttribute('data-src');
  img.classList.add('--loaded');
}

/** Images per task: thousands in view at once (a page of empty lazy images) are started in slices. */
export const LOAD_SLICE = 100;

function loadInSlices(imgs: HTMLImageElement[], signal: AbortSignal) {
  // The width read once per slice, before its writes: read per image, after the previous one's class
  // changed, it forced a style and layout pass each time.
  void inSlices(
    imgs,
    LOAD_SLICE,
    (slice) => {
      const width = window.innerWidth;
      for (const img of slice) load(img, width);
    },
    () => signal.aborted,
  );
}

/** Watches `img[data-src]` under `root`; stops with `signal`. Without IntersectionObserver loads them all. */
export function lazyImages(root: ParentNode, signal: AbortSignal): void {
  // Not in customer-written content: a sanitizer that strips `src` keeps `data-src` (a remote image).
  const imgs = liveAll<HTMLImageElement>(root, 'img[data-src]');
  if (!imgs.length || signal.aborted) return;
  if (!('IntersectionObserver' in window)) return loadInSlices(imgs, signal);
  const io = new IntersectionObserver(
    (entries) => {
      const due = entries.filter((e) => e.isIntersecting).map((e) => e.target as HTMLImageElement);
      due.forEach((img) => io.unobserve(img));
      loadInSlices(due, signal);
    },
    { rootMargin: `${AHEAD}px 0px` },
  );
  imgs.forEach((img) => io.observe(img));
  signal.addEventListener('abort', () => io.disconnect(), { once: true });
}
