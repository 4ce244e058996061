/** The old way's before-paint hiding of closed bars and strips (docs/widgets/promo-bars.md; widgets/promo-bars/early.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { hideClosedEarly } from '../../widgets/promo-bars/early';

const page = () => {
  document.body.innerHTML = `<div class="bars_top"><div class="bars__item" id="bar1"></div><div class="bars__item" id="bar2"></div><div class="bars__item"></div></div>
<div id="content"></div><div id="rabateCode"></div><div id="freeShipping"></div>
<div id="m1" data-widget="rebate-code"></div><div id="m2" data-widget="rebate-code" data-cookie="freeeshipping_clicked"></div><div id="m3" data-cookie="rabateCode_clicked"></div>`;
};
const hidden = (id: string) => (document.getElementById(id) as HTMLElement).style.display === 'none';

afterEach(() => {
  localStorage.clear();
  // An expiry in the past: happy-dom may keep a max-age=0 cookie until the clock moves on (flaky).
  for (const name of ['rabateCode_clicked', 'freeeshipping_clicked', 'xfreeeshipping_clicked', 'other']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('hideClosedEarly', () => {
  it.each([
    ['["bar2"]', false, ['bar2']],
    ['["bar1","bar2"]', false, ['bar1', 'bar2']],
    ['["bar1"]', true, []], // order process: bars are left alone
    ['["content","rabateCode"]', false, []], // only .bars__item elements
    ['not json at all', false, []],
    [`[${'"x",'.repeat(30000)}"bar1"]`, false, []], // over the ceiling: garbage
  ])('closedBars %s (order process %s) hides %j', (raw, order, ids) => {
    page();
    localStorage.setItem('closedBars', raw);
    hideClosedEarly(document, { orderProcess: order }, false);
    for (const id of ['bar1', 'bar2', 'content', 'rabateCode', 'freeShipping']) expect(hidden(id), id).toBe(ids.includes(id));
    if (ids.length) expect(document.getElementById(ids[0]!)!.hasAttribute('data-sf-closed')).toBe(true);
  });

  it.each([
    ['rabateCode_clicked=true', ['rabateCode', 'm1']],
    ['freeeshipping_clicked=1', ['freeShipping', 'm2']],
    ['xfreeeshipping_clicked=1', []], // whole names only
  ])('cookie %s hides %j, also in the order process', (cookie, ids) => {
    page();
    document.cookie = `${cookie}; path=/`;
    hideClosedEarly(document, { orderProcess: true }, false);
    for (const id of ['rabateCode', 'freeShipping', 'm1', 'm2', 'm3']) expect(hidden(id), id).toBe(ids.includes(id));
  });

  it.each([
    ['rabateCode_clicked=true', ['--freeShipping']],
    ['freeeshipping_clicked=1', ['--rabateCode']],
    ['other=1', ['--freeShipping', '--rabateCode']],
  ])('cookie %s leaves the <html> strip classes %j (a hidden strip is not "visible")', (cookie, left) => {
    page();
    document.documentElement.className = '--freeShipping --rabateCode';
    document.cookie = `${cookie}; path=/`;
    hideClosedEarly(document, { orderProcess: false }, false);
    expect([...document.documentElement.classList].sort()).toEqual(left);
    document.documentElement.className = '';
  });

  it('throwing storage hides nothing and does not throw', () => {
    page();
    const orig = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new Error('blocked');
    };
    try {
      expect(() => hideClosedEarly(document, { orderProcess: false }, false)).not.toThrow();
    } finally {
      Storage.prototype.getItem = orig;
    }
    expect(hidden('bar1')).toBe(false);
  });

  it('before the first frame (document timeline at 0): the space goes at once, nothing marked late', () => {
    page();
    localStorage.setItem('closedBars', '["bar1"]');
    hideClosedEarly(document, { orderProcess: false }, false);
    const bar = document.getElementById('bar1')!;
    expect([bar.style.display, bar.style.visibility, bar.dataset.sfClosed]).toEqual(['none', '', '']);
  });

  // After the first frame the painted bars keep their space, blank, for promo-bars/late.ts to give back.
  // Rows: what was closed, the element(s) hidden (the strip cookies also hide the data-widget strips m1, m2 of
  // page()), the first one's mark.
  it.each([
    ['closedBars ["bar2"]', ['bar2'], 'late ', (): void => localStorage.setItem('closedBars', '["bar2"]')],
    ['rabateCode_clicked', ['rabateCode', 'm1'], 'late --rabateCode', (): void => void (document.cookie = 'rabateCode_clicked=1; path=/')],
    ['freeeshipping_clicked', ['freeShipping', 'm2'], 'late --freeShipping', (): void => void (document.cookie = 'freeeshipping_clicked=1; path=/')],
  ] as const)('after the first frame, %s: %j keep their space (visibility hidden) and the <html> classes, marked %j', (_name, ids, mark, set) => {
    page();
    document.documentElement.className = '--freeShipping --rabateCode';
    set();
    hideClosedEarly(document, { orderProcess: false }, true);
    const el = document.getElementById(ids[0])!;
    expect([el.style.visibility, el.style.display, el.hidden, el.dataset.sfClosed]).toEqual(['hidden', '', false, mark]);
    expect([...document.documentElement.classList].sort()).toEqual(['--freeShipping', '--rabateCode']);
    expect([...document.querySelectorAll('[data-sf-closed]')].map((e) => e.id)).toEqual(ids);
    document.documentElement.className = '';
  });
});
