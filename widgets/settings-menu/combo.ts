/**
 * One native <select> shown as an APG select-only combobox. The select stays in the form (hidden from
 * assistive technology, out of the Tab order) and holds the value, so the form submits exactly what the
 * server expects; choosing an option sets it and fires `change`.
 */
import { comboKey, typeAhead, typesAhead } from './rules';

let uid = 0;

/**
 * The combobox around the select: a box (named by the select's label, else its aria-label; the select's
 * exact size, so that nothing around it moves) and its listbox, hidden; the select stays inside, out of
 * the Tab order and hidden from assistive technology. `undo` puts the select back as it was.
 */
function mount(select: HTMLSelectElement, id: string, label: HTMLElement | null, labelHadId: boolean) {
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
  list.addEventListener('click', (e) => {
    const li = (e.target as Element).closest('[role="option"]');
    const i = li ? [...list.children].indexOf(li) : -1;
    if (i >= 0 && li?.getAttribute('aria-disabled') !== 'true') pick(i);
  }, { signal });
}

export function comboFor(select: HTMLSelectElement, signal: AbortSignal): () => void {
  const id = `sf-combo-${++uid}`;
  const label = select.id ? document.querySelector<HTMLLabelElement>(`label[for="${CSS.escape(select.id)}"]`) : select.closest('label');
  const labelHadId = !!label?.id;
  if (label) label.id ||= `${id}-label`;
  const { wrap, box, list, hadFocus, undo } = mount(select, id, label, labelHadId);

  const options = () => [...select.options];
  let active = Math.max(0, select.selectedIndex);
  let built = false;
  let typed = '';
  let typedTimer: ReturnType<typeof setTimeout> | undefined;

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
    const o = options()[index];
    if (!o || o.disabled) return;
    active = index;
    if (select.selectedIndex !== index) {
      select.selectedIndex = index;
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    render();
  };

  box.addEventListener('click', () => setOpen(!!list.hidden, Math.max(0, select.selectedIndex)), { signal });
  box.addEventListener('keydown', (e) => {
    const open = !list.hidden;
    const action = comboKey(e.key, e.altKey, open, active, select.options.length);
    if (action.type === 'none') {
      if (!typesAhead(e.key, e.ctrlKey || e.metaKey || e.altKey)) return;
      typed += e.key;
      clearTimeout(typedTimer);
      typedTimer = setTimeout(() => (typed = ''), 500);
      const at = typeAhead(options().map((o) => o.text), typed, active);
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
    } else setOpen(false);
  }, { signal });
  box.addEventListener('blur', (e) => {
    if (!list.contains(e.relatedTarget as Node)) setOpen(false);
  }, { signal });
  onOptionClick(list, signal, (i) => {
    setOpen(false, i);
    choose(i);
    box.focus();
  });
  document.addEventListener('pointerdown', (e) => !list.hidden && !wrap.contains(e.target as Node) && setOpen(false), { signal });
  label?.addEventListener('click', (e) => {
    e.preventDefault();
    box.focus();
  }, { signal });
  select.addEventListener('change', () => render(), { signal });
  select.form?.addEventListener('reset', () => setTimeout(render), { signal });
  render();
  // Loaded by the first focus (Tab) on this select: the combobox takes the focus over.
  if (hadFocus) box.focus();

  return () => {
    clearTimeout(typedTimer);
    undo();
  };
}
