// @vitest-environment node
/** The demo server's port from the command line or PORT, and the line a busy port gets (fixtures/server/port.ts). */
import { createServer } from 'node:net';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, listenProblem, portFrom } from '../../fixtures/server/port';

describe('portFrom(argv, env)', () => {
  it.each<[string[], Record<string, string>, number | RegExp]>([
    [[], {}, DEFAULT_PORT],
    [['--port', '4291'], {}, 4291], // npm start -- --port 4291
    [['--port=4292'], {}, 4292],
    [[], { PORT: '4293' }, 4293],
    [['--port', '4291'], { PORT: '4293' }, 4291], // the command line wins
    [['--theme', '../t', '--port', '0'], {}, 0], // 0: any free port
    [['--port', 'abc'], {}, /must be a port number from 0 to 65535, not "abc"/],
    [['--port', '70000'], {}, /not "70000"/],
    [[], { PORT: '-1' }, /not "-1"/],
  ])('%j %j -> %s', (args, env, expected) => {
    const got = portFrom(['node', 'fixtures/server.ts', ...args], env);
    if (typeof expected === 'number') expect(got).toBe(expected);
    else expect(got).toMatch(expected);
  });
});

describe('a port the server cannot listen on', () => {
  it('a busy port is one line that names the port and the way round it; other failures are not worded', () => {
    expect(listenProblem({ code: 'EADDRINUSE' }, 4173)).toBe(
      'Port 4173 is in use (another demo server, or another program): stop it, or start on another port with npm start -- --port 4174 (or PORT=4174 npm start).',
    );
    expect(listenProblem({ code: 'EACCES' }, 80)).toMatch(/^Port 80 needs privileges/);
    expect(listenProblem(new Error('boom'), 4173)).toBeUndefined();
  });

  it('the server started on a taken port exits 1 with that line and no stack trace', async () => {
    const blocker = createServer();
    await new Promise<void>((done) => blocker.listen(0, '127.0.0.1', done));
    const port = (blocker.address() as { port: number }).port;
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'fixtures/server.ts', '--port', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const code = await new Promise<number | null>((done) => child.on('exit', done));
      expect(code).toBe(1);
      expect(err.trim()).toBe(listenProblem({ code: 'EADDRINUSE' }, port));
    } finally {
      blocker.close();
    }
  }, 30_000);
});
