/**
 * Why an artifact was not used: the reason codes of the diagnostics (one per artifact,
 * the first rule it broke) and the problems behind them (every field that broke one).
 */

export type ReasonCode =
  /** Not JSON, or not strict JSON: syntax, duplicate key, invalid UTF-8, lone surrogate, depth. */
  | 'parse'
  /** Over the size limit (download or parse). */
  | 'too_large'
  /** The store refused to hand it over (unsafe contents: links, directories, bad zip). */
  | 'download'
  /**
   * The artifact service did not hand it over (still failing after the store's retries): not
   * a verdict on its contents, and never reported as missing or invalid.
   */
  | 'unreadable'
  /** The artifact does not hold the file its name promises. */
  | 'name'
  /** `schema_version` missing or not the one this fan-in reads. */
  | 'schema_version'
  /** Fails the JSON Schema of its contract. */
  | 'schema'
  /** `run_context` differs from the run's (week, window, run_id, topic checksum, code). */
  | 'run_context'
  /** `run_context.source_config_checksum` differs from the run's. */
  | 'config_checksum'
  /** `checksum` does not match the recomputed one. */
  | 'checksum'
  /** No frame of the planned fan, or one that disagrees with the plan or the name. */
  | 'fan'
  /** An article attributed to another source than its artifact's. */
  | 'consistency'
  /** An article published outside the run's window `[since, until)`. */
  | 'out_of_window';

/** Codes that mark a verdict rather than a rejection. */
export type PassReason = 'superseded' | 'duplicate' | 'unknown_leg' | 'name';

export interface ArtifactProblem {
  code: ReasonCode;
  /** JSON pointer inside the payload ('' = the whole payload). */
  pointer: string;
  message: string;
}

/** Most problems listed per artifact: the diagnostics stay readable for a garbage payload. */
export const MAX_PROBLEMS = 20;

/** Caps a problem list, saying how many were left out. */
export function capProblems(problems: ArtifactProblem[]): ArtifactProblem[] {
  if (problems.length <= MAX_PROBLEMS) return problems;
  const first = problems[0] as ArtifactProblem;
  return [
    ...problems.slice(0, MAX_PROBLEMS),
    {
      code: first.code,
      pointer: '',
      message: `${problems.length - MAX_PROBLEMS} more problems not listed`,
    },
  ];
}

/** Raised for a fan-in that cannot start: no or bad run context / plan / topic config. */
export class FanInSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FanInSetupError';
  }
}
