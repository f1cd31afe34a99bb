// The I/O edge of code_sha: which files decide the output, and their digests.
//
// Default: one line for the suite, `squadscope-suite` with the suite digest: the code_sha of
// the suite's own bundles (every .js file in dist/<name>/) and schemas (schemas/*.json),
// each bundle with its digest slot reset (see suite-digest.ts). A built bundle carries that
// digest, so both install forms (the whole suite, or one action's stand-alone tree) give the
// same line; running from the sources, it is computed from the files under the action root.
// Then the user's `code-paths`, relative to the workspace. Paths in the manifest are
// relative and '/'-separated, so the same checkout gives the same code_sha on every machine.

import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { compareStrings } from '../canonical/index.js';
import { codeSha, type ManifestEntry } from './code-sha.js';
import { quoted } from '../base/untrusted.js';
import { RunContextError } from './errors.js';
import { errnoCode } from '../base/errno.js';
import { PathEscapeError, workspacePathSync } from '../base/real-path.js';
import { embeddedSuiteDigest, unstamped } from './suite-digest.js';

/** The manifest path of the suite's own code (its digest covers the bundles and schemas). */
export const SUITE_MANIFEST_PATH = 'squadscope-suite';

/** The action root of a bundle at `<root>/dist/<name>/index.js`. */
export function actionRootFromBundle(bundlePath: string): string {
  return resolve(dirname(bundlePath), '..', '..');
}

async function listDir(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).sort(compareStrings);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return [];
    throw error;
  }
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return false;
    throw error;
  }
}

/** Relative '/'-separated paths (under `root`) of the suite's own bundles and schemas. */
export async function defaultCodePaths(root: string): Promise<string[]> {
  const paths: string[] = [];
  for (const name of await listDir(join(root, 'dist'))) {
    for (const file of await listDir(join(root, 'dist', name))) {
      if (file.endsWith('.js') && (await isFile(join(root, 'dist', name, file)))) {
        paths.push(`dist/${name}/${file}`);
      }
    }
  }
  for (const file of await listDir(join(root, 'schemas'))) {
    if (file.endsWith('.json') && (await isFile(join(root, 'schemas', file)))) {
      paths.push(`schemas/${file}`);
    }
  }
  return paths;
}

/** Lowercase hex SHA-256 of a file, streamed (bundles are megabytes). */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** SHA-256 of a bundle with its digest slot reset (byte for byte otherwise). */
async function sha256Unstamped(path: string): Promise<string> {
  const text = (await readFile(path)).toString('latin1');
  return createHash('sha256')
    .update(Buffer.from(unstamped(text), 'latin1'))
    .digest('hex');
}

/**
 * The suite digest computed from the files under `actionRoot`: what `npm run build` stamps
 * into every bundle. Throws when the root holds no bundle and no schema.
 */
export async function suiteDigestOf(actionRoot: string): Promise<string> {
  const paths = await defaultCodePaths(actionRoot);
  if (paths.length === 0) {
    throw new Error(
      `No code files under ${JSON.stringify(actionRoot)} (dist/*/*.js, schemas/*.json): cannot compute code_sha`,
    );
  }
  const entries: ManifestEntry[] = [];
  for (const path of paths) {
    const file = join(actionRoot, ...path.split('/'));
    entries.push({
      path,
      sha256: path.endsWith('.js') ? await sha256Unstamped(file) : await sha256File(file),
    });
  }
  return codeSha(entries);
}

/**
 * A user code path, relative to the workspace, as it goes in the manifest. Paths outside
 * the workspace are refused: their location would differ between machines.
 */
export function workspaceRelative(workspace: string, path: string): string {
  if (path.includes('\0') || path.includes('\n') || path.includes('\r')) {
    throw new RunContextError('code-paths', `${quoted(path)} holds a control character`);
  }
  const rel = relative(workspace, resolve(workspace, path));
  if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) {
    const how =
      rel === '' ? 'the workspace itself' : isAbsolute(path) ? 'an absolute path' : 'through ..';
    throw new RunContextError('code-paths', new PathEscapeError(path, how).message);
  }
  return rel.split(sep).join('/');
}

/**
 * Where a user code path really is, once every symlink on the way is followed; a path
 * that leads out of the workspace (a link to a file or a directory elsewhere) is refused,
 * as a `../` path is: a file outside the checkout is not the code of this run.
 */
async function realPathInside(workspace: string, raw: string): Promise<string> {
  try {
    return await Promise.resolve(workspacePathSync(workspace, raw));
  } catch (error) {
    if (error instanceof PathEscapeError) throw new RunContextError('code-paths', error.message);
    throw error;
  }
}

export interface CodeManifestOptions {
  /** The directory holding dist/ and schemas/ (see actionRootFromBundle). */
  actionRoot: string;
  /** Where user code paths are relative to (GITHUB_WORKSPACE, else the cwd). */
  workspace: string;
  /** The `code-paths` input: files, relative to the workspace; no globs. */
  codePaths: readonly string[];
  /** The suite digest; default: the one this bundle carries, else computed from actionRoot. */
  suiteDigest?: string | null;
}

/**
 * The manifest: the suite's line, then the user's files, sorted by path. A file listed twice
 * with the same bytes counts once; with other bytes both lines stay (codeSha orders them by
 * digest). Throws RunContextError('code-paths') for a user path that is missing or not a file.
 */
export async function buildCodeManifest(options: CodeManifestOptions): Promise<ManifestEntry[]> {
  const entries = new Map<string, ManifestEntry>();
  const add = (entry: ManifestEntry) => entries.set(`${entry.path}\0${entry.sha256}`, entry);

  const suite =
    (options.suiteDigest === undefined ? embeddedSuiteDigest() : options.suiteDigest) ??
    (await suiteDigestOf(options.actionRoot));
  add({ path: SUITE_MANIFEST_PATH, sha256: suite });

  for (const raw of options.codePaths) {
    const path = workspaceRelative(options.workspace, raw);
    const absolute = resolve(options.workspace, raw);
    let info;
    try {
      info = await stat(absolute);
    } catch (error) {
      const code = errnoCode(error);
      if (code === 'ENOENT' || code === 'ENOTDIR') {
        throw new RunContextError('code-paths', `${quoted(raw)}: file not found`);
      }
      if (code === 'EACCES' || code === 'EPERM') {
        throw new RunContextError(
          'code-paths',
          `${quoted(raw)}: cannot be read (permission denied)`,
        );
      }
      throw error;
    }
    if (info.isDirectory()) {
      throw new RunContextError(
        'code-paths',
        `${quoted(raw)} is a directory: list files (globs and directories are not expanded)`,
      );
    }
    if (!info.isFile())
      throw new RunContextError('code-paths', `${quoted(raw)} is not a regular file`);
    add({ path, sha256: await sha256File(await realPathInside(options.workspace, raw)) });
  }
  return [...entries.values()].sort(
    (a, b) => compareStrings(a.path, b.path) || compareStrings(a.sha256, b.sha256),
  );
}
