// Sticky bars: the bar is fixed while its place is scrolled away; a spacer keeps that place (no shift).
export const CSS = `.bars__item.--sf-stuck{position:fixed;top:var(--sf-bar-top,0);left:0;right:0;z-index:90;box-shadow:0 2px 6px rgba(0,0,0,.2)}
button.bars__close,button.rabateCode__close,button.freeShipping__close{cursor:pointer;background:none;border:0;font-family:inherit;color:inherit;margin:0}
.bars__close:focus-visible,.rabateCode__close:focus-visible,.freeShipping__close:focus-visible{outline:3px solid currentColor;outline-offset:2px}`;
