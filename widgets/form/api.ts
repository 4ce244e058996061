/**
 * The network side of a validation round (docs/widgets/form.md): one validateClientData request for every
 * field being checked, and the IBAN check. A failure gives "no messages" for the fields, never a throw.
 */
import { gqlRequest } from '../../src/api/graphql';
import type { Config } from '../../src/types';
import { buildRequest, readResults, type ServerField, type ServerResult } from './server-rules';

/** Results by field id; a field the answer does not cover (failure, malformed entry) has no messages. */
export async function checkFields(config: Config, fields: ServerField[], signal?: AbortSignal): Promise<Map<string, ServerResult>> {
  const out = new Map<string, ServerResult>();
  const request = buildRequest(fields.filter((f) => f.type !== 'iban'));
  if (request) {
    const data = await gqlRequest<unknown>(config, request.document, request.variables, { hint: { query: 'validateClientData' }, signal });
    // A failed request leaves its fields out: they have no messages and stay unchecked (docs/widgets/form.md).
    const results = data === false ? new Map<string, ServerResult>() : readResults(data, request.aliases.keys());
    for (const [alias, id] of request.aliases) {
      const result = results.get(alias);
      if (result) out.set(id, result);
    }
  }
  await Promise.all(
    fields
      .filter((f) => f.type === 'iban')
      .map(async (f) => {
        const valid = await ibanValid(f.value, signal);
        if (valid !== null) out.set(f.id, { messages: valid ? [] : [{ code: 'incorrect_iban', message: '' }], clientExists: false });
      }),
  );
  return out;
}

/**
 * GET /ajax/payments.php?action=verify_iban (docs/widgets/form.md): a non-zero errno is incorrect_iban. Anything
 * else that goes wrong gives null (no messages, as for the other fields: the server checks on submit).
 */
export async function ibanValid(value: string, signal?: AbortSignal): Promise<boolean | null> {
  try {
    const url = `/ajax/payments.php?action=verify_iban&bankAccount=${encodeURIComponent(value)}`;
    const timeout = AbortSignal.timeout(10000);
    // The shop's own address (a `<base href>` in the body must not send the account number elsewhere),
    // answered only by the shop.
    const response = await fetch(new URL(url, location.origin), { credentials: 'same-origin', mode: 'same-origin', signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    const body = (await response.json()) as { errno?: unknown };
    const errno = Number(body?.errno);
    return Number.isFinite(errno) && body?.errno !== null ? errno === 0 : null;
  } catch (error) {
    if (!signal?.aborted) console.warn('[storefront] form: IBAN check failed:', (error as Error)?.message ?? error);
    return null;
  }
}
