export const id = 828;
export const ids = [828];
export const modules = {

/***/ 73828:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cli: () => (/* binding */ cli)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/local/step.ts
/**
 * Runs a dist bundle the way the GitHub runner runs a JavaScript action: a separate Node 24
 * process, inputs as INPUT_* variables (defaults from action.yml applied, unknown or missing
 * required inputs refused), GITHUB_OUTPUT / GITHUB_STEP_SUMMARY / GITHUB_ENV files, RUNNER_TEMP,
 * GITHUB_RUN_ID / GITHUB_RUN_ATTEMPT, and the exit code.
 */






/**
 * The suite's root: the folder holding actions/ and dist/. From source (src/local/) and from
 * the CLI bundle (dist/cli/) it is two levels up.
 */
const repoRoot = (0,external_node_path_.resolve)(import.meta.dirname, '..', '..');
/** The Node that runs the bundles: the project's pinned Node 24 when installed, else this one. */
const node24 = (0,external_node_fs_.existsSync)((0,external_node_path_.join)(repoRoot, 'node_modules', '.bin', 'node'))
    ? (0,external_node_path_.join)(repoRoot, 'node_modules', '.bin', 'node')
    : process.execPath;
function readActionMetadata(action) {
    const text = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(repoRoot, 'actions', action, 'action.yml'), 'utf8');
    const meta = (0,dist/* parse */.qg)(text);
    return { ...meta, inputs: meta.inputs ?? {}, outputs: meta.outputs ?? {} };
}
/** Expressions the runner would evaluate in input defaults. */
function evaluateDefault(value, env) {
    return value.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_m, expr) => {
        if (expr === 'github.token')
            return env.GITHUB_TOKEN ?? '';
        if (expr === 'github.run_attempt')
            return env.GITHUB_RUN_ATTEMPT ?? '1';
        if (expr === 'github.api_url')
            return env.GITHUB_API_URL ?? 'https://api.github.com';
        throw new Error(`the test runner cannot evaluate \${{ ${expr} }} in an input default`);
    });
}
/** INPUT_ variables exactly as the runner names them: upper case, spaces to underscores, hyphens kept. */
function inputEnv(action, inputs, env) {
    const meta = readActionMetadata(action);
    const out = {};
    for (const name of Object.keys(inputs)) {
        if (!(name in meta.inputs))
            throw new Error(`${action}: unknown input '${name}' (not in action.yml)`);
    }
    for (const [name, spec] of Object.entries(meta.inputs)) {
        let value = inputs[name];
        if (value === undefined && spec.default !== undefined)
            value = evaluateDefault(String(spec.default), env);
        if (value === undefined && spec.required)
            throw new Error(`${action}: required input '${name}' is missing`);
        if (value !== undefined)
            out[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
    }
    return out;
}
/** Parses GITHUB_OUTPUT: `name=value` lines and `name<<DELIM ... DELIM` blocks. */
function parseOutputFile(text) {
    const outputs = {};
    const lines = text.split('\n');
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i];
        if (line === '')
            continue;
        const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
        if (heredoc) {
            const [, name, delimiter] = heredoc;
            const value = [];
            for (i++; i < lines.length && lines[i] !== delimiter; i++)
                value.push(lines[i]);
            if (i >= lines.length)
                throw new Error(`GITHUB_OUTPUT: unterminated value for ${name}`);
            outputs[name] = value.join('\n');
            continue;
        }
        const eq = line.indexOf('=');
        if (eq < 0)
            throw new Error(`GITHUB_OUTPUT: malformed line ${JSON.stringify(line)}`);
        outputs[line.slice(0, eq)] = line.slice(eq + 1);
    }
    return outputs;
}
async function runStep(action, inputs, options = {}) {
    const meta = readActionMetadata(action);
    if (meta.runs.using !== 'node24')
        throw new Error(`${action}: runs.using is ${meta.runs.using}, expected node24`);
    const bundle = (0,external_node_path_.resolve)(repoRoot, 'actions', action, meta.runs.main);
    const temp = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `step-${action}-`));
    const runnerTemp = (0,external_node_path_.join)(temp, 'runner-temp');
    await (0,promises_.mkdir)(runnerTemp);
    const files = {
        GITHUB_OUTPUT: (0,external_node_path_.join)(temp, 'output'),
        GITHUB_STEP_SUMMARY: (0,external_node_path_.join)(temp, 'summary'),
        GITHUB_ENV: (0,external_node_path_.join)(temp, 'env'),
        GITHUB_STATE: (0,external_node_path_.join)(temp, 'state'),
        GITHUB_PATH: (0,external_node_path_.join)(temp, 'path'),
    };
    for (const file of Object.values(files))
        await (0,promises_.writeFile)(file, '');
    const base = {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? temp,
        TZ: 'UTC',
        CI: 'true',
        GITHUB_ACTIONS: 'true',
        GITHUB_RUN_ID: options.runId ?? '1000',
        GITHUB_RUN_ATTEMPT: String(options.attempt ?? 1),
        GITHUB_WORKSPACE: options.cwd ?? repoRoot,
        GITHUB_REPOSITORY: 'squadscope/matrix-crawl',
        GITHUB_ACTION_PATH: (0,external_node_path_.join)(repoRoot, 'actions', action),
        RUNNER_TEMP: runnerTemp,
        ...files,
        ...options.env,
    };
    const env = { ...base, ...inputEnv(action, inputs, base) };
    const started = Date.now();
    const child = (0,external_node_child_process_.spawn)(node24, [bundle], {
        cwd: options.cwd ?? repoRoot,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let sigtermAtMs;
    const sendTerm = () => {
        if (sigtermAtMs === undefined) {
            sigtermAtMs = Date.now() - started;
            child.kill('SIGTERM');
        }
    };
    child.stdout.setEncoding('utf8').on('data', (chunk) => {
        stdout += chunk;
        if (options.sigtermOn && stdout.includes(options.sigtermOn))
            sendTerm();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    const timers = [
        setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000),
        ...(options.sigtermAfterMs !== undefined ? [setTimeout(sendTerm, options.sigtermAfterMs)] : []),
    ];
    const [exitCode, signal] = await new Promise((done, fail) => {
        child.on('error', fail);
        child.on('close', (code, sig) => done([code, sig]));
    });
    timers.forEach(clearTimeout);
    try {
        return {
            exitCode,
            signal,
            stdout,
            stderr,
            outputs: parseOutputFile(await (0,promises_.readFile)(files.GITHUB_OUTPUT, 'utf8')),
            summary: await (0,promises_.readFile)(files.GITHUB_STEP_SUMMARY, 'utf8'),
            durationMs: Date.now() - started,
            runnerTemp,
            ...(sigtermAtMs === undefined ? {} : { sigtermAtMs }),
        };
    }
    finally {
        if (!options.keepTemp)
            await (0,promises_.rm)(temp, { recursive: true, force: true });
    }
}

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
;// CONCATENATED MODULE: ./src/runtime/log.ts

/**
 * Characters some readers treat as line breaks although JSON.stringify leaves them raw.
 * The runner splits on \r and \n only (JSON escapes those), but a log viewer or a later
 * consumer might not, so they are escaped too; the result stays valid JSON.
 */
const EXTRA_LINE_BREAKS = /[\u0085\u2028\u2029]/g;
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
/**
 * Makes untrusted text (feed titles, URLs, server messages) safe to log: cut to `max`
 * UTF-16 code units without splitting a surrogate pair, then JSON-quoted. The result is
 * one line that starts with `"`, so the runner can never read it as a workflow command
 * (`::add-mask::`, `::set-output::`, `::stop-commands::` …) whatever the text holds.
 */
function untrusted(text, max = 200) {
    let cut = text;
    if (text.length > max) {
        let end = Math.max(0, Math.floor(max));
        if (end > 0 &&
            isHighSurrogate(text.charCodeAt(end - 1)) &&
            isLowSurrogate(text.charCodeAt(end))) {
            end -= 1; // drop the whole character rather than leave half of it
        }
        cut = text.slice(0, end);
    }
    return JSON.stringify(cut).replace(EXTRA_LINE_BREAKS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** The characters that could start markup, break a table cell or open HTML. */
const MARKDOWN_SPECIAL = /[|\\`*_[\]<>#]/g;
/**
 * Escapes untrusted text for the job summary: line breaks become spaces (a newline ends
 * a table row) and each markdown-special character gets a backslash (CommonMark treats
 * `\<` as a literal `<`, so no HTML can be opened; GFM tables honour `\|`).
 */
function escapeMarkdown(text) {
    return text.replace(/\r\n|\r|\n/g, ' ').replace(MARKDOWN_SPECIAL, '\\$&');
}
/**
 * The logger every action uses. `info` prints its text as is: callers pass untrusted
 * parts through `untrusted()`. Annotations (warning, error) and debug lines are workflow
 * commands whose data @actions/core escapes, so they are always one line.
 */
const logger = {
    info: (message) => core/* info */.pq(message),
    debug: (message) => core/* debug */.Yz(message),
    warning: (message, props) => core/* warning */.$e(message, props),
    error: (message, props) => core/* error */.z3(message, props),
};

;// CONCATENATED MODULE: ./src/cli/crawl/demo.ts
/**
 * The demo's source config: the example sources with their feed URLs pointed at the local
 * demo server. Pure: the caller reads the template and writes the result.
 */
function isSourceList(value) {
    return (Array.isArray(value) &&
        value.length > 0 &&
        value.every((e) => typeof e === 'object' &&
            e !== null &&
            typeof e.id === 'string' &&
            typeof e.feed_url === 'string'));
}
/**
 * Each entry keeps its id, name and options; only `feed_url` changes. Entries without a
 * bundled feed are left out (a demo feed that does not exist would only show a 404).
 */
function demoSourceConfig(template, feeds, feedUrl) {
    const known = new Set(feeds);
    return template.filter((e) => known.has(e.id)).map((e) => ({ ...e, feed_url: feedUrl(e.id) }));
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/cli/crawl/options.ts
/**
 * The flags of `squadscope crawl`, parsed with node:util parseArgs. Pure: the working
 * directory and the machine's parallelism come in as parameters.
 */


const CRAWL_USAGE = `Usage: squadscope crawl [options]

Runs the whole crawl on this machine: make-run-context, every RSS leg and GitHub shard as
parallel processes, then the fan-in, with a local directory as the artifact store.

With no flags it crawls the bundled demo: five example feeds and recorded GitHub search
answers of week 2026-W23, served from 127.0.0.1 (no network, no token needed). With
--source-config but without --live, those feeds are fetched for real while the GitHub side
stays on the demo server.

Options:
  --live                  crawl the real sources and api.github.com (token from GITHUB_TOKEN);
                          the week defaults to the last finished ISO week
  --week YYYY-Www         the ISO week to crawl
  --output-dir DIR        where the canonical outputs go (default: data/raw)
  --artifact-dir DIR      the local artifact store (default: a fresh temporary directory)
  --source-config FILE    RSS sources, JSON or YAML (default: the demo's five sources served
                          locally; with --live examples/sources.json)
  --topic-config FILE     topic config, YAML (default: examples/demo/squadscope.topic.yml;
                          with --live examples/squadscope.topic.yml)
  --monolithic            one process per side (source-id all, shard-id all) instead of one per leg
  --concurrency N         legs running at once (default: 2 to 4, by CPU count)
  -h, --help              show this help
`;
const WEEK = /^\d{4}-W\d{2}$/;
/** 2 to 4 legs at once: enough to overlap network waits, few enough for a small machine. */
function defaultConcurrency(cpus) {
    return Math.min(4, Math.max(2, cpus));
}
function parseCrawlArgs(argv, cwd, cpus) {
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({
            args: argv,
            strict: true,
            allowPositionals: false,
            options: {
                live: { type: 'boolean', default: false },
                week: { type: 'string' },
                'output-dir': { type: 'string' },
                'artifact-dir': { type: 'string' },
                'source-config': { type: 'string' },
                'topic-config': { type: 'string' },
                monolithic: { type: 'boolean', default: false },
                concurrency: { type: 'string' },
                help: { type: 'boolean', short: 'h', default: false },
            },
        }));
    }
    catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
    }
    if (values.help)
        return { help: true };
    if (values.week !== undefined && !WEEK.test(values.week)) {
        return { error: `--week must be an ISO week YYYY-Www, got ${JSON.stringify(values.week)}` };
    }
    let concurrency = defaultConcurrency(cpus);
    if (values.concurrency !== undefined) {
        if (!/^\d{1,2}$/.test(values.concurrency) ||
            Number(values.concurrency) < 1 ||
            Number(values.concurrency) > 32) {
            return {
                error: `--concurrency must be an integer from 1 to 32, got ${JSON.stringify(values.concurrency)}`,
            };
        }
        concurrency = Number(values.concurrency);
    }
    for (const flag of ['output-dir', 'artifact-dir', 'source-config', 'topic-config']) {
        if (values[flag] === '')
            return { error: `--${flag} must not be empty` };
    }
    const abs = (p) => p === undefined ? undefined : (0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(cwd, p);
    return {
        help: false,
        options: {
            live: values.live,
            week: values.week,
            outputDir: abs(values['output-dir']) ?? (0,external_node_path_.resolve)(cwd, 'data', 'raw'),
            artifactDir: abs(values['artifact-dir']),
            sourceConfig: abs(values['source-config']),
            topicConfig: abs(values['topic-config']),
            monolithic: values.monolithic,
            concurrency,
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/crawl/pool.ts
/**
 * Runs tasks with at most `concurrency` in flight, in the given order, and reports each
 * result as it finishes. Results come back in input order whatever the finishing order.
 */
async function runPool(items, concurrency, task, onDone = () => { }) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
        throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
    }
    const results = new Array(items.length);
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const index = next++;
            results[index] = await task(items[index], index);
            onDone(results[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
    return results;
}

;// CONCATENATED MODULE: ./src/cli/crawl/report.ts
/**
 * What `squadscope crawl` prints: one progress line per finished step, the summary table,
 * and the reason a step failed. Pure formatting: the orchestration hands in every value.
 *
 * Text that comes from feeds, the API or a step's own messages goes through untrusted()
 * (JSON-quoted, one line): this command may itself run inside a workflow step, where a
 * line starting with `::` would be read as a workflow command.
 */

const SAFE_WORD = /^[A-Za-z0-9_.:/-]{0,80}$/;
/** A value we expect to be a plain word (status, id); anything else is quoted. */
function word(text) {
    return SAFE_WORD.test(text) ? text : untrusted(text, 80);
}
const SAFE_PATH = /^[\w./\\@+,~ -]{1,400}$/;
/** A file path as is when it is plain, quoted otherwise (a path is the user's, not a feed's, but may hold anything). */
function pathText(path) {
    return SAFE_PATH.test(path) && !/^\s|\s$/.test(path) ? path : untrusted(path, 400);
}
function seconds(s) {
    return `${s.toFixed(1)} s`;
}
function itemsOf(leg) {
    if (leg.items === null)
        return '-';
    const [one, many] = leg.kind === 'rss' ? ['article', 'articles'] : ['repository', 'repositories'];
    return `${leg.items} ${leg.items === 1 ? one : many}`;
}
/** `  rss     techcrunch              success     7 articles      1.2 s` */
function progressLine(leg) {
    const lines = [
        `  ${leg.kind.padEnd(7)} ${word(leg.id).padEnd(24)} ${word(leg.status).padEnd(9)} ${itemsOf(leg).padStart(16)}  ${seconds(leg.seconds).padStart(7)}`,
    ];
    for (const error of leg.errors)
        lines.push(`          ${untrusted(error, 300)}`);
    return lines.join('\n');
}
/**
 * The reasons a step gave for failing: its `::error::` workflow commands (decoded as the
 * runner decodes them), else the last line it wrote to stderr.
 */
function stepErrors(stdout, stderr, max = 3) {
    const errors = [];
    for (const line of stdout.split(/\r?\n/)) {
        const m = /^::error(?: [^:]*)?::(.*)$/.exec(line);
        if (m)
            errors.push(m[1].replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%'));
    }
    if (errors.length === 0) {
        const last = stderr
            .split(/\r?\n/)
            .filter((l) => l.trim() !== '')
            .at(-1);
        if (last !== undefined)
            errors.push(last.trim());
    }
    return errors.slice(0, max);
}
function table(rows, align) {
    const widths = rows[0].map((_c, i) => Math.max(...rows.map((r) => r[i].length)));
    return rows.map((row) => `  ${row.map((c, i) => (align[i] === 'r' ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ')}`.trimEnd());
}
function summaryText(s) {
    const counts = new Map();
    for (const leg of s.legs)
        counts.set(leg.status, (counts.get(leg.status) ?? 0) + 1);
    const rows = [
        ['leg', 'status', 'items', 'time'],
        ...s.legs.map((l) => [
            `${l.kind}/${word(l.id)}`,
            word(l.status),
            itemsOf(l),
            seconds(l.seconds),
        ]),
        ['fan-in', word(s.fanIn.status), '', seconds(s.fanIn.seconds)],
    ];
    const lines = [
        '',
        `Summary of ${word(s.week)} (run ${word(s.runId)})`,
        '',
        ...table(rows, ['l', 'l', 'r', 'r']),
        '',
        `  legs          ${s.legs.length} (${[...counts].map(([status, n]) => `${n} ${word(status)}`).join(', ') || 'none planned'})`,
        `  status        ${word(s.fanIn.status)}`,
        `  articles      ${s.articles ?? '-'}`,
        `  repositories  ${s.repositories ?? '-'}`,
        `  warnings      ${s.warnings.length}`,
        ...s.warnings.map((w) => `    - ${untrusted(w, 300)}`),
        ...s.fanIn.errors.map((e) => `  error         ${untrusted(e, 300)}`),
        '  outputs',
        ...(s.outputs.length > 0
            ? s.outputs.map((o) => `    ${o.label.padEnd(12)} ${pathText(o.path)}`)
            : ['    (none written)']),
        `  artifacts     ${pathText(s.artifactDir)}`,
        '',
    ];
    return lines.join('\n');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
;// CONCATENATED MODULE: ./src/cli/demo-server.ts
/**
 * The embedded default of `squadscope crawl`: a static HTTP server on 127.0.0.1 that stands in
 * for the five example feeds and for GitHub's search API, so a newcomer sees the whole crawl
 * with no network and no token. Everything it serves is read from examples/demo/ at start-up.
 *
 * It listens on 127.0.0.1 only, on DEMO_PORT when free (see DemoServerOptions.port).
 *
 * Routes (GET and HEAD):
 *   /feeds/<name>.xml             examples/demo/feeds/<name>.xml (ETag + 304 on If-None-Match)
 *   /search/repositories?q=…      a recorded search answer picked by the query's qualifiers:
 *                                 `topic:X` => github/topic-X.json (several topics: the repos in all),
 *                                 else `created:` => github/new_repos.json,
 *                                 else `pushed:` => github/trending_repos.json, else no results;
 *                                 sort=stars&order=desc|asc, page and per_page (≤ 100) as GitHub pages;
 *                                 x-ratelimit-* headers of a 30-a-minute search budget, 403 past it
 *   /rate_limit                   the budget as GitHub reports it (not counted)
 *   /                             an API root
 */




/** The ISO week the bundled feeds and search answers are written for (2026-06-01 .. 2026-06-08). */
const DEMO_WEEK = '2026-W23';
/** The clock make-run-context is pinned to in the demo: the Monday morning after the week. */
const DEMO_NOW = '2026-06-08T06:00:00Z';
/** The port the demo prefers, so that `npm run demo` gives the same bytes every time. */
const DEMO_PORT = 47823;
const MAX_PER_PAGE = 100;
const DEFAULT_PER_PAGE = 30;
/** GitHub serves at most the first 1,000 results of a search. */
const RESULT_CAP = 1000;
const WINDOW_MS = 60_000;
const DOCS = 'https://docs.github.com/rest/search/search#search-repositories';
function isSearchItem(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const v = value;
    return typeof v['id'] === 'number' && typeof v['stargazers_count'] === 'number';
}
async function loadFeeds(dir) {
    const feeds = new Map();
    for (const file of (await (0,promises_.readdir)(dir)).filter((f) => f.endsWith('.xml')).sort()) {
        const body = await (0,promises_.readFile)((0,external_node_path_.join)(dir, file));
        const atom = /<feed[\s>]/.test(body.subarray(0, 512).toString('utf8'));
        feeds.set(file.slice(0, -'.xml'.length), {
            body,
            contentType: `${atom ? 'application/atom+xml' : 'application/rss+xml'}; charset=utf-8`,
            etag: `"${(0,external_node_crypto_.createHash)('sha256').update(body).digest('hex').slice(0, 32)}"`,
        });
    }
    return feeds;
}
/** Recorded search answers by file name without .json; a malformed one stops the start. */
async function loadSearchAnswers(dir) {
    const answers = new Map();
    for (const file of (await (0,promises_.readdir)(dir)).filter((f) => f.endsWith('.json')).sort()) {
        const value = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(dir, file), 'utf8'));
        // Not every file is a search answer (the previous star snapshot lives here too).
        if (typeof value !== 'object' || value === null || !('items' in value))
            continue;
        const items = value.items;
        if (!Array.isArray(items) || !items.every(isSearchItem)) {
            throw new Error(`demo data ${file}: items must be repository objects with id and stargazers_count`);
        }
        answers.set(file.slice(0, -'.json'.length), items);
    }
    return answers;
}
/** The recorded answer a query gets. Topic qualifiers AND together, as on GitHub. */
function pickAnswer(q, answers) {
    const topics = [...q.matchAll(/(?:^|\s)topic:"?([^\s"]+)"?/g)].map((m) => m[1].toLowerCase());
    if (topics.length > 0) {
        const [first, ...rest] = topics.map((t) => answers.get(`topic-${t}`) ?? []);
        const ids = rest.map((items) => new Set(items.map((i) => i.id)));
        return first.filter((item) => ids.every((set) => set.has(item.id)));
    }
    if (/(?:^|\s)created:/.test(q))
        return answers.get('new_repos') ?? [];
    if (/(?:^|\s)pushed:/.test(q))
        return answers.get('trending_repos') ?? [];
    return [];
}
function positiveInt(raw, fallback) {
    if (raw === null || raw === '')
        return fallback;
    if (!/^\d{1,7}$/.test(raw))
        return null;
    const n = Number(raw);
    return n >= 1 ? n : null;
}
async function startDemoServer(options) {
    const now = options.now ?? Date.now;
    const limit = options.searchLimitPerMinute ?? 30;
    const feeds = await loadFeeds((0,external_node_path_.join)(options.dataDir, 'feeds'));
    const answers = await loadSearchAnswers((0,external_node_path_.join)(options.dataDir, 'github'));
    const requests = [];
    let windowStart = now();
    let used = 0;
    let origin = '';
    const rateHeaders = () => ({
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': String(Math.max(limit - used, 0)),
        'x-ratelimit-used': String(Math.min(used, limit)),
        'x-ratelimit-reset': String(Math.ceil((windowStart + WINDOW_MS) / 1000)),
        'x-ratelimit-resource': 'search',
    });
    const json = (res, status, body, headers = {}) => {
        const text = JSON.stringify(body, null, 2) + '\n';
        res.writeHead(status, {
            'content-type': 'application/json; charset=utf-8',
            'x-github-api-version-selected': '2022-11-28',
            'x-github-media-type': 'github.v3; format=json',
            'content-length': String(Buffer.byteLength(text)),
            ...headers,
        });
        res.end(res.req.method === 'HEAD' ? undefined : text);
    };
    const search = (res, params) => {
        if (now() >= windowStart + WINDOW_MS) {
            windowStart = now();
            used = 0;
        }
        used++;
        if (used > limit) {
            return json(res, 403, {
                message: 'API rate limit exceeded for user ID 1.',
                documentation_url: DOCS,
                status: '403',
            }, rateHeaders());
        }
        const q = params.get('q');
        if (q === null || q.trim() === '') {
            return json(res, 422, {
                message: 'Validation Failed',
                errors: [{ resource: 'Search', field: 'q', code: 'missing' }],
                documentation_url: DOCS,
                status: '422',
            }, rateHeaders());
        }
        const perPage = positiveInt(params.get('per_page'), DEFAULT_PER_PAGE);
        const page = positiveInt(params.get('page'), 1);
        if (perPage === null || page === null) {
            return json(res, 422, { message: 'Validation Failed', documentation_url: DOCS, status: '422' }, rateHeaders());
        }
        const size = Math.min(perPage, MAX_PER_PAGE);
        let items = [...pickAnswer(q, answers)];
        if (params.get('sort') === 'stars') {
            const sign = params.get('order') === 'asc' ? 1 : -1;
            items.sort((a, b) => sign * (a.stargazers_count - b.stargazers_count) || a.id - b.id);
        }
        const total = items.length;
        const reachable = Math.min(total, RESULT_CAP);
        if ((page - 1) * size >= RESULT_CAP) {
            return json(res, 422, {
                message: 'Only the first 1000 search results are available',
                documentation_url: DOCS,
                status: '422',
            }, rateHeaders());
        }
        items = items.slice((page - 1) * size, Math.min(page * size, reachable));
        const lastPage = Math.max(1, Math.ceil(reachable / size));
        const link = (p, rel) => {
            const next = new URLSearchParams(params);
            next.set('page', String(p));
            return `<${origin}/search/repositories?${next.toString()}>; rel="${rel}"`;
        };
        const links = [
            ...(page > 1 ? [link(page - 1, 'prev')] : []),
            ...(page < lastPage ? [link(page + 1, 'next'), link(lastPage, 'last')] : []),
            ...(page > 1 ? [link(1, 'first')] : []),
        ];
        return json(res, 200, { total_count: total, incomplete_results: false, items }, { ...rateHeaders(), ...(links.length ? { link: links.join(', ') } : {}) });
    };
    const handle = (req, res) => {
        const url = new URL(req.url ?? '/', origin);
        res.on('finish', () => requests.push({ method: req.method ?? '', url: req.url ?? '', status: res.statusCode }));
        if (req.method !== 'GET' && req.method !== 'HEAD') {
            return json(res, 405, { message: 'Method Not Allowed', status: '405' }, { allow: 'GET, HEAD' });
        }
        const feedMatch = /^\/feeds\/([^/]+)\.xml$/.exec(url.pathname);
        if (feedMatch) {
            const feed = feeds.get(decodeURIComponent(feedMatch[1]));
            if (!feed) {
                res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
                return res.end('no such feed\n');
            }
            const headers = { etag: feed.etag, 'cache-control': 'max-age=300' };
            if (req.headers['if-none-match'] === feed.etag) {
                res.writeHead(304, headers);
                return res.end();
            }
            res.writeHead(200, {
                ...headers,
                'content-type': feed.contentType,
                'content-length': String(feed.body.length),
            });
            return res.end(req.method === 'HEAD' ? undefined : feed.body);
        }
        switch (url.pathname) {
            case '/search/repositories':
                return search(res, url.searchParams);
            case '/rate_limit': {
                const reset = Math.ceil((windowStart + WINDOW_MS) / 1000);
                const budget = {
                    limit,
                    used: Math.min(used, limit),
                    remaining: Math.max(limit - used, 0),
                    reset,
                };
                const core = { limit: 5000, used: 0, remaining: 5000, reset: reset + 3540 };
                return json(res, 200, { resources: { core, search: budget }, rate: core });
            }
            case '/':
                return json(res, 200, {
                    repository_search_url: `${origin}/search/repositories?q={query}{&page,per_page,sort,order}`,
                    rate_limit_url: `${origin}/rate_limit`,
                });
            default:
                return json(res, 404, {
                    message: 'Not Found',
                    documentation_url: 'https://docs.github.com/rest',
                    status: '404',
                });
        }
    };
    const server = (0,external_node_http_.createServer)(handle);
    const listen = (port) => new Promise((resolve, reject) => {
        const onError = (error) => reject(error);
        server.once('error', onError);
        server.listen(port, '127.0.0.1', () => {
            server.off('error', onError);
            resolve();
        });
    });
    try {
        await listen(options.port ?? 0);
    }
    catch (error) {
        if (error.code !== 'EADDRINUSE' || !options.port)
            throw error;
        await listen(0);
    }
    const { port } = server.address();
    origin = `http://127.0.0.1:${port}`;
    return {
        url: origin,
        port,
        feeds: [...feeds.keys()],
        requests,
        feedUrl: (id) => `${origin}/feeds/${encodeURIComponent(id)}.xml`,
        close: () => new Promise((resolve, reject) => {
            server.close((error) => (error ? reject(error) : resolve()));
            server.closeAllConnections();
        }),
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/crawl.ts
/**
 * `squadscope crawl`: the reusable workflow's job graph on one machine. Each step is the
 * action's own bundle, run as a separate process exactly as the runner runs it (runStep):
 * make-run-context, then every RSS leg and GitHub shard in parallel, then the fan-in, all
 * sharing one local artifact directory.
 *
 * Without --live it is the embedded default: a demo server on 127.0.0.1 serves the bundled
 * feeds and recorded GitHub search answers, so it needs no network and no token.
 */











const ACTIONS = ['make-run-context', 'crawl-rss-leg', 'crawl-github-shard', 'fan-in'];
const DEMO_DIR = (0,external_node_path_.join)(repoRoot, 'examples', 'demo');
const DEMO_SNAPSHOT = (0,external_node_path_.join)(DEMO_DIR, 'github', 'previous-stars-2026-W22.json');
/** The example configs of the repository (what --live crawls unless told otherwise). */
const LIVE_SOURCES = (0,external_node_path_.join)(repoRoot, 'examples', 'sources.json');
const LIVE_TOPIC = (0,external_node_path_.join)(repoRoot, 'examples', 'squadscope.topic.yml');
/** Environment a step may need from ours; nothing else leaks into the actions. */
const PASS_ENV_LIVE = [
    'HTTPS_PROXY',
    'HTTP_PROXY',
    'NO_PROXY',
    'https_proxy',
    'http_proxy',
    'no_proxy',
    'NODE_EXTRA_CA_CERTS',
];
const PASS_ENV_ALWAYS = ['SOURCE_DATE_EPOCH', 'ACTIONS_STEP_DEBUG', 'RUNNER_DEBUG'];
/** The bundles must be built: a clear message instead of a spawn error. */
function missingBundles() {
    const missing = [];
    for (const action of ACTIONS) {
        if (!(0,external_node_fs_.existsSync)((0,external_node_path_.join)(repoRoot, 'actions', action, 'action.yml'))) {
            missing.push(`actions/${action}/action.yml`);
            continue;
        }
        const bundle = (0,external_node_path_.resolve)(repoRoot, 'actions', action, readActionMetadata(action).runs.main);
        if (!(0,external_node_fs_.existsSync)(bundle))
            missing.push((0,external_node_path_.relative)(repoRoot, bundle));
    }
    return missing;
}
/** Adds optional inputs only where the action declares them (older bundles lack some). */
function withDeclared(action, inputs, optional) {
    const declared = readActionMetadata(action).inputs;
    const out = { ...inputs };
    for (const [name, value] of Object.entries(optional)) {
        if (value !== undefined && name in declared)
            out[name] = value;
    }
    return out;
}
/** `{"include": [{source_id|shard_id: "…", …}]}` from make-run-context, checked. */
function matrixIds(raw, key, what) {
    if (raw === undefined || raw === '')
        throw new Error(`make-run-context gave no ${what} output`);
    const parsed = JSON.parse(raw);
    const include = parsed?.include;
    if (!Array.isArray(include))
        throw new Error(`make-run-context's ${what} has no include list`);
    return include.map((entry, i) => {
        const id = entry?.[key];
        if (typeof id !== 'string' || !/^[a-z0-9][a-z0-9_-]{0,63}$/.test(id)) {
            throw new Error(`make-run-context's ${what} entry ${i} has no valid ${key}`);
        }
        return id;
    });
}
function showPath(path, cwd) {
    const rel = (0,external_node_path_.relative)(cwd, path);
    return rel !== '' && !rel.startsWith('..') && !rel.startsWith(external_node_path_.sep) ? rel : path;
}
async function countOutputs(githubPath, newsPath) {
    let articles = null;
    let repositories = null;
    if (newsPath && (0,external_node_fs_.existsSync)(newsPath)) {
        const news = JSON.parse(await (0,promises_.readFile)(newsPath, 'utf8'));
        articles = Array.isArray(news.articles) ? news.articles.length : null;
    }
    if (githubPath && (0,external_node_fs_.existsSync)(githubPath)) {
        const raw = JSON.parse(await (0,promises_.readFile)(githubPath, 'utf8'));
        const names = new Set([...(raw.new_repos ?? []), ...(raw.trending_repos ?? [])].map((r) => r.full_name));
        repositories = names.size;
    }
    return { articles, repositories };
}
function parseWarnings(raw) {
    if (!raw)
        return [];
    try {
        const value = JSON.parse(raw);
        if (!Array.isArray(value))
            return [raw];
        return value.map((w) => (typeof w === 'string' ? w : JSON.stringify(w)));
    }
    catch {
        return [raw];
    }
}
async function crawlCommand(argv, io) {
    const cwd = process.cwd();
    const parsed = parseCrawlArgs(argv, cwd, (0,external_node_os_.availableParallelism)());
    if ('error' in parsed) {
        io.stderr(`squadscope crawl: ${parsed.error}\n\n${CRAWL_USAGE}`);
        return 2;
    }
    if (parsed.help) {
        io.stdout(CRAWL_USAGE);
        return 0;
    }
    const options = parsed.options;
    const token = options.live ? io.env['GITHUB_TOKEN']?.trim() : 'demo';
    if (!token) {
        io.stderr('squadscope crawl: --live needs a GitHub token in GITHUB_TOKEN (the search API).\n');
        return 1;
    }
    const missing = missingBundles();
    if (missing.length > 0) {
        io.stderr(`squadscope crawl: missing ${missing.join(', ')}; run 'npm run build' first.\n`);
        return 1;
    }
    const scratch = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'squadscope-crawl-'));
    let server;
    try {
        // The demo answers from 127.0.0.1, on a fixed port when free (reproducible bytes).
        if (!options.live)
            server = await startDemoServer({ dataDir: DEMO_DIR, port: DEMO_PORT });
        return await crawl(options, io, cwd, scratch, token, server);
    }
    finally {
        await server?.close();
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
    }
}
async function crawl(options, io, cwd, scratch, token, server) {
    const out = (line) => io.stdout(`${line}\n`);
    const env = {};
    for (const name of [...PASS_ENV_ALWAYS, ...(options.live ? PASS_ENV_LIVE : [])]) {
        const value = io.env[name];
        if (value !== undefined)
            env[name] = value;
    }
    let sourceConfig = options.sourceConfig;
    // allow-private-network only for the generated demo config: its feeds are on 127.0.0.1.
    let privateNetwork = false;
    if (server) {
        out(`squadscope crawl: demo mode: bundled feeds and GitHub answers on ${server.url} (no network, no token)`);
        if (sourceConfig === undefined) {
            const template = JSON.parse(await (0,promises_.readFile)((0,external_node_path_.join)(DEMO_DIR, 'sources.json'), 'utf8'));
            if (!isSourceList(template))
                throw new Error('examples/demo/sources.json is not a list of sources');
            sourceConfig = (0,external_node_path_.join)(scratch, 'demo-sources.json');
            await (0,promises_.writeFile)(sourceConfig, JSON.stringify(demoSourceConfig(template, server.feeds, server.feedUrl), null, 2) + '\n');
            privateNetwork = true;
        }
        if ((options.week ?? DEMO_WEEK) !== DEMO_WEEK) {
            out(`note: the demo data covers ${DEMO_WEEK}; other weeks find little or nothing in it`);
        }
    }
    else {
        out('squadscope crawl: live mode: the real feeds and the GitHub API');
    }
    sourceConfig ??= LIVE_SOURCES;
    const topicConfig = options.topicConfig ?? (options.live ? LIVE_TOPIC : (0,external_node_path_.join)(DEMO_DIR, 'squadscope.topic.yml'));
    const pinned = !options.live && (options.week ?? DEMO_WEEK) === DEMO_WEEK;
    // A pinned clock makes the demo reproducible: same run_id, and merged_at too.
    if (pinned && env['SOURCE_DATE_EPOCH'] === undefined)
        env['SOURCE_DATE_EPOCH'] = String(Date.parse(DEMO_NOW) / 1000);
    const artifactDir = options.artifactDir ?? (await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'squadscope-artifacts-')));
    await (0,promises_.mkdir)(artifactDir, { recursive: true });
    await (0,promises_.mkdir)(options.outputDir, { recursive: true });
    out(`artifacts: ${pathText(artifactDir)}`);
    const stepTimeout = options.live ? 30 * 60_000 : 3 * 60_000;
    const step = (action, inputs) => runStep(action, inputs, { env, cwd, timeoutMs: stepTimeout });
    // 1. The plan.
    let started = Date.now();
    const plan = await step('make-run-context', {
        'source-config': sourceConfig,
        'topic-config': topicConfig,
        'artifact-dir': artifactDir,
        ...(options.week !== undefined
            ? { week: options.week }
            : options.live
                ? { 'week-offset': '-1' }
                : { week: DEMO_WEEK }),
        ...(pinned ? { now: DEMO_NOW } : {}),
    });
    if (plan.exitCode !== 0) {
        out(`plan    failed (exit ${plan.exitCode ?? plan.signal})`);
        for (const error of stepErrors(plan.stdout, plan.stderr))
            out(`          ${untrusted(error, 300)}`);
        return plan.exitCode ?? 1;
    }
    const week = plan.outputs['week'] ?? '?';
    const runId = plan.outputs['run-id'] ?? '?';
    const sources = matrixIds(plan.outputs['rss-matrix'], 'source_id', 'rss-matrix');
    const shards = matrixIds(plan.outputs['github-matrix'], 'shard_id', 'github-matrix');
    out(`plan    ${word(week)}  run ${word(runId)}  ${sources.length} RSS sources, ${shards.length} GitHub shards  (${seconds((Date.now() - started) / 1000)})`);
    // 2. The legs, in parallel processes.
    const rssInputs = (id) => ({
        kind: 'rss',
        id,
        action: 'crawl-rss-leg',
        inputs: withDeclared('crawl-rss-leg', {
            'source-id': id,
            'source-config': sourceConfig,
            'topic-config': topicConfig,
            'artifact-dir': artifactDir,
        }, { 'allow-private-network': privateNetwork ? 'true' : undefined, 'run-immediately': 'true' }),
    });
    const githubInputs = (id) => ({
        kind: 'github',
        id,
        action: 'crawl-github-shard',
        inputs: withDeclared('crawl-github-shard', {
            'shard-id': id,
            'topic-config': topicConfig,
            'artifact-dir': artifactDir,
            'github-token': token,
        }, {
            'api-url': server?.url ?? 'https://api.github.com',
            'run-immediately': 'true',
            // Last week's stars of the demo data: only for the demo week (a later snapshot is refused).
            'previous-snapshot': pinned ? DEMO_SNAPSHOT : undefined,
        }),
    });
    const legs = options.monolithic
        ? [
            ...(sources.length ? [rssInputs('all')] : []),
            ...(shards.length ? [githubInputs('all')] : []),
        ]
        : [...sources.map(rssInputs), ...shards.map(githubInputs)];
    const outcomes = await runPool(legs, options.concurrency, async (leg) => {
        const t0 = Date.now();
        let result;
        try {
            result = await step(leg.action, leg.inputs);
        }
        catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            return {
                kind: leg.kind,
                id: leg.id,
                status: 'error',
                items: null,
                seconds: (Date.now() - t0) / 1000,
                errors: [message],
            };
        }
        const count = result.outputs[leg.kind === 'rss' ? 'articles' : 'repositories'];
        const status = result.outputs['status'] || (result.exitCode === 0 ? 'success' : 'failed');
        return {
            kind: leg.kind,
            id: leg.id,
            status,
            items: count !== undefined && /^\d+$/.test(count) ? Number(count) : null,
            seconds: result.durationMs / 1000,
            errors: result.exitCode === 0 ? [] : stepErrors(result.stdout, result.stderr),
        };
    }, (outcome) => out(progressLine(outcome)));
    // 3. The fan-in.
    started = Date.now();
    const fanIn = await step('fan-in', withDeclared('fan-in', { 'artifact-dir': artifactDir, 'output-dir': options.outputDir }, { 'topic-config': topicConfig }));
    const fanInSeconds = (Date.now() - started) / 1000;
    const status = fanIn.outputs['status'] || (fanIn.exitCode === 0 ? 'complete' : 'failed');
    out(`fan-in  ${word(status)}  (${seconds(fanInSeconds)})`);
    const paths = [
        ['github', fanIn.outputs['github-path']],
        ['news', fanIn.outputs['news-path']],
        ['diagnostics', fanIn.outputs['diagnostics-path']],
    ];
    const absolute = (p) => (p ? (0,external_node_path_.resolve)(cwd, p) : undefined);
    const { articles, repositories } = await countOutputs(absolute(paths[0][1]), absolute(paths[1][1]));
    io.stdout(summaryText({
        week,
        runId,
        legs: outcomes,
        fanIn: {
            status,
            seconds: fanInSeconds,
            errors: fanIn.exitCode === 0 ? [] : stepErrors(fanIn.stdout, fanIn.stderr),
        },
        articles,
        repositories,
        warnings: parseWarnings(fanIn.outputs['warnings']),
        outputs: paths
            .filter(([, p]) => p && (0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(cwd, p)))
            .map(([label, p]) => ({ label, path: showPath((0,external_node_path_.resolve)(cwd, p), cwd) })),
        artifactDir,
    }));
    return fanIn.exitCode ?? 1;
}

// EXTERNAL MODULE: ./src/artifacts/index.ts + 8 modules
var artifacts = __webpack_require__(56211);
// EXTERNAL MODULE: ./src/canonical/index.ts + 6 modules
var canonical = __webpack_require__(79652);
// EXTERNAL MODULE: ./src/gather/index.ts + 2 modules
var gather = __webpack_require__(5482);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __webpack_require__(30987);
// EXTERNAL MODULE: ./src/fanin/reasons.ts
var reasons = __webpack_require__(17831);
;// CONCATENATED MODULE: ./src/fanin/artifacts.ts
/**
 * What the fan-in reads from the artifact store: which artifacts are legs, and the run
 * context + fan plan (newest `run-context-a<N>` attempt) when the caller gives none.
 */




const LEG_PREFIX = /^(rss|github)-/;
/**
 * Legs are `rss-<id>-a<N>` and `github-<id>-a<N>` with <id> a leg of the plan. Names of that
 * form whose id ends in `-diagnostics` (a leg's own diagnostics artifact) are not legs
 * unless the plan really has such an id. Other `rss-` / `github-` names are recorded as
 * ignored; every other name is none of the fan-in's business.
 */
function classifyArtifact(name, plan) {
    if (!LEG_PREFIX.test(name))
        return { kind: 'other' };
    const parsed = (0,artifacts/* parseLegArtifactName */.DH)(name);
    if (parsed === null)
        return { kind: 'ignored', reason: 'name' };
    const fan = plan.fans[parsed.kind];
    const leg = fan?.legs.find((l) => l.id === parsed.id);
    if (!leg) {
        if (parsed.id.endsWith('-diagnostics'))
            return { kind: 'other' };
        return {
            kind: 'ignored',
            reason: 'unknown_leg',
            fan: parsed.kind,
            id: parsed.id,
            attempt: parsed.attempt,
        };
    }
    return {
        kind: 'leg',
        fan: parsed.kind,
        id: parsed.id,
        attempt: parsed.attempt,
        seq: leg.seq,
        required: leg.required,
    };
}
/** The file inside a leg artifact: `rss-<id>.json` / `github-<id>.json`. */
function legFileName(fan, id) {
    return `${fan}-${id}.json`;
}
function parseContract(bytes, contract, what) {
    if (bytes === undefined)
        throw new reasons/* FanInSetupError */.Md(`${what} is missing`);
    let value;
    try {
        value = (0,canonical/* parseStrict */.z3)(bytes, { source: what, maxBytes: 16 * 1024 * 1024 });
    }
    catch (error) {
        if (error instanceof canonical/* StrictJsonError */.U7)
            throw new reasons/* FanInSetupError */.Md(error.message);
        throw error;
    }
    return artifacts_checkContract(contract, value, what);
}
/** `value`, once valid by `contract`; else a FanInSetupError listing its first errors. */
function artifacts_checkContract(contract, value, what) {
    const result = (0,contracts/* validate */.tf)(contract, value);
    if (!result.ok) {
        const list = result.errors.slice(0, 5).map((e) => `${e.pointer || '/'} ${e.message}`);
        throw new reasons/* FanInSetupError */.Md(`${what} is not a valid ${contract}: ${list.join('; ')}`);
    }
    return value;
}
/** Parses and validates a run context given as text or bytes (an input or a file). */
function parseRunContext(bytes, what) {
    return parseContract(Buffer.from(bytes), 'run_context_v1', what);
}
/** Parses and validates a fan plan given as text or bytes. */
function parseFanPlan(bytes, what) {
    return parseContract(Buffer.from(bytes), 'fan_plan_v1', what);
}
/**
 * Reads the newest `run-context-a<N>` artifact. `names` is the store's listing. Only the
 * files that are needed must be present.
 */
async function loadRunArtifact(store, names, need) {
    const newest = (0,artifacts/* newestAttempt */._M)(names, artifacts/* RUN_CONTEXT_ARTIFACT */.F);
    if (newest === null) {
        throw new reasons/* FanInSetupError */.Md(`no run context: give the run context${need.fanPlan ? ' and fan plan' : ''} or provide a ${artifacts/* RUN_CONTEXT_ARTIFACT */.F}-a<N> artifact`);
    }
    const files = await store.download(newest.name, { maxBytes: 32 * 1024 * 1024 });
    const result = {
        name: newest.name,
    };
    if (need.runContext) {
        result.runContext = parseContract(files.get(artifacts/* RUN_CONTEXT_FILE */.nJ), 'run_context_v1', `${newest.name}/${artifacts/* RUN_CONTEXT_FILE */.nJ}`);
    }
    if (need.fanPlan) {
        result.fanPlan = parseContract(files.get(artifacts/* FAN_PLAN_FILE */.P8), 'fan_plan_v1', `${newest.name}/${artifacts/* FAN_PLAN_FILE */.P8}`);
    }
    return result;
}
/**
 * The plan must belong to the run and be well formed: fan ids `{run_id}:rss|github`,
 * legs numbered 0..expected-1 in order, ids unique within a fan.
 */
function checkPlan(plan, runContext) {
    if (plan.run_id !== runContext.run_id) {
        throw new reasons/* FanInSetupError */.Md(`the fan plan is for run ${plan.run_id}, the run context for ${runContext.run_id}`);
    }
    for (const name of ['rss', 'github']) {
        const fan = plan.fans[name];
        if (!fan)
            continue;
        const expectedId = `${plan.run_id}:${name}`;
        if (fan.fan_id !== expectedId) {
            throw new reasons/* FanInSetupError */.Md(`fan plan: the ${name} fan id is ${JSON.stringify(fan.fan_id)}, expected ${JSON.stringify(expectedId)}`);
        }
        if (fan.expected !== fan.legs.length) {
            throw new reasons/* FanInSetupError */.Md(`fan plan: the ${name} fan expects ${fan.expected} legs but lists ${fan.legs.length}`);
        }
        const ids = new Set();
        fan.legs.forEach((leg, index) => {
            if (leg.seq !== index) {
                throw new reasons/* FanInSetupError */.Md(`fan plan: ${name} leg ${index} has seq ${leg.seq}`);
            }
            if (ids.has(leg.id))
                throw new reasons/* FanInSetupError */.Md(`fan plan: ${name} leg id ${JSON.stringify(leg.id)} appears twice`);
            ids.add(leg.id);
        });
    }
}

// EXTERNAL MODULE: ./src/runtime/errno.ts
var errno = __webpack_require__(90456);
;// CONCATENATED MODULE: ./src/fanin/files.ts
/**
 * Writing the outputs (I/O). Two guarantees:
 * * atomic: readers see the old file or all of the new one (canonical/writeFileAtomic,
 *   fed the bytes as a sequence of batches so that the news file is never held as one string);
 * * idempotent: when the file already holds the same bytes apart from the volatile parts
 *   (merged_at / crawled_at), it is left untouched, so a rerun of the same run leaves the
 *   output directory byte-identical.
 */



/** Bytes gathered before one write or compare call. */
const BATCH_BYTES = 1 << 20;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
function asBuffer(bytes) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
/**
 * The parts as byte segments of ~1 MiB, packed into reused buffers (no allocation per
 * part; byte parts are copied at once, being valid only until the next part is taken),
 * volatile parts alone. Two buffers take turns, so a segment stays valid until the one
 * after the next is pulled: a consumer may write one segment while it pulls the next
 * (writeFileAtomic does).
 */
function* segments(parts) {
    const buffers = [Buffer.allocUnsafe(BATCH_BYTES), Buffer.allocUnsafe(BATCH_BYTES)];
    let turn = 0;
    let buffer = buffers[0];
    let used = 0;
    /** The packed bytes as a segment; the other buffer takes the next ones. */
    const flush = () => {
        const segment = { bytes: buffer.subarray(0, used), volatile: false };
        turn = 1 - turn;
        buffer = buffers[turn];
        used = 0;
        return segment;
    };
    for (const part of parts) {
        if (part.volatile) {
            if (used > 0)
                yield flush();
            yield { bytes: Buffer.from(part.text, 'utf8'), volatile: true };
            continue;
        }
        if (!('bytes' in part) && part.text.length * 3 <= buffer.length - used) {
            used += buffer.write(part.text, used, 'utf8'); // fits: at most 3 bytes per UTF-16 unit
            continue;
        }
        const bytes = 'bytes' in part ? asBuffer(part.bytes) : Buffer.from(part.text, 'utf8');
        for (let from = 0; from < bytes.length;) {
            if (used === buffer.length)
                yield flush();
            const copied = bytes.copy(buffer, used, from);
            used += copied;
            from += copied;
        }
    }
    if (used > 0)
        yield flush();
}
/** The file holds these bytes, except the volatile parts, which hold some timestamp. */
async function sameApartFromVolatile(path, serialized) {
    let size;
    try {
        const info = await (0,promises_.stat)(path);
        if (!info.isFile())
            return false;
        size = info.size;
    }
    catch (error) {
        if ((0,errno/* errnoCode */.U)(error) === 'ENOENT')
            return false;
        throw error;
    }
    const handle = await (0,promises_.open)(path, 'r');
    const scratch = Buffer.allocUnsafe(BATCH_BYTES); // no segment is larger
    try {
        // Compared as the parts are produced (producing them reads and hashes the articles: it
        // is done once): a file of another length differs, or ends early or late.
        let position = 0;
        for (const segment of segments(serialized.parts())) {
            const length = segment.bytes.length;
            if (position + length > size)
                return false;
            const existing = scratch.subarray(0, length);
            const { bytesRead } = await handle.read(existing, 0, length, position);
            if (bytesRead !== length)
                return false;
            position += bytesRead;
            if (segment.volatile) {
                if (!TIMESTAMP.test(existing.toString('latin1')))
                    return false;
            }
            else if (!existing.equals(segment.bytes)) {
                return false;
            }
        }
        return position === size;
    }
    finally {
        await handle.close();
    }
}
/** The parts written beside `path`, one batch of bytes at a time, ready to be put in place. */
function preparePartsAtomic(path, serialized) {
    return (0,canonical/* prepareFileAtomic */.hN)(path, (function* () {
        for (const { bytes } of segments(serialized.parts()))
            yield bytes;
    })());
}
const NOTHING_TO_DO = async () => { };
/** Leaves an equivalent existing file untouched, else writes it beside its target. */
async function prepareOutput(path, serialized) {
    if (await sameApartFromVolatile(path, serialized)) {
        return { outcome: 'unchanged', commit: NOTHING_TO_DO, discard: NOTHING_TO_DO };
    }
    return { outcome: 'written', ...(await preparePartsAtomic(path, serialized)) };
}
/** Leaves an equivalent existing file untouched, else writes atomically. */
async function writeOutput(path, serialized) {
    const prepared = await prepareOutput(path, serialized);
    await prepared.commit();
    return prepared.outcome;
}
/**
 * Writes several outputs side by side (a small file's write and sync hide behind a large
 * one's), and puts them in place only once every one was written: when one fails, the
 * others are discarded and every target is left as it was.
 */
async function writeOutputs(outputs) {
    const prepared = await Promise.allSettled(outputs.map(({ path, serialized }) => prepareOutput(path, serialized)));
    const ready = prepared.flatMap((p) => (p.status === 'fulfilled' ? [p.value] : []));
    const failed = prepared.find((p) => p.status === 'rejected');
    if (failed) {
        await Promise.all(ready.map((p) => p.discard()));
        throw failed.reason;
    }
    for (const p of ready)
        await p.commit();
    return ready.map((p) => p.outcome);
}

;// CONCATENATED MODULE: ./src/fanin/merge-github.ts
/**
 * The repository merge (pure). Repositories are deduplicated by full_name across every
 * shard: the record with the highest stars_gained wins (null counts lowest), ties decided
 * by canonical JSON (smallest first), a total order, so the merge is associative and
 * commutative. List membership comes from the shards: `new_repos` is the union of the
 * new_repos, topic_primary and topic_secondary shards, `trending_repos` the trending
 * shard; a repository in both lists appears in both with the same (winning) record.
 */

function emptyRepoSet() {
    return { records: new Map(), newRepos: new Set(), trending: new Set() };
}
/** Negative when `a` wins over `b`. */
function compareRepoWinners(a, b) {
    const ga = a.stars_gained ?? -1;
    const gb = b.stars_gained ?? -1;
    if (ga !== gb)
        return gb - ga;
    return a === b ? 0 : (0,canonical/* compareStrings */.Kt)((0,canonical/* canonicalJson */.dj)(a), (0,canonical/* canonicalJson */.dj)(b));
}
function keep(records, repo) {
    const held = records.get(repo.full_name);
    if (held === undefined || compareRepoWinners(repo, held) < 0)
        records.set(repo.full_name, repo);
}
/** Adds one shard's repositories to `set` in place; returns `set`. */
function addShard(set, shardId, repositories) {
    const list = shardId === 'trending_repos' ? set.trending : set.newRepos;
    for (const repo of repositories) {
        keep(set.records, repo);
        list.add(repo.full_name);
    }
    return set;
}
/** The merge of two partial results (neither is modified). */
function mergeRepoSets(a, b) {
    const records = new Map(a.records);
    for (const repo of b.records.values())
        keep(records, repo);
    return {
        records,
        newRepos: new Set([...a.newRepos, ...b.newRepos]),
        trending: new Set([...a.trending, ...b.trending]),
    };
}
function listOf(set, names) {
    return [...names].sort(canonical/* compareStrings */.Kt).map((name) => set.records.get(name));
}
/** Both lists, sorted by full_name. */
function finalRepos(set) {
    return { new_repos: listOf(set, set.newRepos), trending_repos: listOf(set, set.trending) };
}

// EXTERNAL MODULE: ./src/fanin/leg-checkers.ts
var leg_checkers = __webpack_require__(6583);
// EXTERNAL MODULE: ./src/fanin/merge-news.ts
var merge_news = __webpack_require__(17704);
// EXTERNAL MODULE: ./src/fanin/leg-files.ts
var leg_files = __webpack_require__(18536);
;// CONCATENATED MODULE: ./src/contracts/generated/schemas.ts
// Generated by scripts/gen-contracts.js from schemas/*.json. Do not edit.
/* eslint-disable */
const schemas = [
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "common",
        "description": "Definitions shared by the SquadScope contracts.",
        "$defs": {
            "timestamp": {
                "description": "UTC timestamp with second precision, YYYY-MM-DDTHH:MM:SSZ.",
                "type": "string",
                "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$",
                "format": "date-time"
            },
            "week": {
                "description": "ISO 8601 week, YYYY-Www (ISO year).",
                "type": "string",
                "pattern": "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$"
            },
            "checksum": {
                "description": "sha256: followed by the lowercase hex SHA-256 digest.",
                "type": "string",
                "pattern": "^sha256:[0-9a-f]{64}$"
            },
            "sourceId": {
                "description": "Identifier of an RSS source: safe inside artifact and file names.",
                "type": "string",
                "pattern": "^[a-z0-9][a-z0-9_-]{0,63}$"
            },
            "shardId": {
                "type": "string",
                "enum": [
                    "new_repos",
                    "trending_repos",
                    "topic_primary",
                    "topic_secondary"
                ]
            },
            "count": {
                "type": "integer",
                "minimum": 0,
                "maximum": 9007199254740991
            },
            "httpUrl": {
                "type": "string",
                "format": "uri",
                "pattern": "^https?://",
                "maxLength": 2048
            },
            "fanFrame": {
                "title": "FanFrame",
                "description": "One level of fan-out: which fan this leg belongs to, its index and the fan's size.",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "fan_id",
                    "seq",
                    "expected"
                ],
                "properties": {
                    "fan_id": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 200
                    },
                    "seq": {
                        "type": "integer",
                        "minimum": 0,
                        "maximum": 1000000
                    },
                    "expected": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 1000000
                    }
                }
            },
            "fanFrames": {
                "description": "The fan frames of a leg, outermost first; inherited, never rewritten.",
                "type": "array",
                "minItems": 1,
                "maxItems": 16,
                "items": {
                    "$ref": "#/$defs/fanFrame"
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "external_news_v2",
        "title": "NewsOutput",
        "description": "data/raw/{week}-external-news.json: the merged, deduplicated, sorted articles of every source.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_context",
            "sources",
            "articles",
            "metrics",
            "warnings",
            "merged_at",
            "checksum"
        ],
        "properties": {
            "schema_version": {
                "const": 2
            },
            "run_context": {
                "$ref": "run_context_v1"
            },
            "sources": {
                "type": "object",
                "propertyNames": {
                    "$ref": "common#/$defs/sourceId"
                },
                "additionalProperties": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "status",
                        "articles_count"
                    ],
                    "properties": {
                        "status": {
                            "enum": [
                                "success",
                                "partial",
                                "failed",
                                "missing"
                            ]
                        },
                        "articles_count": {
                            "$ref": "common#/$defs/count"
                        },
                        "error": {
                            "type": "string",
                            "description": "The leg's error code, or the fan-in's reason code when no valid artifact arrived."
                        }
                    }
                }
            },
            "articles": {
                "type": "array",
                "items": {
                    "$ref": "rss_source_v2#/$defs/article"
                }
            },
            "metrics": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "total_articles",
                    "total_relevant",
                    "sources_succeeded",
                    "sources_failed"
                ],
                "properties": {
                    "total_articles": {
                        "$ref": "common#/$defs/count"
                    },
                    "total_relevant": {
                        "$ref": "common#/$defs/count"
                    },
                    "sources_succeeded": {
                        "$ref": "common#/$defs/count"
                    },
                    "sources_failed": {
                        "$ref": "common#/$defs/count"
                    }
                }
            },
            "warnings": {
                "type": "array",
                "items": {
                    "type": "string"
                }
            },
            "merged_at": {
                "$ref": "common#/$defs/timestamp"
            },
            "checksum": {
                "$ref": "common#/$defs/checksum",
                "description": "Over the final articles array."
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "fan_in_diagnostics_v1",
        "title": "FanInDiagnostics",
        "description": "Everything the fan-in saw and decided. Written on every fan-in; the only output when it fails closed.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_id",
            "week",
            "status",
            "reason",
            "artifacts",
            "fans",
            "decisions",
            "warnings",
            "merged_at"
        ],
        "properties": {
            "schema_version": {
                "const": "fan_in_diagnostics_v1"
            },
            "run_id": {
                "type": "string"
            },
            "week": {
                "$ref": "common#/$defs/week"
            },
            "status": {
                "enum": [
                    "complete",
                    "degraded",
                    "failed"
                ]
            },
            "reason": {
                "type": [
                    "string",
                    "null"
                ],
                "description": "One line: why the fan-in failed or degraded."
            },
            "artifacts": {
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "name",
                        "verdict",
                        "errors"
                    ],
                    "properties": {
                        "name": {
                            "type": "string"
                        },
                        "fan": {
                            "enum": [
                                "rss",
                                "github"
                            ]
                        },
                        "id": {
                            "type": "string"
                        },
                        "attempt": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "seq": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "verdict": {
                            "enum": [
                                "accepted",
                                "rejected",
                                "superseded",
                                "ignored"
                            ]
                        },
                        "reason": {
                            "type": "string",
                            "description": "Reason code: parse, too_large, schema, schema_version, run_context, config_checksum, checksum, fan, consistency, superseded, duplicate, unknown_leg, name."
                        },
                        "errors": {
                            "type": "array",
                            "items": {
                                "type": "object",
                                "additionalProperties": false,
                                "required": [
                                    "code",
                                    "pointer",
                                    "message"
                                ],
                                "properties": {
                                    "code": {
                                        "type": "string"
                                    },
                                    "pointer": {
                                        "type": "string"
                                    },
                                    "message": {
                                        "type": "string"
                                    }
                                }
                            }
                        }
                    }
                }
            },
            "fans": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "fan_id",
                        "expected",
                        "closed",
                        "legs"
                    ],
                    "properties": {
                        "fan_id": {
                            "type": "string"
                        },
                        "expected": {
                            "type": "integer"
                        },
                        "closed": {
                            "type": "boolean",
                            "description": "Every expected seq arrived with a valid artifact."
                        },
                        "legs": {
                            "type": "array",
                            "items": {
                                "type": "object",
                                "additionalProperties": false,
                                "required": [
                                    "seq",
                                    "id",
                                    "required",
                                    "status",
                                    "artifact",
                                    "items"
                                ],
                                "properties": {
                                    "seq": {
                                        "type": "integer"
                                    },
                                    "id": {
                                        "type": "string"
                                    },
                                    "required": {
                                        "type": "boolean"
                                    },
                                    "status": {
                                        "enum": [
                                            "success",
                                            "partial",
                                            "failed",
                                            "missing"
                                        ]
                                    },
                                    "artifact": {
                                        "type": [
                                            "string",
                                            "null"
                                        ]
                                    },
                                    "items": {
                                        "$ref": "common#/$defs/count"
                                    },
                                    "error": {
                                        "type": "string"
                                    }
                                }
                            }
                        }
                    }
                }
            },
            "decisions": {
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "rule",
                        "outcome",
                        "detail"
                    ],
                    "properties": {
                        "rule": {
                            "type": "string"
                        },
                        "outcome": {
                            "enum": [
                                "pass",
                                "degrade",
                                "fail"
                            ]
                        },
                        "detail": {
                            "type": "string"
                        }
                    }
                }
            },
            "warnings": {
                "type": "array",
                "items": {
                    "type": "string"
                }
            },
            "merged_at": {
                "$ref": "common#/$defs/timestamp"
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "fan_plan_v1",
        "title": "FanPlan",
        "description": "The legs of a run: for each fan its id, expected leg count and legs in source-priority order.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_id",
            "fans",
            "skipped"
        ],
        "properties": {
            "schema_version": {
                "const": "fan_plan_v1"
            },
            "run_id": {
                "type": "string",
                "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$"
            },
            "fans": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                    "rss": {
                        "$ref": "#/$defs/fan"
                    },
                    "github": {
                        "$ref": "#/$defs/fan"
                    }
                }
            },
            "skipped": {
                "description": "Configured legs that are not in the plan, and why.",
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "id",
                        "reason"
                    ],
                    "properties": {
                        "id": {
                            "type": "string"
                        },
                        "reason": {
                            "type": "string"
                        }
                    }
                }
            }
        },
        "$defs": {
            "fan": {
                "title": "Fan",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "fan_id",
                    "expected",
                    "legs"
                ],
                "properties": {
                    "fan_id": {
                        "type": "string",
                        "minLength": 1
                    },
                    "expected": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 1000000
                    },
                    "legs": {
                        "type": "array",
                        "minItems": 1,
                        "items": {
                            "type": "object",
                            "additionalProperties": false,
                            "required": [
                                "seq",
                                "id",
                                "required"
                            ],
                            "properties": {
                                "seq": {
                                    "type": "integer",
                                    "minimum": 0
                                },
                                "id": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 64
                                },
                                "required": {
                                    "type": "boolean"
                                }
                            }
                        }
                    }
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "github_raw_v2",
        "title": "GithubRawOutput",
        "description": "data/raw/{week}.json: the legacy monolithic GitHub file, written identically from one process or from shards.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "week",
            "crawled_at",
            "new_repos",
            "trending_repos",
            "signals",
            "metadata"
        ],
        "properties": {
            "week": {
                "$ref": "common#/$defs/week"
            },
            "crawled_at": {
                "$ref": "common#/$defs/timestamp"
            },
            "new_repos": {
                "type": "array",
                "items": {
                    "$ref": "#/$defs/legacyRepository"
                }
            },
            "trending_repos": {
                "type": "array",
                "items": {
                    "$ref": "#/$defs/legacyRepository"
                }
            },
            "signals": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "top_topics"
                ],
                "properties": {
                    "top_topics": {
                        "type": "array",
                        "maxItems": 15,
                        "items": {
                            "type": "object",
                            "additionalProperties": false,
                            "required": [
                                "topic",
                                "count"
                            ],
                            "properties": {
                                "topic": {
                                    "type": "string"
                                },
                                "count": {
                                    "type": "integer",
                                    "minimum": 1
                                }
                            }
                        }
                    }
                }
            },
            "metadata": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "api_calls_used",
                    "cache_hits",
                    "stale_cache_hits",
                    "rate_limit_limit",
                    "rate_limit_remaining",
                    "rate_limit_reset",
                    "rate_limit_resource",
                    "partial_failures",
                    "run_id",
                    "crawl_window",
                    "crawl_config_checksum",
                    "schema_checksum",
                    "same_day_reuse",
                    "filter_summary",
                    "snapshot_path",
                    "source_refresh_policy",
                    "crawler_code_sha",
                    "run_context",
                    "shards",
                    "merged_at",
                    "artifact_checksum"
                ],
                "properties": {
                    "api_calls_used": {
                        "$ref": "common#/$defs/count"
                    },
                    "cache_hits": {
                        "$ref": "common#/$defs/count"
                    },
                    "stale_cache_hits": {
                        "$ref": "common#/$defs/count"
                    },
                    "rate_limit_limit": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    },
                    "rate_limit_remaining": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    },
                    "rate_limit_reset": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    },
                    "rate_limit_resource": {
                        "type": "string"
                    },
                    "partial_failures": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "run_id": {
                        "type": "string"
                    },
                    "crawl_window": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": [
                            "since",
                            "until"
                        ],
                        "properties": {
                            "since": {
                                "type": "string",
                                "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
                            },
                            "until": {
                                "type": "string",
                                "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
                            }
                        }
                    },
                    "crawl_config_checksum": {
                        "$ref": "common#/$defs/checksum"
                    },
                    "schema_checksum": {
                        "$ref": "common#/$defs/checksum"
                    },
                    "same_day_reuse": {
                        "type": "boolean"
                    },
                    "filter_summary": {
                        "type": "object",
                        "additionalProperties": {
                            "$ref": "common#/$defs/count"
                        }
                    },
                    "snapshot_path": {
                        "type": "string"
                    },
                    "source_refresh_policy": {
                        "type": "string"
                    },
                    "crawler_code_sha": {
                        "type": "string"
                    },
                    "run_context": {
                        "$ref": "run_context_v1"
                    },
                    "shards": {
                        "type": "object",
                        "additionalProperties": {
                            "type": "object",
                            "additionalProperties": false,
                            "required": [
                                "status",
                                "required",
                                "repositories"
                            ],
                            "properties": {
                                "status": {
                                    "enum": [
                                        "success",
                                        "missing"
                                    ]
                                },
                                "required": {
                                    "type": "boolean"
                                },
                                "repositories": {
                                    "$ref": "common#/$defs/count"
                                },
                                "reason": {
                                    "type": "string"
                                }
                            }
                        }
                    },
                    "merged_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "artifact_checksum": {
                        "$ref": "common#/$defs/checksum",
                        "description": "Over the canonical JSON of {new_repos, trending_repos}."
                    }
                }
            }
        },
        "$defs": {
            "legacyRepository": {
                "title": "LegacyRepository",
                "description": "The shard record without null stars_gained (the legacy file omits it when unknown).",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "id",
                    "node_id",
                    "name",
                    "owner",
                    "full_name",
                    "description",
                    "language",
                    "stars",
                    "forks",
                    "archived",
                    "disabled",
                    "created_at",
                    "updated_at",
                    "pushed_at",
                    "topics",
                    "license",
                    "url",
                    "api_url"
                ],
                "properties": {
                    "id": {
                        "$ref": "common#/$defs/count"
                    },
                    "node_id": {
                        "type": "string"
                    },
                    "name": {
                        "type": "string"
                    },
                    "owner": {
                        "type": "string"
                    },
                    "full_name": {
                        "type": "string"
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "language": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "stars": {
                        "$ref": "common#/$defs/count"
                    },
                    "forks": {
                        "$ref": "common#/$defs/count"
                    },
                    "archived": {
                        "type": "boolean"
                    },
                    "disabled": {
                        "type": "boolean"
                    },
                    "created_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "updated_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "pushed_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "topics": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "license": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "url": {
                        "type": "string"
                    },
                    "api_url": {
                        "type": "string"
                    },
                    "stars_gained": {
                        "$ref": "common#/$defs/count"
                    }
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "github_shard_v1",
        "title": "GithubShard",
        "description": "What one GitHub shard leg emits.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "shard_id",
            "run_context",
            "fan",
            "repositories",
            "api_metrics",
            "queries",
            "filter_summary",
            "checksum"
        ],
        "properties": {
            "schema_version": {
                "const": "github_shard_v1"
            },
            "shard_id": {
                "$ref": "common#/$defs/shardId"
            },
            "run_context": {
                "$ref": "run_context_v1"
            },
            "fan": {
                "$ref": "common#/$defs/fanFrames"
            },
            "repositories": {
                "type": "array",
                "items": {
                    "$ref": "#/$defs/repository"
                }
            },
            "api_metrics": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "calls_made",
                    "cache_hits",
                    "cache_misses",
                    "secondary_rate_limit_events",
                    "search_api_remaining"
                ],
                "properties": {
                    "calls_made": {
                        "$ref": "common#/$defs/count"
                    },
                    "cache_hits": {
                        "$ref": "common#/$defs/count"
                    },
                    "cache_misses": {
                        "$ref": "common#/$defs/count"
                    },
                    "secondary_rate_limit_events": {
                        "$ref": "common#/$defs/count"
                    },
                    "search_api_remaining": {
                        "oneOf": [
                            {
                                "$ref": "common#/$defs/count"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    }
                }
            },
            "queries": {
                "description": "Every search query the shard ran, with GitHub's own completeness report.",
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "q",
                        "total_count",
                        "incomplete_results",
                        "fetched",
                        "capped"
                    ],
                    "properties": {
                        "q": {
                            "type": "string"
                        },
                        "total_count": {
                            "$ref": "common#/$defs/count"
                        },
                        "incomplete_results": {
                            "type": "boolean"
                        },
                        "fetched": {
                            "$ref": "common#/$defs/count"
                        },
                        "capped": {
                            "type": "boolean",
                            "description": "More results existed than were fetched (max-results or GitHub's 1,000 cap)."
                        },
                        "skipped": {
                            "type": "string",
                            "description": "Why the query was not run (e.g. secondary queries when primary found enough)."
                        }
                    }
                }
            },
            "filter_summary": {
                "description": "Repositories dropped by the quality filters, counted by reason.",
                "type": "object",
                "additionalProperties": {
                    "$ref": "common#/$defs/count"
                }
            },
            "checksum": {
                "$ref": "common#/$defs/checksum"
            }
        },
        "$defs": {
            "repository": {
                "title": "Repository",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "id",
                    "node_id",
                    "name",
                    "owner",
                    "full_name",
                    "description",
                    "language",
                    "stars",
                    "forks",
                    "archived",
                    "disabled",
                    "created_at",
                    "updated_at",
                    "pushed_at",
                    "topics",
                    "license",
                    "url",
                    "api_url",
                    "stars_gained"
                ],
                "properties": {
                    "id": {
                        "$ref": "common#/$defs/count"
                    },
                    "node_id": {
                        "type": "string"
                    },
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "owner": {
                        "type": "string",
                        "minLength": 1
                    },
                    "full_name": {
                        "type": "string",
                        "pattern": "^[^/\\s]+/[^/\\s]+$"
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "language": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "stars": {
                        "$ref": "common#/$defs/count"
                    },
                    "forks": {
                        "$ref": "common#/$defs/count"
                    },
                    "archived": {
                        "type": "boolean"
                    },
                    "disabled": {
                        "type": "boolean"
                    },
                    "created_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "updated_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "pushed_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "topics": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "license": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "url": {
                        "type": "string"
                    },
                    "api_url": {
                        "type": "string"
                    },
                    "stars_gained": {
                        "oneOf": [
                            {
                                "$ref": "common#/$defs/count"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    }
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "rss_source_v2",
        "title": "RssArtifact",
        "description": "What one RSS matrix leg emits for one source (schema_version 2).",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "source_id",
            "run_context",
            "fan",
            "status",
            "articles",
            "metrics",
            "error",
            "checksum"
        ],
        "properties": {
            "schema_version": {
                "const": 2
            },
            "source_id": {
                "$ref": "common#/$defs/sourceId"
            },
            "run_context": {
                "$ref": "run_context_v1"
            },
            "fan": {
                "$ref": "common#/$defs/fanFrames"
            },
            "status": {
                "enum": [
                    "success",
                    "partial",
                    "failed"
                ]
            },
            "articles": {
                "type": "array",
                "items": {
                    "$ref": "#/$defs/article"
                }
            },
            "metrics": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "articles_fetched",
                    "articles_relevant",
                    "fetch_duration_ms",
                    "retries"
                ],
                "properties": {
                    "articles_fetched": {
                        "$ref": "common#/$defs/count"
                    },
                    "articles_relevant": {
                        "$ref": "common#/$defs/count"
                    },
                    "fetch_duration_ms": {
                        "$ref": "common#/$defs/count"
                    },
                    "retries": {
                        "$ref": "common#/$defs/count"
                    }
                }
            },
            "error": {
                "oneOf": [
                    {
                        "type": "null"
                    },
                    {
                        "$ref": "#/$defs/legError"
                    }
                ]
            },
            "checksum": {
                "$ref": "common#/$defs/checksum"
            }
        },
        "allOf": [
            {
                "if": {
                    "properties": {
                        "status": {
                            "const": "failed"
                        }
                    }
                },
                "then": {
                    "properties": {
                        "articles": {
                            "type": "array",
                            "maxItems": 0
                        },
                        "error": {
                            "$ref": "#/$defs/legError"
                        }
                    }
                },
                "else": {
                    "properties": {
                        "error": {
                            "type": "null"
                        }
                    }
                }
            }
        ],
        "$defs": {
            "legError": {
                "title": "LegError",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "code",
                    "message"
                ],
                "properties": {
                    "code": {
                        "enum": [
                            "timeout",
                            "http_status",
                            "network",
                            "parse_error",
                            "too_large",
                            "blocked_url",
                            "cancelled",
                            "invalid_feed",
                            "internal"
                        ]
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    },
                    "status": {
                        "type": "integer",
                        "minimum": 100,
                        "maximum": 599
                    }
                }
            },
            "article": {
                "title": "Article",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "url",
                    "title",
                    "published",
                    "source",
                    "relevance_score",
                    "github_urls",
                    "entities"
                ],
                "properties": {
                    "url": {
                        "$ref": "common#/$defs/httpUrl"
                    },
                    "title": {
                        "type": "string",
                        "maxLength": 2000
                    },
                    "published": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "source": {
                        "$ref": "common#/$defs/sourceId"
                    },
                    "relevance_score": {
                        "type": "number",
                        "minimum": 0,
                        "maximum": 1
                    },
                    "github_urls": {
                        "type": "array",
                        "uniqueItems": true,
                        "items": {
                            "type": "string",
                            "pattern": "^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+$"
                        }
                    },
                    "entities": {
                        "type": "array",
                        "items": {
                            "type": "string",
                            "minLength": 1,
                            "maxLength": 200
                        }
                    }
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "run_context_v1",
        "title": "RunContext",
        "description": "The immutable context every leg and the fan-in share. Exactly the nine fields of the specification.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_id",
            "week",
            "since",
            "until",
            "source_config_checksum",
            "topic_config_checksum",
            "code_sha",
            "created_at"
        ],
        "properties": {
            "schema_version": {
                "const": "run_context_v1"
            },
            "run_id": {
                "type": "string",
                "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$",
                "description": "{week}-{first 12 hex of SHA-256 over the canonical context without run_id and created_at}"
            },
            "week": {
                "$ref": "common#/$defs/week"
            },
            "since": {
                "$ref": "common#/$defs/timestamp",
                "description": "Inclusive start of the window."
            },
            "until": {
                "$ref": "common#/$defs/timestamp",
                "description": "Exclusive end of the window."
            },
            "source_config_checksum": {
                "$ref": "common#/$defs/checksum"
            },
            "topic_config_checksum": {
                "$ref": "common#/$defs/checksum"
            },
            "code_sha": {
                "type": "string",
                "pattern": "^[0-9a-f]{64}$"
            },
            "created_at": {
                "$ref": "common#/$defs/timestamp"
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "scrape_state_v1",
        "title": "ScrapeState",
        "description": "When each source last succeeded; decides which sources are due.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "sources"
        ],
        "properties": {
            "schema_version": {
                "const": "scrape_state_v1"
            },
            "sources": {
                "type": "object",
                "propertyNames": {
                    "$ref": "common#/$defs/sourceId"
                },
                "additionalProperties": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "last_scraped_at"
                    ],
                    "properties": {
                        "last_scraped_at": {
                            "$ref": "common#/$defs/timestamp"
                        }
                    }
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "source_config_v1",
        "title": "SourceConfig",
        "description": "The RSS sources, in priority order (JSON or YAML). The order decides which source wins a duplicate article.",
        "type": "array",
        "minItems": 1,
        "maxItems": 1000,
        "items": {
            "title": "SourceEntry",
            "type": "object",
            "additionalProperties": false,
            "required": [
                "id",
                "feed_url"
            ],
            "properties": {
                "id": {
                    "$ref": "common#/$defs/sourceId"
                },
                "name": {
                    "type": "string"
                },
                "feed_url": {
                    "$ref": "common#/$defs/httpUrl"
                },
                "active": {
                    "type": "boolean",
                    "default": true
                },
                "interval_hours": {
                    "type": "number",
                    "exclusiveMinimum": 0,
                    "maximum": 87600,
                    "default": 168
                },
                "required": {
                    "type": "boolean",
                    "default": false,
                    "description": "A required source that fails makes the fan-in fail closed."
                },
                "requests_per_minute": {
                    "type": "number",
                    "exclusiveMinimum": 0
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "star_snapshot_v1",
        "title": "StarSnapshot",
        "description": "data/snapshots/{week}-stars.json: star counts of one week, for next week's stars_gained.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "week",
            "captured_at",
            "repository_count",
            "stars"
        ],
        "properties": {
            "week": {
                "$ref": "common#/$defs/week"
            },
            "captured_at": {
                "$ref": "common#/$defs/timestamp"
            },
            "repository_count": {
                "$ref": "common#/$defs/count"
            },
            "stars": {
                "type": "object",
                "additionalProperties": {
                    "$ref": "common#/$defs/count"
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "topic_config_v1",
        "title": "TopicConfig",
        "description": "squadscope.topic.yml: keywords for relevance and the GitHub topic queries.",
        "type": "object",
        "additionalProperties": true,
        "required": [
            "keywords"
        ],
        "properties": {
            "topic": {
                "type": "string"
            },
            "keywords": {
                "type": "array",
                "minItems": 1,
                "items": {
                    "type": "string",
                    "minLength": 1
                }
            },
            "relevance_threshold": {
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "default": 0.4
            },
            "github": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                    "queries": {
                        "type": "object",
                        "additionalProperties": false,
                        "properties": {
                            "primary": {
                                "type": "array",
                                "items": {
                                    "type": "string",
                                    "minLength": 1
                                }
                            },
                            "secondary": {
                                "type": "array",
                                "items": {
                                    "type": "string",
                                    "minLength": 1
                                }
                            }
                        }
                    },
                    "min_repos_per_week": {
                        "type": "integer",
                        "minimum": 0
                    }
                }
            }
        }
    }
];

// EXTERNAL MODULE: ./src/fanin/record-json.ts
var record_json = __webpack_require__(27176);
;// CONCATENATED MODULE: ./src/fanin/outputs.ts
/**
 * The canonical outputs and the diagnostics, built and serialized (pure).
 *
 * An output is a sequence of parts; the parts marked volatile hold merged_at (and the
 * legacy crawled_at, which is merged_at): the only bytes allowed to differ between two
 * fan-ins of the same inputs. That is what lets an unchanged output be recognised and left
 * untouched, and lets the news file be written without ever joining its articles into one
 * string (parts are produced lazily).
 *
 * * news (`{week}-external-news.json`): canonical JSON + "\n". Its articles are the
 *   canonical JSON of articles that each passed the article schema in their leg; the
 *   envelope around them is validated here against external_news_v2 with the articles left
 *   out, so the full article set is never re-validated nor re-serialized.
 * * GitHub (`{week}.json`): the legacy monolithic file, 2-space JSON.stringify + "\n",
 *   keys in the legacy order (reference/legacy-formats.md), validated against github_raw_v2.
 * * diagnostics: canonical key order, 2-space indented for people to read.
 */





/** The run context with its keys in the specification's order (the legacy file keeps key order). */
function orderedRunContext(rc) {
    return {
        schema_version: rc.schema_version,
        run_id: rc.run_id,
        week: rc.week,
        since: rc.since,
        until: rc.until,
        source_config_checksum: rc.source_config_checksum,
        topic_config_checksum: rc.topic_config_checksum,
        code_sha: rc.code_sha,
        created_at: rc.created_at,
    };
}
/** Stands for the checksum while the envelope is validated: of its form, not its value. */
const CHECKSUM_FORM = `sha256:${'0'.repeat(64)}`;
function sourceEntry(leg) {
    const entry = {
        status: leg.status,
        articles_count: leg.items,
    };
    if (leg.status === 'failed' || leg.status === 'missing')
        entry.error = leg.error ?? 'no_artifact';
    else if (leg.status === 'partial' && leg.items === 0)
        entry.error = 'no_articles';
    return entry;
}
const COMMA = { text: ',' };
function buildNews(input) {
    const sources = {};
    for (const leg of input.legs)
        sources[leg.id] = sourceEntry(leg);
    let relevant = 0;
    for (const score of input.articles.scores)
        if (score >= input.threshold)
            relevant++;
    const { count, runs } = input.articles;
    const envelope = {
        schema_version: 2,
        run_context: input.runContext,
        sources,
        articles: [],
        metrics: {
            total_articles: count,
            total_relevant: relevant,
            sources_succeeded: input.sourcesSucceeded,
            sources_failed: input.sourcesFailed,
        },
        warnings: input.warnings,
        merged_at: input.mergedAt,
        checksum: CHECKSUM_FORM,
    };
    (0,contracts/* assertValid */.pP)('external_news_v2', envelope, 'the news output');
    // JCS key order: articles, checksum, merged_at, metrics, run_context, schema_version,
    // sources, warnings. Checked against canonicalJson in run.test.ts.
    const head = '{"articles":[';
    const tail = `","metrics":${(0,canonical/* canonicalJson */.dj)(envelope.metrics)}` +
        `,"run_context":${(0,canonical/* canonicalJson */.dj)(input.runContext)}` +
        `,"schema_version":2,"sources":${(0,canonical/* canonicalJson */.dj)(sources)}` +
        `,"warnings":${(0,canonical/* canonicalJson */.dj)(input.warnings)}}\n`;
    const { mergedAt } = input;
    const readRun = input.readRun ?? merge_news/* runInMemory */.Ye;
    let checksum;
    const serialized = {
        *parts() {
            // Hashing a run overlaps writing the one before (see writeFileAtomic).
            const hash = new record_json/* RunsChecksum */.iu();
            yield { text: head };
            for (let i = 0; i < runs.length; i++) {
                const run = readRun(runs[i]);
                if (i > 0)
                    yield COMMA;
                hash.add(run);
                yield { bytes: run };
            }
            checksum = hash.digest();
            yield { text: `],"checksum":${JSON.stringify(checksum)},"merged_at":"` };
            yield { text: mergedAt, volatile: true };
            yield { text: tail };
        },
    };
    return {
        envelope,
        serialized,
        checksum: () => {
            if (checksum === undefined)
                throw new Error('the news output was not produced yet');
            return checksum;
        },
    };
}
// ---------------------------------------------------------------------------------------
// GitHub (legacy monolithic file)
const LEGACY_REPOSITORY_KEYS = [
    'id',
    'node_id',
    'name',
    'owner',
    'full_name',
    'description',
    'language',
    'stars',
    'forks',
    'archived',
    'disabled',
    'created_at',
    'updated_at',
    'pushed_at',
    'topics',
    'license',
    'url',
    'api_url',
];
/** The legacy record: its key order, stars_gained only when known. */
function legacyRepository(repo) {
    const out = {};
    for (const key of LEGACY_REPOSITORY_KEYS)
        out[key] = repo[key];
    if (repo.stars_gained !== null)
        out.stars_gained = repo.stars_gained;
    return out;
}
/** The 15 most frequent topics over both lists, each repository once; count desc, topic asc. */
function topTopics(lists, limit = 15) {
    const seen = new Set();
    const counts = new Map();
    for (const list of lists) {
        for (const repo of list) {
            if (seen.has(repo.full_name))
                continue;
            seen.add(repo.full_name);
            for (const topic of new Set(repo.topics.map((t) => t.toLowerCase()))) {
                counts.set(topic, (counts.get(topic) ?? 0) + 1);
            }
        }
    }
    return [...counts]
        .map(([topic, count]) => ({ topic, count }))
        .sort((a, b) => b.count - a.count || (0,canonical/* compareStrings */.Kt)(a.topic, b.topic))
        .slice(0, limit);
}
/** The last day inside [since, until): until is exclusive, so the day of until - 1 s. */
function crawlWindow(rc) {
    const lastSecond = Date.parse(rc.until) - 1000;
    return { since: rc.since.slice(0, 10), until: new Date(lastSecond).toISOString().slice(0, 10) };
}
const shardSchema = schemas.find((s) => s.$id === 'github_shard_v1');
/** The checksum of the shard contract the merged records follow. */
const SHARD_SCHEMA_CHECKSUM = (0,canonical/* checksumOf */.lf)(shardSchema);
function buildGithub(input) {
    const rc = orderedRunContext(input.runContext);
    const new_repos = input.newRepos.map(legacyRepository);
    const trending_repos = input.trendingRepos.map(legacyRepository);
    const filterTotals = new Map();
    for (const shard of input.shards) {
        for (const [reason, count] of Object.entries(shard.filter_summary)) {
            filterTotals.set(reason, (filterTotals.get(reason) ?? 0) + (count ?? 0));
        }
    }
    const filter_summary = {};
    for (const reason of [...filterTotals.keys()].sort(canonical/* compareStrings */.Kt)) {
        filter_summary[reason] = filterTotals.get(reason);
    }
    const shards = {};
    for (const leg of input.legs) {
        shards[leg.id] = {
            status: leg.status === 'missing' ? 'missing' : 'success',
            required: leg.required,
            repositories: leg.items,
            ...(leg.status === 'missing' ? { reason: leg.error ?? 'no_artifact' } : {}),
        };
    }
    const value = {
        week: rc.week,
        crawled_at: input.mergedAt,
        new_repos,
        trending_repos,
        signals: { top_topics: topTopics([input.newRepos, input.trendingRepos]) },
        metadata: {
            api_calls_used: sum(input.shards.map((s) => s.api_metrics.calls_made)),
            cache_hits: sum(input.shards.map((s) => s.api_metrics.cache_hits)),
            stale_cache_hits: 0,
            rate_limit_limit: null,
            // The remaining budget depends on which other jobs spent it first, so it differs between
            // a matrix and a monolithic crawl of the same data: it stays in the shard artifacts
            // (api_metrics.search_api_remaining), never in the canonical bytes.
            rate_limit_remaining: null,
            rate_limit_reset: null,
            rate_limit_resource: 'search',
            partial_failures: input.partialFailures,
            run_id: rc.run_id,
            crawl_window: crawlWindow(rc),
            crawl_config_checksum: rc.topic_config_checksum,
            schema_checksum: SHARD_SCHEMA_CHECKSUM,
            // Every shard was answered from the response cache without a single API call.
            same_day_reuse: input.shards.length > 0 &&
                input.shards.every((s) => s.api_metrics.calls_made === 0 && s.api_metrics.cache_hits > 0),
            filter_summary,
            snapshot_path: `data/snapshots/${rc.week}-stars.json`,
            source_refresh_policy: 'run_context',
            crawler_code_sha: rc.code_sha,
            run_context: rc,
            shards,
            merged_at: input.mergedAt,
            artifact_checksum: legacyListsChecksum(new_repos, trending_repos),
        },
    };
    (0,contracts/* assertValid */.pP)('github_raw_v2', value, 'the GitHub output');
    const text = `${JSON.stringify(value, null, 2)}\n`;
    return {
        value,
        serialized: splitVolatile(text, ['\n  "crawled_at": "', '\n    "merged_at": "']),
    };
}
/** checksumOf({ new_repos, trending_repos }), each record serialized by the fast path. */
function legacyListsChecksum(newRepos, trendingRepos) {
    const list = (repos) => repos.map(record_json/* repositoryJson */.bK).join(',');
    return (0,canonical/* checksumOfBytes */.mr)(`{"new_repos":[${list(newRepos)}],"trending_repos":[${list(trendingRepos)}]}`);
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}
/**
 * Cuts `text` around the 20-character timestamp that follows each marker. Each marker is
 * a key at a given indentation that occurs exactly once (string values cannot hold an
 * unescaped quote, so no value can imitate it).
 */
function splitVolatile(text, markers) {
    const cuts = markers
        .map((marker) => {
        const at = text.indexOf(marker);
        if (at < 0 || text.indexOf(marker, at + 1) >= 0) {
            throw new Error(`serializer bug: ${JSON.stringify(marker)} must occur exactly once`);
        }
        return at + marker.length;
    })
        .sort((a, b) => a - b);
    const parts = [];
    let from = 0;
    for (const start of cuts) {
        parts.push({ text: text.slice(from, start) });
        parts.push({ text: text.slice(start, start + 20), volatile: true });
        from = start + 20;
    }
    parts.push({ text: text.slice(from) });
    return { parts: () => parts };
}
// ---------------------------------------------------------------------------------------
// Diagnostics
function buildDiagnostics(value) {
    (0,contracts/* assertValid */.pP)('fan_in_diagnostics_v1', value, 'the fan-in diagnostics');
    const text = `${JSON.stringify(JSON.parse((0,canonical/* canonicalJson */.dj)(value)), null, 2)}\n`;
    return splitVolatile(text, ['\n  "merged_at": "']);
}
/** The whole text of a serialized output (tests and small outputs). */
function serializedText(serialized) {
    let text = '';
    for (const part of serialized.parts()) {
        text += 'text' in part ? part.text : Buffer.from(part.bytes).toString('utf8');
    }
    return text;
}

;// CONCATENATED MODULE: ./src/fanin/policy.ts
/**
 * The failure policy (pure): from what each planned leg turned out to be, decide which
 * canonical outputs are written, the status, the warnings and the one line that says why.
 *
 * * A required leg (every GitHub shard the plan marks required, or an RSS source with
 *   `required: true`) that is missing or failed: fail closed, no canonical output at all.
 * * Every leg of every fan failed or missing: fail closed, diagnostics only.
 * * RSS: a source is ok when `success`, or `partial` with at least one article (partial
 *   with none counts as failed, with a warning). The news output is written when
 *   ok / planned >= min-source-ratio; otherwise it is not, and the fan-in fails.
 * * An optional GitHub shard missing: a warning, listed in partial_failures.
 * * Status: `complete` (every leg accepted and success, no warning), `degraded`
 *   (outputs written, with warnings), `failed` (exit code 1).
 */
/** Untrusted text in a warning: one line, control characters as spaces, bounded length. */
function oneLine(text, max = 300) {
    const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
    if (flat.length <= max)
        return flat;
    let end = max;
    const code = flat.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return `${flat.slice(0, end)}…`;
}
/** An RSS leg that counts toward the minimum-source policy. */
function rssLegOk(leg) {
    return leg.status === 'success' || (leg.status === 'partial' && leg.items > 0);
}
function githubLegOk(leg) {
    return leg.status !== 'missing';
}
function missingText(leg) {
    return leg.error === undefined || leg.error === 'no_artifact'
        ? 'missing (no artifact)'
        : `missing (no valid artifact: ${leg.error})`;
}
/** What is wrong with a leg that is not ok, as in the warnings. */
function legProblem(fan, leg) {
    if (leg.status === 'missing')
        return missingText(leg);
    if (fan === 'rss' && leg.status === 'failed') {
        const message = leg.message ? `: ${oneLine(leg.message)}` : '';
        return `failed (${leg.error ?? 'unknown'})${message}`;
    }
    if (fan === 'rss' && leg.status === 'partial') {
        return leg.items > 0
            ? `partial (${leg.items} article${leg.items === 1 ? '' : 's'})`
            : 'partial with no article (counted as failed)';
    }
    return null;
}
function legWarnings(fan, legs) {
    const warnings = [];
    for (const leg of [...legs].sort((a, b) => a.seq - b.seq)) {
        const problem = legProblem(fan, leg);
        if (problem)
            warnings.push(`${leg.id}: ${problem}`);
        if (leg.attempt !== null) {
            for (const newer of leg.rejectedNewer) {
                warnings.push(`${leg.id}: attempt ${newer.attempt} rejected (${newer.reason}); attempt ${leg.attempt} used`);
            }
        }
    }
    return warnings;
}
function label(fan) {
    return fan === 'rss' ? 'RSS source' : 'GitHub shard';
}
function ratioText(n) {
    return String(Math.round(n * 1000) / 1000);
}
function applyPolicy(input) {
    const decisions = [];
    const fans = ['github', 'rss'].filter((f) => input[f] !== undefined);
    const okOf = (fan) => (fan === 'rss' ? rssLegOk : githubLegOk);
    // 1. Nothing usable at all.
    const allLegs = fans.flatMap((f) => input[f].legs.map((leg) => ({ f, leg })));
    const usable = allLegs.filter(({ f, leg }) => okOf(f)(leg)).length;
    let failClosed = null;
    if (allLegs.length === 0 || usable === 0) {
        failClosed =
            allLegs.length === 0
                ? 'the fan plan has no legs: nothing to merge, no canonical output (diagnostics only)'
                : `all ${allLegs.length} legs failed or are missing: no canonical output (diagnostics only)`;
        decisions.push({ rule: 'all_legs_failed', outcome: 'fail', detail: failClosed });
    }
    // 2. Required legs.
    for (const fan of fans) {
        const required = input[fan].legs.filter((leg) => leg.required);
        const broken = required.filter((leg) => !okOf(fan)(leg));
        if (required.length === 0)
            continue;
        if (broken.length === 0) {
            decisions.push({
                rule: `${fan}.required`,
                outcome: 'pass',
                detail: `all ${required.length} required ${label(fan)}s present`,
            });
            continue;
        }
        const detail = `required ${label(fan)} ${broken
            .map((leg) => `${leg.id} ${legProblem(fan, leg) ?? 'not usable'}`)
            .join(', ')}: failing closed, no canonical output written`;
        decisions.push({ rule: `${fan}.required`, outcome: 'fail', detail });
        failClosed ??= detail;
    }
    // 3. Minimum-source policy.
    let newsPasses = false;
    let sourcesSucceeded = 0;
    let sourcesFailed = 0;
    if (input.rss) {
        const planned = input.rss.legs.length;
        sourcesSucceeded = input.rss.legs.filter(rssLegOk).length;
        sourcesFailed = planned - sourcesSucceeded;
        const ratio = planned === 0 ? 0 : sourcesSucceeded / planned;
        newsPasses = planned > 0 && ratio >= input.minSourceRatio;
        const counts = `${sourcesSucceeded} of ${planned} RSS sources succeeded (${ratioText(ratio)} ${newsPasses ? '>=' : '<'} min-source-ratio ${input.minSourceRatio})`;
        if (!newsPasses) {
            decisions.push({
                rule: 'rss.min_source_ratio',
                outcome: 'fail',
                detail: `only ${counts}: no news output`,
            });
        }
        else {
            decisions.push({
                rule: 'rss.min_source_ratio',
                outcome: sourcesFailed > 0 ? 'degrade' : 'pass',
                detail: counts,
            });
        }
    }
    // 4. Optional GitHub shards.
    if (input.github) {
        const missing = input.github.legs.filter((leg) => !leg.required && !githubLegOk(leg));
        if (missing.length > 0) {
            decisions.push({
                rule: 'github.optional',
                outcome: 'degrade',
                detail: `optional GitHub shard${missing.length === 1 ? '' : 's'} ${missing.map((l) => l.id).join(', ')} missing`,
            });
        }
    }
    const githubWarnings = input.github ? legWarnings('github', input.github.legs) : [];
    const rssWarnings = input.rss ? legWarnings('rss', input.rss.legs) : [];
    const warnings = [...githubWarnings, ...rssWarnings];
    const writeGithub = failClosed === null && input.github !== undefined;
    const writeNews = failClosed === null && newsPasses;
    let status;
    let reason;
    if (failClosed !== null) {
        status = 'failed';
        reason = failClosed;
    }
    else if (input.rss && !newsPasses) {
        status = 'failed';
        reason = decisions.find((d) => d.rule === 'rss.min_source_ratio')?.detail ?? null;
    }
    else if (warnings.length > 0) {
        status = 'degraded';
        const degrade = decisions.filter((d) => d.outcome === 'degrade').map((d) => d.detail);
        reason = `degraded: ${degrade.length > 0 ? degrade.join('; ') : `${warnings.length} warning${warnings.length === 1 ? '' : 's'}`}`;
    }
    else {
        status = 'complete';
        reason = null;
    }
    return {
        status,
        reason,
        writeNews,
        writeGithub,
        decisions,
        warnings,
        rssWarnings,
        githubWarnings,
        sourcesSucceeded,
        sourcesFailed,
        exitCode: status === 'failed' ? 1 : 0,
    };
}

;// CONCATENATED MODULE: ./src/config/errors.ts
/**
 * A configuration file that cannot be used: missing, too large, not UTF-8, not JSON/YAML,
 * or not valid against its contract. The message is one line naming the file and the
 * problem; an action maps it to an InputError naming the input that gave the path.
 */
class errors_ConfigError extends Error {
    file;
    problem;
    constructor(file, problem) {
        super(`${quotePath(file)}: ${oneLineSafe(problem)}`);
        this.name = 'ConfigError';
        this.file = file;
        this.problem = problem;
    }
}
/** JSON-quoted and cut: a path from a workflow input may hold anything, newlines included. */
function quotePath(path, max = 200) {
    return JSON.stringify(path.length > max ? `${path.slice(0, max)}…` : path);
}
/**
 * Escapes control and line-break characters, so a message built from file content (a key,
 * a YAML error) stays one line and cannot start a workflow command on a line of its own.
 */
function oneLineSafe(text) {
    return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
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
            throw new errors_ConfigError(file, `is not valid JSON: ${parse_oneLine(error.message)}`);
        }
        throw error;
    }
}
function parse_oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
function yamlProblem(error, lines) {
    const { line, col } = lines.linePos(error.pos[0]);
    // prettyErrors is off, so the message is the bare reason (one line after oneLine()).
    return `line ${line}, column ${col}: ${parse_oneLine(error.message)}`;
}
function parseYamlText(file, text) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, {
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
    if (first)
        throw new errors_ConfigError(file, `is not valid YAML: ${yamlProblem(first, lines)}`);
    // Keys must be scalars: the yaml package would stringify a collection key.
    let badKey;
    let depthProblem;
    (0,dist/* visit */.YR)(doc, {
        Pair(_key, pair) {
            if (!(0,dist/* isPair */.tO)(pair) || (0,dist/* isScalar */.jn)(pair.key) || pair.key === null)
                return;
            const offset = pair.key.range?.[0] ?? 0;
            const { line, col } = lines.linePos(offset);
            badKey = `line ${line}, column ${col}: map keys must be plain scalars`;
            return dist/* visit */.YR.BREAK;
        },
        Collection(_key, _node, path) {
            // path holds the document and every pair and collection above this one.
            const depth = path.filter((p) => !(0,dist/* isPair */.tO)(p)).length;
            if (depth > MAX_CONFIG_DEPTH) {
                depthProblem = `nesting deeper than ${MAX_CONFIG_DEPTH} levels`;
                return dist/* visit */.YR.BREAK;
            }
        },
    });
    if (badKey)
        throw new errors_ConfigError(file, `is not valid YAML: ${badKey}`);
    if (depthProblem)
        throw new errors_ConfigError(file, `is not valid YAML: ${depthProblem}`);
    let value;
    try {
        // maxAliasCount bounds alias expansion ("billion laughs").
        value = doc.toJS({ maxAliasCount: 100 });
    }
    catch (error) {
        throw new errors_ConfigError(file, `is not valid YAML: ${parse_oneLine(error instanceof Error ? error.message : String(error))}`);
    }
    assertPlainData(file, value);
    return value;
}
/** Guards the promise of this module: what YAML gives back is JSON data, nothing else. */
function assertPlainData(file, value, pointer = '') {
    if (value === null || typeof value === 'string' || typeof value === 'boolean')
        return;
    if (typeof value === 'number') {
        if (!Number.isFinite(value)) {
            throw new errors_ConfigError(file, `${pointer || '/'} is not a finite number (.inf and .nan are not accepted)`);
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
    throw new errors_ConfigError(file, `${pointer || '/'} is not plain JSON data`);
}

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
// sources are due (seed 003); the fan-in writes the next one.



function emptyScrapeState() {
    return { schema_version: 'scrape_state_v1', sources: {} };
}
/** Parses and validates scrape state bytes (pure, strict JSON whatever the file is named). */
function parseScrapeState(file, bytes) {
    const value = parse_parseConfigBytes(file, bytes, 'json');
    return contract_checkContract(file, 'scrape_state_v1', 'scrape state', value);
}
/**
 * Reads the scrape state. No path, or a path to a file that does not exist, is the empty
 * state: the first run of a schedule has none. Any other problem throws ConfigError.
 */
async function loadScrapeState(path, options = {}) {
    if (path === undefined || path === '')
        return { state: emptyScrapeState(), found: false };
    const bytes = await read_readConfigBytes(path, { ...options, missing: 'undefined' });
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
/** Reads a topic config file (YAML, at most 1 MiB); throws ConfigError. */
async function loadTopicConfig(path, options = {}) {
    const bytes = (await read_readConfigBytes(path, options));
    return parseTopicConfig(path, bytes);
}

;// CONCATENATED MODULE: ./src/config/index.ts
// Configuration files: the source config, the topic config and the scrape state.








;// CONCATENATED MODULE: ./src/fanin/state.ts
/**
 * The scrape state (design §3 "Due sources"): when each source last succeeded. The fan-in
 * sets last_scraped_at = merged_at for the sources that count as succeeded (success, or
 * partial with at least one article) and keeps every other entry as it was.
 */



/** The state at `path`, or undefined when the file does not exist yet. */
async function readScrapeState(path) {
    try {
        const loaded = await loadScrapeState(path);
        return loaded.found ? loaded.state : undefined;
    }
    catch (error) {
        if (error instanceof errors_ConfigError)
            throw new reasons/* FanInSetupError */.Md(`state: ${error.message}`);
        throw error;
    }
}
function updateScrapeState(previous, succeeded, mergedAt) {
    const entries = new Map(Object.entries(previous?.sources ?? {}));
    for (const id of succeeded)
        entries.set(id, { last_scraped_at: mergedAt });
    const sources = {};
    for (const id of [...entries.keys()].sort(canonical/* compareStrings */.Kt))
        sources[id] = entries.get(id);
    return { schema_version: 'scrape_state_v1', sources };
}
function serializeScrapeState(state) {
    return `${(0,canonical/* canonicalJson */.dj)(state)}\n`;
}

;// CONCATENATED MODULE: ./src/runcontext/errors.ts
/**
 * A run-context input that cannot be used. `input` is the name of the action input (and
 * CLI option) it came from, so the action reports it as an InputError naming that input.
 */
class errors_RunContextError extends Error {
    input;
    problem;
    constructor(input, problem) {
        super(`${input}: ${problem}`);
        this.name = 'RunContextError';
        this.input = input;
        this.problem = problem;
    }
}
/** JSON-quoted and cut: echoes an input value on one line. */
function errors_quoted(text, max = 60) {
    return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

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
const time_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
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
    const t = time_TIMESTAMP.exec(text);
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
                const fractionMs = fraction ? Math.floor(Number(`0${fraction}`) * SECOND_MS) : 0;
                ms = local - offset + fractionMs;
            }
        }
    }
    if (ms === undefined || ms < MIN_MS || ms > MAX_MS) {
        throw new RunContextError(input, `must be an ISO 8601 timestamp such as 2026-06-05T17:42:56Z, got ${quoted(text)}`);
    }
    return Math.floor(ms / SECOND_MS) * SECOND_MS;
}

;// CONCATENATED MODULE: ./src/fanin/time.ts
/**
 * merged_at: the one field allowed to differ between two fan-ins of the same inputs. It
 * comes from an injected clock, or from SOURCE_DATE_EPOCH when set (reproducible builds'
 * convention: integer seconds since the epoch), which pins it too.
 */



function resolveMergedAt(nowMs, sourceDateEpoch) {
    const raw = sourceDateEpoch?.trim();
    if (raw === undefined || raw === '')
        return formatTimestamp(nowMs);
    if (!/^\d{1,15}$/.test(raw)) {
        throw new reasons/* FanInSetupError */.Md(`SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01, got ${JSON.stringify(raw.slice(0, 40))}`);
    }
    return formatTimestamp(Number(raw) * 1000);
}

;// CONCATENATED MODULE: ./src/fanin/topic.ts
/**
 * The relevance threshold of the news metrics comes from the topic config the run was
 * planned with: its checksum (over the raw bytes) must be the run context's
 * topic_config_checksum, so the fan-in cannot count "relevant" by another rule than the
 * legs scored with. Without a topic config: the contract's default, 0.4.
 */



async function loadRelevanceThreshold(path, expectedChecksum) {
    let loaded;
    try {
        loaded = await loadTopicConfig(path);
    }
    catch (error) {
        if (error instanceof errors_ConfigError)
            throw new reasons/* FanInSetupError */.Md(`topic-config: ${error.message}`);
        throw error;
    }
    if (loaded.checksum !== expectedChecksum) {
        throw new reasons/* FanInSetupError */.Md(`topic-config ${JSON.stringify(path)} has checksum ${loaded.checksum}, the run context was made with ${expectedChecksum}`);
    }
    return loaded.topic.relevance_threshold;
}

;// CONCATENATED MODULE: ./src/fanin/run.ts
/**
 * runFanIn: the fan-in from an artifact store to the canonical outputs (the edge that does
 * the I/O; every rule it applies lives in a pure module).
 *
 *   list + classify ─► download + validate each leg ─► perfect gather per fan (by seq,
 *   newest valid attempt wins) ─► failure policy ─► merge ─► outputs (atomic, left
 *   untouched when unchanged) ─► diagnostics (always) ─► scrape state
 *
 * Input artifacts are only read. Legs are validated in worker threads when the entry point
 * allows it (leg-checkers.ts), one leg in parsed form at a time per worker; what the gather
 * keeps of an RSS leg is its articles' canonical JSON (or only its place in the leg's file,
 * leg-files.ts) with a key, a key hash and a score per article, so memory stays below the
 * size of the input.
 */
















const DEFAULT_MIN_SOURCE_RATIO = 0.6;
const DEFAULT_MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;
const DEFAULT_CONCURRENCY = 4;
/** Most worker threads a fan-in may be told to start. */
const MAX_WORKERS = 16;
/** Leg bytes that pay for starting one more worker thread (it boots in ~0.1 s). */
const BYTES_PER_WORKER = 8 * 1024 * 1024;
/** Workers for this much leg data: none below two workers' worth, then up to the default. */
function workersFor(legBytes) {
    const worth = Math.floor(legBytes / BYTES_PER_WORKER);
    return worth < 2 ? 0 : Math.min(worth, (0,leg_checkers/* defaultWorkerCount */.Zx)());
}
/** How the legs were validated, for people watching the run. */
function validationLine({ legs, workers }) {
    const where = workers === 0 ? 'the main thread' : `${workers} worker thread${workers > 1 ? 's' : ''}`;
    return `validated ${legs} leg artifact${legs === 1 ? '' : 's'} in ${where}`;
}
/** Runs `fn` over `items` with at most `limit` at a time; the first error stops new work. */
async function eachLimited(items, limit, fn) {
    let next = 0;
    let failed = false;
    const worker = async () => {
        while (!failed && next < items.length) {
            const item = items[next++];
            try {
                await fn(item);
            }
            catch (error) {
                failed = true;
                throw error;
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
async function runFanIn(options, deps) {
    const minSourceRatio = options.minSourceRatio ?? DEFAULT_MIN_SOURCE_RATIO;
    if (!(minSourceRatio >= 0 && minSourceRatio <= 1)) {
        throw new reasons/* FanInSetupError */.Md(`min-source-ratio must be between 0 and 1, got ${minSourceRatio}`);
    }
    const { workers: asked } = options;
    if (asked !== undefined && !(Number.isInteger(asked) && asked >= 0 && asked <= MAX_WORKERS)) {
        throw new reasons/* FanInSetupError */.Md(`workers must be a whole number from 0 to ${MAX_WORKERS}, got ${asked}`);
    }
    const keep = new Set(options.keepQueryParams ?? []);
    const maxBytes = options.maxArtifactBytes ?? DEFAULT_MAX_ARTIFACT_BYTES;
    const mergedAt = resolveMergedAt(deps.now(), deps.sourceDateEpoch);
    // Worker threads boot while the run context loads. Their number (and the article set's
    // size) comes from the bytes of the artifacts named like legs: classification needs the
    // plan, loaded next, and an estimate is all these need.
    const listed = await deps.store.list();
    const legLike = listed.filter((a) => (0,artifacts/* parseLegArtifactName */.DH)(a.name) !== null);
    const legBytes = legLike.reduce((n, a) => n + a.size, 0);
    const workers = Math.min(asked ?? workersFor(legBytes), legLike.length);
    const pool = deps.legWorkerScript && workers > 0
        ? (0,leg_checkers/* startLegWorkers */.W4)(deps.legWorkerScript, workers)
        : undefined;
    try {
        return await gatherAndMerge(options, deps, {
            listed,
            legBytes,
            pool,
            keep,
            maxBytes,
            mergedAt,
            minSourceRatio,
        });
    }
    finally {
        await pool?.close();
    }
}
/** runFanIn once the options are checked, the artifacts listed and the workers started. */
async function gatherAndMerge(options, deps, { listed, legBytes, pool, keep, maxBytes, mergedAt, minSourceRatio }) {
    // --- Run context, plan, topic config and state: everything that can be wrong up front.
    const names = listed.map((a) => a.name);
    let { runContext, fanPlan } = options;
    if (runContext)
        artifacts_checkContract('run_context_v1', runContext, 'the run context');
    if (fanPlan)
        artifacts_checkContract('fan_plan_v1', fanPlan, 'the fan plan');
    if (!runContext || !fanPlan) {
        const loaded = await loadRunArtifact(deps.store, names, {
            runContext: !runContext,
            fanPlan: !fanPlan,
        });
        runContext ??= loaded.runContext;
        fanPlan ??= loaded.fanPlan;
    }
    checkPlan(fanPlan, runContext);
    const threshold = options.topicConfigPath
        ? await loadRelevanceThreshold(options.topicConfigPath, runContext.topic_config_checksum)
        : DEFAULT_RELEVANCE_THRESHOLD;
    const previousState = options.statePath ? await readScrapeState(options.statePath) : undefined;
    // --- Gather.
    const gathers = {};
    if (fanPlan.fans.rss)
        gathers.rss = new gather/* PerfectCollector */.f7(fanPlan.fans.rss.fan_id, fanPlan.fans.rss.expected);
    if (fanPlan.fans.github) {
        gathers.github = new gather/* PerfectCollector */.f7(fanPlan.fans.github.fan_id, fanPlan.fans.github.expected);
    }
    const records = [];
    const legs = [];
    for (const name of names) {
        const classified = classifyArtifact(name, fanPlan);
        if (classified.kind === 'leg')
            legs.push({ name, leg: classified });
        else if (classified.kind === 'ignored') {
            const { kind: _k, reason, ...where } = classified;
            records.push({ name, ...where, verdict: 'ignored', reason, errors: [] });
        }
    }
    const rc = runContext;
    const plan = fanPlan;
    const setting = { runContext: rc, plan, maxBytes, keepQueryParams: keep };
    const checker = pool ? pool.checker(setting) : (0,leg_checkers/* inThreadChecker */.z1)(setting);
    const collect = {
        store: deps.store,
        checker,
        gathers,
        maxBytes,
        // Sized for the articles the leg bytes may hold (a canonical article is ~300 bytes).
        articles: { set: new merge_news/* ArticleSet */.dV(keep, Math.ceil(legBytes / 300)), stale: false },
    };
    try {
        const concurrency = Math.max(options.concurrency ?? DEFAULT_CONCURRENCY, 4 * (pool?.size ?? 0));
        await eachLimited(legs, concurrency, async ({ name, leg }) => {
            records.push(await collectLeg(collect, name, leg));
        });
    }
    finally {
        await checker.close();
    }
    // Verdicts of the valid artifacts, now that every attempt has arrived.
    for (const fan of ['rss', 'github']) {
        const gather = gathers[fan];
        if (!gather)
            continue;
        const passed = new Map(gather.passed().map((p) => [p.name, p.outcome]));
        for (const record of records) {
            if (record.fan !== fan || record.verdict !== 'accepted')
                continue;
            const outcome = passed.get(record.name);
            if (outcome !== undefined) {
                record.verdict = 'superseded';
                record.reason = outcome;
            }
        }
    }
    records.sort((a, b) => (0,canonical/* compareStrings */.Kt)(a.name, b.name));
    const outcomes = {};
    if (plan.fans.rss && gathers.rss)
        outcomes.rss = fanOutcome('rss', plan.fans.rss, gathers.rss, records);
    if (plan.fans.github && gathers.github) {
        outcomes.github = fanOutcome('github', plan.fans.github, gathers.github, records);
    }
    const policy = applyPolicy({ ...outcomes, minSourceRatio });
    // --- Outputs.
    const week = rc.week;
    const files = [];
    const paths = {
        github: null,
        news: null,
        diagnostics: (0,external_node_path_.join)(options.outputDir, `${week}-fan-in-diagnostics.json`),
    };
    // Both canonical outputs are built (and validated) before either is written.
    let github;
    if (policy.writeGithub && gathers.github && outcomes.github) {
        const set = emptyRepoSet();
        const shards = [];
        for (const slot of gathers.github.slots()) {
            addShard(set, slot.item.shard_id, slot.item.repositories);
            shards.push(slot.item);
        }
        const lists = finalRepos(set);
        github = buildGithub({
            runContext: rc,
            legs: outcomes.github.legs,
            shards,
            newRepos: lists.new_repos,
            trendingRepos: lists.trending_repos,
            partialFailures: policy.githubWarnings,
            mergedAt,
        });
    }
    let news;
    if (policy.writeNews && gathers.rss && outcomes.rss) {
        // The set built as legs arrived, unless a rerun displaced a leg already in it.
        const set = collect.articles.stale
            ? (0,merge_news/* articleSetOf */.Gz)(gathers.rss.slots().map((slot) => slot.item.articles), keep)
            : collect.articles.set;
        news = buildNews({
            runContext: rc,
            legs: outcomes.rss.legs,
            articles: set.final(),
            readRun: (0,leg_files/* runReader */.f$)(),
            threshold,
            warnings: policy.rssWarnings,
            sourcesSucceeded: policy.sourcesSucceeded,
            sourcesFailed: policy.sourcesFailed,
            mergedAt,
        });
    }
    // Both in place, or neither (a leg file that changed since its check fails the news).
    const writes = [];
    if (github) {
        paths.github = (0,external_node_path_.join)(options.outputDir, `${week}.json`);
        writes.push({ path: paths.github, serialized: github.serialized });
    }
    if (news) {
        paths.news = (0,external_node_path_.join)(options.outputDir, `${week}-external-news.json`);
        writes.push({ path: paths.news, serialized: news.serialized });
    }
    const written = await writeOutputs(writes);
    writes.forEach((w, i) => files.push({ path: w.path, outcome: written[i] }));
    // Known now: the news articles were hashed as they were written (or compared).
    const newsChecksum = news ? news.checksum() : null;
    const diagnostics = {
        schema_version: 'fan_in_diagnostics_v1',
        run_id: rc.run_id,
        week,
        status: policy.status,
        reason: policy.reason,
        artifacts: records,
        fans: Object.fromEntries(['github', 'rss']
            .filter((f) => outcomes[f] && gathers[f])
            .map((f) => [
            f,
            {
                fan_id: outcomes[f].fan_id,
                expected: gathers[f].expected,
                closed: gathers[f].closed,
                legs: outcomes[f].legs.map(diagnosticLeg),
            },
        ])),
        decisions: policy.decisions,
        warnings: policy.warnings,
        merged_at: mergedAt,
    };
    files.push({
        path: paths.diagnostics,
        outcome: await writeOutput(paths.diagnostics, buildDiagnostics(diagnostics)),
    });
    // --- Scrape state: only when the news of those sources landed in a canonical output.
    let statePath = null;
    if (options.statePath && news && outcomes.rss) {
        const succeeded = outcomes.rss.legs.filter(rssLegOk).map((leg) => leg.id);
        const state = updateScrapeState(previousState, succeeded, mergedAt);
        await (0,canonical/* writeFileAtomic */.Zf)(options.statePath, serializeScrapeState(state));
        statePath = options.statePath;
    }
    return {
        status: policy.status,
        reason: policy.reason,
        exitCode: policy.exitCode,
        paths,
        files,
        newsChecksum,
        warnings: policy.warnings,
        diagnostics,
        runContext: rc,
        statePath,
        validation: { legs: legs.length, workers: pool?.size ?? 0 },
    };
}
/**
 * Downloads and validates one leg artifact and offers it to its gather. Returns its
 * diagnostics record: rejected (with the problems), or accepted for now (superseded and
 * duplicate verdicts are settled once every attempt has arrived).
 */
async function collectLeg(ctx, name, leg) {
    const record = {
        name,
        fan: leg.fan,
        id: leg.id,
        attempt: leg.attempt,
        seq: leg.seq,
        verdict: 'rejected',
        errors: [],
    };
    const reject = (problems) => {
        record.reason = problems[0]?.code ?? 'schema';
        record.errors = problems;
        return record;
    };
    // Where the store keeps plain files, the checker reads the leg itself (leg-files.ts).
    const fileName = legFileName(leg.fan, leg.id);
    let task;
    try {
        const limits = { maxBytes: ctx.maxBytes };
        if (ctx.store.locate) {
            const file = (await ctx.store.locate(name, limits)).get(fileName);
            if (file)
                task = { name, fan: leg.fan, id: leg.id, file };
        }
        else {
            const bytes = (await ctx.store.download(name, limits)).get(fileName);
            if (bytes)
                task = { name, fan: leg.fan, id: leg.id, bytes };
        }
    }
    catch (error) {
        // A backend failure is not a verdict on the leg: the fan-in stops and can be rerun.
        const problem = (0,leg_files/* fetchProblem */.uJ)(error);
        if (!problem)
            throw error;
        return reject([problem]);
    }
    if (task === undefined) {
        return reject([
            { code: 'name', pointer: '', message: `the artifact holds no file ${fileName}` },
        ]);
    }
    const verdict = await ctx.checker.check(task);
    if (!verdict.ok)
        return reject(verdict.problems);
    if (verdict.fan === 'rss') {
        const offered = offer(ctx.gathers.rss, verdict.frames, leg.attempt, name, verdict.item);
        if (offered.outcome === 'accepted') {
            if (offered.displaced)
                ctx.articles.stale = true;
            else
                ctx.articles.set.add(verdict.item.articles);
        }
    }
    else
        offer(ctx.gathers.github, verdict.frames, leg.attempt, name, verdict.item);
    record.verdict = 'accepted';
    return record;
}
function offer(gather, frames, attempt, name, item) {
    if (!gather)
        throw new Error(`no gather for ${name}: classifyArtifact only admits planned fans`);
    const result = gather.offer({ frames, attempt, name, item });
    if (result.outcome === 'foreign' || result.outcome === 'invalid') {
        // validate.ts checked the frame against the same plan: this is a bug, not a bad leg.
        throw new Error(`gather refused ${name} (${result.outcome}) after validation accepted it`);
    }
    return result;
}
function fanOutcome(fan, planned, gather, records) {
    const legs = planned.legs.map((leg) => {
        const rejected = records
            .filter((r) => r.fan === fan && r.id === leg.id && r.verdict === 'rejected')
            .sort((a, b) => (b.attempt ?? 0) - (a.attempt ?? 0));
        const slot = gather.get(leg.seq);
        if (!slot) {
            return {
                seq: leg.seq,
                id: leg.id,
                required: leg.required,
                status: 'missing',
                items: 0,
                artifact: null,
                attempt: null,
                error: rejected[0]?.reason ?? 'no_artifact',
                rejectedNewer: [],
            };
        }
        const outcome = {
            seq: leg.seq,
            id: leg.id,
            required: leg.required,
            status: 'success',
            items: 0,
            artifact: slot.name,
            attempt: slot.attempt,
            rejectedNewer: rejected
                .filter((r) => (r.attempt ?? 0) > slot.attempt)
                .map((r) => ({ attempt: r.attempt ?? 0, reason: r.reason ?? 'schema' })),
        };
        const item = slot.item;
        if ('articles' in item) {
            outcome.status = item.status;
            outcome.items = item.articleCount;
            if (item.error) {
                outcome.error = item.error.code;
                outcome.message = item.error.message;
            }
        }
        else {
            outcome.items = item.repositories.length;
        }
        return outcome;
    });
    return { fan_id: planned.fan_id, legs };
}
function diagnosticLeg(leg) {
    return {
        seq: leg.seq,
        id: leg.id,
        required: leg.required,
        status: leg.status,
        artifact: leg.artifact,
        items: leg.items,
        ...(leg.error !== undefined ? { error: leg.error } : {}),
    };
}

// EXTERNAL MODULE: ./src/fanin/validate.ts + 1 modules
var validate = __webpack_require__(81139);
// EXTERNAL MODULE: ./src/fanin/url.ts
var url = __webpack_require__(26119);
;// CONCATENATED MODULE: ./src/fanin/index.ts











;// CONCATENATED MODULE: ./src/cli/commands/fan-in.ts
/**
 * `squadscope fan-in`: the fan-in on one machine, over a directory of artifacts (one
 * sub-directory per artifact, as `actions/download-artifact` or the local store lays
 * them out). Same core as the action; prints what it decided and exits 0 (complete or
 * degraded), 1 (failed) or 2 (usage error).
 */






const FAN_IN_USAGE = `Usage: squadscope fan-in --artifact-dir DIR --output-dir DIR [options]

Merge the leg artifacts of one run into data/raw/{week}.json and
data/raw/{week}-external-news.json, with {week}-fan-in-diagnostics.json beside them.

  --artifact-dir DIR         directory holding one sub-directory per artifact
  --output-dir DIR           where the outputs are written
  --min-source-ratio R       share of RSS sources that must succeed (default 0.6)
  --keep-query-params a,b    query parameters that identify an article URL
  --topic-config PATH        topic config of the run (relevance threshold)
  --state PATH               scrape-state file to update
  --run-context PATH         run context JSON (default: newest run-context-a<N> artifact)
  --fan-plan PATH            fan plan JSON (default: newest run-context-a<N> artifact)
  --workers N                threads that validate legs (default: one per core, at
                             most 4, one per 8 MiB of artifacts, none below 16 MiB;
                             0 validates in the main thread)
  -h, --help                 show this help

SOURCE_DATE_EPOCH, when set, pins merged_at.
Exit status: 0 complete or degraded, 1 failed, 2 usage error.`;
class UsageError extends Error {
}
function parse(argv) {
    let values;
    try {
        ({ values } = (0,external_node_util_.parseArgs)({
            args: argv,
            strict: true,
            allowPositionals: false,
            options: {
                'artifact-dir': { type: 'string' },
                'output-dir': { type: 'string' },
                'min-source-ratio': { type: 'string' },
                'keep-query-params': { type: 'string' },
                'topic-config': { type: 'string' },
                state: { type: 'string' },
                'run-context': { type: 'string' },
                'fan-plan': { type: 'string' },
                workers: { type: 'string' },
                help: { type: 'boolean', short: 'h' },
            },
        }));
    }
    catch (error) {
        throw new UsageError(error instanceof Error ? error.message : String(error));
    }
    if (values.help)
        return 'help';
    const artifactDir = values['artifact-dir'];
    const outputDir = values['output-dir'];
    if (!artifactDir)
        throw new UsageError('--artifact-dir is required');
    if (!outputDir)
        throw new UsageError('--output-dir is required');
    const args = {
        artifactDir,
        outputDir,
        keepQueryParams: (values['keep-query-params'] ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== ''),
    };
    const ratio = values['min-source-ratio'];
    if (ratio !== undefined) {
        const n = /^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(ratio) ? Number(ratio) : NaN;
        if (!(n >= 0 && n <= 1)) {
            throw new UsageError(`--min-source-ratio must be a number between 0 and 1, got ${untrusted(ratio, 40)}`);
        }
        args.minSourceRatio = n;
    }
    if (values['topic-config'])
        args.topicConfig = values['topic-config'];
    if (values.state)
        args.state = values.state;
    if (values['run-context'])
        args.runContext = values['run-context'];
    if (values['fan-plan'])
        args.fanPlan = values['fan-plan'];
    const workers = values.workers;
    if (workers !== undefined) {
        if (!/^\d{1,2}$/.test(workers) || Number(workers) > MAX_WORKERS) {
            throw new UsageError(`--workers must be a whole number from 0 to ${MAX_WORKERS}, got ${untrusted(workers, 40)}`);
        }
        args.workers = Number(workers);
    }
    return args;
}
function report(result, io) {
    io.stdout(`fan-in ${result.runContext.week} (${result.runContext.run_id}): ${result.status}`);
    for (const file of result.files)
        io.stdout(`${file.outcome === 'written' ? 'wrote' : 'unchanged'} ${file.path}`);
    if (result.newsChecksum)
        io.stdout(`news checksum ${result.newsChecksum}`);
    io.stdout(validationLine(result.validation));
    if (result.statePath)
        io.stdout(`updated ${result.statePath}`);
    for (const warning of result.warnings)
        io.stdout(`warning: ${untrusted(warning, 400)}`);
    for (const a of result.diagnostics.artifacts) {
        if (a.verdict !== 'rejected')
            continue;
        const first = a.errors[0];
        io.stderr(`rejected ${untrusted(a.name, 120)}: ${a.reason ?? 'invalid'} at ${untrusted(first?.pointer || '/', 120)}: ${untrusted(first?.message ?? '', 300)}`);
    }
    if (result.status === 'failed')
        io.stderr(`fan-in failed: ${result.reason ?? 'see the diagnostics'}`);
    else if (result.reason)
        io.stdout(result.reason);
}
async function fanInCommand(argv, io) {
    let args;
    try {
        args = parse(argv);
    }
    catch (error) {
        if (!(error instanceof UsageError))
            throw error;
        io.stderr(`squadscope fan-in: ${error.message}`);
        io.stderr(FAN_IN_USAGE);
        return 2;
    }
    if (args === 'help') {
        for (const line of FAN_IN_USAGE.split('\n'))
            io.stdout(line);
        return 0;
    }
    const cwd = io.cwd ?? process.cwd();
    const at = (p) => (0,external_node_path_.resolve)(cwd, p);
    try {
        const store = (0,artifacts/* openArtifactStore */.kT)({ artifactDir: at(args.artifactDir), env: io.env });
        const result = await runFanIn({
            outputDir: at(args.outputDir),
            keepQueryParams: args.keepQueryParams,
            ...(args.minSourceRatio !== undefined ? { minSourceRatio: args.minSourceRatio } : {}),
            ...(args.workers !== undefined ? { workers: args.workers } : {}),
            ...(args.topicConfig ? { topicConfigPath: at(args.topicConfig) } : {}),
            ...(args.state ? { statePath: at(args.state) } : {}),
            ...(args.runContext
                ? { runContext: parseRunContext(await (0,promises_.readFile)(at(args.runContext)), args.runContext) }
                : {}),
            ...(args.fanPlan
                ? { fanPlan: parseFanPlan(await (0,promises_.readFile)(at(args.fanPlan)), args.fanPlan) }
                : {}),
        }, {
            store,
            now: io.now ?? Date.now,
            sourceDateEpoch: io.env.SOURCE_DATE_EPOCH,
            ...(io.legWorkerScript ? { legWorkerScript: io.legWorkerScript } : {}),
        });
        report(result, io);
        return result.exitCode;
    }
    catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        io.stderr(`fan-in failed: ${error instanceof reasons/* FanInSetupError */.Md ? message : untrusted(message, 500)}`);
        return 1;
    }
}

;// CONCATENATED MODULE: ./src/cli/index.ts
/**
 * squadscope: runs the suite's pipeline on one machine with a local directory as the
 * artifact store. Each command lives in src/cli/commands/.
 */


const USAGE = `Usage: squadscope <command> [options]

Commands:
  crawl     run the whole crawl (plan, every leg in parallel, fan-in) on this machine;
            with no flags it crawls the bundled example feeds and GitHub responses
  fan-in    merge a directory of downloaded leg artifacts into the canonical outputs

Run 'squadscope <command> --help' for a command's options.
`;
const COMMANDS = {
    crawl: crawlCommand,
    // fan-in writes whole lines (its io adds no newline); crawl writes text as it comes.
    'fan-in': (argv, io) => fanInCommand(argv, {
        env: io.env,
        ...(io.legWorkerScript ? { legWorkerScript: io.legWorkerScript } : {}),
        stdout: (line) => io.stdout(`${line}\n`),
        stderr: (line) => io.stderr(`${line}\n`),
    }),
};
async function cli(argv, io) {
    const [name, ...rest] = argv;
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        io.stdout(USAGE);
        return name === undefined ? 2 : 0;
    }
    const command = COMMANDS[name];
    if (!command) {
        io.stderr(`squadscope: unknown command '${name}'\n\n${USAGE}`);
        return 2;
    }
    return command(rest, io);
}


/***/ })

};
