// The inputs of make-run-context, all validated before any file is read (fail fast).

import { InputError, type Inputs } from '../../runtime/index.js';
// The run context's light modules only: its planner (and the contract validators) load
// once the inputs are valid.
import { RunContextError } from '../../runcontext/errors.js';
import type { Packing } from '../../runcontext/packing.js';
import { resolveShards, type ShardId } from '../../runcontext/shards.js';
import { parseNow, SECOND_MS } from '../../runcontext/time.js';
import { resolveWindow, WEEK_LABELS, type ResolvedWindow } from '../../runcontext/window.js';

export const DEFAULT_TOPIC_CONFIG = 'squadscope.topic.yml';
export const DEFAULT_GITHUB_SHARDS = 'new_repos,trending_repos,topic_primary,topic_secondary';
/** Ten years either way: far enough for any backfill, near enough to catch a typo. */
export const MAX_WEEK_OFFSET = 520;

export interface MakeRunContextInputs {
  sourceConfig: string;
  topicConfig: string;
  /** The clock (ms, whole seconds): the `now` input, else the real clock. */
  now: number;
  nowFromInput: boolean;
  window: ResolvedWindow;
  shards: ShardId[];
  requiredShards: ShardId[];
  codePaths: string[];
  state: string | undefined;
  artifactDir: string | undefined;
  /** How the RSS sources are packed into matrix jobs (default one source per job). */
  packing: Packing;
  /** Sources per chunk of a nested run (one partial fan-in per chunk); undefined: not nested. */
  chunkSize: number | undefined;
  /** Where relative paths are taken from: GITHUB_WORKSPACE, else the cwd. */
  workspace: string;
  /** Feeds on loopback or private addresses may be planned (the legs must allow them too). */
  allowPrivateNetwork: boolean;
}

/** Runs fn, turning a RunContextError into the InputError naming the same input. */
export function asInputError<T>(fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof RunContextError) throw new InputError(error.input, error.problem);
    throw error;
  }
}

/** Whether the runner (or the caller) set the input at all: an empty value is not unset. */
function isSet(env: NodeJS.ProcessEnv, name: string): boolean {
  return env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] !== undefined;
}

/** A shard list; `none` is the explicit empty list. */
function shardList(inputs: Inputs, name: string): string[] {
  const items = inputs.list(name);
  return items.length === 1 && items[0] === 'none' ? [] : items;
}

export function readMakeRunContextInputs(
  inputs: Inputs,
  env: NodeJS.ProcessEnv,
  clock: () => Date,
  cwd: string,
): MakeRunContextInputs {
  const sourceConfig = inputs.string('source-config', { required: true });
  const topicConfig = inputs.string('topic-config', { default: DEFAULT_TOPIC_CONFIG });

  const nowText = inputs.optional('now');
  const now =
    nowText === undefined
      ? Math.floor(clock().getTime() / SECOND_MS) * SECOND_MS
      : asInputError(() => parseNow('now', nowText));

  const weekOffset = inputs.int('week-offset', {
    default: 0,
    min: -MAX_WEEK_OFFSET,
    max: MAX_WEEK_OFFSET,
  });
  const window = asInputError(() =>
    resolveWindow({
      now,
      week: inputs.optional('week'),
      weekOffset,
      since: inputs.optional('since'),
      until: inputs.optional('until'),
      weekLabel: inputs.oneOf('week-label', WEEK_LABELS, 'window'),
    }),
  );

  // Unset (outside the runner, which applies action.yml defaults) means the four shards;
  // set but empty, or `none`, turns the GitHub fan off.
  const shardNames = isSet(env, 'github-shards')
    ? shardList(inputs, 'github-shards')
    : DEFAULT_GITHUB_SHARDS.split(',');
  const requiredNames =
    inputs.optional('required-shards') === undefined
      ? undefined
      : shardList(inputs, 'required-shards');
  const shards = asInputError(() => resolveShards(shardNames, requiredNames));

  const artifactDir = inputs.optional('artifact-dir');
  if (artifactDir === undefined && !env['ACTIONS_RUNTIME_TOKEN']) {
    throw new InputError(
      'artifact-dir',
      'is required outside GitHub Actions (ACTIONS_RUNTIME_TOKEN is not set): give a local directory',
    );
  }

  return {
    packing: readPacking(inputs),
    chunkSize:
      inputs.optional('chunk-size') === undefined
        ? undefined
        : inputs.int('chunk-size', { min: 1, max: MAX_PACKING }),
    sourceConfig,
    topicConfig,
    now,
    nowFromInput: nowText !== undefined,
    window,
    shards: shards.shards,
    requiredShards: shards.required,
    codePaths: inputs.list('code-paths'),
    state: inputs.optional('state'),
    artifactDir,
    workspace: env['GITHUB_WORKSPACE'] || cwd,
    allowPrivateNetwork: inputs.bool('allow-private-network', false),
  };
}

/** Largest packing asked for: more sources than any source config holds. */
const MAX_PACKING = 100_000;

/** `sources-per-leg` or `max-legs`, never both (they would contradict each other). */
function readPacking(inputs: Inputs): Packing {
  const bounds = { min: 1, max: MAX_PACKING };
  const perLeg = inputs.optional('sources-per-leg');
  const maxLegs = inputs.optional('max-legs');
  if (perLeg !== undefined && maxLegs !== undefined) {
    throw new InputError(
      'max-legs',
      'and sources-per-leg both set: give one (sources-per-leg packs N sources per leg, max-legs caps the legs)',
    );
  }
  if (maxLegs !== undefined) return { kind: 'max-legs', n: inputs.int('max-legs', bounds) };
  return { kind: 'sources-per-leg', n: inputs.int('sources-per-leg', { ...bounds, default: 1 }) };
}
