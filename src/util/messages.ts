/**
 * The wording of console messages said on bad input that the core meets (./say.ts): configuration, marker
 * options, the batch answer's snippets and scripts, the Trusted Types policy. Kept out of the core chunk: it
 * loads with the first such message, so pages without a fault carry none of it. `d` holds the details.
 */
type Details = readonly (string | number)[];

export const MESSAGES = {
  /** d: how many elements reuse the configuration block's id (a `<div>` in a review). */
  'config-elsewhere': (d: Details) =>
    `${d[0]} element(s) with id="storefront-config" that are not <script type="application/json"> ignored: configuration comes only from that script element and window.app_shop.`,
  'config-json': () => '#storefront-config holds malformed JSON and is ignored; the page uses app_shop and defaults.',
  /** d: the element, described. */
  'props-json': (d: Details) =>
    `${d[0]}: its <script type="application/json" data-props> is not a JSON object; the widget uses its data-* options only. Fix the JSON (double quotes, no trailing commas).`,
  /** d: how many, of what (snippets, top layers), and the most placed. */
  'batch-cap': ([n, what, max]: Details) => `the batch answer holds ${n} ${what}; the first ${max} are placed, ${+n! - +max!} left out.`,
  /** d: the policy's name. */
  'tt-policy': (d: Details) => `Trusted Types policy "${d[0]}" not created: allow it in trusted-types.`,
  /** d: the script's label (snippet, top layer). */
  'script-src': (d: Details) => `${d[0]} script: src refused (http(s) only).`,
  /** d: the script's src, the time limit in seconds. */
  'script-late': ([src, s]: Details) => `script ${src || '(inline module)'} did not load in ${s} s or failed.`,
  /** d: the script's label, the error's message. */
  'script-error': ([label, message]: Details) => `${label} script failed and was skipped: ${message}`,
  /** The setting itself is logged beside it. */
  vitals: () => "the vitals setting is refused: it needs an endpoint on this page's own origin (and a sampleRate from 0 to 1); nothing is measured or sent.",
} satisfies Record<string, (d: Details) => string>;
