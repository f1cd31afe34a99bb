/**
 * How deep the collections of a YAML text nest, read from the parser's syntax tree before
 * any document is built (pure). The `yaml` package builds documents recursively and runs
 * out of stack near a thousand levels ("Maximum call stack size exceeded"); its lexer and
 * parser keep their own stacks, and so does this walk, so a 10,000-deep config gets the
 * config depth limit's message instead, and soon: the parse stops once its stack of open
 * collections is far past the limit.
 *
 * The syntax tree can count one level fewer than the document per flow collection (`[a:
 * b]` is a sequence holding a map there, one token here): the exact limit is checked on
 * the document once it is built; this guard keeps the builder's recursion shallow.
 */
import { Lexer, Parser, type CST } from 'yaml';

type Node = CST.Token | null | undefined;

/**
 * The deepest nesting of collections in `text` (0: scalars only), or `stop` as soon as
 * the nesting is known to reach it.
 */
export function yamlNestingDepth(text: string, stop = Number.POSITIVE_INFINITY): number {
  const parser = new Parser();
  let deepest = 0;
  const take = (token: CST.Token) => {
    if (token.type === 'document') deepest = Math.max(deepest, treeDepth(token.value, stop));
  };
  for (const lexeme of new Lexer().lex(text)) {
    for (const token of parser.next(lexeme)) take(token);
    // The stack holds the document, each open collection and at most a few tokens
    // being read: twice the limit is surely past it.
    if (deepest >= stop || parser.stack.length >= 2 * stop) return stop;
  }
  for (const token of parser.end()) take(token);
  return Math.min(deepest, stop);
}

/** The nesting under one document's value, walked with a stack of its own. */
function treeDepth(root: Node, stop: number): number {
  let deepest = 0;
  const pending: [Node, number][] = [[root, 0]];
  while (pending.length > 0) {
    const [node, depth] = pending.pop() as [Node, number];
    if (!node || !('items' in node) || !Array.isArray(node.items)) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest >= stop) return deepest;
    for (const item of node.items as { key?: Node; value?: Node }[]) {
      pending.push([item.key, level], [item.value, level]);
    }
  }
  return deepest;
}
