/**
 * Types of the storefront bundle for theme code: `window.storefront`, `define()`, the context a widget
 * gets when it mounts, and the `storefront:*` events. The build copies this file to dist/storefront.d.ts;
 * package.json names it (`types`, `exports`). A unit test (test/unit/public-types.test.ts) holds it to
 * the bundle's own types, so a change on either side that breaks theme code fails the tests.
 */

export type Language = 'pol' | 'eng' | 'ger' | 'cze' | 'rum' | 'slo' | 'fre' | 'ukr' | 'hun';

/** How the shop shows money. */
export interface CurrencySettings {
  /** ISO code, e.g. `PLN`. */
  id: string;
  /** Shown next to the value, e.g. `zł`. */
  symbol: string;
  /** The symbol goes before the value. */
  beforeValue: boolean;
  /** A space between symbol and value. */
  space: boolean;
  decimalSeparator: string;
  groupingSeparator: string;
}

/** Lowest-price-in-30-days display settings. */
export interface OmnibusSettings {
  enabled: boolean;
  rebateCodeActivate: boolean;
  hidePercentageDiscounts: boolean;
}

/** The page's resolved configuration: the JSON block `#storefront-config`, then `app_shop`, then defaults, per key. */
export interface Config {
  graphqlUrl: string;
  /** Prefix of named scripts: `loadScript('x')` loads `{scriptPrefix}x.js`. */
  scriptPrefix: string;
  language: Language;
  priceType: 'gross' | 'net';
  currency: CurrencySettings;
  /** The shop's own text overrides, by key. */
  texts: Record<string, string>;
  omnibus: OmnibusSettings;
  /** Tablet, desktop and large-desktop widths in CSS pixels. */
  breakpoints: [number, number, number];
  loggedIn: boolean;
  requestUri: string;
  additionalAjax: string;
  cspNonce: string;
  /**
   * Real shoppers' Web Vitals (docs/vitals.md): the setting as the page author's JSON block wrote it (a
   * same-origin endpoint, or `{url, sampleRate, requireConsent}`), checked by the code that sends them; absent: off.
   */
  vitals?: unknown;
}

/** The page context: its type (`main`, `projector`, `basketedit`, `order1`, ... or `''`) and whether it is in the order process. */
export interface PageContext {
  type: string;
  orderProcess: boolean;
}

/** 1 mobile, 2 tablet, 3 desktop, 4 large desktop. */
export type ViewLevel = 1 | 2 | 3 | 4;

/** When a widget's chunk loads: at once, when the browser is idle, near the viewport, or on the shopper's first gesture on it. */
export type LoadMoment = 'load' | 'idle' | 'visible' | 'interaction';

/** Parts of the page-load call (`POST /ajax/get.php`) a widget may read. */
export type BatchKey = 'Projector' | 'Basket' | 'Wishlist' | 'Comparers' | 'Snippets' | 'ToplayersAndWidgets';

/** What a widget's `mount(ctx)` receives. */
export interface WidgetContext {
  /** The marker name it was mounted for (`data-widget="name"` or the row's legacy selector). */
  name: string;
  /** The element it enhances: the server's HTML, kept usable until (and if) the widget takes over. */
  element: HTMLElement;
  /** The page's configuration (language, currency, GraphQL URL, CSP nonce, ...). */
  config: Config;
  /** The page context. */
  page: PageContext;
  /**
   * The element's options: its `data-*` attributes, camelCased, as strings (`data-max-items="5"` gives
   * `maxItems: '5'`), then the keys of a child `<script type="application/json" data-props>` object.
   * `data-widget`, `data-load`, `data-ready` and `data-props` are not options. Check every value: it is page text.
   */
  props: Record<string, unknown>;
  /** Aborted when the widget unmounts (its element left the page): pass it to fetches, listeners and timers. */
  signal: AbortSignal;
  /** The current view level. */
  view(): ViewLevel;
  /** A failure after mount (e.g. a render error): logs it, fires `storefront:widget-error`, unmounts the widget. */
  report(error: unknown): void;
  /** A failure the widget survives (a part that could not load): the same message and event, the widget stays mounted. */
  warn(error: unknown): void;
}

/** What `mount()` may return: it runs when the widget unmounts. */
export type Cleanup = () => void;

/** A widget: its module's default export, or the object given to `define()`. */
export interface Widget {
  mount(ctx: WidgetContext): Cleanup | void | Promise<Cleanup | void>;
}

export interface WidgetModule {
  default: Widget;
}

/** A lazily loaded widget for `define(name, definition)`. */
export interface WidgetDefinition {
  /** Loads the widget's module (usually `() => import('./my-widget.js')`); its default export is the widget. */
  load: () => Promise<WidgetModule>;
  /** When it loads (default `load`); `data-load` on an element overrides it. */
  moment?: LoadMoment;
  /** A CSS selector of markup without `data-widget` that this widget also answers to. */
  legacy?: string;
  /** Parts of the page-load call it reads (they are then requested with the page's first call). */
  needs?: readonly BatchKey[];
}

/** The `detail` of each event, by name (the DOM event is `storefront:` + the name, on `document`). */
export interface StorefrontEvents {
  /** The bundle has set up `window.storefront` (a handler given to `on('ready')` later is called at once). */
  ready: { version: string };
  /** The view level changed (window resized across a breakpoint). */
  'view-change': { view: ViewLevel; previous: ViewLevel };
  /** A partial page load finished. */
  navigated: { url: string };
  /** The basket changed (the page-load call or a refresh brought a new one). */
  'basket-change': { basket: unknown };
  /** A widget failed and keeps the server's HTML. Cancelable: `preventDefault()` stops the error-log call. */
  'widget-error': { name: string; element: Element; error: unknown };
  /** A batch key's answer arrived (page load or refresh); `data` is a copy (each read a new one). */
  data: { key: BatchKey; data: unknown };
}

export type StorefrontEventName = keyof StorefrontEvents;

export type ScriptPosition = 'head' | 'body_top' | 'body_bottom' | 'before_shop_js' | 'after_shop_js';

export interface LoadScriptOptions {
  position?: ScriptPosition;
  type?: 'module' | 'script';
  nonce?: string;
}

export interface ModalOptions {
  title?: string;
  /** The accessible name when there is no title. */
  label?: string;
  /** Shown as text. */
  text?: string;
  /** A DOM node your code built (used instead of `text`). */
  content?: Node;
  /** The close button's accessible name; default: "Close" in the page's language. */
  closeLabel?: string;
  /** Escape, a click outside and the close button close it (default true). */
  dismissible?: boolean;
  /** Focus returns here when it closes. */
  opener?: HTMLElement;
}

export type CloseReason = 'escape' | 'outside' | 'button' | 'api' | 'abort';

export interface ModalHandle {
  readonly dialog: HTMLDialogElement;
  readonly body: HTMLElement;
  readonly heading: HTMLElement | null;
  readonly open: boolean;
  close(reason?: CloseReason): void;
  focusInitial(): void;
  setTitle(text: string): void;
  readonly closed: Promise<CloseReason>;
}

/** `window.storefront` once the bundle has run (frozen). */
export interface Storefront {
  readonly version: string;
  readonly context: Readonly<PageContext>;
  /** The current view level. */
  readonly view: ViewLevel;
  /** Scans `root` (default: the document) for markers; idempotent. New markup is also found by itself. */
  scan(root?: ParentNode): void;
  /** Runs the page-load call again for these keys (default: every key asked for so far). */
  refresh(keys?: BatchKey[]): Promise<void>;
  /** A partial page load of a URL of the shop's own origin; other origins get a full load. */
  navigate(url: string): Promise<void>;
  /** A named script (`{scriptPrefix}{name}.js`) or a URL; resolves true once loaded, false on error or after 5 s. */
  loadScript(nameOrUrl: string, options?: LoadScriptOptions): Promise<boolean>;
  /** A toast; resolves to the function that hides it. */
  alert(type: 'info' | 'warning' | 'error' | 'success', text: string): Promise<() => void>;
  /** A copy of the last answer of a batch key (e.g. 'Wishlist'), or undefined before one arrived; `on('data')` says when one does. */
  data(key: BatchKey): Promise<unknown>;
  /** The shop's modal dialog. */
  modal(options?: ModalOptions): Promise<ModalHandle>;
  /**
   * Checks a plain object as a customer-data form checks its fields, with the same messages. `rules` is
   * the list of required keys, or `{ required, region, types }` (region: the country id; types: a field type
   * per key when a key is not itself a type). Loads the form code on the first call.
   */
  validate(
    values: Record<string, unknown>,
    rules?: readonly string[] | { required?: readonly string[]; region?: number | string | null; types?: Readonly<Record<string, string>> },
  ): Promise<{ valid: boolean; errors: Record<string, string> }>;
  /**
   * Listens to a `storefront:*` event by its name without the prefix (`on('view-change', ...)`); returns
   * the function that stops listening. An unknown or prefixed name is warned about on the console.
   */
  on<K extends StorefrontEventName>(name: K, handler: (detail: StorefrontEvents[K], event: CustomEvent<StorefrontEvents[K]>) => void): () => void;
  /**
   * A theme's own widget, for `data-widget="name"` markers: a lazily loaded one (`{ load, moment }`), or a
   * widget object (`{ mount }`, mounted when its marker is found, at the load moment unless `moment` says
   * otherwise). Returns false (and says why on the console) for a taken name, a moment that is not one of
   * the four, or a legacy selector that is not valid CSS.
   */
  define(name: string, definition: WidgetDefinition | (Widget & Pick<WidgetDefinition, 'moment' | 'legacy' | 'needs'>)): boolean;
  /**
   * Queue entries given once the bundle runs: each is applied as the queue's entries are (in order, after the
   * calls queued before), so `(window.storefront = window.storefront || []).push([...])` works before and after.
   */
  push(...calls: StorefrontCall[]): void;
}

/** A handler of a `storefront:*` event, by its name: the event's detail, then the event. */
export type StorefrontHandler<K extends StorefrontEventName> = (detail: StorefrontEvents[K], event: CustomEvent<StorefrontEvents[K]>) => void;

/**
 * A queued `on` entry, `['on', name, handler]`, one type per event name. Annotate an entry with it to have its
 * handler typed (`const e: StorefrontOnCall<'view-change'> = ['on', 'view-change', ({ view }) => …]`):
 * TypeScript does not pick an entry's type out of the union `StorefrontCall` by its event name, so a handler
 * written inline in `push(…)` gets no parameter types.
 */
export type StorefrontOnCall<K extends StorefrontEventName = StorefrontEventName> = K extends StorefrontEventName ? ['on', K, StorefrontHandler<K>] : never;

/** An entry of the queue a theme may fill before the bundle runs: `[method, ...arguments]`. */
export type StorefrontCall = ['define', string, WidgetDefinition | Widget] | StorefrontOnCall | ['scan', ParentNode?] | ['refresh', BatchKey[]?];

/**
 * `window.storefront` before the bundle has run: the theme's queue of calls. Its `version` is never set; it is
 * typed `false` (not `undefined`) so that `if (sf && sf.version)` tells the interface from the queue with or
 * without `strictNullChecks`.
 */
export interface StorefrontQueue extends Array<StorefrontCall> {
  version?: false;
}

/** Every `storefront:*` event as `document` dispatches it (one entry per event of StorefrontEvents). */
export type StorefrontDocumentEvents = { [K in StorefrontEventName as `storefront:${K}`]: CustomEvent<StorefrontEvents[K]> };

declare global {
  interface Window {
    /** The bundle's interface; before the bundle runs, a theme's queue of calls, or nothing yet. */
    storefront?: Storefront | StorefrontQueue;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the DOM's map gets the events by extension
  interface DocumentEventMap extends StorefrontDocumentEvents {}
}
