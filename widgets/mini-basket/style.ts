/**
 * Mini-basket styles. The opener button is visually hidden until it has keyboard focus (no layout
 * shift from enhancing); text colours meet WCAG AA (>= 4.5:1), targets are 44 px high, nothing animates.
 */
export const CSS = `
.sf-mb-toggle:not(:focus-visible){position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.sf-mb-toggle:focus-visible{position:absolute;z-index:1001;min-height:44px;padding:8px 14px;border:0;border-radius:4px;background:#1e40af;color:#fff;font:inherit;font-weight:700;outline:3px solid #111827;outline-offset:2px}
.sf-mb-toggle[hidden]{display:none}
.sf-mb-panel{position:fixed;z-index:1000;width:min(420px,calc(100vw - 16px));overflow:auto;overscroll-behavior:contain;box-sizing:border-box;padding:12px 16px;background:#fff;color:#1f2937;border:1px solid #9ca3af;border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.18);font-size:15px;line-height:1.35;text-align:left}
.sf-mb-panel[hidden]{display:none}
.sf-mb__wait{margin:0;color:#374151}
.sf-mb__count{margin:0 0 4px;font-weight:700}
.sf-mb__rows{list-style:none;margin:0;padding:0}
.sf-mb__row{display:grid;grid-template-columns:56px minmax(0,1fr) auto;gap:4px 12px;align-items:start;padding:8px 0;border-bottom:1px solid #e5e7eb}
.sf-mb__img{width:56px;height:56px;object-fit:contain;background:#f3f4f6;border-radius:4px}
.sf-mb__name{display:block;color:#1e3a8a;font-weight:600;overflow-wrap:anywhere}
.sf-mb__meta{display:block;font-size:13px;color:#4b5563}
.sf-mb__value{font-weight:700;white-space:nowrap}
.sf-mb.--list .sf-mb__row{grid-template-columns:32px minmax(0,1fr) auto;padding:4px 0}
.sf-mb.--list .sf-mb__img{width:32px;height:32px}
.sf-mb.--list .sf-mb__meta{display:inline;margin-right:8px}
.sf-mb__sum{display:grid;grid-template-columns:1fr auto;gap:4px 12px;margin:12px 0 0}
.sf-mb__sum dt,.sf-mb__sum dd{margin:0}
.sf-mb__sum dd{text-align:right;font-weight:700}
.sf-mb__free{margin:8px 0 0;padding:6px 8px;border-radius:4px;background:#ecfdf5;color:#065f46}
.sf-mb__free.--missing{background:#fffbeb;color:#78350f}
.sf-mb__actions{display:flex;flex-wrap:wrap;gap:8px;margin:12px 0 0}
.sf-mb__actions a{flex:1;display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:8px 12px;border:2px solid #1e40af;border-radius:4px;font-weight:700;text-decoration:none;white-space:nowrap}
.sf-mb__go{background:#fff;color:#1e40af}
.sf-mb__buy{background:#1e40af;color:#fff}
.sf-mb-panel a:focus-visible{outline:3px solid #111827;outline-offset:2px}
`;
