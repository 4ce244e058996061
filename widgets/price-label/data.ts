/**
 * Where the price-label's product data comes from (docs/widgets/price-label.md): `data-props` `{priceType,
 * sizes: [{id, price?}], price: {...price fields}, unit?: {sellBy}}`, else, on legacy product pages,
 * `window.product_data` (an array of products `{id, unit: {sellBy}, sizes, prices}`, or one such object).
 * Either may be missing or malformed: the result is then null, never an exception.
 */
import { isObj, type Loose } from '../../src/util/guards';
import type { PriceType } from './rules';

type Obj = Loose;
const obj = (v: unknown): Obj | undefined => (isObj(v) ? v : undefined);

export interface ProductPrices {
  priceType: PriceType;
  price: Obj;
  sizes: { id: string; price?: Obj }[];
  sellBy: unknown;
  productId: string;
}

const typeOf = (v: unknown, fallback: PriceType): PriceType => (v === 'gross' || v === 'net' ? v : fallback);

export function fromProps(props: Obj, shopType: PriceType): ProductPrices | null {
  const price = obj(props.price);
  if (!price) return null;
  const id = props.productId ?? props.product;
  return {
    priceType: typeOf(props.priceType, shopType),
    price,
    sizes: sizesOf(props.sizes),
    sellBy: obj(props.unit)?.sellBy,
    productId: typeof id === 'string' || typeof id === 'number' ? String(id) : '',
  };
}

/**
 * window.product_data: the product whose id matches `productId` (form#projector_form data-product_id), else the
 * first. Two shapes: the demo's older one, the product's price fields in `prices`; and the platform's, every
 * size with its own `price` and none at the product (docs/legacy/product-page.md). There the product's price is
 * the sizes' common one when they all sell at one price (the size with the lowest 30-day price, as the server
 * picks for its box), else none: no label until a size is chosen.
 */
export function fromLegacy(data: unknown, productId: string | null, shopType: PriceType): ProductPrices | null {
  const list = Array.isArray(data) ? data : [data];
  const products = list.map(obj).filter((p): p is Obj => !!p && (!!obj(p.prices) || Array.isArray(p.sizes)));
  const product = products.find((p) => productId !== null && String(p.id) === productId) ?? products[0];
  if (!product) return null;
  const sizes = sizesOf(product.sizes);
  const price = obj(product.prices) ?? commonPrice(sizes, shopType);
  if (!price) return null;
  return { priceType: shopType, price, sizes, sellBy: obj(product.unit)?.sellBy, productId: String(product.id ?? '') };
}

/** The sizes' common price fields (see fromLegacy): {} when their prices differ; null when no size has any. */
function commonPrice(sizes: { price?: Obj }[], type: PriceType): Obj | null {
  const priced = sizes.flatMap((s) => (s.price ? [s.price] : []));
  if (!priced.length) return null;
  const at = (p: Obj, key: string) => Number(obj(obj(p[key])?.[type])?.value);
  const one = priced.every((p) => at(p, 'price') === at(priced[0]!, 'price'));
  const lowest = (p: Obj) => (at(p, 'omnibusPrice') >= 0 ? at(p, 'omnibusPrice') : Infinity);
  return one ? priced.reduce((a, b) => (lowest(b) < lowest(a) ? b : a)) : {};
}

/** The price fields of size `id` (docs/widgets/price-label.md: a size without its own price uses the product's). */
export function sizePrice(p: ProductPrices, id: string | null): Obj | undefined {
  return id === null ? undefined : p.sizes.find((s) => s.id === id)?.price;
}

/** Reads the sizes list: [{id, price?}] with string ids; anything else is dropped. */
export function sizesOf(value: unknown): { id: string; price?: Obj }[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((s) => {
    const o = obj(s);
    const id = o?.id;
    if (typeof id !== 'string' && typeof id !== 'number') return [];
    return [{ id: String(id), price: obj(o?.price) }];
  });
}
