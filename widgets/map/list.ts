/**
 * The list beside the map (docs/widgets/map.md; WCAG 2.1.1): the points inside the visible area, nearest the
 * centre first, as buttons; choosing one opens its popup. It follows every move of the map, reusing its
 * buttons by point id so a focused button survives the re-render; the count is announced politely.
 */
import type { MapPoint } from './options';

export const LIST_LIMIT = 50; // more than this in view: the nearest 50 and a hint to zoom in

export interface ListView {
  root: HTMLElement;
  update(shown: MapPoint[], total: number, texts: { count: string; more: string; none: string }): void;
}

export function createList(label: string, choose: (point: MapPoint, button: HTMLButtonElement) => void): ListView {
  const root = document.createElement('section');
  root.className = 'sf-map__side';
  root.setAttribute('aria-label', label);
  const count = document.createElement('p');
  count.className = 'sf-map__count';
  count.setAttribute('role', 'status');
  const list = document.createElement('ul');
  list.className = 'sf-map__list';
  const more = document.createElement('p');
  more.className = 'sf-map__more';
  root.append(count, list, more);
  const items = new Map<string, HTMLLIElement>();

  function item(point: MapPoint): HTMLLIElement {
    let li = items.get(point.id);
    if (li) return li;
    li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'sf-map__item';
    button.append(point.name);
    if (point.address) {
      const small = document.createElement('small');
      small.textContent = point.address;
      button.append(small);
    }
    button.addEventListener('click', () => choose(point, button));
    li.append(button);
    items.set(point.id, li);
    return li;
  }

  return {
    root,
    update(shown, total, texts) {
      const next = shown.map(item);
      const keep = new Set(next);
      for (const [id, li] of items) {
        if (!keep.has(li)) {
          li.remove();
          items.delete(id);
        }
      }
      // Move only what is out of place, so the focused button is not detached and refocused.
      next.forEach((li, i) => {
        if (list.children[i] !== li) list.insertBefore(li, list.children[i] ?? null);
      });
      if (count.textContent !== (total ? texts.count : texts.none)) count.textContent = total ? texts.count : texts.none;
      more.textContent = total > shown.length ? texts.more : '';
      more.hidden = total <= shown.length;
    },
  };
}
