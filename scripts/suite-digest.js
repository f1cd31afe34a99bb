// The suite digest, as the build stamps it into every bundle: the code_sha (one SHA-256 over
// `<path>\0<sha256>\n` lines in path order) of dist/*/*.js and schemas/*.json, each bundle
// hashed with its digest slots reset to the placeholder. src/runcontext/manifest.ts
// (suiteDigestOf) computes the same value from the same files when it runs from the sources;
// action-tests/suite-digest.test.ts holds the two equal.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MARKER = 'squadscope-suite-digest:';
const PLACEHOLDER = `${MARKER}${'x'.repeat(64)}`;
const SLOT = /squadscope-suite-digest:[0-9a-fx]{64}/g;

function byUtf16(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

function sha256Hex(bytes) {
  return createHash('sha256').update(bytes).digest('hex');
}

function filesIn(dir, ext) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(ext) && statSync(join(dir, f)).isFile())
    .sort(byUtf16);
}

/** The '/'-separated paths the digest covers, in path order. */
export function digestPaths(root) {
  const paths = [];
  const dist = join(root, 'dist');
  const folders = existsSync(dist)
    ? readdirSync(dist, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort(byUtf16)
    : [];
  for (const folder of folders)
    for (const file of filesIn(join(dist, folder), '.js')) paths.push(`dist/${folder}/${file}`);
  for (const file of filesIn(join(root, 'schemas'), '.json')) paths.push(`schemas/${file}`);
  return paths;
}

function unstampedBytes(bytes) {
  return Buffer.from(bytes.toString('latin1').replace(SLOT, PLACEHOLDER), 'latin1');
}

/** The suite digest of the files under `root`. */
export function suiteDigest(root) {
  const paths = digestPaths(root);
  if (paths.length === 0)
    throw new Error(`suite digest: no dist/*/*.js nor schemas/*.json under ${root}`);
  const lines = paths.map((path) => {
    const bytes = readFileSync(join(root, ...path.split('/')));
    return `${path}\0${sha256Hex(path.endsWith('.js') ? unstampedBytes(bytes) : bytes)}\n`;
  });
  return sha256Hex(lines.sort(byUtf16).join(''));
}

/**
 * Writes the suite digest into every digest slot of the bundles under dist/; returns the digest. Fails
 * when no bundle holds a slot (the digest would reach no run context).
 */
export function stampSuiteDigest(root) {
  const digest = suiteDigest(root);
  let stamped = 0;
  for (const path of digestPaths(root).filter((p) => p.endsWith('.js'))) {
    const file = join(root, ...path.split('/'));
    const text = readFileSync(file).toString('latin1');
    if (!SLOT.test(text)) continue;
    SLOT.lastIndex = 0;
    writeFileSync(file, Buffer.from(text.replace(SLOT, `${MARKER}${digest}`), 'latin1'));
    stamped++;
  }
  if (stamped === 0) throw new Error('suite digest: no bundle under dist/ holds a digest slot');
  return digest;
}
