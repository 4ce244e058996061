/**
 * Styles of the suggestions (adopted once as a constructable sheet). Class names keep clear of the
 * themes' own (`sf-search` is a theme class) and the buttons are scoped by `.sf-suggest`, so a theme's
 * `form button` rule cannot restyle them. Colours meet WCAG AA (text >= 4.5:1 on white and on the
 * active row), the active row has a visible marker besides its colour, targets are at least 44 px
 * high on small screens, and nothing animates. The suggestions, the close button and, on a small screen, the
 * form are raised to the top layer and placed by measure (view.tsx, fullscreen.ts): nothing here sets a
 * position, display or alignment on the theme's form, and the form in the full-screen layer keeps its own
 * look as the search row (its radius, clipping and flex alignment stay the row's; the cover is the
 * bundle's own cover). A theme's text properties on the header do not reach the panel (TEXT_RESET).
 */
import { TEXT_RESET } from '../../src/ui/layer';

export const CSS = `
.sf-suggest{display:contents}
.sf-suggest__panel,.sf-suggest .sf-suggest__close{${TEXT_RESET}}
.sf-suggest__panel{position:absolute;z-index:1000;box-sizing:border-box;display:flex;flex-direction:column;width:min(820px,calc(100vw - 24px));height:auto;margin:0;padding:8px 0;overflow:hidden;background:#fff;color:#1f2937;border:1px solid #9ca3af;border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.18);text-align:left;font-size:15px;line-height:1.35}
.sf-suggest__panel[hidden],.sf-suggest .sf-suggest__close[hidden]{display:none}
.sf-suggest__msg{margin:4px 16px;color:#374151}
.sf-suggest__list{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,2fr);grid-auto-flow:dense;column-gap:8px;min-height:0;margin:0;padding:0;overflow-y:auto;overscroll-behavior:contain}
.sf-suggest__all,.sf-suggest__msg{flex:none}
.sf-suggest__group{grid-column:2;margin:0 0 8px;padding:0}
.sf-suggest__group.--phrases{grid-column:1;grid-row:1/span 9}
.sf-suggest__list:not(:has(.--phrases)) .sf-suggest__group{grid-column:1/-1}
.sf-suggest__heading{padding:4px 16px;font-size:13px;font-weight:700;text-transform:uppercase;letter-spacing:.03em;color:#4b5563}
.sf-suggest__option{display:flex;align-items:center;gap:10px;min-height:36px;padding:4px 16px 4px 13px;border-left:3px solid transparent;color:inherit;text-decoration:none;cursor:pointer}
.sf-suggest__option:hover{background:#f3f4f6}
.sf-suggest__option[aria-selected=true]{background:#e0e7ff;border-left-color:#1e40af;outline:2px solid #1e40af;outline-offset:-2px}
.sf-suggest__option mark{background:none;color:inherit;font-weight:700}
.sf-suggest__img{flex:none;width:40px;height:40px;object-fit:contain;background:#f3f4f6;border-radius:4px}
.sf-suggest__name{flex:1;min-width:0;overflow-wrap:anywhere}
.sf-suggest__trail{display:block;font-size:13px;color:#4b5563}
.sf-suggest__price{flex:none;font-weight:700;white-space:nowrap}
.sf-suggest .sf-suggest__all{display:block;width:calc(100% - 32px);min-height:44px;margin:8px 16px 4px;padding:8px 16px;border:2px solid #1e40af;border-radius:4px;background:#1e40af;color:#fff;font:inherit;font-weight:700;cursor:pointer}
.sf-suggest .sf-suggest__all:hover{background:#1e3a8a}
.sf-suggest__all:focus-visible,.sf-suggest__close:focus-visible,.sf-suggest__option:focus-visible{outline:3px solid #1e40af;outline-offset:2px}
.sf-suggest .sf-suggest__close{position:fixed;z-index:2147482001;top:12px;right:8px;left:auto;bottom:auto;box-sizing:border-box;width:44px;height:44px;margin:0;padding:0;border:0;border-radius:50%;background:#f3f4f6;color:#111827;font-size:28px;line-height:44px;text-align:center;cursor:pointer}
.sf-vh{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
html.--search-open,html.--search-open body{overflow:hidden}
.sf-suggest--full{position:fixed!important;top:12px!important;left:12px!important;right:64px!important;bottom:auto!important;width:auto!important;min-width:0!important;max-width:none!important;height:auto!important;margin:0!important;place-self:normal!important;transform:none!important;float:none!important}
.sf-suggest--full:not(.sf-raised){z-index:2147482000}
.sf-suggest .sf-suggest__cover{position:fixed;z-index:2147481999;inset:0;width:auto;height:auto;margin:0;padding:0;border:0;background:#fff}
.sf-suggest .sf-suggest__cover[hidden]{display:none}
.sf-suggest--full .sf-suggest__panel{position:fixed;right:0;bottom:0;width:auto;overflow-y:auto;overscroll-behavior:contain;border:0;border-top:1px solid #e5e7eb;border-radius:0;box-shadow:none}
@media (max-width:767.98px){.sf-suggest__list{display:block}.sf-suggest__option{min-height:44px}}
`;
