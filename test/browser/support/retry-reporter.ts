/**
 * Playwright reporter that names every test which needed a retry to pass (a flake) or failed after its
 * retries, in one block at the end of the run, so a green CI log still shows what was unsteady.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class RetryReporter implements Reporter {
  private readonly retried = new Map<string, { attempts: number; final: string }>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry === 0 && result.status !== 'failed' && result.status !== 'timedOut') return;
    const name = `[${test.parent.project()?.name ?? '?'}] ${test.titlePath().slice(1).join(' › ')}`;
    this.retried.set(name, { attempts: result.retry + 1, final: result.status });
  }

  onEnd(_result: FullResult) {
    const rows = [...this.retried].filter(([, r]) => r.attempts > 1);
    console.log(`\nretries: ${rows.length} test(s) needed a retry`);
    for (const [name, r] of rows) console.log(`  retried ${r.attempts - 1}x, ${r.final === 'passed' ? 'passed on retry' : r.final}: ${name}`);
  }

  printsToStdio() {
    return false;
  }
}
