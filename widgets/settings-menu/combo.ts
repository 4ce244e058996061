/**
 * One native <select> shown as an APG select-only combobox. The select stays in the form (hidden from
 * assistive technology, out of the Tab order) and holds the value, so the form submits exactly what the
 * server expects; choosing an option sets it and fires `change`.
 */
import { comboKey, typeAhead, typesAhead } from './rules';
import { liveFirst } from '../../src/util/off';

let uid = 0;

/**
 * The combobox around the select: a box (named by the select's label, else its aria-label; the select's
 * exact size, so that nothing around it moves) and its listbox, hidden; the select stays inside, out of
 * the Tab order and hidden from assistive technology. `undo` puts the select back as it was.
 */
function mount(select: HTMLSelectElement, id: string, label: HTMLElement | null, labelHadId: boolean, signal: AbortSignal) {
  const { width, height } = select.getBoundingClientRect();
  const wrap = document.createElement('span');
  wrap.className = 'sf-combo';
  const box = document.createElement('div');
  box.className = 'sf-combo__box';
  box.id = `${id}-box`;
  box.tabIndex = 0;
  box.setAttribute('role', 'combobox');
  box.setAttribute('aria-haspopup', 'listbox');
  box.setAttribute('aria-expanded', 'false');
  box.setAttribute('aria-controls', `${id}-list`);
  if (label) box.setAttribute('aria-labelledby', label.id);
  else if (select.getAttribute('aria-label')) box.setAttribute('aria-label', select.getAttribute('aria-label')!);
  if (width) box.style.width = `${width}px`;
  if (height) box.style.height = `${height}px`;
  const list = document.createElement('ul');
  list.className = 'sf-combo__list';
  list.id = `${id}-list`;
  list.setAttribute('role', 'listbox');
  list.tabIndex = -1;
  if (label) list.setAttribute('aria-labelledby', label.id);
  list.hidden = true;

  const hadFocus = document.activeElement === select;
  select.before(wrap);
  wrap.append(box, list, select);
  const prevTab = select.getAttribute('tabindex');
  select.tabIndex = -1;
  select.setAttribute('aria-hidden', 'true');
  select.classList.add('sf-combo__native');
  // The label names the box, and a click on it focuses the box (the select it points at is hidden).
  label?.addEventListener(
    'click',
    (e) => {
      e.preventDefault();
      box.focus();
    },
    { signal },
  );
  const undo = () => {
    wrap.replaceWith(select);
    select.classList.remove('sf-combo__native');
    select.removeAttribute('aria-hidden');
    if (prevTab === null) select.removeAttribute('tabindex');
    else select.setAttribute('tabindex', prevTab);
    if (label && !labelHadId) label.removeAttribute('id');
  };
  return { wrap, box, list, hadFocus, undo };
}

/** The select's label (`<label for>`, else the label around it), given an id if it has none; `hadId` says whether it had one. */
function labelOf(select: HTMLSelectElement, id: string) {
  const label = select.id ? liveFirst<HTMLLabelElement>(document, `label[for="${CSS.escape(select.id)}"]`) : select.closest('label');
  const hadId = !!label?.id;
  if (label) label.id ||= `${id}-label`;
  return { label, hadId };
}

/**
 * Type-ahead's memory: keys typed less than `ms` apart make one search string (APG select-only combobox).
 * `add` returns the string so far; `stop` ends the pending reset.
 */
export function typeBuffer(ms = 500) {
  let typed = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    add(key: string) {
      typed += key;
      clearTimeout(timer);
      timer = setTimeout(() => (typed = ''), ms);
      return typed;
    },
    stop: () => clearTimeout(timer),
  };
}

/**
 * Makes option `index` the select's value as a shopper's choice would (input, then change, when it
 * changes); false for a missing or disabled option.
 */
export function selectOption(select: HTMLSelectElement, index: number): boolean {
  const o = select.options[index];
  if (!o || o.disabled) return false;
  if (select.selectedIndex !== index) {
    select.selectedIndex = index;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  return true;
}

/** The listbox's options, one per option of the select (made when the list first opens). */
function optionItems(select: HTMLSelectElement, id: string) {
  return [...select.options].map((o, i) => {
    const li = document.createElement('li');
    li.className = 'sf-combo__opt';
    li.id = `${id}-o${i}`;
    li.setAttribute('role', 'option');
    li.textContent = o.text;
    if (o.disabled) li.setAttribute('aria-disabled', 'true');
    return li;
  });
}

/** Shows the chosen option in the box and, once the list is built (`built`), which option is chosen and which active. */
function paint(select: HTMLSelectElement, box: HTMLElement, list: HTMLElement, id: string, active: number, built: boolean) {
  box.textContent = select.selectedOptions[0]?.text ?? '';
  if (!built) return;
  list.querySelectorAll<HTMLElement>('[role="option"]').forEach((li, i) => {
    li.setAttribute('aria-selected', String(i === select.selectedIndex));
    li.classList.toggle('--active', i === active);
  });
  if (!list.hidden) {
    box.setAttribute('aria-activedescendant', `${id}-o${active}`);
    list.children[active]?.scrollIntoView?.({ block: 'nearest' });
  } else box.removeAttribute('aria-activedescendant');
}

/** A press on an option keeps the focus on the combobox; a click on an enabled one picks it. */
function onOptionClick(list: HTMLElement, signal: AbortSignal, pick: (index: number) => void) {
  list.addEventListener('pointerdown', (e) => e.preventDefault(), { signal });
  list.addEventListener(
    'click',
    (e) => {
      const li = (e.target as Element).closest('[role="option"]');
      const i = li ? [...list.children].indexOf(li) : -1;
      if (i >= 0 && li?.getAttribute('aria-disabled') !== 'true') pick(i);
    },
    { signal },
  );
}

/**
 * `onChoose` runs when the shopper picks an option from the open list (Enter, Space, Tab, Alt+Up or a click),
 * never on type-ahead in the closed box: the moment a form without a submit button is sent.
 */
export function comboFor(select: HTMLSelectElement, signal: AbortSignal, onChoose?: () => void): () => void {
  const id = `sf-combo-${++uid}`;
  const { label, hadId } = labelOf(select, id);
  const { wrap, box, list, hadFocus, undo } = mount(select, id, label, hadId, signal);

  const options = () => [...select.options];
  let active = Math.max(0, select.selectedIndex);
  let built = false;
  const typed = typeBuffer();

  const render = () => paint(select, box, list, id, active, built);
  const setOpen = (open: boolean, index = active) => {
    if (open && !built) {
      built = true;
      list.replaceChildren(...optionItems(select, id));
    }
    // Closing without choosing: the active option goes back to the chosen one.
    active = open ? index : Math.max(0, select.selectedIndex);
    list.hidden = !open;
    box.setAttribute('aria-expanded', String(open));
    render();
  };
  const choose = (index: number) => {
    if (!selectOption(select, index)) return;
    active = index;
    render();
  };

  box.addEventListener('click', () => setOpen(!!list.hidden, Math.max(0, select.selectedIndex)), { signal });
  box.addEventListener(
    'keydown',
    (e) => {
      const open = !list.hidden;
      const action = comboKey(e.key, e.altKey, open, active, select.options.length);
      if (action.type === 'none') {
        if (!typesAhead(e.key, e.ctrlKey || e.metaKey || e.altKey)) return;
        const at = typeAhead(
          options().map((o) => o.text),
          typed.add(e.key),
          active,
        );
        if (at < 0) return;
        if (open) setOpen(true, at);
        else choose(at);
        return e.preventDefault();
      }
      if (e.key !== 'Tab') e.preventDefault();
      if (action.type === 'open' || action.type === 'move') setOpen(true, action.index);
      else if (action.type === 'select') {
        choose(action.index);
        setOpen(false);
        onChoose?.();
      } else setOpen(false);
    },
    { signal },
  );
  box.addEventListener(
    'blur',
    (e) => {
      if (!list.contains(e.relatedTarget as Node)) setOpen(false);
    },
    { signal },
  );
  onOptionClick(list, signal, (i) => {
    setOpen(false, i);
    choose(i);
    box.focus();
    onChoose?.();
  });
  document.addEventListener('pointerdown', (e) => !list.hidden && !wrap.contains(e.target as Node) && setOpen(false), { signal });
  select.addEventListener('change', () => render(), { signal });
  select.form?.addEventListener('reset', () => setTimeout(render), { signal });
  render();
  // The select had the focus before the widget came (the Tab that loaded it): the combobox takes it over.
  if (hadFocus) box.focus();

  return () => {
    typed.stop();
    undo();
  };
}
