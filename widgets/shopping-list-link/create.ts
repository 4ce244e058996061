/**
 * The shopping-list link's work on a click (docs/widgets/shopping-list-link.md): create the default list once
 * per page, then follow the link; on failure tell the shopper and follow it 1.5 s later. Loaded on the first
 * click (./index.ts keeps only the listeners), with the GraphQL client, texts and toast it needs.
 */
import type { Config } from '../../src/types';
import { remember } from './stamp';

export const DEFAULT_LIST_NAME = 'Lista zakupowa'; // docs/widgets/shopping-list-link.md: byte-exact, whatever the page language
export const CREATE_LIST = 'mutation ($name: String!) { shoppingListCreate(ShoppingListSettingsInput: {name: $name}) { status id } }';
export const FAILURE_PAUSE = 1500; // ms the failure message shows before the link is followed
export const CREATE_TIMEOUT = 8000; // ms: a slow server must not hold the shopper much longer

type Answer = { shoppingListCreate?: { status?: unknown; id?: unknown } | null };

/** One creation per page, shared by every link; resolves true when the server created the list. */
let creating: Promise<boolean> | undefined;
export function ensureDefaultList(config: Config): Promise<boolean> {
  creating ??= import('../../src/api/graphql')
    .then(({ gqlRequest }) => gqlRequest<Answer>(config, CREATE_LIST, { name: DEFAULT_LIST_NAME }, { hint: { query: 'createShoppingList' }, timeout: CREATE_TIMEOUT }))
    .then((data) => {
      const r = data ? data.shoppingListCreate : null;
      return !!r && (r.status === 'success' || (typeof r.id === 'number' && r.id > 0 && r.status !== 'error'));
    })
    .catch(() => false)
    .then((ok) => {
      if (ok) remember();
      else creating = undefined; // a later click may try again
      return ok;
    });
  return creating;
}

/** Test hook: forget the page's creation. */
export const resetShoppingList = () => {
  creating = undefined;
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
  if (loaded) loaded[1].toast('error', text, { closeLabel: loaded[0]('ui_close') });
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

/** The click's flow after the shell prevented the default: create, then navigate (or fail, then navigate). */
export async function createThenFollow(link: HTMLAnchorElement, config: Config, signal: AbortSignal, navigate: (url: string) => void): Promise<boolean> {
  // The message's texts and toast start loading with the request: if the network fails the list
  // call, they have usually arrived already; if they cannot load, the Polish default is shown.
  const message = failureMessage(config);
  const ok = await ensureDefaultList(config);
  if (signal.aborted) return ok;
  if (ok) {
    link.classList.remove('--empty');
    navigate(link.href);
    return ok;
  }
  showFailure(await message);
  if (signal.aborted) return ok;
  // Tied to the widget: an unmounted link (partial navigation, removed) navigates nowhere.
  const timer = setTimeout(() => navigate(link.href), FAILURE_PAUSE);
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return ok;
}
