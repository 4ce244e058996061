/**
 * The dropdown's sections (docs/widgets/search.md): "Popularne frazy" (searchQueries), "Popularne kategorie"
 * (producers, series, menu categories with their breadcrumb trail), content pages (cms) and products
 * (small image, name, price in the shop's price type). The phrases form one keyboard block and the rest
 * the other (left/right jump between them). Highlighting splits strings: no RegExp is built from the
 * shopper's text, so quotes, brackets, backslashes and emoji cannot break it.
 */
import type { CurrencySettings } from '../../src/types';
import { formatPrice } from '../../src/i18n/price';
import type { SearchResult } from './query';

export type SectionKey = 'phrases' | 'categories' | 'pages' | 'products';
export type Block = 'phrases' | 'other';
export type SuggestionKind = 'phrase' | 'producer' | 'series' | 'category' | 'page' | 'product';

export interface Suggestion {
  kind: SuggestionKind;
  /** The text copied into the box when the suggestion is active. */
  label: string;
  link: string;
  block: Block;
  /** Ancestors of a menu category, root first. */
  trail?: string[];
  image?: string;
  price?: string;
}

export interface Section {
  key: SectionKey;
  title: 'search_popular_phrases' | 'search_popular_categories' | 'search_pages' | 'search_products';
  block: Block;
  items: Suggestion[];
}

export interface SectionOptions {
  priceType: 'gross' | 'net';
  currency: CurrencySettings;
}

function price(p: SearchResult['products'][number], { priceType, currency }: SectionOptions): string {
  const m = p[priceType] ?? p.gross;
  if (!m) return '';
  return m.formatted || formatPrice(m.value, currency);
}

/** Non-empty sections in display order. */
export function buildSections(r: SearchResult, opts: SectionOptions): Section[] {
  const other = 'other' as const;
  const sections: Section[] = [
    {
      key: 'phrases',
      title: 'search_popular_phrases',
      block: 'phrases',
      items: r.searchQueries.map((q) => ({ kind: 'phrase', label: q.name, link: q.link, block: 'phrases' })),
    },
    {
      key: 'categories',
      title: 'search_popular_categories',
      block: other,
      items: [
        ...r.producers.map((p) => ({ kind: 'producer' as const, label: p.name, link: p.link, block: other })),
        ...r.series.map((s) => ({ kind: 'series' as const, label: s.name, link: s.link, block: other })),
        ...r.menuNodes.map((m) => ({ kind: 'category' as const, label: m.name, link: m.link, block: other, trail: m.trail })),
      ],
    },
    { key: 'pages', title: 'search_pages', block: other, items: r.cms.map((c) => ({ kind: 'page', label: c.name, link: c.link, block: other })) },
    {
      key: 'products',
      title: 'search_products',
      block: other,
      items: r.products.map((p) => ({ kind: 'product', label: p.name, link: p.link, block: other, image: p.icon, price: price(p, opts) })),
    },
  ];
  return sections.filter((s) => s.items.length);
}

export interface Part {
  text: string;
  match: boolean;
}

/**
 * Splits `label` into matched and unmatched parts for each word of `query`, case-insensitively, with
 * indexOf on lower-cased copies. When lower-casing changes a string's length (a few Unicode letters),
 * offsets would drift, so that label is shown without highlight rather than wrongly.
 * Bounded whatever the texts: the first HIGHLIGHT_WORDS distinct words count, and a label longer than
 * HIGHLIGHT_LABEL is shown whole without highlight (the work is at most words x label length).
 */
export const HIGHLIGHT_WORDS = 10;
export const HIGHLIGHT_LABEL = 1000;

export function highlight(label: string, query: string): Part[] {
  if (label.length > HIGHLIGHT_LABEL) return [{ text: label, match: false }];
  const lower = label.toLowerCase();
  const words = [
    ...new Set(
      query
        .slice(0, HIGHLIGHT_LABEL * 2)
        .toLowerCase()
        .split(' ')
        .filter(Boolean),
    ),
  ].slice(0, HIGHLIGHT_WORDS);
  if (!words.length || lower.length !== label.length) return [{ text: label, match: false }];
  const marked = new Uint8Array(label.length);
  for (const word of words) {
    if (word.length > lower.length) continue;
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + word.length)) marked.fill(1, at, at + word.length);
  }
  const parts: Part[] = [];
  let start = 0;
  for (let i = 1; i <= label.length; i++) {
    if (i === label.length || marked[i] !== marked[start]) {
      parts.push({ text: label.slice(start, i), match: marked[start] === 1 });
      start = i;
    }
  }
  return parts.length ? parts : [{ text: label, match: false }];
}
