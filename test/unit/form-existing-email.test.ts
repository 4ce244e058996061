/**
 * The existing-e-mail choices (docs/widgets/form.md). A second server answer for the same address must not
 * replace the box under the shopper's pointer: a box swapped between mousedown and mouseup loses the click
 * (CI flake of forms.spec "an e-mail already registered offers the three choices").
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { hideExistingEmail, showExistingEmail } from '../../widgets/form/existing-email';

afterEach(() => document.body.replaceChildren());

const t = (key: string) => key;
const options = (onNewAccount?: () => void) => ({ loginUrl: '/login.php', remindUrl: '/password-recover.php', social: false, onNewAccount });

function field() {
  document.body.innerHTML = '<form><div class="f-group"><input id="client_email" type="email"></div><div id="next"></div></form>';
  return document.getElementById('client_email') as HTMLInputElement;
}

describe('showExistingEmail', () => {
  test('a second answer for the same address keeps the box that is shown (same element, one box)', () => {
    const el = field();
    const first = showExistingEmail(el, 'jan.kowalski@example.com', t, options());
    const second = showExistingEmail(el, 'jan.kowalski@example.com', t, options());
    expect(second).toBe(first);
    expect(document.querySelectorAll('.f-exists')).toHaveLength(1);
  });

  test('an answer for another address replaces the box (one box, the new address posted)', () => {
    const el = field();
    const first = showExistingEmail(el, 'jan.kowalski@example.com', t, options());
    const second = showExistingEmail(el, 'anna.nowak@example.com', t, options());
    expect(second).not.toBe(first);
    expect(first.isConnected).toBe(false);
    expect(document.querySelectorAll('.f-exists')).toHaveLength(1);
  });

  test('"create a new account" calls back, removes the box and focuses the field', () => {
    const el = field();
    const chosen = vi.fn();
    const box = showExistingEmail(el, 'jan.kowalski@example.com', t, options(chosen));
    (box.querySelector('.f-exists__new') as HTMLButtonElement).click();
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(document.querySelector('.f-exists')).toBeNull();
    expect(document.activeElement).toBe(el);
  });

  test('the box sits after the field group, is a labelled group; hide removes it and nothing else', () => {
    const el = field();
    const box = showExistingEmail(el, 'jan.kowalski@example.com', t, options());
    expect(box.previousElementSibling?.className).toBe('f-group');
    expect(box.getAttribute('role')).toBe('group');
    expect(box.getAttribute('aria-labelledby')).toBe('client_email_exists');
    hideExistingEmail(el);
    expect(document.querySelector('.f-exists')).toBeNull();
    expect(document.getElementById('next')).not.toBeNull();
  });
});
