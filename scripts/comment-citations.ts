// Comments must stand on their own: a reader of the repository has to be able to follow
// every reference a comment makes. This finds comments that cite documents kept outside
// the repository (design notes by section, numbered seed documents, helper notes, the
// legacy format notes, files under a sibling `shared` folder). Pure: text in, hits out.
//
// Only comments are checked in TypeScript and JavaScript: code may still read a sibling
// folder at run time (the feed corpora), which is data, not a citation. Other text files
// (Python, shell, JSON Schemas, action.yml) are checked whole, since their prose lives in
// docstrings, `#` comments and `description` fields alike.
import ts from 'typescript';

/** What counts as citing an outside document, each with the phrase a hit reports. */
const OUTSIDE_CITATIONS: readonly RegExp[] = [
  /design (?:§|section)\s*\d/i,
  /\bseeds? ?0\d\d\b/i,
  /\bHELPERS\.md\b/,
  /\blegacy-formats\b/,
  /\.\.\/shared\//,
];

export interface Citation {
  /** 1-based line of the match. */
  line: number;
  /** The text that matched. */
  cited: string;
}

/** The citations of outside documents in `text`; `scriptLike` checks only its comments. */
export function outsideCitations(text: string, scriptLike: boolean): Citation[] {
  if (!OUTSIDE_CITATIONS.some((pattern) => pattern.test(text))) return []; // the common case, no parse
  const spans = scriptLike ? commentSpans(text) : [{ start: 0, end: text.length }];
  const found: Citation[] = [];
  for (const span of spans) {
    const slice = text.slice(span.start, span.end);
    for (const pattern of OUTSIDE_CITATIONS) {
      for (const match of slice.matchAll(new RegExp(pattern.source, pattern.flags + 'g'))) {
        const offset = span.start + match.index;
        found.push({ line: lineOf(text, offset), cited: match[0] });
      }
    }
  }
  return found.sort((a, b) => a.line - b.line || (a.cited < b.cited ? -1 : 1));
}

interface Span {
  start: number;
  end: number;
}

/** Every comment of a TypeScript or JavaScript text, found by the TypeScript parser. */
function commentSpans(text: string): Span[] {
  const file = ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const byStart = new Map<number, Span>();
  const visit = (node: ts.Node): void => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) {
      return; // inside a comment: its text is covered by the comment's own range
    }
    const children = node.getChildren(file);
    if (children.length > 0) {
      for (const child of children) visit(child);
      return;
    }
    // A token: the comments are in the trivia before it (and after the last one).
    for (const at of [node.pos, node.end]) {
      const ranges = [
        ...(ts.getLeadingCommentRanges(text, at) ?? []),
        ...(ts.getTrailingCommentRanges(text, at) ?? []),
      ];
      for (const r of ranges) byStart.set(r.pos, { start: r.pos, end: r.end });
    }
  };
  visit(file);
  return [...byStart.values()];
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}
