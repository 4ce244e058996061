/**
 * shopping-list-link (spec 2.6, 3.7, 7.11, 9.5; CONTRACT 4): a shopping-list link shown while the
 * shopper has no list yet. A click first creates the default list 'Lista zakupowa' (shoppingListCreate,
 * POST {graphql}?query=createShoppingList), then follows the link.
 * On failure the shopper is told (an error toast) and, 1.5 s later so the message can be read, the link
 * is followed anyway: the shopping-list page still works and offers to create a list by hand.
 * Double clicks create one list: every link on the page shares one request, and once a list exists
 * the links behave as plain links. Ctrl/Cmd/middle clicks open the new tab as usual and create the
 * list alongside. Before this widget mounts, a click is a plain link (as without JavaScript).
 * Markup: legacy `.slt_link.--empty`, `.slm_lists__nav_link.--empty`, or data-widget="shopping-list-link"
 * on an `<a href>`. No options. Default load moment: idle. Vanilla: no React.
 * Before a click the widget is only its listeners: the GraphQL client, the texts and the toast load on
 * the click that needs them (issue 7: a page downloads at load only what it shows).
 */
import type { Config, Widget } from '../../src/types';
import { describe } from '../../src/boot/report';

export const DEFAULT_LIST_NAME = 'Lista zakupowa'; // spec 7.11, 9.5: byte-exact, whatever the page language
export const CREATE_LIST = 'mutation ($name: String!) { shoppingListCreate(ShoppingListSettingsInput: {name: $name}) { status id } }';
export const FAILURE_PAUSE = 1500; // ms the failure message shows before the link is followed
export const CREATE_TIMEOUT = 8000; // ms: a slow server must not hold the shopper much longer

type Answer = { shoppingListCreate?: { status?: unknown; id?: unknown } | null };

/** One creation per page, shared by every link; resolves true when the server created the list. */
let creating: Promise<boolean> | undefined;
let created = false;
export function ensureDefaultList(config: Config): Promise<boolean> {
  creating ??= import('../../src/api/graphql')
    .then(({ gqlRequest }) => gqlRequest<Answer>(config, CREATE_LIST, { name: DEFAULT_LIST_NAME }, { hint: { query: 'createShoppingList' }, timeout: CREATE_TIMEOUT }))
    .then((data) => {
      const r = data ? data.shoppingListCreate : null;
      return !!r && (r.status === 'success' || (typeof r.id === 'number' && r.id > 0 && r.status !== 'error'));
    })
    .catch(() => false)
    .then((ok) => {
      if (!ok) creating = undefined; // a later click may try again
      created = ok;
      return ok;
    });
  return creating;
}

/** Test hook: forget the page's creation. */
export const resetShoppingList = () => {
  creating = undefined;
  created = false;
};

/** The failure message's parts, loaded on the click; a chunk that fails to load gives the Polish default. */
function failureMessage(config: Config) {
  return Promise.all([import('../../src/texts').then((m) => m.getTranslator(config)), import('../../src/ui/toast')]).catch((error: unknown) => {
    console.warn('[storefront] shopping-list-link: texts or toast could not be loaded; showing the default message', error);
    return null;
  });
}

function showFailure(loaded: Awaited<ReturnType<typeof failureMessage>>) {
  const text = loaded ? loaded[0]('list_create_failed') : 'Nie udało się utworzyć listy zakupowej.';
  const closeLabel = loaded ? loaded[0]('ui_close') : 'Zamknij';
  if (loaded) loaded[1].toast('error', text, { closeLabel });
  else alertFallback(text);
}

/** Without the toast chunk the shopper is still told, in the page's own live region or the console. */
function alertFallback(text: string) {
  const live = document.createElement('div');
  live.setAttribute('role', 'alert');
  live.style.cssText = 'position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap';
  live.textContent = text;
  document.body.append(live);
  setTimeout(() => live.remove(), 5000);
}

const widget: Widget = {
  mount({ element, config, signal }) {
    if (!(element instanceof HTMLAnchorElement) || !element.href) {
      throw new Error(`shopping-list-link: ${describe(element)} must be a link <a href="...">.`);
    }
    const link = element;
    const navigate = (url: string) => location.assign(url);
    let busy = false;
    const onClick = async (e: MouseEvent) => {
      if (e.defaultPrevented || created) return; // once the list exists, a plain link
      const plain = e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && (!link.target || link.target === '_self');
      if (!plain) return void ensureDefaultList(config); // the new tab opens; the list is created alongside
      e.preventDefault();
      if (busy) return; // double click: one request, one navigation
      busy = true;
      link.setAttribute('aria-busy', 'true');
      // The message's texts and toast start loading with the request: if the network fails the list
      // call, they have usually arrived already; if they cannot load, the Polish default is shown.
      const message = failureMessage(config);
      const ok = await ensureDefaultList(config);
      if (signal.aborted) return;
      if (ok) {
        link.classList.remove('--empty');
        return navigate(link.href);
      }
      showFailure(await message);
      if (signal.aborted) return;
      // Tied to the widget: an unmounted link (partial navigation, removed) navigates nowhere.
      const timer = setTimeout(() => navigate(link.href), FAILURE_PAUSE);
      signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
    };
    link.addEventListener('click', (e) => void onClick(e), { signal });
    link.addEventListener('auxclick', (e) => e.button === 1 && void ensureDefaultList(config), { signal });
    return () => link.removeAttribute('aria-busy');
  },
};
export default widget;
