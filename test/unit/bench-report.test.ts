// @vitest-environment node
// scripts/bench-report.ts: the bench's run as the Markdown report it writes to reports/.
import { describe, expect, it } from 'vitest';
import { benchReport, reportPath, type BenchRun, type ReportRow } from '../../scripts/bench-report';

const medians = { fcp: 800, inline: 21.4, lcp: 900, tbt: 60, cls: 0, clsPlaced: 0, clsRest: 0, bundleTask: 30, bundleBlocking: 12, jsBytes: 15_432, requests: 9, widgetsReady: 1180 };
const row = (over: Partial<ReportRow> = {}): ReportRow => ({
  runs: 5,
  without: { ...medians, inline: null, bundleTask: 0, bundleBlocking: 0 },
  with: medians,
  added: { fcp: 20, cls: 0, requests: 4 },
  lcpElement: 'h1',
  bundleBrotli: 14_232,
  keystrokeBrotli: 75_512,
  notReady: [],
  shiftSources: [],
  budgets: { fcp: true, tbt: true, cls: true, bundleTask: true, bytes: true },
  known: [],
  ...over,
});
const run = (over: Partial<BenchRun> = {}): BenchRun => ({
  commit: 'HEAD',
  date: 'when',
  theme: 'pages',
  runs: 5,
  throttle: 4,
  widths: ['1280', '390'],
  template: 'as-served',
  session: 'later',
  budget: { tbtAdded: 100, clsAdded: 0.01, bundleTask: 50, fcpAdded: 50 },
  beforeInteraction: { 'main.html': 16_000, 'projector.html': 20_000 },
  sizeOk: true,
  pages: { main: row() },
  interactions: [],
  ceilings: {},
  interactionCeilings: [],
  measuredInteractions: false,
  known: ['KNOWN (budgets a page cannot reach yet, test/browser/support/known.ts):', '  new:*    shift     recorded x, held to 0.04; this run: not measured. reason'],
  overBudget: [],
  seconds: 42,
  ...over,
});

describe('bench report', () => {
  it('names its file by theme, session and tag placement, under reports/', () => {
    expect(reportPath('pages', 'later', 'as-served')).toBe('reports/bench-demo-later.md');
    expect(reportPath('halny', 'new', 'as-served')).toBe('reports/bench-halny-new.md');
    expect(reportPath('pages', 'other', 'late')).toBe('reports/bench-demo-other-late.md');
  });

  it('says what was run and the budgets, then the page table of bench-table.ts', () => {
    const lines = benchReport(run()).split('\n');
    expect(lines[0]).toBe('# Bench report: demo shop (fixtures/pages), a later page after the same page');
    expect(lines[2]).toContain('at HEAD, when, in 42 s. Medians of 5 runs per variant');
    expect(lines[2]).toContain('CPU 4x, 1280x800 and 390x844 phone over slow 4G, the tag as served');
    expect(lines).toContain(
      '- bundle blocking time (`own`) <= 100 ms; longest bundle script (`task`) <= 50 ms; layout shift added <= 0.01; the inline part before the first paint (`inline`) <= 50 ms',
    );
    expect(lines).toContain('- brotli before any interaction: main 16000 B, projector 20000 B');
    expect(lines).toContain('- chunk budgets (`npm run size`): ok');
    // bench-table.ts's row (its own test holds every cell): page, FCP w/o 800, w 800, added +20, inline 21.4, ...
    expect(lines.find((l) => l.startsWith('| main | 800 | 800 | +20 | 21.4 |'))).toBeDefined();
  });

  it('gives bytes in the units of their headings, signs the requests added and dashes what was not measured', () => {
    const lines = benchReport(
      run({ pages: { main: row(), x: row({ keystrokeBrotli: null, notReady: ['search: no data-ready'], shiftSources: ['div#a | b'], added: { fcp: null, cls: null, requests: -1 } }) } }),
    ).split('\n');
    // 15,432 B over the wire = 15.4 kB; 14,232 B brotli; 75,512 B for the first keystroke; 9 requests, 4 more than without.
    expect(lines).toContain('| main | 5 | 15.4 | 14232 | 75512 | 9 | +4 | 1180 | - | - |');
    // A pipe inside a cell is escaped so the table keeps its columns.
    expect(lines).toContain('| x | 5 | 15.4 | 14232 | - | 9 | -1 | 1180 | search: no data-ready | div#a \\| b |');
  });

  it('lists the KNOWN cases and says when the interactions were left out', () => {
    const text = benchReport(run());
    expect(text).toContain(
      '## KNOWN cases\n\n- KNOWN (budgets a page cannot reach yet, test/browser/support/known.ts):\n- new:*    shift     recorded x, held to 0.04; this run: not measured. reason\n',
    );
    expect(text).toContain('## Interactions\n\nNot measured (`--no-interactions`).');
  });

  it('puts each interaction beside its ceiling and names the ceilings that failed', () => {
    const text = benchReport(
      run({
        measuredInteractions: true,
        interactions: [
          { name: 'modal open (warm)', median: 91.24, max: 120, samples: 5, note: '' },
          { name: 'mega-menu submenu', median: 22.7, max: 30, samples: 7, note: 'Enter to frame' },
        ],
        ceilings: { 'modal open (warm)': 100.01 },
        interactionCeilings: ['INP: pick a date (cold): median 112 ms, ceiling 100.01 ms'],
      }),
    );
    expect(text).toContain('| modal open (warm) | 91.2 | 120.0 | 5 | 100 | - |');
    expect(text).toContain('| mega-menu submenu | 22.7 | 30.0 | 7 | - | Enter to frame |');
    expect(text).toContain('Ceilings: FAILED: INP: pick a date (cold): median 112 ms, ceiling 100.01 ms');
  });

  it('ends with the verdict: the pages over budget that no KNOWN case covers, or none', () => {
    expect(benchReport(run()).trimEnd().endsWith('## Verdict\n\nEvery page within its budgets or a KNOWN case.')).toBe(true);
    expect(
      benchReport(run({ overBudget: ['main@390', 'search'] }))
        .trimEnd()
        .endsWith('Over budget, no KNOWN case: main@390, search'),
    ).toBe(true);
    expect(benchReport(run({ sizeOk: false }))).toContain('- chunk budgets (`npm run size`): EXCEEDED');
  });
});
