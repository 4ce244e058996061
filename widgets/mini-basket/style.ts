/**
 * Mini-basket styles. The opener button is visually hidden until it has keyboard focus (no layout
 * shift from enhancing); text colours meet WCAG AA (>= 4.5:1), targets are 44 px high, nothing animates.
 */
import { TEXT_RESET } from '../../src/ui/layer';

/**
 * The opener and the empty panel box: what the shell (index.ts) shows before any content. Both are raised to
 * the top layer when shown (disclosure.ts): their text takes nothing from the theme's header (TEXT_RESET).
 */
export const CSS = `
.sf-mb-toggle,.sf-mb-panel{${TEXT_RESET}}
.sf-mb-toggle:not(:focus-visible){position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.sf-mb-toggle:focus-visible{position:absolute;z-index:1001;min-height:44px;padding:8px 14px;border:0;border-radius:4px;background:#1e40af;color:#fff;font:inherit;font-weight:700;outline:3px solid #111827;outline-offset:2px}
.sf-mb-toggle[hidden]{display:none}
.sf-mb-panel{position:absolute;z-index:1000;width:min(420px,calc(100vw - 16px));height:auto;margin:0;overflow:auto;overscroll-behavior:contain;box-sizing:border-box;padding:12px 16px;background:#fff;color:#1f2937;border:1px solid #9ca3af;border-radius:6px;box-shadow:0 8px 24px rgba(0,0,0,.18);font-size:15px;line-height:1.35;text-align:left}
.sf-mb-panel[hidden]{display:none}
.sf-mb__wait{margin:0;color:#374151}
.sf-mb-panel a:focus-visible{outline:3px solid #111827;outline-offset:2px}
.sf-mb__failed{margin:0;color:#7f1d1d}
`;
