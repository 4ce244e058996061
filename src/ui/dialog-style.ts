/** Styles of the shared dialog (src/ui/dialog.ts): readable on phones (full width, content scrolls). */
export const DIALOG_CSS = `
.sf-dialog{padding:0;border:0;border-radius:8px;width:min(560px,calc(100vw - 24px));max-width:none;max-height:calc(100dvh - 24px);color:#111827;background:#fff;box-shadow:0 12px 40px rgba(0,0,0,.3);font:inherit;overflow:hidden}
.sf-dialog::backdrop{background:rgba(17,24,39,.55)}
.sf-dialog__inner{display:flex;flex-direction:column;max-height:calc(100dvh - 24px)}
.sf-dialog__head{display:flex;align-items:flex-start;gap:8px;padding:12px 12px 0 20px}
.sf-dialog__title{flex:1;margin:10px 0 0;font-size:1.25rem;line-height:1.3}
.sf-dialog__close{margin-left:auto;min-width:44px;min-height:44px;border:0;border-radius:6px;background:transparent;color:inherit;font-size:28px;line-height:1;cursor:pointer}
.sf-dialog__close:hover{background:#f3f4f6}
.sf-dialog :focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.sf-dialog__body{padding:12px 20px 20px;overflow:auto;overscroll-behavior:contain;line-height:1.5}
@media (max-width:480px){.sf-dialog{width:100vw;max-height:100dvh;border-radius:0}.sf-dialog__inner{max-height:100dvh}}
@media (max-height:800px){.sf-dialog__body{max-height:calc(100dvh - 96px)}}
`;
