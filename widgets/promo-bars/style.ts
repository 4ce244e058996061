// Sticky bars: the bar is fixed while its place is scrolled away; a spacer keeps that place (no shift).
export const CSS = `.bars__item.--sf-stuck{position:fixed;top:var(--sf-bar-top,0);left:0;right:0;z-index:90;box-shadow:0 2px 6px rgba(0,0,0,.2)}`;
