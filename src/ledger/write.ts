/**
 * The fan-in's run metrics ledger: joins the legs' metrics records into
 * `{week}-metrics.json` next to the outputs (the fan-in action and `squadscope fan-in`
 * alike). It is observability, never data: a record
 * left out is a warning, a ledger that cannot be written is a warning, and neither touches
 * the canonical outputs or the exit code.
 */
import { join } from 'node:path';
import type { ArtifactStore } from '../artifacts/index.js';
import { canonicalJson, writeFileAtomic } from '../canonical/index.js';
import { assertValid, type RunMetrics } from '../contracts/index.js';
import type { FanInResult } from '../fanin/index.js';
import { untrusted } from '../base/untrusted.js';
import { plainReason, reasonOf } from '../base/error-message.js';
import { buildRunLedger } from './aggregate.js';
import { collectLedger, type PlannedSeats } from './collect.js';
import { runMetricsFileName } from '../contracts/artifact-names.js';

/** What writing the ledger needs of its caller: a log, and how long the fan-in has run. */
export interface LedgerContext {
  log: {
    info(message: string): void;
    warning(message: string, properties?: { title?: string }): void;
  };
  elapsedMs(): number;
}

export interface WrittenLedger {
  path: string;
  ledger: RunMetrics;
}

/** Where each leg of the plan sits, from the fan-in's diagnostics. */
function seatsOf(result: FanInResult): PlannedSeats {
  const seats = new Map<string, { fan_id: string; seq: number }>();
  for (const kind of ['rss', 'github'] as const) {
    const fan = result.diagnostics.fans[kind];
    for (const leg of fan?.legs ?? [])
      seats.set(`${kind}/${leg.id}`, { fan_id: fan!.fan_id, seq: leg.seq });
  }
  return seats;
}

export async function writeRunLedger(
  ctx: LedgerContext,
  store: ArtifactStore,
  result: FanInResult,
  outputDir: string,
): Promise<WrittenLedger | null> {
  const d = result.diagnostics;
  try {
    const collected = await collectLedger(store, d.run_id, seatsOf(result));
    for (const left of collected.leftOut) {
      ctx.log.warning(
        `Metrics record ${untrusted(left.artifact, 120)} left out of the ledger: ${plainReason(left.reason, 300)}`,
        { title: 'fan-in: metrics record left out' },
      );
    }
    const ledger = buildRunLedger({
      runId: d.run_id,
      week: d.week,
      plan: collected.plan,
      legs: collected.legs,
      fanInMs: ctx.elapsedMs(),
      leftOut: collected.leftOut,
    });
    const path = join(outputDir, runMetricsFileName(d.week));
    await writeFileAtomic(
      path,
      canonicalJson(assertValid<RunMetrics>('run_metrics_v1', ledger, 'the run ledger')) + '\n',
    );
    ctx.log.info(`Run ledger: ${ledger.legs.length} legs joined, written to ${untrusted(path)}`);
    return { path, ledger };
  } catch (error) {
    ctx.log.warning(`Could not write the run ledger: ${reasonOf(error, 300)}`);
    return null;
  }
}
