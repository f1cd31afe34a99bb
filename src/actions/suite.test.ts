import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACTION_ENTRIES, start } from './suite.js';

const here = import.meta.dirname;

test('the shared bundle has a loader for every action directory, and only for those', () => {
  const actions = readdirSync(here, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(here, d.name, 'index.ts')))
    .map((d) => d.name)
    .sort();
  expect(Object.keys(ACTION_ENTRIES).sort()).toEqual(actions);
  const published = readdirSync(join(here, '..', '..', 'actions')).sort();
  expect(actions).toEqual(published);
});

test('an unknown action name is refused, naming the known ones; no prototype key passes', async () => {
  await expect(start('nope')).rejects.toThrow(
    /No action named "nope" in this bundle \(known: .*emit/,
  );
  await expect(start('toString')).rejects.toThrow(/No action named "toString"/);
  await expect(start('__proto__')).rejects.toThrow(/No action named "__proto__"/);
});
