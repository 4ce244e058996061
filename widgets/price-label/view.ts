/**
 * The label's lines (docs/widgets/price-label.md), once as data, then as DOM (the widget, textContent only)
 * or as HTML (a server or the fixtures rendering the same label up front, so the widget replaces it without
 * any shift).
 */
import type { LabelKind, LabelView } from './rules';

type T = (code: string, params?: Record<string, string | number>) => string;

export interface Line {
  cls: string;
  badge?: { kind: LabelKind; text: string };
  text: string;
  /** A unit price, shown in brackets after the price. */
  unit?: string;
  pct: string;
}

const BADGE: Record<LabelKind, string> = { 'rebate-code': 'pl_rebate_code', bargain: 'pl_bargain', promotion: 'pl_promotion' };

/** `regular: false` leaves the regular price out (legacy pages show it in their own `del` element). */
export function labelLines(v: LabelView, t: T, regular = true): Line[] {
  const lines: Line[] = [{ cls: 'sf-pl__main', badge: { kind: v.kind, text: t(BADGE[v.kind]) }, text: t('pl_lowest', { price: v.lowest }), unit: v.lowestUnit, pct: v.percent }];
  if (v.regular && regular) lines.push({ cls: 'sf-pl__regular', text: t('pl_regular', { price: v.regular.price }), pct: v.regular.percent });
  if (v.withoutCode) lines.push({ cls: 'sf-pl__code', text: t('pl_without_code', { price: v.withoutCode.price }), unit: v.withoutCode.unit, pct: v.withoutCode.percent });
  if (v.upcoming) lines.push({ cls: 'sf-pl__upcoming', text: t('pl_upcoming', { date: v.upcoming }), pct: '' });
  return lines;
}

export function linesDom(lines: Line[]): HTMLElement[] {
  return lines.map((l) => {
    const p = document.createElement('p');
    p.className = l.cls;
    if (l.badge) {
      const b = document.createElement('span');
      b.className = `sf-pl__badge --${l.badge.kind}`;
      b.textContent = l.badge.text;
      p.append(b, ' ');
    }
    p.append(l.text);
    if (l.unit) {
      const u = document.createElement('span');
      u.className = 'sf-pl__unit';
      u.textContent = `(${l.unit})`;
      p.append(' ', u);
    }
    if (l.pct) {
      const s = document.createElement('span');
      s.className = 'sf-pl__pct';
      s.textContent = l.pct;
      p.append(' ', s);
    }
    return p;
  });
}

export function linesHtml(lines: Line[], escape: (s: string) => string): string {
  return lines
    .map(
      (l) =>
        `<p class="${l.cls}">${l.badge ? `<span class="sf-pl__badge --${l.badge.kind}">${escape(l.badge.text)}</span> ` : ''}${escape(l.text)}${l.unit ? ` <span class="sf-pl__unit">(${escape(l.unit)})</span>` : ''}${l.pct ? ` <span class="sf-pl__pct">${escape(l.pct)}</span>` : ''}</p>`,
    )
    .join('');
}
