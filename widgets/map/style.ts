/**
 * The map's own styles (a constructed sheet). Cluster colours by size class keep white text at 4.5:1 or more;
 * every focusable marker and list button has a visible focus ring; list targets are 44 px high. The count
 * above the list keeps two lines from the start: filled when the map is drawn, it moves nothing. The list
 * sits beside the map when the element is wide (--sf-map-wide, by its own width: a sidebar on a wide screen
 * is narrow), else below it.
 */
export const CSS = `
.--sf-map{display:grid;grid-template-columns:minmax(0,1fr);gap:12px}
.--sf-map-wide{grid-template-columns:minmax(0,1fr) 18rem}
.--sf-map>[hidden]{display:none!important}
.sf-map__canvas{position:relative;min-height:240px;background:#e9efe5;border-radius:4px;z-index:0}
.sf-map__canvas:focus-visible,.--sf-map .leaflet-marker-icon:focus-visible,.sf-map__item:focus-visible,.sf-map__popup:focus-visible{outline:3px solid #1e40af;outline-offset:2px}
.sf-map__side{display:flex;flex-direction:column;min-height:0;max-height:var(--sf-map-height,400px)}
.--sf-map.--sf-map-fit{grid-template-rows:minmax(0,3fr) minmax(0,2fr)}
.--sf-map-wide.--sf-map-fit{grid-template-rows:minmax(0,1fr)}
.--sf-map-fit>.sf-map__canvas{min-height:0}
.--sf-map-fit>.sf-map__side{max-height:none}
.sf-map__count{margin:0 0 6px;font-weight:700;min-height:2lh}
.sf-map__note{margin:0 0 6px;color:#7a2e0e}
.sf-map__note:empty{display:none}
.sf-map__list{flex:1;min-height:0;overflow:auto;margin:0;padding:0;list-style:none}
.sf-map__item{display:block;width:100%;min-height:44px;padding:6px 8px;border:0;border-bottom:1px solid #d1d5db;background:none;color:inherit;font:inherit;text-align:left;cursor:pointer}
.sf-map__item:hover{background:#f3f4f6}
.sf-map__item small{display:block;color:#4b5563}
.sf-map__more{margin:6px 0 0;font-size:14px;color:#374151}
.sf-cluster{display:flex;align-items:center;justify-content:center;border-radius:50%;color:#fff;font:700 14px/1 sans-serif;border:3px solid rgba(255,255,255,.85);box-shadow:0 1px 4px rgba(0,0,0,.4)}
.sf-cluster--small{background:#2e6b3a}
.sf-cluster--medium{background:#1f5f99}
.sf-cluster--large{background:#a3221b}
.sf-cluster--stack{background:#4a4f55;border-radius:8px}
.sf-map__popup{margin:0}
.sf-map__popup strong{display:block}
.sf-map__popup ul{margin:4px 0 0;padding-left:18px;max-height:200px;overflow:auto}
.sf-vh{position:absolute!important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
`;
