// make-run-context: the composition root. Reads the inputs and the clock, loads the
// configs, computes the run context and the fan plan (src/runcontext), then publishes
// them as outputs, an artifact and a job summary.

import { canonicalJson } from '../../canonical/index.js';
import { loadScrapeState, loadSourceConfig, loadTopicConfig } from '../../config/index.js';
import {
  actionRootFromBundle,
  buildCodeManifest,
  codeSha,
  planRun,
} from '../../runcontext/index.js';
import {
  runAction,
  untrusted,
  type ActionContext,
  type ActionSpec,
  type RuntimeDeps,
} from '../../runtime/index.js';
import { readMakeRunContextInputs, type MakeRunContextInputs } from './inputs.js';
import { artifactFiles, uploadRunContext } from './publish.js';
import { writeRunSummary } from './summary.js';
import { forInput } from '../shared/for-input.js';

export const ACTION_NAME = 'make-run-context';
/** GitHub runs at most this many jobs from one matrix. */
export const MAX_MATRIX_JOBS = 256;

export interface MakeRunContextDeps extends Pick<RuntimeDeps, 'env' | 'exit' | 'signals'> {
  /** The directory holding dist/ and schemas/ (the default code_sha manifest). */
  actionRoot: string;
  /** The real clock; only read when the `now` input is not set. */
  clock?: () => Date;
  /** Default process.cwd(): where relative paths go when GITHUB_WORKSPACE is unset. */
  cwd?: string;
}

async function run(
  ctx: ActionContext,
  inputs: MakeRunContextInputs,
  actionRoot: string,
): Promise<{ items: number }> {
  const base = { baseDir: inputs.workspace };
  const { window } = inputs;
  ctx.log.info(
    `Week ${window.week}: ${window.since} to ${window.until} (from ${window.origin === 'since-until' ? 'since/until' : window.origin})`,
  );
  for (const name of window.ignored)
    ctx.log.info(`Input ${name} ignored: an explicit week or window wins`);

  const configs = await ctx.phase('Load configuration', async () => {
    const sources = await forInput('source-config', () =>
      loadSourceConfig(inputs.sourceConfig, base),
    );
    const topic = await forInput('topic-config', () => loadTopicConfig(inputs.topicConfig, base));
    const state = await forInput('state', () => loadScrapeState(inputs.state, base));
    ctx.log.info(
      `Source config ${untrusted(inputs.sourceConfig)}: ${sources.sources.length} sources, ${sources.checksum}`,
    );
    ctx.log.info(`Topic config ${untrusted(inputs.topicConfig)}: ${topic.checksum}`);
    if (inputs.state !== undefined && !state.found) {
      ctx.log.info(`State file ${untrusted(inputs.state)} not found: no source was scraped yet`);
    }
    return { sources, topic, state: state.state };
  });

  const sha = await ctx.phase('Code manifest', async () => {
    const manifest = await forInput('code-paths', () =>
      buildCodeManifest({ actionRoot, workspace: inputs.workspace, codePaths: inputs.codePaths }),
    );
    for (const entry of manifest) ctx.log.debug(`code ${entry.sha256} ${untrusted(entry.path)}`);
    return codeSha(manifest);
  });

  const planned = planRun({
    window,
    sourceConfigChecksum: configs.sources.checksum,
    topicConfigChecksum: configs.topic.checksum,
    codeSha: sha,
    now: inputs.now,
    sources: configs.sources.sources,
    state: configs.state,
    shards: inputs.shards,
    requiredShards: inputs.requiredShards,
  });
  const { context, plan } = planned;
  const rssLegs = planned.matrices.rss.include.length;
  const githubLegs = planned.matrices.github.include.length;
  ctx.log.info(`Run id ${context.run_id}`);
  ctx.log.info(
    `Planned ${rssLegs} RSS legs and ${githubLegs} GitHub shards; ${plan.skipped.length} sources skipped`,
  );
  for (const skipped of plan.skipped) ctx.log.info(`Skipped ${skipped.id}: ${skipped.reason}`);
  if (rssLegs > MAX_MATRIX_JOBS) {
    ctx.log.warning(
      `${rssLegs} RSS legs: a GitHub matrix runs at most ${MAX_MATRIX_JOBS} jobs; split the sources over several source configs and fan in hierarchically`,
    );
  }
  if (rssLegs + githubLegs === 0)
    ctx.log.warning('No legs planned: no source is due and the GitHub fan is off');

  ctx.setOutput('run-context', canonicalJson(context));
  ctx.setOutput('run-id', context.run_id);
  ctx.setOutput('week', context.week);
  ctx.setOutput('since', context.since);
  ctx.setOutput('until', context.until);
  ctx.setOutput('fan-plan', canonicalJson(plan));
  ctx.setOutput('rss-matrix', canonicalJson(planned.matrices.rss));
  ctx.setOutput('github-matrix', canonicalJson(planned.matrices.github));
  ctx.setOutput('rss-legs', rssLegs);
  ctx.setOutput('github-legs', githubLegs);

  await ctx.phase('Upload artifact', async () => {
    // Imported here, so that @actions/artifact and its dependencies load only once the
    // inputs are valid (design §4: validate before any heavy import).
    const { attemptName, openArtifactStore, runAttempt, RUN_CONTEXT_ARTIFACT } =
      await import('../../artifacts/index.js');
    const store = openArtifactStore({ artifactDir: inputs.artifactDir, env: ctx.env });
    await uploadRunContext(
      ctx,
      store,
      attemptName(RUN_CONTEXT_ARTIFACT, runAttempt(ctx.env)),
      artifactFiles(planned),
    );
  });

  writeRunSummary(ctx.summary, planned);
  ctx.metric('rss_legs', rssLegs);
  ctx.metric('github_legs', githubLegs);
  ctx.metric('skipped_sources', plan.skipped.length);
  return { items: rssLegs + githubLegs };
}

export function makeRunContextSpec(deps: MakeRunContextDeps): ActionSpec<MakeRunContextInputs> {
  const clock = deps.clock ?? (() => new Date());
  return {
    name: ACTION_NAME,
    readInputs: (inputs, env) =>
      readMakeRunContextInputs(inputs, env, clock, deps.cwd ?? process.cwd()),
    run: (ctx, inputs) => run(ctx, inputs, deps.actionRoot),
  };
}

/** Runs the action in-process (tests pass env, actionRoot and a pinned clock); returns the exit code. */
export function runMakeRunContext(deps: MakeRunContextDeps): Promise<number> {
  const runtime: RuntimeDeps = {};
  if (deps.env) runtime.env = deps.env;
  if (deps.exit) runtime.exit = deps.exit;
  if (deps.signals) runtime.signals = deps.signals;
  return runAction(makeRunContextSpec(deps), runtime);
}

/**
 * The bundle entry: the action root is two levels above the bundle
 * (`<root>/dist/make-run-context/index.js`), and the clock is the real one: the only
 * clock read in the suite.
 */
export function main(bundlePath: string | undefined = process.argv[1]): Promise<number> {
  if (bundlePath === undefined) throw new Error('main: the path of the bundle is unknown');
  return runMakeRunContext({
    actionRoot: actionRootFromBundle(bundlePath),
    clock: () => new Date(),
  });
}
