// Where an OKF dataset is read, the artifacts store or a ClickHouse database, and okf read
// and okf stats against either: the one dispatch that okf-read, okf-stats and the
// `squadscope okf` command share. The readers are loaded when a query runs, so that a
// command line refused at once loads none of them.

import type { ClickHouse, ClickHouseOptions } from './clickhouse/connection.js';
import type { StatsResult } from './query.js';
import type { ReadResult } from './read.js';
import type { ReadRequest } from './read-request.js';
import type { StatsRequest } from './stats.js';
import type { OkfStore } from './store.js';

export type OkfSource =
  { kind: 'artifacts'; store: OkfStore } | { kind: 'clickhouse'; ch: ClickHouse };

/** A ClickHouse source (the options are checked here: URL, database, table prefix). */
export async function clickHouseSource(options: ClickHouseOptions): Promise<OkfSource> {
  const { ClickHouse } = await import('./clickhouse/connection.js');
  return { kind: 'clickhouse', ch: new ClickHouse(options) };
}

export async function readFrom(
  source: OkfSource,
  ref: string,
  request: ReadRequest,
): Promise<ReadResult> {
  if (source.kind === 'artifacts') {
    return (await import('./query.js')).okfRead(source.store, ref, request);
  }
  return (await import('./clickhouse/query.js')).clickhouseRead(source.ch, ref, request);
}

export async function statsFrom(
  source: OkfSource,
  ref: string,
  request: StatsRequest,
): Promise<StatsResult> {
  if (source.kind === 'artifacts') {
    return (await import('./query.js')).okfStats(source.store, ref, request);
  }
  return (await import('./clickhouse/query.js')).clickhouseStats(source.ch, ref, request);
}
