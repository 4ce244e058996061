import { describe, expect, it } from 'vitest';
import { readPageContext } from '../../src/start/context';
import { isOrderPage } from '../../src/core/order-pages';

describe('page context', () => {
  it.each([
    ['<div id="container" class="projector_page container">', '', 'projector'],
    ['<div id="container" class="main_page">', '', 'main'],
    ['<div id="container" class="place-order_page">', '', 'place-order'],
    ['<div id="container" class="client-new_page">', '', 'client-new'],
    ['<div id="container" class="layout">', 'basketedit', 'basketedit'],
    ['<div id="other" class="order1_page">', 'order2', 'order2'],
    ['<div id="container" class="_page">', '', ''],
    ['', '', ''],
  ])('%s with data-page="%s" is %s', (markup, dataPage, type) => {
    document.body.innerHTML = markup ? `${markup}</div>` : '';
    if (dataPage) document.body.dataset.page = dataPage;
    else delete document.body.dataset.page;
    expect(readPageContext().type).toBe(type);
  });

  it.each([
    ['order_process', undefined, true],
    ['', '', true],
    ['', 'true', true],
    ['', 'false', false],
    ['', undefined, false],
  ])('order process: html class "%s", data-order-process %s -> %s', (cls, attr, expected) => {
    document.documentElement.className = cls;
    if (attr === undefined) delete document.body.dataset.orderProcess;
    else document.body.dataset.orderProcess = attr;
    expect(readPageContext().orderProcess).toBe(expected);
  });

  it.each([
    ['place-order', true],
    ['prepaid', true],
    ['order1', true],
    ['order2', true],
    ['basketedit', false],
    ['main', false],
  ])('%s is an order page: %s', (type, expected) => {
    expect(isOrderPage({ type, orderProcess: false })).toBe(expected);
  });
});
