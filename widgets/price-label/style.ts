/**
 * Styles: the badge sits inline at the start of the first line (its line-height below the text's), so
 * showing it adds no line. Margins of the lines are the theme's (a rule here would move server-rendered
 * lines), except in the legacy box, where the server writes text and no lines: there a line's default
 * paragraph margins would make the box taller than the server's (a layout shift), so they are 0.
 */
export const CSS = `.projector_prices__omnibus>p{margin:0}
.sf-pl__badge{display:inline-block;padding:0 .4em;border-radius:3px;background:#b3261e;color:#fff;font-weight:700;font-size:.85em;line-height:1.5}
.sf-pl__badge.--bargain{background:#1d5e2e}.sf-pl__badge.--rebate-code{background:#3c3c8c}
.sf-pl__pct{font-weight:700}`;
