import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ActionContext } from '../../runtime/index.js';
import { MAX_RESULT_OUTPUT_BYTES, publishResult } from './okf-result.js';

describe('publishResult', () => {
  it('names a result file too large for an output without letting its path start a command', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'okf-result-'));
    try {
      const lines: string[] = [];
      const outputs: Record<string, unknown> = {};
      const ctx = {
        setOutput: (name: string, value: unknown) => void (outputs[name] = value),
        log: { info: (line: string) => void lines.push(line) },
      } as unknown as ActionContext;
      const path = join(dir, 'out\n::warning title=injected::pwned');
      const big = 'x'.repeat(MAX_RESULT_OUTPUT_BYTES + 1);
      await publishResult(ctx, path, { big });
      expect(outputs).toEqual({ 'result-path': path, result: '' });
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
