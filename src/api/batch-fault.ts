/**
 * The batch call's failure messages (./batch.ts), loaded only when a call fails: their wording is no weight on
 * the pages where it works. Each says what happened; only an HTTP error's adds that the widgets that need
 * the answer show their server HTML.
 */
import { BATCH_TIMEOUT } from './batch';

/** What went wrong: an HTTP status, a body that is not JSON, JSON that is not an object, or a thrown error. */
export type BatchFault = ['http', number] | ['json', string] | ['object'] | ['failed', unknown];

export function batchFaultMessage(where: string, [kind, detail]: BatchFault): string {
  if (kind === 'http') return `${where} answered HTTP ${detail}; widgets that need it show their server HTML.`;
  if (kind === 'json') {
    const text = detail.trim();
    return `${where} answered something that is not JSON (${text ? text.slice(0, 40) + '…' : 'empty body'}).`;
  }
  if (kind === 'object') return `${where} answered JSON that is not an object.`;
  const timedOut = (detail as Error | undefined)?.name === 'TimeoutError';
  return `${where} failed: ${timedOut ? `no answer in ${BATCH_TIMEOUT / 1000} s` : String(detail)}.`;
}
