/**
 * The controls of the platform's buy form that only its own script drove (docs/legacy/product-page.md), kept
 * working by the price label, the widget that follows `form#projector_form`: loaded by ./index.ts with the
 * platform's lowest-price box, when the form has one of them.
 *  - the quantity's `-` and `+` (`button.projector_buy__number_range[data-range-type]`): step the quantity
 *    input by its sell-by amount (`data-sellby`, else `step`, else 1), never below that amount nor the
 *    form's `data-minimum-quantity`, never above `max`; `input` and `change` are sent as for typing;
 *  - the size select of a product with more than six sizes (`select[name="projector_sizes"]`): its choice goes
 *    into the hidden `size` input the form sends (the placeholder option empties it), which the label follows;
 *  - "oblicz ratę" (`a[href="#showInstalments"]`): opens and closes the instalment providers
 *    (`--active` on `.projector_instalments`, which the theme's CSS shows them by), instead of jumping.
 * Everything through listeners tied to the widget's signal; the one attribute added (`aria-expanded`) goes on unmount.
 */
const positive = (v: string | null | undefined) => {
  const n = v ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
};
/** 0.1 + 0.2 steps stay 0.3: quantities are rounded to six decimals. */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** The quantity after a press of `-` or `+` (pure: test/unit/price-label-rules.test.ts). */
export function stepQuantity(current: string, dir: 'up' | 'down', sellBy: string | null, minimum: string | null, max: string | null): string {
  const step = positive(sellBy) ?? 1;
  const low = Math.max(step, positive(minimum) ?? 0);
  const high = positive(max) ?? Infinity;
  const now = Number(current);
  const base = Number.isFinite(now) && now >= low ? now : low;
  const next = Math.min(high, Math.max(low, round(dir === 'up' ? base + step : base - step)));
  return String(Number.isFinite(now) && now < low ? low : next);
}

function onRange(form: HTMLFormElement, button: HTMLElement) {
  const dir = button.getAttribute('data-range-type');
  const input = button.closest('.projector_buy__number_wrapper')?.querySelector<HTMLInputElement>('input[name="number"]') ?? form.querySelector<HTMLInputElement>('#projector_number');
  if (!input || (dir !== 'up' && dir !== 'down') || input.disabled) return;
  const value = stepQuantity(input.value, dir, input.getAttribute('data-sellby') ?? input.getAttribute('step'), input.getAttribute('data-minimum-quantity'), input.getAttribute('max'));
  if (value === input.value) return;
  input.value = value;
  for (const type of ['input', 'change']) input.dispatchEvent(new Event(type, { bubbles: true }));
}

export function keepBuyForm(form: HTMLFormElement, signal: AbortSignal): void {
  const doc = form.ownerDocument;
  const opener = form.querySelector<HTMLAnchorElement>('.projector_instalments a[href="#showInstalments"]');
  opener?.setAttribute('aria-expanded', 'false');
  signal.addEventListener('abort', () => opener?.removeAttribute('aria-expanded'), { once: true });
  form.addEventListener(
    'click',
    (e) => {
      const t = e.target instanceof Element ? e.target : null;
      const range = t?.closest<HTMLElement>('.projector_buy__number_range');
      if (range && form.contains(range)) return onRange(form, range);
      const link = t?.closest<HTMLAnchorElement>('a[href="#showInstalments"]');
      const box = link?.closest('.projector_instalments');
      if (!link || !box) return;
      e.preventDefault();
      const open = box.classList.toggle('--active');
      link.setAttribute('aria-expanded', String(open));
    },
    { signal },
  );
  // The select may sit outside the form, tied to it by its form attribute: listened for on the document.
  doc.addEventListener(
    'change',
    (e) => {
      const select = e.target;
      if (!(select instanceof HTMLSelectElement) || select.name !== 'projector_sizes' || select.form !== form) return;
      const hidden = form.querySelector<HTMLInputElement>('input[type="hidden"][name="size"]');
      const option = select.selectedOptions[0];
      hidden?.setAttribute('value', option?.hasAttribute('value') ? option.value : '');
    },
    { signal },
  );
}
