/**
 * Registration page top spacing (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker: 70 mobile,
 * 90 tablet, 10 desktop) as `scroll-padding-top` (and `--storefront-top-spacing` for theme CSS): it moves
 * nothing on screen, so the core chunk sets it, not the entry, and follows view changes.
 */
import type { ViewLevel } from '../types';

export function registrationTopSpacing(view: ViewLevel): number {
  return view === 1 ? 70 : view === 2 ? 90 : 10;
}

export function applyTopSpacing(doc: Document, view: ViewLevel) {
  const px = `${registrationTopSpacing(view)}px`;
  doc.documentElement.style.setProperty('scroll-padding-top', px);
  doc.documentElement.style.setProperty('--storefront-top-spacing', px);
}
