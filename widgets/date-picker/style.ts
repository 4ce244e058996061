/**
 * Styles of the date picker (a constructed sheet). Names are written as each language writes them (locale.ts:
 * "Mon" in English, "pon." in Polish): no text-transform of ours or of the theme's reaches them. The opener sits right after the input with a 44 px
 * target; cells are 40 px (44 px on touch screens); selected days, today and focus differ by more than
 * colour (fill, underline, ring); text contrast is at least 4.5:1 everywhere, nothing animates.
 */
export const CSS = `
.sf-dp-open{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;margin-left:4px;padding:0;border:1px solid #6b7280;border-radius:6px;background:#fff;color:#1f2937;vertical-align:middle;cursor:pointer}
.sf-dp-open:hover{background:#f3f4f6}
.sf-dp-open:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.sf-dp-open svg{width:22px;height:22px}
.sf-dp-msg{display:block;color:#9f1239;font-size:14px}
.sf-dp-msg:empty{display:none}
.sf-dp-pop{padding:10px}
.sf-dp{width:min(312px,calc(100vw - 40px));font-size:15px}
.sf-dp__head{display:flex;align-items:center;gap:4px;margin-bottom:6px}
.sf-dp__head button{min-height:40px;border:1px solid transparent;border-radius:6px;background:none;color:#111827;font:inherit;cursor:pointer}
.sf-dp__head button:hover{background:#f3f4f6}
.sf-dp__head button[aria-pressed=true]{border-color:#1d4ed8;background:#eef2ff}
.sf-dp__head button:disabled{color:#6b7280;cursor:default}
.sf-dp__nav{width:40px;font-size:22px!important;line-height:1}
.sf-dp__title{flex:1;font-weight:700!important}
.sf-dp__grid{width:100%;border-collapse:collapse;table-layout:fixed}
.sf-dp__grid th{padding:4px 0;font-size:13px;font-weight:700;color:#4b5563;text-align:center;text-transform:none}
.sf-dp__cell{height:40px;padding:0;text-align:center;border-radius:6px;cursor:pointer;color:#111827}
.sf-dp__cell:hover{background:#f3f4f6}
.sf-dp__cell.--other{color:#4b5563}
.sf-dp__cell.--wide{height:48px}
.sf-dp__cell.--empty{cursor:default}
.sf-dp__cell[aria-current=date]{font-weight:700;text-decoration:underline;text-underline-offset:3px}
.sf-dp__cell.--selected{background:#1d4ed8;color:#fff}
.sf-dp__cell:focus-visible,.sf-dp__cell:focus{outline:3px solid #111827;outline-offset:-3px}
.sf-dp__cell.--selected:focus{outline-color:#fbbf24}
.sf-dp__time{display:flex;align-items:center;gap:4px;margin:8px 0 0;padding:0;border:0}
.sf-dp__time select{min-height:40px;padding:0 6px;font:inherit}
.sf-dp__foot{display:flex;justify-content:flex-end;gap:8px;margin-top:8px}
.sf-dp__btn{min-height:40px;padding:0 14px;border:1px solid #6b7280;border-radius:6px;background:#fff;color:#111827;font:inherit;cursor:pointer}
.sf-dp__btn.--primary{border-color:#1d4ed8;background:#1d4ed8;color:#fff}
.sf-dp :focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.sf-vh{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
@media (pointer:coarse){.sf-dp__cell{height:44px}}
`;
