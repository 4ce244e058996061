/**
 * Follows the size the shopper picks (docs/widgets/price-label.md: prices per size). Sources, all tied to the
 * widget's signal:
 *  - legacy `form#projector_form` (or the form the label sits in): `[name="size"]` radios or selects
 *    (`change`) and the hidden `input[name="size"]` that a size picker rewrites (its value attribute);
 *  - for modern themes, an event on document:
 *      document.dispatchEvent(new CustomEvent('storefront:size-change', { detail: { size: 'M', product: 123 } }))
 *    `size` is the size id of the props' `sizes`; `product` (optional) limits it to that product's labels.
 */
import { liveFirst } from '../../src/util/off';

export const SIZE_EVENT = 'storefront:size-change';

export interface SizeChangeDetail {
  size: string | number;
  product?: string | number;
}

function formOf(el: Element): HTMLFormElement | null {
  return el.closest('form') ?? liveFirst<HTMLFormElement>(document, 'form#projector_form');
}

/** The size currently chosen in `form`, or null. */
export function currentSize(form: HTMLFormElement | null): string | null {
  if (!form) return null;
  for (const c of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name="size"]')) {
    if (c instanceof HTMLInputElement && (c.type === 'radio' || c.type === 'checkbox') && !c.checked) continue;
    if (c.value) return c.value;
  }
  return null;
}

export function watchSize(el: Element, productId: string, signal: AbortSignal, onChange: (id: string) => void): { initial: string | null } {
  const form = formOf(el);
  let last = currentSize(form);
  const emit = (id: string | null) => {
    if (id === null || id === last) return;
    last = id;
    onChange(id);
  };
  if (form) {
    form.addEventListener(
      'change',
      (e) => {
        if ((e.target as Element | null)?.getAttribute?.('name') === 'size') emit(currentSize(form));
      },
      { signal },
    );
    const hidden = form.querySelectorAll('input[type="hidden"][name="size"]');
    if (hidden.length) {
      const mo = new MutationObserver(() => emit(currentSize(form)));
      hidden.forEach((h) => mo.observe(h, { attributes: true, attributeFilter: ['value'] }));
      signal.addEventListener('abort', () => mo.disconnect(), { once: true });
    }
  }
  document.addEventListener(
    SIZE_EVENT,
    (e) => {
      const d = (e as CustomEvent<SizeChangeDetail | null>).detail;
      if (!d || (typeof d.size !== 'string' && typeof d.size !== 'number')) return;
      if (d.product !== undefined && productId && String(d.product) !== productId) return;
      emit(String(d.size));
    },
    { signal },
  );
  return { initial: last };
}
