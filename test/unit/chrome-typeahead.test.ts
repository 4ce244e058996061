// @vitest-environment node
/** Which keys type ahead in the settings menu's combobox (widgets/settings-menu/rules.ts typesAhead), by hand. */
import { describe, expect, it } from 'vitest';
import { typesAhead } from '../../widgets/settings-menu/rules';

describe('typesAhead(key, Ctrl/Meta/Alt held)', () => {
  it.each([
    ['p', false, true],
    ['Ż', false, true], // any printable character
    [' ', false, true], // Space is the combobox's own key only while closed or open (comboKey acts first)
    ['7', false, true],
    ['p', true, false], // Ctrl+P, Cmd+P: the browser's, not a search
    ['ArrowDown', false, false], // named keys are not characters
    ['Shift', false, false],
    ['', false, false],
  ])('%j, modified %s -> %s', (key, modified, expected) => expect(typesAhead(key, modified)).toBe(expected));
});
