/**
 * Typed reading of a marker's options (docs/theme-guide.md#markers): `data-*` attributes (camelCased,
 * strings) and a child `<script type="application/json" data-props>`. Malformed JSON is reported with the
 * element and what to fix; the widget then gets the attribute options only.
 */
import { describe } from '../util/report';
import { markJsonKeys } from '../util/url';
import { say } from '../util/say';

const RESERVED = new Set(['widget', 'load', 'ready', 'props', 'sfIsland']);

/**
 * Sets an own, plain data property: a key named `__proto__` (JSON.parse makes it an own key, and so does
 * `data-__proto__`) stays a key and never swaps the object's prototype, as `props[k] = v` or Object.assign would.
 */
const put = (props: Record<string, unknown>, k: string, value: unknown) => Object.defineProperty(props, k, { value, enumerable: true, writable: true, configurable: true });

/** `quiet`: a look before the mount (markers/loaders.ts `wake`): the mount's own reading reports, once. */
export function readProps(el: HTMLElement, quiet = false): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(el.dataset)) if (!RESERVED.has(k) && v !== undefined) put(props, k, v);
  const block = el.querySelector<HTMLScriptElement>(':scope > script[type="application/json"][data-props]');
  if (block) {
    try {
      const json: unknown = JSON.parse(block.textContent || '{}');
      if (json && typeof json === 'object' && !Array.isArray(json)) {
        for (const [k, v] of Object.entries(json)) put(props, k, v);
        // URL options written here may name another site; the same option as a data attribute may not (util/url.ts).
        markJsonKeys(props, Object.keys(json));
      } else throw new Error('data-props must hold a JSON object');
    } catch (error) {
      if (!quiet) void say('error', 'props-json', [describe(el)], error);
    }
  }
  return props;
}
