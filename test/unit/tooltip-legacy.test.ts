/**
 * Legacy help icons (`.help_icon` with its text in `title`) get the tooltip widget without a template
 * change: the text is read from `title`, the title is moved away while mounted (no second, native
 * tooltip) and put back when the widget goes; an empty title mounts nothing and says so.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { markers } from '../../markers';
import tooltip, { tooltipText } from '../../widgets/tooltip/index';
import { widgetContext } from '../mount';

afterEach(() => vi.restoreAllMocks());

const ctxFor = (html: string, props: Record<string, unknown> = {}) => widgetContext(html, { name: 'tooltip', page: { type: 'basketedit', orderProcess: false }, props });

describe('legacy help icon', () => {
  test('the marker table answers .help_icon with the tooltip widget', () => {
    expect(markers.find((m) => m.name === 'tooltip')?.legacy).toBe('.help_icon');
  });

  test.each([
    [{}, '<span class="help_icon" title="  Raty od 300 zł  ">?</span>', 'Raty od 300 zł'],
    [{ tooltip: 'Z atrybutu data' }, '<span class="help_icon" title="Z tytułu">?</span>', 'Z atrybutu data'],
    [{ tooltip: '  ' }, '<span class="help_icon" title="Z tytułu">?</span>', 'Z tytułu'],
    [{}, '<span class="help_icon" title="">?</span>', ''],
    [{}, '<span class="help_icon">?</span>', ''],
    // The platform's tips: a title holding the theme's markup as text, a content element right after the tip.
    [{}, '<div class="show_tip" title="<p>Stosujemy <b>system</b>.</p><p>Dbamy</p>">x</div>', 'Stosujemy system. Dbamy'],
    [{}, '<div class="show_tip" title="a < b, c > d">x</div>', 'a < b, c > d'],
    [{}, '<small class="basket__tip" title="Z tytułu">?</small><div class="tooltipContent"><div>Od <strong>3 szt.</strong> cena <strong>9,00 zł</strong></div></div>', 'Od 3 szt. cena 9,00 zł'],
    [{}, '<small class="basket__tip">?</small><div class="other">Nie ta treść</div>', ''],
    [{}, '<small class="basket__tip">?</small><div class="tooltipContent">  </div>', ''],
  ])('text of %j on %s: %j', (props, html, expected) => {
    expect(tooltipText(ctxFor(html, props).ctx)).toBe(expected);
  });

  test('mounted: title moved away, the text describes the icon; unmounted: all as it was', async () => {
    const { ctx, element, stop } = ctxFor('<span class="help_icon" tabindex="0" title="Płatności obsługuje operator." aria-describedby="x1">?</span>');
    const cleanup = await tooltip.mount(ctx);
    expect(element.hasAttribute('title')).toBe(false);
    expect(element.dataset.sfTitle).toBe('Płatności obsługuje operator.');
    const ids = element.getAttribute('aria-describedby')!.split(' ');
    expect(ids[0]).toBe('x1');
    expect(document.getElementById(ids[1]!)?.textContent).toBe('Płatności obsługuje operator.');
    stop();
    cleanup?.();
    expect(element.getAttribute('title')).toBe('Płatności obsługuje operator.');
    expect(element.hasAttribute('data-sf-title')).toBe(false);
    expect(element.getAttribute('aria-describedby')).toBe('x1');
    expect(element.innerHTML).toBe('?'); // the hidden description and the island's host are gone too
  });

  test('an empty title: nothing mounts, a console message names the element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { ctx, element } = ctxFor('<span class="help_icon" id="empty_help" title=" ">?</span>');
    expect(await tooltip.mount(ctx)).toBeUndefined();
    expect(element.outerHTML).toBe('<span class="help_icon" id="empty_help" title=" ">?</span>');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/tooltip on <span#empty_help\.help_icon> has no text/));
  });
});
