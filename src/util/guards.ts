/**
 * Guards for untrusted values (page JSON, server answers, props, cookies): one copy each, shared by the
 * core and the widgets, so every reader of outside data rejects the same things the same way.
 */
export type Loose = Record<string, unknown>;

/** A plain object (not null, not an array). */
export const isObj = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The value as an object to read fields from; `{}` for anything else. */
export const obj = (v: unknown): Loose => (isObj(v) ? v : {});
