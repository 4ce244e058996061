/** Mini-basket panel styles (colours meet WCAG AA, targets 44 px high, nothing animates). */
export const PANEL_CSS = `
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
`;
