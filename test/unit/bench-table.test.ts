// scripts/bench-table.ts: the bench's JSON as the markdown table of docs/performance-pages.md.
import { expect, it } from 'vitest';
import { benchTable } from '../../scripts/bench-table';

const medians = (over: Record<string, number | null>) => ({ fcp: 800, inline: null, lcp: 900, tbt: 60, cls: 0, clsPlaced: 0, clsRest: 0, bundleTask: 0, bundleBlocking: 0, ...over });

it('one row per page: medians, signed differences, the budgets missed and which a KNOWN case covers', () => {
  const table = benchTable({
    pages: {
      'main@390': {
        without: medians({}),
        with: medians({ fcp: 780, inline: 24.25, lcp: 1000, tbt: 70, cls: 0.0446, clsPlaced: 0.0446, bundleTask: 61, bundleBlocking: 11 }),
        added: { fcp: -20, cls: 0.0446 },
        lcpElement: 'h1',
        bundleBrotli: 14232,
        budgets: { fcp: true, tbt: true, cls: false, bundleTask: false, bytes: true },
        known: ['shift'],
      },
    },
  }).split('\n');
  expect(table).toHaveLength(3);
  expect(table[1]).toBe(`|${'---|'.repeat(19)}`);
  expect(table[2]).toBe('| main@390 | 800 | 780 | -20 | 24.3 | 900 | 1000 | `h1` | 0.0000 | 0.0446 | 0.0446 | 0.0000 | +0.0446 | 60 | 70 | 11 | 61 | 14232 | shift (KNOWN), task |');
});

it('a figure not measured is a dash; a row within every budget says none', () => {
  const row = benchTable({
    pages: { x: { without: medians({ fcp: null }), with: medians({}), added: { fcp: null, cls: 0 }, lcpElement: '', bundleBrotli: null, budgets: { cls: true }, known: [] } },
  }).split('\n')[2];
  expect(row).toBe('| x | - | 800 | - | - | 900 | 900 | `` | 0.0000 | 0.0000 | 0.0000 | 0.0000 | +0.0000 | 60 | 60 | 0 | 0 | - | none |');
});
