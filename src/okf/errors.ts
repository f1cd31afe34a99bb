// One error type for every OKF failure, so the CLI and the actions can name the problem
// (and tests can branch on it) without parsing messages.

import { CodedError } from '../base/coded-error.js';

export type OkfErrorCode =
  /** A ref that is not `okf:<name>#v<k>`, or a dataset name outside the documented rules. */
  | 'bad_ref'
  /** The ref is well formed but no dataset of that name and version is in the store. */
  | 'not_found'
  /** The stored bytes are not a complete OKF Parquet dataset (truncated, corrupted, foreign). */
  | 'corrupt'
  /** A field named in `fields`, `where` or `field` that the dataset does not have. */
  | 'unknown_field'
  /** A `where` expression outside the grammar (the message shows the position). */
  | 'syntax'
  /** A comparison between a field and a literal of another type. */
  | 'type_mismatch'
  /** A `limit`, `rows` range or size over the documented maximum, or malformed. */
  | 'bad_option'
  /** Numeric statistics asked of a field that is not a number. */
  | 'not_numeric'
  /** A value longer than okf-stats reports (MAX_STATS_VALUE_CHARS). */
  | 'too_large'
  /** Rows that cannot be written as a dataset (e.g. not objects, too many fields). */
  | 'bad_rows'
  /** Other publishers kept taking the version numbers this one tried. */
  | 'conflict'
  /** The database store cannot be reached in time (down, slow, refused address, cut answer). */
  | 'unavailable'
  /** The database store refused the credentials or the rights the query needs. */
  | 'denied'
  /** The database store refused a query or an insert (its code and message said why). */
  | 'store_error';

export class OkfError extends CodedError<OkfErrorCode> {
  override name = 'OkfError';
}
