/**
 * What a module imports of the project, read from its source: the layering tests hold a
 * layer to the modules it may use (src/base imports nothing of ours; the fan-in's rules and
 * the gather engine reach neither the artifact store nor the runtime; canonical JSON reaches
 * only itself and src/base). describeLayer is the shape of those tests.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The repository's root directory. */
export const REPO_ROOT = resolve(dirname(new URL(import.meta.url).pathname), '..');

/** Specifiers of a source's imports and re-exports: static, type-only and dynamic ones. */
export function importsOf(source: string): string[] {
  const statics = source.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+'([^']+)'/g);
  const dynamics = source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g);
  return [...statics, ...dynamics].map((match) => match[1]!);
}

/**
 * What a module passes on of other modules: each name it re-exports (`export { a } from`,
 * `export * from`, or an imported name exported again) with the specifier it comes from.
 */
export function reexportsOf(source: string): { name: string; from: string }[] {
  const clauseNames = (clause: string): [string, string][] =>
    clause
      .split(',')
      .map((part) => part.trim().replace(/^type\s+/, ''))
      .filter((part) => part !== '')
      .map((part) => {
        const [name, alias] = part.split(/\s+as\s+/);
        return [name!, alias ?? name!];
      });
  const found: { name: string; from: string }[] = [];
  for (const [, clause, from] of source.matchAll(
    /(?:^|\n)\s*export\s+(?:type\s+)?(\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s+'([^']+)'/g,
  ))
    if (clause!.startsWith('*')) found.push({ name: clause!, from: from! });
    else
      for (const [, alias] of clauseNames(clause!.slice(1, -1)))
        found.push({ name: alias, from: from! });
  const imported = new Map<string, string>();
  for (const [, clause, from] of source.matchAll(
    /(?:^|\n)\s*import\s+(?:type\s+)?(?:\w+\s*,\s*)?\{([^}]*)\}\s*from\s+'([^']+)'/g,
  ))
    for (const [, local] of clauseNames(clause!)) imported.set(local, from!);
  for (const [, clause] of source.matchAll(/(?:^|\n)\s*export\s+(?:type\s+)?\{([^}]*)\}\s*;/g))
    for (const [name, alias] of clauseNames(clause!))
      if (imported.has(name)) found.push({ name: alias, from: imported.get(name)! });
  return found;
}

/** The modules (not tests) of a directory, its subdirectories left out. */
export function modulesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(dir, file));
}

/** Every module (not test) under `dir`, its subdirectories included. */
export function modulesUnder(dir: string): string[] {
  const subdirs = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [...modulesIn(dir), ...subdirs.flatMap((entry) => modulesUnder(join(dir, entry.name)))];
}

/** The modules of the project that `file` imports itself (relative specifiers), as absolute paths. */
export function projectImportsOf(file: string): string[] {
  return importsOf(readFileSync(file, 'utf8'))
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolve(dirname(file), spec).replace(/\.js$/, '.ts'));
}

/**
 * The import circles of a graph (module → the modules it imports): each strongly connected
 * component of more than one module, or a module that imports itself, its members sorted.
 * Tarjan's algorithm; the graph of src/ is a few hundred modules deep at most.
 */
export function importCircles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (module: string): void => {
    index.set(module, index.size);
    low.set(module, index.get(module)!);
    stack.push(module);
    onStack.add(module);
    for (const next of graph.get(module) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(module, Math.min(low.get(module)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(module, Math.min(low.get(module)!, index.get(next)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const component: string[] = [];
    for (let top = stack.pop()!; ; top = stack.pop()!) {
      onStack.delete(top);
      component.push(top);
      if (top === module) break;
    }
    if (component.length > 1 || (graph.get(module) ?? []).includes(module))
      circles.push(component.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) visit(module);
  return circles;
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
    for (const target of projectImportsOf(next)) {
      if (seen.has(target)) continue;
      seen.add(target);
      pending.push(target);
    }
  }
  return [...seen].map((path) => relative(REPO_ROOT, path)).sort();
}

/** A layer held to what it may reach: see describeLayer. */
export interface LayerRule {
  /** The layer's folder, from the repository's root (`src/fanin`). */
  folder: string;
  /** Its subfolders whose modules belong to the layer too (`fast`). */
  subfolders?: readonly string[];
  /** Modules of the folder itself the rule leaves out (the caller says why). */
  exceptions?: readonly string[];
  /** The paths, from the repository's root, no module of the layer may reach. */
  forbidden: RegExp;
  /** The end of each module's test title: `reaches neither the artifact store nor the runtime`. */
  claim: string;
  /** Fewer modules than this means the layer was not found where the rule looks. */
  minModules: number;
}

/**
 * The layering test of one folder: one test a module, which fails if the module reaches,
 * directly or through the modules it imports, a path `forbidden` matches. The exceptions
 * must name modules that exist, so a rename cannot leave one behind as a silent hole.
 */
export function describeLayer(title: string, rule: LayerRule): void {
  const here = join(REPO_ROOT, rule.folder);
  const exceptions = rule.exceptions ?? [];
  const modules = [here, ...(rule.subfolders ?? []).map((sub) => join(here, sub))]
    .flatMap(modulesIn)
    .filter((file) => !exceptions.some((name) => file === join(here, name)));

  describe(title, () => {
    it('has modules', () => {
      expect(modules.length).toBeGreaterThan(rule.minModules);
    });

    if (exceptions.length > 0)
      it('names only modules that exist among the exceptions', () => {
        expect(exceptions.filter((name) => !existsSync(join(here, name)))).toEqual([]);
      });

    it.each(modules.map((file) => [file.slice(here.length + 1), file]))(
      `%s ${rule.claim}`,
      (_name, file) => {
        expect(reachableFrom(file).filter((path) => rule.forbidden.test(path))).toEqual([]);
      },
    );
  });
}
