/**
 * Registration with an e-mail that is already registered (docs/widgets/form.md): the three choices, the
 * repeat- customer explanation and, when the form says so, the linked-social-account note. Plain DOM under
 * the e-mail field; "create a new account" closes it and registration goes on.
 */
import type { Translate } from './text';
import { fieldBox } from './dom';

export interface ExistingEmailOptions {
  loginUrl: string; // "I remember my login and password"
  remindUrl: string; // "Send an e-mail allowing automatic login"; the address is posted to it (field `email`), never put in the URL
  social: boolean; // the earlier account was linked with a social account
  onNewAccount?: () => void; // the shopper chose a new account with this address
}

/** The address each shown box is for. */
const shownFor = new WeakMap<Element, string>();

export function showExistingEmail(field: HTMLElement, email: string, t: Translate, o: ExistingEmailOptions): HTMLElement {
  const doc = field.ownerDocument;
  const anchor = fieldBox(field) ?? field;
  const old = anchor.nextElementSibling;
  // A later answer for the same address (a blur after the typing's round) keeps the box: replacing it under
  // the pointer between mousedown and mouseup would lose the shopper's click, and a focused choice its focus.
  if (old instanceof HTMLElement && old.classList.contains('f-exists')) {
    if (shownFor.get(old) === email) return old;
    old.remove();
  }
  const box = doc.createElement('div');
  box.className = 'f-exists';
  box.setAttribute('role', 'group');
  const title = doc.createElement('p');
  title.className = 'f-exists__title';
  title.id = `${field.id || 'email'}_exists`;
  title.textContent = t('account_existing_email_title');
  box.setAttribute('aria-labelledby', title.id);
  const add = (tag: string, text: string, cls: string) => {
    const el = doc.createElement(tag);
    el.className = cls;
    el.textContent = text;
    return el;
  };
  box.append(title, add('p', t('account_existing_email_benefit'), 'f-exists__benefit'));
  if (o.social) box.append(add('p', t('account_existing_email_social'), 'f-exists__social'));
  const list = doc.createElement('ul');
  const login = add('a', t('account_existing_email_remember'), 'f-exists__login') as HTMLAnchorElement;
  login.href = o.loginUrl;
  const link = add('a', t('account_existing_email_send_link'), 'f-exists__link') as HTMLAnchorElement;
  // The address never goes into a URL (logs, history, the next page's Referer): the link leads to the
  // remind page, and a plain click posts the address there instead (a new tab opens the page empty).
  link.href = o.remindUrl;
  link.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    postEmail(doc, link.href, email);
  });
  const fresh = add('button', t('account_existing_email_new_account'), 'f-exists__new btn') as HTMLButtonElement;
  fresh.type = 'button';
  fresh.addEventListener('click', () => {
    o.onNewAccount?.();
    box.remove();
    field.focus();
  });
  for (const el of [login, link, fresh]) {
    const li = doc.createElement('li');
    li.append(el);
    list.append(li);
  }
  box.append(list);
  anchor.after(box);
  shownFor.set(box, email);
  return box;
}

/** Posts `email` to `url` from a form of its own (outside the registration form, which must not be submitted). */
export function postEmail(doc: Document, url: string, email: string): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url;
  form.hidden = true;
  const input = doc.createElement('input');
  input.type = 'hidden';
  input.name = 'email';
  input.value = email;
  form.append(input);
  doc.body.append(form);
  form.submit();
  return form;
}

export function hideExistingEmail(field: HTMLElement) {
  const next = (fieldBox(field) ?? field).nextElementSibling;
  if (next?.classList.contains('f-exists')) next.remove();
}
