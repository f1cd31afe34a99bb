// No import circle anywhere in src/, type-only imports included: a circle makes two modules
// one, whose load order decides what the other sees, and hides which of them is the lower
// layer. A type two modules share lives in a third that both import.
import fc from 'fast-check';
import { join, relative } from 'node:path';
import {
  importCircles,
  modulesUnder,
  projectImportsOf,
  REPO_ROOT,
} from '../test-support/imports.js';

describe('the import graph of src/', () => {
  const modules = modulesUnder(join(REPO_ROOT, 'src'));
  const graph = new Map(modules.map((file) => [file, projectImportsOf(file)]));

  it('has modules', () => {
    expect(modules.length).toBeGreaterThan(100);
  });

  it('has no circle', () => {
    const circles = importCircles(graph).map((circle) =>
      circle.map((file) => relative(REPO_ROOT, file)),
    );
    expect(circles).toEqual([]);
  });
});

describe('importCircles', () => {
  const graphOf = (edges: [string, string][]): Map<string, string[]> => {
    const graph = new Map<string, string[]>();
    for (const [from, to] of edges) graph.set(from, [...(graph.get(from) ?? []), to]);
    return graph;
  };

  it('finds a circle through type imports as any other, and a module importing itself', () => {
    const graph = graphOf([
      ['a', 'b'],
      ['b', 'c'],
      ['c', 'a'],
      ['c', 'd'],
      ['e', 'e'],
    ]);
    expect(importCircles(graph).sort()).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('finds none in a graph whose imports all run one way, and one once an import runs back', () => {
    const edge = fc.tuple(fc.nat(30), fc.nat(30)).filter(([a, b]) => a !== b);
    fc.assert(
      fc.property(fc.array(edge, { maxLength: 80 }), edge, (pairs, [x, y]) => {
        // Every import from the higher number to the lower: no circle can close.
        const down = pairs.map(([a, b]): [string, string] => [
          String(Math.max(a, b)),
          String(Math.min(a, b)),
        ]);
        expect(importCircles(graphOf(down))).toEqual([]);
        // A path up and the way back down: both ends in one circle.
        const [low, high] = [String(Math.min(x, y)), String(Math.max(x, y))];
        const circles = importCircles(graphOf([...down, [high, low], [low, high]]));
        expect(circles.some((circle) => circle.includes(low) && circle.includes(high))).toBe(true);
      }),
    );
  });
});
