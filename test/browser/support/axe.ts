/**
 * axe-core in the page (WCAG 2.0 / 2.1, levels A and AA), for test/browser/a11y.spec.ts. The script is
 * injected from the axe-core package (no @axe-core/playwright: it needs Node 22), and the results are
 * reduced to what a failing test should say: rule, impact, help, and each offending node's selector and
 * HTML. Pages under a strict CSP refuse injected scripts: audit them without ?csp=strict.
 */
import type { Page } from '@playwright/test';
import axe from 'axe-core';

export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** Runs axe on the page (or inside `include`); returns every violation, most severe first. */
export async function audit(page: Page, { include, exclude }: { include?: string; exclude?: string[] } = {}): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const result = await page.evaluate(
    async ([tags, include, exclude]) => {
      const a = (window as unknown as { axe: typeof axe }).axe;
      const context: axe.ElementContext = include ? { include: [include], exclude: exclude.map((e) => [e]) } : { exclude: exclude.map((e) => [e]) };
      const r = await a.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 200), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300) })),
      }));
    },
    [TAGS, include ?? null, exclude ?? []] as const,
  );
  const rank = ['critical', 'serious', 'moderate', 'minor', 'unknown'];
  return result.sort((a, b) => rank.indexOf(a.impact) - rank.indexOf(b.impact));
}

export const severe = (findings: Finding[]) => findings.filter((f) => f.impact === 'critical' || f.impact === 'serious');

/** A readable list for an assertion message. */
export function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.impact} ${f.id} (${f.help}):\n${f.nodes.map((n) => `    ${n.target}  ${n.html}\n      ${n.summary}`).join('\n')}`).join('\n');
}
