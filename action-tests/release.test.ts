// The release's own steps, offline: the notes a tag gets from CHANGELOG.md, and the push of
// the stand-alone trees (skipped without a token; to local bare repositories with one).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { root } from '../scripts/gen-readme-actions.js';
import { notesFor, versionOfTag } from '../scripts/release-notes.js';

describe('release notes from CHANGELOG.md', () => {
  const changelog = [
    '# Changelog',
    '',
    '## [Unreleased]',
    '',
    '- next',
    '',
    '## [1.2.0] - 2026-12-01',
    '',
    '### Added',
    '',
    '- emit',
    '',
    '## [1.10.0] - 2027-01-01',
    '',
    '- later',
    '',
    '## [1.1.0] - 2026-11-01',
    '',
  ].join('\n');

  test('the section of the tag, up to the next heading of its level', () => {
    expect(notesFor(changelog, versionOfTag('v1.2.0'))).toBe('### Added\n\n- emit');
    expect(notesFor(changelog, '1.10.0')).toBe('- later');
  });

  test('no section, an empty one, or a tag that is not vX.Y.Z is an error', () => {
    expect(() => notesFor(changelog, '1.3.0')).toThrow(/no section "## \[1.3.0\]"/);
    expect(() => notesFor(changelog, '1.1.0')).toThrow(/section of 1.1.0 is empty/);
    expect(() => notesFor(changelog, '1.2')).toThrow(/no section/);
    for (const tag of ['1.2.0', 'v1', 'v1.2', 'latest', 'v1.2.0\n'])
      expect(() => versionOfTag(tag)).toThrow(/is not vX.Y.Z/);
    expect(versionOfTag('v2.0.0-rc.1')).toBe('2.0.0-rc.1');
  });

  test('property: any version section is found again whatever surrounds it', () => {
    const version = fc.tuple(fc.nat(99), fc.nat(99), fc.nat(99)).map((parts) => parts.join('.'));
    const line = fc.stringMatching(/^[a-z ]{1,20}$/);
    fc.assert(
      fc.property(
        version,
        fc.array(line, { minLength: 1 }),
        fc.array(version),
        (v, body, others) => {
          const sections = [...new Set(others)].filter((o) => o !== v);
          const text = [
            '# Changelog',
            ...sections.flatMap((o) => [`## [${o}]`, '- other']),
            `## [${v}] - 2026-12-01`,
            ...body.map((b) => `- ${b}`),
            '## [0.0.0-old]',
            '- old',
          ].join('\n');
          expect(notesFor(text, v)).toBe(
            body
              .map((b) => `- ${b}`)
              .join('\n')
              .trim(),
          );
        },
      ),
    );
  });

  test('the CLI prints the notes, and fails for a missing version', () => {
    const dir = mkdtempSync(join(tmpdir(), 'notes-'));
    try {
      const file = join(dir, 'CHANGELOG.md');
      writeFileSync(file, changelog);
      const script = join(root, 'scripts', 'release-notes.js');
      const ok = spawnSync(process.execPath, [script, 'v1.2.0', file], { encoding: 'utf8' });
      expect([ok.status, ok.stdout]).toEqual([0, '### Added\n\n- emit\n']);
      const missing = spawnSync(process.execPath, [script, 'v9.0.0', file], { encoding: 'utf8' });
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/no section "## \[9.0.0\]"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('pushing the stand-alone trees', () => {
  let dir: string;
  const push = (env: Record<string, string>) =>
    spawnSync('bash', [join(root, 'scripts', 'release-push.sh'), join(dir, 'split')], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH ?? '',
        HOME: dir,
        GIT_CONFIG_NOSYSTEM: '1',
        GITHUB_STEP_SUMMARY: join(dir, 'summary.md'),
        GITHUB_REPOSITORY: 'squadscope/matrix-crawl',
        GITHUB_SHA: 'abc123',
        OWNER: 'squadscope',
        ...env,
      },
    });
  const git = (repo: string, ...args: string[]) =>
    execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'release-push-'));
    for (const name of ['fan-in', 'emit']) {
      mkdirSync(join(dir, 'split', name), { recursive: true });
      writeFileSync(join(dir, 'split', name, 'action.yml'), `name: ${name}\n`);
      execFileSync('git', [
        'init',
        '-q',
        '--bare',
        join(dir, 'remote', 'squadscope', `${name}.git`),
      ]);
    }
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('without a token it pushes nothing and says so in the log and the summary', () => {
    const run = push({ TAG: 'v1.0.0', REMOTE_BASE: `file://${join(dir, 'remote')}` });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^::notice title=Stand-alone repositories skipped::.*NOT pushed/m);
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toMatch(/skipped[\s\S]*no token/);
    const remote = join(dir, 'remote', 'squadscope', 'fan-in.git');
    expect(git(remote, 'for-each-ref')).toBe('');
  });

  test('with a token: main, the release tag and the moved major tag, history kept', () => {
    const env = { SPLIT_TOKEN: 'secret-token', REMOTE_BASE: `file://${join(dir, 'remote')}` };
    const first = push({ ...env, TAG: 'v1.0.0' });
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('::add-mask::secret-token');
    const remote = join(dir, 'remote', 'squadscope', 'fan-in.git');
    expect(git(remote, 'show', 'v1:action.yml')).toBe('name: fan-in');
    expect(git(remote, 'rev-parse', 'v1')).toBe(git(remote, 'rev-parse', 'v1.0.0'));

    writeFileSync(join(dir, 'split', 'fan-in', 'action.yml'), 'name: fan-in 2\n');
    const second = push({ ...env, TAG: 'v1.1.0' });
    expect(second.status).toBe(0);
    expect(git(remote, 'show', 'v1:action.yml')).toBe('name: fan-in 2');
    expect(git(remote, 'show', 'v1.0.0:action.yml')).toBe('name: fan-in');
    expect(git(remote, 'rev-parse', 'main')).toBe(git(remote, 'rev-parse', 'v1.1.0'));
    expect(git(remote, 'rev-list', '--count', 'main')).toBe('2');
    expect(git(remote, 'log', '-1', '--format=%B', 'main')).toContain(
      'Built from squadscope/matrix-crawl@abc123.',
    );
    expect(readFileSync(join(dir, 'summary.md'), 'utf8')).toContain('- squadscope/emit');
  });

  test('a repository that cannot be pushed to fails the step', () => {
    rmSync(join(dir, 'remote', 'squadscope', 'emit.git'), { recursive: true });
    writeFileSync(join(dir, 'remote', 'squadscope', 'emit.git'), 'not a repository');
    const run = push({
      SPLIT_TOKEN: 't',
      TAG: 'v1.0.0',
      REMOTE_BASE: `file://${join(dir, 'remote')}`,
    });
    expect(run.status).not.toBe(0);
  });
});
