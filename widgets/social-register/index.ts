/**
 * social-register (spec 2.11, 7.16, 8; CONTRACT 4): the social registration box. Choosing a service
 * shows only that service's login form; a service form goes by GET to /{action}?{its fields}; the
 * box's normal register submit is blocked with the alert "Log in with one of the login options listed
 * above to complete registration."
 * Markup: data-widget="social-register" on the box; service buttons `[data-service]` with
 * `aria-controls` = the id of their form; service forms `form[data-action]` (else the form's action
 * path); any other form in the box is the normal register form.
 * No options. Default load moment: idle. Vanilla: no React; nothing changes on screen at mount.
 */
import type { Widget } from '../../src/types';
import { texts } from './texts/index';
import { toast } from '../../src/ui/toast';

/** GET /{action}?{serialized fields} (spec 7.16). The action is a path on this shop, never another origin. */
export function socialUrl(action: string, fields: Iterable<[string, FormDataEntryValue]>): string {
  const path = action.replace(/^[a-z][a-z\d+.-]*:\/\/[^/]*/i, '').replace(/^\/+/, '').split('?')[0] ?? '';
  const query = new URLSearchParams();
  for (const [k, v] of fields) if (typeof v === 'string') query.append(k, v);
  return `/${path}?${query}`;
}

const widget: Widget = {
  async mount({ element, signal, config }) {
    const t = await texts(config);
    if (signal.aborted) return;
    const buttons = [...element.querySelectorAll<HTMLElement>('[data-service][aria-controls]')];
    const formOf = (b: HTMLElement) => element.ownerDocument.getElementById(b.getAttribute('aria-controls') ?? '');
    const services = new Set(buttons.map(formOf).filter((f): f is HTMLElement => !!f));
    for (const b of buttons) b.setAttribute('aria-expanded', String(!(formOf(b)?.hidden ?? true)));
    element.addEventListener('click', (e) => {
      const button = (e.target as Element | null)?.closest?.<HTMLElement>('[data-service][aria-controls]');
      if (!button || !buttons.includes(button)) return;
      const chosen = formOf(button);
      if (!chosen) return;
      for (const b of buttons) {
        const f = formOf(b);
        if (f) f.hidden = f !== chosen;
        b.setAttribute('aria-expanded', String(f === chosen));
      }
      chosen.querySelector<HTMLElement>('input:not([type=hidden]), select, button[type=submit], button:not([type])')?.focus();
    }, { signal });
    element.addEventListener('submit', (e) => {
      const form = e.target as HTMLFormElement;
      e.preventDefault();
      if (services.has(form)) {
        const action = form.dataset.action || new URL(form.action, location.href).pathname;
        location.assign(socialUrl(action, new FormData(form, e.submitter)));
      } else toast('warning', t('account_social_register_alert'), { closeLabel: t('alert_close') });
    }, { signal });
  },
};
export default widget;
