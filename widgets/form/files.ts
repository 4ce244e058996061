/** File inputs (docs/widgets/form.md): type blacklist and size limit, with the exact messages' parameters. */
import type { Problem } from './browser-rules';

export interface FileFacts {
  name: string;
  type: string;
  size: number;
}

export interface FileRules {
  /** MIME types (`application/x-msdownload`) and extensions (`.exe` or `exe`) that are refused. */
  blacklist: readonly string[];
  /** The field's max_filesize in bytes (absent or <= 0: no limit). */
  maxFilesize?: number;
  /** A photo field: only .jpg / .jpeg is allowed. */
  photo?: boolean;
}

/** Refused when no list is given: programs and scripts a shop never needs from a shopper. */
export const DEFAULT_BLACKLIST: readonly string[] = [
  'exe',
  'bat',
  'cmd',
  'com',
  'msi',
  'scr',
  'js',
  'vbs',
  'ps1',
  'sh',
  'php',
  'jar',
  'dll',
  'application/x-msdownload',
  'application/x-sh',
  'application/javascript',
  'text/javascript',
  'application/x-php',
];

/** 1 MB = 1048576 bytes, to 2 decimals (docs/widgets/form.md); rounded half up on the exact value, not its float. */
export function megabytes(bytes: number): string {
  return (Math.round((bytes * 100) / 1048576 + 1e-9) / 100).toFixed(2);
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The first file the rules refuse, as a Problem; null when every file passes. */
export function fileCheck(files: readonly FileFacts[], rules: FileRules): Problem | null {
  const black = rules.blacklist.map((b) => b.trim().toLowerCase().replace(/^\./, '')).filter(Boolean);
  for (const f of files) {
    const ext = extensionOf(f.name);
    if (rules.photo && !['jpg', 'jpeg'].includes(ext)) return { code: 'form_photo_format' };
    if ((ext && black.includes(ext)) || (f.type && black.includes(f.type.toLowerCase()))) return { code: 'form_file_type', params: { file: f.name } };
    if (rules.maxFilesize && rules.maxFilesize > 0 && f.size > rules.maxFilesize) {
      return { code: 'form_file_size', params: { file: f.name, size: megabytes(rules.maxFilesize) } };
    }
  }
  return null;
}

/**
 * The rules a file input's markup declares: `data-blacklist` (types and extensions, comma or space
 * separated, the first 10 000 characters read; absent: DEFAULT_BLACKLIST), `data-max-filesize` (bytes),
 * `data-photo` (present: a photo field).
 */
export function fileRules(blacklist: string | null, maxFilesize: string | null, photo: boolean): FileRules {
  return { blacklist: blacklist != null ? blacklist.slice(0, 10_000).split(/[\s,]+/) : DEFAULT_BLACKLIST, maxFilesize: Number(maxFilesize) || undefined, photo };
}

/**
 * A file input's verdict: the first file the rules refuse; else 'photo' when photos were chosen and the
 * field declares pixel bounds (`data-max-photo-size`: checked once decoded); else null.
 */
export function fileVerdict(files: readonly FileFacts[], rules: FileRules, photoSize: string | null): Problem | null | 'photo' {
  return fileCheck(files, rules) ?? (files.length && rules.photo && readPhotoBounds(photoSize) ? 'photo' : null);
}

/** A photo's largest allowed size (docs/widgets/form.md): `data-max-photo-size` as "1200" (both sides) or "1200x800". */
export interface PhotoBounds {
  width: number;
  height: number;
  /** As the message shows it: "1200" or "1200x800". */
  text: string;
}

export function readPhotoBounds(value: string | null): PhotoBounds | null {
  const v = (value ?? '').trim().toLowerCase();
  if (!v || v.length > 20) return null;
  const parts = v.split(/\s*[x×]\s*/);
  const [w, h = w] = parts.map(Number);
  if (parts.length > 2 || !Number.isInteger(w) || !Number.isInteger(h) || !(w! > 0) || !(h! > 0)) return null;
  return { width: w!, height: h!, text: w === h && parts.length === 1 ? String(w) : `${w}x${h}` };
}

/** form_photo_size when any photo is wider or taller than the bounds (pixels as decoded); else null. */
export function photoSizeCheck(sizes: readonly { width: number; height: number }[], bounds: PhotoBounds): Problem | null {
  return sizes.some((s) => s.width > bounds.width || s.height > bounds.height) ? { code: 'form_photo_size', params: { size: bounds.text } } : null;
}

/** Each photo's pixel size as decoded (at most 20 files); null when one cannot be decoded as an image. */
export async function measurePhotos(files: readonly Blob[]): Promise<{ width: number; height: number }[] | null> {
  try {
    return await Promise.all(
      files.slice(0, 20).map(async (file) => {
        const bitmap = await createImageBitmap(file);
        const size = { width: bitmap.width, height: bitmap.height };
        bitmap.close();
        return size;
      }),
    );
  } catch {
    return null;
  }
}
