/** The entry's before-paint hiding of closed bars and strips (spec 4.5; widgets/promo-bars/early.ts). */
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
    hideClosedEarly(document, order);
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
    hideClosedEarly(document, true);
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
    hideClosedEarly(document, false);
    expect([...document.documentElement.classList].sort()).toEqual(left);
    document.documentElement.className = '';
  });

  it('throwing storage hides nothing and does not throw', () => {
    page();
    const orig = Storage.prototype.getItem;
    Storage.prototype.getItem = () => { throw new Error('blocked'); };
    try {
      expect(() => hideClosedEarly(document, false)).not.toThrow();
    } finally {
      Storage.prototype.getItem = orig;
    }
    expect(hidden('bar1')).toBe(false);
  });
});
