/**
 * social-register (docs/widgets/social-register.md): the social registration box. Choosing a service shows
 * only that service's login form; a service form goes by GET to /{action}?{its fields}; the box's normal
 * register submit is blocked with the alert "Log in with one of the login options listed above to complete
 * registration." Markup: data-widget="social-register" on the box; service buttons `[data-service]` with
 * `aria-controls` = the id of their form; service forms `form[data-action]` (else the form's action path);
 * any other form in the box is the normal register form. No options; load moment: its row in
 * markers/index.ts. Vanilla: no React; nothing changes on screen at mount.
 */
import type { Widget } from '../../src/types';
import { texts } from './texts/index';
import { toast } from '../../src/ui/toast';
import { sameOriginUrl } from '../../src/util/url';
import { liveById } from '../../src/util/off';

/**
 * GET /{action}?{serialized fields} (docs/widgets/social-register.md). The action is a path on this shop
 * ("signin.php" is /signin.php) or a URL of this shop; anything that resolves to another origin (`//evil.example`,
 * `/\evil.example`, `/\t/evil.example`) or scheme gives null: no navigation.
 */
export function socialUrl(action: string, fields: Iterable<[string, FormDataEntryValue]>, base?: string): string | null {
  const value = action.trim();
  const url = sameOriginUrl(/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `/${value.replace(/^\/+/, '')}`, base);
  if (!url) return null;
  const query = new URLSearchParams();
  for (const [k, v] of fields) if (typeof v === 'string') query.append(k, v);
  url.search = String(query);
  url.hash = '';
  return url.href;
}

const widget: Widget = {
  async mount({ element, signal, config }) {
    const t = await texts(config);
    if (signal.aborted) return;
    const buttons = [...element.querySelectorAll<HTMLElement>('[data-service][aria-controls]')];
    const formOf = (b: HTMLElement) => liveById(element.ownerDocument, b.getAttribute('aria-controls'));
    const services = new Set(buttons.map(formOf).filter((f): f is HTMLElement => !!f));
    for (const b of buttons) b.setAttribute('aria-expanded', String(!(formOf(b)?.hidden ?? true)));
    element.addEventListener(
      'click',
      (e) => {
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
      },
      { signal },
    );
    element.addEventListener(
      'submit',
      (e) => {
        const form = e.target as HTMLFormElement;
        e.preventDefault();
        if (services.has(form)) {
          const fields = [...new FormData(form, e.submitter)];
          // data-action, else the form's own action; neither may lead off the shop.
          const url = (form.dataset.action && socialUrl(form.dataset.action, fields)) || socialUrl(form.getAttribute('action') ?? '', fields);
          if (url) location.assign(url);
          else console.warn("[storefront] social-register: the service form's action is not a page of this shop; not followed.", form);
        } else toast('warning', t('account_social_register_alert'), { closeLabel: t('alert_close') });
      },
      { signal },
    );
  },
};
export default widget;
