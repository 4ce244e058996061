// @vitest-environment node
// The documentation holds together: the README stays a front door (at most 10 KB), every relative link
// of README.md and docs/**/*.md points at a file that exists, and every #anchor at a heading of that file
// (GitHub's heading ids). Figures and rules are checked by the tests that hold them; this checks the map.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();

/** GitHub's id of a heading: lower case, punctuation out, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The heading ids of a Markdown file (headings inside code blocks aside). */
function anchors(path: string): Set<string> {
  const text = readFileSync(path, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set(
    text
      .split('\n')
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => slug(l.replace(/^#+ /, ''))),
  );
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? markdownFiles(join(dir, d.name)) : d.name.endsWith('.md') ? [join(dir, d.name)] : []));
}

/** Relative links of a Markdown file (code blocks and inline code aside), as [target, #anchor]. */
function links(file: string): { target: string; anchor: string }[] {
  const text = readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((href) => !/^[a-z][a-z\d+.-]*:/i.test(href))
    .map((href) => {
      const [path = '', anchor = ''] = href.split('#');
      return { target: path ? join(dirname(file), path) : file, anchor };
    });
}

const files = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))];

describe('documentation', () => {
  it('README.md is at most 10 KB', () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(10 * 1024);
  });

  it('slug follows GitHub heading ids', () => {
    expect(slug('The marker table')).toBe('the-marker-table');
    expect(slug('CSP and Trusted Types')).toBe('csp-and-trusted-types');
    expect(slug('Page loads, at 0cfbec3')).toBe('page-loads-at-0cfbec3');
    expect(slug("useStore instead of valtio's useSnapshot")).toBe('usestore-instead-of-valtios-usesnapshot');
  });

  it.each(files.map((f) => [relative(ROOT, f), f] as const))('%s: every relative link and anchor resolves', (_name, file) => {
    const broken: string[] = [];
    for (const { target, anchor } of links(file)) {
      if (!existsSync(target)) broken.push(`${relative(ROOT, target)} (missing)`);
      else if (anchor && statSync(target).isFile() && !anchors(target).has(anchor)) broken.push(`${relative(ROOT, target)}#${anchor}`);
    }
    expect(broken).toEqual([]);
  });
});
