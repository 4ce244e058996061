/**
 * The bundle's one Trusted Types policy, `storefront`, and the only place where text becomes HTML, script
 * or a script URL for the browser. Under `require-trusted-types-for 'script'` every such sink refuses a
 * plain string; the shop then allows this policy by name (`trusted-types storefront`) and nothing else of
 * ours: no `default` policy, so any sink reached with a plain string (a bug, an injection) stays refused.
 *
 * What goes through it, and nothing else (test/unit/trusted-types.test.ts holds the list of callers):
 *  - HTML: the shop's snippets and top layers from its own batch answer (src/api/scripts.ts), and the
 *    shop's own pages fetched for partial navigation, parsed inert (src/api/navigate.ts);
 *  - scripts: the scripts inside those snippets and top layers, the top layer `script` entry and the
 *    tracking scripts the shop's API returns (src/api/scripts.ts); the speculation rules of prefetch on
 *    intent, JSON the bundle writes around one checked same-origin URL (src/api/prefetch.ts);
 *  - script URLs: http(s) only (anything else is refused, with or without Trusted Types): scripts of those
 *    snippets (src/api/scripts.ts), `storefront.loadScript` by URL or registered name
 *    (src/api/load-script.ts), and the map's own worker (widgets/map/clusterer.ts).
 * Data (page markup, data attributes, props, GraphQL answers, cookies, storage, URLs) never comes here: it
 * is text (textContent, React children, nodes).
 * In browsers without Trusted Types the functions hand the string back (the URL check still applies).
 */
import { say } from './say';

export const POLICY_NAME = 'storefront';

interface Policy {
  createHTML(input: string): unknown;
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(s: string): string; createScript(s: string): string; createScriptURL(s: string): string }): Policy;
}

/** An http(s) URL resolved against the page, or null (javascript:, data:, blob: and the like). */
export function scriptUrl(value: string): string | null {
  try {
    // The page's own address, not `document.baseURI` (a `<base>` in the body must not redirect a script).
    const url = new URL(value, location.href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

let policy: Policy | null | undefined;

function storefrontPolicy(): Policy | null {
  if (policy !== undefined) return policy;
  policy = null;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  // Where the browser has no Trusted Types, `globalThis.trustedTypes` is an element a review gives that id, if any.
  if (typeof factory?.createPolicy != 'function') return policy;
  try {
    policy = factory.createPolicy(POLICY_NAME, {
      createHTML: (html) => html,
      createScript: (text) => text,
      createScriptURL: (value) => {
        const url = scriptUrl(value);
        if (url === null) throw new TypeError('[storefront] script URL refused');
        return url;
      },
    });
  } catch (error) {
    // The page's trusted-types directive does not name `storefront` (or it exists already): the sinks
    // below then refuse, and the page's own policy report says why.
    void say('warn', 'tt-policy', [POLICY_NAME], error);
  }
  return policy;
}

/** The shop's own HTML (batch answer snippets and top layers; its own pages) for an HTML sink. */
export function trustedHtml(html: string): string {
  const p = storefrontPolicy();
  return (p ? p.createHTML(html) : html) as string;
}

/** The shop's own script text (snippet and top-layer scripts, tracking scripts) for a script element. */
export function trustedScript(text: string): string {
  const p = storefrontPolicy();
  return (p ? p.createScript(text) : text) as string;
}

/** An http(s) script URL (or null: refused) for a script element's src or a Worker. */
export function trustedScriptUrl(value: string): string | null {
  const url = scriptUrl(value);
  if (url === null) return null;
  const p = storefrontPolicy();
  return (p ? p.createScriptURL(url) : url) as string;
}
