// Prints the CHANGELOG.md section of one version: the release workflow's notes for a tag.
//   node scripts/release-notes.js v1.2.3 [CHANGELOG.md]
// The section is everything under the heading `## [1.2.3]` (a date may follow) up to the next
// `## ` heading. A tag that is not vX.Y.Z, a missing section or an empty one is an error: a
// release is never published without its notes.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** 1.2.3 from v1.2.3 (a pre-release suffix such as -rc.1 is kept). */
export function versionOfTag(tag) {
  const match = /^v(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$/.exec(tag);
  if (!match) throw new Error(`release notes: tag ${JSON.stringify(tag)} is not vX.Y.Z`);
  return match[1];
}

/** The body of a version's section, trimmed. Throws when there is none or it is empty. */
export function notesFor(changelog, version) {
  const lines = changelog.split(/\r?\n/);
  const heading = (line) => /^## /.test(line);
  const start = lines.findIndex(
    (line) => heading(line) && line.slice(3).trim().split(/\s/)[0] === `[${version}]`,
  );
  if (start < 0)
    throw new Error(
      `release notes: CHANGELOG.md has no section "## [${version}]": move the Unreleased entries under it before tagging`,
    );
  const rest = lines.slice(start + 1);
  const end = rest.findIndex(heading);
  const body = (end < 0 ? rest : rest.slice(0, end)).join('\n').trim();
  if (body === '') throw new Error(`release notes: the section of ${version} is empty`);
  return body;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [tag, path = 'CHANGELOG.md'] = process.argv.slice(2);
  try {
    process.stdout.write(`${notesFor(readFileSync(path, 'utf8'), versionOfTag(tag ?? ''))}\n`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
