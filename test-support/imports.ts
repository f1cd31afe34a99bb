/**
 * What a module imports of the project, read from its source: the layering tests hold a
 * layer to the modules it may use (src/base imports nothing of ours; the fan-in's rules and
 * canonical JSON reach neither the artifact store nor the runtime).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository's root directory. */
export const REPO_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** Specifiers of a source's imports and re-exports: static, type-only and dynamic ones. */
export function importsOf(source: string): string[] {
  const statics = source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'([^']+)'/g);
  const dynamics = source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g);
  return [...statics, ...dynamics].map((match) => match[1]!);
}

/** The modules (not tests) of a directory, its subdirectories left out. */
export function modulesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(dir, file));
}

/**
 * Every module of the project that `file` imports, directly or through others (relative
 * specifiers only: packages and node: modules are not followed), as paths from the
 * repository's root.
 */
export function reachableFrom(file: string): string[] {
  const seen = new Set<string>();
  const pending = [resolve(file)];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const spec of importsOf(readFileSync(next, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = resolve(dirname(next), spec).replace(/\.js$/, '.ts');
      if (seen.has(target)) continue;
      seen.add(target);
      pending.push(target);
    }
  }
  return [...seen].map((path) => relative(REPO_ROOT, path)).sort();
}
