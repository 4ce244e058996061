// Panels open under the bar; the toggle is visually hidden until focused (or its panel open), positioned
// over the gap after the link, so enhancing moves nothing. Its arrow and focus ring are drawn in its link's
// colour (--sf-mm-ink, read from the link at mount): a theme makes its links readable on its bar, and the
// list item's own colour (what `inherit` gave) can be the page's text colour on a dark bar. Lists over 10 items hide the rest until "more".
// What the menu shows or hides is !important (panels: inline, menu.ts): a theme's id rule must not win.
// The platform's expand button sits 5 px into its link's padding and 5 px into the next item's (the theme's
// negative margins): it is drawn 3 px to the left (a relative offset: nothing in the row moves), 8 px clear of
// the next name, 2 px of its own.
// The platform's header copies (li.nav-header: a way back and the parent's link, for its phone menu) are not shown in a panel.
import { MENU } from './rules';

export const CSS = `.sf-mm{position:relative}
.sf-mm__top{position:relative}
.sf-mm__toggle{position:absolute;top:50%;right:-1.15rem;transform:translateY(-50%);width:1.1rem;height:1.4rem;padding:0;border:0;border-radius:3px;background:transparent;color:var(--sf-mm-ink,inherit);cursor:pointer;font:inherit;line-height:1;box-shadow:none;text-shadow:none;opacity:1}
.sf-mm__toggle::before{content:"";display:inline-block;width:.4em;height:.4em;border:solid currentColor;border-width:0 2px 2px 0;transform:rotate(45deg)}
.sf-mm__toggle[aria-expanded="true"]::before{transform:rotate(-135deg)}
.sf-mm__toggle:not(:focus):not([aria-expanded="true"]){clip-path:inset(50%);overflow:hidden}
.sf-mm__toggle:focus-visible{outline:2px solid currentColor;outline-offset:1px}
.sf-mm .nav-link-expand{position:relative;left:-3px}
.sf-mm .sf-mm__panel{display:none;position:absolute;z-index:80;top:100%;box-sizing:border-box;padding:${MENU.padding}px;margin:0;list-style:none;background:#fff;color:#1b1f24;box-shadow:0 8px 24px rgba(0,0,0,.18);border-radius:0 0 6px 6px;grid-template-columns:repeat(var(--sf-mm-cols,${MENU.columns}),minmax(0,${MENU.submenuWidth}px));gap:1rem 0;max-height:calc(100vh - 8rem);overflow:auto}
.sf-mm .--sf-open>.sf-mm__panel{display:grid}
.sf-mm__panel>li{max-height:${MENU.columnHeight}px;overflow:auto;padding-right:1rem}
.sf-mm__panel a{color:#14365e;display:block;padding:.2rem 0}
.sf-mm__panel>li>a{font-weight:600}
.sf-mm__panel a:focus-visible,.sf-mm__more button:focus-visible{outline:3px solid #14365e;outline-offset:1px}
.sf-mm .sf-mm__panel ul{display:block!important;list-style:none;margin:0;padding:0 0 0 .5rem;font-size:.92em}
.sf-mm .sf-mm--more:not(.--sf-all)>.sf-mm__rest{display:none!important}
.sf-mm__panel .nav-header{display:none}
.sf-mm__more button{border:0;background:none;padding:.2rem 0;color:#14365e;text-decoration:underline;cursor:pointer;font:inherit}`;
