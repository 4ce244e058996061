/** Types of the proxy's exports the unit test uses (the file itself is plain Node JavaScript). */
export declare const STUBBED: Set<string>;
export declare function rewrite(text: string, pending: Map<number, string>): string;
export declare function toFirefox(text: string): string;
