/* global Element */
// Lighthouse (mobile preset, simulated throttling): a page as the first of a session, then the same page
// again in the same tab (a later page of the session: sessionStorage kept). Prints CLS, TBT, LCP, FCP.
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { startFlow } from 'lighthouse';
const [url, out] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage();
const flow = await startFlow(page, { config: { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], disableFullPageScreenshot: true } } });
const shifts = () =>
  page.evaluate(
    () =>
      new Promise((done) => {
        const out = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries())
            out.push(
              `${e.value.toFixed(4)} @${Math.round(e.startTime)} ${e.hadRecentInput ? '(input) ' : ''}${e.sources
                .map((x) => {
                  const n = x.node;
                  return `${n instanceof Element ? n.tagName.toLowerCase() + (n.id ? '#' + n.id : '') + '.' + [...n.classList].join('.') : n?.nodeName} ${Math.round(x.previousRect.y)}+${Math.round(x.previousRect.height)}->${Math.round(x.currentRect.y)}+${Math.round(x.currentRect.height)}`;
                })
                .join(' | ')}`,
            );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(out), 100);
      }),
  );
await flow.navigate(url, { name: 'first page of a session' });
// As the bench does: the later page comes once the first has stored what the session remembers (the
// body_top snippets' height), so nothing of the first page happens during the second's trace.
if (!/sf=off/.test(url)) await page.waitForFunction(() => Object.keys(sessionStorage).some((k) => /^storefront:\w/.test(k)), { timeout: 15000 }).catch(() => console.error('nothing stored'));
await new Promise((r) => setTimeout(r, 1000));
const seen = [await shifts()];
// Leave the first page before the second step (as the bench does): Lighthouse re-applies its emulation to
// the page still shown when a step starts, and the old page's resize, before the new document commits, was
// counted in the second step's CLS (0.0265 in one run of three: a LayoutShift event of the old document).
await page.goto('about:blank');
await flow.navigate(url, { name: 'later page of the session', flags: { disableStorageReset: true } });
seen.push(await shifts());
if (process.env.SHIFTS) console.log(JSON.stringify(seen, null, 1));
const result = await flow.createFlowResult();
const rows = result.steps.map((s) => {
  const a = s.lhr.audits;
  return {
    step: s.name,
    cls: a['cumulative-layout-shift'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    score: s.lhr.categories.performance.score,
  };
});
console.log(JSON.stringify({ url, rows }));
if (out) writeFileSync(out, JSON.stringify(result));
if (process.env.ARTIFACTS) {
  const art = flow.createArtifactsJson();
  const steps = art.gatherSteps.map((g) =>
    (g.artifacts.Trace?.traceEvents ?? [])
      .filter((e) => e.name === 'LayoutShift' || e.name === 'navigationStart' || e.name === 'TracingStartedInBrowser' || e.name === 'FrameCommittedInBrowser')
      .map((e) => ({
        name: e.name,
        ts: e.ts,
        pid: e.pid,
        tid: e.tid,
        frame: e.args?.frame,
        data: e.args?.data
          ? {
              score: e.args.data.score,
              wsd: e.args.data.weighted_score_delta,
              input: e.args.data.had_recent_input,
              main: e.args.data.is_main_frame,
              nodes: e.args.data.impacted_nodes?.map((n) => [n.node_id, n.old_rect, n.new_rect]),
              url: e.args.data.documentLoaderURL ?? e.args.data.url,
            }
          : undefined,
      })),
  );
  writeFileSync(process.env.ARTIFACTS, JSON.stringify(steps, null, 1));
}
await browser.close();
