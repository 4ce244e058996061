/**
 * The code examples of a Markdown file (README.md, docs/theme-guide.md): its ```ts and ```js blocks, and the
 * inline scripts of its ```html blocks. test/unit/doc-examples.test.ts compiles them against the published
 * declarations, test/browser/readme.spec.ts runs them.
 */
import { readFileSync } from 'node:fs';

export interface Example {
  doc: string;
  /** The line of the opening fence. */
  line: number;
  lang: 'ts' | 'js';
  code: string;
}

/** A script element's text that stands for a template's placeholder (dist/head.html's "…inline part…"), not code. */
const PLACEHOLDER = /^…[^;{}()=]*…$/;

/** The examples of a Markdown file that are code: ```ts and ```js blocks, and the inline scripts of ```html blocks. */
export function examples(doc: string): Example[] {
  const text = readFileSync(doc, 'utf8');
  const out: Example[] = [];
  for (const m of text.matchAll(/```(\w*)\n([\s\S]*?)```/g)) {
    const line = text.slice(0, m.index).split('\n').length;
    const [, lang, body = ''] = m;
    if (lang === 'ts' || lang === 'js') out.push({ doc, line, lang, code: body });
    if (lang !== 'html') continue;
    for (const s of body.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const code = s[1]!.trim();
      if (code && !PLACEHOLDER.test(code)) out.push({ doc, line, lang: 'js', code });
    }
  }
  return out;
}

/** The one fenced block of `lang` in the file that holds `part` (a doc edit that loses or doubles it fails here). */
export function block(doc: string, lang: string, part: string): string {
  const text = readFileSync(doc, 'utf8');
  const found = [...text.matchAll(/```(\w*)\n([\s\S]*?)```/g)].filter((m) => m[1] === lang && m[2]!.includes(part));
  if (found.length !== 1) throw new Error(`${doc}: ${found.length} \`\`\`${lang} blocks hold ${JSON.stringify(part)}, not one`);
  return found[0]![2]!;
}
