// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { socialUrl } from '../../widgets/social-register/index';

const PAGE = 'https://shop.example/client-new.php?register';
const fields: [string, string][] = [
  ['operation', 'social'],
  ['service', 'google'],
];

describe('social-register: GET /{action}?{fields} stays on this shop', () => {
  it.each([
    ['signin.php', 'https://shop.example/signin.php?operation=social&service=google'],
    ['/signin.php', 'https://shop.example/signin.php?operation=social&service=google'],
    ['//signin.php'.replace('//', '/'), 'https://shop.example/signin.php?operation=social&service=google'],
    ['  signin.php?old=1#x ', 'https://shop.example/signin.php?operation=social&service=google'],
    ['https://shop.example/login/social', 'https://shop.example/login/social?operation=social&service=google'],
    // Leading slashes are the path's own: the result is a page of this shop, never another host.
    ['//evil.example', 'https://shop.example/evil.example?operation=social&service=google'],
    ['java\nscript:alert(1)', 'https://shop.example/javascript:alert(1)?operation=social&service=google'],
  ])('%j -> %s', (action, url) => expect(socialUrl(action, fields, PAGE)).toBe(url));

  it.each(['/\\evil.example', '/\t/evil.example', '\\/evil.example', '/\\\\evil.example', 'https://evil.example/signin.php', 'javascript:alert(1)', 'data:text/html,x', ' JavaScript:alert(1)'])(
    '%j leads off the shop: refused',
    (action) => expect(socialUrl(action, fields, PAGE)).toBeNull(),
  );
});
