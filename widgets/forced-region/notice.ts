/**
 * What the forced-region notice says (docs/widgets/forced-region.md): the chosen delivery country/region
 * (and/or postcode), the currency of the prices shown, and the country/region that delivery times and costs
 * are given for; and the label of the "Restore default" button. Pure: message codes with their parameters.
 */
import type { CurrencySettings } from '../../src/types';
import type { ForcedState, Variant } from './cookies';

export interface Line {
  code: string;
  params: Record<string, string>;
}

export const currencyText = (c: Pick<CurrencySettings, 'id' | 'symbol'>): string => (c.symbol && c.id && c.symbol !== c.id ? `${c.symbol} (${c.id})` : c.symbol || c.id);

export function statements(variant: Variant, s: ForcedState, currency: Pick<CurrencySettings, 'id' | 'symbol'>): Line[] {
  const country = s.region?.current ?? '';
  const zipcode = s.zipcode?.current ?? '';
  const lines: Line[] = [];
  if (variant !== 'zipcode') lines.push({ code: 'region_chosen_country', params: { country } });
  if (variant !== 'region') lines.push({ code: 'region_chosen_zipcode', params: { zipcode } });
  lines.push({ code: 'region_prices_currency', params: { currency: currencyText(currency) } });
  const basis = variant === 'region' ? country : variant === 'zipcode' ? zipcode : `${country}, ${zipcode}`;
  lines.push({ code: 'region_delivery_basis', params: { country: basis } });
  return lines;
}

/** The restore button; when the default is unknown the label ends at the verb ("…: " is dropped). */
export function restoreLabel(variant: Variant, s: ForcedState): Line & { known: boolean } {
  const dc = s.region?.default ?? '';
  const dz = s.zipcode?.default ?? '';
  if (variant === 'region') return { code: 'region_restore_default', params: { default: dc }, known: !!dc };
  if (variant === 'zipcode') return { code: 'region_restore_default_zipcode', params: { default: dz }, known: !!dz };
  return { code: 'region_restore_default_both', params: { default: [dc, dz].filter(Boolean).join(', ') }, known: !!(dc || dz) };
}
