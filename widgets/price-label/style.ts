/**
 * Styles: the badge sits inline at the start of the first line (its line-height below the text's), so
 * showing it adds no line. The lines are paragraphs without margins, at no specificity (`:where`): a
 * theme's own rule for them wins, and a theme that gives the box room for its lines (two lines:
 * `min-height: 3em` at `line-height: 1.5`) gets lines that fit it, not the browser's 1em paragraph
 * margins around each (0.021 of layout shift measured on such a theme). In the legacy box, where the
 * server writes text and no lines, the margins are 0 at the box's specificity.
 */
export const CSS = `.projector_prices__omnibus>p{margin:0}:where(.sf-pl__main,.sf-pl__regular,.sf-pl__code,.sf-pl__upcoming){margin:0}
.sf-pl__badge{display:inline-block;padding:0 .4em;border-radius:3px;background:#b3261e;color:#fff;font-weight:700;font-size:.85em;line-height:1.5}
.sf-pl__badge.--bargain{background:#1d5e2e}.sf-pl__badge.--rebate-code{background:#3c3c8c}
.sf-pl__pct{font-weight:700}`;
