import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { ActionContext } from '../../runtime/index.js';
import { MAX_OUTPUT_BYTES } from '../../gather/io/result.js';
import { ArtifactError } from '../../artifacts/errors.js';
import { OkfError } from '../../okf/errors.js';
import { namingTheDataset, publishResult } from './okf-result.js';

describe('publishResult', () => {
  it('names a result file too large for an output without letting its path start a command', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'okf-result-'));
    try {
      const lines: string[] = [];
      const outputs: Record<string, unknown> = {};
      const ctx = {
        setOutput: (name: string, value: unknown) => void (outputs[name] = value),
        log: { warning: (line: string) => void lines.push(line) },
      } as unknown as ActionContext;
      const path = join(dir, 'out\n::warning title=injected::pwned');
      const big = 'x'.repeat(MAX_OUTPUT_BYTES);
      const place = { artifactDir: undefined, resultPath: path, largeResult: 'warn' as const };
      await publishResult(ctx, place, { big });
      const bytes = MAX_OUTPUT_BYTES + 10;
      expect(outputs).toEqual({
        'result-path': path,
        'result-bytes': bytes,
        result: '',
        'result-omitted': `the result is ${bytes} bytes, above the ${MAX_OUTPUT_BYTES} bytes a job output holds: read it from result-path`,
      });
      expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ big });
      expect(lines).toHaveLength(1);
      expect(
        lines
          .join('\n')
          .split(/\r?\n/)
          .filter((l) => l.startsWith('::')),
      ).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('publishResult, on-large-result', () => {
  it('sets the result when it fits, and fails only when asked to past the limit', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'okf-result-'));
    try {
      const outputs: Record<string, unknown> = {};
      const ctx = {
        setOutput: (name: string, value: unknown) => void (outputs[name] = value),
        log: { warning: () => undefined },
      } as unknown as ActionContext;
      const place = {
        artifactDir: undefined,
        resultPath: join(dir, 'r.json'),
        largeResult: 'fail' as const,
      };
      await publishResult(ctx, place, { small: 1 });
      expect(outputs).toMatchObject({
        result: '{"small":1}',
        'result-omitted': '',
        'result-bytes': 11,
      });
      await expect(publishResult(ctx, place, 'x'.repeat(MAX_OUTPUT_BYTES))).rejects.toThrow(
        /on-large-result: fail/,
      );
      expect(outputs['result']).toBe('');
      expect((await readFile(place.resultPath)).length).toBe(MAX_OUTPUT_BYTES + 3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('namingTheDataset', () => {
  const listing = new ArtifactError(
    'backend',
    'Listing artifacts failed: "Failed to ListArtifacts: Unable to make request: ECONNRESET (5 attempts in 1.2 s)"',
  );

  it('puts the action and the dataset before a store failure, code and cause kept', () => {
    const named = namingTheDataset('okf-read', ' okf:news-2026-w49#v3', listing);
    expect(named).toBeInstanceOf(ArtifactError);
    expect((named as ArtifactError).code).toBe('backend');
    expect((named as ArtifactError).cause).toBe(listing);
    expect((named as ArtifactError).message).toBe(
      `okf-read: reading dataset news-2026-w49 (ref okf:news-2026-w49#v3): ${listing.message}`,
    );
  });

  it('keeps the store message whole after the dataset, for any dataset name and version', () => {
    const name = fc.stringMatching(/^[a-z0-9][a-z0-9_-]{0,63}$/u);
    const version = fc.integer({ min: 1, max: 999_999_999 });
    fc.assert(
      fc.property(name, version, fc.string(), (n, v, message) => {
        const cause = new ArtifactError('backend', message);
        const named = namingTheDataset('okf-stats', `okf:${n}#v${v}`, cause) as ArtifactError;
        expect(named.message).toBe(
          `okf-stats: reading dataset ${n} (ref okf:${n}#v${v}): ${message}`,
        );
      }),
    );
  });

  it('passes OKF errors and anything else through unchanged', () => {
    const okf = new OkfError('not_found', 'Dataset okf:news#v2 not found');
    const other = new Error('boom');
    expect(namingTheDataset('okf-stats', 'okf:news#v2', okf)).toBe(okf);
    expect(namingTheDataset('okf-stats', 'okf:news#v2', other)).toBe(other);
    expect(namingTheDataset('okf-stats', 'okf:news#v2', 'text')).toBe('text');
  });
});
