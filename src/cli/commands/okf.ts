/**
 * `squadscope okf read|stats`: partial reads of an OKF dataset in a local store (the
 * artifact directory the fan-in or gather wrote to) or in ClickHouse (a ref ending with
 * @clickhouse). Prints one JSON document; exits 0, 1 (the dataset or the request is wrong:
 * the message says which) or 2 (usage error).
 */
import { parseCommandLine, speakFlags, UsageError } from '../args.js';
import { ArtifactError } from '../../artifacts/errors.js';
import { OkfError } from '../../okf/errors.js';
import { parseRows, parseStatNames, STAT_NAMES, type ReadRequest } from '../../okf/read-request.js';
import { parseRef, storeOfRef } from '../../okf/ref.js';
import { clickHouseSource, readFrom, statsFrom, type OkfSource } from '../../okf/source.js';

export interface OkfCliIo {
  stdout(line: string): void;
  stderr(line: string): void;
  env: NodeJS.ProcessEnv;
}

export const OKF_USAGE = `Usage: squadscope okf read REF [--fields a,b] [--rows 0:50] [--where EXPR] [--limit N] STORE
       squadscope okf stats REF --field NAME [--numeric] [--stats a,b] STORE

Read a slice of an OKF dataset (REF is okf:<name>#v<k>, or okf:<name>#v<k>@clickhouse for
one kept in ClickHouse), or the statistics of one field. See docs/okf.md for the where
grammar. STORE is --artifact-dir DIR, or for ClickHouse --clickhouse-url URL and the flags
after it; the ClickHouse password is read from CLICKHOUSE_PASSWORD (a flag would show in
the process list).

  --artifact-dir DIR   the store: a directory holding one sub-directory per artifact
  --clickhouse-url URL the ClickHouse server's HTTP interface, http(s)://host:port
  --clickhouse-user U  the user the queries run as (default: default)
  --clickhouse-database D
                       the database that holds the datasets (default: default)
  --clickhouse-table-prefix P
                       the prefix of the datasets' table names (default: none)
  --allow-private-network
                       let --clickhouse-url name a private or loopback address
  --fields a,b         fields to return (default: all)
  --rows A:B           rows A (inclusive) to B (exclusive); out of range gives fewer rows
  --where EXPR         e.g. 'risk > 0.8 and branch = "north"'
  --limit N            most rows returned (default 100, at most 10000)
  --field NAME         the field of okf stats
  --numeric            refuse a field that is not a number
  --stats a,b          what okf stats reports besides count and nulls (default all:
                       distinct,min,max,mean,p50,p95,top); min and max of a number
                       alone are read from the Parquet footer
  -h, --help           show this help

Exit status: 0 done, 1 the dataset or the request is wrong, 2 usage error.`;

const OPTIONS = {
  'artifact-dir': { type: 'string' },
  fields: { type: 'string' },
  rows: { type: 'string' },
  where: { type: 'string' },
  limit: { type: 'string' },
  field: { type: 'string' },
  numeric: { type: 'boolean' },
  stats: { type: 'string' },
  'clickhouse-url': { type: 'string' },
  'clickhouse-user': { type: 'string' },
  'clickhouse-database': { type: 'string' },
  'clickhouse-table-prefix': { type: 'string' },
  'allow-private-network': { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

type Values = ReturnType<typeof parse>['values'];

function parse(argv: string[]) {
  return parseCommandLine(argv, OPTIONS, true);
}

function readRequest(values: Values): ReadRequest {
  const request: ReadRequest = {};
  if (values.fields !== undefined)
    request.fields = values.fields
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
  if (values.rows !== undefined) request.rows = parseRows(values.rows);
  if (values.where !== undefined) request.where = values.where;
  if (values.limit !== undefined) {
    if (!/^\d{1,9}$/u.test(values.limit))
      throw new UsageError(
        `--limit must be a positive integer, got ${JSON.stringify(values.limit)}`,
      );
    request.limit = Number(values.limit);
  }
  return request;
}

async function run(argv: string[], io: OkfCliIo): Promise<number> {
  const { values, positionals } = parse(argv);
  if (values.help) {
    io.stdout(OKF_USAGE);
    return 0;
  }
  const [verb, ref, ...extra] = positionals;
  if ((verb !== 'read' && verb !== 'stats') || ref === undefined || extra.length > 0) {
    throw new UsageError('expected: okf read REF … or okf stats REF --field NAME');
  }
  const inClickHouse = storeOfRef(parseRef(ref)) === 'clickhouse';
  checkStoreFlags(ref, inClickHouse, values);
  const request = verb === 'read' ? readRequest(values) : undefined;
  if (verb === 'stats' && values.field === undefined)
    throw new UsageError('okf stats needs --field NAME');
  const stats =
    values.stats === undefined
      ? [...STAT_NAMES]
      : parseStatNames(values.stats.split(',').map((s) => s.trim()));
  // The store and the reader are loaded once the command line is known good: --help and
  // usage errors answer at once.
  const source = inClickHouse
    ? await clickHouseOf(values, io.env)
    : await artifactsOf(values, io.env);
  const result =
    request !== undefined
      ? await readFrom(source, ref, request)
      : await statsFrom(source, ref, {
          field: values.field!,
          numeric: values.numeric === true,
          stats,
        });
  io.stdout(JSON.stringify(result));
  return 0;
}

/** The ref's store decides which flags name it: the others would be ignored, so they are refused. */
function checkStoreFlags(ref: string, inClickHouse: boolean, values: Values): void {
  const clickHouseFlags = Object.keys(OPTIONS).filter(
    (flag) => flag.startsWith('clickhouse-') || flag === 'allow-private-network',
  );
  const given = clickHouseFlags.filter((flag) => flag in values).map((flag) => `--${flag}`);
  if (inClickHouse) {
    if (values['artifact-dir'] !== undefined) {
      throw new UsageError(
        `${ref} is kept in ClickHouse: it is read with --clickhouse-url, not --artifact-dir`,
      );
    }
    if (values['clickhouse-url'] === undefined) {
      throw new UsageError(`${ref} is kept in ClickHouse: give --clickhouse-url`);
    }
  } else if (given.length > 0) {
    throw new UsageError(
      `${given.join(', ')}: only for a ref kept in ClickHouse (ending with @clickhouse); ${ref} is read from --artifact-dir`,
    );
  }
}

async function artifactsOf(values: Values, env: NodeJS.ProcessEnv): Promise<OkfSource> {
  const [{ openArtifactStore }, { ArtifactOkfStore }] = await Promise.all([
    import('../../artifacts/index.js'),
    import('../../okf/index.js'),
  ]);
  const artifacts = openArtifactStore({
    ...(values['artifact-dir'] ? { artifactDir: values['artifact-dir'] } : {}),
    env,
  });
  return { kind: 'artifacts', store: new ArtifactOkfStore(artifacts) };
}

function clickHouseOf(values: Values, env: NodeJS.ProcessEnv): Promise<OkfSource> {
  const prefix = values['clickhouse-table-prefix'];
  return clickHouseSource({
    url: values['clickhouse-url']!,
    user: values['clickhouse-user'] ?? 'default',
    password: env['CLICKHOUSE_PASSWORD'] ?? '',
    database: values['clickhouse-database'] ?? 'default',
    ...(prefix === undefined ? {} : { tablePrefix: prefix }),
    allowPrivateNetwork: values['allow-private-network'] === true,
  });
}

export async function okfCommand(argv: string[], io: OkfCliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`squadscope okf: ${error.message}\n\n${OKF_USAGE}`);
      return 2;
    }
    if (error instanceof OkfError || error instanceof ArtifactError) {
      io.stderr(`squadscope okf: ${speakFlags(error.message, Object.keys(OPTIONS))}`);
      return 1;
    }
    throw error;
  }
}
