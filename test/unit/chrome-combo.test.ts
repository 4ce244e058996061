/** Select-only combobox keys and type-ahead (WAI-ARIA APG), as tables worked out by hand; the combobox's choice and type-ahead memory. */
import { describe, expect, it, vi } from 'vitest';
import { comboKey, typeAhead } from '../../widgets/settings-menu/rules';
import { selectOption, typeBuffer } from '../../widgets/settings-menu/combo';

describe('comboKey', () => {
  it.each([
    // key, alt, open, index, count -> action
    ['ArrowDown', false, false, 2, 5, { type: 'open', index: 2 }],
    ['ArrowUp', false, false, 2, 5, { type: 'open', index: 2 }],
    ['Enter', false, false, 0, 5, { type: 'open', index: 0 }],
    [' ', false, false, 0, 5, { type: 'open', index: 0 }],
    ['Home', false, false, 3, 5, { type: 'open', index: 0 }],
    ['End', false, false, 0, 5, { type: 'open', index: 4 }],
    ['Escape', false, false, 0, 5, { type: 'none' }],
    ['ArrowDown', false, true, 2, 5, { type: 'move', index: 3 }],
    ['ArrowDown', false, true, 4, 5, { type: 'move', index: 4 }], // no wrap
    ['ArrowUp', false, true, 0, 5, { type: 'move', index: 0 }],
    ['ArrowUp', true, true, 3, 5, { type: 'select', index: 3, close: true }],
    ['PageDown', false, true, 1, 30, { type: 'move', index: 11 }],
    ['PageUp', false, true, 5, 30, { type: 'move', index: 0 }],
    ['Enter', false, true, 3, 5, { type: 'select', index: 3, close: true }],
    [' ', false, true, 1, 5, { type: 'select', index: 1, close: true }],
    ['Tab', false, true, 1, 5, { type: 'select', index: 1, close: true }],
    ['Escape', false, true, 1, 5, { type: 'close' }],
    ['ArrowDown', false, false, 0, 0, { type: 'none' }], // empty select
    ['ArrowDown', false, true, 9, 5, { type: 'move', index: 4 }], // index out of range clamped
  ] as const)('%j alt=%s open=%s at %i of %i', (key, alt, open, i, n, action) => {
    expect(comboKey(key, alt, open, i, n)).toEqual(action);
  });
});

describe('typeAhead', () => {
  const labels = ['Najpopularniejsze', 'Cena rosnąco', 'Cena malejąco', 'Nazwa', 'Łatwość'];
  it.each([
    ['c', 0, 1],
    ['ce', 0, 1],
    ['cena m', 0, 2],
    ['c', 1, 2],
    ['c', 2, 1],
    ['cc', 1, 2],
    ['n', 0, 3],
    ['n', 3, 0],
    // A longer query keeps the current option while it still matches (APG); Ł is its own letter, not L + accent.
    ['na', 3, 3],
    ['na', 1, 3],
    ['naj', 3, 0],
    ['naz', 0, 3],
    ['l', 0, -1],
    ['Ł', 0, 4],
    ['ł', 2, 4],
    ['cena ro', 2, 1],
    ['x', 0, -1],
    ['', 0, -1],
  ])('%j from %i -> %i', (q, from, to) => expect(typeAhead(labels, q, from)).toBe(to));
  it('no options', () => expect(typeAhead([], 'a', 0)).toBe(-1));
});

describe('typeBuffer', () => {
  it('keys less than 500 ms apart make one string; a pause of 500 ms starts a new one', () => {
    vi.useFakeTimers();
    const typed = typeBuffer();
    expect(typed.add('a')).toBe('a');
    vi.advanceTimersByTime(499);
    expect(typed.add('b')).toBe('ab');
    vi.advanceTimersByTime(499);
    expect(typed.add('c')).toBe('abc');
    vi.advanceTimersByTime(500);
    expect(typed.add('d')).toBe('d');
    vi.useRealTimers();
  });

  it('stop() ends the pending reset', () => {
    vi.useFakeTimers();
    const typed = typeBuffer(100);
    expect(typed.add('x')).toBe('x');
    typed.stop();
    vi.advanceTimersByTime(1000);
    expect(typed.add('y')).toBe('xy');
    vi.useRealTimers();
  });
});

describe('selectOption', () => {
  const setup = () => {
    const form = document.createElement('form');
    form.innerHTML = '<select><option>a</option><option disabled>b</option><option>c</option></select>';
    const select = form.querySelector('select')!;
    const events: string[] = [];
    for (const type of ['input', 'change']) form.addEventListener(type, (e) => events.push(`${e.type}:${e.target === select}`));
    return { select, events };
  };

  it('a new enabled option becomes the value, with input then change bubbling from the select', () => {
    const { select, events } = setup();
    expect(selectOption(select, 2)).toBe(true);
    expect(select.selectedIndex).toBe(2);
    expect(events).toEqual(['input:true', 'change:true']);
  });

  it('the option already chosen: true, no event', () => {
    const { select, events } = setup();
    expect(selectOption(select, 0)).toBe(true);
    expect(events).toEqual([]);
  });

  it.each([1, 3, -1])('option %i (disabled or missing): false, the value stays, no event', (index) => {
    const { select, events } = setup();
    expect(selectOption(select, index)).toBe(false);
    expect(select.selectedIndex).toBe(0);
    expect(events).toEqual([]);
  });
});

describe('a form without a submit button (the platform list paging) is sent on a pick from the open list', () => {
  function paging(withButton = false) {
    document.body.innerHTML = `<form action="/settings.php"><select id="s" name="sort_order" aria-label="Sortowanie"><option value="a" selected>Alfa</option><option value="b">Beta</option><option value="c">Gamma</option></select>${withButton ? '<button>OK</button>' : ''}</form>`;
    const form = document.querySelector('form')!;
    const sent = vi.fn((e: Event) => e.preventDefault());
    form.addEventListener('submit', sent);
    return { form, sent, select: document.querySelector('select')! };
  }
  const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

  it('type-ahead in the closed box changes the value and sends nothing; Down + Enter on another option sends it once', async () => {
    const { default: widget } = await import('../../widgets/settings-menu/index');
    const { sent, select } = paging();
    const controller = new AbortController();
    widget.mount({ element: document.querySelector('form')!, signal: controller.signal } as never);
    const box = document.querySelector('[role="combobox"]')!;
    key(box, 'g');
    expect(select.value).toBe('c');
    expect(sent).not.toHaveBeenCalled();
    key(box, 'ArrowDown'); // opens at Gamma
    key(box, 'Enter'); // picks Gamma: changed from the page's Alfa
    expect(sent).toHaveBeenCalledTimes(1);
    controller.abort();
  });

  it('picking the option the page came with sends nothing; a form with its own button is left to it', async () => {
    const { default: widget } = await import('../../widgets/settings-menu/index');
    for (const withButton of [false, true]) {
      const { sent } = paging(withButton);
      const controller = new AbortController();
      widget.mount({ element: document.querySelector('form')!, signal: controller.signal } as never);
      const box = document.querySelector('[role="combobox"]')!;
      key(box, 'ArrowDown');
      key(box, 'Enter'); // Alfa again
      expect(sent).not.toHaveBeenCalled();
      key(box, 'ArrowDown');
      key(box, 'ArrowDown');
      key(box, 'Enter'); // Beta
      expect(sent).toHaveBeenCalledTimes(withButton ? 0 : 1);
      controller.abort();
    }
  });
});
