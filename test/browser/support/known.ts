/**
 * Budgets a page truly cannot reach yet: nothing is excluded silently. Each case names
 * the page as the bench does (`main`, `main:closed`, `main@390` for the phone at 390x844; `new:main` for the
 * first page of a session, `npm run bench -- --session new`), the budget,
 * the figure it was measured at, a limit and the reason with where to fix it. `page` may end in `*`
 * (`*` every desktop row, `*@390` every phone row). `npm run bench` prints this table on every run, with
 * the figure of that run. test/browser/perf.spec.ts holds such a case to its limit instead of the budget
 * (so it cannot get worse unseen) and fails once it is within the budget (fixed: delete the case).
 */
export type Budget = 'blocking' | 'shift' | 'task' | 'bytes';

export interface KnownCase {
  page: string;
  budget: Budget;
  /** The figure when the case was written down (median, as judged). */
  figure: string;
  /** What it is held to meanwhile (same unit as the budget). */
  limit: number;
  reason: string;
}

/**
 * A case for a later page and for the first page of a session (`new:`): what it is known for does not depend
 * on what the session remembers (the bench's `--session new` rows give the same figures).
 */
const everySession = (k: KnownCase): KnownCase[] => [k, { ...k, page: `new:${k.page}` }];

export const KNOWN: readonly KnownCase[] = [
  // The longest bundle script (median of each run's longest, thread time, CPU 4x). Figures at a4cea2b on the
  // quiet machine, one load at a time (`npm run bench -- --pages ... --runs 5 --concurrency 1`), and in the
  // every-page table of docs/performance.md (two loads at a time).
  ...[
    ['chrome-nav-a', '72 ms (median of 5, one load at a time; 85 ms with two at a time)'],
    ['chrome-nav-b', '68 ms (median of 5, one load at a time; 83 ms with two at a time)'],
    ['chrome-nav-b@390', "61 ms (median of 5, one load at a time; 80 ms with two at a time; chrome-nav-a@390: 18 ms), the longest script the core's callback after a chunk import"],
  ].flatMap(([page, figure]) =>
    everySession({
      page: page!,
      budget: 'task' as const,
      figure: figure!,
      limit: 110,
      reason:
        'the page asks for its inline search box at load (data-load="load", a test page of partial navigation): React and the search island\'s chunk are evaluated at start, one script ("chunks/search-*.js") of 55-75 ms at CPU 4x. The search box\'s own moment is interaction (nothing of it runs before the shopper reaches for it); a theme that moves it to load pays this. Fix: none in the bundle (evaluation of the React island); the page keeps it to hold partial navigation with a mounted React widget.',
    }),
  ),
  ...everySession({
    page: 'widgets-maps',
    budget: 'task',
    figure: "57 ms at a4cea2b (median of 5, quiet machine, one load at a time; 61 ms with two at a time); before the five tasks 216 ms on a loaded machine, the map's one script",
    limit: 90,
    reason:
      "the stores map is in the first viewport at 1280x800, so it mounts at load, and Leaflet's own steps are long at CPU 4x: creating the map (its panes and handlers, about 30 ms) and adding the tile layer (about 30 ms). The map is now built in five tasks (widgets/map/index.ts); the longest left is one of them, Leaflet's (24 ms at 390x844, where the map is below the fold). docs/performance.md (the map with many points) has the map's own figures at 4x. Fix: none left in the widget short of a lighter map library.",
  }),
  // The first page of a session (`npm run bench -- --session new`): the body_top snippets come with the
  // page-load batch answer and nothing tells their height before it (later pages reserve what an earlier
  // page measured). Figures at 7d1872f, 3 runs, one load at a time, every row of both themes alike.
  ...[
    ['new:*', '+0.0266 to +0.0344 at 1280x800 (demo main, projector, widgets-projector +0.028, widgets-main +0.0344; Halny +0.0266 to +0.0270)', 0.04],
    ['new:*@390', '+0.0446 at 390x844 on every row of both themes (main, projector, widgets-main, widgets-projector)', 0.05],
  ].map(([page, figure, limit]) => ({
    page: page as string,
    budget: 'shift' as const,
    figure: figure as string,
    limit: limit as number,
    reason:
      "the top snippets (body_top) on the first page of a session move the page below them by their height (24-37 px): the space for them is reserved only from what an earlier page of the session measured (src/api/top-space.ts), and reserving a guess would move the page on shops whose answer has no top snippet. Fix: none in the bundle without the height in the page (a shop that renders its top snippets in the server's HTML moves nothing); layout-shift.spec's new-session test holds the figure to this limit.",
  })),
];

const FIRST = 'new:';
/** A pattern and a row match on the same session (`new:` both, or neither), then by name (`*`, `*@390`). */
const matches = (pattern: string, page: string) => {
  if (pattern.startsWith(FIRST) !== page.startsWith(FIRST)) return false;
  const [p, name] = [pattern.replace(FIRST, ''), page.replace(FIRST, '')];
  return p.startsWith('*') ? (p === '*' ? !name.includes('@') : name.endsWith(p.slice(1))) : p === name;
};
export const knownCase = (page: string, budget: Budget): KnownCase | undefined => KNOWN.find((k) => k.budget === budget && matches(k.page, page));

/** The table as the bench prints it: every case, its recorded figure, this run's figure and the reason. */
export function knownTable(now: (page: string, budget: Budget) => string | null): string[] {
  if (!KNOWN.length) return ['KNOWN (budgets a page cannot reach yet, test/browser/support/known.ts): none'];
  return [
    'KNOWN (budgets a page cannot reach yet, test/browser/support/known.ts):',
    ...KNOWN.map((k) => `  ${k.page.padEnd(8)} ${k.budget.padEnd(9)} recorded ${k.figure}, held to ${k.limit}; this run: ${now(k.page, k.budget) ?? 'not measured'}. ${k.reason}`),
  ];
}
