/**
 * axe-core in the page (WCAG 2.0 / 2.1, levels A and AA), for test/browser/a11y.spec.ts. The script is
 * injected from the axe-core package (no @axe-core/playwright: it needs Node 22), and the results are
 * reduced to what a failing test should say: rule, impact, help, and each offending node's selector and
 * HTML. Pages under a strict CSP refuse injected scripts: audit them without ?csp=strict.
 */
import type { Page } from '@playwright/test';
import axe from 'axe-core';

export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** ARIA's element-reflection properties, which axe reads before the attributes (hidden from it in Firefox, below). */
const REFLECTED = [
  'ariaActiveDescendantElement',
  'ariaControlsElements',
  'ariaDescribedByElements',
  'ariaDetailsElements',
  'ariaErrorMessageElements',
  'ariaFlowToElements',
  'ariaLabelledByElements',
  'ariaOwnsElements',
];

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
    async ([tags, include, exclude, reflected]) => {
      const a = (window as unknown as { axe: typeof axe }).axe;
      const context: axe.ElementContext = include ? { include: [include], exclude: exclude.map((e) => [e]) } : { exclude: exclude.map((e) => [e]) };
      // Firefox ESR 153's content process crashes (signal 11) on a read of an element-reflection getter
      // (Element.ariaLabelledByElements and its kin) of some parsed elements once a widget has changed the
      // page, axe or not. axe reads the property first and the attribute where it is undefined, as in a
      // browser without element reflection: for the audit the getters answer undefined, and the markup's
      // aria-* attributes are what axe checks (the bundle sets no element reflection of its own).
      const hidden = /Firefox\//.test(navigator.userAgent) ? reflected.map((name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)] as const) : [];
      for (const [name] of hidden) Object.defineProperty(Element.prototype, name, { get: () => undefined, configurable: true });
      const r = await a.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).finally(() => {
        for (const [name, was] of hidden) {
          if (was) Object.defineProperty(Element.prototype, name, was);
          else delete (Element.prototype as unknown as Record<string, unknown>)[name];
        }
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), html: n.html.slice(0, 200), summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300) })),
      }));
    },
    [TAGS, include ?? null, exclude ?? [], REFLECTED] as const,
  );
  const rank = ['critical', 'serious', 'moderate', 'minor', 'unknown'];
  return result.sort((a, b) => rank.indexOf(a.impact) - rank.indexOf(b.impact));
}

/**
 * The platform's basket link is named "Wartość koszyka: {worth}" while it shows the count and the worth: a
 * label-in-name mismatch the server writes (docs/legacy/header.md), left as it is by the bundle. Only that
 * finding on that link is set apart; every other finding on it, and this rule anywhere else, still fails.
 */
export const serverBasketName = (f: Finding | { id: string; nodes: { target: string }[] }) => f.id === 'label-content-name-mismatch' && f.nodes.every((n) => n.target === '.top_basket__sub');

export const severe = (findings: Finding[]) => findings.filter((f) => f.impact === 'critical' || f.impact === 'serious');

/** A readable list for an assertion message. */
export function describeFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.impact} ${f.id} (${f.help}):\n${f.nodes.map((n) => `    ${n.target}  ${n.html}\n      ${n.summary}`).join('\n')}`).join('\n');
}
