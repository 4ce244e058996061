/**
 * rebate-code (docs/widgets/rebate-code.md): the discount-code banner `#rabateCode` (close link
 * `a.rabateCode__close`) and the free-shipping strip `#freeShipping` (close link `a.freeShipping__close`), or
 * data-widget="rebate-code" (option data-cookie: `rabateCode_clicked` or `freeeshipping_clicked`). Closing
 * sets its cookie for 1 day at path / and hides the strip (and drops the `<html>` class `--rabateCode` /
 * `--freeShipping`); while the cookie exists the strip stays hidden (from before the first paint on, with the
 * closed promo bars: dist/head.html's inline part, else widgets/promo-bars/early.ts). The close link becomes
 * a real button with the same accessible name.
 */
import type { Widget } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { liveFirst } from '../../src/util/off';
import { hasCookie, setCookie } from '../../src/ui/cookies';
import { CLOSE_CSS, closeButton, ownName, restoreControl } from '../../src/ui/close-button';
import { STRIP_COOKIE_DAYS, cookieFor } from './cookie';

const HTML_CLASS: Record<string, string> = { rabateCode_clicked: '--rabateCode', freeeshipping_clicked: '--freeShipping' };

const widget: Widget = {
  async mount(ctx) {
    const { element: strip, signal } = ctx;
    const cookie = cookieFor(strip.id, strip.dataset.cookie);
    const hide = () => {
      strip.hidden = true;
      strip.style.display = 'none';
      document.documentElement.classList.remove(HTML_CLASS[cookie] ?? '--rabateCode');
    };
    // Hidden by the entry already (a late entry keeps its space until it is out of view: promo-bars/late.ts).
    if (hasCookie(cookie)) return void (strip.hasAttribute('data-sf-closed') || hide());
    const link = strip.querySelector('.rabateCode__close, .freeShipping__close, a[href^="#close"]');
    if (!link) return;
    const t = ownName(link) ? null : await import('./texts').then((m) => m.texts(ctx.config)).catch(() => null);
    if (signal.aborted) return;
    adoptCss('close-button', CLOSE_CSS);
    const button = closeButton(link, t?.('rebate_close') || 'Zamknij baner z kodem rabatowym');
    button.addEventListener(
      'click',
      (e) => {
        e.preventDefault();
        setCookie(cookie, 'true', STRIP_COOKIE_DAYS);
        hide();
        const main = liveFirst(document, 'main, #content, [data-region="content"]');
        if (main) {
          if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
          main.focus({ preventScroll: true });
        }
      },
      { signal },
    );
    return () => restoreControl(button, link);
  },
};
export default widget;
