/** Logout (docs/widgets/logout.md): the session's expchck* and search_* entries go, the navigation is never stopped. */
import { describe, expect, test, vi } from 'vitest';
import type { Widget } from '../../src/types';
import logout, { clearSessionChecks } from '../../widgets/logout/index';
import { mountWidget } from '../mount';

const mount = (widget: Widget, html: string) => mountWidget(widget, html, { name: 'logout' });

const click = (el: Element) => {
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  el.dispatchEvent(e);
  return e;
};

describe('logout', () => {
  const seed = () => {
    sessionStorage.setItem('expchck', '1');
    sessionStorage.setItem('expchck_basket', '2');
    sessionStorage.setItem('expchckX', '3');
    sessionStorage.setItem('search_kurtka', '{}');
    sessionStorage.setItem('search_v2_kurtka', '{"products":[]}');
    sessionStorage.setItem('xsearch_', 'keep');
    sessionStorage.setItem('xexpchck', 'keep');
  };
  const rest = () => Object.keys(sessionStorage).sort();

  test('a click removes every expchck* and search_* entry (the search cache may hold customer prices) and does not stop the navigation', async () => {
    seed();
    const { element } = await mount(logout, '<a class="logout" href="/login.php?operation=logout">Wyloguj</a>');
    const e = click(element);
    expect(e.defaultPrevented).toBe(false);
    expect(rest()).toEqual(['xexpchck', 'xsearch_']);
  });

  test('a middle click (new tab) clears too', async () => {
    seed();
    const { element } = await mount(logout, '<a data-widget="logout" href="/login.php?operation=logout">Wyloguj</a>');
    element.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(rest()).toEqual(['xexpchck', 'xsearch_']);
  });

  test('a logout form clears on submit', async () => {
    seed();
    const { element } = await mount(logout, '<form data-widget="logout" action="/login.php"><button>Wyloguj</button></form>');
    element.dispatchEvent(new Event('submit', { cancelable: true }));
    expect(rest()).toEqual(['xexpchck', 'xsearch_']);
  });

  test('blocked storage is survived', () => {
    const spy = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(clearSessionChecks()).toBe(0);
    spy.mockRestore(); // before the shared clean-up reads sessionStorage
  });

  test('after unmount nothing is cleared', async () => {
    seed();
    const { element, stop } = await mount(logout, '<a class="logout" href="/login.php?operation=logout">Wyloguj</a>');
    stop();
    click(element);
    expect(rest()).toHaveLength(7);
  });
});
