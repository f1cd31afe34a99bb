// The GitHub shards a run plans (pure).

import type { GithubShard } from '../contracts/index.js';
import { quoted } from '../base/untrusted.js';
import { RunContextError } from './errors.js';

export type ShardId = GithubShard['shard_id'];

/** The four shards, in the order the monolithic crawl runs them: the seq order of the fan. */
export const SHARD_IDS: readonly ShardId[] = [
  'new_repos',
  'trending_repos',
  'topic_primary',
  'topic_secondary',
];

export function isShardId(value: string): value is ShardId {
  return (SHARD_IDS as readonly string[]).includes(value);
}

/** Shards in SHARD_IDS order, each named once and known; `input` names the input in errors. */
function checkShards(input: string, names: readonly string[]): ShardId[] {
  const seen = new Set<string>();
  for (const name of names) {
    if (!isShardId(name)) {
      throw new RunContextError(
        input,
        `unknown shard ${quoted(name)} (known: ${SHARD_IDS.join(', ')})`,
      );
    }
    if (seen.has(name)) throw new RunContextError(input, `lists ${name} twice`);
    seen.add(name);
  }
  return SHARD_IDS.filter((id) => seen.has(id));
}

/**
 * The shard selection. `shards`: the names to run (empty: no GitHub fan). `required`:
 * the shards whose failure fails the fan-in closed; undefined means all of `shards`
 * (by default a missing GitHub shard fails the fan-in closed), and it must be a
 * subset of `shards`. Both come back in the canonical order, so the plan does not depend
 * on how the lists were spelled.
 */
export function resolveShards(
  shards: readonly string[],
  required?: readonly string[],
): { shards: ShardId[]; required: ShardId[] } {
  const selected = checkShards('github-shards', shards);
  if (required === undefined) return { shards: selected, required: [...selected] };
  const needed = checkShards('required-shards', required);
  const outside = needed.filter((id) => !selected.includes(id));
  if (outside.length > 0) {
    throw new RunContextError(
      'required-shards',
      `${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} not in github-shards (${selected.join(', ') || 'empty'})`,
    );
  }
  return { shards: selected, required: needed };
}
