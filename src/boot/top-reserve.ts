/**
 * Before the first paint (the entry runs this when the page has not painted yet): the space the body_top
 * snippets took on the last page of this type in this session, held as a transparent top border of
 * <body> (the fewest bytes in the entry), so that placing them later moves nothing (issue 19 item 2). The
 * core turns it into a box, measures, stores and gives back: src/api/top-space.ts (`topKey`, the same key).
 */
export function reserveTop(type: string) {
  try {
    const h = sessionStorage['storefront:' + type];
    // A sane height only: a stored 1e9 (or garbage, NaN) reserves nothing.
    if (h > 0 && h <= 1e3) document.body.style.borderTop = h + 'px solid #0000';
  } catch {
    /* storage blocked: nothing reserved */
  }
}
