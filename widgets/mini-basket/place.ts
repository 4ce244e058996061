/**
 * Where the details panel goes (docs/widgets/mini-basket.md), in viewport pixels, with no DOM: under the
 * basket link with the right edges aligned; when that runs off the left side, the left edges aligned; always
 * 8 px inside the viewport; 4 px below the link; as tall as the viewport leaves below it (16 px kept free),
 * at least 200 px.
 */
export function panelPlace(link: { left: number; right: number; bottom: number }, panelWidth: number, viewportWidth: number, viewportHeight: number) {
  let left = link.right - panelWidth;
  if (left < 8) left = Math.max(8, Math.min(link.left, viewportWidth - panelWidth - 8));
  return { top: Math.round(link.bottom + 4), left: Math.round(left), maxHeight: Math.max(200, Math.round(viewportHeight - link.bottom - 16)) };
}

/**
 * Where the panel's button goes while it has keyboard focus, in viewport pixels: right under the basket link,
 * right edges aligned (where the panel will hang), kept 8 px inside the viewport.
 */
export function togglePlace(link: { left: number; right: number; bottom: number }, width: number, viewportWidth: number) {
  const left = Math.max(8, Math.min(link.right - width, viewportWidth - width - 8));
  return { top: Math.round(link.bottom + 4), left: Math.round(left) };
}
