// Feeds no leg of the plan could fetch (pure). A feed on a loopback or private address is
// refused by the plan unless allow-private-network is set, naming the source and that input,
// instead of planning a leg that fails with blocked_url; one on a link-local or metadata
// address, which no input allows, is said as a warning (its leg fails, the run goes on).
//
// Only what is known without DNS is checked here (`localhost`, `*.localhost`, IP literals;
// the address rules are src/http/ssrf.ts's): a host name that resolves to a private address
// passes the plan, and its leg refuses it when it connects (docs/contracts.md).

import { quoted } from '../base/untrusted.js';
import type { Source } from '../config/source-config.js';
import { blockedFeedHost } from '../http/ssrf.js';

type FeedSource = Pick<Source, 'id' | 'feed_url' | 'active'>;

export interface FeedAddressFindings {
  /** Why the plan is refused: the first source at fault and how many more; null: none. */
  problem: string | null;
  /** One line per active source on a link-local or metadata address. */
  unreachable: string[];
}

/** The active sources' feed addresses, checked as far as they are known without DNS. */
export function feedAddressFindings(
  sources: readonly FeedSource[],
  allowPrivateNetwork: boolean,
): FeedAddressFindings {
  const refused: string[] = [];
  const unreachable: string[] = [];
  sources.forEach((source, index) => {
    const known = source.active ? blockedFeedHost(source.feed_url) : null;
    if (known === null) return;
    const feed = `/${index}: feed_url ${quoted(source.feed_url, 200)} of source ${quoted(source.id)}`;
    if (!known.allowable)
      unreachable.push(
        `${feed} is on a link-local or metadata address (${known.host}), which no leg may reach: its leg fails (blocked_url)`,
      );
    else if (!allowPrivateNetwork)
      refused.push(
        `${feed} is on a loopback or private address (${known.host}), which the legs refuse: set allow-private-network: true to crawl it`,
      );
  });
  const more = refused.length - 1;
  const problem =
    refused.length === 0
      ? null
      : more === 0
        ? refused[0]!
        : `${refused[0]!} (and ${more} more such ${more === 1 ? 'source' : 'sources'})`;
  return { problem, unreachable };
}
