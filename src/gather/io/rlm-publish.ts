/**
 * The publish step of the `rlm` kernel: folds the finalized result of a gather into the
 * record file in the workspace (the caller commits it, or uploads it), keyed by run id, so
 * that a rerun replaces its entry. The file is read strictly (size limit, duplicate keys
 * refused), must be a record of this format, and is replaced atomically.
 */
import { canonicalJson, parseStrict, writeFileAtomic } from '../../canonical/index.js';
import {
  emptyRlmRecord,
  foldRlmRecord,
  intOption,
  isPlainObject,
  RLM_FORMAT,
  stringOption,
  type RlmRecord,
  type SummarizerResolver,
} from '../index.js';
import { readConfigBytes } from '../../config/read.js';
import type { PublishContext } from './publish.js';
import { workspacePath } from './paths.js';

const MAX_RECORD_BYTES = 64 * 1024 * 1024;

function checkRecord(value: unknown, file: string): RlmRecord {
  const ok =
    isPlainObject(value) &&
    value['format'] === RLM_FORMAT &&
    Array.isArray(value['entries']) &&
    Array.isArray(value['compacted']) &&
    (value['entries'] as unknown[]).every(
      (e) => isPlainObject(e) && typeof e['run_id'] === 'string' && 'result' in e,
    ) &&
    (value['compacted'] as unknown[]).every((r) => typeof r === 'string');
  if (!ok) throw new Error(`rlm record ${JSON.stringify(file)} is not a ${RLM_FORMAT} record`);
  return value as unknown as RlmRecord;
}

async function readRecord(path: string, file: string): Promise<RlmRecord | null> {
  const bytes = await readConfigBytes(path, { maxBytes: MAX_RECORD_BYTES, missing: 'undefined' });
  if (bytes === undefined) return null;
  return checkRecord(parseStrict(bytes, { maxBytes: MAX_RECORD_BYTES, source: file }), file);
}

export async function publishRlm(
  result: unknown,
  context: PublishContext,
  summarizers: SummarizerResolver,
): Promise<unknown> {
  const file = stringOption(context.options, 'record');
  const maxEntries = intOption(context.options, 'max-entries', {
    min: 1,
    max: 10_000,
    default: 52,
  });
  const summarizer = summarizers(stringOption(context.options, 'summarize', 'stats'), 'summarize');
  const runId = stringOption(context.options, 'run-id', context.runId);
  const path = await workspacePath(context.workspace, file, 'rlm record');
  const record = (await readRecord(path, file)) ?? emptyRlmRecord(summarizer);
  const folded = await foldRlmRecord(record, { run_id: runId, result }, maxEntries, summarizer);
  if (folded.outcome !== 'unchanged' && folded.outcome !== 'already-compacted') {
    await writeFileAtomic(path, `${canonicalJson(folded.record)}\n`);
  }
  return { record: file, run_id: runId, outcome: folded.outcome, ...folded.record };
}
