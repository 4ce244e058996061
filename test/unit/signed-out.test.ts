/**
 * A page restored from the back/forward cache is loaded again when it was drawn for a signed-in shopper and
 * the session's basket now says nobody is signed in (src/core/core.ts signedOutSince).
 */
import { describe, expect, test } from 'vitest';
import { signedOutSince } from '../../src/core/core';

describe('signedOutSince', () => {
  test.each([
    // [page drawn signed in, the basket answer, loaded again]
    [true, { user: { logged: false, login: null } }, true],
    [true, { user: { logged: true, login: 'jan' } }, false],
    // A page that does not say it is signed in is never reloaded for it (a theme without `logged`).
    [false, { user: { logged: false } }, false],
    [false, { user: { logged: true } }, false],
    // No answer, or an answer without a boolean: nothing is known, nothing happens.
    [true, undefined, false],
    [true, null, false],
    [true, {}, false],
    [true, { user: null }, false],
    [true, { user: { logged: 'false' } }, false],
    [true, { user: { logged: 0 } }, false],
    [true, 'garbage', false],
  ])('page signed in %s, basket %j: reload %s', (loggedIn, basket, reload) => {
    expect(signedOutSince(loggedIn, basket)).toBe(reload);
  });
});
