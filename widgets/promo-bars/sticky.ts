/**
 * A sticky bar on larger views (docs/widgets/promo-bars.md: view 2 and up): while the bar's own place is
 * scrolled out of the viewport it is fixed at the top, and a spacer of its height holds the place, so nothing
 * moves. One IntersectionObserver per bar, disconnected with `signal`.
 */
import type { ViewLevel } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { CSS } from './style';

export function sticky(bar: HTMLElement, view: () => ViewLevel, signal: AbortSignal): () => void {
  if (!('IntersectionObserver' in window)) return () => {};
  adoptCss('promo-bars', CSS);
  const spacer = document.createElement('div');
  spacer.className = 'sf-bar-spacer';
  spacer.setAttribute('aria-hidden', 'true');
  const unstick = () => {
    if (!bar.classList.contains('--sf-stuck')) return;
    bar.classList.remove('--sf-stuck');
    spacer.remove();
    io.observe(bar);
  };
  const stick = () => {
    if (bar.hidden || view() < 2 || bar.classList.contains('--sf-stuck')) return;
    spacer.style.height = `${bar.offsetHeight}px`;
    bar.before(spacer);
    bar.classList.add('--sf-stuck');
    io.unobserve(bar);
    io.observe(spacer);
  };
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      const above = !e.isIntersecting && e.boundingClientRect.bottom <= 0;
      if (e.target === bar && above) stick();
      else if (e.target === spacer && (e.isIntersecting || e.boundingClientRect.bottom > 0)) unstick();
    }
  });
  io.observe(bar);
  const off = () => {
    io.disconnect();
    bar.classList.remove('--sf-stuck');
    spacer.remove();
  };
  signal.addEventListener('abort', off, { once: true });
  // A closed bar leaves its place too.
  bar.addEventListener('storefront:bar-closed', () => spacer.remove(), { signal });
  return off;
}
