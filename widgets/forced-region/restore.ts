/**
 * "Restore default" (docs/widgets/forced-region.md): which unset mutation(s) a variant calls, and what the
 * answer means. Answers other than "success": the dialog stays open, says what happened (the server's
 * refusal, with its message when it gives one, or no answer at all) and the shopper may try again or press
 * Continue.
 */
import { REGION_COOKIE, ZIPCODE_COOKIE, type Variant } from './cookies';

export interface UnsetCall {
  hint: string; // ?mutation=... (docs/widgets/forced-region.md)
  document: string;
  /** Cookies deleted on success. */
  cookies: string[];
}

const FIELDS = '{ status error { code message } }';

export function unsetCall(variant: Variant): UnsetCall {
  if (variant === 'region') return { hint: 'unsetRegion', document: `mutation { unsetTemporaryRegion ${FIELDS} }`, cookies: [REGION_COOKIE] };
  if (variant === 'zipcode') return { hint: 'unsetZipcode', document: `mutation { unsetTemporaryZipcode ${FIELDS} }`, cookies: [ZIPCODE_COOKIE] };
  return {
    hint: 'unsetRegionAndZipcode',
    document: `mutation { unsetTemporaryRegion ${FIELDS} unsetTemporaryZipcode ${FIELDS} }`,
    cookies: [REGION_COOKIE, ZIPCODE_COOKIE],
  };
}

export type Outcome = { kind: 'success' } | { kind: 'refused'; message: string } | { kind: 'failed' };

type Result = { status?: unknown; error?: { message?: unknown } | null } | null | undefined;

/**
 * The answer of gqlRequest: `false` = no usable answer (network failure, time-out, HTTP error).
 * The status is read from unsetTemporaryRegion when it was asked (docs/widgets/forced-region.md), else
 * unsetTemporaryZipcode.
 */
export function outcomeOf(variant: Variant, data: false | Record<string, Result>): Outcome {
  if (!data || typeof data !== 'object') return { kind: 'failed' };
  const r = variant === 'zipcode' ? data.unsetTemporaryZipcode : data.unsetTemporaryRegion;
  if (!r || typeof r !== 'object') return { kind: 'failed' };
  if (r.status === 'success') return { kind: 'success' };
  const message = r.error && typeof r.error.message === 'string' ? r.error.message.trim().slice(0, 300) : '';
  return { kind: 'refused', message };
}
