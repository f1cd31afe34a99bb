// The leg's artifact (rss_source_v2) from what the leg saw. Pure.
//
// Status:
// * failed  - no document (transport, HTTP status, parse error), or a document
//             cut short (byte limit, cancellation) that yielded no article:
//             no articles and an error {code, message}.
// * partial - a document, but some entries were dropped as invalid, or it was
//             cut short and still yielded articles.
// * success - a document and every entry valid (zero in-window articles is fine).

import { checksumOf, compareStrings } from '../canonical/index.js';
import type { Article, FanFrame, LegError, RssArtifact, RunContext } from '../contracts/index.js';
import type { Extraction } from './extract.js';
import { squadscopeContentChecksum } from './squadscope-rules.js';
import { collapseWhitespace, truncateText, wellFormed } from './text.js';

export type LegErrorCode = LegError['code'];

export interface LegObservation {
  sourceId: string;
  runContext: RunContext;
  fan: FanFrame[];
  /** What the document yielded; null when there was no document to read. */
  extraction: Extraction | null;
  /** The document was cut short: at the byte limit, or by a cancellation. */
  cut: 'max_bytes' | 'cancelled' | null;
  /** Why there is no document (required when extraction is null). */
  error: LegError | null;
  fetchDurationMs: number;
  retries: number;
  /** The byte limit, for the too_large message. */
  maxBytes?: number;
  /** How the feed was fetched (wall-clock times), when the leg knows. */
  fetch?: RssArtifact['fetch'];
}

const MAX_MESSAGE_LENGTH = 2000;

export function buildRssArtifact(o: LegObservation): RssArtifact {
  const base = {
    schema_version: 2 as const,
    source_id: o.sourceId,
    run_context: o.runContext,
    fan: o.fan,
    ...(o.fetch === undefined ? {} : { fetch: o.fetch }),
  };
  const metricsOf = (articles: Article[], relevant: number) => ({
    articles_fetched: articles.length,
    articles_relevant: relevant,
    fetch_duration_ms: Math.max(0, Math.round(o.fetchDurationMs)),
    retries: o.retries,
  });
  const failed = (error: LegError): RssArtifact => ({
    ...base,
    status: 'failed',
    articles: [],
    metrics: metricsOf([], 0),
    error: cleanError(error),
    checksum: checksumOf([]),
    source_content_checksum: squadscopeContentChecksum([]),
  });

  const x = o.extraction;
  if (x === null) {
    return failed(o.error ?? { code: 'internal', message: 'no document and no error recorded' });
  }
  if (o.cut !== null && x.articles.length === 0) {
    return failed(
      o.cut === 'max_bytes'
        ? {
            code: 'too_large',
            message:
              `body over the byte limit${o.maxBytes === undefined ? '' : ` of ${o.maxBytes} bytes`}` +
              ' and no complete in-window entry before the cut',
          }
        : { code: 'cancelled', message: 'cancelled before any in-window entry was read' },
    );
  }
  const invalid = x.dropped.no_link + x.dropped.bad_date;
  const articles = [...x.articles].sort((a, b) => compareStrings(a.url, b.url));
  return {
    ...base,
    status: o.cut !== null || invalid > 0 ? 'partial' : 'success',
    articles,
    metrics: metricsOf(articles, x.relevant),
    error: null,
    checksum: checksumOf(articles),
    source_content_checksum: squadscopeContentChecksum(articles),
  };
}

/** One line, valid Unicode, within the schema's length limit. */
function cleanError(error: LegError): LegError {
  const message =
    truncateText(collapseWhitespace(wellFormed(error.message)), MAX_MESSAGE_LENGTH) || error.code;
  return error.status === undefined
    ? { code: error.code, message }
    : { code: error.code, message, status: error.status };
}
