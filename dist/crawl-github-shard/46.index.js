export const id = 46;
export const ids = [46];
export const modules = {

/***/ 91046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DEFAULT_MIN_REPOS_PER_WEEK: () => (/* binding */ DEFAULT_MIN_REPOS_PER_WEEK),
  NO_METRICS: () => (/* binding */ NO_METRICS),
  codeOf: () => (/* binding */ codeOf),
  loadTopic: () => (/* binding */ loadTopic),
  openSearchClient: () => (/* binding */ openSearchClient),
  publishShardMetrics: () => (/* binding */ publishShardMetrics),
  runLeg: () => (/* binding */ runLeg),
  shardDeps: () => (/* binding */ shardDeps),
  warmArtifactClient: () => (/* binding */ warmArtifactClient),
  writeDiagnostics: () => (/* binding */ writeDiagnostics)
});

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(44730);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __webpack_require__(30987);
// EXTERNAL MODULE: ./src/artifacts/index.ts + 8 modules
var artifacts = __webpack_require__(56211);
// EXTERNAL MODULE: ./src/runtime/untrusted.ts
var untrusted = __webpack_require__(63634);
;// CONCATENATED MODULE: ./src/config/errors.ts

/**
 * A configuration file that cannot be used: missing, too large, not UTF-8, not JSON/YAML,
 * or not valid against its contract. The message is one line naming the file and the
 * problem; an action maps it to an InputError naming the input that gave the path.
 */
class errors_ConfigError extends Error {
    file;
    problem;
    /** Where in the file the problem is (1-based), when the parser knows. */
    position;
    constructor(file, problem, position) {
        super(`${quotePath(file)}: ${(0,untrusted/* oneLineSafe */.AX)(problem)}`);
        this.name = 'ConfigError';
        this.file = file;
        this.problem = problem;
        if (position)
            this.position = position;
    }
}
/** The 1-based line and column of a UTF-16 index into `text` (pure). */
function positionAt(text, offset) {
    const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
    const lines = before.split(/\r\n|\r|\n/);
    return { line: lines.length, column: lines[lines.length - 1].length + 1 };
}
/** JSON-quoted and cut: a path from a workflow input may hold anything, newlines included. */
function quotePath(path, max = 200) {
    return JSON.stringify(path.length > max ? `${path.slice(0, max)}…` : path);
}


;// CONCATENATED MODULE: ./src/config/limits.ts
/** Largest accepted configuration file (source config, topic config, scrape state). */
const MAX_CONFIG_BYTES = 1024 * 1024;
/** Nesting limit for configuration values: the contracts need 4 levels at most. */
const MAX_CONFIG_DEPTH = 32;
/** Defaults of a source entry (source_config_v1), applied by the loader. */
const limits_SOURCE_DEFAULTS = { active: true, interval_hours: 168, required: false };
/** Default relevance threshold of the topic config (topic_config_v1). */
const DEFAULT_RELEVANCE_THRESHOLD = 0.4;
/** Most aliases a YAML config may hold (each expanded at most this many times, too). */
const MAX_CONFIG_ALIASES = 100;

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/config/yaml-depth.ts
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

/**
 * The deepest nesting of collections in `text` (0: scalars only), or `stop` as soon as
 * the nesting is known to reach it.
 */
function yamlNestingDepth(text, stop = Number.POSITIVE_INFINITY) {
    const parser = new dist/* Parser */.iX();
    let deepest = 0;
    const take = (token) => {
        if (token.type === 'document')
            deepest = Math.max(deepest, treeDepth(token.value, stop));
    };
    for (const lexeme of new dist/* Lexer */.JG().lex(text)) {
        for (const token of parser.next(lexeme))
            take(token);
        // The stack holds the document, each open collection and at most a few tokens
        // being read: twice the limit is surely past it.
        if (deepest >= stop || parser.stack.length >= 2 * stop)
            return stop;
    }
    for (const token of parser.end())
        take(token);
    return Math.min(deepest, stop);
}
/** The nesting under one document's value, walked with a stack of its own. */
function treeDepth(root, stop) {
    let deepest = 0;
    const pending = [[root, 0]];
    while (pending.length > 0) {
        const [node, depth] = pending.pop();
        if (!node || !('items' in node) || !Array.isArray(node.items))
            continue;
        const level = depth + 1;
        if (level > deepest)
            deepest = level;
        if (deepest >= stop)
            return deepest;
        for (const item of node.items) {
            pending.push([item.key, level], [item.value, level]);
        }
    }
    return deepest;
}

// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
;// CONCATENATED MODULE: ./src/config/parse.ts
// Bytes of a configuration file to a plain JSON value (pure). JSON goes through the strict
// parser (duplicate keys, lone surrogates, depth); YAML through `yaml` restricted to plain
// data: the YAML 1.2 core schema, unique keys, scalar keys, one document, no tags beyond
// the core ones (!!binary, !!timestamp, !!set and custom tags are refused, not guessed).







const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/**
 * The format of a config file: `.json` is JSON, `.yml`/`.yaml` is YAML; any other name is
 * sniffed: text starting with `[` or `{` is JSON, anything else YAML. (A YAML flow
 * collection in a file without a YAML extension reads as JSON: name it `.yml`.)
 */
function detectFormat(file, text) {
    const lower = file.toLowerCase();
    if (lower.endsWith('.json'))
        return 'json';
    if (lower.endsWith('.yml') || lower.endsWith('.yaml'))
        return 'yaml';
    const first = /\S/.exec(text)?.[0];
    return first === '[' || first === '{' ? 'json' : 'yaml';
}
/** UTF-8 text of the file, a leading byte order mark removed (editors on Windows add one). */
function decodeConfigText(file, bytes) {
    let text;
    try {
        text = utf8.decode(bytes);
    }
    catch {
        throw new errors_ConfigError(file, 'is not valid UTF-8');
    }
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
/** Parses config bytes as `format` (default: detected from the name and content). */
function parse_parseConfigBytes(file, bytes, format) {
    const text = decodeConfigText(file, bytes);
    if (text.trim() === '')
        throw new errors_ConfigError(file, 'is empty');
    return (format ?? detectFormat(file, text)) === 'json'
        ? parseJsonText(file, text)
        : parseYamlText(file, text);
}
function parseJsonText(file, text) {
    try {
        return (0,canonical/* parseStrict */.z3)(text, { maxDepth: MAX_CONFIG_DEPTH });
    }
    catch (error) {
        if (error instanceof canonical/* StrictJsonError */.U7) {
            const position = error.offset === undefined ? undefined : positionAt(text, error.offset);
            throw new errors_ConfigError(file, `is not valid JSON: ${(0,untrusted/* oneLine */.TN)(error.message, Infinity)}`, position);
        }
        throw error;
    }
}
function depthMessage() {
    return `nesting deeper than ${MAX_CONFIG_DEPTH} levels`;
}
function yamlProblem(error, lines) {
    const { line, col } = lines.linePos(error.pos[0]);
    // prettyErrors is off, so the message is the bare reason (one line after oneLine()).
    return [
        `line ${line}, column ${col}: ${(0,untrusted/* oneLine */.TN)(error.message, Infinity)}`,
        { line, column: col },
    ];
}
function parseYamlText(file, text) {
    // Before the document is built: building it recurses once per level.
    if (yamlNestingDepth(text, MAX_CONFIG_DEPTH + 1) > MAX_CONFIG_DEPTH) {
        throw new errors_ConfigError(file, `is not valid YAML: ${depthMessage()}`);
    }
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, {
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
        throw new errors_ConfigError(file, `is not valid YAML: ${problem}`, position);
    }
    const problem = structureProblem(doc, lines);
    if (problem)
        throw new errors_ConfigError(file, `is not valid YAML: ${problem[0]}`, problem[1]);
    let value;
    try {
        // maxAliasCount bounds each alias's expansion ("billion laughs"); structureProblem
        // has bounded their number and refused an alias inside the node it names.
        value = doc.toJS({ maxAliasCount: MAX_CONFIG_ALIASES });
    }
    catch (error) {
        throw new errors_ConfigError(file, `is not valid YAML: ${(0,untrusted/* oneLine */.TN)((0,error_message.messageOf)(error), Infinity)}`);
    }
    assertPlainData(file, value);
    return value;
}
/**
 * What the document as written breaks, before it is built: a key that is not a plain
 * scalar (the package would stringify a collection key), a key twice in one map, nesting
 * past the limit, more aliases than the limit, or an alias inside the node it names (the
 * built value would contain itself). One walk, in document order, so every alias names
 * the latest node anchored under its name before it.
 */
function structureProblem(doc, lines) {
    let problem;
    const at = (node, why) => {
        const offset = node?.range?.[0];
        if (offset === undefined)
            return [why, undefined];
        const { line, col } = lines.linePos(offset);
        return [`line ${line}, column ${col}: ${why}`, { line, column: col }];
    };
    const anchors = new Map();
    let aliases = 0;
    (0,dist/* visit */.YR)(doc, {
        Pair(_key, pair) {
            if (!(0,dist/* isPair */.tO)(pair) || (0,dist/* isScalar */.jn)(pair.key) || pair.key === null)
                return;
            problem = at(pair.key, 'map keys must be plain scalars');
            return dist/* visit */.YR.BREAK;
        },
        Collection(_key, node, path) {
            if (node.anchor)
                anchors.set(node.anchor, node);
            // path holds the document and every pair and collection above this one.
            if (path.filter((p) => !(0,dist/* isPair */.tO)(p)).length > MAX_CONFIG_DEPTH) {
                problem = [depthMessage(), undefined];
                return dist/* visit */.YR.BREAK;
            }
            if (!(0,dist/* isMap */.jh)(node))
                return;
            const keys = new Set();
            for (const pair of node.items) {
                if (!(0,dist/* isScalar */.jn)(pair.key))
                    continue;
                if (keys.has(pair.key.value)) {
                    problem = at(pair.key, 'Map keys must be unique');
                    return dist/* visit */.YR.BREAK;
                }
                keys.add(pair.key.value);
            }
        },
        Scalar(_key, node) {
            if (node.anchor)
                anchors.set(node.anchor, node);
        },
        Alias(_key, alias, path) {
            aliases += 1;
            if (aliases > MAX_CONFIG_ALIASES) {
                problem = at(alias, `more than ${MAX_CONFIG_ALIASES} aliases`);
                return dist/* visit */.YR.BREAK;
            }
            const target = anchors.get(alias.source);
            if (target !== undefined && path.includes(target)) {
                problem = at(alias, `alias *${alias.source.slice(0, 40)} is inside the node it names`);
                return dist/* visit */.YR.BREAK;
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
function assertPlainData(file, value, pointer = '', depth = 0) {
    if (typeof value === 'string') {
        if (!value.isWellFormed())
            throw new errors_ConfigError(file, `${pointer || '/'} holds a lone surrogate`);
        return;
    }
    if (value === null || typeof value === 'boolean')
        return;
    if (typeof value === 'number') {
        if (!Number.isFinite(value)) {
            throw new errors_ConfigError(file, `${pointer || '/'} is not a finite number (.inf and .nan are not accepted)`);
        }
        return;
    }
    if (typeof value === 'object' && depth >= MAX_CONFIG_DEPTH) {
        throw new errors_ConfigError(file, `is not valid YAML: ${depthMessage()} (aliases expanded)`);
    }
    if (Array.isArray(value)) {
        value.forEach((item, i) => assertPlainData(file, item, `${pointer}/${i}`, depth + 1));
        return;
    }
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        for (const [key, item] of Object.entries(value)) {
            const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            if (!key.isWellFormed())
                throw new errors_ConfigError(file, `${at} holds a lone surrogate`);
            assertPlainData(file, item, at, depth + 1);
        }
        return;
    }
    throw new errors_ConfigError(file, `${pointer || '/'} is not plain JSON data`);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/runtime/errno.ts
var errno = __webpack_require__(90456);
;// CONCATENATED MODULE: ./src/config/read.ts
// The I/O edge of the config loaders: read a file's bytes, refusing anything that is not
// a regular file of at most `maxBytes`.






/** Absolute path of `path`, relative ones taken from `baseDir`. */
function resolveConfigPath(path, baseDir) {
    return (0,external_node_path_.isAbsolute)(path) ? path : (0,external_node_path_.resolve)(baseDir ?? process.cwd(), path);
}
function openProblem(error) {
    switch ((0,errno/* errnoCode */.U)(error)) {
        case 'ENOENT':
            return 'file not found';
        case 'EACCES':
        case 'EPERM':
            return 'cannot be read (permission denied)';
        case 'EISDIR':
            return 'is a directory, not a file';
        case 'ENOTDIR':
            return 'file not found (a parent is not a directory)';
        case 'ELOOP':
            return 'cannot be read (too many symbolic links)';
        case 'ENAMETOOLONG':
            return 'path is too long';
        default:
            return undefined;
    }
}
/**
 * Reads a configuration file. `file` is the path as the user wrote it (it names the file
 * in errors). O_NONBLOCK keeps a FIFO from hanging the open; fstat then refuses it, like
 * any other non-regular file, before a byte is read. The file is read up to one byte past
 * the limit, so a file that grows while being read is refused too.
 * Throws ConfigError; `missing: 'undefined'` returns undefined for a file that does not exist.
 */
async function read_readConfigBytes(file, options = {}) {
    const maxBytes = options.maxBytes ?? MAX_CONFIG_BYTES;
    if (file === '')
        throw new errors_ConfigError(file, 'path is empty');
    if (file.includes('\0'))
        throw new errors_ConfigError(file, 'path contains a NUL character');
    const path = resolveConfigPath(file, options.baseDir);
    let handle;
    try {
        handle = await (0,promises_.open)(path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
    }
    catch (error) {
        if ((0,errno/* errnoCode */.U)(error) === 'ENOENT' && options.missing === 'undefined')
            return undefined;
        const problem = openProblem(error);
        if (problem === undefined)
            throw error;
        throw new errors_ConfigError(file, problem);
    }
    try {
        const stat = await handle.stat();
        if (stat.isDirectory())
            throw new errors_ConfigError(file, 'is a directory, not a file');
        if (!stat.isFile())
            throw new errors_ConfigError(file, 'is not a regular file');
        if (stat.size > maxBytes) {
            throw new errors_ConfigError(file, `is ${stat.size} bytes, over the limit of ${maxBytes}`);
        }
        const buffer = Buffer.alloc(maxBytes + 1);
        let filled = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
            if (filled > maxBytes) {
                throw new errors_ConfigError(file, `is over the limit of ${maxBytes} bytes`);
            }
        }
        return buffer.subarray(0, filled);
    }
    catch (error) {
        // EISDIR on read (some platforms open directories fine and fail here).
        const problem = error instanceof errors_ConfigError ? undefined : openProblem(error);
        if (problem !== undefined)
            throw new errors_ConfigError(file, problem);
        throw error;
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/config/contract.ts


const MAX_LISTED = 3;
/**
 * Validates a parsed config against its contract; on failure one ConfigError listing the
 * first few violations by JSON pointer (`/2/feed_url must match pattern ...`).
 */
function contract_checkContract(file, contract, what, value, explain = (_p, m) => m) {
    const result = (0,contracts/* validate */.tf)(contract, value);
    if (result.ok)
        return value;
    const listed = result.errors
        .slice(0, MAX_LISTED)
        .map((e) => `${e.pointer || '/'} ${explain(e.pointer, e.message)}`);
    const more = result.errors.length - MAX_LISTED;
    throw new errors_ConfigError(file, `is not a valid ${what}: ${listed.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`);
}

;// CONCATENATED MODULE: ./src/config/scrape-state.ts
// The scrape state (scrape_state_v1): when each source last succeeded. It decides which
// sources are due (src/runcontext/due.ts); the fan-in writes the next one.



function emptyScrapeState() {
    return { schema_version: 'scrape_state_v1', sources: {} };
}
/** Parses and validates scrape state bytes (pure, strict JSON whatever the file is named). */
function parseScrapeState(file, bytes) {
    const value = parseConfigBytes(file, bytes, 'json');
    return checkContract(file, 'scrape_state_v1', 'scrape state', value);
}
/**
 * Reads the scrape state. No path, or a path to a file that does not exist, is the empty
 * state: the first run of a schedule has none. Any other problem throws ConfigError.
 */
async function loadScrapeState(path, options = {}) {
    if (path === undefined || path === '')
        return { state: emptyScrapeState(), found: false };
    const bytes = await readConfigBytes(path, { ...options, missing: 'undefined' });
    if (bytes === undefined)
        return { state: emptyScrapeState(), found: false };
    return { state: parseScrapeState(path, bytes), found: true };
}

;// CONCATENATED MODULE: ./src/config/source-config.ts
// The source config (source_config_v1): the RSS sources in priority order.






const FEED_URL_POINTER = /^\/\d+\/feed_url$/;
/** The schema's pattern and format messages say little to a user: say what is wanted. */
function explain(pointer, message) {
    if (FEED_URL_POINTER.test(pointer) && /pattern|format/.test(message)) {
        return 'must be an http:// or https:// URL';
    }
    return message;
}
/**
 * What the schema cannot say about a feed URL: it must parse as a URL with a host, and
 * carry no credentials (they would end up in logs, artifacts and the job summary).
 */
function feedUrlProblem(feedUrl) {
    let url;
    try {
        url = new URL(feedUrl);
    }
    catch {
        return 'is not a valid URL';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return 'must be an http:// or https:// URL';
    }
    if (url.hostname === '')
        return 'has no host';
    if (url.username !== '' || url.password !== '')
        return 'must not contain credentials';
    return undefined;
}
/** Parses and validates source config bytes (pure); `file` names the file in errors. */
function parseSourceConfig(file, bytes) {
    const value = parseConfigBytes(file, bytes);
    const entries = checkContract(file, 'source_config_v1', 'source config', value, explain);
    const seen = new Map();
    entries.forEach((entry, index) => {
        const problem = feedUrlProblem(entry.feed_url);
        if (problem) {
            throw new ConfigError(file, `/${index}/feed_url of source "${entry.id}" ${problem}`);
        }
        const first = seen.get(entry.id);
        if (first !== undefined) {
            // Ids name artifacts and matrix legs: two sources with one id would collide.
            throw new ConfigError(file, `duplicate source id "${entry.id}" (entries ${first} and ${index})`);
        }
        seen.set(entry.id, index);
    });
    return {
        sources: entries.map((entry) => ({ ...SOURCE_DEFAULTS, ...entry })),
        checksum: checksumOfBytes(bytes),
    };
}
/** Reads a source config file (JSON or YAML, at most 1 MiB); throws ConfigError. */
async function loadSourceConfig(path, options = {}) {
    const bytes = (await readConfigBytes(path, options));
    return parseSourceConfig(path, bytes);
}

// EXTERNAL MODULE: ./src/github/queries.ts
var github_queries = __webpack_require__(3807);
;// CONCATENATED MODULE: ./src/config/topic-config.ts
// The topic config (topic_config_v1, squadscope.topic.yml): relevance keywords and GitHub queries.







/**
 * Parses and validates topic config bytes (pure). YAML unless the name ends in `.json`
 * (JSON is YAML too, but then it gets the strict JSON parser).
 */
function parseTopicConfig(file, bytes) {
    const value = parse_parseConfigBytes(file, bytes, file.toLowerCase().endsWith('.json') ? 'json' : 'yaml');
    const topic = contract_checkContract(file, 'topic_config_v1', 'topic config', value);
    return {
        topic: {
            ...topic,
            relevance_threshold: topic.relevance_threshold ?? DEFAULT_RELEVANCE_THRESHOLD,
        },
        checksum: (0,canonical/* checksumOfBytes */.mr)(bytes),
    };
}
/**
 * Every GitHub query template can be filled: a placeholder the shard does not know is a
 * ConfigError naming the query and the placeholder, raised while planning rather than in
 * one matrix leg once the matrix has started.
 */
function checkQueryTemplates(file, topic) {
    for (const kind of ['primary', 'secondary']) {
        (topic.github?.queries?.[kind] ?? []).forEach((template, index) => {
            const problem = templateProblem(template);
            if (problem !== undefined) {
                throw new ConfigError(file, `github.queries.${kind}[${index}]: ${problem}`);
            }
        });
    }
}
/** Reads a topic config file (YAML, at most 1 MiB); throws ConfigError. */
async function loadTopicConfig(path, options = {}) {
    const bytes = (await read_readConfigBytes(path, options));
    return parseTopicConfig(path, bytes);
}

;// CONCATENATED MODULE: ./src/config/index.ts
// Configuration files: the source config, the topic config and the scrape state.








// EXTERNAL MODULE: ./node_modules/@actions/github/lib/utils.js + 19 modules
var utils = __webpack_require__(85555);
// EXTERNAL MODULE: ./src/runtime/log.ts
var log = __webpack_require__(80390);
;// CONCATENATED MODULE: ./src/github/cache.ts
/**
 * The response cache of search pages. Search answers carry no ETag, so freshness is by TTL:
 * an entry serves the same shard of the same run (run_id and shard id are part of the key)
 * on the same UTC day it was fetched: a rerun of a shard makes no search call for pages
 * already fetched. Shards never share entries, so a shard makes the same calls whether it
 * runs alone in a matrix leg or after the others in the monolithic `all` mode, and the
 * merged output does not depend on how the crawl was split. The key is the SHA-256 of the
 * run id, the shard and the request URL (the token is a header, never part of the key).
 *
 * Entries live in memory for the process and, with a cache directory (the `cache-dir` input,
 * persisted by the workflow), on disk as one JSON file per page. A damaged or foreign entry
 * is a miss with a warning, then overwritten; a failed write is a warning, never a failure.
 */






const CACHE_SUBDIR = 'github-search-v2';
function utcDay(ms) {
    return new Date(ms).toISOString().slice(0, 10);
}
function isEntry(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const v = value;
    return (v['version'] === 1 &&
        typeof v['run_id'] === 'string' &&
        typeof v['scope'] === 'string' &&
        typeof v['url'] === 'string' &&
        typeof v['fetched_at'] === 'string' &&
        !Number.isNaN(Date.parse(v['fetched_at'])) &&
        typeof v['body'] === 'string');
}
class ResponseCache {
    opts;
    memory = new Map();
    hitCount = 0;
    missCount = 0;
    constructor(opts) {
        this.opts = opts;
    }
    /** The cache key of a request URL within this run. */
    key(url) {
        return (0,canonical/* sha256Hex */.fg)((0,canonical/* canonicalJson */.dj)({ run_id: this.opts.runId, scope: this.opts.scope, url }));
    }
    get hits() {
        return this.hitCount;
    }
    get misses() {
        return this.missCount;
    }
    /**
     * The cached answer of `url` as `parse` reads it, or null (a miss) when there is no fresh
     * entry for this run. An entry `parse` refuses is a miss too (dropped, with a warning):
     * a hit is only counted for an answer actually served.
     */
    async get(url, parse) {
        const key = this.key(url);
        const entry = this.memory.get(key) ?? (await this.readDisk(key, url));
        if (entry && this.fresh(entry)) {
            try {
                const value = parse(entry.body);
                this.memory.set(key, entry);
                this.hitCount += 1;
                return value;
            }
            catch (error) {
                this.memory.delete(key);
                this.opts.log.warning(`Response cache: entry ${key} holds an unusable answer (${(0,log/* untrusted */.bp)((0,error_message.messageOf)(error))}); fetching again`);
            }
        }
        else if (entry) {
            this.opts.log.debug(`Response cache: entry ${key} was fetched on an earlier day; fetching again`);
        }
        this.missCount += 1;
        return null;
    }
    async put(url, body) {
        const key = this.key(url);
        const entry = {
            version: 1,
            run_id: this.opts.runId,
            scope: this.opts.scope,
            url,
            fetched_at: new Date(this.opts.now()).toISOString(),
            body,
        };
        this.memory.set(key, entry);
        if (this.opts.dir === undefined)
            return;
        try {
            await (0,canonical/* writeFileAtomic */.Zf)(this.path(key), JSON.stringify(entry));
        }
        catch (error) {
            this.opts.log.warning(`Response cache: could not write an entry: ${(0,log/* untrusted */.bp)((0,error_message.messageOf)(error))}`);
        }
    }
    fresh(entry) {
        return utcDay(Date.parse(entry.fetched_at)) === utcDay(this.opts.now());
    }
    path(key) {
        return (0,external_node_path_.join)(this.opts.dir, CACHE_SUBDIR, `${key}.json`);
    }
    async readDisk(key, url) {
        if (this.opts.dir === undefined)
            return null;
        let bytes;
        try {
            bytes = await (0,promises_.readFile)(this.path(key));
        }
        catch (error) {
            if ((0,errno/* errnoCode */.U)(error) === 'ENOENT')
                return null;
            this.opts.log.warning(`Response cache: could not read an entry: ${(0,log/* untrusted */.bp)((0,error_message.messageOf)(error))}`);
            return null;
        }
        let value;
        try {
            value = (0,canonical/* parseStrict */.z3)(bytes, { source: `cache entry ${key}` });
        }
        catch (error) {
            this.opts.log.warning(`Response cache: entry ${key} is damaged (${(0,log/* untrusted */.bp)((0,error_message.messageOf)(error))}); fetching again`);
            return null;
        }
        // A key collision is astronomically unlikely; a copied or edited file is not.
        if (!isEntry(value) ||
            value.run_id !== this.opts.runId ||
            value.scope !== this.opts.scope ||
            value.url !== url) {
            this.opts.log.warning(`Response cache: entry ${key} does not belong to this request; fetching again`);
            return null;
        }
        return value;
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/github/lib/github.js
var github = __webpack_require__(61351);
// EXTERNAL MODULE: ./node_modules/@octokit/plugin-throttling/dist-bundle/index.js
var dist_bundle = __webpack_require__(86856);
;// CONCATENATED MODULE: ./src/github/errors.ts
class GithubError extends Error {
    code;
    status;
    constructor(code, message, status) {
        super(message);
        this.code = code;
        this.status = status;
        this.name = 'GithubError';
    }
}
/** Secrets shorter than this are not searched for: replacing "a" everywhere would ruin messages. */
const MIN_SECRET_LENGTH = 4;
/** Replaces every occurrence of each secret with `***` (what the runner's own masking prints). */
function redact(text, secrets) {
    let out = text;
    for (const secret of secrets) {
        if (secret.length >= MIN_SECRET_LENGTH)
            out = out.split(secret).join('***');
    }
    return out;
}

;// CONCATENATED MODULE: ./src/github/budget.ts
/**
 * The search budget: GitHub allows 30 search requests a minute per token, shared by every
 * leg of a run that uses it. Each response says what is left (x-ratelimit-*); before each
 * search request the budget waits for the reset when the remainder is at the reserve, and
 * spaces requests evenly. Every wait for a limit goes through here, with the injected clock
 * and sleep, and is capped: past the cap the crawl fails clearly instead of hanging.
 */

function header(headers, name) {
    if (typeof headers['get'] === 'function') {
        return headers.get(name) ?? undefined;
    }
    const value = headers[name];
    return value === undefined ? undefined : String(value);
}
function intHeader(headers, name) {
    const raw = header(headers, name);
    if (raw === undefined || !/^\d{1,15}$/.test(raw.trim()))
        return null;
    return Number(raw.trim());
}
/** The x-ratelimit-* headers of a response, or null when it has none (rate limiting off on GHES). */
function parseRateLimitHeaders(headers) {
    const state = {
        limit: intHeader(headers, 'x-ratelimit-limit'),
        remaining: intHeader(headers, 'x-ratelimit-remaining'),
        reset: intHeader(headers, 'x-ratelimit-reset'),
        used: intHeader(headers, 'x-ratelimit-used'),
        resource: header(headers, 'x-ratelimit-resource')?.trim() ?? null,
    };
    return state.remaining === null && state.reset === null ? null : state;
}
/**
 * The shortest wait for a limit, in seconds. `Retry-After: 0` (or a reset already past) would
 * otherwise send the next request at once, into the same limit.
 */
const MIN_LIMIT_WAIT_SECONDS = 1;
/** GitHub's documentation: without retry-after, wait at least a minute after a secondary limit. */
const SECONDARY_LIMIT_DEFAULT_SECONDS = 60;
/** The wait for a secondary limit: its Retry-After raised to the minimum, a minute without one. */
function limitWaitSeconds(retryAfter) {
    if (retryAfter === null)
        return SECONDARY_LIMIT_DEFAULT_SECONDS;
    return Math.max(retryAfter, MIN_LIMIT_WAIT_SECONDS);
}
/** Seconds from a Retry-After header: delta-seconds only (GitHub never sends a date). */
function retryAfterSeconds(headers) {
    const raw = header(headers, 'retry-after');
    if (raw === undefined || !/^\d{1,9}$/.test(raw.trim()))
        return null;
    return Number(raw.trim());
}
/** A margin after the reset: GitHub's documentation says to retry after it, not at it. */
const RESET_MARGIN_MS = 1000;
class SearchBudget {
    opts;
    state = null;
    lastStart = null;
    waited = 0;
    backedOff = 0;
    paced = 0;
    constructor(opts) {
        this.opts = opts;
    }
    /** Records the latest headers of a search response. */
    observe(state) {
        this.state = state;
    }
    /** The remaining search requests as last reported by GitHub; null before any answer. */
    get remaining() {
        return this.state?.remaining ?? null;
    }
    get limits() {
        return this.state;
    }
    /** Milliseconds spent waiting for rate limits so far. */
    get waitedMs() {
        return this.waited;
    }
    /** Milliseconds spent waiting before retries (backoff) so far. */
    get backoffMs() {
        return this.backedOff;
    }
    /** Milliseconds spent spacing requests (not limited, just polite). */
    get pacedMs() {
        return this.paced;
    }
    /**
     * Called before every search request (first tries and retries alike): waits for the reset
     * when the budget is at the reserve, then keeps the spacing.
     */
    async beforeSearch() {
        const s = this.state;
        if (s && s.remaining !== null && s.remaining <= this.opts.reserve && s.reset !== null) {
            const ms = s.reset * 1000 + RESET_MARGIN_MS - this.opts.now();
            if (ms > 0) {
                await this.waitForLimit(ms, `search budget at ${s.remaining} of ${s.limit ?? '?'} requests: waiting for its reset`);
            }
            // What is left after the reset is unknown until the next answer says.
            this.state = { ...s, remaining: null };
        }
        if (this.lastStart !== null && this.opts.minIntervalMs > 0) {
            const gap = this.lastStart + this.opts.minIntervalMs - this.opts.now();
            if (gap > 0) {
                await this.opts.sleep(gap, this.opts.signal);
                this.paced += gap;
                this.throwIfCancelled();
            }
        }
        this.lastStart = this.opts.now();
    }
    /** Waits until the reset the last answer announced (a primary limit hit despite the reserve). */
    async waitForReset(why) {
        const reset = this.state?.reset;
        const ms = reset == null ? 60_000 : reset * 1000 + RESET_MARGIN_MS - this.opts.now();
        // A reset already past (clocks differ) still gets the minimum: asking at once hits the limit again.
        await this.waitForLimit(Math.max(ms, MIN_LIMIT_WAIT_SECONDS * 1000), why);
        if (this.state)
            this.state = { ...this.state, remaining: null };
    }
    /**
     * Waits ms for a limit, within the cap. Past the cap this throws a `rate_limited`
     * GithubError before sleeping: waiting and failing anyway would only waste the job's time.
     */
    async waitForLimit(ms, why) {
        const wait = this.checkWait(ms, why, 'rate_limited');
        this.opts.log.info(`${why}: waiting ${Math.ceil(wait / 1000)} s`);
        await this.opts.sleep(wait, this.opts.signal);
        this.waited += wait;
        this.throwIfCancelled();
    }
    /**
     * Waits ms before retrying a failed request, within the same cap. Past the cap this throws
     * `retry_exhausted` naming why the request failed.
     */
    async waitToRetry(ms, why) {
        const wait = this.checkWait(ms, why, 'retry_exhausted');
        await this.opts.sleep(wait, this.opts.signal);
        this.backedOff += wait;
        this.throwIfCancelled();
    }
    /** The wait in whole ms, or a GithubError when it would pass the cap (or the job is cancelled). */
    checkWait(ms, why, code) {
        this.throwIfCancelled();
        const wait = Math.ceil(Math.max(ms, 0));
        const spent = this.waited + this.backedOff;
        if (spent + wait > this.opts.maxWaitMs) {
            throw new GithubError(code, `${why}: ${Math.ceil(wait / 1000)} s more would pass the cap of ${Math.round(this.opts.maxWaitMs / 1000)} s on waiting (max-wait-seconds; ${Math.round(spent / 1000)} s waited so far)`);
        }
        return wait;
    }
    throwIfCancelled() {
        if (this.opts.signal.aborted)
            throw new GithubError('cancelled', 'cancelled while waiting for GitHub rate limits');
    }
}

;// CONCATENATED MODULE: ./src/github/deadline.ts
/**
 * One deadline per GitHub request: connecting, waiting for the headers and reading the whole
 * body must all end within `timeoutMs`, as the feed client's attempts must. Without it a
 * server that accepts and never answers holds a request for undici's default five minutes
 * per attempt, and one that trickles its body holds it for ever.
 *
 * The caller's signal (the job's cancellation) still ends the request at once; the deadline
 * only adds a second way to abort it. The timer stops as soon as the body has been read or
 * dropped, so no timer outlives its request.
 *
 * Every body also stops at a byte limit, error answers included: Octokit reads the body of
 * a 4xx/5xx answer whole, and a fast server could otherwise fill the memory within the
 * deadline.
 */

/** Statuses whose answers never have a body (a Response refuses one for them). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);
/**
 * A fetch like `base` whose every call, body included, ends within `timeoutMs`, and whose
 * bodies stop with a `too_large` error past `maxBytes`.
 */
function fetchWithDeadline(base, timeoutMs, maxBytes) {
    for (const [name, value] of [
        ['timeoutMs', timeoutMs],
        ['maxBytes', maxBytes],
    ]) {
        if (!Number.isSafeInteger(value) || value < 1)
            throw new RangeError(`${name} must be an integer >= 1, got ${value}`);
    }
    return async (input, init = {}) => {
        const deadline = new AbortController();
        const timer = setTimeout(() => deadline.abort(new GithubError('timeout', `no complete answer within ${describeMs(timeoutMs)}`)), timeoutMs);
        const stop = () => clearTimeout(timer);
        const signal = init.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
        let response;
        try {
            response = await base(input, { ...init, signal });
        }
        catch (error) {
            stop();
            throw deadline.signal.aborted ? deadline.signal.reason : error;
        }
        if (response.body === null || NULL_BODY_STATUSES.has(response.status)) {
            stop();
            return response;
        }
        return withGuardedBody(response, deadline.signal, stop, maxBytes);
    };
}
/**
 * The same answer, its body read through a stream that reports the deadline's error when the
 * deadline cut it (undici reports a bare abort), stops at the byte limit, and stops the
 * timer once the body is done.
 */
function withGuardedBody(response, deadline, stop, maxBytes) {
    const reader = response.body.getReader();
    let received = 0;
    const body = new ReadableStream({
        async pull(controller) {
            try {
                const { done, value } = await reader.read();
                if (done) {
                    stop();
                    controller.close();
                    return;
                }
                received += value.byteLength;
                if (received > maxBytes) {
                    stop();
                    await reader.cancel();
                    controller.error(new GithubError('too_large', `the answer is larger than ${maxBytes} bytes`));
                    return;
                }
                controller.enqueue(value);
            }
            catch (error) {
                stop();
                controller.error(deadline.aborted ? deadline.reason : error);
            }
        },
        async cancel(reason) {
            stop();
            await reader.cancel(reason);
        },
    });
    const guarded = new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
    });
    // A constructed Response has no URL; keep the one that answered (Octokit reports it).
    Object.defineProperty(guarded, 'url', { value: response.url });
    return guarded;
}
/** "30 s", or "250 ms" below a second. */
function describeMs(ms) {
    return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
/** The deadline's error behind an Octokit request error (Octokit wraps what fetch threw). */
function deadlineErrorOf(error) {
    for (let e = error, depth = 0; e && depth < 4; depth++) {
        if (e instanceof GithubError && e.code === 'timeout')
            return e;
        e = e.cause;
    }
    return null;
}

;// CONCATENATED MODULE: ./src/github/page.ts
/**
 * The body of a search answer, parsed strictly (duplicate keys, lone surrogates and excess
 * size are refused) and shape-checked. Pure.
 */


/** A page of 100 full repository items is about 0.5 MB; 16 MiB leaves room and stops a flood. */
const MAX_PAGE_BYTES = 16 * 1024 * 1024;
function parseSearchPage(body, source) {
    let value;
    try {
        value = (0,canonical/* parseStrict */.z3)(body, { maxBytes: MAX_PAGE_BYTES, source });
    }
    catch (error) {
        if (error instanceof canonical/* StrictJsonError */.U7) {
            throw new GithubError(error.code === 'too_large' ? 'too_large' : 'invalid_response', `${source}: the search answer is not valid JSON (${error.code}${error.pointer ? ` at ${error.pointer}` : ''})`);
        }
        throw error;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw new GithubError('invalid_response', `${source}: the search answer is not a JSON object`);
    }
    const v = value;
    const total = v['total_count'];
    if (typeof total !== 'number' || !Number.isSafeInteger(total) || total < 0) {
        throw new GithubError('invalid_response', `${source}: the search answer has no valid total_count`);
    }
    if (typeof v['incomplete_results'] !== 'boolean') {
        throw new GithubError('invalid_response', `${source}: the search answer has no valid incomplete_results`);
    }
    if (!Array.isArray(v['items'])) {
        throw new GithubError('invalid_response', `${source}: the search answer has no items array`);
    }
    return { total_count: total, incomplete_results: v['incomplete_results'], items: v['items'] };
}

// EXTERNAL MODULE: ./src/runtime/jitter.ts
var jitter = __webpack_require__(76844);
// EXTERNAL MODULE: ./src/github/api-url.ts
var api_url = __webpack_require__(57019);
;// CONCATENATED MODULE: ./src/github/client.ts
/**
 * The GitHub search client: Octokit from @actions/github with the throttling and retry
 * plugins, wired so that every wait goes through one SearchBudget (injected clock and
 * sleep, one cap) and every request is counted.
 *
 * Who handles what:
 * - the budget (as the throttling plugin's search group) paces each search request and
 *   waits for the reset when the x-ratelimit-remaining of the last answer is at the reserve;
 * - the throttling plugin recognises a primary limit (403/429 with remaining 0) and the
 *   documented "secondary rate limit" message; its handlers below wait through the budget;
 * - 403/429 answers that carry retry-after without that message, and any other 429, are
 *   secondary limits too (GitHub's documentation): searchPage waits them out itself;
 * - every attempt has one deadline for connecting, the headers and the whole body
 *   (fetchWithDeadline); the job's cancellation signal ends an attempt at once;
 * - searchPage retries 5xx answers, network failures and deadlines with backoff; never
 *   400/401/403/404/410/422/451 (401, 404 and 422 cannot get better by asking again);
 * - a malformed body (the JSON cut short) is retried a few times, then fails;
 * - every wait (limits, reset, backoff) goes through the budget, so each one is cancelled by
 *   the signal and all of them together are capped by max-wait-seconds.
 * The token goes to Octokit and nowhere else: every message built here is redacted.
 */











/** The user agent GitHub asks for: it identifies the tool in their logs. */
const USER_AGENT = 'squadscope-crawl-github-shard';
/** The deadline of one request when the caller sets none. */
const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
// Duck-typed rather than instanceof: errors may come from another realm (jest's VM, undici).
function isRequestError(error) {
    return (typeof error === 'object' &&
        error !== null &&
        typeof error.status === 'number' &&
        typeof error.message === 'string');
}
function serverMessage(error) {
    const data = error.response?.data;
    if (typeof data === 'object' &&
        data !== null &&
        typeof data.message === 'string') {
        return data.message;
    }
    return error.message;
}
const SECONDARY_MESSAGE = /\bsecondary rate\b/i;
/** Reads a response body stream (its size is bounded by fetchWithDeadline). */
async function readBody(data) {
    if (typeof data === 'string')
        return data;
    // Duck-typed: the proxy-aware fetch of @actions/github is undici's, not the global one.
    if (typeof data?.getReader !== 'function') {
        throw new GithubError('invalid_response', 'the answer has no body');
    }
    const reader = data.getReader();
    const chunks = [];
    for (;;) {
        const { done, value } = await reader.read();
        if (done)
            break;
        chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
}
class SearchClient {
    apiUrl;
    budget;
    counters = { calls: 0, secondaryEvents: 0, primaryEvents: 0 };
    octokit;
    secrets;
    signal;
    log;
    maxLimitRetries;
    malformedRetries;
    retries;
    retryBaseMs;
    /** Retry-After of the latest search answer (null without one): the plugin cannot tell 0 from absent. */
    lastRetryAfter = null;
    maxBodyBytes;
    sleep;
    /** A failure a plugin handler decided (cap reached): thrown instead of the HTTP error. */
    pendingFailure = null;
    constructor(opts) {
        if (opts.token.trim() === '')
            throw new GithubError('config', 'the GitHub token is empty');
        this.apiUrl = normaliseApiUrl(opts.apiUrl);
        this.secrets = [opts.token, encodeURIComponent(opts.token)];
        this.signal = opts.signal ?? new AbortController().signal;
        this.log = opts.log;
        this.maxLimitRetries = opts.maxLimitRetries ?? 5;
        this.malformedRetries = opts.malformedRetries ?? 2;
        this.retries = opts.retries ?? 3;
        this.retryBaseMs = opts.retryBaseMs ?? 1000;
        this.maxBodyBytes = opts.maxBodyBytes ?? MAX_PAGE_BYTES;
        this.sleep = opts.sleep ?? jitter/* sleep */.y;
        const now = opts.now ?? Date.now;
        this.budget = new SearchBudget({
            now,
            sleep: this.sleep,
            maxWaitMs: opts.maxWaitMs ?? 15 * 60_000,
            reserve: opts.reserve ?? 1,
            minIntervalMs: opts.minIntervalMs ?? 2000,
            signal: this.signal,
            log: { info: (m) => this.log.info(this.redact(m)) },
        });
        const baseFetch = fetchWithDeadline(opts.fetch ?? utils/* defaults */.NT.request?.fetch ?? globalThis.fetch, opts.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS, this.maxBodyBytes);
        // Innermost layer: sees every attempt, so calls are counted and the budget learns
        // from every answer, retries and error answers included.
        const countingFetch = async (input, init) => {
            const url = new URL(input instanceof Request ? input.url : input.toString());
            const isSearch = url.pathname.includes('/search/');
            if (isSearch) {
                this.counters.calls += 1;
                this.log.debug(`GitHub search request: ${(0,log/* untrusted */.bp)(url.pathname + url.search, 300)}`);
            }
            const response = await baseFetch(input, init);
            if (isSearch)
                this.lastRetryAfter = retryAfterSeconds(response.headers);
            const limits = parseRateLimitHeaders(response.headers);
            if (limits && (limits.resource === 'search' || (limits.resource === null && isSearch))) {
                this.budget.observe(limits);
            }
            return response;
        };
        const budget = this.budget;
        // The throttling plugin schedules a no-op in its search group before each search
        // request; a group whose schedule first asks the budget makes every search attempt
        // (retries too) wait on the injected clock instead of Bottleneck's fixed 2 s timer.
        const searchGroup = {
            key: () => ({
                schedule: async (_options, fn, ...args) => {
                    await budget.beforeSearch();
                    return fn(...args);
                },
            }),
        };
        const throttle = {
            search: searchGroup,
            // The handlers below do the waiting (through the budget); the plugin adds none.
            retryAfterBaseValue: 0,
            onRateLimit: async (_retryAfter, _options, _octokit, retryCount) => {
                this.counters.primaryEvents += 1;
                if (retryCount >= this.maxLimitRetries) {
                    this.pendingFailure = new GithubError('rate_limited', `the search rate limit was still exhausted after ${retryCount} waits for its reset`, 403);
                    return false;
                }
                return this.waitInHandler(() => this.budget.waitForReset('search rate limit exhausted (HTTP 403/429)'));
            },
            // The plugin's retryAfter turns 0 into its fallback; the header itself decides here.
            onSecondaryRateLimit: async (_retryAfter, _options, _octokit, retryCount) => {
                this.counters.secondaryEvents += 1;
                if (retryCount >= this.maxLimitRetries) {
                    this.pendingFailure = new GithubError('rate_limited', `GitHub's secondary rate limit persisted after ${retryCount} waits`, 403);
                    return false;
                }
                const seconds = limitWaitSeconds(this.lastRetryAfter);
                return this.waitInHandler(() => this.budget.waitForLimit(seconds * 1000, `secondary rate limit (retry-after ${this.lastRetryAfter ?? 'absent'}: ${seconds} s)`));
            },
        };
        const redactLog = (write) => (message) => write(this.redact(typeof message === 'string' ? message : String(message)));
        this.octokit = (0,github/* getOctokit */.Q)(opts.token, {
            baseUrl: this.apiUrl,
            userAgent: opts.userAgent ?? USER_AGENT,
            log: {
                debug: redactLog((m) => this.log.debug(m)),
                info: redactLog((m) => this.log.debug(m)),
                warn: redactLog((m) => this.log.warning(m)),
                error: redactLog((m) => this.log.warning(m)),
            },
            request: { fetch: countingFetch, signal: this.signal },
            throttle,
        }, dist_bundle/* throttling */.A);
    }
    /** Counters so far; callers diff two readings to meter one shard. */
    counts() {
        return { ...this.counters };
    }
    /** The URL of one search page: what the response cache is keyed by (never the token). */
    searchUrl(q, page, perPage) {
        const params = new URLSearchParams({
            q,
            sort: 'stars',
            order: 'desc',
            per_page: String(perPage),
            page: String(page),
        });
        return `${this.apiUrl}/search/repositories?${params.toString()}`;
    }
    /** Replaces the token wherever it might appear. */
    redact(text) {
        return redact(text, this.secrets);
    }
    /**
     * One page of `GET /search/repositories?q=…&sort=stars&order=desc`. Throws a GithubError
     * with a one-line, redacted message when the page cannot be had.
     */
    async searchPage(q, page, perPage) {
        const what = `search ${(0,log/* untrusted */.bp)(q, 120)} page ${page}`;
        const tries = { transient: 0, malformed: 0, limit: 0 };
        for (;;) {
            this.pendingFailure = null;
            this.throwIfCancelled();
            try {
                const body = await this.fetchBody(q, page, perPage, what);
                return { page: parseSearchPage(body, what), body };
            }
            catch (error) {
                this.throwIfCancelled();
                await this.beforeRetry(this.failureOf(error, what), tries);
            }
        }
    }
    /** One request (the plugins' limit waits included) and its body, read with a size limit. */
    async fetchBody(q, page, perPage, what) {
        const response = await this.octokit.request('GET /search/repositories', {
            q,
            sort: 'stars',
            order: 'desc',
            per_page: perPage,
            page,
            // The body is read here, with a size limit, and parsed strictly.
            request: { parseSuccessResponseBody: false },
        });
        try {
            return await readBody(response.data);
        }
        catch (error) {
            if (deadlineErrorOf(error))
                throw error;
            if (error instanceof GithubError)
                throw new GithubError(error.code, this.redact(`${what}: ${error.message}`), error.status);
            throw new GithubError('network', this.redact(`${what}: reading the answer failed: ${(0,error_message.messageOf)(error)}`));
        }
    }
    /** Sorts a failed attempt into final, transient, malformed or a limit to wait out. */
    failureOf(error, what) {
        if (this.pendingFailure) {
            const pending = this.pendingFailure;
            return {
                kind: 'final',
                error: pending instanceof GithubError
                    ? pending
                    : new GithubError('internal', this.redact(pending.message)),
            };
        }
        const deadline = deadlineErrorOf(error);
        if (deadline) {
            return {
                kind: 'transient',
                error: new GithubError('timeout', this.redact(`${what}: ${deadline.message}`)),
            };
        }
        if (error instanceof GithubError) {
            if (error.code === 'invalid_response')
                return { kind: 'malformed', error };
            if (error.code === 'network')
                return { kind: 'transient', error };
            return { kind: 'final', error };
        }
        const converted = this.toGithubError(error, what);
        const wait = this.unhandledSecondaryLimit(error);
        if (wait !== null) {
            const status = error.status;
            return { kind: 'limit', error: converted, seconds: wait, status };
        }
        if (converted.code === 'network' || converted.code === 'server_error')
            return { kind: 'transient', error: converted };
        return { kind: 'final', error: converted };
    }
    /**
     * Waits before the next attempt, through the budget (cancellable, capped); throws the
     * failure when it is final or its retries are spent.
     */
    async beforeRetry(failure, tries) {
        switch (failure.kind) {
            case 'final':
                throw failure.error;
            case 'limit': {
                if (tries.limit >= this.maxLimitRetries)
                    throw failure.error;
                tries.limit += 1;
                this.counters.secondaryEvents += 1;
                await this.budget.waitForLimit(failure.seconds * 1000, `secondary rate limit (HTTP ${failure.status}: ${failure.seconds} s)`);
                return;
            }
            case 'malformed': {
                if (tries.malformed >= this.malformedRetries)
                    throw failure.error;
                tries.malformed += 1;
                this.log.warning(this.redact(`${failure.error.message}; asking again (${tries.malformed} of ${this.malformedRetries})`));
                await this.budget.waitToRetry(1000 * tries.malformed, failure.error.message);
                return;
            }
            case 'transient': {
                if (tries.transient >= this.retries) {
                    throw new GithubError(failure.error.code, tries.transient === 0
                        ? failure.error.message
                        : `${failure.error.message} (after ${tries.transient} retries)`, failure.error.status);
                }
                tries.transient += 1;
                // (n+1)² backoff units: 1, 4, 9 … seconds by default.
                const delay = tries.transient ** 2 * this.retryBaseMs;
                this.log.warning(this.redact(`${failure.error.message}; retrying (${tries.transient} of ${this.retries}) in ${delay} ms`));
                await this.budget.waitToRetry(delay, failure.error.message);
                return;
            }
        }
    }
    async waitInHandler(wait) {
        try {
            await wait();
            return true;
        }
        catch (error) {
            // The plugin would swallow a throw here; keep it for searchPage to raise.
            this.pendingFailure = error instanceof Error ? error : new Error(String(error));
            return false;
        }
    }
    /**
     * Seconds to wait for a secondary limit the throttling plugin does not recognise: a 403
     * or 429 with retry-after, or any 429 (GitHub: wait at least a minute), unless it is the
     * primary limit or the plugin already handled it (its message).
     */
    unhandledSecondaryLimit(error) {
        if (!isRequestError(error) || (error.status !== 403 && error.status !== 429))
            return null;
        const headers = error.response?.headers ?? {};
        if (String(headers['x-ratelimit-remaining'] ?? '') === '0')
            return null;
        if (SECONDARY_MESSAGE.test(error.message))
            return null;
        const after = retryAfterSeconds(headers);
        if (after !== null)
            return limitWaitSeconds(after);
        return error.status === 429 ? limitWaitSeconds(null) : null;
    }
    toGithubError(error, what) {
        if (!isRequestError(error)) {
            return new GithubError('internal', this.redact(`${what}: ${(0,error_message.messageOf)(error)}`));
        }
        const status = error.status;
        if (!error.response) {
            // Octokit reports a transport failure as status 500 without a response.
            return new GithubError('network', this.redact(`${what}: network failure: ${(0,log/* untrusted */.bp)(error.message)}`));
        }
        const told = (0,log/* untrusted */.bp)(serverMessage(error));
        const remaining = String(error.response.headers?.['x-ratelimit-remaining'] ?? '');
        const m = (text) => this.redact(`${what}: HTTP ${status} ${told}${text}`);
        if (status === 401)
            return new GithubError('unauthorized', m(' (check the github-token input)'), status);
        if (status === 403 && remaining === '0')
            return new GithubError('rate_limited', m(''), status);
        if (status === 403)
            return new GithubError('forbidden', m(''), status);
        if (status === 404)
            return new GithubError('not_found', m(' (check the api-url input)'), status);
        if (status === 422)
            return new GithubError('validation', m(' (GitHub refused the query)'), status);
        if (status === 429)
            return new GithubError('rate_limited', m(''), status);
        if (status >= 500)
            return new GithubError('server_error', m(''), status);
        return new GithubError('internal', m(''), status);
    }
    throwIfCancelled() {
        if (this.signal.aborted)
            throw new GithubError('cancelled', 'cancelled before the search finished');
    }
}
/**
 * The API root without a trailing slash. Credentials in the URL would be sent and logged:
 * refused, as is anything but http(s).
 */
function normaliseApiUrl(raw) {
    const problem = (0,api_url/* apiUrlProblem */.r)(raw);
    if (problem !== undefined) {
        // Never quoted: a URL with credentials in it would print them.
        throw new GithubError('config', `api-url ${problem}`);
    }
    return (0,api_url/* apiRoot */.t)(raw);
}

;// CONCATENATED MODULE: ./src/github/artifact.ts

/** The checksum of the contract: over the repositories sorted by full_name. */
function repositoriesChecksum(repositories) {
    return checksumOf(sortedBy(repositories, (r) => r.full_name));
}
/**
 * The artifact, repositories sorted by full_name (the order of the checksum and of the
 * canonical output; the search order carries no meaning once merged).
 */
function buildGithubShard(parts) {
    const repositories = (0,canonical/* sortedBy */.VW)(parts.repositories, (r) => r.full_name);
    return {
        schema_version: 'github_shard_v1',
        shard_id: parts.shardId,
        run_context: parts.runContext,
        fan: parts.fan,
        repositories,
        api_metrics: { ...parts.apiMetrics },
        queries: parts.queries.map((q) => ({ ...q })),
        filter_summary: { ...parts.filterSummary },
        checksum: (0,canonical/* checksumOf */.lf)(repositories),
    };
}

// EXTERNAL MODULE: ./src/contracts/formats.ts
var formats = __webpack_require__(24879);
// EXTERNAL MODULE: ./src/runcontext/errors.ts
var errors = __webpack_require__(95573);
;// CONCATENATED MODULE: ./src/runcontext/time.ts
// UTC instants and their text forms (pure). The contracts use `YYYY-MM-DDTHH:MM:SSZ`.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Milliseconds of UTC midnight of a calendar date; correct for years 0–99 too (Date.UTC is not). */
function utcDateMs(year, monthIndex, day) {
    const date = new Date(0);
    date.setUTCFullYear(year, monthIndex, day);
    return date.getTime();
}
/** Years whose instants the `YYYY-MM-DDTHH:MM:SSZ` form can write. */
const MIN_MS = utcDateMs(0, 0, 1);
const MAX_MS = utcDateMs(10000, 0, 1) - 1;
/** `YYYY-MM-DDTHH:MM:SSZ`, fractions of a second dropped (floor). */
function formatTimestamp(ms) {
    if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) {
        throw new RangeError(`instant ${ms} is outside the years 0000-9999`);
    }
    return new Date(Math.floor(ms / SECOND_MS) * SECOND_MS).toISOString().slice(0, 19) + 'Z';
}
/** Like formatTimestamp, but a fraction of a second rounds up (for "not before" instants). */
function formatTimestampCeil(ms) {
    return formatTimestamp(Math.ceil(ms / SECOND_MS) * SECOND_MS);
}
/**
 * formatTimestampCeil for an instant computed forward (a last scrape plus its interval):
 * past the last second of 9999, that second, the latest instant a timestamp can name.
 */
function formatTimestampCeilCapped(ms) {
    return formatTimestampCeil(Math.min(ms, MAX_MS - (MAX_MS % SECOND_MS)));
}
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
/** Milliseconds of a calendar date and time, or undefined when a field is out of range (Feb 30, 24:00). */
function fieldsMs(y, mo, d, h = 0, mi = 0, s = 0) {
    if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59)
        return undefined;
    const ms = utcDateMs(y, mo - 1, d);
    // A day past the month's end rolls over into the next month.
    if (new Date(ms).getUTCDate() !== d)
        return undefined;
    return ms + h * HOUR_MS + mi * MINUTE_MS + s * SECOND_MS;
}
/**
 * A window boundary (`since`/`until`): `YYYY-MM-DDTHH:MM:SSZ` or a date `YYYY-MM-DD`
 * (midnight UTC). Anything else, or a date that does not exist, throws RunContextError.
 */
function parseBoundary(input, text) {
    const t = TIMESTAMP.exec(text);
    const d = t ? undefined : DATE.exec(text);
    const m = t ?? d;
    const ms = m
        ? fieldsMs(...m.slice(1).map(Number))
        : undefined;
    if (ms === undefined) {
        throw new RunContextError(input, `must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ or a date YYYY-MM-DD, got ${quoted(text)}`);
    }
    return ms;
}
/**
 * The `now` input: an RFC 3339 date-time (any offset, fractions allowed) or a date
 * `YYYY-MM-DD`. Returned in whole seconds (floor), the precision of `created_at`.
 */
function parseNow(input, text) {
    const date = DATE.exec(text);
    let ms;
    if (date) {
        ms = fieldsMs(Number(date[1]), Number(date[2]), Number(date[3]));
    }
    else {
        const m = RFC3339.exec(text);
        if (m) {
            const [, y, mo, d, h, mi, s, fraction, zone] = m;
            const local = fieldsMs(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
            let offset = 0;
            if (zone !== undefined && zone.toUpperCase() !== 'Z') {
                const oh = Number(zone.slice(1, 3));
                const om = Number(zone.slice(4, 6));
                offset = oh > 23 || om > 59 ? undefined : (oh * 60 + om) * MINUTE_MS;
                if (offset !== undefined && zone.startsWith('-'))
                    offset = -offset;
            }
            if (local !== undefined && offset !== undefined) {
                // Milliseconds from the first three digits: Number('0.99999999999999999') is 1,
                // which would round 23:59:59.999… up into the next second (and week).
                const fractionMs = fraction ? Number(fraction.slice(1, 4).padEnd(3, '0')) : 0;
                ms = local - offset + fractionMs;
            }
        }
    }
    if (ms === undefined || ms < MIN_MS || ms > MAX_MS) {
        throw new RunContextError(input, `must be an ISO 8601 timestamp such as 2026-06-05T17:42:56Z, got ${quoted(text)}`);
    }
    return Math.floor(ms / SECOND_MS) * SECOND_MS;
}

;// CONCATENATED MODULE: ./src/github/records.ts



/**
 * The bounds of a repository record, as in github_shard_v1 `$defs/repository` (a test holds
 * the two equal). Lengths count code points, as JSON Schema does. GitHub's own limits are
 * far lower (names of 100, logins of 39, 20 topics of 50 characters): these only stop a
 * hostile or broken answer from flooding the artifacts.
 */
const REPOSITORY_LIMITS = {
    nodeId: 200,
    name: 100,
    owner: 100,
    fullName: 201,
    description: 4000,
    language: 100,
    license: 200,
    topics: 100,
    topic: 100,
    url: 2048,
};
function isObj(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;
/**
 * The API writes `YYYY-MM-DDTHH:MM:SSZ`; GitHub Enterprise Server versions have written
 * offsets and fractions. Normalise to the contract's second-precision UTC form.
 */
function normaliseTimestamp(value) {
    if (typeof value !== 'string' || !ISO_INSTANT.test(value))
        return null;
    const ms = Date.parse(value);
    if (Number.isNaN(ms))
        return null;
    const year = new Date(ms).getUTCFullYear();
    if (year < 1970 || year > 9999)
        return null;
    return formatTimestamp(ms);
}
function isCount(value) {
    return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
/** SPDX id when GitHub knows one; else the license name ("Other"); null without a license. */
function licenseOf(value) {
    if (value === null || value === undefined)
        return null;
    if (!isObj(value))
        return undefined;
    const spdx = value['spdx_id'];
    if (typeof spdx === 'string' && spdx !== '' && spdx !== 'NOASSERTION')
        return spdx;
    const name = value['name'];
    if (typeof name === 'string' && name !== '')
        return name;
    return null;
}
function optionalBool(value) {
    // Older GitHub Enterprise Server answers lack is_template/disabled: absent means false.
    if (value === undefined)
        return false;
    return typeof value === 'boolean' ? value : undefined;
}
function nullableString(value, max) {
    if (value === null || value === undefined)
        return null;
    return typeof value === 'string' && fits(value, max) ? value : undefined;
}
/** At most `max` code points (a string never has more code points than UTF-16 units). */
function fits(text, max) {
    if (text.length <= max)
        return true;
    let n = 0;
    for (const _ of text)
        if (++n > max)
            return false;
    return true;
}
function boundedString(value, max) {
    return typeof value === 'string' && value !== '' && fits(value, max);
}
/** The `uri` format the contracts' validators check (ajv-formats, full mode: a function). */
const uriFormat = (() => {
    const format = formats/* fullFormats */.U.uri;
    if (typeof format !== 'function')
        throw new Error('ajv-formats has no uri function');
    return format;
})();
/**
 * An http(s) URL as the contracts define one (`common#/$defs/httpUrl`): the scheme in lower
 * case, at most 2048 code points, and an RFC 3986 URI (the format check of the validators).
 */
function isHttpUrl(value) {
    return (typeof value === 'string' &&
        /^https?:\/\//.test(value) &&
        fits(value, REPOSITORY_LIMITS.url) &&
        uriFormat(value));
}
/** Lower-cased and trimmed topics, or null when there are too many or one is too long. */
function readTopics(value) {
    if (!Array.isArray(value) || value.length > REPOSITORY_LIMITS.topics)
        return null;
    if (!value.every((t) => typeof t === 'string'))
        return null;
    const topics = normaliseTopics(value);
    return topics.every((t) => fits(t, REPOSITORY_LIMITS.topic)) ? topics : null;
}
/**
 * Checks one raw search item. A malformed item is reported with the field at fault so the
 * shard can count it (`invalid_record`) instead of dropping it silently or failing the
 * whole shard for one odd repository.
 */
function readSearchItem(raw) {
    if (!isObj(raw))
        return { ok: false, reason: 'invalid_record', problem: 'item is not an object' };
    const bad = (field) => ({
        ok: false,
        reason: 'invalid_record',
        problem: `field ${field} is missing, malformed or too long`,
    });
    const owner = raw['owner'];
    if (!isObj(owner) || !boundedString(owner['login'], REPOSITORY_LIMITS.owner))
        return bad('owner.login');
    if (!isCount(raw['id']))
        return bad('id');
    for (const field of ['html_url', 'url']) {
        if (!isHttpUrl(raw[field])) {
            return {
                ok: false,
                reason: 'invalid_url',
                problem: `field ${field} is not an http(s) URL of at most ${REPOSITORY_LIMITS.url} characters`,
            };
        }
    }
    if (!boundedString(raw['node_id'], REPOSITORY_LIMITS.nodeId))
        return bad('node_id');
    if (!boundedString(raw['name'], REPOSITORY_LIMITS.name))
        return bad('name');
    const fullName = raw['full_name'];
    if (!boundedString(fullName, REPOSITORY_LIMITS.fullName) || !/^[^/\s]+\/[^/\s]+$/.test(fullName))
        return bad('full_name');
    const flags = {};
    for (const field of ['private', 'fork', 'archived']) {
        if (typeof raw[field] !== 'boolean')
            return bad(field);
        flags[field] = raw[field];
    }
    for (const field of ['is_template', 'disabled']) {
        const value = optionalBool(raw[field]);
        if (value === undefined)
            return bad(field);
        flags[field] = value;
    }
    const description = nullableString(raw['description'], REPOSITORY_LIMITS.description);
    if (description === undefined)
        return bad('description');
    const language = nullableString(raw['language'], REPOSITORY_LIMITS.language);
    if (language === undefined)
        return bad('language');
    if (!isCount(raw['stargazers_count']))
        return bad('stargazers_count');
    if (!isCount(raw['forks_count']))
        return bad('forks_count');
    const created = normaliseTimestamp(raw['created_at']);
    if (created === null)
        return bad('created_at');
    const updated = normaliseTimestamp(raw['updated_at']);
    if (updated === null)
        return bad('updated_at');
    // An empty repository has pushed_at null; it has nothing to show a digest reader.
    const pushed = normaliseTimestamp(raw['pushed_at']);
    if (pushed === null)
        return bad('pushed_at');
    const topics = readTopics(raw['topics'] ?? []);
    if (topics === null)
        return bad('topics');
    const license = licenseOf(raw['license']);
    if (license === undefined || (license !== null && !fits(license, REPOSITORY_LIMITS.license)))
        return bad('license');
    return {
        ok: true,
        item: {
            id: raw['id'],
            node_id: raw['node_id'],
            name: raw['name'],
            full_name: fullName,
            owner: owner['login'],
            private: flags['private'],
            fork: flags['fork'],
            is_template: flags['is_template'],
            archived: flags['archived'],
            disabled: flags['disabled'],
            description,
            language,
            stars: raw['stargazers_count'],
            forks: raw['forks_count'],
            created_at: created,
            updated_at: updated,
            pushed_at: pushed,
            topics,
            license,
            html_url: raw['html_url'],
            api_url: raw['url'],
        },
    };
}
/** Lower-cased, trimmed, without empties and duplicates, in UTF-16 order. */
function normaliseTopics(topics) {
    const set = new Set(topics.map((t) => t.trim().toLowerCase()).filter((t) => t !== ''));
    return [...set].sort(canonical/* compareStrings */.Kt);
}
/** Name words of lists and scaffolds rather than projects ("awesome" lists, starter kits). */
const LOW_SIGNAL_NAME_WORDS = new Set([
    'awesome',
    'boilerplate',
    'starter',
    'cheatsheet',
    'cheatsheets',
]);
const LOW_SIGNAL_TOPICS = new Set([
    'awesome',
    'awesome-list',
    'awesome-lists',
    'boilerplate',
    'starter-kit',
    'starter-template',
    'cheatsheet',
    'cheatsheets',
]);
const CURATED_LIST = /\bcurated list\b/i;
function isLowSignal(item) {
    const words = item.name.toLowerCase().split(/[-_.\s]+/);
    if (words.some((w) => LOW_SIGNAL_NAME_WORDS.has(w)))
        return true;
    if (item.topics.some((t) => LOW_SIGNAL_TOPICS.has(t)))
        return true;
    return item.description !== null && CURATED_LIST.test(item.description);
}
function inWindow(timestamp, window) {
    const t = Date.parse(timestamp);
    return t >= Date.parse(window.since) && t < Date.parse(window.until);
}
/**
 * The filter a repository fails, or null when it is kept. Private repositories can appear
 * when the token sees them and never belong in a published digest; archived and disabled
 * ones are kept (the record says so). `new_repos` also drops repositories created outside
 * the window (a date-granular query can reach past a window that is not whole days).
 * README presence is not checked: it would cost one more API call per repository.
 */
function filterReason(item, shardId, window) {
    if (item.private)
        return 'private';
    if (item.fork)
        return 'fork';
    if (item.is_template)
        return 'template';
    if (item.description === null || item.description.trim() === '')
        return 'no_description';
    if (isLowSignal(item))
        return 'low_signal';
    if (shardId === 'new_repos' && !inWindow(item.created_at, window))
        return 'outside_window';
    return null;
}
/**
 * Stars gained since last week's snapshot: max(current − previous, 0) when the snapshot
 * knows the repository; all its stars when it was created inside the window (it had none
 * before); otherwise unknown (null), never guessed.
 */
function starsGained(item, window, previous) {
    const before = previous?.stars[item.full_name];
    if (before !== undefined)
        return Math.max(item.stars - before, 0);
    if (inWindow(item.created_at, window))
        return item.stars;
    return null;
}
/** The contract record: github_raw_v2's own fields plus the legacy record's identifying ones. */
function toRepository(item, stars_gained) {
    return {
        id: item.id,
        node_id: item.node_id,
        name: item.name,
        owner: item.owner,
        full_name: item.full_name,
        description: item.description,
        language: item.language,
        stars: item.stars,
        forks: item.forks,
        archived: item.archived,
        disabled: item.disabled,
        created_at: item.created_at,
        updated_at: item.updated_at,
        pushed_at: item.pushed_at,
        topics: item.topics,
        license: item.license,
        url: item.html_url,
        api_url: item.api_url,
        stars_gained,
    };
}

// EXTERNAL MODULE: ./src/github/snapshot.ts
var snapshot = __webpack_require__(81127);
;// CONCATENATED MODULE: ./src/github/shard.ts









/**
 * Pages through the response cache. Incomplete answers (GitHub's search timed out) are not
 * cached: a rerun should get the chance of a complete one.
 */
function cachedPages(client, cache) {
    return {
        async page(q, pageNo) {
            const url = client.searchUrl(q, pageNo, github_queries/* PER_PAGE */.EK);
            const source = `cached search ${(0,log/* untrusted */.bp)(q, 120)} page ${pageNo}`;
            const cached = await cache.get(url, (body) => parseSearchPage(body, source));
            if (cached)
                return cached;
            const fetched = await client.searchPage(q, pageNo, github_queries/* PER_PAGE */.EK);
            if (!fetched.page.incomplete_results)
                await cache.put(url, fetched.body);
            return fetched.page;
        },
    };
}
/** A shard that could not complete, with what it had done (for the leg diagnostics). */
class ShardError extends Error {
    code;
    queries;
    metrics;
    constructor(code, message, queries, metrics) {
        super(message);
        this.code = code;
        this.queries = queries;
        this.metrics = metrics;
        this.name = 'ShardError';
    }
}
/** Repositories of a shard so far: checked, filtered, de-duplicated, with drop reasons counted. */
class Collector {
    shardId;
    window;
    previous;
    log;
    repos = new Map();
    dropped = {};
    constructor(shardId, window, previous, log) {
        this.shardId = shardId;
        this.window = window;
        this.previous = previous;
        this.log = log;
    }
    drop(reason) {
        this.dropped[reason] = (this.dropped[reason] ?? 0) + 1;
    }
    add(raw) {
        const read = readSearchItem(raw);
        if (!read.ok) {
            this.log.warning(`A search item was skipped: ${read.problem}`);
            this.drop(read.reason);
            return;
        }
        const item = read.item;
        const reason = filterReason(item, this.shardId, this.window);
        if (reason !== null)
            return this.drop(reason);
        // Several pages or queries can find one repository, read seconds or minutes apart: the
        // later copy is kept, whatever order the answers came in.
        const copy = toRepository(item, starsGained(item, this.window, this.previous));
        const held = this.repos.get(item.full_name);
        if (held !== undefined) {
            this.drop('duplicate');
            if (laterCopy(held, copy) === held)
                return;
        }
        this.repos.set(item.full_name, copy);
    }
}
/**
 * Of two copies of one repository, the later: newest `updated_at`, then most stars (stars
 * move a repository between pages of a search sorted by them), then the greater JSON, a
 * total order on what the shard holds, so that it never depends on the order of the answers.
 */
function laterCopy(a, b) {
    if (a.updated_at !== b.updated_at)
        return a.updated_at > b.updated_at ? a : b;
    if (a.stars !== b.stars)
        return a.stars > b.stars ? a : b;
    return (0,canonical/* compareStrings */.Kt)((0,canonical/* canonicalJson */.dj)(a), (0,canonical/* canonicalJson */.dj)(b)) >= 0 ? a : b;
}
/**
 * Pages one query: per_page 100, up to maxResults (and GitHub's 1,000), stopping at an
 * empty page or when the first page's total_count is reached, so a cold cache costs at most
 * ceil(min(total, max) / 100) pages. A short page does not end the query: GitHub serves
 * short pages mid-way when its search timed out (`incomplete_results`) or it hid items.
 * `enough` may stop it early (the primary check).
 */
async function runQuery(pages, q, maxResults, onItems, enough = () => false) {
    const limit = Math.min(maxResults, github_queries/* SEARCH_RESULT_CAP */.qM);
    let fetched = 0;
    let total = 0;
    let incomplete = false;
    for (let pageNo = 1;; pageNo++) {
        const page = await pages.page(q, pageNo);
        if (pageNo === 1)
            total = page.total_count;
        incomplete ||= page.incomplete_results;
        const items = page.items.slice(0, limit - fetched);
        fetched += items.length;
        onItems(items);
        const reachable = Math.min(total, limit);
        if (enough() || fetched >= limit || page.items.length === 0 || pageNo * github_queries/* PER_PAGE */.EK >= reachable)
            break;
    }
    return {
        q,
        total_count: total,
        incomplete_results: incomplete,
        fetched,
        // Cut by max-results or GitHub's 1,000: what the limit left out, not what search lost.
        capped: total > limit,
    };
}
function diff(before, after, remaining) {
    return {
        calls_made: after.calls - before.calls,
        cache_hits: after.cacheHits - before.cacheHits,
        cache_misses: after.cacheMisses - before.cacheMisses,
        secondary_rate_limit_events: after.secondaryEvents - before.secondaryEvents,
        search_api_remaining: remaining,
    };
}
/**
 * Whether topic_primary finds at least min_repos_per_week repositories (topic_secondary
 * runs only when it does not). The secondary leg cannot see the primary leg's artifact, so
 * it pages primary's queries itself, exactly as the primary leg does (same pages, same
 * filters), and stops as soon as the minimum is reached (more pages cannot lower the
 * count): the decision equals primary's own count given the same max-results and answers.
 * The pages read are real calls (each shard has a cache of its own), and part of the least
 * calls a lone secondary leg needs. Returns the skip reason, or null when the secondary
 * queries must run, and the pages read.
 */
async function primaryFoundEnough(deps, input) {
    const min = input.minReposPerWeek;
    const check = new Collector('topic_primary', input.runContext, null, deps.log);
    const enough = () => check.repos.size >= min;
    let pages = 0;
    const counted = {
        page: (q, pageNo) => {
            pages++;
            return deps.pages.page(q, pageNo);
        },
    };
    for (const q of (0,github_queries/* shardQueries */.py)('topic_primary', input.runContext, input.topic)) {
        if (enough())
            break;
        await runQuery(counted, q, input.maxResults, (items) => items.forEach((i) => check.add(i)), enough);
    }
    if (!enough()) {
        deps.log.info(`topic_primary finds ${check.repos.size} repositories, fewer than ${min}: running the secondary queries`);
        return { skipped: null, pages };
    }
    return {
        skipped: `topic_primary found at least ${min} repositories (min_repos_per_week ${min})`,
        pages,
    };
}
async function runShard(deps, input) {
    const before = deps.meter();
    const queries = [];
    const window = input.runContext;
    try {
        const collector = new Collector(input.shardId, window, input.previous, deps.log);
        const planned = (0,github_queries/* shardQueries */.py)(input.shardId, window, input.topic);
        const check = input.shardId === 'topic_secondary' && planned.length > 0
            ? await primaryFoundEnough(deps, input)
            : { skipped: null, pages: 0 };
        const skipped = check.skipped;
        if (planned.length === 0)
            deps.log.info(`${input.shardId}: the topic config has no queries for this shard`);
        for (const q of planned) {
            if (skipped !== null) {
                queries.push({
                    q,
                    total_count: 0,
                    incomplete_results: false,
                    fetched: 0,
                    capped: false,
                    skipped,
                });
                continue;
            }
            const report = await runQuery(deps.pages, q, input.maxResults, (items) => items.forEach((i) => collector.add(i)));
            queries.push(report);
            deps.log.info(`${input.shardId}: ${(0,log/* untrusted */.bp)(q, 160)}: total_count ${report.total_count}, fetched ${report.fetched}` +
                (report.capped ? ' (capped: more results exist than were fetched)' : '') +
                (report.incomplete_results ? ' (GitHub reported incomplete_results)' : ''));
        }
        const after = deps.meter();
        const repositories = [...collector.repos.values()];
        return {
            shard: buildGithubShard({
                shardId: input.shardId,
                runContext: input.runContext,
                fan: input.fan,
                repositories,
                apiMetrics: diff(before, after, deps.searchRemaining()),
                queries,
                filterSummary: collector.dropped,
            }),
            snapshot: (0,snapshot/* buildStarSnapshot */.T8)(input.runContext.week, input.capturedAt, repositories),
            skipped,
            checkPages: check.pages,
            waitedMs: after.waitedMs - before.waitedMs,
        };
    }
    catch (error) {
        const metrics = diff(before, deps.meter(), deps.searchRemaining());
        if (error instanceof GithubError)
            throw new ShardError(error.code, error.message, queries, metrics);
        if (error instanceof github_queries/* QueryError */.lr)
            throw new ShardError('config', error.message, queries, metrics);
        throw new ShardError('internal', (0,error_message.messageOf)(error), queries, metrics);
    }
}

;// CONCATENATED MODULE: ./src/ledger/aggregate.ts
/**
 * (pure) The run metrics ledger from the legs' records: per-leg figures, nearest-rank
 * percentiles of the leg durations, the slowest legs and the critical path. Apart from the
 * measured durations it depends only on the records (sorted here), never on their order.
 */

/** How many of the slowest legs the ledger names. */
const SLOWEST_LEGS = 5;
const KIND_ORDER = { plan: 0, rss: 1, github: 2 };
function byKindThenSeq(a, b) {
    return (KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        (a.seq ?? -1) - (b.seq ?? -1) ||
        compareStrings(a.leg_id, b.leg_id));
}
function stepName(leg) {
    return leg.kind === 'plan' ? 'plan' : `${leg.kind}/${leg.leg_id}`;
}
/** Nearest rank: the smallest value with at least p % of the values at or below it. */
function percentile(sortedAscending, p) {
    if (sortedAscending.length === 0)
        throw new RangeError('percentile of no values');
    const rank = Math.max(1, Math.ceil((p / 100) * sortedAscending.length));
    return sortedAscending[rank - 1];
}
function slowestFirst(legs) {
    return [...legs].sort((a, b) => b.duration_ms - a.duration_ms ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        compareStrings(a.leg_id, b.leg_id));
}
function addStatuses(into, from) {
    for (const [status, n] of Object.entries(from))
        into[status] = (into[status] ?? 0) + (n ?? 0);
}
function totals(legs) {
    const sum = (f) => legs.reduce((n, l) => n + f(l), 0);
    const statuses = {};
    for (const leg of legs)
        addStatuses(statuses, leg.http_status);
    const keys = Object.keys(statuses).sort(compareStrings);
    return {
        items: sum((l) => l.items),
        bytes: sum((l) => l.bytes),
        retries: sum((l) => l.retries),
        http_status: Object.fromEntries(keys.map((k) => [k, statuses[k]])),
        api_calls: sum((l) => l.api_calls),
        cache_hits: sum((l) => l.cache_hits),
        rate_limit_waits: sum((l) => l.rate_limit_waits),
    };
}
function criticalPath(input, slowest) {
    const path = [];
    if (input.plan !== null)
        path.push({ step: 'plan', duration_ms: input.plan.duration_ms });
    if (slowest !== undefined)
        path.push({ step: stepName(slowest), duration_ms: slowest.duration_ms });
    path.push({ step: 'fan-in', duration_ms: Math.max(0, Math.round(input.fanInMs)) });
    return path;
}
function buildRunLedger(input) {
    const legs = [...input.legs].sort(byKindThenSeq);
    const ranked = slowestFirst(legs);
    const durations = legs.map((l) => l.duration_ms).sort((a, b) => a - b);
    const path = criticalPath(input, ranked[0]);
    return {
        schema_version: 'run_metrics_v1',
        run_id: input.runId,
        week: input.week,
        plan: input.plan,
        legs,
        fan_in: { duration_ms: Math.max(0, Math.round(input.fanInMs)) },
        run: {
            legs: legs.length,
            leg_duration_ms: durations.length === 0
                ? null
                : {
                    p50: percentile(durations, 50),
                    p95: percentile(durations, 95),
                    max: durations.at(-1),
                },
            slowest: ranked
                .slice(0, SLOWEST_LEGS)
                .map((l) => ({ step: stepName(l), duration_ms: l.duration_ms })),
            critical_path: path,
            critical_path_ms: path.reduce((n, s) => n + s.duration_ms, 0),
        },
        totals: totals(legs),
        left_out: [...input.leftOut].sort((a, b) => compareStrings(a.artifact, b.artifact)),
    };
}

;// CONCATENATED MODULE: ./src/ledger/names.ts
/**
 * Where a leg's metrics record travels: an artifact of its own, `metrics-<kind>-<id>-a<N>`
 * holding one file `metrics-<kind>-<id>.json`. Its name starts with neither `rss-` nor
 * `github-`, so the fan-in's leg validation never mistakes it for a leg.
 */

const names_METRICS_PREFIX = 'metrics-';
function names_legMetricsBase(kind, legId) {
    return kind === 'plan' ? `${names_METRICS_PREFIX}plan` : `${names_METRICS_PREFIX}${kind}-${legId}`;
}
function legMetricsArtifactName(record) {
    return (0,artifacts/* attemptName */.LZ)(names_legMetricsBase(record.kind, record.leg_id), record.attempt);
}
function names_legMetricsFileName(record) {
    return `${names_legMetricsBase(record.kind, record.leg_id)}.json`;
}
/** `{week}-metrics.json`, written next to the canonical outputs. */
function runMetricsFileName(week) {
    return `${week}-metrics.json`;
}

;// CONCATENATED MODULE: ./src/ledger/collect.ts
/**
 * The fan-in's side of the ledger: reads every `metrics-…` artifact of the run, keeps for
 * each leg the newest attempt whose record is valid and belongs to this run's plan, and
 * says why each other one was left out. A record is untrusted input: size-limited, parsed
 * strictly, validated against leg_metrics_v1, and checked against the plan.
 */






/** A metrics record is a few hundred bytes: anything past this is not one. */
const MAX_RECORD_BYTES = (/* unused pure expression or super */ null && (64 * 1024));
/** The attempt-less base of a metrics artifact name (`metrics-rss-techcrunch`), or null. */
function baseOf(name) {
    const m = /^(.*)-a[1-9][0-9]*$/u.exec(name);
    return m !== null && m[1].startsWith(METRICS_PREFIX) ? m[1] : null;
}
/** The record in artifact `name`, or why it cannot be joined. */
async function readRecord(store, name, base, runId, seats) {
    let files;
    try {
        files = await store.download(name, { maxBytes: MAX_RECORD_BYTES, maxFiles: 1 });
    }
    catch (error) {
        return `cannot be read: ${messageOf(error)}`;
    }
    const [[file, bytes] = ['', Buffer.alloc(0)]] = [...files];
    let value;
    try {
        value = parseStrict(bytes, { source: file, maxBytes: MAX_RECORD_BYTES });
    }
    catch (error) {
        return `is not JSON: ${messageOf(error)}`;
    }
    const result = validate('leg_metrics_v1', value);
    if (!result.ok) {
        const first = result.errors[0];
        return `fails leg_metrics_v1 at ${first?.pointer || '/'}: ${first?.message ?? 'invalid'}`;
    }
    const record = value;
    if (legMetricsBase(record.kind, record.leg_id) !== base || file !== legMetricsFileName(record))
        return `its record is of ${record.kind} ${record.leg_id}, not of the artifact's leg`;
    if (parseAttemptName(name, base) !== record.attempt)
        return `its record says attempt ${record.attempt}`;
    if (record.run_id !== runId)
        return `is of run ${record.run_id}, not ${runId}`;
    if (record.kind === 'plan')
        return record;
    const seat = seats.get(`${record.kind}/${record.leg_id}`);
    if (seat === undefined)
        return `${record.kind} leg ${record.leg_id} is not in the plan`;
    if (seat.fan_id !== record.fan_id || seat.seq !== record.seq)
        return `its fan_id and seq differ from the plan's (${seat.fan_id}, ${seat.seq})`;
    return record;
}
/**
 * Every metrics artifact of the store, newest attempt first for each leg; an attempt left
 * out falls back to the previous one, and each one left out is reported.
 */
async function collectLedger(store, runId, seats) {
    const byBase = new Map();
    for (const { name } of await store.list()) {
        const base = baseOf(name);
        if (base !== null)
            byBase.set(base, [...(byBase.get(base) ?? []), name]);
    }
    // Each leg's attempts are read newest first; legs are read concurrently (one download
    // each on GitHub) and joined in the order of their names.
    const bases = [...byBase.keys()].sort(compareStrings);
    const perLeg = await runPool(bases, READ_CONCURRENCY, (base) => newestValid(store, byBase.get(base), base, runId, seats));
    const out = { plan: null, legs: [], leftOut: [] };
    for (const { record, leftOut } of perLeg) {
        out.leftOut.push(...leftOut);
        if (record === null)
            continue;
        if (record.kind === 'plan')
            out.plan = record;
        else
            out.legs.push(record);
    }
    return out;
}
/** Metrics records read at once. */
const READ_CONCURRENCY = 8;
/** The newest attempt of one leg whose record is valid, and why each newer one was not. */
async function newestValid(store, attempts, base, runId, seats) {
    const names = [...attempts];
    const leftOut = [];
    while (names.length > 0) {
        const newest = newestAttempt(names, base);
        names.splice(names.indexOf(newest.name), 1);
        const record = await readRecord(store, newest.name, base, runId, seats);
        if (typeof record !== 'string')
            return { record, leftOut };
        leftOut.push({ artifact: newest.name, reason: record.slice(0, 500) });
    }
    return { record: null, leftOut };
}

;// CONCATENATED MODULE: ./src/ledger/publish.ts
/**
 * A leg's side of the ledger: uploads its metrics record as an artifact of its own. The
 * ledger is observability, not data: a failed upload is one warning, never a failed leg.
 */




async function publishLegMetrics(store, record, log) {
    const name = legMetricsArtifactName(record);
    try {
        await store.upload(name, [
            { name: names_legMetricsFileName(record), data: (0,canonical/* canonicalJson */.dj)(record) + '\n' },
        ]);
    }
    catch (error) {
        // The same attempt run again into one directory: its first record stays.
        if (error instanceof artifacts/* ArtifactError */.nE && error.code === 'exists') {
            log.info(`Metrics record ${name} already exists: kept`);
            return name;
        }
        log.warning(`Could not upload the metrics record ${name}: ${(0,error_message.messageOf)(error)}`);
        return null;
    }
    log.info(`Uploaded metrics record ${name}`);
    return name;
}

;// CONCATENATED MODULE: ./src/ledger/record.ts
/** A count: a finite number made a non-negative integer (a measurement is never negative). */
function count(value) {
    return value === undefined || !Number.isFinite(value) ? 0 : Math.max(0, Math.round(value));
}
function legMetricsRecord(m) {
    const frame = m.fan.at(-1);
    return {
        schema_version: 'leg_metrics_v1',
        run_id: m.runId,
        kind: m.kind,
        leg_id: m.legId,
        fan_id: m.kind === 'plan' ? null : (frame?.fan_id ?? null),
        seq: m.kind === 'plan' ? null : (frame?.seq ?? null),
        attempt: m.attempt,
        correlation_id: m.correlationId,
        status: m.status,
        duration_ms: count(m.durationMs),
        items: count(m.items),
        bytes: count(m.bytes),
        retries: count(m.retries),
        http_status: Object.fromEntries(Object.entries(m.httpStatus ?? {}).map(([status, n]) => [status, count(n)])),
        api_calls: count(m.apiCalls),
        cache_hits: count(m.cacheHits),
        rate_limit_waits: count(m.rateLimitWaits),
    };
}

;// CONCATENATED MODULE: ./src/ledger/index.ts






// EXTERNAL MODULE: ./src/runtime/index.ts + 1 modules
var runtime = __webpack_require__(57343);
;// CONCATENATED MODULE: ./src/actions/crawl-github-shard/diagnostics.ts
const DIAGNOSTICS_SCHEMA = 'github_leg_diagnostics_v1';
function diagnosticsFileName(shardId) {
    return `github-${shardId}-diagnostics.json`;
}
function diagnosticsArtifactBase(shardId) {
    return `github-${shardId}-diagnostics`;
}
function buildLegDiagnostics(parts) {
    return {
        schema_version: DIAGNOSTICS_SCHEMA,
        shard_id: parts.shardId,
        run_id: parts.runContext.run_id,
        week: parts.runContext.week,
        attempt: parts.attempt,
        correlation_id: parts.correlationId,
        fan: parts.fan,
        required: parts.required,
        status: 'failed',
        error: { code: parts.code, message: parts.message },
        api_metrics: { ...parts.metrics },
        queries: [...parts.queries],
    };
}

;// CONCATENATED MODULE: ./src/okf/errors.ts
// One error type for every OKF failure, so the CLI and the actions can name the problem
// (and tests can branch on it) without parsing messages.
class OkfError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = 'OkfError';
    }
}
/** JSON-quoted and cut: safe to put untrusted text (a field name, a ref) in a message. */
function errors_quoted(text, max = 80) {
    const cut = text.length > max ? `${text.slice(0, max)}…` : text;
    return JSON.stringify(cut);
}

;// CONCATENATED MODULE: ./src/actions/shared/for-input.ts





/**
 * Where a config error's annotation points: the file as the input named it, relative to the
 * workspace (GitHub shows an annotation on a file only by its path in the repository; an
 * absolute path or one leaving the workspace names no file there), and the line and column
 * when the parser knows them.
 */
function configAnnotation(error) {
    const file = error.file;
    const inWorkspace = file !== '' &&
        !(0,external_node_path_.isAbsolute)(file) &&
        !/^\.\.([\\/]|$)/.test((0,external_node_path_.normalize)(file)) &&
        !/[\0\r\n]/.test(file);
    if (!inWorkspace)
        return undefined;
    return {
        file: (0,external_node_path_.normalize)(file).split(external_node_path_.sep).join('/'),
        ...(error.position
            ? { startLine: error.position.line, startColumn: error.position.column }
            : {}),
    };
}
/**
 * Runs fn, turning a problem with a file or value an input named into the InputError of that
 * input, so the action fails with one line that names it.
 */
async function forInput(input, fn) {
    try {
        return await fn();
    }
    catch (error) {
        throw asInputError(input, error);
    }
}
/** {@link forInput} for a check that does not wait (parsing an input's value). */
function forInputSync(input, fn) {
    try {
        return fn();
    }
    catch (error) {
        throw asInputError(input, error);
    }
}
/** The InputError of `input` for a problem it named, or the error itself for any other. */
function asInputError(input, error) {
    if (error instanceof errors_ConfigError)
        return new runtime/* InputError */.dz(input, error.message, configAnnotation(error));
    if (error instanceof errors/* RunContextError */.z)
        return new runtime/* InputError */.dz(error.input, error.problem);
    if (error instanceof OkfError)
        return new runtime/* InputError */.dz(input, error.message);
    return error;
}

;// CONCATENATED MODULE: ./src/actions/crawl-github-shard/legs.ts
/**
 * One GitHub shard leg of crawl-github-shard: the search client and its per-shard cache, the
 * shard run and its uploads (star snapshot, then the shard artifact), the leg diagnostics of
 * a shard that cannot complete, and its metrics record. Imported by main.ts only once the
 * inputs are valid: the GitHub client and its dependencies are large.
 */


















/** topic_secondary runs when topic_primary finds fewer repositories than this (config default). */
const DEFAULT_MIN_REPOS_PER_WEEK = 10;
const NO_METRICS = {
    calls_made: 0,
    cache_hits: 0,
    cache_misses: 0,
    secondary_rate_limit_events: 0,
    search_api_remaining: null,
};
function codeOf(error) {
    if (error instanceof ShardError || error instanceof GithubError)
        return error.code;
    if (error instanceof runtime/* InputError */.dz || error instanceof errors_ConfigError || error instanceof snapshot/* SnapshotError */.JC)
        return 'config';
    const code = error?.code;
    return typeof code === 'string' && /^[a-z_]+$/.test(code) ? `artifact_${code}` : 'internal';
}
/**
 * The topic config, checked against the run context's topic_config_checksum: a leg must
 * use the very bytes the run was planned with. Required only when a topic shard runs.
 */
async function loadTopic(path, runContext, legs) {
    const needed = legs.filter((l) => l.shardId === 'topic_primary' || l.shardId === 'topic_secondary');
    if (path === undefined) {
        if (needed.length > 0) {
            throw new runtime/* InputError */.dz('topic-config', `is required for ${needed.map((l) => l.shardId).join(' and ')}`);
        }
        return { queries: { primary: [], secondary: [] }, minReposPerWeek: DEFAULT_MIN_REPOS_PER_WEEK };
    }
    const loaded = await forInput('topic-config', () => loadTopicConfig(path));
    if (loaded.checksum !== runContext.topic_config_checksum) {
        throw new runtime/* InputError */.dz('topic-config', `its checksum ${loaded.checksum} differs from the run context's topic_config_checksum ${runContext.topic_config_checksum}: the run was planned with another topic config`);
    }
    const github = loaded.topic.github;
    return {
        queries: {
            primary: github?.queries?.primary ?? [],
            secondary: github?.queries?.secondary ?? [],
        },
        minReposPerWeek: github?.min_repos_per_week ?? DEFAULT_MIN_REPOS_PER_WEEK,
    };
}
/**
 * The one rate-limited search client of the process. Every request gets a span and goes to
 * `tally` for the leg's metrics record; the transport underneath is the one SearchClient
 * would use (the proxy-aware fetch of @actions/github).
 */
function openSearchClient(ctx, inputs, clock, sleep, overrides, tally) {
    return new SearchClient({
        token: inputs.token,
        apiUrl: inputs.apiUrl,
        log: ctx.log,
        signal: ctx.signal,
        now: clock,
        sleep: sleep ?? runtime/* sleep */.yy,
        maxWaitMs: inputs.maxWaitSeconds * 1000,
        requestTimeoutMs: inputs.requestTimeoutSeconds * 1000,
        ...overrides,
        fetch: (0,runtime/* instrumentFetch */.WS)((input, init) => transport(overrides?.fetch)(input, init), ctx.telemetry, tally),
    });
}
/**
 * One cache per shard: shards never share pages (see ResponseCache), so the calls and
 * counters of a shard do not depend on whether it runs alone or in the `all` mode.
 */
function shardDeps(ctx, search, shardId, cache) {
    const responses = new ResponseCache({
        ...(cache.dir === undefined ? {} : { dir: cache.dir }),
        runId: cache.runId,
        scope: shardId,
        now: cache.now,
        log: ctx.log,
    });
    const callsBefore = search.counts().calls;
    const secondaryBefore = search.counts().secondaryEvents;
    const waitedBefore = search.budget.waitedMs;
    return {
        pages: cachedPages(search, responses),
        meter: () => {
            const c = search.counts();
            return {
                calls: c.calls - callsBefore,
                cacheHits: responses.hits,
                cacheMisses: responses.misses,
                secondaryEvents: c.secondaryEvents - secondaryBefore,
                waitedMs: search.budget.waitedMs - waitedBefore,
            };
        },
        // The client is shared by the shards of `all`: what GitHub said to another shard's
        // call is not this shard's answer.
        searchRemaining: () => (search.counts().calls > callsBefore ? search.budget.remaining : null),
        log: ctx.log,
    };
}
/**
 * Every leg ends in an upload: its artifact, or its diagnostics. Loading the artifact client
 * (the Azure SDK, most of a second on a busy runner) while the search runs keeps the upload
 * of a cancelled job well inside the runner's grace period between its signal and SIGKILL.
 */
function warmArtifactClient(store) {
    if (!(store instanceof artifacts/* ActionsArtifactStore */.jE))
        return;
    // Not swallowed: the upload imports the same module and reports its failure, if any.
    __webpack_require__.e(/* import() */ 656).then(__webpack_require__.bind(__webpack_require__, 56656)).catch(() => undefined);
}
async function runLeg(ctx, store, shardDeps, leg, run) {
    try {
        const outcome = await ctx.phase(`shard ${leg.shardId}`, () => runShard(shardDeps, {
            shardId: leg.shardId,
            runContext: run.runContext,
            fan: leg.fan,
            topic: run.topic.queries,
            minReposPerWeek: run.topic.minReposPerWeek,
            maxResults: run.inputs.maxResults,
            previous: run.previous,
            capturedAt: formatTimestamp(run.now()),
        }));
        if (outcome.skipped !== null)
            ctx.log.info(`${leg.shardId}: queries skipped: ${outcome.skipped}`);
        // Our own output is checked like anyone's: a bug here must not reach the fan-in.
        const shard = (0,contracts/* assertValid */.pP)('github_shard_v1', outcome.shard, `the ${leg.shardId} shard`);
        const snapshotArtifact = (0,artifacts/* attemptName */.LZ)(`stars-${leg.shardId}`, run.attempt);
        await store.upload(snapshotArtifact, [
            { name: `${run.runContext.week}-stars.json`, data: (0,canonical/* canonicalJson */.dj)(outcome.snapshot) + '\n' },
        ]);
        // Last: a present shard artifact implies its snapshot is there too.
        const artifact = (0,artifacts/* legArtifactName */.As)('github', leg.shardId, run.attempt);
        await store.upload(artifact, [
            { name: `github-${leg.shardId}.json`, data: (0,canonical/* canonicalJson */.dj)(shard) + '\n' },
        ]);
        ctx.log.info(`${leg.shardId}: ${shard.repositories.length} repositories, ${shard.api_metrics.calls_made} calls, uploaded ${artifact}`);
        return { leg, ok: true, outcome, artifact, snapshotArtifact };
    }
    catch (error) {
        if (error instanceof ShardError) {
            return {
                leg,
                ok: false,
                code: error.code,
                message: error.message,
                metrics: error.metrics,
                queries: error.queries,
            };
        }
        return {
            leg,
            ok: false,
            code: codeOf(error),
            message: (0,error_message.messageOf)(error),
            metrics: NO_METRICS,
            queries: [],
        };
    }
}
/** Writes the diagnostics to RUNNER_TEMP and uploads them; failing here is logged, the exit code is already non-zero. */
async function writeDiagnostics(ctx, store, failure, runContext, attempt) {
    const diagnostics = buildLegDiagnostics({
        shardId: failure.leg.shardId,
        runContext,
        attempt,
        correlationId: ctx.correlationId,
        fan: failure.leg.fan,
        required: failure.leg.required,
        code: failure.code,
        message: failure.message,
        metrics: failure.metrics,
        queries: failure.queries,
    });
    const file = diagnosticsFileName(failure.leg.shardId);
    const data = (0,canonical/* canonicalJson */.dj)(diagnostics) + '\n';
    const dir = ctx.env['RUNNER_TEMP'] || (0,external_node_os_.tmpdir)();
    try {
        await (0,canonical/* writeFileAtomic */.Zf)((0,external_node_path_.join)(dir, file), data);
        await store.upload((0,artifacts/* attemptName */.LZ)(diagnosticsArtifactBase(failure.leg.shardId), attempt), [
            { name: file, data },
        ]);
        ctx.log.info(`${failure.leg.shardId}: no shard artifact; diagnostics in ${(0,external_node_path_.join)(dir, file)}`);
    }
    catch (error) {
        ctx.log.warning(`${failure.leg.shardId}: could not write the leg diagnostics: ${(0,runtime/* untrusted */.bp)((0,error_message.messageOf)(error))}`);
    }
}
/** The fetch SearchClient would use by default, unless the caller gave one. */
function transport(given) {
    return given ?? utils/* defaults */.NT.request?.fetch ?? globalThis.fetch;
}
/** The shard's counters, and its metrics record for the run ledger. */
async function publishShardMetrics(ctx, store, r, measured) {
    const m = r.ok ? r.outcome.shard.api_metrics : r.metrics;
    const attributes = { 'squadscope.shard_id': r.leg.shardId };
    ctx.telemetry.count('api.calls', m.calls_made, attributes);
    ctx.telemetry.count('cache.hits', m.cache_hits, attributes);
    ctx.telemetry.count('rate_limit.waits', m.secondary_rate_limit_events, attributes);
    await publishLegMetrics(store, legMetricsRecord({
        runId: measured.runId,
        kind: 'github',
        legId: r.leg.shardId,
        fan: r.leg.fan,
        attempt: measured.attempt,
        correlationId: ctx.correlationId,
        status: r.ok ? 'success' : 'failed',
        durationMs: measured.durationMs,
        items: r.ok ? r.outcome.shard.repositories.length : 0,
        bytes: measured.tally.bytes,
        httpStatus: measured.tally.statuses(),
        apiCalls: m.calls_made,
        cacheHits: m.cache_hits,
        rateLimitWaits: m.secondary_rate_limit_events,
    }), ctx.log);
}


/***/ }),

/***/ 81127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JC: () => (/* binding */ SnapshotError),
/* harmony export */   T8: () => (/* binding */ buildStarSnapshot),
/* harmony export */   Tx: () => (/* binding */ assertEarlierWeek),
/* harmony export */   _k: () => (/* binding */ parseStarSnapshot),
/* harmony export */   kL: () => (/* binding */ mergeStarSnapshots),
/* harmony export */   qB: () => (/* binding */ MAX_SNAPSHOT_BYTES)
/* harmony export */ });
/* harmony import */ var _contracts_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30987);
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44730);


class SnapshotError extends Error {
    constructor(message) {
        super(message);
        this.name = 'SnapshotError';
    }
}
/** Snapshots of thousands of repositories are a few hundred KB; refuse anything absurd. */
const MAX_SNAPSHOT_BYTES = 32 * 1024 * 1024;
/**
 * This week's snapshot of `repos`. A name seen twice keeps its highest count, so the result
 * does not depend on the order of the input.
 */
function buildStarSnapshot(week, capturedAt, repos) {
    const stars = new Map();
    for (const r of repos)
        stars.set(r.full_name, Math.max(stars.get(r.full_name) ?? 0, r.stars));
    return {
        week,
        captured_at: capturedAt,
        repository_count: stars.size,
        stars: Object.fromEntries(stars),
    };
}
/**
 * Parses and validates snapshot bytes (strict JSON: duplicate names would be ambiguous).
 * Bytes that are no snapshot are a SnapshotError, whatever is wrong with them: the file
 * is the user's input, not an artifact of the run.
 */
function parseStarSnapshot(bytes, source) {
    let snapshot;
    try {
        const value = (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseStrict */ .z3)(bytes, { maxBytes: MAX_SNAPSHOT_BYTES, source });
        snapshot = (0,_contracts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .assertValid */ .pP)('star_snapshot_v1', value, source);
    }
    catch (error) {
        if (error instanceof _canonical_index_js__WEBPACK_IMPORTED_MODULE_1__/* .StrictJsonError */ .U7 || error instanceof _contracts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ContractError */ .Vl) {
            throw new SnapshotError(error.message);
        }
        throw error;
    }
    const count = Object.keys(snapshot.stars).length;
    if (snapshot.repository_count !== count) {
        throw new SnapshotError(`${source}: repository_count is ${snapshot.repository_count} but stars lists ${count} repositories`);
    }
    return snapshot;
}
/**
 * One snapshot from several of the same week (the four shards of last week each upload
 * theirs): the union, highest count per repository, latest captured_at.
 */
function mergeStarSnapshots(snapshots) {
    const first = snapshots[0];
    if (first === undefined)
        throw new SnapshotError('no star snapshot to merge');
    const other = snapshots.find((s) => s.week !== first.week);
    if (other) {
        throw new SnapshotError(`star snapshots of different weeks cannot be merged: ${first.week} and ${other.week}`);
    }
    const entries = snapshots.flatMap((s) => Object.entries(s.stars).flatMap(([full_name, stars]) => stars === undefined ? [] : [{ full_name, stars }]));
    const capturedAt = snapshots.map((s) => s.captured_at).reduce((a, b) => (b > a ? b : a));
    return buildStarSnapshot(first.week, capturedAt, entries);
}
/**
 * A previous snapshot must be of an earlier week than the run: comparing a week with itself
 * would report zero gains everywhere. ISO weeks `YYYY-Www` order correctly as strings.
 */
function assertEarlierWeek(snapshot, runWeek, source) {
    if (!(snapshot.week < runWeek)) {
        throw new SnapshotError(`${source} is the star snapshot of ${snapshot.week}, not of a week before the run's ${runWeek}`);
    }
}


/***/ })

};
