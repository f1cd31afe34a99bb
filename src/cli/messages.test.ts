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
import { emitCommand, gatherCommand } from './commands/gather.js';
import { createInputs } from '../runtime/inputs.js';
import { readGatherInputs } from '../actions/gather/inputs.js';
import { writeGatherSummary } from '../actions/gather/summary.js';
import { addFailureToSummary } from '../runtime/failure.js';
import { JobSummary } from '../runtime/summary.js';
import { checkArrival } from '../gather/dedup.js';
import { fanLegArtifactName } from '../contracts/artifact-names.js';
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

/** Runs a squadscope gather or emit in `dir`: its exit code and what it printed. */
async function run(command: typeof emitCommand, argv: string[]) {
  const { out, err, sink } = printed();
  const code = await command(argv, { ...sink, env: {}, cwd: dir });
  return { code, out, err };
}

/** Emits leg `seq` of `expected` of fan `fan` into artifact directory `store`. */
async function emitTo(store: string, fan: string, seq: number, expected: number, extra: string[]) {
  const argv = ['--artifact-dir', store, '--fan-id', fan, '--seq', String(seq)];
  const { code } = await run(emitCommand, [...argv, '--expected', String(expected), ...extra]);
  expect(code).toBe(0);
}

/** What the gather action says of its inputs (a name and value each). */
function gatherInputsSay(inputs: Record<string, string>): string {
  const read = createInputs((name) => inputs[name] ?? '');
  return (thrown(() => readGatherInputs(read, {}, dir)) as Error).message;
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
    {
      what: 'gather of a fan-id no leg was emitted with',
      before: /no leg of the fan has arrived$/,
      after:
        /is incomplete after 0 s: no leg of the fan has arrived \(fans with legs in the run: emitted \([0-9a-f]{12}\)\)$/,
      say: async () => {
        await emitTo('wrong-fan', 'emitted', 0, 1, ['--value', '{"a": 1}']);
        const argv = ['--artifact-dir', 'wrong-fan', '--fan-id', 'typo'];
        const { code, err } = await run(gatherCommand, argv);
        expect(code).toBe(1);
        return err.find((l) => l.includes('incomplete after'))!;
      },
    },
    {
      what: 'a missing leg of a matrix, named by seq',
      before: 'seq 1 is missing',
      after: /^gather default of fan "regions" is incomplete after 0 s: us-east is missing$/,
      say: async () => {
        await emitTo('regions', 'regions', 0, 2, ['--value', '{"a": 1}']);
        const matrix = ['--matrix', '{"region": ["eu-west", "us-east"]}'];
        const argv = ['--artifact-dir', 'regions', '--fan-id', 'regions', ...matrix];
        const { code, err } = await run(gatherCommand, argv);
        expect(code).toBe(1);
        return err.find((l) => l.includes('incomplete after'))!.replace(/^gather failed: /, '');
      },
    },
    {
      what: 'a bad key-by, blamed on kernel-options',
      before: "Input 'kernel-options'",
      after:
        /^Input 'key-by': kernel option 'key-by' must be matrix, matrix\.<dimension> or payload\.<field>, got "region"$/,
      say: async () => gatherInputsSay({ 'fan-id': 'f', kernel: 'append', 'key-by': 'region' }),
    },
    {
      what: 'a source without feed_url',
      before: '/0/feed_url',
      after: `"sources.json": is not a valid source config: /0 must have required property 'feed_url'`,
      say: async () =>
        (
          thrown(() =>
            parseSourceConfig('sources.json', new TextEncoder().encode('[{"id": "a"}]')),
          ) as Error
        ).message,
    },
    {
      what: 'squadscope --version',
      before: 'unknown command',
      after: /^squadscope \d+\.\d+\.\d+$/,
      say: async () => {
        const { out, err, sink } = printed();
        expect(await cli(['--version'], { ...sink, env: {} })).toBe(0);
        expect(err).toEqual([]);
        return out.join('').trimEnd();
      },
    },
    {
      what: "a failed step's summary, which said only its outcome",
      before: /^### emit: failure \(exit code 1, 0\.1 s\)\n$/,
      after:
        /\*\*Why:\*\* emit failed: bad\.json: invalid literal \(offset 0\)\n\n\*\*Next:\*\* \S/,
      say: async () => {
        const summary = new JobSummary().heading('emit: failure (exit code 1, 0.1 s)', 3);
        addFailureToSummary(
          summary,
          new Error('emit failed: bad.json: invalid literal (offset 0)'),
        );
        return summary.toMarkdown();
      },
    },
    {
      what: 'leg artifact names, hashes only',
      before: /^fan-[0-9a-f]{12}-0-a1$/,
      after: /^fan-crawl_regions-[0-9a-f]{12}-0-eu-west-a1$/,
      say: async () => fanLegArtifactName('crawl:regions', 0, 1, { region: 'eu-west' }),
    },
    {
      what: 'the heading of a gather that failed',
      before: 'failed (failed)',
      after: /^## Gather all \(perfect, append\): failed\n/m,
      say: async () => {
        const summary = new JobSummary();
        const spec = { fan_id: 'f', collector: 'all', mode: 'perfect', kernel: 'append' };
        const outcome = {
          status: 'failed',
          seen: 0,
          expected: null,
          missing: [],
          record: { passed: [] },
        };
        writeGatherSummary(
          summary,
          { spec, legLabels: null } as never,
          outcome as never,
          new Error('x'),
        );
        return summary.toMarkdown();
      },
    },
    {
      what: 'a frame that expects one leg',
      before: 'frame expects 1 legs',
      after: 'its frame expects 1 leg, the fan 2',
      say: async () => {
        const check = checkArrival([{ fan_id: 'f', seq: 0, expected: 1 }], 'f', 2, 1);
        return check.outcome === 'invalid' ? check.detail : check.outcome;
      },
    },
    {
      what: 'the counts of a gather whose two legs collide on their key-by key',
      before: '0 of ? seen',
      after: /^all: failed, 2 of 2 legs seen$/,
      say: async () => {
        for (const seq of [0, 1])
          await emitTo('collide', 'collide', seq, 2, ['--value', '{"region": "eu"}']);
        const argv = ['--artifact-dir', 'collide', '--fan-id', 'collide', '--collector', 'all'];
        const { code, err } = await run(gatherCommand, [...argv, '--key-by', 'payload.region']);
        expect(code).toBe(1);
        return err.find((l) => l.startsWith('all: '))!;
      },
    },
  ])('$what', async ({ before, after, say }) => {
    const said = await say();
    if (typeof after === 'string') expect(said).toBe(after);
    else expect(said).toMatch(after);
    if (typeof before === 'string') expect(said).not.toContain(before);
    else expect(said).not.toMatch(before);
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
    expect(
      speakFlags('(a loopback server needs allow-private-network: true)', [
        'allow-private-network',
      ]),
    ).toBe('(a loopback server needs --allow-private-network)');
    expect(speakFlags("Input 'now': bad; the now input", ['week'])).toBe(
      "Input 'now': bad; the now input",
    );
  });
});
