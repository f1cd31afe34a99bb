/**
 * Fan-in stages "outputs", "diagnostics" and "state": the canonical files put in place
 * together (both, or neither: a leg file that changed since its check fails the news),
 * the diagnostics written on every fan-in, and the scrape state updated only when the news
 * of its sources landed in a canonical output.
 */
import { join } from 'node:path';
import { writeFileAtomic } from '../../../canonical/index.js';
import type {
  FanInDiagnostics,
  FanPlan,
  RunContext,
  ScrapeState,
} from '../../../contracts/index.js';
import { writeOutput, writeOutputs, type WriteOutcome } from '../files.js';
import { buildDiagnostics } from '../../outputs.js';
import type { Serialized } from '../../output-parts.js';
import { rssLegOk, type FanOutcome, type LegOutcome, type PolicyResult } from '../../policy.js';
import { serializeScrapeState, updateScrapeState } from '../state.js';
import type { ArtifactRecord } from './classify.js';
import type { Gathers } from './collect.js';
import { isComplete } from '../../kernel.js';
import type { Merged } from './merge.js';
import type { Outcomes } from './verdicts.js';

export interface WrittenFile {
  path: string;
  outcome: WriteOutcome;
}

export interface CanonicalWritten {
  paths: { github: string | null; news: string | null; stars: string | null };
  files: WrittenFile[];
  newsChecksum: string | null;
}

/** Writes the canonical outputs that were built, side by side: both in place or neither. */
export async function writeCanonical(
  merged: Merged,
  outputDir: string,
  week: string,
): Promise<CanonicalWritten> {
  const paths: CanonicalWritten['paths'] = { github: null, news: null, stars: null };
  const writes: { path: string; serialized: Serialized }[] = [];
  if (merged.github) {
    paths.github = join(outputDir, `${week}.json`);
    writes.push({ path: paths.github, serialized: merged.github.serialized });
    // The star chain goes with the file it was taken from: both in place, or neither.
    paths.stars = join(outputDir, `${week}-stars.json`);
    writes.push({ path: paths.stars, serialized: merged.github.stars });
  }
  if (merged.news) {
    paths.news = join(outputDir, `${week}-external-news.json`);
    writes.push({ path: paths.news, serialized: merged.news.serialized });
  }
  const written = await writeOutputs(writes);
  const files = writes.map((w, i) => ({ path: w.path, outcome: written[i] as WriteOutcome }));
  // Known now: the news articles were hashed as they were written (or compared).
  return { paths, files, newsChecksum: merged.news ? merged.news.checksum() : null };
}

export interface DiagnosticsInput {
  runContext: RunContext;
  plan: FanPlan;
  records: ArtifactRecord[];
  gathers: Gathers;
  outcomes: Outcomes;
  policy: PolicyResult;
  mergedAt: string;
}

/** The fan-in's diagnostics: every artifact's verdict, each fan's legs, the policy's decisions. */
export function diagnosticsOf(input: DiagnosticsInput): FanInDiagnostics {
  const { runContext, policy, outcomes, gathers } = input;
  const fans: FanInDiagnostics['fans'] = {};
  for (const fan of ['github', 'rss'] as const) {
    const outcome = outcomes[fan];
    const gather = gathers[fan];
    if (!outcome || !gather) continue;
    fans[fan] = {
      fan_id: outcome.fan_id,
      expected: gather.expected,
      // Every seq holds a leg (the fan-in's gathers close `incomplete` otherwise).
      closed: isComplete(gather),
      legs: outcome.legs.map(diagnosticLeg),
    };
  }
  return {
    schema_version: 'fan_in_diagnostics_v1',
    run_id: runContext.run_id,
    week: runContext.week,
    status: policy.status,
    reason: policy.reason,
    artifacts: input.records,
    fans,
    decisions: policy.decisions,
    warnings: policy.warnings,
    merged_at: input.mergedAt,
    // Why nothing was planned: the plan's own list of skipped sources and reasons.
    ...(policy.status === 'empty' ? { skipped: input.plan.skipped } : {}),
  };
}

/** Writes the diagnostics file (on every fan-in, whatever its status). */
export async function writeDiagnostics(
  diagnostics: FanInDiagnostics,
  outputDir: string,
): Promise<WrittenFile> {
  const path = join(outputDir, `${diagnostics.week}-fan-in-diagnostics.json`);
  return { path, outcome: await writeOutput(path, buildDiagnostics(diagnostics)) };
}

/**
 * Updates the scrape state at `statePath` (sources that succeeded get merged_at), only when
 * the news file was built; returns the path written, or null.
 */
export async function writeState(
  statePath: string | undefined,
  previous: ScrapeState | undefined,
  rss: FanOutcome | undefined,
  newsBuilt: boolean,
  mergedAt: string,
): Promise<string | null> {
  if (!statePath || !newsBuilt || !rss) return null;
  const succeeded = rss.legs.filter(rssLegOk).map((leg) => leg.id);
  await writeFileAtomic(
    statePath,
    serializeScrapeState(updateScrapeState(previous, succeeded, mergedAt)),
  );
  return statePath;
}

type DiagnosticLeg = NonNullable<FanInDiagnostics['fans'][string]>['legs'][number];

function diagnosticLeg(leg: LegOutcome): DiagnosticLeg {
  return {
    seq: leg.seq,
    id: leg.id,
    required: leg.required,
    status: leg.status,
    artifact: leg.artifact,
    items: leg.items,
    ...(leg.error !== undefined ? { error: leg.error } : {}),
  };
}
