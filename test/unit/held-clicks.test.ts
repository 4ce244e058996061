/** Clicks on a mounting widget are held and replayed once it is mounted (src/core/held-clicks.ts). */
import { afterEach, describe, expect, it } from 'vitest';
import { holdClicks } from '../../src/core/held-clicks';

const page = () => {
  document.body.innerHTML = '<div id="w"><a id="link" href="#next"><span id="inner">Go</span></a><button id="other">x</button><input type="checkbox" id="box"><p id="text">text</p></div>';
  const seen: string[] = [];
  // What the page (and the widget, once mounted) sees: bubbling clicks on the document.
  const listener = (e: MouseEvent) => seen.push(`${(e.target as Element).id}${e.defaultPrevented ? ' prevented' : ''}`);
  document.addEventListener('click', listener);
  return { w: document.getElementById('w')!, seen, off: () => document.removeEventListener('click', listener) };
};

const click = (el: Element, init: MouseEventInit = {}) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1, ...init }));

afterEach(() => (document.body.innerHTML = ''));

describe('holdClicks', () => {
  it('holds a plain click (default stopped, not passed on), then dispatches it again on its target', () => {
    const { w, seen, off } = page();
    const release = holdClicks(w);
    const allowed = click(document.getElementById('inner')!);
    expect(allowed).toBe(false); // default action (the link) stopped while the widget loads
    expect(seen).toEqual([]); // nobody saw it yet
    release();
    expect(seen).toEqual(['inner']); // replayed, on the same element, not prevented
    off();
  });

  it('a page-wide marker (<body>, the forced-region notice) holds nothing: links act at once', () => {
    const { seen, off } = page();
    const release = holdClicks(document.body);
    expect(click(document.getElementById('inner')!)).toBe(true);
    expect(seen).toEqual(['inner']);
    release();
    expect(seen).toEqual(['inner']); // nothing replayed
    off();
  });

  it('a double click while loading is one click', () => {
    const { w, seen, off } = page();
    const release = holdClicks(w);
    click(document.getElementById('link')!);
    click(document.getElementById('link')!, { detail: 2 });
    release();
    expect(seen).toEqual(['link']);
    off();
  });

  it.each([{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])('a click with %j is left alone (a new tab or window)', (init) => {
    const { w, seen, off } = page();
    const release = holdClicks(w);
    expect(click(document.getElementById('link')!, init)).toBe(true);
    expect(seen).toEqual(['link']);
    release();
    expect(seen).toEqual(['link']); // nothing replayed
    off();
  });

  it.each(['box', 'text'])('a click on #%s (a checkbox, plain text: nothing that acts) keeps its instant behaviour', (id) => {
    const { w, seen, off } = page();
    const release = holdClicks(w);
    expect(click(document.getElementById(id)!)).toBe(true);
    expect(seen).toEqual([id]);
    release();
    expect(seen).toEqual([id]);
    off();
  });

  it('nothing held: release dispatches nothing; release twice is harmless', () => {
    const { w, seen, off } = page();
    const release = holdClicks(w);
    release();
    release();
    click(document.getElementById('link')!);
    expect(seen).toEqual(['link']); // no longer held after release
    off();
  });

  it('the clicked element was replaced by the mount: a key press goes to the focused element, else the widget', () => {
    const { w, seen, off } = page();
    const release = holdClicks(w);
    click(document.getElementById('link')!, { detail: 0 }); // Enter on the link
    document.getElementById('link')!.remove();
    document.getElementById('other')!.focus();
    release();
    expect(seen).toEqual(['other']);
    off();

    const second = page();
    const again = holdClicks(second.w);
    click(document.getElementById('link')!, { detail: 0 });
    document.getElementById('link')!.remove();
    (document.activeElement as HTMLElement | null)?.blur(); // nothing focused in the widget: the widget itself
    again();
    expect(second.seen).toEqual(['w']);
    second.off();
  });

  it("own: a click on the widget's own element (the date field) is held and replayed on it; a field inside is not", () => {
    document.body.innerHTML = '<form id="f"><input id="date" type="text"><input id="other" type="text"></form>';
    const seen: string[] = [];
    const listener = (e: MouseEvent) => seen.push(`${(e.target as Element).id}${e.defaultPrevented ? ' prevented' : ''}`);
    document.addEventListener('click', listener);
    const date = document.getElementById('date')!;
    const release = holdClicks(date, true);
    expect(click(date)).toBe(false); // held
    expect(seen).toEqual([]);
    release();
    expect(seen).toEqual(['date']); // replayed on the field, not prevented

    const onForm = holdClicks(document.getElementById('f')!, true);
    expect(click(document.getElementById('other')!)).toBe(true); // a text field inside the element: its instant behaviour
    expect(seen).toEqual(['date', 'other']);
    onForm();
    expect(seen).toEqual(['date', 'other']); // nothing replayed
    document.removeEventListener('click', listener);
  });

  it("without own, a click on a text field that is the widget's element is left alone", () => {
    document.body.innerHTML = '<input id="date" type="text">';
    const date = document.getElementById('date')!;
    const seen: string[] = [];
    date.addEventListener('click', () => seen.push('date'));
    const release = holdClicks(date);
    expect(click(date)).toBe(true);
    release();
    expect(seen).toEqual(['date']); // once, at once; nothing replayed
  });

  it('a widget removed from the page meanwhile: nothing replayed', () => {
    const { w, seen, off } = page();
    const release = holdClicks(w);
    click(document.getElementById('link')!);
    w.remove();
    release();
    expect(seen).toEqual([]);
    off();
  });
});
