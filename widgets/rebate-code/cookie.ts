/**
 * The strips' cookies (docs/widgets/rebate-code.md, byte-exact): closing the discount-code banner
 * sets `rabateCode_clicked`, closing the free-shipping strip `freeeshipping_clicked` (three e's), each for
 * 1 day at path /. The banner stays hidden while its cookie exists, whatever its value.
 */
export const REBATE_COOKIE = 'rabateCode_clicked';
export const FREE_SHIPPING_COOKIE = 'freeeshipping_clicked';
export const STRIP_COOKIE_DAYS = 1;
const KNOWN = [REBATE_COOKIE, FREE_SHIPPING_COOKIE];

/** The cookie of a strip: by legacy id, or a known name in `data-cookie`; else the discount-code one. */
export function cookieFor(id: string, attr: string | null | undefined): string {
  if (id === 'freeShipping') return FREE_SHIPPING_COOKIE;
  if (attr && KNOWN.includes(attr)) return attr;
  return REBATE_COOKIE;
}
