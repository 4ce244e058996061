/** Types of the proxy's exports the unit test uses (the file itself is plain Node JavaScript). */
/** Each command the proxy may answer, with what its absence means in a run. */
export declare const STUBBED: Map<string, string>;
export declare function rewrite(text: string, pending: Map<number, string>): string;
export declare function toFirefox(text: string): string;
