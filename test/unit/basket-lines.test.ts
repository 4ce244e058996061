/** The basket page's lines (widgets/form/cop/basket-lines.ts) in a DOM: what is sent, and when nothing is. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as FormTexts from '../../widgets/form/texts/index';

const textsFail = vi.hoisted(() => ({ on: false }));
vi.mock('../../widgets/form/texts/index', async (original) => {
  const real = await original<typeof FormTexts>();
  return { texts: (config: Parameters<typeof real.texts>[0]) => (textsFail.on ? Promise.reject(new Error('chunk failed')) : real.texts(config)) };
});
import { enhanceBasketLines } from '../../widgets/form/cop/basket-lines';
import { defaultConfig } from '../../src/core/config';

const LINE = (n: number, count: number) =>
  `<div class="basket__block --product"><a href="#remove" class="basket__remove" data-href="/basketchange.php?type=delete&amp;product=${n}">Usuń z koszyka</a>
  <div class="buy"><select class="buy__number"><option value="1">1</option><option value="2">2</option><option value="3">3</option><option data-more="true">więcej</option></select>
  <div class="buy__more"><input class="quantity__input" type="number" name="set_quantity[${n}]" value="${count}" data-prev="${count}" data-unit_sellby="1" data-amount="-1"></div></div></div>`;

async function page() {
  document.body.innerHTML = `<section id="Basket"><form class="basket__form" action="/basketchange.php?type=multiproduct" method="post">${LINE(1, 1)}${LINE(2, 2)}</form></section>`;
  const form = document.querySelector('form')!;
  const sent: string[] = [];
  // What would be sent: the set_quantity fields when the submit goes through (happy-dom navigates nowhere).
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    sent.push(JSON.stringify(Object.fromEntries(new FormData(form))));
  });
  await enhanceBasketLines(document, defaultConfig());
  return { form, sent, select: (n: number) => form.querySelectorAll('select')[n - 1]! };
}

afterEach(() => {
  textsFail.on = false;
  vi.restoreAllMocks();
});

describe("the basket's lines", () => {
  it("the select sends its number in the line's field; stopped by a listener before it, the controls work again", async () => {
    const { form, sent, select } = await page();
    expect(select(1).getAttribute('aria-label')).toBe('Ilość produktów');
    select(1).value = '3';
    select(1).dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).toEqual(['{"set_quantity[1]":"3","set_quantity[2]":"2"}']);
    // The page's own listener stopped it (no navigation): not busy, and the next change is sent.
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(document.getElementById('Basket')!.classList.contains('--loading')).toBe(false);
    select(2).value = '1';
    select(2).dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).toHaveLength(2);
  });

  it('without its texts (a chunk that failed) the controls still send, unnamed, and it is said once', async () => {
    textsFail.on = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sent, select } = await page();
    expect(select(1).hasAttribute('aria-label')).toBe(false);
    select(1).value = '2';
    select(1).dispatchEvent(new Event('change', { bubbles: true }));
    expect(sent).toEqual(['{"set_quantity[1]":"2","set_quantity[2]":"2"}']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain("the basket's texts could not load");
  });

  it('a remove link without an address sends its line at 0; with a foreign one too, never following it', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: 'http://localhost:3000/basketedit.php' } as Location);
    const { form, sent } = await page();
    const links = form.querySelectorAll<HTMLAnchorElement>('a.basket__remove');
    links[0]!.setAttribute('data-href', 'https://evil.example/x');
    links[0]!.click();
    expect(assign).not.toHaveBeenCalled();
    expect(sent).toEqual(['{"set_quantity[1]":"0","set_quantity[2]":"2"}']);
    links[1]!.setAttribute('data-href', 'javascript:alert(1)');
    links[1]!.click();
    expect(assign).not.toHaveBeenCalled();
    expect(sent).toHaveLength(2);
  });
});
