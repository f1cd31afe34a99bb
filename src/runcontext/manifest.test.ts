import { createHash } from 'node:crypto';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeSha } from './code-sha.js';
import { RunContextError } from './errors.js';
import {
  actionRootFromBundle,
  buildCodeManifest,
  defaultCodePaths,
  sha256File,
  SUITE_MANIFEST_PATH,
  suiteDigestOf,
  workspaceRelative,
} from './manifest.js';
import { SUITE_DIGEST_PLACEHOLDER } from './suite-digest.js';
import { putFile } from '../../test-support/temp-dirs.js';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

let root: string;
let workspace: string;
let base: string;

beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'squadscope-manifest-'));
  root = join(base, 'action');
  workspace = join(base, 'workspace');
  await putFile(root, 'dist/make-run-context/index.js', 'bundle 1');
  await putFile(root, 'dist/make-run-context/licenses.txt', 'licenses');
  await putFile(root, 'dist/make-run-context/index.js.map', 'map');
  await putFile(root, 'dist/crawl-rss-leg/index.js', 'bundle 2');
  await putFile(root, 'dist/crawl-rss-leg/37.index.js', 'chunk');
  await putFile(root, 'dist/README.md', 'not a bundle dir');
  await putFile(root, 'schemas/common.json', '{}');
  await putFile(root, 'schemas/notes.txt', 'not a schema');
  await putFile(workspace, 'scripts/correlate.py', 'print(1)');
  await putFile(workspace, 'config/prompt.txt', 'prompt');
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('code manifest', () => {
  test('the action root of a bundle', () => {
    expect(actionRootFromBundle('/x/action/dist/make-run-context/index.js')).toBe('/x/action');
  });

  test('defaults: every .js in dist/<name>/ and schemas/*.json, sorted', async () => {
    expect(await defaultCodePaths(root)).toEqual([
      'dist/crawl-rss-leg/37.index.js',
      'dist/crawl-rss-leg/index.js',
      'dist/make-run-context/index.js',
      'schemas/common.json',
    ]);
    expect(await defaultCodePaths(join(base, 'nowhere'))).toEqual([]);
  });

  test('the suite digest: code_sha of the default files, computed from the action root', async () => {
    const files = codeSha([
      { path: 'dist/crawl-rss-leg/37.index.js', sha256: sha('chunk') },
      { path: 'dist/crawl-rss-leg/index.js', sha256: sha('bundle 2') },
      { path: 'dist/make-run-context/index.js', sha256: sha('bundle 1') },
      { path: 'schemas/common.json', sha256: sha('{}') },
    ]);
    expect(await suiteDigestOf(root)).toBe(files);
  });

  test('the suite digest ignores what is in the digest slot, and nothing else', async () => {
    const slot = (digest: string) => `const d = '${digest}';\n`;
    await putFile(root, 'dist/make-run-context/index.js', slot(SUITE_DIGEST_PLACEHOLDER));
    const unstamped = await suiteDigestOf(root);
    const stamped = slot(SUITE_DIGEST_PLACEHOLDER.replace(/x{64}$/, 'a'.repeat(64)));
    await putFile(root, 'dist/make-run-context/index.js', stamped);
    expect(await suiteDigestOf(root)).toBe(unstamped);
    await putFile(root, 'dist/make-run-context/index.js', stamped.replace('const', 'let'));
    expect(await suiteDigestOf(root)).not.toBe(unstamped);
  });

  test('one line for the suite plus the user files, relative and /-separated', async () => {
    const manifest = await buildCodeManifest({
      actionRoot: root,
      workspace,
      codePaths: ['./scripts/correlate.py', join(workspace, 'config', 'prompt.txt')],
    });
    expect(manifest).toEqual([
      { path: 'config/prompt.txt', sha256: sha('prompt') },
      { path: 'scripts/correlate.py', sha256: sha('print(1)') },
      { path: SUITE_MANIFEST_PATH, sha256: await suiteDigestOf(root) },
    ]);
  });

  test('a stamped suite digest is used as it is: the files under the action root are not read', async () => {
    const digest = 'b'.repeat(64);
    const options = { actionRoot: join(base, 'nowhere'), workspace, codePaths: [] };
    expect(await buildCodeManifest({ ...options, suiteDigest: digest })).toEqual([
      { path: SUITE_MANIFEST_PATH, sha256: digest },
    ]);
  });

  test('a user file listed twice: same bytes count once, other bytes twice', async () => {
    await putFile(workspace, 'schemas/common.json', '{}');
    const same = await buildCodeManifest({
      actionRoot: root,
      workspace,
      codePaths: ['schemas/common.json', './schemas/common.json'],
    });
    expect(same.filter((e) => e.path === 'schemas/common.json')).toHaveLength(1);
  });

  test('a changed bundle byte changes code_sha; the same tree gives the same code_sha', async () => {
    const first = codeSha(await buildCodeManifest({ actionRoot: root, workspace, codePaths: [] }));
    expect(codeSha(await buildCodeManifest({ actionRoot: root, workspace, codePaths: [] }))).toBe(
      first,
    );
    await putFile(root, 'dist/crawl-rss-leg/37.index.js', 'chunk!');
    expect(
      codeSha(await buildCodeManifest({ actionRoot: root, workspace, codePaths: [] })),
    ).not.toBe(first);
  });

  test('a symlinked user file is hashed by its content', async () => {
    await symlink(join(workspace, 'config', 'prompt.txt'), join(workspace, 'link.txt'));
    const manifest = await buildCodeManifest({
      actionRoot: root,
      workspace,
      codePaths: ['link.txt'],
    });
    expect(manifest.find((e) => e.path === 'link.txt')?.sha256).toBe(sha('prompt'));
  });

  test('refuses a symlink in the workspace that leads out of it, to a file or a directory', async () => {
    await putFile(base, 'secret/token.txt', 'secret');
    await symlink(join(base, 'secret', 'token.txt'), join(workspace, 'token.txt'));
    await symlink(join(base, 'secret'), join(workspace, 'secrets'));
    // A link to a link inside the workspace that itself leads out.
    await symlink(join(workspace, 'token.txt'), join(workspace, 'again.txt'));
    for (const path of ['token.txt', 'secrets/token.txt', 'again.txt']) {
      const error = await buildCodeManifest({
        actionRoot: root,
        workspace,
        codePaths: [path],
      }).catch((e) => e);
      expect(error).toBeInstanceOf(RunContextError);
      expect(error.input).toBe('code-paths');
      expect(error.problem).toMatch(
        new RegExp(`^"${path}" leads outside the workspace \\(through a symlink\\)`),
      );
    }
  });

  test('follows links inside a workspace that is itself reached through a link', async () => {
    const linked = join(base, 'linked-workspace');
    await symlink(workspace, linked);
    await symlink(join(workspace, 'config', 'prompt.txt'), join(workspace, 'inside.txt'));
    const manifest = await buildCodeManifest({
      actionRoot: root,
      workspace: linked,
      codePaths: ['inside.txt', 'scripts/correlate.py'],
    });
    expect(manifest.find((e) => e.path === 'inside.txt')?.sha256).toBe(sha('prompt'));
  });

  test.each([
    ['missing.py', /"missing.py": file not found/],
    ['scripts', /"scripts" is a directory: list files/],
    ['../outside.txt', /leads outside the workspace \(through \.\.\)/],
    ['/etc/hostname', /leads outside the workspace \(an absolute path\)/],
    ['.', /leads outside the workspace \(the workspace itself\)/],
    ['a\nb', /holds a control character/],
  ])('refuses code path %j naming code-paths', async (path, problem) => {
    const error = await buildCodeManifest({ actionRoot: root, workspace, codePaths: [path] }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(RunContextError);
    expect(error.input).toBe('code-paths');
    expect(error.problem).toMatch(problem);
  });

  test('an action root without code files is an error, not an empty code_sha', async () => {
    await expect(
      buildCodeManifest({ actionRoot: join(base, 'empty'), workspace, codePaths: [] }),
    ).rejects.toThrow(/No code files under/);
  });

  test('workspaceRelative and sha256File', async () => {
    expect(workspaceRelative('/w', 'a/./b/../c.txt')).toBe('a/c.txt');
    expect(await sha256File(join(workspace, 'config', 'prompt.txt'))).toBe(sha('prompt'));
  });
});
