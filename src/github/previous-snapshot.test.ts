// The previous snapshot from a folder of {week}-stars.json files (data/snapshots/), as the
// fan-in writes them: the newest of a week before the run's.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { snapshotPath } from './previous-snapshot.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'prev-snapshot-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

test('a folder: the latest week before the run, never the run week or a later one', async () => {
  const folder = join(dir, 'snapshots');
  await mkdir(folder);
  for (const name of [
    '2026-W22-stars.json',
    '2026-W23-stars.json',
    '2026-W24-stars.json',
    'notes.json',
  ])
    await writeFile(join(folder, name), '{}');
  expect(await snapshotPath(folder, '2026-W24')).toBe(join(folder, '2026-W23-stars.json'));
  expect(await snapshotPath(folder, '2027-W01')).toBe(join(folder, '2026-W24-stars.json'));
  expect(await snapshotPath(folder, '2026-W22')).toBeNull();
});

test('a file, or a path that does not exist, is read as given', async () => {
  const file = join(dir, '2026-W23-stars.json');
  await writeFile(file, '{}');
  expect(await snapshotPath(file, '2026-W24')).toBe(file);
  expect(await snapshotPath(join(dir, 'missing'), '2026-W24')).toBe(join(dir, 'missing'));
});
