import * as core from '@actions/core';
import fc from 'fast-check';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import {
  boundedMessage,
  commands,
  hideInLog,
  MAX_LOG_MESSAGE_CHARS,
  type AnnotationProperties,
} from './workflow-commands.js';

/** What `fn` writes to stdout. */
function stdoutOf(fn: () => void): string {
  let written = '';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    written += String(chunk);
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return written;
}

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom('', '%', '\r\n', ':,', '::error::x', '%0A', '0'),
);
const place = fc.option(fc.integer({ min: 0, max: 1000 }), { nil: undefined });
const annotation: fc.Arbitrary<AnnotationProperties> = fc.record(
  {
    title: fc.option(text, { nil: undefined }),
    file: fc.option(text, { nil: undefined }),
    startLine: place,
    endLine: place,
    startColumn: place,
    endColumn: place,
  },
  { requiredKeys: [] },
);

test('log lines and annotations are byte for byte what @actions/core writes', () => {
  fc.assert(
    fc.property(text, annotation, (message, props) => {
      expect(stdoutOf(() => commands.info(message))).toBe(stdoutOf(() => core.info(message)));
      expect(stdoutOf(() => commands.debug(message))).toBe(stdoutOf(() => core.debug(message)));
      expect(stdoutOf(() => commands.error(message, props))).toBe(
        stdoutOf(() => core.error(message, props)),
      );
      expect(stdoutOf(() => commands.warning(message, props))).toBe(
        stdoutOf(() => core.warning(message, props)),
      );
      expect(stdoutOf(() => commands.error(message))).toBe(stdoutOf(() => core.error(message)));
    }),
  );
});

test('every message is bounded: a 1 MB error becomes one line of at most the bound, with …', () => {
  const huge = `${'x'.repeat(1_000_000)}\nPWNED`;
  for (const write of [commands.info, commands.debug, commands.warning, commands.error]) {
    const line = stdoutOf(() => write(huge));
    expect(line.length).toBeLessThan(MAX_LOG_MESSAGE_CHARS + 40);
    expect(line).toContain('x…');
    expect(line).not.toContain('PWNED');
  }
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: MAX_LOG_MESSAGE_CHARS + 50 }), (m) => {
      const cut = boundedMessage(m);
      expect(cut.length).toBeLessThanOrEqual(MAX_LOG_MESSAGE_CHARS);
      if (m.length <= MAX_LOG_MESSAGE_CHARS) expect(cut).toBe(m);
      else expect(cut.endsWith('…') && m.startsWith(cut.slice(0, -1))).toBe(true);
    }),
    { numRuns: 50 },
  );
});

test('a hidden secret is *** in every later line, and no line prints it to hide it', () => {
  expect(stdoutOf(() => hideInLog('hidden-s3cr3t'))).toBe('');
  const printed = stdoutOf(() => {
    commands.info('a hidden-s3cr3t b');
    commands.error('x hidden-s3cr3t', { title: 't' });
  });
  expect(printed).not.toContain('hidden-s3cr3t');
  expect(printed).toContain('a *** b');
});

test('a group opens and closes as core.group does, also when its work throws', async () => {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await expect(commands.group('a:b\n', () => Promise.resolve(3))).resolves.toBe(3);
    await core.group('a:b\n', () => Promise.resolve(3));
    await expect(commands.group('x', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
  } finally {
    spy.mockRestore();
  }
  expect(lines).toEqual([
    '::group::a:b%0A\n',
    '::endgroup::\n',
    '::group::a:b%0A\n',
    '::endgroup::\n',
    '::group::x\n',
    '::endgroup::\n',
  ]);
});

test('outputs go to the GITHUB_OUTPUT file as @actions/core appends them', () => {
  const dir = mkdtempSync(join(tmpdir(), 'commands-'));
  const saved = process.env['GITHUB_OUTPUT'];
  try {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), text, (name, value) => {
        const ours = join(dir, 'ours');
        const theirs = join(dir, 'theirs');
        writeFileSync(ours, '');
        writeFileSync(theirs, '');
        process.env['GITHUB_OUTPUT'] = ours;
        commands.setOutput(name, value);
        process.env['GITHUB_OUTPUT'] = theirs;
        core.setOutput(name, value);
        const read = (path: string) =>
          readFileSync(path, 'utf8').replace(/ghadelimiter_[0-9a-f-]{36}/g, 'DELIMITER');
        expect(read(ours)).toBe(read(theirs));
      }),
      { numRuns: 50 },
    );
    delete process.env['GITHUB_OUTPUT'];
    expect(stdoutOf(() => commands.setOutput('n', 'a\nb'))).toBe(
      stdoutOf(() => core.setOutput('n', 'a\nb')),
    );
  } finally {
    if (saved === undefined) delete process.env['GITHUB_OUTPUT'];
    else process.env['GITHUB_OUTPUT'] = saved;
    rmSync(dir, { recursive: true, force: true });
  }
});
