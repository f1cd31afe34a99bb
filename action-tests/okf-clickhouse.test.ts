// store clickhouse end to end, as GitHub runs it: three legs emit through the real
// @actions/artifact client and the local artifact service, a gather with kernel okf
// publishes them to a ClickHouse server started here, a later job reads a slice, a filter
// and statistics from the ref alone, and a rerun of the gather leaves one copy of each row.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StepResult } from '../src/local/step.js';
import { jobStep, ok as okStep } from './job-step.js';
import { ClickHouse } from '../src/okf/clickhouse/connection.js';
import { startArtifactService, type ArtifactService } from './artifact-service.js';
import { startClickHouse, type TestClickHouse } from '../test-support/clickhouse.js';
import { printed } from '../test-support/printed.js';
import { cli } from '../src/cli/index.js';

const RUN = '9191';
const FAN = `${RUN}:claims`;
let artifacts: ArtifactService;
let server: TestClickHouse | undefined;
let dir: string;

beforeAll(async () => {
  const started = await startClickHouse();
  if ('skipped' in started) {
    console.warn(`ClickHouse end-to-end test skipped: ${started.skipped}`);
    return;
  }
  server = started;
  artifacts = await startArtifactService();
  dir = await mkdtemp(join(tmpdir(), 'e2e-okf-ch-'));
  const admin = new ClickHouse({ ...connection(), database: 'default' });
  await admin.query('CREATE DATABASE claims_db');
}, 60_000);

afterAll(async () => {
  await artifacts?.close();
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
});

function connection() {
  return {
    url: server!.url,
    user: server!.user,
    password: server!.password,
    database: 'claims_db',
    allowPrivateNetwork: true,
  };
}

const chInputs = (): Record<string, string> => ({
  'clickhouse-url': server!.url,
  'clickhouse-user': server!.user,
  'clickhouse-password': server!.password,
  'clickhouse-database': 'claims_db',
  'allow-private-network': 'true',
});

function step(job: string, action: string, inputs: Record<string, string>, env = {}) {
  return jobStep(artifacts, dir, { run: RUN, job }, action, inputs, env);
}

/** The step succeeded, and the password never reached its log (no ::add-mask:: line either). */
function ok(result: StepResult): StepResult {
  okStep(result);
  expect(result.stdout).not.toContain(server!.password);
  return result;
}

test('three legs published to ClickHouse, read from the ref alone, a rerun adds no row', async () => {
  if (!server) return;
  for (const seq of [0, 1, 2]) {
    const claims = [0, 1].map((k) => ({
      claim: `c${seq}${k}`,
      amount: 100 * seq + k,
      risk: seq / 4,
    }));
    await writeFile(join(dir, `claims-${seq}.json`), JSON.stringify(claims));
  }
  const legs = await Promise.all(
    [0, 1, 2].map((seq) =>
      step(
        `assess-${seq}`,
        'emit',
        { 'fan-id': FAN, payload: `claims-${seq}.json` },
        {
          STRATEGY_JOB_INDEX: String(seq),
          STRATEGY_JOB_TOTAL: '3',
        },
      ),
    ),
  );
  legs.forEach(ok);
  const gather = () =>
    step('dataset', 'gather', {
      'fan-id': FAN,
      collector: 'claims',
      kernel: 'okf',
      // As the seed writes it: Okf(store="clickhouse", partial=True).
      'kernel-options': '{"store":"clickhouse","partial":true}',
      ...chInputs(),
    });
  const first = ok(await gather());
  const item = JSON.parse(first.outputs['result']!) as {
    ref: string;
    schema: { rows: number; store: string };
  };
  expect(item).toMatchObject({
    ref: 'okf:claims#v1@clickhouse',
    schema: { rows: 6, store: 'clickhouse' },
  });
  // No dataset artifact: the rows are in ClickHouse only.
  expect(artifacts.artifacts().some((a) => a.name.startsWith('okf-'))).toBe(false);

  const read = async (inputs: Record<string, string>) =>
    JSON.parse(
      ok(await step('report', 'okf-read', { ref: item.ref, ...inputs, ...chInputs() })).outputs[
        'result'
      ]!,
    ) as unknown;
  const slice = await read({ fields: 'claim,amount', rows: '1:3' });
  expect(slice).toEqual({
    ref: item.ref,
    fields: ['claim', 'amount'],
    row_numbers: [1, 2],
    rows: [
      { claim: 'c01', amount: 1 },
      { claim: 'c10', amount: 100 },
    ],
    more: false,
  });
  const filtered = await read({ where: 'risk >= 0.25 and claim != "c11"', limit: '2' });
  expect(filtered).toMatchObject({
    row_numbers: [2, 4],
    more: true,
  });
  const stats = ok(
    await step('report', 'okf-stats', { ref: item.ref, field: 'amount', ...chInputs() }),
  );
  expect(JSON.parse(stats.outputs['result']!)).toEqual({
    ref: item.ref,
    field: 'amount',
    type: 'int',
    count: 6,
    nulls: 0,
    distinct: 6,
    min: 0,
    max: 201,
    mean: 603 / 6,
    p50: 100,
    p95: 201,
  });

  const again = ok(await gather());
  expect(JSON.parse(again.outputs['result']!).ref).toBe(item.ref);
  const ch = new ClickHouse(connection());
  const tables = await ch.rows("SELECT name FROM system.tables WHERE database = 'claims_db'");
  expect(tables.map((t) => t['name'])).toEqual(['okf_claims_v1']);
  const [count] = await ch.rows('SELECT count() AS n FROM okf_claims_v1 WHERE okf_row >= 0');
  expect(Number(count!['n'])).toBe(6);

  // Without the opt-in, a loopback server is refused before anything is read.
  const refused = await step('report', 'okf-read', {
    ref: item.ref,
    ...chInputs(),
    'allow-private-network': 'false',
  });
  expect(refused.exitCode).toBe(1);
  expect(refused.stdout).toContain('allow-private-network: true');

  // squadscope okf reads the same from the same server, the password from the environment.
  const squadscope = async (...argv: string[]) => {
    const { out, err, sink } = printed();
    const flags = ['--clickhouse-url', server!.url, '--clickhouse-user', server!.user];
    flags.push('--clickhouse-database', 'claims_db', '--allow-private-network');
    const env = { CLICKHOUSE_PASSWORD: server!.password };
    const code = await cli(['okf', ...argv, ...flags], { ...sink, env });
    expect(`${out.join('')}${err.join('')}`).not.toContain(server!.password);
    return { code, out: out.join(''), err: err.join('') };
  };
  const cliSlice = await squadscope('read', item.ref, '--fields', 'claim,amount', '--rows', '1:3');
  expect([cliSlice.code, JSON.parse(cliSlice.out)]).toEqual([0, slice]);
  const cliStats = await squadscope('stats', item.ref, '--field', 'amount');
  expect([cliStats.code, JSON.parse(cliStats.out)]).toEqual([
    0,
    JSON.parse(stats.outputs['result']!),
  ]);
  const denied = await cli(
    ['okf', 'read', item.ref, '--clickhouse-url', server!.url, '--allow-private-network'],
    {
      ...printed().sink,
      env: { CLICKHOUSE_PASSWORD: 'wrong' },
    },
  );
  expect(denied).toBe(1);
}, 240_000);
