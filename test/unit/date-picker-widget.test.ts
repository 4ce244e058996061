/**
 * The date picker's mount on the server's input (docs/widgets/date-picker.md): the opener button after the
 * input, typed text the picker cannot read refused with a message and kept, the data-time option only in
 * single mode, and a clean unmount that leaves the input as the server rendered it.
 */
import { describe, expect, test, vi } from 'vitest';
import { defaultConfig } from '../../src/core/config';
import type { Cleanup, WidgetContext } from '../../src/types';
import datePicker from '../../widgets/date-picker/index';

async function mount(html: string, props: Record<string, unknown> = {}, focused = false) {
  document.body.innerHTML = html;
  const element = document.body.querySelector<HTMLElement>('[data-widget]') as HTMLElement;
  if (focused) element.focus();
  const controller = new AbortController();
  const report = vi.fn();
  const ctx: WidgetContext = {
    name: 'date-picker',
    element,
    config: defaultConfig({ pathname: '/', search: '' }),
    page: { type: 'main', orderProcess: false },
    props,
    signal: controller.signal,
    view: () => 3,
    report,
    warn: vi.fn(),
  };
  const cleanup = (await datePicker.mount(ctx)) as Cleanup | undefined;
  return { element: element as HTMLInputElement, report, stop: () => (controller.abort(), cleanup?.()) };
}

const change = (input: HTMLInputElement, value: string) => {
  input.value = value;
  input.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('date-picker mount', () => {
  test('adds a labelled opener after the input; unmount leaves the server markup as it was', async () => {
    const html = '<p><label for="d">Data</label><input id="d" data-widget="date-picker" aria-describedby="d_hint" value="2026-05-13"><small id="d_hint">RRRR-MM-DD</small></p>';
    const { element, stop } = await mount(html);
    const button = element.nextElementSibling as HTMLButtonElement;
    expect(button.tagName).toBe('BUTTON');
    expect(button.type).toBe('button');
    expect(button.getAttribute('aria-label')).toBe('Wybierz datę z kalendarza');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(element.getAttribute('aria-describedby')).toMatch(/^d_hint sf-dp-msg-\d+$/);
    expect(element.hasAttribute('aria-invalid')).toBe(false);
    stop();
    expect(document.body.innerHTML).toBe(html);
  });

  test('unreadable, impossible and out-of-range text is refused with a message and kept as typed', async () => {
    const { element, stop } = await mount('<input id="d" data-widget="date-picker" value="13.05.2026">', { mode: 'single' });
    const message = () => document.querySelector('.sf-dp-msg')?.textContent;
    // The server's value is marked at once; its message line waits for the field's focus (a line appearing
    // under a hovering pointer would move the page).
    expect(element.getAttribute('aria-invalid')).toBe('true');
    expect(message()).toBe('');
    element.dispatchEvent(new FocusEvent('focus'));
    expect(message()).toBe('Nie rozpoznano daty „13.05.2026”. Wpisz ją jako RRRR-MM-DD.');
    change(element, '2026-02-30');
    expect(message()).toBe('Taka data nie istnieje: „2026-02-30”.');
    change(element, '2471-01-01');
    expect(message()).toBe('Data spoza zakresu 1970-01-01 – 2470-12-31: „2471-01-01”.');
    expect(element.value).toBe('2471-01-01');
    change(element, '2026-05-13');
    expect(message()).toBe('');
    expect(element.hasAttribute('aria-invalid')).toBe(false);
    stop();
    expect(element.hasAttribute('aria-invalid')).toBe(false);
    expect(element.hasAttribute('aria-describedby')).toBe(false);
  });

  test('mounted by the focus of the field: the message of an unreadable value is shown at once', async () => {
    const { element, stop } = await mount('<input id="d" data-widget="date-picker" value="13.05.2026">', { mode: 'single' }, true);
    expect(document.activeElement).toBe(element);
    expect(document.querySelector('.sf-dp-msg')?.textContent).toBe('Nie rozpoznano daty „13.05.2026”. Wpisz ją jako RRRR-MM-DD.');
    expect(element.getAttribute('aria-invalid')).toBe('true');
    stop();
  });

  test('per mode: a range value is read as ranges; data-time outside single mode is left out with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { element, stop } = await mount('<input id="d" data-widget="date-picker" value="2026-05-01/2026-05-04, 2026-05-10/2026-05-10">', { mode: 'range', time: '24' });
    expect(element.hasAttribute('aria-invalid')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    change(element, '2026-05-01 10:00');
    expect(element.getAttribute('aria-invalid')).toBe('true');
    stop();
    warn.mockRestore();
  });

  test('on anything but an input it refuses to mount, saying how to fix the markup', async () => {
    await expect(mount('<div data-widget="date-picker"></div>')).rejects.toThrow(/must be an <input>/);
  });
});
