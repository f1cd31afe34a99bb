// Entry of the suite's one shared bundle (dist/suite/index.js). Every action's own entry,
// dist/<name>/index.js, is a two-line file that calls start('<name>'): the code all actions
// share (the artifact client, the runtime, the contracts) is then on disk once, and each
// action still loads only its own chunks.

/** Each action's bundle entry, loaded on demand so that one action never loads another's code. */
export const ACTION_ENTRIES: Readonly<Record<string, () => Promise<unknown>>> = {
  'crawl-github-shard': () => import('./crawl-github-shard/index.js'),
  'crawl-rss-leg': () => import('./crawl-rss-leg/index.js'),
  emit: () => import('./emit/index.js'),
  'fan-in': () => import('./fan-in/index.js'),
  gather: () => import('./gather/index.js'),
  'make-run-context': () => import('./make-run-context/index.js'),
  'okf-read': () => import('./okf-read/index.js'),
  'okf-stats': () => import('./okf-stats/index.js'),
};

/** Runs the action `name` as its own bundle would: its entry module's top level does the work. */
export async function start(name: string): Promise<void> {
  const load = Object.hasOwn(ACTION_ENTRIES, name) ? ACTION_ENTRIES[name] : undefined;
  if (load === undefined) {
    throw new Error(
      `No action named ${JSON.stringify(name)} in this bundle (known: ${Object.keys(ACTION_ENTRIES).join(', ')})`,
    );
  }
  await load();
}
