/**
 * shopping-list-link (docs/widgets/shopping-list-link.md): a shopping-list link shown while the
 * shopper has no list yet. A click first creates the default list 'Lista zakupowa' (shoppingListCreate,
 * POST {graphql}?query=createShoppingList), then follows the link.
 * On failure the shopper is told (an error toast) and, 1.5 s later so the message can be read, the link
 * is followed anyway: the shopping-list page still works and offers to create a list by hand.
 * Double clicks create one list: every link on the page shares one request, and once a list exists
 * the links behave as plain links. Ctrl/Cmd/middle clicks open the new tab as usual and create the
 * list alongside. Before this widget mounts, a click is a plain link (as without JavaScript).
 * Markup: legacy `.slt_link.--empty`, `.slm_lists__nav_link.--empty`, or data-widget="shopping-list-link"
 * on an `<a href>`. No options; load moment: its row in markers/index.ts. No React.
 * Before a click the widget is only these listeners: ./create.ts (the request, texts, toast) loads on the
 * click that needs it (a page downloads at load only what it shows).
 */
import type { Widget } from '../../src/types';
import { describe } from '../../src/util/report';
import { createdSinceDrawn } from './stamp';

/** Once the list exists (any link of the page created it), the links are plain links. */
let created = false;
const work = () => import('./create');

/** Whether the list exists: this page created it, or a page of the tab did since this one was drawn. */
function listExists(): boolean {
  if (createdSinceDrawn()) created = true;
  return created;
}

/** Test hook: the page has no list again. */
export const resetShell = () => {
  created = false;
};

const widget: Widget = {
  mount({ element, config, signal, warn }) {
    if (!(element instanceof HTMLAnchorElement) || !element.href) {
      throw new Error(`shopping-list-link: ${describe(element)} must be a link <a href="...">.`);
    }
    const link = element;
    const navigate = (url: string) => location.assign(url);
    let busy = false;
    // The list created alongside a new tab: a chunk that does not load or a call that throws is this
    // widget's warning, never unhandled.
    const alongside = () =>
      void work()
        .then((m) => m.ensureDefaultList(config))
        .catch(warn);
    const onClick = async (e: MouseEvent) => {
      if (e.defaultPrevented) return;
      if (listExists()) return link.classList.remove('--empty');
      const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && (!link.target || link.target === '_self');
      if (!plain) return alongside(); // the new tab opens; the list is created alongside
      e.preventDefault();
      if (busy) return; // double click: one request, one navigation
      busy = true;
      link.setAttribute('aria-busy', 'true');
      try {
        created = await (await work()).createThenFollow(link, config, signal, navigate);
      } catch (error) {
        // Its chunk could not load: the shopper still gets the page the link leads to.
        warn(error);
        navigate(link.href);
      }
    };
    link.addEventListener('click', (e) => void onClick(e), { signal });
    link.addEventListener('auxclick', (e) => e.button === 1 && !listExists() && alongside(), { signal });
    // Back to a page kept whole: the links tell the truth again when the list was created meanwhile.
    addEventListener('pageshow', (e) => e.persisted && listExists() && link.classList.remove('--empty'), { signal });
    return () => link.removeAttribute('aria-busy');
  },
};
export default widget;
