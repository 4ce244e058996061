/**
 * Styles: the badge sits inline at the start of the first line (its line-height below the text's), so
 * showing it adds no line. Margins of the lines are the theme's: a rule here would move server-rendered lines.
 */
export const CSS = `.sf-pl__badge{display:inline-block;padding:0 .4em;border-radius:3px;background:#b3261e;color:#fff;font-weight:700;font-size:.85em;line-height:1.5}
.sf-pl__badge.--bargain{background:#1d5e2e}.sf-pl__badge.--rebate-code{background:#3c3c8c}
.sf-pl__pct{font-weight:700}`;
