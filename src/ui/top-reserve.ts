/**
 * Before the first paint (markers/early.ts, when the page has not painted yet): the space the body_top
 * snippets took on the last page of this type in this session, else on the latest page of any type (a type
 * not shown yet this session: the first product page after the home page), held as a transparent top border
 * of <body>, so that placing them later moves nothing. The core turns it into a box, measures, stores and
 * gives back: src/api/top-space.ts (the same keys).
 */
import { LAST_TOP_KEY, topKey } from '../api/top-space';

/** A remembered height that may be reserved (px), else 0: garbage, negative or over 1000 px reserves nothing. */
export const saneHeight = (v: string | null | undefined) => {
  const n = Number(v);
  return n > 0 && n <= 1e3 ? n : 0;
};

export function reserveTop(type: string) {
  try {
    const h = saneHeight(sessionStorage.getItem(topKey(type)) ?? sessionStorage.getItem(LAST_TOP_KEY));
    if (h) document.body.style.borderTop = h + 'px solid #0000';
  } catch {
    /* storage blocked: nothing reserved */
  }
}
