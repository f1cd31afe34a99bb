// The result of okf-read / okf-stats: written as a JSON file (its path is the
// `result-path` output) and, when it fits the 1 MB a job output may hold, also as the
// `result` output; above that, the rule every result follows (./result-output.ts).

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathInput } from './path-input.js';
import { writeFileAtomic } from '../../canonical/write.js';
import { ArtifactError } from '../../artifacts/errors.js';
import type { FindBy } from '../../artifacts/service/other-run.js';
import type { OtherRunRequest } from './other-run.js';
import { NO_RUN, resolveSourceRun } from './source-run.js';
import type { OkfStore } from '../../okf/index.js';
import type { ClickHouseOptions } from '../../okf/clickhouse/connection.js';
import { clickHouseSource, type OkfSource } from '../../okf/source.js';
import { formatRef, parseRef } from '../../okf/ref.js';
import type { ActionContext } from '../../runtime/index.js';
import { setResultOutputs, type LargeResultPolicy } from './result-output.js';
import { openStore } from './store.js';

/** Where the result goes: the `result-file` input, else a file in RUNNER_TEMP. */
export function resultPath(
  input: string | undefined,
  env: NodeJS.ProcessEnv,
  action: string,
  cwd: string,
): string {
  if (input !== undefined) return pathInput('result-file', input, env, cwd, { runnerTemp: true });
  return join(env['RUNNER_TEMP'] || tmpdir(), `${action}-result.json`);
}

export async function publishResult(
  ctx: ActionContext,
  place: Pick<OkfQueryPlace, 'resultPath' | 'largeResult'>,
  result: unknown,
): Promise<void> {
  const json = JSON.stringify(result);
  await writeFileAtomic(place.resultPath, `${json}\n`);
  setResultOutputs(ctx, { path: place.resultPath, text: json, policy: place.largeResult });
}

/** The store: `artifact-dir` when set, else the Actions artifacts of `findBy` or of this run. */
async function openOkfStore(
  place: OkfQueryPlace,
  env: NodeJS.ProcessEnv,
  findBy: FindBy | undefined,
): Promise<OkfStore> {
  const { ArtifactOkfStore } = await import('../../okf/index.js');
  return new ArtifactOkfStore(await openStore(place.artifactDir, env, undefined, findBy));
}

/** Where an OKF query reads and where its answer goes (the inputs both OKF actions share). */
export interface OkfQueryPlace {
  /** The dataset read, `okf:<name>#v<k>` (checked with the inputs). */
  ref: string;
  artifactDir: string | undefined;
  /** The connection, when the ref names a dataset kept in ClickHouse. */
  clickhouse?: ClickHouseOptions;
  /** Another workflow run to read (run-id or a selector, repository, github-token), else this one. */
  from?: OtherRunRequest | undefined;
  resultPath: string;
  /** What a result above the size of a job output does (on-large-result). */
  largeResult: LargeResultPolicy;
}

/**
 * The run of okf-read and okf-stats: opens the store, runs `query` as the phase `phase`,
 * logs `line` of the result and publishes it (file and outputs). Undefined, with the status
 * `no-run` and no result, when a selector matched no run and if-no-run lets the step go on.
 */
export async function answerOkfQuery<R>(
  ctx: ActionContext,
  place: OkfQueryPlace,
  phase: string,
  query: (source: OkfSource) => Promise<R>,
  line: (result: R) => string,
): Promise<R | undefined> {
  const run = place.from === undefined ? undefined : await resolveSourceRun(ctx, place.from);
  if (place.from !== undefined && run === undefined) {
    ctx.setOutput('status', NO_RUN);
    return undefined;
  }
  const source: OkfSource = place.clickhouse
    ? await clickHouseSource(place.clickhouse)
    : { kind: 'artifacts', store: await openOkfStore(place, ctx.env, run?.findBy) };
  const result = await ctx
    .phase(phase, () => query(source))
    .catch((error: unknown) => {
      throw namingTheDataset(ctx.name, place.ref, error);
    });
  ctx.log.info(line(result));
  await publishResult(ctx, place, result);
  ctx.setOutput('status', 'read');
  return result;
}

/**
 * A store failure while a dataset is read, its one line prefixed with the action and the
 * dataset: the store's message names only its call (`Listing artifacts failed: …`), which
 * does not say what the step was looking for. OKF errors name their dataset already and
 * pass through unchanged, as does anything else.
 */
export function namingTheDataset(action: string, ref: string, error: unknown): unknown {
  if (!(error instanceof ArtifactError)) return error;
  const parsed = parseRef(ref);
  return new ArtifactError(
    error.code,
    `${action}: reading dataset ${parsed.name} (ref ${formatRef(parsed)}): ${error.message}`,
    { cause: error },
  );
}
