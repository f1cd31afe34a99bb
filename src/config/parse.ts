// Bytes of a configuration file to a plain JSON value (pure). JSON goes through the strict
// parser (duplicate keys, lone surrogates, depth); YAML through `yaml` restricted to plain
// data: the YAML 1.2 core schema, unique keys, scalar keys, one document, no tags beyond
// the core ones (!!binary, !!timestamp, !!set and custom tags are refused, not guessed).

import { isPair, isScalar, LineCounter, parseDocument, visit, type YAMLError } from 'yaml';
import { parseStrict, StrictJsonError } from '../canonical/index.js';
import { ConfigError, positionAt, type TextPosition } from './errors.js';
import { oneLine } from '../runtime/untrusted.js';
import { MAX_CONFIG_DEPTH } from './limits.js';
import { yamlNestingDepth } from './yaml-depth.js';
import { messageOf } from '../runtime/error-message.js';

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
    uniqueKeys: true,
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

  // Keys must be scalars: the yaml package would stringify a collection key.
  let badKey: [string, TextPosition] | undefined;
  let depthProblem: string | undefined;
  visit(doc, {
    Pair(_key, pair) {
      if (!isPair(pair) || isScalar(pair.key) || pair.key === null) return;
      const offset = (pair.key as { range?: [number, number, number] }).range?.[0] ?? 0;
      const { line, col } = lines.linePos(offset);
      badKey = [
        `line ${line}, column ${col}: map keys must be plain scalars`,
        { line, column: col },
      ];
      return visit.BREAK;
    },
    Collection(_key, _node, path) {
      // path holds the document and every pair and collection above this one.
      const depth = path.filter((p) => !isPair(p)).length;
      if (depth > MAX_CONFIG_DEPTH) {
        depthProblem = depthMessage();
        return visit.BREAK;
      }
    },
  });
  if (badKey) throw new ConfigError(file, `is not valid YAML: ${badKey[0]}`, badKey[1]);
  if (depthProblem) throw new ConfigError(file, `is not valid YAML: ${depthProblem}`);

  let value: unknown;
  try {
    // maxAliasCount bounds alias expansion ("billion laughs").
    value = doc.toJS({ maxAliasCount: 100 });
  } catch (error) {
    throw new ConfigError(file, `is not valid YAML: ${oneLine(messageOf(error), Infinity)}`);
  }
  assertPlainData(file, value);
  return value;
}

/** Guards the promise of this module: what YAML gives back is JSON data, nothing else. */
function assertPlainData(file: string, value: unknown, pointer = ''): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) {
      throw new ConfigError(
        file,
        `${pointer || '/'} is not a finite number (.inf and .nan are not accepted)`,
      );
    }
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertPlainData(file, item, `${pointer}/${i}`));
    return;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      assertPlainData(file, item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
    return;
  }
  throw new ConfigError(file, `${pointer || '/'} is not plain JSON data`);
}
