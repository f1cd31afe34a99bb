/**
 * The keyword rule of relevance.ts (whole words, case-insensitive, phrases across any run
 * of whitespace) as one Aho–Corasick automaton over words, so that counting the keywords
 * in a text costs time in proportion to the text, not to keywords × text (pure). The plain
 * rule stays in relevance.ts (`compilePlainKeywords`); a property test proves the two give
 * the same counts.
 *
 * Why words are enough: the lower-cased text is cut into tokens, each a maximal run of
 * word characters (letters, digits, `_`), a maximal run of whitespace, or one other
 * character. A keyword is cut the same way (its words joined by one whitespace token).
 * The rule wants no word character just before or after a match; inside a keyword, its
 * own non-word characters bound its runs. So a match is a run of whole tokens equal to
 * the keyword's, with one extra condition at an end that is not a word run: the token on
 * that side must not be a word run ("asp.net" holds no ".net").
 */

/** Token kinds: a run of word characters, a run of whitespace, any other one character. */
const WORD = 0;
const SPACE = 1;
const OTHER = 2;

/** One token per match: group 1 a word run, group 2 a whitespace run, else one character. */
const TOKEN = /([\p{L}\p{N}_]+)|(\s+)|[^]/gu;

/** The id of every whitespace run: a phrase matches across any of them. */
const SPACE_ID = 0;
/** A text token that occurs in no keyword: the automaton goes back to its root. */
const UNKNOWN = -1;

interface Keyword {
  tokens: number;
  /** The first token is an OTHER: the text token before the match must not be a word run. */
  openStart: boolean;
  /** The last token is an OTHER: the text token after the match must not be a word run. */
  openEnd: boolean;
}

interface Tokens {
  ids: number[];
  kinds: number[];
}

export interface KeywordAutomaton {
  /** How many distinct keywords occur in `text` as whole words. */
  count(text: string): number;
}

export function compileKeywordAutomaton(keywords: readonly string[]): KeywordAutomaton {
  const vocabulary = new Map<string, number>();
  const trie = new Trie();
  const list: Keyword[] = [];
  const seen = new Set<string>();
  for (const raw of keywords) {
    const key = raw.trim().replace(/\s+/g, ' ').toLowerCase();
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    const { ids, kinds } = tokenize(key, (token) => {
      let id = vocabulary.get(token);
      if (id === undefined) vocabulary.set(token, (id = vocabulary.size + 1));
      return id;
    });
    trie.insert(ids, list.length);
    list.push({
      tokens: ids.length,
      openStart: kinds[0] === OTHER,
      openEnd: kinds[kinds.length - 1] === OTHER,
    });
  }
  trie.link();
  // Keyword i counts once per text: found[i] holds the number of the last text it was in.
  const found = new Uint32Array(list.length);
  let textNumber = 0;
  return {
    count(text: string): number {
      if (list.length === 0) return 0;
      textNumber = textNumber === 0xffffffff ? (found.fill(0), 1) : textNumber + 1;
      const { ids, kinds } = tokenize(text.toLowerCase(), (t) => vocabulary.get(t) ?? UNKNOWN);
      let n = 0;
      trie.scan(ids, (keyword, end) => {
        if (found[keyword] === textNumber) return;
        const { tokens, openStart, openEnd } = list[keyword] as Keyword;
        const start = end - tokens + 1;
        if (openStart && start > 0 && kinds[start - 1] === WORD) return;
        if (openEnd && end + 1 < kinds.length && kinds[end + 1] === WORD) return;
        found[keyword] = textNumber;
        n++;
      });
      return n;
    },
  };
}

/** The tokens of `text`, named by `idOf` (whitespace runs are all SPACE_ID). */
function tokenize(text: string, idOf: (token: string) => number): Tokens {
  const ids: number[] = [];
  const kinds: number[] = [];
  for (const match of text.matchAll(TOKEN)) {
    if (match[2] !== undefined) {
      ids.push(SPACE_ID);
      kinds.push(SPACE);
    } else {
      ids.push(idOf(match[0]));
      kinds.push(match[1] !== undefined ? WORD : OTHER);
    }
  }
  return { ids, kinds };
}

/** An Aho–Corasick automaton over token ids. Node 0 is the root. */
class Trie {
  /** Each node's children by token id (small integer keys: the fast kind of Map). */
  private readonly children: Map<number, number>[] = [new Map()];
  private readonly parent: number[] = [0];
  private readonly via: number[] = [0];
  private readonly depth: number[] = [0];
  /** The keyword ending at each node, or -1. */
  private readonly output: number[] = [-1];
  private fail = new Int32Array(1);
  /** The nearest node on the fail chain with an output (0: none). */
  private dictionary = new Int32Array(1);

  insert(ids: readonly number[], keyword: number): void {
    let node = 0;
    for (const id of ids) {
      const children = this.children[node] as Map<number, number>;
      let child = children.get(id);
      if (child === undefined) {
        child = this.children.length;
        children.set(id, child);
        this.children.push(new Map());
        this.parent.push(node);
        this.via.push(id);
        this.depth.push((this.depth[node] as number) + 1);
        this.output.push(-1);
      }
      node = child;
    }
    this.output[node] = keyword;
  }

  private step(node: number, id: number): number | undefined {
    return (this.children[node] as Map<number, number>).get(id);
  }

  /** The fail and dictionary links, node by node in order of depth (breadth first). */
  link(): void {
    const size = this.parent.length;
    this.fail = new Int32Array(size);
    this.dictionary = new Int32Array(size);
    const order = Array.from({ length: size - 1 }, (_, i) => i + 1).sort(
      (a, b) => (this.depth[a] as number) - (this.depth[b] as number),
    );
    for (const node of order) {
      const parent = this.parent[node] as number;
      const id = this.via[node] as number;
      let fallback = 0;
      if (parent !== 0) {
        let f = this.fail[parent] as number;
        while (f !== 0 && this.step(f, id) === undefined) f = this.fail[f] as number;
        fallback = this.step(f, id) ?? 0;
      }
      this.fail[node] = fallback;
      this.dictionary[node] =
        this.output[fallback] !== -1 ? fallback : (this.dictionary[fallback] as number);
    }
  }

  /** Calls `found(keyword, end)` for every keyword ending at token `end` of `ids`. */
  scan(ids: readonly number[], found: (keyword: number, end: number) => void): void {
    let node = 0;
    for (let end = 0; end < ids.length; end++) {
      const id = ids[end] as number;
      if (id === UNKNOWN) {
        node = 0;
        continue;
      }
      let child = this.step(node, id);
      while (child === undefined && node !== 0) {
        node = this.fail[node] as number;
        child = this.step(node, id);
      }
      node = child ?? 0;
      for (let hit = node; hit !== 0; hit = this.dictionary[hit] as number) {
        const keyword = this.output[hit] as number;
        if (keyword !== -1) found(keyword, end);
      }
    }
  }
}
