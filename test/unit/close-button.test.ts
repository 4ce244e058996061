/** Close controls of promo bars and strips become real buttons with an accessible name (WCAG 4.1.2). */
import { describe, expect, it } from 'vitest';
import { CLOSE_CSS, closeButton, ownName } from '../../src/ui/close-button';

const make = (html: string) => {
  document.body.innerHTML = `<div id="bar">${html}</div>`;
  return document.querySelector('#bar > *')!;
};

describe('ownName', () => {
  it.each([
    ['<a href="#closeBar" aria-label="Zamknij pasek"><span aria-hidden="true">×</span></a>', 'Zamknij pasek'],
    ['<a href="#closeBar" title="Zamknij"><span aria-hidden="true">×</span></a>', 'Zamknij'],
    ['<a href="#closeBar">Zamknij <span aria-hidden="true">×</span></a>', 'Zamknij'],
    ['<a href="#closeBar"><span aria-hidden="true">×</span></a>', ''], // a bare "×" says nothing to a screen reader
    ['<a href="#closeBar" aria-label="  "></a>', ''],
  ])('%s -> %j', (html, name) => expect(ownName(make(html))).toBe(name));
});

describe('closeButton', () => {
  it("a focused link (converted on a keyboard user's first Tab to it) hands focus to its button", () => {
    const link = make('<a href="#closeBar" class="bars__close" aria-label="Zamknij pasek">×</a>') as HTMLElement;
    link.focus();
    const button = closeButton(link, 'x');
    expect(document.activeElement).toBe(button);
  });

  it('an unfocused link: focus stays where it was', () => {
    const link = make('<a href="#closeBar" class="bars__close" aria-label="Zamknij pasek">×</a>');
    document.body.insertAdjacentHTML('beforeend', '<input id="elsewhere">');
    const other = document.getElementById('elsewhere')!;
    other.focus();
    closeButton(link, 'x');
    expect(document.activeElement).toBe(other);
  });

  it("a link with the theme's own class becomes a button marked data-sf-close, whose reset has no specificity", () => {
    const button = closeButton(make('<a href="#closeRabateCode" class="hl-note__close" aria-label="Zamknij">×</a>'), 'x');
    expect(button.className).toBe('hl-note__close');
    expect(button.hasAttribute('data-sf-close')).toBe(true);
    // The browser's button font and border would change the strip's height: the reset takes the parent's
    // text style, inside :where() so the theme's `.hl-note__close { font-size: 20px }` still wins.
    const rule = /:where\(button\[data-sf-close\]\)\{([^}]*)\}/.exec(CLOSE_CSS)?.[1] ?? '';
    expect(rule.split(';')).toEqual(expect.arrayContaining(['font:inherit', 'border:0', 'padding:0', 'background:none']));
  });

  it('a button the server wrote is kept and not marked', () => {
    const button = closeButton(make('<button class="hl-note__close" aria-label="Zamknij">×</button>'), 'x');
    expect(button.hasAttribute('data-sf-close')).toBe(false);
  });

  it('a link with only an aria-hidden "×" becomes a button named by the fallback', () => {
    const button = closeButton(make('<a href="#closeBar" class="bars__close"><span aria-hidden="true">×</span></a>'), 'Zamknij pasek promocyjny');
    expect(button.tagName).toBe('BUTTON');
    expect(button.type).toBe('button');
    expect(button.className).toBe('bars__close');
    expect(button.getAttribute('aria-label')).toBe('Zamknij pasek promocyjny');
    expect(button.textContent).toBe('×');
  });

  it("the markup's own name wins over the fallback", () => {
    const button = closeButton(make('<a href="#closeBar" aria-label="Ukryj"><span aria-hidden="true">×</span></a>'), 'Zamknij');
    expect(button.getAttribute('aria-label')).toBe('Ukryj');
  });

  it('visible text needs no aria-label', () => {
    const button = closeButton(make('<a href="#closeBar">Zamknij</a>'), 'x');
    expect(button.hasAttribute('aria-label')).toBe(false);
  });
});
