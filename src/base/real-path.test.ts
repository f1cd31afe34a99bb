// Where a user path really is: symlinks followed, `../`, absolute paths elsewhere and links
// that leave refused, in one error form.
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { PathEscapeError, workspacePathSync } from './real-path.js';

let base: string;
let workspace: string;
let elsewhere: string;
let temp: string;

beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'real-path-')));
  workspace = join(base, 'ws');
  elsewhere = join(base, 'elsewhere');
  temp = join(base, 'temp');
  await mkdir(join(workspace, 'dir'), { recursive: true });
  await mkdir(elsewhere);
  await mkdir(temp);
  await writeFile(join(workspace, 'dir', 'a.js'), 'a');
  await writeFile(join(elsewhere, 'secret'), 's');
  await symlink(join(elsewhere, 'secret'), join(workspace, 'to-file'));
  await symlink(elsewhere, join(workspace, 'to-dir'));
  await symlink(join(workspace, 'dir'), join(workspace, 'inner'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

const how = (path: string, options = {}): string => {
  try {
    workspacePathSync(workspace, path, options);
  } catch (error) {
    if (error instanceof PathEscapeError) return error.how;
    throw error;
  }
  return 'inside';
};

test('a file inside, also through a link that stays inside, absolute inside, and not written yet', () => {
  const a = join(workspace, 'dir', 'a.js');
  expect(workspacePathSync(workspace, 'dir/a.js')).toBe(a);
  expect(workspacePathSync(workspace, 'inner/a.js')).toBe(a);
  expect(workspacePathSync(workspace, a)).toBe(a);
  expect(workspacePathSync(workspace, 'dir/../dir/new/b.js')).toBe(
    join(workspace, 'dir', 'new', 'b.js'),
  );
});

test('`../`, absolute elsewhere, links that lead out, the workspace itself: one form', () => {
  expect(how('../elsewhere/secret')).toBe('through ..');
  expect(how(join(elsewhere, 'secret'))).toBe('an absolute path');
  expect(how('to-file')).toBe('through a symlink');
  expect(how('to-dir/missing/x')).toBe('through a symlink');
  expect(how('.')).toBe('the workspace itself');
  expect(() => workspacePathSync(workspace, '../../escape.json')).toThrow(
    '"../../escape.json" leads outside the workspace (through ..): give a path inside it',
  );
});

test('a directory input may name the workspace; RUNNER_TEMP only where allowed, and absolute', () => {
  expect(workspacePathSync(workspace, '.', { root: true })).toBe(workspace);
  expect(how(join(temp, 'r.json'))).toBe('an absolute path');
  expect(workspacePathSync(workspace, join(temp, 'r.json'), { also: [temp] })).toBe(
    join(temp, 'r.json'),
  );
  // A relative path is the workspace's, never another root's.
  expect(how('../temp/r.json', { also: [temp] })).toBe('through ..');
  // A root not made yet holds what would lie under it.
  expect(how(join(base, 'missing', 'x'), { also: [join(base, 'missing')] })).toBe('inside');
  expect(how(join(base, 'missing', '..', 'ws2'), { also: [join(base, 'missing')] })).toBe(
    'an absolute path',
  );
});

test('a workspace not made yet is where it would be', () => {
  expect(workspacePathSync(join(base, 'none'), 'a')).toBe(join(base, 'none', 'a'));
  expect(() => workspacePathSync(join(base, 'none'), '../ws/a')).toThrow(PathEscapeError);
});

test('a path under a file is where it would be; under a link to a file outside, refused', () => {
  expect(workspacePathSync(workspace, 'dir/a.js/store')).toBe(
    join(workspace, 'dir', 'a.js', 'store'),
  );
  expect(how('to-file/store')).toBe('through a symlink');
});

test('property: any path with more `..` than names before it is refused', () => {
  fc.assert(
    fc.property(
      fc.array(fc.constantFrom('a', 'b', 'dir'), { maxLength: 3 }),
      fc.integer({ min: 1, max: 3 }),
      fc.array(fc.constantFrom('x', 'y.json'), { maxLength: 2 }),
      (down, extra, tail) => {
        const path = [...down, ...Array<string>(down.length + extra).fill('..'), ...tail].join('/');
        expect(how(path)).not.toBe('inside');
      },
    ),
  );
});
