/** APG tabs keys (horizontal, automatic activation), shared by every tab list of the bundle. No DOM here. */

/** The tab to select for `key` on tab `index` of `count`, or -1 for other keys. */
export function tabKey(key: string, index: number, count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return -1;
}
