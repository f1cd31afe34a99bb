// Bytes of a configuration file to a plain JSON value (pure). JSON goes through the strict
// parser (duplicate keys, lone surrogates, depth); YAML through `yaml` restricted to plain
// data: the YAML 1.2 core schema, unique keys, scalar keys, one document, no tags beyond
// the core ones (!!binary, !!timestamp, !!set and custom tags are refused, not guessed).

import {
  isMap,
  isPair,
  isScalar,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
import { parseStrict, StrictJsonError } from '../canonical/index.js';
import { ConfigError, positionAt, type TextPosition } from './errors.js';
import { oneLine } from '../base/untrusted.js';
import { MAX_CONFIG_ALIASES, MAX_CONFIG_DEPTH } from './limits.js';
import { yamlNestingDepth } from './yaml-depth.js';
import { messageOf } from '../base/error-message.js';

export type ConfigFormat = 'json' | 'yaml';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * The format of a config file: `.json` is JSON, `.yml`/`.yaml` is YAML; any other name is
 * sniffed: text starting with `[` or `{` is JSON, anything else YAML. (A YAML flow
 * collection in a file without a YAML extension reads as JSON: name it `.yml`.)
 */
export function detectFormat(file: string, text: string): ConfigFormat {
  const lower = file.toLowerCase();
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.yml') || lower.endsWith('.yaml')) return 'yaml';
  const first = /\S/.exec(text)?.[0];
  return first === '[' || first === '{' ? 'json' : 'yaml';
}

/** UTF-8 text of the file, a leading byte order mark removed (editors on Windows add one). */
export function decodeConfigText(file: string, bytes: Uint8Array): string {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw new ConfigError(file, 'is not valid UTF-8');
  }
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}

/** Parses config bytes as `format` (default: detected from the name and content). */
export function parseConfigBytes(file: string, bytes: Uint8Array, format?: ConfigFormat): unknown {
  const text = decodeConfigText(file, bytes);
  if (text.trim() === '') throw new ConfigError(file, 'is empty');
  return (format ?? detectFormat(file, text)) === 'json'
    ? parseJsonText(file, text)
    : parseYamlText(file, text);
}

function parseJsonText(file: string, text: string): unknown {
  try {
    return parseStrict(text, { maxDepth: MAX_CONFIG_DEPTH });
  } catch (error) {
    if (error instanceof StrictJsonError) {
      const position = error.offset === undefined ? undefined : positionAt(text, error.offset);
      throw new ConfigError(
        file,
        `is not valid JSON: ${oneLine(error.message, Infinity)}`,
        position,
      );
    }
    throw error;
  }
}

function depthMessage(): string {
  return `nesting deeper than ${MAX_CONFIG_DEPTH} levels`;
}

function yamlProblem(error: YAMLError, lines: LineCounter): [string, TextPosition] {
  const { line, col } = lines.linePos(error.pos[0]);
  // prettyErrors is off, so the message is the bare reason (one line after oneLine()).
  return [
    `line ${line}, column ${col}: ${oneLine(error.message, Infinity)}`,
    { line, column: col },
  ];
}

function parseYamlText(file: string, text: string): unknown {
  // Before the document is built: building it recurses once per level.
  if (yamlNestingDepth(text, MAX_CONFIG_DEPTH + 1) > MAX_CONFIG_DEPTH) {
    throw new ConfigError(file, `is not valid YAML: ${depthMessage()}`);
  }
  const lines = new LineCounter();
  const doc = parseDocument(text, {
    schema: 'core',
    customTags: [],
    resolveKnownTags: false,
    // Checked by structureProblem: the package compares each key with every earlier one.
    uniqueKeys: false,
    merge: false,
    strict: true,
    prettyErrors: false,
    lineCounter: lines,
  });
  // Warnings are errors here: an unresolved tag would otherwise silently become a string.
  const first = doc.errors[0] ?? doc.warnings[0];
  if (first) {
    const [problem, position] = yamlProblem(first, lines);
    throw new ConfigError(file, `is not valid YAML: ${problem}`, position);
  }

  const problem = structureProblem(doc, lines);
  if (problem) throw new ConfigError(file, `is not valid YAML: ${problem[0]}`, problem[1]);

  let value: unknown;
  try {
    // maxAliasCount bounds each alias's expansion ("billion laughs"); structureProblem
    // has bounded their number and refused an alias inside the node it names.
    value = doc.toJS({ maxAliasCount: MAX_CONFIG_ALIASES });
  } catch (error) {
    throw new ConfigError(file, `is not valid YAML: ${oneLine(messageOf(error), Infinity)}`);
  }
  assertPlainData(file, value);
  return value;
}

type Problem = [string, TextPosition | undefined];

/**
 * What the document as written breaks, before it is built: a key that is not a plain
 * scalar (the package would stringify a collection key), a key twice in one map, nesting
 * past the limit, more aliases than the limit, or an alias inside the node it names (the
 * built value would contain itself). One walk, in document order, so every alias names
 * the latest node anchored under its name before it.
 */
function structureProblem(doc: Document, lines: LineCounter): Problem | undefined {
  let problem: Problem | undefined;
  const at = (node: Node | null, why: string): Problem => {
    const offset = (node as { range?: [number, number, number] } | null)?.range?.[0];
    if (offset === undefined) return [why, undefined];
    const { line, col } = lines.linePos(offset);
    return [`line ${line}, column ${col}: ${why}`, { line, column: col }];
  };
  const anchors = new Map<string, Node>();
  let aliases = 0;
  visit(doc, {
    Pair(_key, pair) {
      if (!isPair(pair) || isScalar(pair.key) || pair.key === null) return;
      problem = at(pair.key as Node, 'map keys must be plain scalars');
      return visit.BREAK;
    },
    Collection(_key, node, path) {
      if (node.anchor) anchors.set(node.anchor, node);
      // path holds the document and every pair and collection above this one.
      if (path.filter((p) => !isPair(p)).length > MAX_CONFIG_DEPTH) {
        problem = [depthMessage(), undefined];
        return visit.BREAK;
      }
      if (!isMap(node)) return;
      const keys = new Set<unknown>();
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        if (keys.has(pair.key.value)) {
          problem = at(pair.key, 'Map keys must be unique');
          return visit.BREAK;
        }
        keys.add(pair.key.value);
      }
    },
    Scalar(_key, node) {
      if (node.anchor) anchors.set(node.anchor, node);
    },
    Alias(_key, alias, path) {
      aliases += 1;
      if (aliases > MAX_CONFIG_ALIASES) {
        problem = at(alias, `more than ${MAX_CONFIG_ALIASES} aliases`);
        return visit.BREAK;
      }
      const target = anchors.get(alias.source);
      if (target !== undefined && path.includes(target as never)) {
        problem = at(alias, `alias *${alias.source.slice(0, 40)} is inside the node it names`);
        return visit.BREAK;
      }
    },
  });
  return problem;
}

/**
 * Guards the promise of this module: what YAML gives back is JSON data, nothing else, with
 * well-formed strings (as strict JSON has them), and no deeper than the limit once aliases
 * are expanded.
 */
function assertPlainData(file: string, value: unknown, pointer = '', depth = 0): void {
  if (typeof value === 'string') {
    if (!value.isWellFormed())
      throw new ConfigError(file, `${pointer || '/'} holds a lone surrogate`);
    return;
  }
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new ConfigError(
        file,
        `${pointer || '/'} is not a finite number (.inf and .nan are not accepted)`,
      );
    }
    return;
  }
  if (typeof value === 'object' && depth >= MAX_CONFIG_DEPTH) {
    throw new ConfigError(file, `is not valid YAML: ${depthMessage()} (aliases expanded)`);
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertPlainData(file, item, `${pointer}/${i}`, depth + 1));
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (!key.isWellFormed()) throw new ConfigError(file, `${at} holds a lone surrogate`);
      assertPlainData(file, item, at, depth + 1);
    }
    return;
  }
  throw new ConfigError(file, `${pointer || '/'} is not plain JSON data`);
}
