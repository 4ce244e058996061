/**
 * The site notice's memory (docs/widgets/notice.md): a shopper who closed it does not get the same notice
 * again on every page; a new text shows again. The text is kept as a short hash in localStorage (NOTICE_KEY);
 * storage that throws or holds garbage counts as "not seen".
 */
export const NOTICE_KEY = 'sf_notice_closed';

/** A short, stable fingerprint of the notice's text (FNV-1a, 32 bit, base 36), whitespace folded. */
export function noticeHash(text: string): string {
  let h = 0x811c9dc5;
  for (const ch of text.replace(/\s+/g, ' ').trim()) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36);
}

export interface NoticeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whether the notice with this text should open: it has text and was not closed before. */
export function shouldOpen(text: string, storage: NoticeStorage | undefined): boolean {
  if (!text.replace(/\s+/g, '')) return false;
  try {
    return storage?.getItem(NOTICE_KEY) !== noticeHash(text);
  } catch {
    return true;
  }
}

export function remember(text: string, storage: NoticeStorage | undefined): void {
  try {
    storage?.setItem(NOTICE_KEY, noticeHash(text));
  } catch {
    /* private mode or full storage: the notice shows again next time, which is the safe side */
  }
}
