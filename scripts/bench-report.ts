/**
 * The bench's run as a Markdown report (`npm run bench` writes it to reports/, which git ignores): what was
 * run, the budgets, one row per page (scripts/bench-table.ts), the bytes and readiness per page, the KNOWN
 * cases with this run's figures, the interaction figures against their ceilings, and the verdict. Pure: the
 * bench passes in what it measured; nothing here measures or reads a file.
 */
import { benchTable, type Row } from './bench-table.ts';

export interface ReportRow extends Row {
  runs: number;
  with: Row['with'] & { jsBytes: number | null; requests: number | null; widgetsReady: number | null };
  added: Row['added'] & { requests: number | null };
  keystrokeBrotli: number | null;
  notReady: string[];
  shiftSources: string[];
}

export interface ReportFigure {
  name: string;
  median: number | null;
  max: number | null;
  samples: number;
  note: string;
}

export interface BenchRun {
  commit: string;
  date: string;
  theme: 'pages' | 'halny';
  runs: number;
  throttle: number;
  widths: readonly string[];
  template: 'as-served' | 'late';
  session: 'later' | 'other' | 'new';
  budget: { tbtAdded: number; clsAdded: number; bundleTask: number; fcpAdded: number };
  /** Brotli bytes allowed before any interaction, by page file (`main.html`). */
  beforeInteraction: Readonly<Record<string, number>>;
  sizeOk: boolean;
  pages: Record<string, ReportRow>;
  interactions: readonly ReportFigure[];
  /** The ceilings' medians by figure name (CEILINGS in test/browser/support/interactions.ts). */
  ceilings: Readonly<Record<string, number>>;
  interactionCeilings: readonly string[];
  measuredInteractions: boolean;
  /** The KNOWN table as the bench prints it (test/browser/support/known.ts `knownTable`). */
  known: readonly string[];
  /** Pages over a budget that no KNOWN case covers. */
  overBudget: readonly string[];
  seconds: number;
}

const SESSION = { later: 'a later page after the same page', other: 'a later page after a page of another type', new: 'the first page of a session' } as const;

/** The report file `npm run bench` writes when no `--report` is given: one per theme, session and tag placement. */
export function reportPath(theme: BenchRun['theme'], session: BenchRun['session'], template: BenchRun['template']): string {
  return `reports/bench-${theme === 'halny' ? 'halny' : 'demo'}-${session}${template === 'late' ? '-late' : ''}.md`;
}

const dash = (n: number | null | undefined, digits = 0) => (n === null || n === undefined ? '-' : n.toFixed(digits));
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function benchReport(run: BenchRun): string {
  const widths = run.widths.map((w) => (w === '390' ? '390x844 phone over slow 4G' : `${w}x800`)).join(' and ');
  const out = [
    `# Bench report: ${run.theme === 'halny' ? 'Halny theme (fixtures/halny)' : 'demo shop (fixtures/pages)'}, ${SESSION[run.session]}`,
    '',
    `Written by \`npm run bench\` (scripts/bench.ts) at ${run.commit}, ${run.date}, in ${run.seconds} s. Medians of ${run.runs} runs per variant (with and without the bundle), CPU ${run.throttle}x, ${widths}, the tag ${run.template === 'late' ? 'at the end of `<body>` (`--template late`; KNOWN not applied)' : 'as served (`dist/head.html` in `<head>`)'}. What each column is: docs/performance.md, "How to measure". Figures of one machine: compare runs on the same machine.`,
    '',
    '## Budgets',
    '',
    `- bundle blocking time (\`own\`) <= ${run.budget.tbtAdded} ms; longest bundle script (\`task\`) <= ${run.budget.bundleTask} ms; layout shift added <= ${run.budget.clsAdded}; the inline part before the first paint (\`inline\`) <= ${run.budget.fcpAdded} ms`,
    `- brotli before any interaction: ${
      Object.entries(run.beforeInteraction)
        .map(([page, bytes]) => `${page.replace(/\.html$/, '')} ${bytes} B`)
        .join(', ') || 'none'
    }`,
    `- chunk budgets (\`npm run size\`): ${run.sizeOk ? 'ok' : 'EXCEEDED'}`,
    '',
    '## Every page',
    '',
    benchTable({ pages: run.pages }),
    '',
    '## Bytes, requests and readiness',
    '',
    '| page | runs | JS kB over the wire | bundle brotli B | first keystroke brotli B | requests | added | ready ms | not ready | shifted by |',
    `|${'---|'.repeat(10)}`,
    ...Object.entries(run.pages).map(([page, p]) =>
      [
        page,
        String(p.runs),
        p.with.jsBytes === null ? '-' : (p.with.jsBytes / 1000).toFixed(1),
        dash(p.bundleBrotli),
        dash(p.keystrokeBrotli),
        dash(p.with.requests),
        p.added.requests === null ? '-' : `${p.added.requests >= 0 ? '+' : ''}${p.added.requests}`,
        dash(p.with.widgetsReady),
        cell(p.notReady.join('; ')) || '-',
        cell(p.shiftSources.join(' / ')) || '-',
      ]
        .join(' | ')
        .replace(/^/, '| ')
        .concat(' |'),
    ),
    '',
    '## KNOWN cases',
    '',
    ...run.known.map((line) => `- ${line.trim()}`),
    '',
    '## Interactions',
    '',
  ];
  if (!run.measuredInteractions) out.push('Not measured (`--no-interactions`).');
  else {
    out.push('| figure | median ms | max ms | samples | ceiling ms | note |', `|${'---|'.repeat(6)}`);
    for (const f of run.interactions) {
      const ceiling = run.ceilings[f.name];
      out.push(`| ${cell(f.name)} | ${dash(f.median, 1)} | ${dash(f.max, 1)} | ${f.samples} | ${ceiling === undefined ? '-' : Math.floor(ceiling)} | ${cell(f.note) || '-'} |`);
    }
    out.push('', `Ceilings: ${run.interactionCeilings.length ? `FAILED: ${run.interactionCeilings.join('; ')}` : 'ok'}`);
  }
  out.push('', '## Verdict', '', run.overBudget.length ? `Over budget, no KNOWN case: ${run.overBudget.join(', ')}` : 'Every page within its budgets or a KNOWN case.', '');
  return out.join('\n');
}
