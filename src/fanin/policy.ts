/**
 * The failure policy (pure): from what each planned leg turned out to be, decide which
 * canonical outputs are written, the status, the warnings and the one line that says why.
 *
 * * A required leg (every GitHub shard the plan marks required, or an RSS source with
 *   `required: true`) that is missing or failed: fail closed, no canonical output at all.
 * * Every leg of every fan failed or missing: fail closed, diagnostics only.
 * * RSS: a source is ok when `success`, or `partial` with at least one article (partial
 *   with none counts as failed, with a warning). The news output is written when
 *   ok / planned >= min-source-ratio; otherwise it is not, and the fan-in fails.
 * * An optional GitHub shard missing: a warning, listed in partial_failures.
 * * Status: `complete` (every leg accepted and success, no warning), `degraded`
 *   (outputs written, with warnings), `failed` (exit code 1), `empty` (the plan has no
 *   legs: nothing was due, so there is nothing to merge; diagnostics only, exit code 0).
 */

import { oneLine } from '../base/untrusted.js';

export type FanName = 'rss' | 'github';
export type LegStatus = 'success' | 'partial' | 'failed' | 'missing';

export interface LegOutcome {
  seq: number;
  id: string;
  required: boolean;
  status: LegStatus;
  /** Articles or repositories in the accepted artifact (0 when missing). */
  items: number;
  /** The accepted artifact, or null when no valid artifact arrived. */
  artifact: string | null;
  attempt: number | null;
  /** failed: the leg's error code; missing: the fan-in's reason code ('no_artifact' if none). */
  error?: string;
  /** failed: the leg's error message (untrusted text, made one line here). */
  message?: string;
  /** Newer attempts than the accepted one that were rejected, newest first. */
  rejectedNewer: { attempt: number; reason: string }[];
}

export interface FanOutcome {
  fan_id: string;
  legs: LegOutcome[];
}

export interface PolicyInput {
  rss?: FanOutcome;
  github?: FanOutcome;
  minSourceRatio: number;
  /** The plan's skipped legs (how many, to say why an empty plan is empty). */
  skipped?: number;
}

export interface Decision {
  rule: string;
  outcome: 'pass' | 'degrade' | 'fail';
  detail: string;
}

export type FanInStatus = 'complete' | 'degraded' | 'empty' | 'failed';

export interface PolicyResult {
  status: FanInStatus;
  /** Why the fan-in failed or degraded, one line; null when complete. */
  reason: string | null;
  writeNews: boolean;
  writeGithub: boolean;
  decisions: Decision[];
  /** Every warning: GitHub fan first, then RSS, each by seq. */
  warnings: string[];
  rssWarnings: string[];
  githubWarnings: string[];
  /** RSS sources that count as succeeded (ok) and as failed (the others). */
  sourcesSucceeded: number;
  sourcesFailed: number;
  exitCode: 0 | 1;
}

/** An RSS leg that counts toward the minimum-source policy. */
export function rssLegOk(leg: LegOutcome): boolean {
  return leg.status === 'success' || (leg.status === 'partial' && leg.items > 0);
}

function githubLegOk(leg: LegOutcome): boolean {
  return leg.status !== 'missing';
}

function missingText(leg: LegOutcome): string {
  if (leg.error === 'unreadable') return 'unreadable (the artifact service did not hand it over)';
  return leg.error === undefined || leg.error === 'no_artifact'
    ? 'missing (no artifact)'
    : `missing (no valid artifact: ${leg.error})`;
}

/** What is wrong with a leg that is not ok, as in the warnings. */
function legProblem(fan: FanName, leg: LegOutcome): string | null {
  if (leg.status === 'missing') return missingText(leg);
  if (fan === 'rss' && leg.status === 'failed') {
    const message = leg.message ? `: ${oneLine(leg.message)}` : '';
    return `failed (${leg.error ?? 'unknown'})${message}`;
  }
  if (fan === 'rss' && leg.status === 'partial') {
    return leg.items > 0
      ? `partial (${leg.items} article${leg.items === 1 ? '' : 's'})`
      : 'partial with no article (counted as failed)';
  }
  return null;
}

function legWarnings(fan: FanName, legs: readonly LegOutcome[]): string[] {
  const warnings: string[] = [];
  for (const leg of [...legs].sort((a, b) => a.seq - b.seq)) {
    const problem = legProblem(fan, leg);
    if (problem) warnings.push(`${leg.id}: ${problem}`);
    if (leg.attempt !== null) {
      for (const newer of leg.rejectedNewer) {
        warnings.push(
          `${leg.id}: attempt ${newer.attempt} rejected (${newer.reason}); attempt ${leg.attempt} used`,
        );
      }
    }
  }
  return warnings;
}

function label(fan: FanName): string {
  return fan === 'rss' ? 'RSS source' : 'GitHub shard';
}

function ratioText(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}

/**
 * The verdict on a plan without legs: nothing was due (every source skipped, the GitHub fan
 * off). A quiet week has completed, so it is not a failure: diagnostics only, exit 0.
 */
function emptyPlan(skipped: number): PolicyResult {
  const why =
    skipped === 0
      ? 'no source is configured and the GitHub fan is off'
      : `${skipped} source${skipped === 1 ? '' : 's'} skipped (see skipped) and the GitHub fan is off`;
  const reason = `nothing was planned: ${why}; no canonical output (diagnostics only)`;
  return {
    status: 'empty',
    reason,
    writeNews: false,
    writeGithub: false,
    decisions: [{ rule: 'empty_plan', outcome: 'pass', detail: reason }],
    warnings: [],
    rssWarnings: [],
    githubWarnings: [],
    sourcesSucceeded: 0,
    sourcesFailed: 0,
    exitCode: 0,
  };
}

const okOf = (fan: FanName) => (fan === 'rss' ? rssLegOk : githubLegOk);

/** The rule on a fan's required legs: its decision, and why it fails closed (or null). */
function requiredLegsRule(fan: FanName, legs: readonly LegOutcome[]): Decision | null {
  const required = legs.filter((leg) => leg.required);
  if (required.length === 0) return null;
  const broken = required.filter((leg) => !okOf(fan)(leg));
  if (broken.length === 0) {
    return {
      rule: `${fan}.required`,
      outcome: 'pass',
      detail: `all ${required.length} required ${label(fan)}s present`,
    };
  }
  const detail = `required ${label(fan)} ${broken
    .map((leg) => `${leg.id} ${legProblem(fan, leg) ?? 'not usable'}`)
    .join(', ')}: failing closed, no canonical output written`;
  return { rule: `${fan}.required`, outcome: 'fail', detail };
}

interface SourceCount {
  decision: Decision;
  newsPasses: boolean;
  sourcesSucceeded: number;
  sourcesFailed: number;
}

/** The minimum-source policy over the RSS fan. */
function minSourceRule(rss: FanOutcome, minSourceRatio: number): SourceCount {
  const planned = rss.legs.length;
  const sourcesSucceeded = rss.legs.filter(rssLegOk).length;
  const sourcesFailed = planned - sourcesSucceeded;
  const ratio = planned === 0 ? 0 : sourcesSucceeded / planned;
  const newsPasses = planned > 0 && ratio >= minSourceRatio;
  const counts = `${sourcesSucceeded} of ${planned} RSS sources succeeded (${ratioText(ratio)} ${newsPasses ? '>=' : '<'} min-source-ratio ${minSourceRatio})`;
  const decision: Decision = newsPasses
    ? {
        rule: 'rss.min_source_ratio',
        outcome: sourcesFailed > 0 ? 'degrade' : 'pass',
        detail: counts,
      }
    : {
        rule: 'rss.min_source_ratio',
        outcome: 'fail',
        detail: `only ${counts}: no canonical output written`,
      };
  return { decision, newsPasses, sourcesSucceeded, sourcesFailed };
}

/** The optional GitHub shards that are missing, as a degrading decision (or null). */
function optionalShardsRule(github: FanOutcome): Decision | null {
  const missing = github.legs.filter((leg) => !leg.required && !githubLegOk(leg));
  if (missing.length === 0) return null;
  return {
    rule: 'github.optional',
    outcome: 'degrade',
    detail: `optional GitHub shard${missing.length === 1 ? '' : 's'} ${missing.map((l) => l.id).join(', ')} missing`,
  };
}

/** The status and its one line, from the first rule that failed closed and the rest. */
function statusOf(
  failClosed: string | null,
  newsFails: Decision | null,
  decisions: readonly Decision[],
  warnings: readonly string[],
): { status: FanInStatus; reason: string | null } {
  if (failClosed !== null) return { status: 'failed', reason: failClosed };
  if (newsFails !== null) return { status: 'failed', reason: newsFails.detail };
  if (warnings.length === 0) return { status: 'complete', reason: null };
  const degrade = decisions.filter((d) => d.outcome === 'degrade').map((d) => d.detail);
  const why =
    degrade.length > 0
      ? degrade.join('; ')
      : `${warnings.length} warning${warnings.length === 1 ? '' : 's'}`;
  return { status: 'degraded', reason: `degraded: ${why}` };
}

export function applyPolicy(input: PolicyInput): PolicyResult {
  const decisions: Decision[] = [];
  const fans = (['github', 'rss'] as const).filter((f) => input[f] !== undefined);

  // 1. Nothing planned, or nothing usable at all.
  const allLegs = fans.flatMap((f) => (input[f] as FanOutcome).legs.map((leg) => ({ f, leg })));
  if (allLegs.length === 0) return emptyPlan(input.skipped ?? 0);
  let failClosed: string | null = null;
  if (!allLegs.some(({ f, leg }) => okOf(f)(leg))) {
    failClosed = `all ${allLegs.length} legs failed or are missing: no canonical output (diagnostics only)`;
    decisions.push({ rule: 'all_legs_failed', outcome: 'fail', detail: failClosed });
  }

  // 2. Required legs.
  for (const fan of fans) {
    const decision = requiredLegsRule(fan, (input[fan] as FanOutcome).legs);
    if (decision === null) continue;
    decisions.push(decision);
    if (decision.outcome === 'fail') failClosed ??= decision.detail;
  }

  // 3. Minimum-source policy.
  const sources = input.rss ? minSourceRule(input.rss, input.minSourceRatio) : undefined;
  if (sources) decisions.push(sources.decision);

  // 4. Optional GitHub shards.
  const optional = input.github ? optionalShardsRule(input.github) : null;
  if (optional) decisions.push(optional);

  const githubWarnings = input.github ? legWarnings('github', input.github.legs) : [];
  const rssWarnings = input.rss ? legWarnings('rss', input.rss.legs) : [];
  const warnings = [...githubWarnings, ...rssWarnings];
  const newsPasses = sources?.newsPasses ?? false;
  const newsFails = sources && !newsPasses ? sources.decision : null;
  const { status, reason } = statusOf(failClosed, newsFails, decisions, warnings);
  // The canonical set is all or nothing: a failed fan-in writes neither file, so that no
  // reader ever takes half a week for the whole.
  return {
    status,
    reason,
    writeNews: status !== 'failed' && newsPasses,
    writeGithub: status !== 'failed' && input.github !== undefined,
    decisions,
    warnings,
    rssWarnings,
    githubWarnings,
    sourcesSucceeded: sources?.sourcesSucceeded ?? 0,
    sourcesFailed: sources?.sourcesFailed ?? 0,
    exitCode: status === 'failed' ? 1 : 0,
  };
}
