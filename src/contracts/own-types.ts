/**
 * The contracts as this suite's own legs write them. The contract requires only its
 * required fields (any writer that writes those is accepted); our legs always add the
 * optional ones, and the code that builds or reads our own legs may rely on them.
 */
import type { GithubShard, Repository, RssArtifact } from './generated/types.js';

/**
 * A repository record as this suite's shard legs write it: every field of the contract,
 * the optional identifying fields of the legacy record included.
 */
export type FullRepository = Required<Repository>;

/** A shard artifact as this suite's legs write it: frames, queries and filter counts included. */
export type OwnGithubShard = Omit<GithubShard, 'repositories'> &
  Required<Pick<GithubShard, 'fan' | 'queries' | 'filter_summary'>> & {
    repositories: FullRepository[];
  };

/** An RSS artifact as this suite's legs write it: with its fan frames. */
export type OwnRssArtifact = RssArtifact & Required<Pick<RssArtifact, 'fan'>>;
