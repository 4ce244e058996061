/**
 * Bytes a page may download before any interaction:
 * brotli of the bundle files, 16 KB on the home pages, 20 KB on product pages. Held by
 * test/browser/bytes.spec.ts and flagged by `npm run bench` (its br kB column).
 */
export const BEFORE_INTERACTION: Readonly<Record<string, number>> = {
  'main.html': 16_000,
  'widgets-main.html': 16_000,
  // A legacy home page with everything a real one has: merchant add-ons, two closable promo bars, the basket.
  'main-addons.html': 16_000,
  'projector.html': 20_000,
  'widgets-projector.html': 20_000,
  // A legacy product page with the platform's lowest-price box and a subscription price.
  'projector-subscription.html': 20_000,
};

/**
 * The GraphQL client the browser loads: graphql-request with @0no-co/graphql.web in
 * place of graphql-js, plus src/api/graphql.ts, brotli. Held by scripts/size.ts and bytes.spec.ts (first
 * search keystroke).
 */
export const GRAPHQL_CLIENT = 6000;
