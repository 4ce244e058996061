/**
 * search (docs/widgets/search.md): instant suggestions on the header search form.
 * Markup: legacy `form#menu_search`, or `<form data-widget="search">`, holding `input[name="text"]` and
 * its submit button. Without JavaScript (or before this mounts) the form submits as it always did;
 * text typed before mounting is read from the box and searched.
 * Options (data-* on the form, or data-props JSON):
 *   data-min-length  characters before suggestions are asked for (default 2)
 *   data-delay       ms after the last keystroke (default 500)
 * Load moment: its row in markers/index.ts. This chunk holds no React: the suggestions' React part
 * (./island.ts) loads once the form has been quiet for QUIET ms (./quiet.ts), so its evaluation never lands
 * between two keystrokes of a burst.
 */
import type { Widget } from '../../src/types';
import { describe } from '../../src/util/report';
import { adoptCss } from '../../src/ui/css';
import { DELAY, MIN_LENGTH } from './controller';
import { afterQuiet } from './quiet';
import { CSS } from './style';

/** No key or input on the form for this long (ms) is a pause in typing (keystrokes of a burst: 100-250 ms apart). */
export const QUIET = 300;

/** A positive whole number from a data-* option, else the default (with a console hint). */
export function intOption(value: unknown, fallback: number, name: string, min = 0): number {
  if (value === undefined || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (Number.isInteger(n) && n >= min) return n;
  console.warn(`[storefront] search: data-${name}="${String(value)}" is not a whole number >= ${min}; using ${fallback}.`);
  return fallback;
}

/**
 * The platform's search toggle (`a.menu_search__mobile[href="#showSearchForm"]`, shown where the theme hides
 * its search box: below 979 px). A press opens the search as the legacy script did, by `html.--search-open`
 * (the theme then shows its box), with focus in the box; the React part opens its full-screen layer. Returns
 * whether the toggle was pressed since the layer last closed.
 */
function openByToggle(form: HTMLElement, input: HTMLInputElement, signal: AbortSignal): () => boolean {
  const toggle = form.querySelector<HTMLElement>('a[href="#showSearchForm"],.menu_search__mobile');
  let pressed = false;
  const root = document.documentElement;
  toggle?.addEventListener(
    'click',
    (e) => {
      e.preventDefault();
      pressed = true;
      root.classList.add('--search-open');
      input.focus();
    },
    { signal },
  );
  return () => (pressed &&= root.classList.contains('--search-open'));
}

const widget: Widget = {
  mount(ctx) {
    const form = ctx.element;
    const input = form.querySelector<HTMLInputElement>('input[name="text"]');
    if (!(form instanceof HTMLFormElement) || !input) {
      throw new Error(`search: ${describe(form)} must be a <form> holding <input name="text">; add the input or move data-widget to the form.`);
    }
    adoptCss('search', CSS);
    form.classList.add('sf-suggest-form');
    const minLength = intOption(ctx.props.minLength, MIN_LENGTH, 'min-length', 1);
    const delay = intOption(ctx.props.delay, DELAY, 'delay');
    const toggled = openByToggle(form, input, ctx.signal);
    const cleanup = afterQuiet(form, QUIET, ctx.signal).then((typedAt) =>
      ctx.signal.aborted ? undefined : import('./island').then((m) => m.mountView(ctx, { input, minLength, delay, typedAt, toggled })),
    );
    return cleanup.then((stop) => () => {
      stop?.();
      form.classList.remove('sf-suggest-form');
    });
  },
};
export default widget;
