/**
 * back-to-top (docs/widgets/back-to-top.md): the button shows after more than 2 viewport heights of scrolling
 * and takes the shopper (and keyboard focus) back to the top. Behaviour only: no React needed. Markup: any
 * link or button with data-widget="back-to-top" (href="#..." names the focus target).
 */
import type { Widget } from '../../src/types';

/** Visible once scrolled further than two viewport heights. */
export const shouldShow = (scrollY: number, viewportHeight: number) => scrollY > 2 * viewportHeight;

const widget: Widget = {
  mount({ element, signal }) {
    let frame = 0;
    const update = () => {
      frame = 0;
      const show = shouldShow(window.scrollY, window.innerHeight);
      element.hidden = !show;
      element.classList.toggle('--visible', show);
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
        // In this order (one selector list would take the first in the document: always <body>).
        const target = (id && document.getElementById(id)) || document.querySelector('main') || document.getElementById('content') || document.body;
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
      element.hidden = false;
      element.classList.remove('--visible');
    };
  },
};
export default widget;
