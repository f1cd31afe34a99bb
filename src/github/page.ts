/**
 * The body of a search answer, parsed strictly (duplicate keys, lone surrogates and excess
 * size are refused) and shape-checked. Pure.
 */
import { parseStrict, StrictJsonError } from '../canonical/index.js';
import { GithubError } from './errors.js';
import type { SearchPage } from './types.js';

/** A page of 100 full repository items is about 0.5 MB; 16 MiB leaves room and stops a flood. */
export const MAX_PAGE_BYTES = 16 * 1024 * 1024;

export function parseSearchPage(body: Uint8Array | string, source: string): SearchPage {
  let value: unknown;
  try {
    value = parseStrict(body, { maxBytes: MAX_PAGE_BYTES, source });
  } catch (error) {
    if (error instanceof StrictJsonError) {
      throw new GithubError(
        error.code === 'too_large' ? 'too_large' : 'invalid_response',
        `${source}: the search answer is not valid JSON (${error.code}${error.pointer ? ` at ${error.pointer}` : ''})`,
      );
    }
    throw error;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new GithubError('invalid_response', `${source}: the search answer is not a JSON object`);
  }
  const v = value as Record<string, unknown>;
  const total = v['total_count'];
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) {
    throw new GithubError(
      'invalid_response',
      `${source}: the search answer has no valid total_count`,
    );
  }
  if (typeof v['incomplete_results'] !== 'boolean') {
    throw new GithubError(
      'invalid_response',
      `${source}: the search answer has no valid incomplete_results`,
    );
  }
  if (!Array.isArray(v['items'])) {
    throw new GithubError('invalid_response', `${source}: the search answer has no items array`);
  }
  return { total_count: total, incomplete_results: v['incomplete_results'], items: v['items'] };
}
