import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { fileURLToPath } from 'node:url';
import { CancelledError, installCancelHandlers } from './signals.js';

function recordingLog() {
  const warnings: string[] = [];
  return { warnings, log: { warning: (m: string) => void warnings.push(m) } };
}

describe('installCancelHandlers (in process)', () => {
  it('aborts on SIGTERM, logs once, keeps the process alive and removes its listeners', () => {
    const before = process.listenerCount('SIGTERM');
    const { warnings, log } = recordingLog();
    const handle = installCancelHandlers({ log });
    expect(process.listenerCount('SIGTERM')).toBe(before + 1);
    expect(handle.cancelled()).toBe(false);

    let aborts = 0;
    handle.signal.addEventListener('abort', () => aborts++);
    process.emit('SIGTERM', 'SIGTERM');
    process.emit('SIGINT', 'SIGINT');
    process.emit('SIGTERM', 'SIGTERM');

    expect(handle.cancelled()).toBe(true);
    expect(handle.signal.aborted).toBe(true);
    expect(aborts).toBe(1);
    expect(handle.signal.reason).toBeInstanceOf(CancelledError);
    expect((handle.signal.reason as CancelledError).signalName).toBe('SIGTERM');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Received SIGTERM: the job is being cancelled/);

    handle.dispose();
    handle.dispose();
    expect(process.listenerCount('SIGTERM')).toBe(before);
  });

  it('listens on an injected target for SIGINT too', () => {
    const target = new EventEmitter();
    const { warnings, log } = recordingLog();
    const handle = installCancelHandlers({ log, target });
    target.emit('SIGINT', 'SIGINT');
    expect(handle.cancelled()).toBe(true);
    expect(warnings[0]).toMatch(/^Received SIGINT/);
    handle.dispose();
    expect(target.listenerCount('SIGINT') + target.listenerCount('SIGTERM')).toBe(0);
  });
});

describe('installCancelHandlers (real signals, child process)', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  afterEach(() => {
    // A timed-out test never reaches its own cleanup: never leave the child behind.
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  it('survives two SIGTERMs and finishes its work', async () => {
    const script = fileURLToPath(
      new URL('../../test-support/fixtures/runtime/signal-child.mjs', import.meta.url),
    );
    const proc = spawn(process.execPath, [script], { stdio: ['pipe', 'pipe', 'pipe'] });
    child = proc;
    let stdout = '';
    let stderr = '';
    const waiters: { text: string; resolve: () => void }[] = [];
    proc.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
      for (const w of waiters.filter((w) => stdout.includes(w.text))) w.resolve();
    });
    proc.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      proc.on('close', (code, signal) => resolve({ code, signal })),
    );
    const waitFor = (text: string) =>
      stdout.includes(text)
        ? Promise.resolve()
        : Promise.race([
            new Promise<void>((resolve) => waiters.push({ text, resolve })),
            exited.then(() => {
              throw new Error(`child exited before "${text}": ${stdout}\n${stderr}`);
            }),
          ]);

    await waitFor('ready');
    proc.kill('SIGTERM');
    await waitFor('aborted: cancelled by SIGTERM');
    proc.kill('SIGTERM');
    // Were the second signal fatal, the child would be gone well within this margin.
    await new Promise((r) => setTimeout(r, 300));
    proc.stdin.end('finish\n');
    const { code, signal } = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(stdout).toContain('artifact written, cancelled=true');
    expect(stdout).toContain('listeners after dispose: 0');
    expect(stdout.split('\n').filter((l) => l.startsWith('warning: '))).toHaveLength(1);
  });
});
