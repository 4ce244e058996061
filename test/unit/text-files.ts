/**
 * For the text loaders' tests (widget-texts.test.ts, simple-texts.test.ts): Polish, English and German files
 * whose loaders record which languages were asked for.
 */
export function recorded<P, O>(files: { pol: P; eng: O; ger: O }) {
  const calls: string[] = [];
  const load =
    <T>(lang: string, value: T) =>
    () => (calls.push(lang), Promise.resolve({ default: value }));
  return { calls, loaders: { pol: load('pol', files.pol), eng: load('eng', files.eng), ger: load('ger', files.ger) } };
}
