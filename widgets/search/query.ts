/**
 * The suggestions call (docs/widgets/search.md): productsTextSearch with the shopper's text as a variable,
 * never in the query text (legacy fault: raw text pasted into the query). The answer is read defensively:
 * anything that is not a named entry with a safe link is dropped, so a partial answer still shows.
 */
import { obj, type Loose } from '../../src/util/guards';
import { localUrl, safeUrl } from '../../src/util/url';
import type { Config } from '../../src/types';
import { gqlRequest } from '../../src/api/graphql';

export const SEARCH_LIMIT = 12; // docs/widgets/search.md

export const SEARCH_QUERY = `query ($text: String!, $limit: Int) {
  productsTextSearch(searchInput: {text: $text, limit: $limit}) {
    products { name link iconSmall iconSmallSecond price { price { gross { value formatted } net { value formatted } } } }
    series { name link }
    producers { name link }
    cms { name link }
    searchQueries { name link }
    menuNodes { name link bc { item { title } } }
  }
}`;

export interface Link {
  name: string;
  link: string;
}
export interface Money {
  value: number;
  formatted: string;
}
export interface ProductHit extends Link {
  icon: string;
  gross: Money | null;
  net: Money | null;
}
export interface MenuNode extends Link {
  trail: string[];
}
export interface SearchResult {
  products: ProductHit[];
  series: Link[];
  producers: Link[];
  cms: Link[];
  searchQueries: Link[];
  menuNodes: MenuNode[];
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** An image the page may show: http(s) or relative. `javascript:` and friends are refused. */
export { safeUrl };

/**
 * A suggestion's link: a page of this shop, as an absolute href (util/url.ts). Enter or a click on a
 * suggestion must never leave the shop, whatever the answer or the session cache says.
 */
function link(v: unknown): Link | null {
  const o = obj(v);
  const name = text(o.name);
  const href = localUrl(o.link);
  return name && href ? { name, link: href } : null;
}

function money(v: unknown): Money | null {
  const o = obj(v);
  const value = typeof o.value === 'number' && Number.isFinite(o.value) ? o.value : NaN;
  const formatted = text(o.formatted);
  return Number.isNaN(value) && !formatted ? null : { value, formatted };
}

const links = (v: unknown) =>
  list(v)
    .map(link)
    .filter((l): l is Link => l !== null);

/** Reads a productsTextSearch object (from the server or the cache) into a SearchResult; null if unusable. */
export function normalize(raw: unknown): SearchResult | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const r = raw as Loose;
  return {
    products: list(r.products).flatMap((p) => {
      const base = link(p);
      if (!base) return [];
      const o = obj(p);
      const price = obj(obj(o.price).price);
      // Cached entries carry the normalised shape (icon, gross, net) rather than the server's.
      const icon = safeUrl(o.icon ?? o.iconSmall) || safeUrl(o.iconSmallSecond);
      return [{ ...base, icon, gross: money(o.gross ?? price.gross), net: money(o.net ?? price.net) }];
    }),
    series: links(r.series),
    producers: links(r.producers),
    cms: links(r.cms),
    searchQueries: links(r.searchQueries),
    menuNodes: list(r.menuNodes).flatMap((m) => {
      const base = link(m);
      if (!base) return [];
      const o = obj(m);
      const trail = Array.isArray(o.trail) ? o.trail : list(obj(o.bc).item).map((i) => obj(i).title);
      return [{ ...base, trail: trail.map(text).filter(Boolean) }];
    }),
  };
}

export const isEmpty = (r: SearchResult) => !r.products.length && !r.series.length && !r.producers.length && !r.cms.length && !r.searchQueries.length && !r.menuNodes.length;

/** One request; `false` on failure (network, time-out, GraphQL errors without data). */
export async function fetchSuggestions(config: Config, query: string, signal: AbortSignal): Promise<SearchResult | false> {
  const data = await gqlRequest<{ productsTextSearch?: unknown }>(config, SEARCH_QUERY, { text: query, limit: SEARCH_LIMIT }, { signal, timeout: 8000 });
  return (data && normalize(data.productsTextSearch)) || false;
}
