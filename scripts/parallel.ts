/**
 * Runs npm scripts side by side and fails if any fails: `node --import tsx scripts/parallel.ts typecheck lint`.
 * The type check is one long single-threaded task, so beside the linters it costs no extra wall time on a
 * 2-core machine (about 50 s one after the other, 30 s together). Firefox and WebKit run this way too
 * (`test:engines`): each engine waits on its pages more than it computes (Firefox alone 125 s, beside
 * WebKit 136 s; WebKit alone 40-48 s, measured). Not beside the type check, lint and unit tests: tried in
 * a fresh-clone run, all of them took longer together (check 141 s instead of 29, unit 191 s instead of 33,
 * the engines 234 s instead of about 170) and two timing-bound unit tests failed. Each script's output is
 * printed whole when it ends, so they never interleave.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  name: string;
  code: number;
  output: string;
  ms: number;
}

function run(name: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((done) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', (error) => done({ name, code: 1, output: String(error), ms: performance.now() - started }));
    child.on('close', (code) => done({ name, code: code ?? 1, output: Buffer.concat(chunks).toString(), ms: performance.now() - started }));
  });
}

const names = process.argv.slice(2);
if (names.length === 0) {
  console.error('usage: scripts/parallel.ts <npm script>...');
  process.exit(2);
}
const outcomes = await Promise.all(names.map(run));
for (const { name, code, output, ms } of outcomes) {
  console.log(`\n> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${(ms / 1000).toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0);
