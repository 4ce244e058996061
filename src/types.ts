/**
 * Shared types of the public interface (docs/theme-guide.md) and of the rules the docs state (docs/).
 * Kept free of runtime code so the entry can import it at no cost.
 */

export type Language = 'pol' | 'eng' | 'ger' | 'cze' | 'rum' | 'slo' | 'fre' | 'ukr' | 'hun';
export const LANGUAGES: readonly Language[] = ['pol', 'eng', 'ger', 'cze', 'rum', 'slo', 'fre', 'ukr', 'hun'];

/** Currency display settings (docs/theme-guide.md#configuration, docs/widgets/price-label.md). */
export interface CurrencySettings {
  id: string; // ISO code, e.g. PLN
  symbol: string; // shown next to the value, e.g. zł
  beforeValue: boolean; // symbol before the value
  space: boolean; // a space between symbol and value
  decimalSeparator: string;
  groupingSeparator: string;
}

export interface OmnibusSettings {
  enabled: boolean;
  rebateCodeActivate: boolean;
  hidePercentageDiscounts: boolean;
}

/** The resolved configuration (docs/theme-guide.md#configuration): JSON block, then app_shop, then defaults, per key. */
export interface Config {
  graphqlUrl: string;
  scriptPrefix: string;
  language: Language;
  priceType: 'gross' | 'net';
  currency: CurrencySettings;
  texts: Record<string, string>;
  omnibus: OmnibusSettings;
  breakpoints: [number, number, number];
  loggedIn: boolean;
  requestUri: string;
  additionalAjax: string;
  cspNonce: string;
}

export type PageType = string; // main, projector, basketedit, order1, ... ('' when unknown)

export interface PageContext {
  type: PageType;
  orderProcess: boolean;
}

/** 1 mobile, 2 tablet, 3 desktop, 4 large desktop (docs/theme-guide.md#page-context-and-view). */
export type ViewLevel = 1 | 2 | 3 | 4;

export type LoadMoment = 'load' | 'idle' | 'visible' | 'interaction';

/** Keys of the batch call (docs/theme-guide.md#server-calls). */
export type BatchKey = 'Projector' | 'Basket' | 'Wishlist' | 'Comparers' | 'Snippets' | 'ToplayersAndWidgets';

/** What a widget receives when it mounts. */
export interface WidgetContext {
  name: string; // the marker name
  element: HTMLElement; // the element the widget enhances
  config: Config;
  page: PageContext;
  /** Options from data-* attributes (camelCased) and the child <script type="application/json" data-props>. */
  props: Record<string, unknown>;
  /** Aborted when the widget unmounts: pass it to fetches, listeners and timers. */
  signal: AbortSignal;
  /** The current view level. */
  view(): ViewLevel;
  /** Report a failure after mount (e.g. a render error): logs it, fires storefront:widget-error, unmounts. */
  report(error: unknown): void;
  /** Report a failure the widget survives (a part that could not load): the same console message and
   * storefront:widget-error event, but the widget stays mounted. */
  warn(error: unknown): void;
}

export type Cleanup = () => void;

/** A widget module's default export. React widgets build it with `island()` from src/runtime. */
export interface Widget {
  mount(ctx: WidgetContext): Cleanup | void | Promise<Cleanup | void>;
}

export interface WidgetModule {
  default: Widget;
}

/** One row of the marker table (markers/index.ts), as the entry holds it. */
export interface MarkerEntry {
  name: string;
  /** CSS selector of the legacy markup that this widget also answers to (docs/theme-guide.md#markers). */
  legacy?: string;
  /** Default load moment; data-load on the element overrides it. */
  moment: LoadMoment;
  /** A theme's widget: the batch keys it reads (built-in widgets declare theirs in markers/loaders.ts). */
  needs?: readonly BatchKey[];
  /** A theme's own widget (`storefront.define`) brings its loader; built-in rows use markers/loaders.ts. */
  load?: () => Promise<WidgetModule>;
}

/** How the core chunk loads a built-in widget (markers/loaders.ts). */
export interface WidgetLoader {
  load: () => Promise<WidgetModule>;
  /** Batch keys this widget reads: the page-load batch call carries them (docs/theme-guide.md#server-calls). */
  needs?: readonly BatchKey[];
  /** False: the widget is not for this page (its chunk is not downloaded, nothing is reported). */
  when?: (page: PageContext, element: HTMLElement) => boolean;
  /**
   * For an interaction-moment widget: true when this element must not wait for the shopper (e.g. a prompt
   * that opens by itself). The core then wakes it at once (a `storefront:wake` event on the element, which
   * the interaction moment listens to). It may also arrange a later wake itself (back-to-top: the first scroll).
   */
  wake?: (element: HTMLElement) => boolean;
  /**
   * True: the widget answers a click on its own element, not only on a link or button inside (the date
   * field opens its calendar). A click on the element while the widget mounts is then held and replayed
   * too (src/boot/held-clicks.ts).
   */
  ownClick?: true;
  /**
   * The row's late hook: work the core does once at start-up for markup the entry's before-paint hook
   * touched (markers/index.ts `beforePaint`), whether or not the widget mounts. Runs when `selector`
   * matches an element; a failure is that widget's error, reported on that element.
   */
  late?: { selector: string; run(doc: Document): Promise<unknown> };
}

/** A row's before-paint hook (markers/index.ts): run by the entry synchronously, before the first paint. `painted`: a frame was already drawn. */
export type BeforePaint = (doc: Document, page: PageContext, painted: boolean) => void;

/** Detail of the storefront:* events (docs/theme-guide.md#the-javascript-interface). */
export interface StorefrontEvents {
  ready: { version: string };
  'view-change': { view: ViewLevel; previous: ViewLevel };
  navigated: { url: string };
  'basket-change': { basket: unknown };
  /** A batch key's answer arrived (page load or refresh); `data` is a copy (each read a new one). */
  data: { key: BatchKey; data: unknown };
  'widget-error': { name: string; element: Element; error: unknown };
}
