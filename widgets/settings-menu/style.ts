// The combobox takes the select's box; the listbox floats under it (nothing moves).
export const CSS = `.sf-combo{position:relative;display:inline-block}
.sf-combo__box{box-sizing:border-box;display:inline-flex;align-items:center;justify-content:space-between;gap:.5em;padding:0 .4rem;overflow:hidden;border:1px solid #6b7280;border-radius:4px;background:#fff;color:#1b1f24;cursor:pointer;font:inherit;white-space:nowrap}
.sf-combo__box::after{content:"";width:.4em;height:.4em;border:solid currentColor;border-width:0 2px 2px 0;transform:rotate(45deg)}
.sf-combo__box:focus-visible{outline:3px solid #1f3a68;outline-offset:2px}
.sf-combo__list{position:absolute;z-index:85;top:100%;left:0;min-width:100%;max-height:16rem;overflow:auto;margin:2px 0 0;padding:.25rem 0;list-style:none;background:#fff;color:#1b1f24;border:1px solid #6b7280;border-radius:4px;box-shadow:0 6px 18px rgba(0,0,0,.15)}
.sf-combo__opt{padding:.3rem .75rem;cursor:pointer;white-space:nowrap}
.sf-combo__opt.--active{background:#1f3a68;color:#fff}
.sf-combo__opt[aria-selected="true"]{font-weight:700}
.sf-combo__opt[aria-disabled="true"]{color:#6b7280;cursor:default}
.sf-combo select.sf-combo__native{position:absolute;inset:0;opacity:0;pointer-events:none;width:100%}`;
