export const id = 621;
export const ids = [621];
export const modules = {

/***/ 26621:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  loadSourceConfig: () => (/* reexport */ loadSourceConfig),
  loadTopicConfig: () => (/* reexport */ loadTopicConfig)
});

// UNUSED EXPORTS: ConfigError, DEFAULT_RELEVANCE_THRESHOLD, MAX_CONFIG_BYTES, MAX_CONFIG_DEPTH, SOURCE_DEFAULTS, checkQueryTemplates, decodeConfigText, detectFormat, emptyScrapeState, loadScrapeState, parseConfigBytes, parseScrapeState, parseSourceConfig, parseTopicConfig, readConfigBytes, resolveConfigPath

// EXTERNAL MODULE: ./src/config/errors.ts
var errors = __webpack_require__(37827);
;// CONCATENATED MODULE: ./src/config/limits.ts
/** Largest accepted configuration file (source config, topic config, scrape state). */
const MAX_CONFIG_BYTES = 1024 * 1024;
/** Nesting limit for configuration values: the contracts need 4 levels at most. */
const MAX_CONFIG_DEPTH = 32;
/** Defaults of a source entry (source_config_v1), applied by the loader. */
const SOURCE_DEFAULTS = { active: true, interval_hours: 168, required: false };
/** Default relevance threshold of the topic config (topic_config_v1). */
const DEFAULT_RELEVANCE_THRESHOLD = 0.4;
/** Most aliases a YAML config may hold (each expanded at most this many times, too). */
const MAX_CONFIG_ALIASES = 100;

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(44730);
// EXTERNAL MODULE: ./src/runtime/untrusted.ts
var untrusted = __webpack_require__(63634);
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
        throw new errors/* ConfigError */.xL(file, 'is not valid UTF-8');
    }
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
/** Parses config bytes as `format` (default: detected from the name and content). */
function parse_parseConfigBytes(file, bytes, format) {
    const text = decodeConfigText(file, bytes);
    if (text.trim() === '')
        throw new errors/* ConfigError */.xL(file, 'is empty');
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
            const position = error.offset === undefined ? undefined : (0,errors/* positionAt */.t$)(text, error.offset);
            throw new errors/* ConfigError */.xL(file, `is not valid JSON: ${(0,untrusted/* oneLine */.TN)(error.message, Infinity)}`, position);
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
        throw new errors/* ConfigError */.xL(file, `is not valid YAML: ${depthMessage()}`);
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
        throw new errors/* ConfigError */.xL(file, `is not valid YAML: ${problem}`, position);
    }
    const problem = structureProblem(doc, lines);
    if (problem)
        throw new errors/* ConfigError */.xL(file, `is not valid YAML: ${problem[0]}`, problem[1]);
    let value;
    try {
        // maxAliasCount bounds each alias's expansion ("billion laughs"); structureProblem
        // has bounded their number and refused an alias inside the node it names.
        value = doc.toJS({ maxAliasCount: MAX_CONFIG_ALIASES });
    }
    catch (error) {
        throw new errors/* ConfigError */.xL(file, `is not valid YAML: ${(0,untrusted/* oneLine */.TN)((0,error_message/* messageOf */.b)(error), Infinity)}`);
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
            throw new errors/* ConfigError */.xL(file, `${pointer || '/'} holds a lone surrogate`);
        return;
    }
    if (value === null || typeof value === 'boolean')
        return;
    if (typeof value === 'number') {
        if (!Number.isFinite(value)) {
            throw new errors/* ConfigError */.xL(file, `${pointer || '/'} is not a finite number (.inf and .nan are not accepted)`);
        }
        return;
    }
    if (typeof value === 'object' && depth >= MAX_CONFIG_DEPTH) {
        throw new errors/* ConfigError */.xL(file, `is not valid YAML: ${depthMessage()} (aliases expanded)`);
    }
    if (Array.isArray(value)) {
        value.forEach((item, i) => assertPlainData(file, item, `${pointer}/${i}`, depth + 1));
        return;
    }
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        for (const [key, item] of Object.entries(value)) {
            const at = `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            if (!key.isWellFormed())
                throw new errors/* ConfigError */.xL(file, `${at} holds a lone surrogate`);
            assertPlainData(file, item, at, depth + 1);
        }
        return;
    }
    throw new errors/* ConfigError */.xL(file, `${pointer || '/'} is not plain JSON data`);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
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
        throw new errors/* ConfigError */.xL(file, 'path is empty');
    if (file.includes('\0'))
        throw new errors/* ConfigError */.xL(file, 'path contains a NUL character');
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
        throw new errors/* ConfigError */.xL(file, problem);
    }
    try {
        const stat = await handle.stat();
        if (stat.isDirectory())
            throw new errors/* ConfigError */.xL(file, 'is a directory, not a file');
        if (!stat.isFile())
            throw new errors/* ConfigError */.xL(file, 'is not a regular file');
        if (stat.size > maxBytes) {
            throw new errors/* ConfigError */.xL(file, `is ${stat.size} bytes, over the limit of ${maxBytes}`);
        }
        const buffer = Buffer.alloc(maxBytes + 1);
        let filled = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
            if (filled > maxBytes) {
                throw new errors/* ConfigError */.xL(file, `is over the limit of ${maxBytes} bytes`);
            }
        }
        return buffer.subarray(0, filled);
    }
    catch (error) {
        // EISDIR on read (some platforms open directories fine and fail here).
        const problem = error instanceof errors/* ConfigError */.xL ? undefined : openProblem(error);
        if (problem !== undefined)
            throw new errors/* ConfigError */.xL(file, problem);
        throw error;
    }
    finally {
        await handle.close();
    }
}

// EXTERNAL MODULE: ./src/contracts/index.ts + 3 modules
var contracts = __webpack_require__(46382);
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
    throw new errors/* ConfigError */.xL(file, `is not a valid ${what}: ${listed.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`);
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
    const value = parse_parseConfigBytes(file, bytes);
    const entries = contract_checkContract(file, 'source_config_v1', 'source config', value, explain);
    const seen = new Map();
    entries.forEach((entry, index) => {
        const problem = feedUrlProblem(entry.feed_url);
        if (problem) {
            throw new errors/* ConfigError */.xL(file, `/${index}/feed_url of source "${entry.id}" ${problem}`);
        }
        const first = seen.get(entry.id);
        if (first !== undefined) {
            // Ids name artifacts and matrix legs: two sources with one id would collide.
            throw new errors/* ConfigError */.xL(file, `duplicate source id "${entry.id}" (entries ${first} and ${index})`);
        }
        seen.set(entry.id, index);
    });
    return {
        sources: entries.map((entry) => ({ ...SOURCE_DEFAULTS, ...entry })),
        checksum: (0,canonical/* checksumOfBytes */.mr)(bytes),
    };
}
/** Reads a source config file (JSON or YAML, at most 1 MiB); throws ConfigError. */
async function loadSourceConfig(path, options = {}) {
    const bytes = (await read_readConfigBytes(path, options));
    return parseSourceConfig(path, bytes);
}

;// CONCATENATED MODULE: ./src/github/queries.ts
/** Repositories below this many stars are noise for a weekly digest (the legacy crawler's bar). */
const MIN_STARS = 50;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
const DAY_MS = 86_400_000;
class QueryError extends Error {
    constructor(message) {
        super(message);
        this.name = 'QueryError';
    }
}
function parseTimestamp(value, what) {
    const m = TIMESTAMP.exec(value);
    const ms = m ? Date.parse(value) : NaN;
    // Date.parse accepts 2026-02-31; the round trip rejects it.
    if (!m || Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 19) + 'Z' !== value) {
        throw new QueryError(`${what} ${JSON.stringify(value)} is not a YYYY-MM-DDTHH:MM:SSZ timestamp`);
    }
    return ms;
}
function isoDate(ms) {
    return new Date(ms).toISOString().slice(0, 10);
}
function isoSecondsUtc(ms) {
    // GitHub's search syntax documents times as THH:MM:SS+00:00 after the date.
    return new Date(ms).toISOString().slice(0, 19) + '+00:00';
}
/**
 * The dates of a window. GitHub date ranges (`a..b`) are inclusive, the window's `until`
 * exclusive: a window of whole UTC days (the normal Monday-to-Monday week) becomes
 * `since..until-1day`; any other window keeps its times (`…T12:00:00+00:00..…`), ending
 * one second before `until`, so the query never reaches past the window.
 */
function windowDates(window) {
    const since = parseTimestamp(window.since, 'since');
    const until = parseTimestamp(window.until, 'until');
    if (until <= since) {
        throw new QueryError(`the window is empty: until ${window.until} is not after since ${window.since}`);
    }
    const wholeDays = since % DAY_MS === 0 && until % DAY_MS === 0;
    const firstDay = isoDate(since);
    const lastDay = isoDate(until - (wholeDays ? DAY_MS : 1000));
    const range = wholeDays
        ? `${firstDay}..${lastDay}`
        : `${isoSecondsUtc(since)}..${isoSecondsUtc(until - 1000)}`;
    return { firstDay, lastDay, range };
}
/** `new_repos`: created inside the window. */
function newReposQuery(window) {
    return `created:${windowDates(window).range} stars:>${MIN_STARS}`;
}
/** `trending_repos`: pushed inside the window (ranked by stars gained downstream). */
function trendingReposQuery(window) {
    return `pushed:${windowDates(window).range} stars:>${MIN_STARS}`;
}
const PLACEHOLDER = /\{([^{}]*)\}/g;
/** The placeholders a query template may hold (filled by fillTemplate). */
const QUERY_PLACEHOLDERS = (/* unused pure expression or super */ null && (['last_week', 'today']));
const KNOWN = (/* unused pure expression or super */ null && (`known: ${QUERY_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}`));
/** The first `{…}` of `template` that is not a known placeholder, or undefined. */
function unknownPlaceholder(template) {
    for (const match of template.matchAll(PLACEHOLDER)) {
        if (!QUERY_PLACEHOLDERS.includes(match[1]))
            return match[0];
    }
    return undefined;
}
/**
 * Why `template` cannot be filled, or undefined: an unknown placeholder, or a query that
 * would be empty or longer than GitHub takes. Every placeholder fills to a date of ten
 * characters, so the length is known before the window is.
 */
function queries_templateProblem(template) {
    const unknown = unknownPlaceholder(template);
    if (unknown !== undefined) {
        return `query template ${JSON.stringify(template)} has an unknown placeholder ${JSON.stringify(unknown)} (${KNOWN})`;
    }
    return queryProblem(filled(template, { last_week: 'YYYY-MM-DD', today: 'YYYY-MM-DD' }));
}
/** A filled template as it is sent: trimmed, runs of whitespace as one space. */
function filled(template, values) {
    const text = template.replace(PLACEHOLDER, (_whole, name) => values[name]);
    return text.trim().replace(/\s+/g, ' ');
}
function queryProblem(q) {
    if (q === '')
        return 'a query template is empty';
    // GitHub rejects longer search queries with 422: fail before spending a call.
    if (q.length > 256)
        return `query ${JSON.stringify(q)} is longer than GitHub's 256 characters`;
    return undefined;
}
/**
 * Fills a topic config query template. `{last_week}` is the window's first day and `{today}`
 * its last day (so `pushed:{last_week}..{today}` is exactly the window; the legacy crawler
 * filled them from the clock). Any other `{…}` is a config error, reported rather than sent
 * to GitHub as literal text (make-run-context refuses it before planning: templateProblem).
 */
function fillTemplate(template, window) {
    const problem = queries_templateProblem(template);
    if (problem !== undefined)
        throw new QueryError(problem);
    const { firstDay, lastDay } = windowDates(window);
    const q = filled(template, { last_week: firstDay, today: lastDay });
    const invalid = queryProblem(q);
    if (invalid !== undefined)
        throw new QueryError(invalid);
    return q;
}
/** The query reports a github_shard_v1 holds at most. */
const MAX_SHARD_QUERIES = 1000;
/**
 * Same query twice would fetch the same pages twice: keep the first occurrence. More than
 * a shard can report is refused before the first call, not after the last.
 */
function unique(queries) {
    const distinct = [...new Set(queries)];
    if (distinct.length > MAX_SHARD_QUERIES) {
        throw new QueryError(`the topic config gives ${distinct.length} distinct queries for one shard, more than the ${MAX_SHARD_QUERIES} a shard reports`);
    }
    return distinct;
}
/**
 * The queries of one shard, in the order they run. Topic shards without templates have no
 * queries (the shard is empty, and says so); new and trending ignore the topic config.
 */
function shardQueries(shardId, window, topic) {
    switch (shardId) {
        case 'new_repos':
            return [newReposQuery(window)];
        case 'trending_repos':
            return [trendingReposQuery(window)];
        case 'topic_primary':
            return unique(topic.primary.map((t) => fillTemplate(t, window)));
        case 'topic_secondary':
            return unique(topic.secondary.map((t) => fillTemplate(t, window)));
    }
}
/** The pages needed for `maxResults` results: GitHub serves 100 a page and 1,000 at most. */
const PER_PAGE = 100;
const SEARCH_RESULT_CAP = 1000;
function pagesFor(totalCount, maxResults) {
    const reachable = Math.min(totalCount, maxResults, SEARCH_RESULT_CAP);
    return Math.max(1, Math.ceil(reachable / PER_PAGE));
}

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









/***/ })

};
