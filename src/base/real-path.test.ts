// Where a user path really is: symlinks followed, `../` and links that leave refused.
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { realPathIn } from './real-path.js';

let base: string;
let workspace: string;
let elsewhere: string;

beforeAll(async () => {
  base = await realpath(await mkdtemp(join(tmpdir(), 'real-path-')));
  workspace = join(base, 'ws');
  elsewhere = join(base, 'elsewhere');
  await mkdir(join(workspace, 'dir'), { recursive: true });
  await mkdir(elsewhere);
  await writeFile(join(workspace, 'dir', 'a.js'), 'a');
  await writeFile(join(elsewhere, 'secret'), 's');
  await symlink(join(elsewhere, 'secret'), join(workspace, 'to-file'));
  await symlink(elsewhere, join(workspace, 'to-dir'));
  await symlink(join(workspace, 'dir'), join(workspace, 'inner'));
});
afterAll(() => rm(base, { recursive: true, force: true }));

test('a file inside, also through a link that stays inside, and one not written yet', async () => {
  const a = join(workspace, 'dir', 'a.js');
  expect(await realPathIn(workspace, 'dir/a.js')).toEqual({ real: a, inside: true });
  expect(await realPathIn(workspace, 'inner/a.js')).toEqual({ real: a, inside: true });
  expect(await realPathIn(workspace, 'dir/../dir/new/b.js')).toEqual({
    real: join(workspace, 'dir', 'new', 'b.js'),
    inside: true,
  });
});

test('`../`, links that lead out (to a file, or a directory above a missing file), the workspace itself', async () => {
  expect(await realPathIn(workspace, '../elsewhere/secret')).toEqual({
    real: join(elsewhere, 'secret'),
    inside: false,
  });
  expect(await realPathIn(workspace, 'to-file')).toEqual({
    real: join(elsewhere, 'secret'),
    inside: false,
  });
  expect(await realPathIn(workspace, 'to-dir/missing/x')).toEqual({
    real: join(elsewhere, 'missing', 'x'),
    inside: false,
  });
  expect(await realPathIn(workspace, '.')).toEqual({ real: workspace, inside: false });
});

test('a missing workspace is an error, not a path', async () => {
  await expect(realPathIn(join(base, 'none'), 'a')).rejects.toThrow(/ENOENT/);
});
