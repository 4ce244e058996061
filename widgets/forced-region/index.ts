/**
 * forced-region (docs/widgets/forced-region.md): the notice shown when the delivery
 * country/region or postcode has been set temporarily. It reads the cookies `setRegionForced` and
 * `setZipcodeForced` (cookies.ts) and opens a modal on the shared dialog when either has showModal true:
 * the chosen country/region and/or postcode, the currency of the prices shown, what delivery times and
 * costs are given for (notice.ts), and two buttons:
 *  - "Continue": showModal false in both cookies, dialog closed. Escape, the × button and a click
 *    outside count as Continue (the shopper has seen it), so it does not come back on the next page.
 *  - "Restore default …": the unset mutation(s) of the variant (restore.ts); on "success" the cookie(s)
 *    are deleted and the page reloads. Any other status, an HTTP error, no answer within 8 s: the dialog
 *    stays open, says what happened (role=alert), and the button works again; Continue always works.
 * Never on place-order, prepaid, order1, order2 (the marker's gate); the chunk is downloaded only
 * when a cookie asks (gate.ts). One notice per page, whatever the number of markers.
 * Markup: legacy — none needed (the marker is `body`, on every page); data-widget="forced-region" on any
 * element (hidden is fine). No options. Vanilla: no React.
 */
import type { Widget, WidgetContext } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { openDialog } from '../../src/ui/dialog';
import { continueCookies, deleteCookie, onRestore, readForced, variantOf, wantsNotice, type Variant } from './cookies';
import { restoreLabel, statements } from './notice';
import { outcomeOf, unsetCall } from './restore';
import { CSS } from './style';
import { texts } from './texts';

export const RESTORE_TIMEOUT = 8000; // ms: then the shopper is told there was no answer

let open = false; // one notice per page
export const resetForcedRegion = () => (open = false);

export interface NoticeDeps {
  reload(): void;
  setCookie(line: string): void;
}
const browser: NoticeDeps = { reload: () => location.reload(), setCookie: (line) => (document.cookie = line) };

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, cls: string, text = '') => {
  const node = document.createElement(tag);
  node.className = cls;
  if (text) node.textContent = text;
  return node;
};

export async function showNotice(ctx: WidgetContext, deps: NoticeDeps = browser): Promise<void> {
  const state = readForced(document.cookie);
  const variant = variantOf(state);
  if (open || !wantsNotice(state) || !variant) return;
  open = true;
  const t = await texts(ctx.config);
  if (ctx.signal.aborted) return void (open = false);
  adoptCss('forced-region', CSS);

  const box = el('div', 'sf-forced');
  const facts = el('ul', 'sf-forced__facts');
  for (const line of statements(variant, state, ctx.config.currency)) facts.append(el('li', '', t(line.code, line.params)));
  const alert = el('p', 'sf-forced__alert');
  alert.setAttribute('role', 'alert');
  const buttons = el('div', 'sf-forced__buttons');
  const cont = el('button', 'sf-forced__continue', t('region_continue'));
  const label = restoreLabel(variant, state);
  const restoreText = label.known ? t(label.code, label.params) : t(label.code, { default: '' }).replace(/[\s:]+$/, '');
  const restore = el('button', 'sf-forced__restore', restoreText);
  cont.type = restore.type = 'button';
  buttons.append(cont, restore);
  box.append(facts, alert, buttons);

  let settled = false; // Continue or Restore decided the cookies: closing writes nothing more
  const d = openDialog({
    title: t('region_title'),
    content: box,
    initialFocus: cont,
    closeLabel: t('ui_close'),
    className: 'sf-forced-dialog',
    signal: ctx.signal,
    onClose: (reason) => {
      open = false;
      if (!settled && reason !== 'abort') continueCookies(state).forEach(deps.setCookie);
    },
  });
  cont.addEventListener(
    'click',
    () => {
      settled = true;
      continueCookies(state).forEach(deps.setCookie);
      d.close();
    },
    { signal: ctx.signal },
  );
  // Back from the back/forward cache: the notice and the page follow what the session did meanwhile.
  addEventListener(
    'pageshow',
    (e) => {
      const next = e.persisted ? onRestore(state, readForced(document.cookie)) : 'keep';
      if (next === 'reload') return deps.reload();
      if (next === 'close' && d.open) {
        settled = true;
        d.close();
      }
    },
    { signal: ctx.signal },
  );
  const ui = { restore, alert, label: restoreText, busy: t('region_restoring'), running: false };
  restore.addEventListener('click', () => void runRestore(ctx, variant, ui, t, deps), { signal: ctx.signal });
}

interface RestoreUi {
  restore: HTMLButtonElement;
  alert: HTMLElement;
  label: string;
  busy: string;
  running: boolean; // a request is under way: further clicks do nothing
}

async function runRestore(ctx: WidgetContext, variant: Variant, ui: RestoreUi, t: (code: string, p?: Record<string, string>) => string, deps: NoticeDeps) {
  if (ui.running) return;
  ui.running = true;
  ui.alert.textContent = '';
  ui.restore.setAttribute('aria-disabled', 'true');
  ui.restore.textContent = ui.busy;
  const call = unsetCall(variant);
  let outcome;
  try {
    const { gqlRequest } = await import('../../src/api/graphql');
    const data = await gqlRequest<Record<string, never>>(ctx.config, call.document, undefined, { hint: { mutation: call.hint }, signal: ctx.signal, timeout: RESTORE_TIMEOUT });
    outcome = outcomeOf(variant, data);
  } catch (error) {
    ctx.warn(new Error('forced-region: the restore call could not be made (GraphQL client chunk?)', { cause: error }));
    outcome = { kind: 'failed' } as const;
  }
  if (ctx.signal.aborted) return;
  if (outcome.kind === 'success') {
    call.cookies.map(deleteCookie).forEach(deps.setCookie);
    ui.restore.setAttribute('aria-busy', 'true');
    return deps.reload(); // stays busy: the page is reloading
  }
  ui.running = false;
  // Handled (the shopper is told, the dialog stays), but still a failure the shop should see.
  ctx.warn(new Error(`forced-region: ${call.hint} ${outcome.kind === 'refused' ? `answered a status other than "success"${outcome.message ? `: ${outcome.message}` : ''}` : 'got no usable answer'}`));
  ui.restore.removeAttribute('aria-disabled');
  ui.restore.textContent = ui.label;
  ui.alert.textContent = outcome.kind === 'failed' ? t('region_restore_offline') : outcome.message ? t('region_restore_refused', { message: outcome.message }) : t('region_restore_failed');
}

const widget: Widget = {
  // Ready once the notice is open (or known not to be needed); a failure (texts chunk) is a mount failure.
  mount: (ctx) => showNotice(ctx),
};
export default widget;
