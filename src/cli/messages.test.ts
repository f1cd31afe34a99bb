// Each message a newcomer met, before and after: a reason is plain text (never a JSON string
// with escaped quotes), quoted only where a value needs it, and the CLI names its own flags.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { plainReason } from '../base/error-message.js';
import { parseSourceConfig } from '../config/source-config.js';
import { ConfigError } from '../config/errors.js';
import { feedAddressFindings } from '../runcontext/feed-addresses.js';
import { forInputSync } from '../actions/common/for-input.js';
import { workflowCommand } from '../runtime/workflow-commands.js';
import { parseWhere } from '../okf/where.js';
import { inferSchema } from '../okf/schema.js';
import { printed } from '../../test-support/printed.js';
import { speakFlags } from './args.js';
import { stepErrors } from './crawl/report.js';
import { CRAWL_FLAGS } from './crawl/options.js';
import { emitCommand } from './commands/gather.js';
import { cli } from './index.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cli-messages-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** What an action step's ::error:: line says once the crawl has read it back. */
function crawlSays(thrown: unknown): string {
  const line = workflowCommand('error', {}, (thrown as Error).message);
  return speakFlags(stepErrors(line, '')[0]!, Object.keys(CRAWL_FLAGS));
}

function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

/** squadscope emit of leg 0 of 1 of fan f with `payload`: its exit code and what it printed. */
async function emitWith(payload: string) {
  const { out, err, sink } = printed();
  const code = await emitCommand(
    ['--artifact-dir', 'a', '--fan-id', 'f', '--payload', payload, '--seq', '0', '--expected', '1'],
    { ...sink, env: {}, cwd: dir },
  );
  return { code, out, err };
}

const NO_ESCAPED_QUOTE = /\\"/;

describe('one way to write a message', () => {
  test.each([
    {
      what: 'crawl --source-config with a malformed file',
      before: `"Input 'source-config': \\"malformed.json\\": is not valid JSON: expected a string key (offset 1)"`,
      after: `--source-config: "malformed.json": is not valid JSON: expected a string key (offset 1)`,
      say: async () =>
        crawlSays(
          thrown(() =>
            forInputSync('source-config', () =>
              parseSourceConfig('malformed.json', new TextEncoder().encode('{bad')),
            ),
          ),
        ),
    },
    {
      what: 'crawl of a source config with a feed on 127.0.0.1 (the plan refuses it, naming the flag)',
      before:
        'failed (blocked_url): address 127.0.0.1 is loopback, private, link-local, metadata or reserved',
      after: `--source-config: "sources.json": /0: feed_url "http://127.0.0.1:8080/feed" of source "intranet" is on a loopback or private address (127.0.0.1), which the legs refuse: pass --allow-private-network to crawl it`,
      say: async () =>
        crawlSays(
          thrown(() =>
            forInputSync('source-config', () => {
              const sources = [
                { id: 'intranet', feed_url: 'http://127.0.0.1:8080/feed', active: true },
              ];
              const { problem } = feedAddressFindings(sources, false);
              throw new ConfigError('sources.json', problem!);
            }),
          ),
        ),
    },
    {
      what: 'emit with a payload that is not JSON',
      before: `emit failed: "bad.json: invalid literal (offset 0)"`,
      after: /^emit failed: .*bad\.json.*: invalid literal \(offset 0\)$/,
      say: async () => {
        await writeFile(join(dir, 'bad.json'), 'nope');
        const { err, code } = await emitWith('bad.json');
        expect(code).toBe(1);
        return err.join('\n');
      },
    },
    {
      what: 'the fan-in warning annotation of a failed leg',
      before: `::warning title=fan-in warning::"mine: failed (blocked_url): …"`,
      after:
        '::warning title=fan-in warning::mine: failed (blocked_url): the URL "http://127.0.0.1/" is private',
      say: async () =>
        workflowCommand(
          'warning',
          { title: 'fan-in warning' },
          plainReason('mine: failed (blocked_url): the URL "http://127.0.0.1/" is private', 400),
        ),
    },
    {
      what: 'emit with the JSON itself as the payload (the form cloudposse takes)',
      before: '"…/{\\"score\\": 3}": file not found',
      after:
        /^squadscope emit: --payload is the path of a JSON file, and this looks like JSON itself: give it as the --value flag instead$/,
      say: async () => {
        const { err, code } = await emitWith('{"score": 3}');
        expect(code).toBe(2);
        return err[0]!;
      },
    },
    {
      what: 'emit of a payload file with a byte order mark',
      before: 'unexpected character "\uFEFF" (offset 0)',
      after: /^emitted fan-/,
      say: async () => {
        await writeFile(join(dir, 'bom.json'), '\uFEFF{"score": 3}');
        const { out, err, code } = await emitWith('bom.json');
        expect(code).toBe(0);
        expect(err).toEqual([expect.stringMatching(/byte order mark \(U\+FEFF/)]);
        return out.join('\n');
      },
    },
    {
      what: 'okf where comparing a number field with a string',
      before: `compares it with the string "\\"high\\""`,
      after: `where: risk is float, but '>' compares it with the string "high"`,
      say: async () =>
        (thrown(() => parseWhere('risk > "high"', inferSchema([{ risk: 0.5 }]))) as Error).message,
    },
    {
      what: 'squadscope okf read REF without --artifact-dir',
      before: 'set the artifact-dir input',
      after: /pass --artifact-dir \(a local directory\)/,
      say: async () => {
        const { err, sink } = printed();
        const code = await cli(['okf', 'read', 'okf:claims#v1'], { ...sink, env: {} });
        expect(code).toBe(1);
        return err.join('\n');
      },
    },
  ])('$what', async ({ before, after, say }) => {
    const said = await say();
    if (typeof after === 'string') expect(said).toBe(after);
    else expect(said).toMatch(after);
    expect(said).not.toContain(before);
    expect(said).not.toMatch(NO_ESCAPED_QUOTE);
    expect(said).not.toMatch(/ input\b/);
  });
});

describe('plainReason', () => {
  test('one line, cut with an ellipsis, never a workflow command at the start', () => {
    expect(plainReason('a\nb\r\nc\u2028d\te')).toBe('a b c d e');
    expect(plainReason('x'.repeat(10), 4)).toBe('xxxx…');
    expect(plainReason('::stop-commands::x')).toBe(' ::stop-commands::x');
  });
});

describe('speakFlags', () => {
  test('names the CLI flag for an input the CLI has, and leaves the others', () => {
    expect(speakFlags("Input 'week': bad", ['week'])).toBe('--week: bad');
    expect(speakFlags('set the artifact-dir input to a directory', ['artifact-dir'])).toBe(
      'pass --artifact-dir to a directory',
    );
    expect(
      speakFlags('x: set allow-private-network: true to crawl it', ['allow-private-network']),
    ).toBe('x: pass --allow-private-network to crawl it');
    expect(speakFlags("Input 'now': bad; the now input", ['week'])).toBe(
      "Input 'now': bad; the now input",
    );
  });
});
