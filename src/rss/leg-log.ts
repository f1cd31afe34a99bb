// What one RSS leg tells the job's log and its telemetry counters. Remote text (URLs,
// error messages) goes through `untrusted`: the runner must not read it as a command.

import { untrusted } from '../base/untrusted.js';
import type { ActionContext } from '../runtime/index.js';
import type { RssLegReport } from './leg.js';

export function countLeg(ctx: ActionContext, report: RssLegReport): void {
  const a = report.artifact;
  const attributes = { 'squadscope.source_id': a.source_id, 'squadscope.status': a.status };
  ctx.telemetry.count('articles.fetched', a.metrics.articles_fetched, attributes);
  ctx.telemetry.count('articles.kept', a.articles.length, attributes);
  ctx.telemetry.count('http.retries', a.metrics.retries, attributes);
  if (report.fromCache) ctx.telemetry.count('cache.hits', 1, attributes);
}

export function logLeg(ctx: ActionContext, report: RssLegReport): void {
  const a = report.artifact;
  const m = a.metrics;
  const via = report.fromCache ? ', body from the HTTP cache (304)' : '';
  ctx.log.info(
    `${a.source_id}: ${a.status}, ${m.articles_fetched} articles (${m.articles_relevant} relevant), ${m.retries} retries, ${m.fetch_duration_ms} ms${via}`,
  );
  if (report.finalUrl !== null)
    ctx.log.debug(`${a.source_id}: document from ${untrusted(report.finalUrl)}`);
  if (report.repaired !== null)
    ctx.log.info(`${a.source_id}: document repaired (${report.repaired})`);
  const x = report.extraction;
  if (x !== null) {
    ctx.log.info(
      `${a.source_id}: ${x.entries} entries, ${x.outsideWindow} outside the window, ${x.duplicates} duplicates, ` +
        `${x.dropped.no_link} without a usable link, ${x.dropped.bad_date} without a usable date`,
    );
  }
  if (a.error !== null) {
    ctx.log.warning(
      `RSS source ${a.source_id} failed: ${a.error.code}: ${untrusted(a.error.message)}`,
    );
  }
}
