/**
 * A build step (Vite plugin) that makes Leaflet 1.9 run under `require-trusted-types-for 'script'` with no
 * `default` policy: the HTML sinks the map reaches become DOM calls. Leaflet probes inline SVG support
 * with `div.innerHTML = '<svg/>'` while its module evaluates (refused: Leaflet fails to load and every map
 * with it), and puts strings into `innerHTML` for the zoom buttons, the popup close button, string
 * tooltips/popups and div icons. Replaced:
 *  - the probe: an `<svg>` element made with createElementNS (the same answer in every SVG browser);
 *  - the zoom buttons' text, string tooltip/popup content and string div-icon html: textContent (the
 *    map passes nodes anyway; a string is text, never markup);
 *  - the popup close button's `<span aria-hidden="true">×</span>`: built with DOM calls.
 * Each pattern must be found exactly once, else the build fails (a Leaflet upgrade is then looked at,
 * not silently left refusing). Left alone (the map does not use them): the attribution, layers and scale
 * controls and the VML fallback of browsers without SVG.
 */
import type { Plugin } from 'vite';

export const LEAFLET_FILE = /node_modules[\\/]leaflet[\\/]dist[\\/]leaflet-src(\.esm)?\.js$/;

export const LEAFLET_PATCHES: readonly (readonly [string, string])[] = [
  [`div.innerHTML = '<svg/>';`, `div.appendChild(document.createElementNS('http://www.w3.org/2000/svg', 'svg'));`],
  [`link.innerHTML = html;`, `link.textContent = html;`],
  [
    `closeButton.innerHTML = '<span aria-hidden="true">&#215;</span>';`,
    `var sfX = document.createElement('span'); sfX.setAttribute('aria-hidden', 'true'); sfX.textContent = '\\u00d7'; closeButton.appendChild(sfX);`,
  ],
  [`node.innerHTML = content;`, `node.textContent = content;`],
  [`div.innerHTML = options.html !== false ? options.html : '';`, `div.textContent = options.html !== false ? options.html : '';`],
];

/** Leaflet's source with the patches applied; throws when a pattern is not there exactly once. */
export function patchLeaflet(code: string): string {
  let out = code;
  for (const [from, to] of LEAFLET_PATCHES) {
    const count = out.split(from).length - 1;
    if (count !== 1) throw new Error(`leaflet-trusted-types: expected "${from}" once in Leaflet, found it ${count} times`);
    out = out.replace(from, () => to);
  }
  return out;
}

export function leafletTrustedTypes(): Plugin {
  return {
    name: 'storefront:leaflet-trusted-types',
    transform(code, id) {
      if (!LEAFLET_FILE.test(id)) return null;
      return { code: patchLeaflet(code), map: null };
    },
  };
}
