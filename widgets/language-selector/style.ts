/**
 * Selector styles (constructed sheet via adoptCss). Under 800 px of screen height the content scrolls
 * (docs/widgets/language-selector.md).
 */
export const CSS = `
.sf-lang{display:flex;flex-direction:column;gap:1rem;min-width:min(28rem,100%)}
.sf-lang fieldset{margin:0;padding:0;border:0;min-width:0}
.sf-lang legend{font-weight:600;margin-bottom:.5rem;padding:0}
.sf-lang__list{margin:0;padding:0;list-style:none;display:grid;gap:.25rem}
.sf-lang__option{display:flex;align-items:center;gap:.6rem;min-height:44px;padding:.35rem .6rem;border:1px solid #c8c8c8;border-radius:4px;cursor:pointer}
.sf-lang__option:has(input:checked){border-color:#1a4d2e;background:#eef5f0}
.sf-lang__option input{margin:0;width:1.1rem;height:1.1rem;accent-color:#1a4d2e}
.sf-lang__option input:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.sf-lang__name{flex:1;overflow-wrap:anywhere}
.sf-lang__currency{color:#555;white-space:nowrap}
.sf-lang__flag{display:inline-block;min-width:2.2em;padding:0 .2em;border:1px solid #bbb;border-radius:2px;font:600 .7rem/1.5 sans-serif;text-align:center;text-transform:uppercase;color:#444;background:#f4f4f4}
.sf-lang__prompt{margin:0;font-size:1.1rem}
.sf-lang__note{margin:0;color:#8a1c1c}
.sf-lang__note:empty{display:none}
.sf-lang__buttons{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end}
.sf-lang__buttons button{min-height:44px;padding:.5rem 1rem;font:inherit;cursor:pointer;border-radius:4px;border:1px solid #1a4d2e;background:#fff;color:#1a4d2e}
.sf-lang__buttons .sf-lang__primary{background:#1a4d2e;color:#fff}
.sf-lang__buttons button:disabled{cursor:not-allowed;opacity:.6}
.sf-lang__buttons button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
@media (max-height:799.98px){.sf-lang__steps{max-height:calc(100vh - 14rem);max-height:calc(100dvh - 14rem);min-height:8rem;overflow-y:auto;overscroll-behavior:contain}}
`;
