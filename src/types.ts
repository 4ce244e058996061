/**
 * The bundle's own types. Those a theme sees are declared once, in the published declarations
 * (./storefront.d.ts, shipped as dist/storefront.d.ts), and re-exported here: the bundle is compiled against
 * the very types a theme developer reads. Kept free of runtime code but LANGUAGES, so the entry imports it at
 * no cost.
 */
import type { BatchKey, Cleanup, Config, Language, LoadMoment, PageContext, StorefrontEvents, ViewLevel, WidgetModule } from './storefront';

export type { BatchKey, Cleanup, Config, CurrencySettings, Language, LoadMoment, OmnibusSettings, PageContext, StorefrontEvents, ViewLevel, Widget, WidgetContext, WidgetModule } from './storefront';

export const LANGUAGES: readonly Language[] = ['pol', 'eng', 'ger', 'cze', 'rum', 'slo', 'fre', 'ukr', 'hun'];

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

/** One widget on one element. Its controller aborts when it unmounts; its cleanup runs then. */
export interface Instance {
  name: string;
  el: HTMLElement;
  entry: MarkerEntry;
  controller: AbortController;
  cancel?: () => void;
  cleanup?: Cleanup | void;
}

/** Warnings of the scanner (the entry), which the core turns into console text (its warnings chunk). */
export type ScanWarning = 'unknown' | 'moment' | 'defined' | 'refused' | 'element';

/** Dispatches a `storefront:*` event on the document (the entry's events module; the core gets it handed over). */
export type Emit = <K extends keyof StorefrontEvents>(name: K, detail: StorefrontEvents[K]) => void;

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
   * the interaction moment listens to). It may also arrange a later wake itself (back-to-top: the first scroll;
   * one that must be ready before the shopper reaches it in some views only asks `view`).
   */
  wake?: (element: HTMLElement, view: () => ViewLevel) => boolean;
  /**
   * True: the widget answers a click on its own element, not only on a link or button inside (the date
   * field opens its calendar). A click on the element while the widget mounts is then held and replayed
   * too (src/core/held-clicks.ts).
   */
  ownClick?: true;
  /**
   * The row's late hook: work the core does once at start-up, whether or not the widget mounts, for markup a
   * before-paint hook touched (markers/early.ts `beforePaint`, or the inline head part's CSS) or markup with no
   * marker of its own (the basket's checkout summary and lines). Runs when `selector` matches an element, with
   * the page's configuration; a failure is that widget's error, reported on that element.
   */
  late?: { selector: string; run(doc: Document, config: Config): Promise<unknown> };
  /**
   * The row answers `storefront.validate(values, rules)` (a form's checks on a plain object): the core finds
   * the row by this method, never by a widget's name, and the method loads its code on the first call.
   */
  validate?: (config: Config, values: unknown, rules?: unknown) => Promise<{ valid: boolean; errors: Record<string, string> }>;
}

/**
 * A row's before-paint hook (markers/early.ts): run by the old way's chunk, before the first paint where it
 * can. `painted`: a frame was already drawn.
 */
export type BeforePaint = (doc: Document, page: PageContext, painted: boolean) => void;
