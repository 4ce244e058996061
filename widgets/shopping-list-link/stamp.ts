/**
 * The shopping-list link's memory across the tab's pages (docs/widgets/shopping-list-link.md): the server
 * draws "no list yet" (`--empty`) into each page, so a page drawn before a link on another page created the
 * list (a page kept whole for Back, an older page) would offer to create a second one. When a link creates
 * the list, the time goes to sessionStorage; a page drawn before that time takes its links as plain links.
 */
/**
 * sessionStorage: when a link of this tab's session last created the default list (ms since the epoch;
 * ./create.ts).
 */
export const LIST_CREATED_KEY = 'storefront:list-created';

/**
 * Whether the list was created after this page was drawn (`drawnAt`, ms since the epoch), and no later than
 * `now`: then the server's "no list yet" on this page is out of date (a page kept whole for Back, or one
 * opened before a link on another page created the list). On a page drawn after it the server's word wins
 * (the list may have been deleted since). A stamp that is not a number, or one from the future, says nothing.
 */
export function listCreatedSince(stamp: string | null, drawnAt: number, now: number): boolean {
  const at = stamp === null ? NaN : Number(stamp);
  return at > drawnAt && at <= now;
}

/** Whether a link of the tab created the list after this page was drawn; storage that throws says no. */
export function createdSinceDrawn(): boolean {
  try {
    return listCreatedSince(sessionStorage.getItem(LIST_CREATED_KEY), performance.timeOrigin, Date.now());
  } catch {
    return false; // storage blocked: nothing learnt, the server's word stands
  }
}

/** For this tab's other pages, and this one when it comes back (./index.ts listCreatedSince). */
export function remember() {
  try {
    sessionStorage.setItem(LIST_CREATED_KEY, String(Date.now()));
  } catch {
    // storage full or blocked: another page may offer to create the list again (the server decides)
  }
}
