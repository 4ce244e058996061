/** Notice styles (constructed sheet via adoptCss: no <style>, fine under a strict CSP). */
export const CSS = `
.sf-forced__facts{margin:0 0 1rem;padding:0;list-style:none}
.sf-forced__facts li{margin:.35rem 0;overflow-wrap:anywhere}
.sf-forced__alert:empty{display:none}
.sf-forced__alert{margin:0 0 1rem;padding:.5rem .75rem;border-left:4px solid #b00020;background:#fdecee;color:#5c0010;overflow-wrap:anywhere}
.sf-forced__buttons{display:flex;flex-wrap:wrap;gap:.5rem}
.sf-forced__buttons button{min-height:44px;padding:.5rem 1rem;font:inherit;cursor:pointer;border-radius:4px;border:1px solid #1a4d2e}
.sf-forced__continue{background:#1a4d2e;color:#fff}
.sf-forced__restore{background:#fff;color:#1a4d2e;text-align:left;overflow-wrap:anywhere}
.sf-forced__restore[aria-disabled=true]{cursor:progress;opacity:.75}
.sf-forced__buttons button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
`;
