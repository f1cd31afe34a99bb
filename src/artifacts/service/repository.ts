// A repository named as owner/name (pure: the actions read it before loading any client).

import { quoteName } from '../../contracts/artifact-names.js';

const REPOSITORY = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})$/u;

/** `owner/name` split, or a RangeError saying what a repository looks like. */
export function parseRepository(text: string): { owner: string; name: string } {
  const match = REPOSITORY.exec(text);
  if (!match?.[1] || !match[2] || match[2] === '.' || match[2] === '..')
    throw new RangeError(
      `must be owner/name, e.g. octo-org/octo-repo, got ${quoteName(text, 120)}`,
    );
  return { owner: match[1], name: match[2] };
}
