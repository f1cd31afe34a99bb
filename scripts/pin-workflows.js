// Pins the suite's reusable workflows to one release: every `uses:` of this repository's
// actions (squadscope/matrix-crawl/actions/<name>@…) and reusable workflows
// (squadscope/matrix-crawl/.github/workflows/<file>@…) in .github/workflows/ names the
// release tag. GitHub resolves a `uses:` inside a reusable workflow by its own line, not by
// the ref the caller used, so a workflow at tag vX.Y.Z runs the actions of vX.Y.Z only when
// its lines say so. Comments (the callers shown in a header) are left as they are.
//   node scripts/pin-workflows.js vX.Y.Z            rewrite the refs
//   node scripts/pin-workflows.js --check vX.Y.Z    exit 1, naming each line with another ref
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './gen-readme-actions.js';

const OWN_USES =
  /^(\s*(?:-\s+)?uses:\s*['"]?squadscope\/matrix-crawl\/(?:actions|\.github\/workflows)\/[^@\s'"]+@)([^\s'"#]+)/;

/** The release tag a ref must be: vX.Y.Z. */
export function checkTag(tag) {
  if (!/^v\d+\.\d+\.\d+$/.test(tag ?? ''))
    throw new Error(`pin-workflows: ${JSON.stringify(tag)} is not a release tag vX.Y.Z`);
  return tag;
}

/** Every own `uses:` line of a workflow text: { line (1-based), ref }. */
export function ownRefs(text) {
  return text.split('\n').flatMap((line, i) => {
    const match = OWN_USES.exec(line);
    return match ? [{ line: i + 1, ref: match[2] }] : [];
  });
}

/** The workflow text with every own `uses:` at `tag`; every other byte as it was. */
export function pinText(text, tag) {
  checkTag(tag);
  return text
    .split('\n')
    .map((line) => line.replace(OWN_USES, (_all, head) => `${head}${tag}`))
    .join('\n');
}

/** The workflow files of a repository, '/'-separated and sorted. */
export function workflowFiles(repoRoot = root) {
  const dir = join(repoRoot, '.github', 'workflows');
  return readdirSync(dir)
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => `.github/workflows/${f}`);
}

/** `file:line: ref` for every own `uses:` that is not at `tag`. */
export function unpinned(tag, repoRoot = root) {
  checkTag(tag);
  return workflowFiles(repoRoot).flatMap((file) =>
    ownRefs(readFileSync(join(repoRoot, file), 'utf8'))
      .filter(({ ref }) => ref !== tag)
      .map(({ line, ref }) => `${file}:${line}: @${ref}, expected @${tag}`),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const args = process.argv.slice(2);
    const check = args[0] === '--check';
    const tag = checkTag(check ? args[1] : args[0]);
    if (check) {
      const problems = unpinned(tag);
      for (const problem of problems) console.error(problem);
      if (problems.length > 0) {
        console.error(`run \`node scripts/pin-workflows.js ${tag}\`, commit, and tag again`);
        process.exitCode = 1;
      }
    } else {
      for (const file of workflowFiles()) {
        const path = join(root, file);
        const text = readFileSync(path, 'utf8');
        const pinned = pinText(text, tag);
        if (pinned !== text) {
          writeFileSync(path, pinned);
          console.log(`${file}: pinned to ${tag}`);
        }
      }
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
