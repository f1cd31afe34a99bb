// make-run-context: the composition root. Reads the inputs and the clock, loads the
// configs, computes the run context and the fan plan (src/runcontext), then publishes
// them as outputs, an artifact and a job summary.

import type { ArtifactStore } from '../../artifacts/index.js';
import { canonicalJson } from '../../canonical/index.js';
import type { RunContext } from '../../contracts/index.js';
import type { PlannedRun } from '../../runcontext/index.js';
import { actionRootFromBundle } from '../../runcontext/manifest.js';
import { chunkJobs, type RssJob } from '../../runcontext/packing.js';
import { InputError, type ActionContext } from '../../runtime/index.js';
import { untrusted } from '../../base/untrusted.js';
import { runDefinedAction, type ActionDefinition, type ActionDeps } from '../common/action.js';
import { forInput } from '../common/for-input.js';
import { openStore } from '../common/store.js';
import { readMakeRunContextInputs, type MakeRunContextInputs } from './inputs.js';
import { artifactFiles, uploadRunContext } from './publish.js';
import { writeNestedSummary, writeRunSummary } from './summary.js';

export const ACTION_NAME = 'make-run-context';

export interface MakeRunContextDeps extends ActionDeps {
  /** The directory holding dist/ and schemas/ (the default code_sha manifest). */
  actionRoot: string;
  /** The real clock; only read when the `now` input is not set. */
  clock?: () => Date;
}

async function run(
  ctx: ActionContext,
  inputs: MakeRunContextInputs,
  { actionRoot }: MakeRunContextDeps,
): Promise<{ items: number }> {
  // The configs' parsers, the planner and the validators load only now that the inputs are valid.
  const { chunkMatrix, nextDue, nextDueLine, planRun } = await import('../../runcontext/index.js');
  const { window } = inputs;
  ctx.log.info(
    `Week ${window.week}: ${window.since} to ${window.until} (from ${window.origin === 'since-until' ? 'since/until' : window.origin})`,
  );
  for (const name of window.ignored)
    ctx.log.info(`Input ${name} ignored: an explicit week or window wins`);

  const configs = await ctx.phase('Load configuration', () => loadConfigs(ctx, inputs));
  const sha = await ctx.phase('Code manifest', () => manifestSha(ctx, inputs, actionRoot));
  const store = await openStore(inputs.artifactDir, ctx.env);
  const { runAttempt } = await import('../../contracts/artifact-names.js');
  const attempt = runAttempt(ctx.env);
  const planned = await ctx.phase('Plan', () =>
    reuseOrPlan(ctx, store, attempt, () =>
      planRun({
        window,
        sourceConfigChecksum: configs.sources.checksum,
        topicConfigChecksum: configs.topic.checksum,
        codeSha: sha,
        now: inputs.now,
        sources: configs.sources.sources,
        state: configs.state,
        shards: inputs.shards,
        requiredShards: inputs.requiredShards,
      }),
    ),
  );
  warnOnChangedInputs(ctx, planned.context, {
    source_config_checksum: configs.sources.checksum,
    topic_config_checksum: configs.topic.checksum,
    code_sha: sha,
  });
  const { plan } = planned;
  const next = nextDue(configs.sources.sources, configs.state, inputs.now);
  const { jobs, nested } = await shapeJobs(ctx, inputs, planned);
  const legs = jobs.length + planned.matrices.github.include.length;
  ctx.log.info(nextDueLine(next));

  await ctx.phase('Upload artifact', () => publishPlan(ctx, store, attempt, planned, legs));
  // Only now: a failed upload must leave no plan in GITHUB_OUTPUT for a later job that
  // runs anyway (`if: always()`) to start legs from.
  setPlanOutputs(ctx, planned, jobs, next);
  // What the plan allowed, for the legs' input of the same name: one setting for the run.
  ctx.setOutput('allow-private-network', inputs.allowPrivateNetwork);
  const { chunkSize } = inputs;
  const chunks = chunkMatrix(nested ?? [], chunkSize ?? 0, canonicalJson);
  ctx.setOutput('rss-chunks', canonicalJson(chunks));
  ctx.setOutput('rss-chunk-count', chunks.include.length);

  writeRunSummary(ctx.summary, planned, jobs, next);
  if (nested) writeNestedSummary(ctx.summary, nested, chunkSize as number);
  ctx.metric('rss_legs', jobs.length);
  ctx.metric('github_legs', planned.matrices.github.include.length);
  ctx.metric('skipped_sources', plan.skipped.length);
  return { items: legs };
}

/** The source config, the topic config (its query templates checked) and the scrape state. */
async function loadConfigs(ctx: ActionContext, inputs: MakeRunContextInputs) {
  const { checkQueryTemplates, ConfigError, loadScrapeState, loadSourceConfig, loadTopicConfig } =
    await import('../../config/index.js');
  const base = { baseDir: inputs.workspace };
  const { feedAddressFindings } = await import('../../runcontext/feed-addresses.js');
  const sources = await forInput('source-config', async () => {
    const loaded = await loadSourceConfig(inputs.sourceConfig, base);
    // A feed its leg would refuse (blocked_url) is refused here, before any leg starts.
    const found = feedAddressFindings(loaded.sources, inputs.allowPrivateNetwork);
    if (found.problem !== null) throw new ConfigError(inputs.sourceConfig, found.problem);
    for (const line of found.unreachable) ctx.log.warning(`Source config ${line}`);
    return loaded;
  });
  const topic = await forInput('topic-config', async () => {
    const loaded = await loadTopicConfig(inputs.topicConfig, base);
    checkQueryTemplates(inputs.topicConfig, loaded.topic);
    return loaded;
  });
  const state = await forInput('state', () => loadScrapeState(inputs.state, base));
  ctx.log.info(
    `Source config ${untrusted(inputs.sourceConfig)}: ${sources.sources.length} sources, ${sources.checksum}`,
  );
  ctx.log.info(`Topic config ${untrusted(inputs.topicConfig)}: ${topic.checksum}`);
  if (inputs.state !== undefined && !state.found) {
    ctx.log.info(`State file ${untrusted(inputs.state)} not found: no source was scraped yet`);
  }
  return { sources, topic, state: state.state };
}

/** code_sha over the suite's bundles and schemas plus the code-paths input. */
async function manifestSha(
  ctx: ActionContext,
  inputs: MakeRunContextInputs,
  actionRoot: string,
): Promise<string> {
  const { buildCodeManifest, codeSha } = await import('../../runcontext/index.js');
  const manifest = await forInput('code-paths', () =>
    buildCodeManifest({ actionRoot, workspace: inputs.workspace, codePaths: inputs.codePaths }),
  );
  for (const entry of manifest) ctx.log.debug(`code ${entry.sha256} ${untrusted(entry.path)}`);
  return codeSha(manifest);
}

/**
 * The RSS matrix jobs of the plan (packed, or nested in chunks), checked against what the
 * runner can run: a shape it cannot run is the packing input's problem, said before any upload.
 */
async function shapeJobs(ctx: ActionContext, inputs: MakeRunContextInputs, planned: PlannedRun) {
  const { checkNestedShape, checkShape, maxListedArtifacts, nestJobs, packLegs, ShapeError } =
    await import('../../runcontext/index.js');
  const { context, plan, matrices } = planned;
  const { chunkSize } = inputs;
  const nested =
    chunkSize === undefined ? undefined : nestJobs(matrices.rss.include, inputs.packing, chunkSize);
  const jobs = nested ? nested.flat() : packLegs(matrices.rss.include, inputs.packing);
  const githubLegs = matrices.github.include.length;
  ctx.log.info(`Run id ${context.run_id}`);
  ctx.telemetry.annotate({ 'run.id': context.run_id, 'squadscope.week': context.week });
  ctx.log.info(
    `Planned ${matrices.rss.include.length} RSS sources in ${jobs.length} legs and ${githubLegs} GitHub shards; ${plan.skipped.length} sources skipped`,
  );
  for (const skipped of plan.skipped) ctx.log.info(`Skipped ${skipped.id}: ${skipped.reason}`);
  try {
    // A job of one leg also uploads that leg's metrics record; a packed job uploads none.
    const onePerJob = jobs.every((job) => 'source_id' in job);
    if (nested) checkNestedShape(nested, chunkSize as number);
    checkShape(
      jobs.length,
      githubLegs,
      {
        maxListedArtifacts: maxListedArtifacts(ctx.env),
        ...(nested ? { nestedChunks: nested.length } : {}),
      },
      { rss: onePerJob ? 2 : 1, github: 2 },
    );
  } catch (error) {
    if (error instanceof ShapeError)
      throw new InputError(nested ? 'chunk-size' : inputs.packing.kind, error.message);
    throw error;
  }
  if (jobs.length + githubLegs === 0)
    ctx.log.warning('No legs planned: no source is due and the GitHub fan is off');
  return { jobs, nested };
}

/** The run-context artifact of this attempt and the plan's own metrics record. */
async function publishPlan(
  ctx: ActionContext,
  store: ArtifactStore,
  attempt: number,
  planned: PlannedRun,
  legs: number,
): Promise<void> {
  const { attemptName, RUN_CONTEXT_ARTIFACT } = await import('../../contracts/artifact-names.js');
  await uploadRunContext(
    ctx,
    store,
    attemptName(RUN_CONTEXT_ARTIFACT, attempt),
    artifactFiles(planned),
  );
  // The plan's own metrics record: the first step of the run's critical path.
  const { legMetricsRecord, publishLegMetrics } = await import('../../ledger/index.js');
  await publishLegMetrics(
    store,
    legMetricsRecord({
      runId: planned.context.run_id,
      kind: 'plan',
      legId: 'plan',
      fan: [],
      attempt,
      correlationId: ctx.correlationId,
      status: 'success',
      durationMs: ctx.elapsedMs(),
      items: legs,
    }),
    ctx.log,
  );
}

/**
 * The run's plan: an earlier attempt's, unchanged, when one was published (a rerun), else
 * a fresh one from `plan`. The log says which.
 */
async function reuseOrPlan(
  ctx: ActionContext,
  store: ArtifactStore,
  attempt: number,
  plan: () => PlannedRun,
): Promise<PlannedRun> {
  const { findEarlierPlan } = await import('./earlier-plan.js');
  const { matrices } = await import('../../runcontext/index.js');
  const earlier = await findEarlierPlan(store, attempt);
  if (earlier === null) {
    if (attempt > 1)
      ctx.log.info(`Attempt ${attempt}: no earlier attempt published a plan, planning afresh`);
    return plan();
  }
  const { context } = earlier;
  ctx.log.info(
    `Attempt ${attempt}: reusing the plan of attempt ${earlier.attempt} (artifact ${earlier.name}): run ${context.run_id}, week ${context.week}, ${context.since} to ${context.until}; the inputs' window and the scrape state are not read again`,
  );
  return { context, plan: earlier.plan, matrices: matrices(earlier.plan) };
}

/**
 * A rerun runs the same commit, so its configs and code match the reused plan's; when they
 * do not (a config generated at run time), the legs of the rerun will refuse them: say so
 * here, where the cause is visible.
 */
function warnOnChangedInputs(
  ctx: ActionContext,
  context: RunContext,
  now: Pick<RunContext, 'source_config_checksum' | 'topic_config_checksum' | 'code_sha'>,
): void {
  for (const key of ['source_config_checksum', 'topic_config_checksum', 'code_sha'] as const) {
    if (context[key] !== now[key])
      ctx.log.warning(
        `The reused plan's ${key} is ${context[key]}, this attempt's is ${now[key]}: the inputs changed since the plan was made`,
      );
  }
}

function setPlanOutputs(
  ctx: ActionContext,
  { context, plan, matrices }: PlannedRun,
  jobs: readonly RssJob[],
  next: string,
): void {
  ctx.setOutput('run-context', canonicalJson(context));
  ctx.setOutput('run-id', context.run_id);
  ctx.setOutput('week', context.week);
  ctx.setOutput('since', context.since);
  ctx.setOutput('until', context.until);
  ctx.setOutput('fan-plan', canonicalJson(plan));
  ctx.setOutput('rss-matrix', canonicalJson({ include: jobs }));
  chunkJobs(jobs).forEach((chunk, i) => {
    ctx.setOutput(`rss-matrix-${i}`, canonicalJson({ include: chunk }));
    ctx.setOutput(`rss-legs-${i}`, chunk.length);
  });
  ctx.setOutput('github-matrix', canonicalJson(matrices.github));
  ctx.setOutput('rss-legs', jobs.length);
  ctx.setOutput('github-legs', matrices.github.include.length);
  ctx.setOutput('next-due', next);
}

export const makeRunContextAction: ActionDefinition<MakeRunContextInputs, MakeRunContextDeps> = {
  name: ACTION_NAME,
  readInputs: (inputs, env, cwd, deps) =>
    readMakeRunContextInputs(inputs, env, deps.clock ?? (() => new Date()), cwd),
  run,
};

/** Runs the action in-process (tests pass env, actionRoot and a pinned clock); returns the exit code. */
export function runMakeRunContextAction(deps: MakeRunContextDeps): Promise<number> {
  return runDefinedAction(makeRunContextAction, deps);
}

/**
 * The bundle entry: the action root is two levels above the bundle
 * (`<root>/dist/make-run-context/index.js`), and the clock is the real one: the only
 * clock read in the suite.
 */
export function main(bundlePath: string | undefined = process.argv[1]): Promise<number> {
  if (bundlePath === undefined) throw new Error('main: the path of the bundle is unknown');
  return runMakeRunContextAction({ actionRoot: actionRootFromBundle(bundlePath) });
}
