/**
 * back-to-top (docs/widgets/back-to-top.md): the button shows after more than 2 viewport heights of scrolling
 * and takes the shopper (and keyboard focus) back to the top. Behaviour only: no React. Markup: any link or
 * button with data-widget="back-to-top" (href="#..." names the focus target). On legacy pages (the marker is
 * the platform's page box `#container`) the bundle makes what the platform's legacy script appended: the
 * theme's `#backTop` (adopted if the page has one), a named button the theme's CSS places and keeps
 * display:none until it is shown inline.
 */
import type { Widget } from '../../src/types';
import { liveById, liveFirst } from '../../src/util/off';
import { adoptCss } from '../../src/ui/css';
import { texts } from './texts/index';

// The made button where the theme does not place #backTop (a theme without the platform's rule): its own corner.
const OWN = `.sf-top--own{position:fixed;right:16px;bottom:16px;z-index:999;min-width:44px;min-height:44px;border:1px solid currentColor;border-radius:6px;background:#fff;color:#1f2937;font:inherit;cursor:pointer}
.sf-top--own::before{content:"\\2191"}`;

/** Visible once scrolled further than two viewport heights. */
export const shouldShow = (scrollY: number, viewportHeight: number) => scrollY > 2 * viewportHeight;

/** The legacy button: the page's #backTop, else a new button#backTop at the end of <body> (the theme styles the id). */
async function legacyButton(config: Parameters<typeof texts>[0]): Promise<{ button: HTMLElement; made: boolean }> {
  const found = document.getElementById('backTop');
  if (found) return { button: found, made: false };
  const t = await texts(config).catch(() => null);
  const button = document.createElement('button');
  button.type = 'button';
  button.id = 'backTop';
  button.setAttribute('aria-label', t?.('top') ?? 'Do góry');
  const icon = document.createElement('i');
  icon.className = 'icon-angle-up'; // the theme's icon font draws the arrow
  icon.setAttribute('aria-hidden', 'true');
  button.append(icon);
  return { button, made: true };
}

const widget: Widget = {
  async mount({ element: marker, signal, config }) {
    const legacy = !marker.matches('a,button,[data-widget~=back-to-top]');
    const { button: element, made } = legacy ? await legacyButton(config) : { button: marker, made: false };
    if (signal.aborted) return;
    if (made) {
      document.body.append(element);
      element.hidden = true;
      if (getComputedStyle(element).position === 'static') {
        adoptCss('back-to-top-own', OWN);
        element.classList.add('sf-top--own');
      }
    }
    let frame = 0;
    const update = () => {
      frame = 0;
      const show = shouldShow(window.scrollY, window.innerHeight);
      element.hidden = !show;
      element.classList.toggle('--visible', show);
      // The platform's theme keeps #backTop display:none by an id rule: shown inline, as its legacy script did.
      if (legacy) element.style.setProperty('display', show ? 'block' : 'none');
    };
    const onScroll = () => (frame ||= requestAnimationFrame(update));
    window.addEventListener('scroll', onScroll, { passive: true, signal });
    window.addEventListener('resize', onScroll, { passive: true, signal });
    element.addEventListener(
      'click',
      (e) => {
        e.preventDefault();
        const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
        const id = element.getAttribute('href')?.slice(1);
        // In this order (one selector list would take the first in the document: always <body>); the shop's
        // elements only (a review's `<p id="top">` takes no focus).
        const target = liveById(document, id) || liveFirst(document, 'main') || liveById(document, 'content') || document.body;
        if (target instanceof HTMLElement) {
          if (!target.hasAttribute('tabindex') && !target.matches('a,button,input,select,textarea')) target.setAttribute('tabindex', '-1');
          target.focus({ preventScroll: true });
        }
      },
      { signal },
    );
    update();
    return () => {
      cancelAnimationFrame(frame);
      if (made) return element.remove();
      element.hidden = false;
      element.classList.remove('--visible');
      if (legacy) element.style.removeProperty('display');
    };
  },
};
export default widget;
