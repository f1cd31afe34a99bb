export const id = 333;
export const ids = [333];
export const modules = {

/***/ 20333:
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
/** `actionDir`: the folder holding action.yml; default the suite's actions/<action>. */
function readActionMetadata(action, actionDir = (0,external_node_path_.join)(repoRoot, 'actions', action)) {
    const text = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(actionDir, 'action.yml'), 'utf8');
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
        // The job's place in its matrix; the runner has no such variables, a test sets them to
        // play a matrix job (outside a matrix GitHub gives index 0 of 1).
        if (expr === 'strategy.job-index')
            return env.STRATEGY_JOB_INDEX ?? '0';
        if (expr === 'strategy.job-total')
            return env.STRATEGY_JOB_TOTAL ?? '1';
        throw new Error(`the test runner cannot evaluate \${{ ${expr} }} in an input default`);
    });
}
/** INPUT_ variables exactly as the runner names them: upper case, spaces to underscores, hyphens kept. */
function inputEnv(action, inputs, env, actionDir) {
    const meta = readActionMetadata(action, actionDir);
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
    const actionDir = options.actionDir ?? (0,external_node_path_.join)(repoRoot, 'actions', action);
    const meta = readActionMetadata(action, actionDir);
    if (meta.runs.using !== 'node24')
        throw new Error(`${action}: runs.using is ${meta.runs.using}, expected node24`);
    const bundle = (0,external_node_path_.resolve)(actionDir, meta.runs.main);
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
        GITHUB_ACTION_PATH: actionDir,
        RUNNER_TEMP: runnerTemp,
        ...files,
        ...options.env,
    };
    const env = { ...base, ...inputEnv(action, inputs, base, actionDir) };
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
            child.kill(options.termSignal ?? 'SIGTERM');
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
const time_HOUR_MS = 60 * MINUTE_MS;
const time_DAY_MS = 24 * time_HOUR_MS;
/** Milliseconds of UTC midnight of a calendar date; correct for years 0–99 too (Date.UTC is not). */
function time_utcDateMs(year, monthIndex, day) {
    const date = new Date(0);
    date.setUTCFullYear(year, monthIndex, day);
    return date.getTime();
}
/** Years whose instants the `YYYY-MM-DDTHH:MM:SSZ` form can write. */
const MIN_MS = time_utcDateMs(0, 0, 1);
const MAX_MS = time_utcDateMs(10000, 0, 1) - 1;
/** `YYYY-MM-DDTHH:MM:SSZ`, fractions of a second dropped (floor). */
function time_formatTimestamp(ms) {
    if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) {
        throw new RangeError(`instant ${ms} is outside the years 0000-9999`);
    }
    return new Date(Math.floor(ms / SECOND_MS) * SECOND_MS).toISOString().slice(0, 19) + 'Z';
}
/** Like formatTimestamp, but a fraction of a second rounds up (for "not before" instants). */
function formatTimestampCeil(ms) {
    return time_formatTimestamp(Math.ceil(ms / SECOND_MS) * SECOND_MS);
}
/**
 * formatTimestampCeil for an instant computed forward (a last scrape plus its interval):
 * past the last second of 9999, that second, the latest instant a timestamp can name.
 */
function time_formatTimestampCeilCapped(ms) {
    return formatTimestampCeil(Math.min(ms, MAX_MS - (MAX_MS % SECOND_MS)));
}
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
/** Milliseconds of a calendar date and time, or undefined when a field is out of range (Feb 30, 24:00). */
function fieldsMs(y, mo, d, h = 0, mi = 0, s = 0) {
    if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59)
        return undefined;
    const ms = time_utcDateMs(y, mo - 1, d);
    // A day past the month's end rolls over into the next month.
    if (new Date(ms).getUTCDate() !== d)
        return undefined;
    return ms + h * time_HOUR_MS + mi * MINUTE_MS + s * SECOND_MS;
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

;// CONCATENATED MODULE: ./src/runcontext/due.ts
// Which sources a run crawls (pure), by the due rule: a source is due when it
// is active and was never scraped, or its last scrape is more than interval_hours minus a
// 30-minute tolerance before now (a weekly cron that fires a little early still finds the
// week-old scrape due).


const DUE_TOLERANCE_MS = 30 * MINUTE_MS;
function intervalMs(hours) {
    // To the millisecond: 0.1 h must be exactly 360000 ms, not a float a hair above it.
    return Math.round(hours * HOUR_MS);
}
/**
 * The instant (ms) after which a source scraped at `lastMs` is due again: it is due when
 * `now > lastMs + interval - 30 min`.
 */
function dueAfter(lastMs, intervalHours) {
    return lastMs + intervalMs(intervalHours) - DUE_TOLERANCE_MS;
}
/** When the source was last scraped (ms), or undefined when the state does not know it. */
function lastScrapedMs(state, id) {
    const last = Object.hasOwn(state.sources, id) ? state.sources[id]?.last_scraped_at : undefined;
    return last === undefined ? undefined : Date.parse(last);
}
/** Splits the sources into due and skipped. Entries of the state for unknown ids are ignored. */
function dueSources(sources, state, now) {
    const due = [];
    const skipped = [];
    for (const source of sources) {
        if (!(source.active ?? SOURCE_DEFAULTS.active)) {
            skipped.push({ id: source.id, reason: 'inactive' });
            continue;
        }
        const last = lastScrapedMs(state, source.id);
        if (last === undefined) {
            due.push(source);
            continue;
        }
        const hours = source.interval_hours ?? SOURCE_DEFAULTS.interval_hours;
        const after = dueAfter(last, hours);
        if (now > after) {
            due.push(source);
        }
        else {
            skipped.push({
                id: source.id,
                reason: `not due until ${formatTimestampCeilCapped(after)} (last scraped ${formatTimestamp(last)}, every ${hours} h)`,
            });
        }
    }
    return { due, skipped };
}
/**
 * When the next skipped source falls due: the earliest `dueAfter` (ms) of the active
 * sources that are not due at `now`. Until that instant the due sources stay exactly those
 * of `now`; just after it, at least one more is due. null when no source is waiting for
 * its interval (every source inactive or already due, or no source at all): then no later
 * run finds more due than this one, whatever its clock.
 */
function nextDueMs(sources, state, now) {
    let next = null;
    for (const source of sources) {
        if (!(source.active ?? SOURCE_DEFAULTS.active))
            continue;
        const last = lastScrapedMs(state, source.id);
        if (last === undefined)
            continue;
        const after = dueAfter(last, source.interval_hours ?? SOURCE_DEFAULTS.interval_hours);
        if (now <= after && (next === null || after < next))
            next = after;
    }
    return next;
}
/**
 * The `next-due` output: nextDueMs as `YYYY-MM-DDTHH:MM:SSZ`, rounded up to the second (a
 * run whose clock is later than it finds the source due), or '' when no source will be.
 */
function nextDue(sources, state, now) {
    const ms = nextDueMs(sources, state, now);
    return ms === null ? '' : formatTimestampCeilCapped(ms);
}
/** The one line that make-run-context's summary and `squadscope crawl` print. */
function nextDueLine(next) {
    return next === ''
        ? 'Next due: none (no active source is waiting for its interval)'
        : `Next due: ${next} (the earliest skipped source falls due after it)`;
}

// EXTERNAL MODULE: ./src/runcontext/leg-id.ts
var leg_id = __webpack_require__(24696);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var lib_core = __webpack_require__(91659);
;// CONCATENATED MODULE: ./src/runtime/untrusted.ts
// Untrusted text (feed titles, URLs, server and parser messages, file content) made safe to
// print: in the job log, where the runner reads lines starting with `::` as workflow
// commands; in the job summary, where markdown and HTML would render; and in one-line
// messages. Pure: no I/O, no @actions/core, so every module can use it.
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
function untrusted_untrusted(text, max = 200) {
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
function untrusted_escapeMarkdown(text) {
    return text.replace(/\r\n|\r|\n/g, ' ').replace(MARKDOWN_SPECIAL, '\\$&');
}
/** Control characters and the line breaks JSON leaves raw. */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
/**
 * Untrusted text in a one-line message: each line break (with the spaces around it) becomes
 * `separator`, other control characters a space, and the text is cut to `max` UTF-16 code
 * units (never half a surrogate pair) with `…` when longer.
 */
function oneLine(text, max = 300, separator = ' ') {
    const flat = text
        .replace(/\s*(?:\r\n|[\r\n\u2028\u2029])+\s*/g, separator)
        .replace(/[\u0000-\u001f\u007f-\u009f]+/g, ' ')
        .trim();
    if (flat.length <= max)
        return flat;
    let end = max;
    if (isHighSurrogate(flat.charCodeAt(end - 1)))
        end -= 1;
    return `${flat.slice(0, end)}…`;
}
/**
 * Escapes control and line-break characters as `\uXXXX`, so a message built from file
 * content (a key, a YAML error) stays one line and cannot start a workflow command on a line
 * of its own, while every character stays visible.
 */
function oneLineSafe(text) {
    return text.replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./src/runtime/log.ts


/**
 * The logger every action uses. `info` prints its text as is: callers pass untrusted
 * parts through `untrusted()`. Annotations (warning, error) and debug lines are workflow
 * commands whose data @actions/core escapes, so they are always one line.
 */
const log_logger = {
    info: (message) => lib_core/* info */.pq(message),
    debug: (message) => lib_core/* debug */.Yz(message),
    warning: (message, props) => lib_core/* warning */.$e(message, props),
    error: (message, props) => lib_core/* error */.z3(message, props),
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
// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
;// CONCATENATED MODULE: ./src/cli/args.ts
/**
 * The command line of a squadscope command: parsed strictly (an unknown option or a missing
 * value is an error, never ignored), every such error a UsageError, which the commands
 * answer with their usage text and exit status 2.
 */


/** The command line cannot run: its message says what to change. */
class UsageError extends Error {
    name = 'UsageError';
}
/** `argv` parsed against `options`; positional arguments only where `allowPositionals`. */
function parseCommandLine(argv, options, allowPositionals) {
    const config = {
        args: argv,
        strict: true,
        allowPositionals: (allowPositionals ?? false),
        options,
    };
    try {
        return (0,external_node_util_.parseArgs)(config);
    }
    catch (error) {
        throw new UsageError((0,error_message/* messageOf */.b)(error));
    }
}

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
  --artifact-dir DIR      the local artifact store (default: a fresh temporary directory,
                          removed at the end)
  --keep-artifacts        keep that temporary artifact directory (its path is printed)
  --source-config FILE    RSS sources, JSON or YAML (default: the demo's five sources served
                          locally; with --live examples/sources.json)
  --topic-config FILE     topic config, YAML (default: examples/demo/squadscope.topic.yml;
                          with --live examples/squadscope.topic.yml)
  --state FILE            scrape state (scrape_state_v1 JSON): only due sources are crawled, and
                          the fan-in records the sources that succeeded (created when missing)
  --github-shards LIST    GitHub shards to crawl, comma separated (default: all four; none: off)
  --monolithic            one process per side (source-id all, shard-id all) instead of one per leg
  --sources-per-leg N     packed legs: each RSS leg process crawls N sources one after another
                          and uploads one artifact (the outputs are the same bytes)
  --chunk-size M          chunked: the RSS legs run chunk by chunk (M sources each, packed
                          within the chunk), then one fan-in over all of them
  --nested                with --chunk-size: nested fans, a partial fan-in per chunk, then
                          the fan-in of the partials (the outputs are the same bytes)
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
        ({ values } = parseCommandLine(argv, {
            live: { type: 'boolean', default: false },
            week: { type: 'string' },
            'output-dir': { type: 'string' },
            'artifact-dir': { type: 'string' },
            'keep-artifacts': { type: 'boolean', default: false },
            'source-config': { type: 'string' },
            'topic-config': { type: 'string' },
            state: { type: 'string' },
            'github-shards': { type: 'string' },
            monolithic: { type: 'boolean', default: false },
            'sources-per-leg': { type: 'string' },
            'chunk-size': { type: 'string' },
            nested: { type: 'boolean', default: false },
            concurrency: { type: 'string' },
            help: { type: 'boolean', short: 'h', default: false },
        }));
    }
    catch (error) {
        if (error instanceof UsageError)
            return { error: error.message };
        throw error;
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
    const perLeg = values['sources-per-leg'];
    if (perLeg !== undefined && (!/^[1-9]\d{0,3}$/.test(perLeg) || Number(perLeg) > 1000)) {
        return {
            error: `--sources-per-leg must be an integer from 1 to 1000, got ${JSON.stringify(perLeg)}`,
        };
    }
    if (perLeg !== undefined && values.monolithic) {
        return { error: '--sources-per-leg and --monolithic are two shapes: give one' };
    }
    const chunkSize = values['chunk-size'];
    if (chunkSize !== undefined && (!/^[1-9]\d{0,3}$/.test(chunkSize) || Number(chunkSize) > 1000)) {
        return {
            error: `--chunk-size must be an integer from 1 to 1000, got ${JSON.stringify(chunkSize)}`,
        };
    }
    if (values.nested && chunkSize === undefined) {
        return { error: '--nested needs --chunk-size: the sources per chunk' };
    }
    if (chunkSize !== undefined && values.monolithic) {
        return { error: '--chunk-size and --monolithic are two shapes: give one' };
    }
    const fileFlags = [
        'output-dir',
        'artifact-dir',
        'source-config',
        'topic-config',
        'state',
    ];
    for (const flag of fileFlags) {
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
            keepArtifacts: values['keep-artifacts'],
            sourceConfig: abs(values['source-config']),
            topicConfig: abs(values['topic-config']),
            state: abs(values.state),
            githubShards: values['github-shards'],
            monolithic: values.monolithic,
            sourcesPerLeg: perLeg === undefined ? undefined : Number(perLeg),
            chunkSize: chunkSize === undefined ? undefined : Number(chunkSize),
            nested: values.nested,
            concurrency,
        },
    };
}

;// CONCATENATED MODULE: ./src/runtime/pool.ts
async function runPool(items, concurrency, task, options = {}) {
    if (!Number.isInteger(concurrency) || concurrency < 1) {
        throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
    }
    const results = new Array(items.length);
    const failures = new Map();
    let next = 0;
    const worker = async () => {
        while (next < items.length && !(options.stopOnError && failures.size > 0)) {
            const index = next++;
            try {
                results[index] = await task(items[index], index);
            }
            catch (error) {
                failures.set(index, error);
                continue;
            }
            options.onDone?.(results[index], index);
        }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
    if (failures.size > 0)
        throw failures.get(Math.min(...failures.keys()));
    return results;
}

// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(57994);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __webpack_require__(30987);
;// CONCATENATED MODULE: ./src/report/glance.ts
/**
 * (pure) A run at a glance: its outcome, its legs with failures first, what each leg brought
 * and how long it took, and the warnings. Built from the fan-in's diagnostics and, when
 * there is one, the run ledger; rendered as the fan-in's job summary (markdown.ts) and by
 * `squadscope crawl` (text.ts), so that both say the same.
 */

const STATUS_ORDER = {
    failed: 0,
    missing: 1,
    partial: 2,
    success: 3,
};
function verdict(leg) {
    if (leg.artifact !== null)
        return `accepted ${leg.artifact}`;
    return leg.error === undefined || leg.error === 'no_artifact'
        ? 'no artifact'
        : `rejected (${leg.error})`;
}
function failuresFirst(a, b) {
    return (STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        (a.kind === b.kind ? 0 : a.kind === 'rss' ? -1 : 1) ||
        a.seq - b.seq ||
        (0,canonical/* compareStrings */.Kt)(a.id, b.id));
}
function legsOf(d, ledger) {
    const durations = new Map((ledger?.legs ?? []).map((l) => [`${l.kind}/${l.leg_id}`, l.duration_ms]));
    const legs = [];
    for (const kind of ['rss', 'github']) {
        for (const leg of d.fans[kind]?.legs ?? []) {
            legs.push({
                kind,
                id: leg.id,
                seq: leg.seq,
                status: leg.status,
                required: leg.required,
                items: leg.items,
                durationMs: durations.get(`${kind}/${leg.id}`) ?? null,
                verdict: verdict(leg),
            });
        }
    }
    return legs.sort(failuresFirst);
}
function glanceOf(d, ledger) {
    const legs = legsOf(d, ledger);
    const sum = (kind) => legs.filter((l) => l.kind === kind).reduce((n, l) => n + l.items, 0);
    return {
        week: d.week,
        runId: d.run_id,
        outcome: d.status,
        reason: d.reason,
        legs,
        articles: sum('rss'),
        repositories: sum('github'),
        warnings: [...d.warnings],
        rejected: d.artifacts
            .filter((a) => a.verdict === 'rejected')
            .map((a) => ({
            artifact: a.name,
            reason: a.reason ?? '',
            pointer: a.errors[0]?.pointer || '/',
            message: a.errors[0]?.message ?? '',
        })),
        timing: ledger === null
            ? null
            : {
                leg_duration_ms: ledger.run.leg_duration_ms,
                critical_path: ledger.run.critical_path,
                critical_path_ms: ledger.run.critical_path_ms,
            },
    };
}
/** `3 legs: 2 success, 1 failed` (statuses in failures-first order). */
function glance_legCounts(legs) {
    const counts = new Map();
    for (const leg of legs)
        counts.set(leg.status, (counts.get(leg.status) ?? 0) + 1);
    const parts = Object.keys(STATUS_ORDER)
        .filter((s) => counts.has(s))
        .map((s) => `${counts.get(s)} ${s}`);
    return `${legs.length} ${legs.length === 1 ? 'leg' : 'legs'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
function glance_secondsText(ms) {
    return ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts

/** Successful legs listed in the table; failures are always all listed. */
const TABLE_SUCCESSES = 20;
/** Bars per chart (the largest values): a chart of 256 bars says nothing. */
const CHART_BARS = 30;
/** A chart label: letters, digits and `_ . / -` only, in quotes. */
function label(text) {
    return `"${text.replace(/[^A-Za-z0-9_./-]/g, '_').slice(0, 40)}"`;
}
/** One `xychart-beta` bar chart, or null without data. */
function barChart(title, axis, bars) {
    if (bars.length === 0)
        return null;
    const shown = [...bars]
        .map((b, i) => ({ ...b, i }))
        .sort((a, b) => b.value - a.value || a.i - b.i)
        .slice(0, CHART_BARS)
        .sort((a, b) => a.i - b.i);
    const more = bars.length > shown.length ? ` (largest ${shown.length} of ${bars.length})` : '';
    const max = Math.max(1, ...shown.map((b) => b.value));
    return [
        '```mermaid',
        'xychart-beta',
        `  title "${`${title}${more}`.replace(/"/g, "'")}"`,
        `  x-axis [${shown.map((b) => label(b.label)).join(', ')}]`,
        `  y-axis ${label(axis)} 0 --> ${max}`,
        `  bar [${shown.map((b) => String(b.value)).join(', ')}]`,
        '```',
    ].join('\n');
}
function legRow(leg) {
    return [
        `${leg.kind}/${leg.id}`,
        leg.status,
        String(leg.items),
        secondsText(leg.durationMs),
        leg.verdict,
    ];
}
function legTable(summary, legs) {
    if (legs.length === 0)
        return;
    const failures = legs.filter((l) => l.status !== 'success');
    const successes = legs.filter((l) => l.status === 'success');
    const shown = [...failures, ...successes.slice(0, TABLE_SUCCESSES)];
    summary.table(['Leg', 'Status', 'Items', 'Time', 'Verdict'], shown.map(legRow));
    const hidden = legs.length - shown.length;
    if (hidden > 0)
        summary.paragraph(`… and ${hidden} more successful legs (see the diagnostics file).`);
}
function charts(summary, legs) {
    const inPlanOrder = [...legs].sort((a, b) => a.kind === b.kind ? a.seq - b.seq : a.kind === 'rss' ? -1 : 1);
    const articles = barChart('Articles per source', 'Articles', inPlanOrder.filter((l) => l.kind === 'rss').map((l) => ({ label: l.id, value: l.items })));
    const durations = barChart('Leg durations (s)', 'Seconds', inPlanOrder
        .filter((l) => l.durationMs !== null)
        .map((l) => ({
        label: `${l.kind}/${l.id}`,
        value: Math.round(l.durationMs / 100) / 10,
    })));
    if (articles !== null)
        summary.raw(articles);
    if (durations !== null)
        summary.raw(durations);
}
function writeGlanceSummary(summary, g) {
    summary.heading(`Fan-in ${g.week}: ${g.outcome}`);
    summary.paragraph(`${legCounts(g.legs)}; ${g.articles} articles, ${g.repositories} repositories; ${g.warnings.length} warnings. Run ${g.runId}.${g.reason ? ` ${g.reason}` : ''}`);
    legTable(summary, g.legs);
    charts(summary, g.legs);
    if (g.timing !== null && g.timing.critical_path.length > 0) {
        summary.paragraph(`Critical path ${secondsText(g.timing.critical_path_ms)}: ${g.timing.critical_path
            .map((s) => `${s.step} ${secondsText(s.duration_ms)}`)
            .join(' → ')}.`);
    }
    if (g.warnings.length > 0) {
        summary.heading('Warnings', 3);
        summary.list(g.warnings);
    }
    if (g.rejected.length > 0) {
        summary.heading('Rejected artifacts', 3);
        summary.table(['Artifact', 'Reason', 'Pointer', 'Message'], g.rejected.map((r) => [r.artifact, r.reason, r.pointer, r.message]));
    }
}

;// CONCATENATED MODULE: ./src/report/text.ts
/**
 * The run at a glance as plain text, for `squadscope crawl`: the outcome line, bar charts of
 * articles per source and of leg durations, and the critical path. Leg ids are validated
 * ids (safe to print); nothing here comes from a feed.
 */

const BAR_WIDTH = 30;
function bars(rows) {
    const max = Math.max(0, ...rows.map((r) => r.value));
    const width = Math.max(...rows.map((r) => r.label.length), 0);
    return rows.map((r) => {
        const n = max === 0 ? 0 : Math.round((r.value / max) * BAR_WIDTH);
        return `    ${r.label.padEnd(width)}  ${'#'.repeat(n)}${n > 0 ? ' ' : ''}${r.text}`;
    });
}
function inPlanOrder(legs) {
    return [...legs].sort((a, b) => (a.kind === b.kind ? a.seq - b.seq : a.kind === 'rss' ? -1 : 1));
}
function glanceText(g) {
    const lines = [
        `Fan-in ${g.week}: ${g.outcome}. ${glance_legCounts(g.legs)}; ${g.articles} articles, ${g.repositories} repositories; ${g.warnings.length} warnings`,
    ];
    const ordered = inPlanOrder(g.legs);
    const rss = ordered.filter((l) => l.kind === 'rss');
    if (rss.length > 0) {
        lines.push('  articles per source');
        lines.push(...bars(rss.map((l) => ({ label: l.id, value: l.items, text: String(l.items) }))));
    }
    const timed = ordered.filter((l) => l.durationMs !== null);
    if (timed.length > 0) {
        lines.push('  leg durations');
        lines.push(...bars(timed.map((l) => ({
            label: `${l.kind}/${l.id}`,
            value: l.durationMs,
            text: glance_secondsText(l.durationMs),
        }))));
    }
    if (g.timing !== null && g.timing.critical_path.length > 0) {
        lines.push(`  critical path ${glance_secondsText(g.timing.critical_path_ms)}: ${g.timing.critical_path
            .map((s) => `${s.step} ${glance_secondsText(s.duration_ms)}`)
            .join(' -> ')}`);
    }
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/index.ts




;// CONCATENATED MODULE: ./src/cli/crawl/glance.ts
/**
 * The fan-in's diagnostics and run ledger, read back from the files it wrote, as the run at
 * a glance. Both are checked against their schemas; a file that is missing or does not
 * validate leaves the glance out (the summary above it still stands).
 */




const MAX_BYTES = 64 * 1024 * 1024;
async function readContract(path, contract) {
    if (!path)
        return null;
    try {
        const value = (0,canonical/* parseStrict */.z3)(await (0,promises_.readFile)(path), { source: path, maxBytes: MAX_BYTES });
        return (0,contracts/* validate */.tf)(contract, value).ok ? value : null;
    }
    catch {
        return null;
    }
}
async function readGlance(diagnosticsPath, ledgerPath) {
    const diagnostics = await readContract(diagnosticsPath, 'fan_in_diagnostics_v1');
    if (diagnostics === null)
        return null;
    return glanceOf(diagnostics, await readContract(ledgerPath, 'run_metrics_v1'));
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
    return SAFE_WORD.test(text) ? text : untrusted_untrusted(text, 80);
}
const SAFE_PATH = /^[\w./\\@+,~ -]{1,400}$/;
/** A file path as is when it is plain, quoted otherwise (a path is the user's, not a feed's, but may hold anything). */
function pathText(path) {
    return SAFE_PATH.test(path) && !/^\s|\s$/.test(path) ? path : untrusted_untrusted(path, 400);
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
        lines.push(`          ${untrusted_untrusted(error, 300)}`);
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
const STATUS_RANK = { error: 0, failed: 1, partial: 2, success: 3 };
/** Legs that did not succeed first (in their order), then the others; stable otherwise. */
function report_failuresFirst(legs) {
    const rank = (l) => STATUS_RANK[l.status] ?? 0;
    return legs
        .map((l, i) => ({ l, i }))
        .sort((a, b) => rank(a.l) - rank(b.l) || a.i - b.i)
        .map((x) => x.l);
}
function summaryText(s) {
    const counts = new Map();
    for (const leg of s.legs)
        counts.set(leg.status, (counts.get(leg.status) ?? 0) + 1);
    const rows = [
        ['leg', 'status', 'items', 'time'],
        ...report_failuresFirst(s.legs).map((l) => [
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
        ...s.warnings.map((w) => `    - ${untrusted_untrusted(w, 300)}`),
        ...s.fanIn.errors.map((e) => `  error         ${untrusted_untrusted(e, 300)}`),
        '  outputs',
        ...(s.outputs.length > 0
            ? s.outputs.map((o) => `    ${o.label.padEnd(12)} ${pathText(o.path)}`)
            : ['    (none written)']),
        `  artifacts     ${pathText(s.artifactDir)}`,
        '',
    ];
    return lines.join('\n');
}

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
            etag: `"${(0,canonical/* sha256Hex */.fg)(body).slice(0, 32)}"`,
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
        if (typeof id !== 'string' || !leg_id/* LEG_ID_PATTERN */.I.test(id)) {
            throw new Error(`make-run-context's ${what} entry ${i} has no valid ${key}`);
        }
        return id;
    });
}
/** make-run-context's next-due output as its summary line (anything unexpected quoted). */
function nextDueText(next) {
    return next === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(next)
        ? nextDueLine(next)
        : `Next due: ${untrusted_untrusted(next, 80)}`;
}
/** The RSS legs of make-run-context's rss-matrix: single-source or packed entries, checked. */
function rssLegJobs(raw) {
    if (raw === undefined || raw === '')
        throw new Error('make-run-context gave no rss-matrix output');
    const include = JSON.parse(raw)?.include;
    if (!Array.isArray(include))
        throw new Error("make-run-context's rss-matrix has no include list");
    return include.map((entry, i) => {
        const e = (entry ?? {});
        const { leg_id: legId, source_ids: ids, source_id: id } = e;
        if (typeof legId === 'string' && typeof ids === 'string' && leg_id/* LEG_ID_PATTERN */.I.test(legId)) {
            if (ids.split(',').every((x) => leg_id/* LEG_ID_PATTERN */.I.test(x)))
                return { id: legId, sourceIds: ids, legId };
        }
        else if (typeof id === 'string' && leg_id/* LEG_ID_PATTERN */.I.test(id)) {
            return { id, sourceIds: id, legId: undefined };
        }
        throw new Error(`make-run-context's rss-matrix entry ${i} has no valid source_id or leg_id`);
    });
}
/** The RSS jobs of each chunk, from make-run-context's rss-chunks (nesting.ts), checked. */
function chunkedJobs(raw) {
    if (raw === undefined || raw === '')
        throw new Error('make-run-context gave no rss-chunks output');
    const include = JSON.parse(raw)?.include;
    if (!Array.isArray(include))
        throw new Error("make-run-context's rss-chunks has no include list");
    return include.map((entry, k) => {
        const { chunk, matrix } = (entry ?? {});
        if (chunk !== k || typeof matrix !== 'string') {
            throw new Error(`make-run-context's rss-chunks entry ${k} is not chunk ${k} with a matrix`);
        }
        return rssLegJobs(matrix);
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
    // A temporary artifact store is removed at the end, unless --keep-artifacts.
    const temporaryArtifacts = options.artifactDir === undefined;
    const artifactDir = options.artifactDir ?? (await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'squadscope-artifacts-')));
    const removeArtifacts = temporaryArtifacts && !options.keepArtifacts;
    let server;
    try {
        // The demo answers from 127.0.0.1, on a fixed port when free (reproducible bytes).
        if (!options.live)
            server = await startDemoServer({ dataDir: DEMO_DIR, port: DEMO_PORT });
        return await crawl({ ...options, artifactDir }, io, cwd, scratch, token, server);
    }
    finally {
        await server?.close();
        await (0,promises_.rm)(scratch, { recursive: true, force: true });
        if (removeArtifacts)
            await (0,promises_.rm)(artifactDir, { recursive: true, force: true });
        else if (temporaryArtifacts)
            io.stdout(`artifacts kept: ${pathText(artifactDir)}\n`);
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
    const artifactDir = options.artifactDir;
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
        ...(options.state !== undefined ? { state: options.state } : {}),
        ...(options.githubShards !== undefined ? { 'github-shards': options.githubShards } : {}),
        ...(options.sourcesPerLeg !== undefined
            ? { 'sources-per-leg': String(options.sourcesPerLeg) }
            : {}),
        ...(options.chunkSize !== undefined ? { 'chunk-size': String(options.chunkSize) } : {}),
    });
    if (plan.exitCode !== 0) {
        out(`plan    failed (exit ${plan.exitCode ?? plan.signal})`);
        for (const error of stepErrors(plan.stdout, plan.stderr))
            out(`          ${untrusted_untrusted(error, 300)}`);
        return plan.exitCode ?? 1;
    }
    const week = plan.outputs['week'] ?? '?';
    const runId = plan.outputs['run-id'] ?? '?';
    const sources = rssLegJobs(plan.outputs['rss-matrix']);
    const shards = matrixIds(plan.outputs['github-matrix'], 'shard_id', 'github-matrix');
    out(`plan    ${word(week)}  run ${word(runId)}  ${sources.length} RSS ${options.sourcesPerLeg ? 'legs' : 'sources'}, ${shards.length} GitHub shards  (${seconds((Date.now() - started) / 1000)})`);
    const next = plan.outputs['next-due'];
    if (next !== undefined)
        out(`        ${nextDueText(next)}`);
    // 2. The legs, in parallel processes.
    const rssInputs = (job) => ({
        kind: 'rss',
        id: job.id,
        action: 'crawl-rss-leg',
        inputs: withDeclared('crawl-rss-leg', {
            'source-id': job.sourceIds,
            ...(job.legId === undefined ? {} : { 'leg-id': job.legId }),
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
            ...(sources.length ? [rssInputs({ id: 'all', sourceIds: 'all', legId: undefined })] : []),
            ...(shards.length ? [githubInputs('all')] : []),
        ]
        : [...sources.map(rssInputs), ...shards.map(githubInputs)];
    const runLeg = async (leg) => {
        const t0 = Date.now();
        let result;
        try {
            result = await step(leg.action, leg.inputs);
        }
        catch (error) {
            const message = (0,error_message/* messageOf */.b)(error);
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
    };
    const partialFanIn = async (chunk) => {
        const t0 = Date.now();
        const result = await step('fan-in', withDeclared('fan-in', { 'artifact-dir': artifactDir, 'output-dir': options.outputDir }, { 'partial-chunk': String(chunk), 'chunk-size': String(options.chunkSize) }));
        const status = result.outputs['status'] || (result.exitCode === 0 ? 'partial' : 'failed');
        out(`partial c${chunk}  ${word(status)}  (${seconds((Date.now() - t0) / 1000)})`);
        for (const error of stepErrors(result.stdout, result.stderr))
            out(`          ${untrusted_untrusted(error, 300)}`);
    };
    // Chunked (--chunk-size): the RSS legs chunk by chunk, the GitHub shards with the first;
    // nested (--nested): each chunk's partial fan-in once its legs are done.
    const groups = options.chunkSize === undefined || options.monolithic
        ? [legs]
        : chunkedJobs(plan.outputs['rss-chunks']).map((chunk, k) => [
            ...chunk.map(rssInputs),
            ...(k === 0 ? shards.map(githubInputs) : []),
        ]);
    const outcomes = [];
    for (const [chunk, group] of groups.entries()) {
        outcomes.push(...(await runPool(group, options.concurrency, runLeg, {
            onDone: (outcome) => out(progressLine(outcome)),
        })));
        if (options.nested)
            await partialFanIn(chunk);
    }
    // 3. The fan-in.
    started = Date.now();
    const fanIn = await step('fan-in', withDeclared('fan-in', { 'artifact-dir': artifactDir, 'output-dir': options.outputDir }, { 'topic-config': topicConfig, state: options.state }));
    const fanInSeconds = (Date.now() - started) / 1000;
    const status = fanIn.outputs['status'] || (fanIn.exitCode === 0 ? 'complete' : 'failed');
    out(`fan-in  ${word(status)}  (${seconds(fanInSeconds)})`);
    const paths = [
        ['github', fanIn.outputs['github-path']],
        ['news', fanIn.outputs['news-path']],
        ['diagnostics', fanIn.outputs['diagnostics-path']],
        ['ledger', fanIn.outputs['metrics-path']],
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
    // The run at a glance, as the fan-in's job summary shows it (charts as text bars).
    const glance = await readGlance(absolute(paths[2][1]), absolute(paths[3][1]));
    if (glance !== null)
        io.stdout(`${glanceText(glance)}\n`);
    return fanIn.exitCode ?? 1;
}

// EXTERNAL MODULE: ./src/artifacts/index.ts + 6 modules
var src_artifacts = __webpack_require__(48300);
// EXTERNAL MODULE: ./src/fanin/leg-checkers.ts
var leg_checkers = __webpack_require__(6583);
// EXTERNAL MODULE: ./src/fanin/leg-files.ts
var leg_files = __webpack_require__(18536);
;// CONCATENATED MODULE: ./src/fanin/packs.ts
/**
 * Packed RSS legs: one matrix job crawled several sources and uploaded ONE artifact,
 * `pack-rss-<leg id>-a<attempt>`, holding each source's payload as its own file
 * `rss-<source id>.json`. The fan-in opens the pack once and checks each file as the leg
 * artifact of its source would be checked: its record is named `<pack>/<file>`, its
 * attempt is the pack's, and everything after (validation, gather by seq, policy) is the
 * same, so the canonical outputs do not depend on the packing.
 */


const FILE = /^rss-(.+)\.json$/u;
/** Whether `name` is a pack artifact (before the plan is known). */
function isPackName(name) {
    return (0,src_artifacts/* parsePackArtifactName */.Oe)(name) !== null;
}
/**
 * Opens pack `name` (located when the store keeps plain files, else downloaded) within
 * `maxBytes` per source file and max(maxBytes, 256 MiB) in all, and maps each file to its
 * planned leg.
 */
async function openPack(store, name, plan, maxBytes) {
    const parsed = (0,src_artifacts/* parsePackArtifactName */.Oe)(name);
    if (parsed === null)
        throw new Error(`openPack: ${name} is not a pack artifact name`);
    const { attempt } = parsed;
    const fan = plan.fans.rss;
    const maxFiles = Math.max(fan?.expected ?? 0, 1);
    // Each file within the per-leg limit; the pack within what one artifact may hold, so that
    // a hostile pack cannot make the fan-in hold (files × limit) bytes.
    const total = Math.max(maxBytes, src_artifacts/* DEFAULT_MAX_BYTES */.fS);
    const limits = { maxFileBytes: maxBytes, maxBytes: total, maxFiles };
    const read = await (0,leg_files/* artifactFiles */.uN)(store, name, limits);
    if ('problem' in read) {
        return { legs: [], ignored: [], rejected: { name, attempt, problem: read.problem } };
    }
    const { files } = read;
    const opened = { legs: [], ignored: [] };
    for (const [fileName, content] of files) {
        const record = `${name}/${fileName}`;
        const id = FILE.exec(fileName)?.[1];
        if (id === undefined) {
            opened.ignored.push({ name: record, fan: 'rss', attempt, reason: 'name' });
            continue;
        }
        const planned = fan?.legs.find((l) => l.id === id);
        if (planned === undefined) {
            opened.ignored.push({ name: record, fan: 'rss', id, attempt, reason: 'unknown_leg' });
            continue;
        }
        opened.legs.push({
            name: record,
            leg: { kind: 'leg', fan: 'rss', id, attempt, seq: planned.seq, required: planned.required },
            content: Buffer.isBuffer(content) ? { bytes: content } : { file: content },
        });
    }
    return opened;
}

// EXTERNAL MODULE: ./src/artifacts/names.ts
var names = __webpack_require__(97327);
// EXTERNAL MODULE: ./src/gather/index.ts + 12 modules
var gather = __webpack_require__(92303);
;// CONCATENATED MODULE: ./src/fanout/legs.ts
/**
 * Leg artifacts of a fan (any matrix, via `emit`): the artifact `fan-<hash>-<seq>-a<attempt>`
 * holds one file, leg.json, an envelope `{format, fan, payload}` whose `fan` is the frame
 * stack (outermost first) and `payload` the leg's result. `<hash>` is the first 12 hex of
 * SHA-256 of the fan id (fan ids may hold characters an artifact name may not).
 *
 * Latent gather states are artifacts `gather-<collector>-<hash>-s<version>` holding
 * state.json; artifacts are immutable, so each pull that changes the state publishes the
 * next version.
 */




const LEG_FORMAT = 'squadscope-leg/1';
const LEG_FILE = 'leg.json';
const STATE_FILE = 'state.json';
/** Largest leg file read (a leg is a result, not a dataset: use the okf kernel for those). */
const MAX_LEG_BYTES = 64 * 1024 * 1024;
const MAX_STATE_BYTES = 256 * 1024 * 1024;
/**
 * Refuses to upload a file its reader would refuse: a gather downloads leg and state files
 * with the limits above, so a larger file would only fail later, on the gathering side.
 */
function checkUploadSize(what, data, maxBytes) {
    const bytes = Buffer.byteLength(data);
    if (bytes > maxBytes) {
        throw new src_artifacts/* ArtifactError */.nE('too_large', `${what} is ${bytes} bytes, above the ${maxBytes} bytes a gather reads: not uploaded`);
    }
}
function fanHash(fanId) {
    return (0,canonical/* sha256Hex */.fg)(fanId).slice(0, 12);
}
function legArtifactName(fanId, seq, attempt) {
    return (0,src_artifacts/* attemptName */.LZ)(`fan-${fanHash(fanId)}-${seq}`, attempt);
}
/** The seq and attempt of a leg artifact of `fanId`, or null for any other name. */
function parseLegName(name, fanId) {
    const match = /^fan-([0-9a-f]{12})-(0|[1-9][0-9]{0,8})-a([1-9][0-9]{0,8})$/.exec(name);
    if (match === null || match[1] !== fanHash(fanId))
        return null;
    return { seq: Number(match[2]), attempt: Number(match[3]) };
}
function stateArtifactName(collector, fanId, version) {
    return `gather-${collector}-${fanHash(fanId)}-s${version}`;
}
/** The last state version a collector may publish (and a pull reads). */
const MAX_STATE_VERSION = 999_999_999;
/** The version of a state artifact of (collector, fanId), or null for any other name. */
function parseStateName(name, collector, fanId) {
    const prefix = `gather-${collector}-${fanHash(fanId)}-s`;
    if (!name.startsWith(prefix))
        return null;
    const digits = name.slice(prefix.length);
    if (!/^[1-9][0-9]*$/.test(digits))
        return null;
    const version = Number(digits);
    return version <= MAX_STATE_VERSION ? version : null;
}
/** The bytes of leg.json. */
function legFile(frames, payload) {
    const envelope = { format: LEG_FORMAT, fan: [...frames], payload };
    return `${(0,canonical/* canonicalJson */.dj)(envelope)}\n`;
}
/** Longest fan id: ids end up in log lines and summaries. */
const MAX_FAN_ID_CHARS = 500;
/** Deepest frame stack (fans nested in fans) a leg may carry; docs/contracts.md. */
const MAX_FRAME_DEPTH = 32;
/** A fan id: 1 to MAX_FAN_ID_CHARS well-formed characters, no control characters (C0, DEL, C1). */
function isFanId(value) {
    return (typeof value === 'string' &&
        value.length >= 1 &&
        value.length <= MAX_FAN_ID_CHARS &&
        value.isWellFormed() &&
        !/[\u0000-\u001f\u007f-\u009f]/u.test(value));
}
function isFrame(value) {
    if (!(0,gather/* isPlainObject */.Qd)(value) || !isFanId(value['fan_id']))
        return false;
    const { seq, expected } = value;
    return (0,gather/* isFanSize */.Dw)(expected) && (0,gather/* isSeqOf */.Tx)(seq, expected);
}
/**
 * A frame stack, or null when `value` is not one: at most MAX_FRAME_DEPTH frames, each with
 * a valid fan id and integers 0 <= seq < expected <= MAX_FAN_SEQS.
 */
function asFrames(value) {
    return Array.isArray(value) && value.length <= MAX_FRAME_DEPTH && value.every(isFrame)
        ? value
        : null;
}
/**
 * The arrival a leg artifact makes, or a reason to reject it: strict JSON, the envelope
 * format, a frame stack, and a frame of this fan whose seq is the one in the name.
 */
function readLeg(name, bytes, fanId, expect) {
    let value;
    try {
        value = (0,canonical/* parseStrict */.z3)(bytes, { maxBytes: MAX_LEG_BYTES, source: `${name}/${LEG_FILE}` });
    }
    catch (error) {
        return { rejected: (0,error_message/* messageOf */.b)(error) };
    }
    if (!(0,gather/* isPlainObject */.Qd)(value) || value['format'] !== LEG_FORMAT) {
        return { rejected: `${LEG_FILE} is not a ${LEG_FORMAT} envelope` };
    }
    const frames = asFrames(value['fan']);
    if (frames === null) {
        return {
            rejected: `${LEG_FILE} has no valid fan frame stack (at most ${MAX_FRAME_DEPTH} frames, each a fan id and integers 0 <= seq < expected)`,
        };
    }
    const own = (0,gather/* findFrame */.tv)(frames, fanId)?.frame;
    // The name says this fan; a stack without its frame cannot say which seq it fills.
    if (own === undefined)
        return { rejected: 'its frames hold no frame of this fan' };
    if (own.seq !== expect.seq) {
        return { rejected: `its frame says seq ${own.seq}, its name seq ${expect.seq}` };
    }
    return { arrival: { frames, attempt: expect.attempt, name, item: value['payload'] } };
}

// EXTERNAL MODULE: ./src/gather/frames.ts
var gather_frames = __webpack_require__(38617);
// EXTERNAL MODULE: ./src/fanin/reasons.ts
var reasons = __webpack_require__(17831);
;// CONCATENATED MODULE: ./src/fanin/partial-payload.ts
/**
 * Nested fans (pure): the contract of a partial fan-in and the rules the outer fan-in
 * checks it by. See docs/shapes.md ("Nested fans") and docs/contracts.md ("Nested fans and
 * partial fan-ins").
 *
 * A nested run cuts the plan's RSS legs into chunks of `chunk_size` consecutive seqs. A
 * partial fan-in gathers one chunk (newest valid attempt of each leg, as the flat fan-in
 * does) and uploads ONE artifact, `partial-rss-c<chunk>-a<attempt>`, holding `partial.json`
 * (`rss_partial_v1`: every planned leg of the chunk with its outcome) and the winning
 * payload of each leg as its own file `rss-<id>.json`, unchanged. The partial is a leg of
 * the outer fan `<run_id>:rss:chunks` (its last frame). The outer fan-in checks every
 * payload again exactly as a flat fan-in checks a leg, and applies the failure policy once
 * over all sources, so its canonical outputs are the flat fan-in's bytes.
 */





/** Artifact names of partials start with this (never `rss-` nor `pack-rss-`). */
const PARTIAL_PREFIX = 'partial-rss-c';
/** The contract file inside a partial artifact. */
const PARTIAL_FILE = 'partial.json';
/** Largest `partial.json` read (a chunk of 100,000 legs with long rejection messages). */
const MAX_PARTIAL_JSON_BYTES = 64 * 1024 * 1024;
const PARTIAL_NAME = /^partial-rss-c(0|[1-9][0-9]{0,6})-a([1-9][0-9]{0,8})$/u;
/** `partial-rss-c<chunk>-a<attempt>`. */
function partialArtifactName(chunk, attempt) {
    if (!Number.isSafeInteger(chunk) || chunk < 0) {
        throw new RangeError(`a chunk is an integer >= 0, got ${String(chunk)}`);
    }
    return (0,src_artifacts/* attemptName */.LZ)(`${PARTIAL_PREFIX}${chunk}`, attempt);
}
/** Inverse of {@link partialArtifactName}; null for any other name. */
function parsePartialArtifactName(name) {
    const match = PARTIAL_NAME.exec(name);
    if (match === null)
        return null;
    return { chunk: Number(match[1]), attempt: Number(match[2]) };
}
/** The outer fan of a nested run: its legs are the chunks' partials. */
function chunksFanId(runId) {
    return `${runId}:rss:chunks`;
}
/** How many chunks of `size` legs a fan of `expected` legs makes. */
function chunkCount(expected, size) {
    if (!Number.isSafeInteger(size) || size < 1) {
        throw new RangeError(`chunk size must be an integer >= 1, got ${String(size)}`);
    }
    return Math.ceil(expected / size);
}
/** The seqs of chunk `chunk`: [first, end). */
function chunkRange(expected, size, chunk) {
    const count = chunkCount(expected, size);
    if (!Number.isSafeInteger(chunk) || chunk < 0 || chunk >= count) {
        throw new RangeError(`chunk ${String(chunk)} is outside 0..${count - 1} (${expected} legs in chunks of ${size})`);
    }
    const first = chunk * size;
    return { first, end: Math.min(first + size, expected) };
}
/** The `rss_partial_v1` payload of a chunk. */
function buildPartial(spec) {
    const frame = { fan_id: chunksFanId(spec.runId), seq: spec.chunk, expected: spec.chunkCount };
    return {
        schema_version: 'rss_partial_v1',
        run_id: spec.runId,
        fan_id: spec.fanId,
        fan: [...(spec.parent ?? []), frame],
        chunk_size: spec.chunkSize,
        legs: spec.legs.map(partialLeg),
    };
}
function partialLeg(leg) {
    return {
        seq: leg.seq,
        id: leg.id,
        attempt: leg.held?.attempt ?? null,
        file: leg.held ? `rss-${leg.id}.json` : null,
        ...(leg.held ? { fan: leg.held.fan } : {}),
        rejected: leg.rejected.map(({ attempt, problem }) => ({
            attempt,
            reason: problem.code,
            pointer: problem.pointer.slice(0, 1000),
            message: problem.message.slice(0, 2000),
        })),
    };
}
/**
 * Why `read` cannot be a chunk of this run's plan (one line naming the artifact), or null.
 * Checked: the run, the inner fan, the chunk frame (its seq the name's chunk, its expected
 * the chunk count), the depth of every held leg's full frame stack, and that the legs are
 * exactly the plan's legs of the chunk with a frame of the plan's seat.
 */
function partialProblem(read, runContext, plan) {
    const { partial } = read;
    const at = (0,names/* quoteName */.AB)(read.name);
    const fan = plan.fans.rss;
    if (partial.run_id !== runContext.run_id) {
        return `partial ${at} is from another run (${partial.run_id}, this run is ${runContext.run_id})`;
    }
    if (!fan)
        return `partial ${at} holds RSS legs, but the plan has no RSS fan`;
    if (partial.fan_id !== fan.fan_id) {
        return `partial ${at} holds legs of fan ${(0,names/* quoteName */.AB)(partial.fan_id)}, the plan's RSS fan is ${(0,names/* quoteName */.AB)(fan.fan_id)}`;
    }
    const count = chunkCount(fan.expected, partial.chunk_size);
    const frame = partial.fan[partial.fan.length - 1];
    const want = { fan_id: chunksFanId(runContext.run_id), seq: read.chunk, expected: count };
    if (frame.fan_id !== want.fan_id || frame.seq !== want.seq || frame.expected !== want.expected) {
        return `partial ${at}: its frame ${JSON.stringify(frame)} is not chunk ${read.chunk} of ${count} (${JSON.stringify(want)})`;
    }
    if (read.chunk >= count) {
        return `partial ${at}: chunk ${read.chunk} is outside the ${count} chunks of ${partial.chunk_size} legs`;
    }
    return legsProblem(read, plan, count) ?? depthProblem(read);
}
function legsProblem(read, plan, count) {
    const fan = plan.fans.rss;
    const { partial } = read;
    const { first, end } = chunkRange(fan.expected, partial.chunk_size, read.chunk);
    const at = (0,names/* quoteName */.AB)(read.name);
    if (partial.legs.length !== end - first) {
        return `partial ${at} lists ${partial.legs.length} legs; chunk ${read.chunk} of ${count} has ${end - first} in the plan (seqs ${first}..${end - 1})`;
    }
    const planned = new Map(fan.legs.map((l) => [l.seq, l.id]));
    for (const [i, leg] of partial.legs.entries()) {
        const seq = first + i;
        const id = planned.get(seq);
        if (leg.seq !== seq || leg.id !== id) {
            return `partial ${at}: leg ${i} is ${(0,names/* quoteName */.AB)(leg.id)} (seq ${leg.seq}); the plan has ${(0,names/* quoteName */.AB)(id ?? '?')} at seq ${seq}`;
        }
        const held = leg.attempt !== null;
        if (held !== (leg.file !== null) || held !== (leg.fan !== undefined)) {
            return `partial ${at}: leg ${(0,names/* quoteName */.AB)(leg.id)} must have attempt, file and fan together, or none`;
        }
        if (leg.file !== null && leg.file !== `rss-${leg.id}.json`) {
            return `partial ${at}: leg ${(0,names/* quoteName */.AB)(leg.id)} names file ${(0,names/* quoteName */.AB)(leg.file)}, not rss-${leg.id}.json`;
        }
        const own = leg.fan && (0,gather_frames/* findFrame */.tv)(leg.fan, fan.fan_id)?.frame;
        if (leg.fan && (own?.seq !== seq || own.expected !== fan.expected)) {
            return `partial ${at}: leg ${(0,names/* quoteName */.AB)(leg.id)} has no frame of seq ${seq} of ${fan.expected} in fan ${(0,names/* quoteName */.AB)(fan.fan_id)}`;
        }
    }
    return null;
}
function depthProblem(read) {
    for (const leg of read.partial.legs) {
        const depth = read.partial.fan.length + (leg.fan?.length ?? 1);
        if (depth > MAX_FRAME_DEPTH) {
            return `partial ${(0,names/* quoteName */.AB)(read.name)}: leg ${(0,names/* quoteName */.AB)(leg.id)} would sit ${depth} frames deep (${read.partial.fan.length} of the partial + ${leg.fan?.length ?? 1} of the leg), over the limit of ${MAX_FRAME_DEPTH}`;
        }
    }
    return null;
}
/**
 * Checks the newest partial of each chunk together: each one valid for the plan (see
 * partialProblem), no leg claimed by two partials, one chunking for all, and no chunk
 * missing. Throws FanInSetupError saying what is wrong; the outer fan-in then writes
 * nothing.
 */
function checkPartials(partials, runContext, plan) {
    for (const read of partials) {
        const problem = partialProblem(read, runContext, plan);
        if (problem !== null)
            throw new reasons/* FanInSetupError */.Md(problem);
    }
    const claims = new Map();
    for (const read of partials) {
        for (const leg of read.partial.legs) {
            const other = claims.get(leg.seq);
            if (other !== undefined) {
                throw new reasons/* FanInSetupError */.Md(`two partials claim leg ${(0,names/* quoteName */.AB)(leg.id)} (seq ${leg.seq}): ${(0,names/* quoteName */.AB)(other)} and ${(0,names/* quoteName */.AB)(read.name)}`);
            }
            claims.set(leg.seq, read.name);
        }
    }
    const sizes = [...new Set(partials.map((p) => p.partial.chunk_size))];
    if (sizes.length > 1) {
        throw new reasons/* FanInSetupError */.Md(`the partials disagree on the chunk size (${sizes.join(', ')})`);
    }
    const fan = plan.fans.rss;
    if (!fan || sizes[0] === undefined)
        return;
    const count = chunkCount(fan.expected, sizes[0]);
    const present = new Set(partials.map((p) => p.chunk));
    for (let chunk = 0; chunk < count; chunk++) {
        if (!present.has(chunk)) {
            const { first, end } = chunkRange(fan.expected, sizes[0], chunk);
            throw new reasons/* FanInSetupError */.Md(`chunk ${chunk} of ${count} is missing: no ${PARTIAL_PREFIX}${chunk}-a<N> artifact (legs ${first}..${end - 1}); rerun its partial fan-in`);
        }
    }
}

;// CONCATENATED MODULE: ./src/fanin/partials.ts
/**
 * The outer fan-in of a nested run (I/O): opens the partials of the chunks
 * (`partial-rss-c<chunk>-a<attempt>`, partial-payload.ts) and hands each held payload to
 * the fan-in as a leg to check, like a file of a pack. A rejection the partial fan-in
 * recorded becomes a rejected record of its leg, so the per-source outcomes, warnings and
 * the failure policy (applied once, over all sources) are the flat fan-in's.
 *
 * Once the run holds a partial, the RSS fan is read from partials only: the legs' own
 * artifacts and packs (which the inner matrices uploaded to the same run) are what the
 * partials were made from, and are not read twice. GitHub shards stay legs of the outer
 * fan-in directly.
 */








/** Partials opened (downloaded, on GitHub) at once. */
const OPEN_AT_ONCE = 4;
/** A partial artifact holds at most this many bytes in all (four times one leg artifact's). */
const MAX_PARTIAL_BYTES = 4 * src_artifacts/* DEFAULT_MAX_BYTES */.fS;
/** Whether `name` is a partial artifact (before the plan is known). */
function isPartialName(name) {
    return parsePartialArtifactName(name) !== null;
}
/**
 * The artifacts a fan-in reads legs from: leg artifacts and packs, or, once there is a
 * partial, the partials and the GitHub shards (the estimate that sizes the fan-in's workers
 * and article set).
 */
function legArtifacts(listed) {
    const { names, partials } = splitPartials(listed.map((a) => a.name));
    const read = new Set([...partials, ...names]);
    return listed.filter((a) => read.has(a.name) &&
        ((0,src_artifacts/* parseLegArtifactName */.DH)(a.name) !== null || isPackName(a.name) || isPartialName(a.name)));
}
/**
 * The run's artifact names split for the fan-in: the partials, and the other names. When
 * there is a partial, RSS leg artifacts and packs are left out of the other names.
 */
function splitPartials(names) {
    const partials = names.filter(isPartialName);
    if (partials.length === 0)
        return { names: [...names], partials };
    const rest = names.filter((name) => !partials.includes(name) && !isPackName(name) && (0,src_artifacts/* parseLegArtifactName */.DH)(name)?.kind !== 'rss');
    return { names: rest, partials };
}
/** The newest attempt of each chunk, and the older attempts (superseded). */
function newestByChunk(names) {
    const best = new Map();
    const older = [];
    for (const name of names) {
        const parsed = parsePartialArtifactName(name);
        if (parsed === null)
            continue;
        const held = best.get(parsed.chunk);
        if (held === undefined || parsed.attempt > held.attempt) {
            if (held)
                older.push(superseded(held.name, held.attempt));
            best.set(parsed.chunk, { name, attempt: parsed.attempt });
        }
        else
            older.push(superseded(name, parsed.attempt));
    }
    const inChunkOrder = [...best.entries()].sort(([a], [b]) => a - b);
    return { newest: inChunkOrder.map(([, b]) => b.name), older };
}
function superseded(name, attempt) {
    return { name, fan: 'rss', attempt, verdict: 'superseded', reason: 'superseded', errors: [] };
}
async function openOne(store, name, plan, maxBytes) {
    const parsed = parsePartialArtifactName(name);
    const limits = {
        maxFileBytes: Math.max(maxBytes, MAX_PARTIAL_JSON_BYTES),
        maxBytes: Math.max(maxBytes, MAX_PARTIAL_BYTES),
        maxFiles: (plan.fans.rss?.expected ?? 0) + 1,
    };
    const read = await (0,leg_files/* artifactFiles */.uN)(store, name, limits);
    if ('problem' in read) {
        throw new reasons/* FanInSetupError */.Md(`partial ${name} cannot be read: ${read.problem.message}`);
    }
    const { files } = read;
    const manifest = files.get(PARTIAL_FILE);
    if (manifest === undefined)
        throw new reasons/* FanInSetupError */.Md(`partial ${name} holds no ${PARTIAL_FILE}`);
    const bytes = Buffer.isBuffer(manifest) ? manifest : (0,src_artifacts/* readLocatedFile */.BN)(manifest);
    return { name, ...parsed, partial: parsePartial(bytes, `${name}/${PARTIAL_FILE}`), files };
}
/** A `partial.json`, parsed strictly and valid by `rss_partial_v1`; else FanInSetupError. */
function parsePartial(bytes, what) {
    let value;
    try {
        value = (0,canonical/* parseStrict */.z3)(bytes, { source: what, maxBytes: MAX_PARTIAL_JSON_BYTES });
    }
    catch (error) {
        if (error instanceof canonical/* StrictJsonError */.U7)
            throw new reasons/* FanInSetupError */.Md(error.message);
        throw error;
    }
    const result = (0,contracts/* validate */.tf)('rss_partial_v1', value);
    if (!result.ok) {
        const list = result.errors.slice(0, 5).map((e) => `${e.pointer || '/'} ${e.message}`);
        throw new reasons/* FanInSetupError */.Md(`${what} is not a valid rss_partial_v1: ${list.join('; ')}`);
    }
    return value;
}
/** The legs to check and the records of one partial (its held payloads and rejections). */
function partials_legsOf(opened, plan) {
    const planned = new Map((plan.fans.rss?.legs ?? []).map((l) => [l.seq, l]));
    const listed = new Set([PARTIAL_FILE]);
    const legs = [];
    const records = [];
    for (const leg of opened.partial.legs) {
        const required = planned.get(leg.seq)?.required ?? false;
        leg.rejected.forEach((r, i) => {
            const problem = { code: r.reason, pointer: r.pointer, message: r.message };
            records.push({
                name: `${opened.name}/${leg.id}/a${r.attempt}/${i}`,
                fan: 'rss',
                id: leg.id,
                attempt: r.attempt,
                seq: leg.seq,
                verdict: 'rejected',
                reason: r.reason,
                errors: [problem],
            });
        });
        if (leg.file === null || leg.attempt === null)
            continue;
        const content = opened.files.get(leg.file);
        if (content === undefined) {
            throw new reasons/* FanInSetupError */.Md(`partial ${opened.name} lists ${leg.file} but does not hold it`);
        }
        listed.add(leg.file);
        legs.push({
            name: `${opened.name}/${leg.file}`,
            leg: { kind: 'leg', fan: 'rss', id: leg.id, attempt: leg.attempt, seq: leg.seq, required },
            content: Buffer.isBuffer(content) ? { bytes: content } : { file: content },
        });
    }
    const extra = [...opened.files.keys()].find((file) => !listed.has(file));
    if (extra !== undefined) {
        throw new reasons/* FanInSetupError */.Md(`partial ${opened.name} holds ${extra}, which its ${PARTIAL_FILE} does not list`);
    }
    return { legs, records };
}
/**
 * Opens the newest partial of each chunk, checks them together (partial-payload.ts), and
 * returns the legs to check and the records to add to the diagnostics. Any problem with a
 * partial is a FanInSetupError: the outer fan-in stops before it writes anything.
 */
async function openPartials(store, names, runContext, plan, maxBytes) {
    const { newest, older } = newestByChunk(names);
    const opened = await runPool(newest, OPEN_AT_ONCE, (name) => openOne(store, name, plan, maxBytes), {
        stopOnError: true,
    });
    checkPartials(opened, runContext, plan);
    const legs = [];
    const records = [...older];
    for (const partial of opened) {
        const of = partials_legsOf(partial, plan);
        legs.push(...of.legs);
        records.push(...of.records);
    }
    return { legs, records };
}

;// CONCATENATED MODULE: ./src/runcontext/shards.ts
// The GitHub shards a run plans (pure).

/** The four shards, in the order the monolithic crawl runs them: the seq order of the fan. */
const SHARD_IDS = [
    'new_repos',
    'trending_repos',
    'topic_primary',
    'topic_secondary',
];
function isShardId(value) {
    return SHARD_IDS.includes(value);
}
/** Shards in SHARD_IDS order, each named once and known; `input` names the input in errors. */
function checkShards(input, names) {
    const seen = new Set();
    for (const name of names) {
        if (!isShardId(name)) {
            throw new RunContextError(input, `unknown shard ${quoted(name)} (known: ${SHARD_IDS.join(', ')})`);
        }
        if (seen.has(name))
            throw new RunContextError(input, `lists ${name} twice`);
        seen.add(name);
    }
    return SHARD_IDS.filter((id) => seen.has(id));
}
/**
 * The shard selection. `shards`: the names to run (empty: no GitHub fan). `required`:
 * the shards whose failure fails the fan-in closed; undefined means all of `shards`
 * (by default a missing GitHub shard fails the fan-in closed), and it must be a
 * subset of `shards`. Both come back in the canonical order, so the plan does not depend
 * on how the lists were spelled.
 */
function shards_resolveShards(shards, required) {
    const selected = checkShards('github-shards', shards);
    if (required === undefined)
        return { shards: selected, required: [...selected] };
    const needed = checkShards('required-shards', required);
    const outside = needed.filter((id) => !selected.includes(id));
    if (outside.length > 0) {
        throw new RunContextError('required-shards', `${outside.join(', ')} ${outside.length === 1 ? 'is' : 'are'} not in github-shards (${selected.join(', ') || 'empty'})`);
    }
    return { shards: selected, required: needed };
}

;// CONCATENATED MODULE: ./src/runcontext/fan-plan.ts
// The fan plan (fan_plan_v1) and the matrices a workflow builds from it (pure).




/** `{run_id}:rss` / `{run_id}:github`: the fan id every leg of that fan carries. */
function fanId(runId, kind) {
    return `${runId}:${kind}`;
}
/**
 * Why `id` cannot be a leg of fan `kind`, or undefined: an RSS leg id follows
 * LEG_ID_PATTERN, a GitHub leg id is one of the four shards.
 */
function legIdProblem(kind, id) {
    if (kind === 'github') {
        return isShardId(id)
            ? undefined
            : `${JSON.stringify(id.slice(0, 80))} is not a GitHub shard (${SHARD_IDS.join(', ')})`;
    }
    return leg_id/* LEG_ID_PATTERN */.I.test(id)
        ? undefined
        : `${JSON.stringify(id.slice(0, 80))} is not a leg id (1 to 64 of a-z, 0-9, _ and -, starting with a letter or digit)`;
}
/**
 * The plan: for each fan with at least one leg its fan_id, expected count and legs, seq
 * being the index in config order (sources) or shard order. A fan without legs is left
 * out. `skipped` lists the configured sources that are not planned, and why.
 */
function buildFanPlan(runId, dueSources, shards, requiredShards, skipped) {
    const ids = new Set();
    for (const source of dueSources) {
        const problem = legIdProblem('rss', source.id);
        if (problem !== undefined)
            throw new RangeError(`fan plan: source ${problem}`);
        if (ids.has(source.id))
            throw new RangeError(`source ${source.id} is planned twice`);
        ids.add(source.id);
    }
    // The same checks and order as the inputs get (RunContextError naming the input).
    const selection = resolveShards(shards, requiredShards);
    const plan = { schema_version: 'fan_plan_v1', run_id: runId, fans: {}, skipped: [] };
    if (dueSources.length > 0) {
        plan.fans.rss = {
            fan_id: fanId(runId, 'rss'),
            expected: dueSources.length,
            legs: dueSources.map((source, seq) => ({
                seq,
                id: source.id,
                required: source.required ?? SOURCE_DEFAULTS.required,
            })),
        };
    }
    if (selection.shards.length > 0) {
        plan.fans.github = {
            fan_id: fanId(runId, 'github'),
            expected: selection.shards.length,
            legs: selection.shards.map((id, seq) => ({
                seq,
                id,
                required: selection.required.includes(id),
            })),
        };
    }
    plan.skipped = skipped.map(({ id, reason }) => ({ id, reason }));
    return assertValid('fan_plan_v1', plan, 'fan plan');
}
/**
 * The matrix JSON of each fan, ready for `fromJSON` in `strategy.matrix`. GitHub refuses a
 * matrix without legs, so a workflow skips a fan whose `include` is empty (the action's
 * rss-legs / github-legs outputs say how many there are).
 */
function matrices(plan) {
    const frame = (fan) => fan ? { expected: fan.expected, fan_id: fan.fan_id } : { expected: 0, fan_id: '' };
    const rss = frame(plan.fans.rss);
    const github = frame(plan.fans.github);
    return {
        rss: {
            include: (plan.fans.rss?.legs ?? []).map((leg) => ({
                source_id: leg.id,
                seq: leg.seq,
                ...rss,
                required: leg.required,
            })),
        },
        github: {
            include: (plan.fans.github?.legs ?? []).map((leg) => ({
                shard_id: leg.id,
                seq: leg.seq,
                ...github,
                required: leg.required,
            })),
        },
    };
}

;// CONCATENATED MODULE: ./src/runcontext/run-id.ts
// run_id and the run context (pure).



/**
 * `{week}-` + the first 12 hex of SHA-256 over the canonical JSON (RFC 8785) of the
 * context without `run_id` and `created_at` (both are dropped when present). Same inputs,
 * same id: the idempotency key of a run.
 */
function runId(context) {
    const { run_id: _id, created_at: _created, ...core } = context;
    return `${core.week}-${(0,canonical/* sha256Hex */.fg)((0,canonical/* canonicalJson */.dj)(core)).slice(0, 12)}`;
}
/** The nine fields of run_context_v1, validated against the contract. */
function buildRunContext(parts) {
    const core = {
        schema_version: 'run_context_v1',
        week: parts.week,
        since: parts.since,
        until: parts.until,
        source_config_checksum: parts.sourceConfigChecksum,
        topic_config_checksum: parts.topicConfigChecksum,
        code_sha: parts.codeSha,
    };
    const context = {
        ...core,
        run_id: runId(core),
        created_at: formatTimestamp(parts.now),
    };
    return assertValid('run_context_v1', context, 'run context');
}

;// CONCATENATED MODULE: ./src/runcontext/week.ts
// ISO 8601 weeks (pure): weeks start on Monday, and week 1 of an ISO year is the week
// holding the year's first Thursday, so a week belongs to the ISO year of its Thursday
// (2027-01-01 is a Friday of 2026-W53; 2021-01-03 is a Sunday of 2020-W53).


/** ISO years this module handles: every week of them has a writable window. */
const MIN_ISO_YEAR = 1;
const MAX_ISO_YEAR = 9998;
const week_WEEK = /^(\d{4})-W(\d{2})$/;
function formatWeek({ year, week }) {
    return `${String(year).padStart(4, '0')}-W${String(week).padStart(2, '0')}`;
}
/** The ISO week of an instant (in UTC). */
function isoWeekOf(ms) {
    if (!Number.isFinite(ms))
        throw new RangeError(`not a valid instant: ${ms}`);
    const midnight = Math.floor(ms / time_DAY_MS) * time_DAY_MS;
    const mondayBased = (new Date(midnight).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    const thursday = midnight + (3 - mondayBased) * time_DAY_MS;
    const year = new Date(thursday).getUTCFullYear();
    if (year < MIN_ISO_YEAR || year > MAX_ISO_YEAR) {
        throw new RangeError(`ISO year ${year} is outside ${MIN_ISO_YEAR}-${MAX_ISO_YEAR}`);
    }
    const week = Math.floor((thursday - time_utcDateMs(year, 0, 1)) / time_DAY_MS / 7) + 1;
    return { year, week };
}
/** `YYYY-Www` of a date, with the ISO year (not the calendar year). */
function isoWeek(date) {
    return formatWeek(isoWeekOf(typeof date === 'number' ? date : date.getTime()));
}
/** 52 or 53: December 28 always lies in an ISO year's last week. */
function weeksInYear(year) {
    return isoWeekOf(utcDateMs(year, 11, 28)).week;
}
/**
 * Parses `YYYY-Www`, refusing weeks that do not exist in that ISO year (2026-W54,
 * 2025-W53, W00). `input` names the input in the RunContextError.
 */
function parseWeek(text, input = 'week') {
    const m = week_WEEK.exec(text);
    if (!m)
        throw new RunContextError(input, `must be an ISO week YYYY-Www, got ${quoted(text)}`);
    const year = Number(m[1]);
    const week = Number(m[2]);
    if (year < MIN_ISO_YEAR || year > MAX_ISO_YEAR) {
        throw new RunContextError(input, `${quoted(text)} is outside the ISO years ${MIN_ISO_YEAR}-${MAX_ISO_YEAR}`);
    }
    const weeks = weeksInYear(year);
    if (week < 1 || week > weeks) {
        throw new RunContextError(input, `${quoted(text)} does not exist: ISO year ${year} has weeks 01 to ${weeks}`);
    }
    return { year, week };
}
/** Milliseconds of Monday 00:00Z of a week (January 4 is always in week 1). */
function mondayMs(week) {
    const { year, week: n } = typeof week === 'string' ? parseWeek(week) : week;
    const jan4 = utcDateMs(year, 0, 4);
    const mondayBased = (new Date(jan4).getUTCDay() + 6) % 7;
    return jan4 - mondayBased * DAY_MS + (n - 1) * 7 * DAY_MS;
}
/** The window of a week: Monday 00:00:00Z to the next Monday (exclusive). */
function weekWindow(week) {
    const since = mondayMs(week);
    return { since: formatTimestamp(since), until: formatTimestamp(since + 7 * DAY_MS) };
}
/** The week `offset` weeks after `week` (negative: before). */
function shiftWeek(week, offset, input = 'week-offset') {
    if (!Number.isSafeInteger(offset)) {
        throw new RunContextError(input, `must be an integer, got ${offset}`);
    }
    const monday = mondayMs(week) + offset * 7 * DAY_MS;
    try {
        return isoWeek(monday);
    }
    catch {
        throw new RunContextError(input, `${offset} weeks from ${week} is outside the ISO years ${MIN_ISO_YEAR}-${MAX_ISO_YEAR}`);
    }
}

;// CONCATENATED MODULE: ./src/runcontext/consistency.ts
// Whether a run context is one make-run-context could have written (pure): a context that
// arrives as an input or an artifact is checked by the same rules the planner follows.


/**
 * Why `context` is not one make-run-context could have written, or undefined: `since`
 * must be before `until`; `week` the ISO week that contains `since` (a window that is not
 * its week's Monday..Monday is a backfill, and the planner names a backfill after the week
 * of its `since`, so one rule covers both); `run_id` its content address. The timestamps
 * have passed the schema's YYYY-MM-DDTHH:MM:SSZ pattern, so text order is time order.
 */
function runContextProblem(context) {
    const { since, until, week } = context;
    if (since >= until) {
        return `the run context's since ${since} is not before its until ${until}`;
    }
    let sinceWeek;
    try {
        sinceWeek = isoWeek(Date.parse(since));
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        return `the run context's since ${since}: ${error.message}`;
    }
    if (week !== sinceWeek) {
        return `the run context's week ${week} does not match its window: since ${since} is in ${sinceWeek} (the week of a run, backfills included, is the ISO week of since)`;
    }
    const address = runId(context);
    if (context.run_id !== address) {
        return `the run context's run_id ${context.run_id} is not its content address ${address} (a context edited after make-run-context wrote it)`;
    }
    return undefined;
}

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
    const parsed = (0,src_artifacts/* parseLegArtifactName */.DH)(name);
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
    const newest = (0,src_artifacts/* newestAttempt */._M)(names, src_artifacts/* RUN_CONTEXT_ARTIFACT */.F);
    if (newest === null) {
        throw new reasons/* FanInSetupError */.Md(`no run context: give the run context${need.fanPlan ? ' and fan plan' : ''} or provide a ${src_artifacts/* RUN_CONTEXT_ARTIFACT */.F}-a<N> artifact`);
    }
    const files = await store.download(newest.name, { maxBytes: 32 * 1024 * 1024 });
    const result = {
        name: newest.name,
    };
    if (need.runContext) {
        result.runContext = parseContract(files.get(src_artifacts/* RUN_CONTEXT_FILE */.nJ), 'run_context_v1', `${newest.name}/${src_artifacts/* RUN_CONTEXT_FILE */.nJ}`);
    }
    if (need.fanPlan) {
        result.fanPlan = parseContract(files.get(src_artifacts/* FAN_PLAN_FILE */.P8), 'fan_plan_v1', `${newest.name}/${src_artifacts/* FAN_PLAN_FILE */.P8}`);
    }
    return result;
}
/** Throws FanInSetupError for a run context make-run-context could not have written. */
function checkRunContext(context) {
    const problem = runContextProblem(context);
    if (problem !== undefined)
        throw new reasons/* FanInSetupError */.Md(problem);
}
/**
 * The plan must belong to the run and be well formed: fan ids `{run_id}:rss|github`,
 * legs numbered 0..expected-1 in order, ids of the leg id grammar and unique within a fan.
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
            // Before any use of the id: it names artifacts and files.
            const problem = legIdProblem(name, leg.id);
            if (problem !== undefined)
                throw new reasons/* FanInSetupError */.Md(`fan plan: ${name} leg ${index}: ${problem}`);
            if (leg.seq !== index) {
                throw new reasons/* FanInSetupError */.Md(`fan plan: ${name} leg ${index} has seq ${leg.seq}`);
            }
            if (ids.has(leg.id))
                throw new reasons/* FanInSetupError */.Md(`fan plan: ${name} leg id ${JSON.stringify(leg.id)} appears twice`);
            ids.add(leg.id);
        });
    }
}
/**
 * The run context and fan plan a fan-in works with: the ones given (checked by their
 * contracts), else the newest `run-context-a<N>` artifact's; then checked together.
 * `names` is the store's listing.
 */
async function loadRunAndPlan(given, store, names) {
    let { runContext, fanPlan } = given;
    if (runContext)
        artifacts_checkContract('run_context_v1', runContext, 'the run context');
    if (fanPlan)
        artifacts_checkContract('fan_plan_v1', fanPlan, 'the fan plan');
    if (!runContext || !fanPlan) {
        const loaded = await loadRunArtifact(store, names, {
            runContext: !runContext,
            fanPlan: !fanPlan,
        });
        runContext ??= loaded.runContext;
        fanPlan ??= loaded.fanPlan;
    }
    checkRunContext(runContext);
    checkPlan(fanPlan, runContext);
    return { runContext, fanPlan };
}

;// CONCATENATED MODULE: ./src/fanin/stages/classify.ts



function classifyListed(names, plan) {
    const found = { legs: [], packs: [], records: [] };
    for (const name of names) {
        if (isPackName(name)) {
            found.packs.push(name);
            continue;
        }
        const classified = classifyArtifact(name, plan);
        if (classified.kind === 'leg')
            found.legs.push({ name, leg: classified });
        else if (classified.kind === 'ignored') {
            const { kind: _k, reason, ...where } = classified;
            found.records.push({ name, ...where, verdict: 'ignored', reason, errors: [] });
        }
    }
    return found;
}
/** Opens every pack: its files join the legs, its other contents and failures the records. */
async function openPacks(found, store, plan, limits) {
    await runPool(found.packs, limits.concurrency, async (pack) => {
        const opened = await openPack(store, pack, plan, limits.maxBytes);
        found.legs.push(...opened.legs);
        for (const { name, ...where } of opened.ignored)
            found.records.push({ name, ...where, verdict: 'ignored', errors: [] });
        const bad = opened.rejected;
        if (bad) {
            found.records.push({
                name: bad.name,
                fan: 'rss',
                attempt: bad.attempt,
                verdict: 'rejected',
                reason: bad.problem.code,
                errors: [bad.problem],
            });
        }
    });
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

// EXTERNAL MODULE: ./src/fanin/merge-news.ts
var merge_news = __webpack_require__(17704);
;// CONCATENATED MODULE: ./src/fanin/fan-gather.ts
/**
 * The crawl fan-in's gathers on the gather engine (src/gather): each planned fan is a
 * perfect gather of collector `fan-in` whose kernel is the fan-in's merge. The engine decides
 * everything about arrivals (which frame is the fan's, which attempt of a seq is kept, what
 * is a duplicate or superseded, when the fan is complete: the one rule of dedup.ts); the
 * fan-in keeps its own validation (before) and merge (the kernel).
 *
 * The kernels' state is not the engine's usual JSON: the fan-in runs in one pass and never
 * persists a gather, so a kernel keeps each leg's item by seq and the fan's merge in memory
 * (the typed-array article set, the repository set) and folds into them in place.
 */



/** The collector name of the fan-in's gathers. */
const FAN_IN_COLLECTOR = 'fan-in';
/** A kernel that keeps each item by seq and folds it into `merged` with `add`. */
function foldKernel(name, start, add) {
    return {
        name,
        init(options) {
            (0,gather/* onlyOptions */.Lg)(name, options, []);
            return { items: new Map(), merged: start() };
        },
        apply(state, item, origin) {
            state.items.set(origin.seq, item);
            add(state.merged, item);
            return state;
        },
        finalize: (state) => state,
    };
}
/**
 * The news kernel: the articles of every leg into one article set (order-independent: the
 * winner of each URL identity is decided by a total order). `expectedArticles` sizes it.
 */
function newsKernel(keepQueryParams, expectedArticles) {
    return foldKernel('fan-in-news', () => new merge_news/* ArticleSet */.dV(keepQueryParams, expectedArticles), (set, item) => void set.add(item.articles));
}
/** The GitHub kernel: the repositories of every shard into one repository set. */
function githubKernel() {
    return foldKernel('fan-in-github', emptyRepoSet, (set, item) => addShard(set, item.shard_id, item.repositories));
}
/**
 * Gathers one fan from the valid legs that arrived (in any order): one pull of the perfect
 * gather, then, when seqs are missing, the close that folds the ones present
 * (status `incomplete`). Every arrival was validated against the same plan, so an arrival the
 * engine finds foreign or invalid is a bug here, not a bad leg.
 */
async function gatherFan(fan, arrivals, kernel) {
    const spec = {
        fan_id: fan.fan_id,
        collector: FAN_IN_COLLECTOR,
        mode: 'perfect',
        kernel: kernel.name,
        options: {},
        expected: fan.expected,
    };
    const pulled = await (0,gather/* pull */.a$)((0,gather/* openGather */.ih)(spec, kernel), arrivals, kernel);
    const refused = pulled.record.rejected[0];
    if (pulled.report.foreign > 0 || refused !== undefined) {
        const why = refused ? `${refused.name}: ${refused.detail}` : 'an arrival without its frame';
        throw new Error(`gather ${fan.fan_id} refused a leg that validation accepted (${why})`);
    }
    const record = await (0,gather/* closeIncomplete */.jc)(pulled.record, kernel);
    return { expected: fan.expected, record, folded: record.result };
}
/** The leg the gather kept for `seq`, if any. */
function heldLeg(gather, seq) {
    const seen = gather.record.seen[String(seq)];
    const item = gather.folded.items.get(seq);
    if (seen === undefined || item === undefined)
        return undefined;
    return { name: seen.name, attempt: seen.attempt, item };
}
/** The items kept, in seq order. */
function heldItems(gather) {
    return [...gather.folded.items.entries()].sort(([a], [b]) => a - b).map(([, item]) => item);
}
/** Every seq holds a leg. */
function isComplete(gather) {
    return gather.record.status === 'complete';
}

;// CONCATENATED MODULE: ./src/fanin/stages/collect.ts




/** Collects every leg and gathers each fan; the legs' records join `records`. */
async function collectLegs(legs, fans, setting, records) {
    const arrivals = { rss: [], github: [] };
    try {
        await runPool(legs, setting.concurrency, async (entry) => void records.push(await collectLeg(setting, arrivals, entry)), { stopOnError: true });
    }
    finally {
        await setting.checker.close();
    }
    for (const fan of ['rss', 'github']) {
        if (!fans[fan] && arrivals[fan].length > 0) {
            throw new Error(`valid ${fan} legs without a planned fan: classifyArtifact only admits planned fans`);
        }
    }
    const gathers = {};
    if (fans.rss) {
        // Sized for the articles that arrived (an upper bound: superseded attempts count too).
        // Bytes per article vary by writer (indented legs take twice the bytes): a table sized
        // from bytes is twice too large for them, and a larger table costs its scans and misses.
        const articles = arrivals.rss.reduce((n, arrival) => n + arrival.item.articleCount, 0);
        const kernel = newsKernel(setting.keepQueryParams, articles);
        gathers.rss = await gatherFan(fans.rss, arrivals.rss, kernel);
    }
    if (fans.github)
        gathers.github = await gatherFan(fans.github, arrivals.github, githubKernel());
    return gathers;
}
/** The leg's task for the checker: its bytes, or its file; undefined when the artifact lacks it. */
async function fetchLeg(setting, entry) {
    const { name, leg } = entry;
    const at = { name, fan: leg.fan, id: leg.id };
    if (entry.content)
        return { ...at, ...entry.content };
    const fileName = legFileName(leg.fan, leg.id);
    const limits = { maxBytes: setting.maxBytes };
    if (setting.store.locate) {
        const file = (await setting.store.locate(name, limits)).get(fileName);
        return file && { ...at, file };
    }
    const bytes = (await setting.store.download(name, limits)).get(fileName);
    return bytes && { ...at, bytes };
}
async function collectLeg(setting, arrivals, entry) {
    const { name, leg } = entry;
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
    let task;
    try {
        task = await fetchLeg(setting, entry);
    }
    catch (error) {
        // A backend failure is not a verdict on the leg: the fan-in stops and can be rerun.
        const problem = (0,leg_files/* fetchProblem */.uJ)(error);
        if (!problem)
            throw error;
        return reject([problem]);
    }
    if (task === undefined) {
        const message = `the artifact holds no file ${legFileName(leg.fan, leg.id)}`;
        return reject([{ code: 'name', pointer: '', message }]);
    }
    const verdict = await setting.checker.check(task);
    if (!verdict.ok)
        return reject(verdict.problems);
    const at = { attempt: leg.attempt, name };
    if (verdict.fan === 'rss')
        arrivals.rss.push({ frames: verdict.frames, ...at, item: verdict.item });
    else
        arrivals.github.push({ frames: verdict.frames, ...at, item: verdict.item });
    record.verdict = 'accepted';
    return record;
}

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
                    "empty",
                    "failed"
                ],
                "description": "empty: the fan plan has no legs (nothing was due); diagnostics only, exit 0."
            },
            "reason": {
                "type": [
                    "string",
                    "null"
                ],
                "description": "One line: why the fan-in failed, degraded or was empty."
            },
            "skipped": {
                "description": "Present when the status is empty: the fan plan's skipped legs, each with the reason it was not planned.",
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
                            "description": "Reason code: parse, too_large, schema, schema_version, run_context, config_checksum, checksum, fan, consistency, out_of_window, superseded, duplicate, unknown_leg, name."
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
                        "$ref": "github_shard_v1#/$defs/repository/properties/node_id"
                    },
                    "name": {
                        "$ref": "github_shard_v1#/$defs/repository/properties/name"
                    },
                    "owner": {
                        "$ref": "github_shard_v1#/$defs/repository/properties/owner"
                    },
                    "full_name": {
                        "$ref": "github_shard_v1#/$defs/repository/properties/full_name"
                    },
                    "description": {
                        "$ref": "github_shard_v1#/$defs/repository/properties/description"
                    },
                    "language": {
                        "$ref": "github_shard_v1#/$defs/repository/properties/language"
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
                        "$ref": "github_shard_v1#/$defs/repository/properties/topics"
                    },
                    "license": {
                        "$ref": "github_shard_v1#/$defs/repository/properties/license"
                    },
                    "url": {
                        "$ref": "github_shard_v1#/$defs/repository/properties/url"
                    },
                    "api_url": {
                        "$ref": "github_shard_v1#/$defs/repository/properties/api_url"
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
                },
                "maxItems": 100000,
                "description": "At most 100,000: every query fetches at most 1,000 results."
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
                            "type": "string",
                            "maxLength": 2000
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
                            "description": "Why the query was not run (e.g. secondary queries when primary found enough).",
                            "maxLength": 2000
                        }
                    }
                },
                "maxItems": 1000
            },
            "filter_summary": {
                "description": "Repositories dropped by the quality filters, counted by reason.",
                "type": "object",
                "additionalProperties": {
                    "$ref": "common#/$defs/count"
                },
                "propertyNames": {
                    "type": "string",
                    "minLength": 1,
                    "maxLength": 64
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
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 200
                    },
                    "name": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 100
                    },
                    "owner": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 100
                    },
                    "full_name": {
                        "type": "string",
                        "pattern": "^[^/\\s]+/[^/\\s]+$",
                        "maxLength": 201
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ],
                        "maxLength": 4000
                    },
                    "language": {
                        "type": [
                            "string",
                            "null"
                        ],
                        "maxLength": 100
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
                        "maxItems": 100,
                        "items": {
                            "type": "string",
                            "minLength": 1,
                            "maxLength": 100
                        }
                    },
                    "license": {
                        "type": [
                            "string",
                            "null"
                        ],
                        "maxLength": 200
                    },
                    "url": {
                        "$ref": "common#/$defs/httpUrl",
                        "description": "The repository's page (html_url)."
                    },
                    "api_url": {
                        "$ref": "common#/$defs/httpUrl",
                        "description": "The repository's REST API URL."
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
                },
                "description": "A repository record. Every string and array is bounded (docs/contracts.md, 'Repository records'); url and api_url are http(s) URLs."
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "leg_metrics_v1",
        "title": "LegMetrics",
        "description": "The metrics record of one leg of a run, or of its plan: what the fan-in joins into the run metrics ledger. Durations are measured and never enter a canonical output.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_id",
            "kind",
            "leg_id",
            "fan_id",
            "seq",
            "attempt",
            "correlation_id",
            "status",
            "duration_ms",
            "items",
            "bytes",
            "retries",
            "http_status",
            "api_calls",
            "cache_hits",
            "rate_limit_waits"
        ],
        "properties": {
            "schema_version": {
                "const": "leg_metrics_v1"
            },
            "run_id": {
                "type": "string",
                "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$"
            },
            "kind": {
                "description": "plan (make-run-context), rss (one source) or github (one shard).",
                "enum": [
                    "plan",
                    "rss",
                    "github"
                ]
            },
            "leg_id": {
                "description": "The source or shard id; `plan` for the plan.",
                "type": "string",
                "pattern": "^[a-z0-9][a-z0-9_-]{0,63}$"
            },
            "fan_id": {
                "description": "The leg's fan (innermost frame); null for the plan.",
                "type": [
                    "string",
                    "null"
                ],
                "minLength": 1,
                "maxLength": 200
            },
            "seq": {
                "description": "The leg's seq in its fan; null for the plan.",
                "type": [
                    "integer",
                    "null"
                ],
                "minimum": 0,
                "maximum": 1000000
            },
            "attempt": {
                "type": "integer",
                "minimum": 1,
                "maximum": 1000000
            },
            "correlation_id": {
                "description": "The id of the process that ran the leg (it names that process's log lines).",
                "type": "string",
                "pattern": "^[A-Za-z0-9_-]{1,100}$"
            },
            "status": {
                "enum": [
                    "success",
                    "partial",
                    "failed"
                ]
            },
            "duration_ms": {
                "description": "Measured wall time of the leg.",
                "$ref": "common#/$defs/count"
            },
            "items": {
                "description": "Articles (rss) or repositories (github) the leg produced; legs planned (plan).",
                "$ref": "common#/$defs/count"
            },
            "bytes": {
                "description": "Response body bytes received.",
                "$ref": "common#/$defs/count"
            },
            "retries": {
                "$ref": "common#/$defs/count"
            },
            "http_status": {
                "description": "Answers by HTTP status; `network` counts requests that got no answer.",
                "type": "object",
                "maxProperties": 64,
                "propertyNames": {
                    "pattern": "^([1-5][0-9]{2}|network)$"
                },
                "additionalProperties": {
                    "$ref": "common#/$defs/count"
                }
            },
            "api_calls": {
                "$ref": "common#/$defs/count"
            },
            "cache_hits": {
                "$ref": "common#/$defs/count"
            },
            "rate_limit_waits": {
                "$ref": "common#/$defs/count"
            }
        },
        "if": {
            "properties": {
                "kind": {
                    "const": "plan"
                }
            }
        },
        "then": {
            "properties": {
                "fan_id": {
                    "type": "null"
                },
                "seq": {
                    "type": "null"
                },
                "leg_id": {
                    "const": "plan"
                }
            }
        },
        "else": {
            "properties": {
                "fan_id": {
                    "type": "string"
                },
                "seq": {
                    "type": "integer"
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "rss_partial_v1",
        "title": "RssPartial",
        "description": "A partial fan-in of one chunk of a run's RSS legs: a leg of the outer fan (the chunks). It lists every planned leg of its chunk with that leg's outcome; the winning leg payloads are files beside it in the same artifact, unchanged. See docs/contracts.md, 'Nested fans and partial fan-ins'.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_id",
            "fan_id",
            "fan",
            "chunk_size",
            "legs"
        ],
        "properties": {
            "schema_version": {
                "const": "rss_partial_v1"
            },
            "run_id": {
                "type": "string",
                "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$"
            },
            "fan_id": {
                "description": "The inner fan whose legs this partial holds: the plan's RSS fan_id.",
                "type": "string",
                "minLength": 1,
                "maxLength": 200
            },
            "fan": {
                "description": "The partial's own frame stack, outermost first; its last frame is the outer fan's: {fan_id: <run_id>:rss:chunks, seq: chunk, expected: chunk count}. A held leg's full stack is this stack followed by the leg's own frames.",
                "type": "array",
                "minItems": 1,
                "maxItems": 64,
                "items": {
                    "$ref": "common#/$defs/fanFrame"
                }
            },
            "chunk_size": {
                "description": "Legs per chunk: chunk k holds the planned legs with seq in [k * chunk_size, (k + 1) * chunk_size).",
                "type": "integer",
                "minimum": 1,
                "maximum": 1000000
            },
            "legs": {
                "description": "Every planned leg of the chunk, in seq order.",
                "type": "array",
                "minItems": 1,
                "maxItems": 1000000,
                "items": {
                    "$ref": "#/$defs/partialLeg"
                }
            }
        },
        "$defs": {
            "partialLeg": {
                "title": "PartialLeg",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "seq",
                    "id",
                    "attempt",
                    "file",
                    "rejected"
                ],
                "properties": {
                    "seq": {
                        "type": "integer",
                        "minimum": 0,
                        "maximum": 1000000
                    },
                    "id": {
                        "$ref": "common#/$defs/sourceId"
                    },
                    "attempt": {
                        "description": "Run attempt of the winning payload (the newest attempt that validated); null when none did.",
                        "type": [
                            "integer",
                            "null"
                        ],
                        "minimum": 1,
                        "maximum": 1000000
                    },
                    "file": {
                        "description": "The winning payload's file in this artifact (rss-<id>.json); null when none validated.",
                        "type": [
                            "string",
                            "null"
                        ],
                        "pattern": "^rss-[a-z0-9][a-z0-9_-]{0,63}\\.json$"
                    },
                    "fan": {
                        "description": "The winning payload's own frames (present exactly when file is).",
                        "type": "array",
                        "minItems": 1,
                        "maxItems": 64,
                        "items": {
                            "$ref": "common#/$defs/fanFrame"
                        }
                    },
                    "rejected": {
                        "description": "Attempts of this leg that were rejected, newest first, with the first problem of each.",
                        "type": "array",
                        "maxItems": 1000,
                        "items": {
                            "type": "object",
                            "additionalProperties": false,
                            "required": [
                                "attempt",
                                "reason",
                                "pointer",
                                "message"
                            ],
                            "properties": {
                                "attempt": {
                                    "type": "integer",
                                    "minimum": 1,
                                    "maximum": 1000000
                                },
                                "reason": {
                                    "enum": [
                                        "parse",
                                        "too_large",
                                        "download",
                                        "name",
                                        "schema_version",
                                        "schema",
                                        "run_context",
                                        "config_checksum",
                                        "checksum",
                                        "fan",
                                        "consistency",
                                        "out_of_window"
                                    ]
                                },
                                "pointer": {
                                    "type": "string",
                                    "maxLength": 1000
                                },
                                "message": {
                                    "type": "string",
                                    "maxLength": 2000
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
        "description": "The immutable context every leg and the fan-in share. Exactly these nine fields; the fan plan is a separate contract, fan_plan_v1.",
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
        "$id": "run_metrics_v1",
        "title": "RunMetrics",
        "description": "The run metrics ledger, {week}-metrics.json: every leg's metrics record joined by the fan-in, and where the run's time went. Everything but the measured durations is deterministic; it is never a canonical output.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_id",
            "week",
            "plan",
            "legs",
            "fan_in",
            "run",
            "totals",
            "left_out"
        ],
        "properties": {
            "schema_version": {
                "const": "run_metrics_v1"
            },
            "run_id": {
                "type": "string",
                "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$"
            },
            "week": {
                "$ref": "common#/$defs/week"
            },
            "plan": {
                "description": "The plan's record (make-run-context), when it published one.",
                "oneOf": [
                    {
                        "$ref": "leg_metrics_v1"
                    },
                    {
                        "type": "null"
                    }
                ]
            },
            "legs": {
                "description": "One record per leg (the newest attempt), sorted by kind, then seq.",
                "type": "array",
                "items": {
                    "$ref": "leg_metrics_v1"
                }
            },
            "fan_in": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "duration_ms"
                ],
                "properties": {
                    "duration_ms": {
                        "description": "The fan-in's wall time until the ledger was written.",
                        "$ref": "common#/$defs/count"
                    }
                }
            },
            "run": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "legs",
                    "leg_duration_ms",
                    "slowest",
                    "critical_path",
                    "critical_path_ms"
                ],
                "properties": {
                    "legs": {
                        "$ref": "common#/$defs/count"
                    },
                    "leg_duration_ms": {
                        "description": "Nearest-rank percentiles of the legs' durations; null without legs.",
                        "oneOf": [
                            {
                                "type": "object",
                                "additionalProperties": false,
                                "required": [
                                    "p50",
                                    "p95",
                                    "max"
                                ],
                                "properties": {
                                    "p50": {
                                        "$ref": "common#/$defs/count"
                                    },
                                    "p95": {
                                        "$ref": "common#/$defs/count"
                                    },
                                    "max": {
                                        "$ref": "common#/$defs/count"
                                    }
                                }
                            },
                            {
                                "type": "null"
                            }
                        ]
                    },
                    "slowest": {
                        "description": "The slowest legs, slowest first (ties by kind, then leg id).",
                        "type": "array",
                        "maxItems": 5,
                        "items": {
                            "$ref": "#/$defs/step"
                        }
                    },
                    "critical_path": {
                        "description": "plan, then the slowest leg, then the fan-in: the legs run in parallel, so the run takes at least this long.",
                        "type": "array",
                        "items": {
                            "$ref": "#/$defs/step"
                        }
                    },
                    "critical_path_ms": {
                        "$ref": "common#/$defs/count"
                    }
                }
            },
            "totals": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "items",
                    "bytes",
                    "retries",
                    "http_status",
                    "api_calls",
                    "cache_hits",
                    "rate_limit_waits"
                ],
                "properties": {
                    "items": {
                        "$ref": "common#/$defs/count"
                    },
                    "bytes": {
                        "$ref": "common#/$defs/count"
                    },
                    "retries": {
                        "$ref": "common#/$defs/count"
                    },
                    "http_status": {
                        "type": "object",
                        "additionalProperties": {
                            "$ref": "common#/$defs/count"
                        }
                    },
                    "api_calls": {
                        "$ref": "common#/$defs/count"
                    },
                    "cache_hits": {
                        "$ref": "common#/$defs/count"
                    },
                    "rate_limit_waits": {
                        "$ref": "common#/$defs/count"
                    }
                }
            },
            "left_out": {
                "description": "Metrics artifacts that were not joined, and why (sorted by artifact name).",
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "artifact",
                        "reason"
                    ],
                    "properties": {
                        "artifact": {
                            "type": "string",
                            "maxLength": 200
                        },
                        "reason": {
                            "type": "string",
                            "maxLength": 500
                        }
                    }
                }
            }
        },
        "$defs": {
            "step": {
                "title": "LedgerStep",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "step",
                    "duration_ms"
                ],
                "properties": {
                    "step": {
                        "description": "plan, fan-in, or <kind>/<leg id>.",
                        "type": "string",
                        "maxLength": 100
                    },
                    "duration_ms": {
                        "$ref": "common#/$defs/count"
                    }
                }
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
                                "maxItems": 1000,
                                "items": {
                                    "type": "string",
                                    "minLength": 1
                                }
                            },
                            "secondary": {
                                "type": "array",
                                "maxItems": 1000,
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
 *   keys in the legacy order (as written below), validated against github_raw_v2.
 * * diagnostics: canonical key order, 2-space indented for people to read.
 */





/** The run context with its keys in the schema's order (the legacy file keeps key order). */
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

;// CONCATENATED MODULE: ./src/fanin/stages/merge.ts




function merge(input) {
    const merged = {};
    const github = mergeGithub(input);
    if (github)
        merged.github = github;
    const news = mergeNews(input);
    if (news)
        merged.news = news;
    return merged;
}
function mergeGithub(input) {
    const { policy, outcomes } = input;
    const gather = input.gathers.github;
    if (!policy.writeGithub || !gather || !outcomes.github)
        return undefined;
    const shards = heldItems(gather);
    const lists = finalRepos(gather.folded.merged);
    return buildGithub({
        runContext: input.runContext,
        legs: outcomes.github.legs,
        shards,
        newRepos: lists.new_repos,
        trendingRepos: lists.trending_repos,
        partialFailures: policy.githubWarnings,
        mergedAt: input.mergedAt,
    });
}
function mergeNews(input) {
    const { policy, outcomes } = input;
    const gather = input.gathers.rss;
    if (!policy.writeNews || !gather || !outcomes.rss)
        return undefined;
    return buildNews({
        runContext: input.runContext,
        legs: outcomes.rss.legs,
        articles: gather.folded.merged.final(),
        readRun: (0,leg_files/* runReader */.f$)(),
        threshold: input.threshold,
        warnings: policy.rssWarnings,
        sourcesSucceeded: policy.sourcesSucceeded,
        sourcesFailed: policy.sourcesFailed,
        mergedAt: input.mergedAt,
    });
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
    /** Where in the file the problem is (1-based), when the parser knows. */
    position;
    constructor(file, problem, position) {
        super(`${quotePath(file)}: ${oneLineSafe(problem)}`);
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
            throw new errors_ConfigError(file, `is not valid JSON: ${oneLine(error.message, Infinity)}`, position);
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
        `line ${line}, column ${col}: ${oneLine(error.message, Infinity)}`,
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
        throw new errors_ConfigError(file, `is not valid YAML: ${oneLine((0,error_message/* messageOf */.b)(error), Infinity)}`);
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

;// CONCATENATED MODULE: ./src/github/queries.ts
/** Repositories below this many stars are noise for a weekly digest (the legacy crawler's bar). */
const MIN_STARS = 50;
const queries_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
const queries_DAY_MS = 86_400_000;
class QueryError extends Error {
    constructor(message) {
        super(message);
        this.name = 'QueryError';
    }
}
function parseTimestamp(value, what) {
    const m = queries_TIMESTAMP.exec(value);
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
    const wholeDays = since % queries_DAY_MS === 0 && until % queries_DAY_MS === 0;
    const firstDay = isoDate(since);
    const lastDay = isoDate(until - (wholeDays ? queries_DAY_MS : 1000));
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








;// CONCATENATED MODULE: ./src/fanin/state.ts
/**
 * The scrape state: when each source last succeeded. The fan-in
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

;// CONCATENATED MODULE: ./src/fanin/stages/setup.ts



async function loadSetup(options, store, names) {
    const { runContext, fanPlan } = await loadRunAndPlan(options, store, names);
    const threshold = options.topicConfigPath
        ? await loadRelevanceThreshold(options.topicConfigPath, runContext.topic_config_checksum)
        : DEFAULT_RELEVANCE_THRESHOLD;
    const previousState = options.statePath ? await readScrapeState(options.statePath) : undefined;
    return { runContext, plan: fanPlan, threshold, previousState };
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
 *   (outputs written, with warnings), `failed` (exit code 1), `empty` (the plan has no
 *   legs: nothing was due, so there is nothing to merge; diagnostics only, exit code 0).
 */

/** Untrusted text in a warning: one line, control characters as spaces, bounded length. */

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
function policy_label(fan) {
    return fan === 'rss' ? 'RSS source' : 'GitHub shard';
}
function ratioText(n) {
    return String(Math.round(n * 1000) / 1000);
}
/**
 * The verdict on a plan without legs: nothing was due (every source skipped, the GitHub fan
 * off). A quiet week has completed, so it is not a failure: diagnostics only, exit 0.
 */
function emptyPlan(skipped) {
    const why = skipped === 0
        ? 'no source is configured and the GitHub fan is off'
        : `${skipped} source${skipped === 1 ? '' : 's'} skipped (see skipped) and the GitHub fan is off`;
    const reason = `nothing was planned: ${why}; no canonical output (diagnostics only)`;
    return {
        status: 'empty',
        reason,
        writeNews: false,
        writeGithub: false,
        decisions: [{ rule: 'empty_plan', outcome: 'pass', detail: reason }],
        warnings: [],
        rssWarnings: [],
        githubWarnings: [],
        sourcesSucceeded: 0,
        sourcesFailed: 0,
        exitCode: 0,
    };
}
function applyPolicy(input) {
    const decisions = [];
    const fans = ['github', 'rss'].filter((f) => input[f] !== undefined);
    const okOf = (fan) => (fan === 'rss' ? rssLegOk : githubLegOk);
    // 1. Nothing planned, or nothing usable at all.
    const allLegs = fans.flatMap((f) => input[f].legs.map((leg) => ({ f, leg })));
    if (allLegs.length === 0)
        return emptyPlan(input.skipped ?? 0);
    const usable = allLegs.filter(({ f, leg }) => okOf(f)(leg)).length;
    let failClosed = null;
    if (usable === 0) {
        failClosed = `all ${allLegs.length} legs failed or are missing: no canonical output (diagnostics only)`;
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
                detail: `all ${required.length} required ${policy_label(fan)}s present`,
            });
            continue;
        }
        const detail = `required ${policy_label(fan)} ${broken
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

;// CONCATENATED MODULE: ./src/fanin/stages/verdicts.ts
/**
 * Fan-in stage "policy": the final verdict of every artifact once all attempts have
 * arrived (a valid attempt the gather did not keep is superseded or a duplicate), the
 * outcome of each planned leg, and the failure policy over them (policy.ts).
 */



/** Marks the accepted records whose delivery the gather of their fan did not keep; sorts by name. */
function settleVerdicts(records, gathers) {
    for (const fan of ['rss', 'github']) {
        const gather = gathers[fan];
        if (!gather)
            continue;
        const passed = new Map(gather.record.passed.map((p) => [p.name, p.outcome]));
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
}
/** The outcome of every planned leg and the policy's decision over them. */
function decide(plan, gathers, records, minSourceRatio) {
    const outcomes = {};
    if (plan.fans.rss && gathers.rss)
        outcomes.rss = fanOutcome('rss', plan.fans.rss, gathers.rss, records);
    if (plan.fans.github && gathers.github) {
        outcomes.github = fanOutcome('github', plan.fans.github, gathers.github, records);
    }
    const policy = applyPolicy({ ...outcomes, minSourceRatio, skipped: plan.skipped.length });
    return { outcomes, policy };
}
function fanOutcome(fan, planned, gather, records) {
    const legs = planned.legs.map((leg) => {
        const rejected = records
            .filter((r) => r.fan === fan && r.id === leg.id && r.verdict === 'rejected')
            .sort((a, b) => (b.attempt ?? 0) - (a.attempt ?? 0));
        const slot = heldLeg(gather, leg.seq);
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
const files_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
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
                if (!files_TIMESTAMP.test(existing.toString('latin1')))
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

;// CONCATENATED MODULE: ./src/fanin/stages/write.ts
/**
 * Fan-in stages "outputs", "diagnostics" and "state": the canonical files put in place
 * together (both, or neither: a leg file that changed since its check fails the news),
 * the diagnostics written on every fan-in, and the scrape state updated only when the news
 * of its sources landed in a canonical output.
 */







/** Writes the canonical outputs that were built, side by side: both in place or neither. */
async function writeCanonical(merged, outputDir, week) {
    const paths = { github: null, news: null };
    const writes = [];
    if (merged.github) {
        paths.github = (0,external_node_path_.join)(outputDir, `${week}.json`);
        writes.push({ path: paths.github, serialized: merged.github.serialized });
    }
    if (merged.news) {
        paths.news = (0,external_node_path_.join)(outputDir, `${week}-external-news.json`);
        writes.push({ path: paths.news, serialized: merged.news.serialized });
    }
    const written = await writeOutputs(writes);
    const files = writes.map((w, i) => ({ path: w.path, outcome: written[i] }));
    // Known now: the news articles were hashed as they were written (or compared).
    return { paths, files, newsChecksum: merged.news ? merged.news.checksum() : null };
}
/** The fan-in's diagnostics: every artifact's verdict, each fan's legs, the policy's decisions. */
function diagnosticsOf(input) {
    const { runContext, policy, outcomes, gathers } = input;
    const fans = {};
    for (const fan of ['github', 'rss']) {
        const outcome = outcomes[fan];
        const gather = gathers[fan];
        if (!outcome || !gather)
            continue;
        fans[fan] = {
            fan_id: outcome.fan_id,
            expected: gather.expected,
            // Every seq holds a leg (the fan-in's gathers close `incomplete` otherwise).
            closed: isComplete(gather),
            legs: outcome.legs.map(diagnosticLeg),
        };
    }
    return {
        schema_version: 'fan_in_diagnostics_v1',
        run_id: runContext.run_id,
        week: runContext.week,
        status: policy.status,
        reason: policy.reason,
        artifacts: input.records,
        fans,
        decisions: policy.decisions,
        warnings: policy.warnings,
        merged_at: input.mergedAt,
        // Why nothing was planned: the plan's own list of skipped sources and reasons.
        ...(policy.status === 'empty' ? { skipped: input.plan.skipped } : {}),
    };
}
/** Writes the diagnostics file (on every fan-in, whatever its status). */
async function writeDiagnostics(diagnostics, outputDir) {
    const path = (0,external_node_path_.join)(outputDir, `${diagnostics.week}-fan-in-diagnostics.json`);
    return { path, outcome: await writeOutput(path, buildDiagnostics(diagnostics)) };
}
/**
 * Updates the scrape state at `statePath` (sources that succeeded get merged_at), only when
 * the news file was built; returns the path written, or null.
 */
async function writeState(statePath, previous, rss, newsBuilt, mergedAt) {
    if (!statePath || !newsBuilt || !rss)
        return null;
    const succeeded = rss.legs.filter(rssLegOk).map((leg) => leg.id);
    await (0,canonical/* writeFileAtomic */.Zf)(statePath, serializeScrapeState(updateScrapeState(previous, succeeded, mergedAt)));
    return statePath;
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

;// CONCATENATED MODULE: ./src/fanin/time.ts
/**
 * merged_at: the one field allowed to differ between two fan-ins of the same inputs. It
 * comes from an injected clock, or from SOURCE_DATE_EPOCH when set (reproducible builds'
 * convention: integer seconds since the epoch), which pins it too.
 */



function resolveMergedAt(nowMs, sourceDateEpoch) {
    const raw = sourceDateEpoch?.trim();
    if (raw === undefined || raw === '')
        return time_formatTimestamp(nowMs);
    if (!/^\d{1,15}$/.test(raw)) {
        throw new reasons/* FanInSetupError */.Md(`SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01, got ${JSON.stringify(raw.slice(0, 40))}`);
    }
    return time_formatTimestamp(Number(raw) * 1000);
}

;// CONCATENATED MODULE: ./src/fanin/run.ts










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
    // Worker threads boot while the run context loads. Their number comes from the bytes of
    // the artifacts named like legs: classification needs the plan, loaded next, and an
    // estimate is all it needs.
    const listed = await deps.store.list();
    const legLike = legArtifacts(listed);
    const legBytes = legLike.reduce((n, a) => n + a.size, 0);
    const workers = Math.min(asked ?? workersFor(legBytes), legLike.length);
    const pool = deps.legWorkerScript && workers > 0
        ? (0,leg_checkers/* startLegWorkers */.W4)(deps.legWorkerScript, workers)
        : undefined;
    try {
        return await gatherAndMerge(options, deps, {
            listed,
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
async function gatherAndMerge(options, deps, { listed, pool, keep, maxBytes, mergedAt, minSourceRatio }) {
    const { names, partials } = splitPartials(listed.map((a) => a.name));
    const { runContext, plan, threshold, previousState } = await loadSetup(options, deps.store, names);
    const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    const found = classifyListed(names, plan);
    await openPacks(found, deps.store, plan, { maxBytes, concurrency });
    const nested = await openPartials(deps.store, partials, runContext, plan, maxBytes);
    found.legs.push(...nested.legs);
    found.records.push(...nested.records);
    const setting = { runContext, plan, maxBytes, keepQueryParams: keep };
    const gathers = await collectLegs(found.legs, plan.fans, {
        store: deps.store,
        checker: pool ? pool.checker(setting) : (0,leg_checkers/* inThreadChecker */.z1)(setting),
        maxBytes,
        concurrency: Math.max(1, concurrency, 4 * (pool?.size ?? 0)),
        keepQueryParams: keep,
    }, found.records);
    const { records } = found;
    settleVerdicts(records, gathers);
    const { outcomes, policy } = decide(plan, gathers, records, minSourceRatio);
    const merged = merge({
        runContext,
        gathers,
        outcomes,
        policy,
        threshold,
        mergedAt,
    });
    const canonical = await writeCanonical(merged, options.outputDir, runContext.week);
    const diagnostics = diagnosticsOf({
        runContext,
        plan,
        records,
        gathers,
        outcomes,
        policy,
        mergedAt,
    });
    const diagnosticsFile = await writeDiagnostics(diagnostics, options.outputDir);
    const statePath = await writeState(options.statePath, previousState, outcomes.rss, merged.news !== undefined, mergedAt);
    return {
        status: policy.status,
        reason: policy.reason,
        exitCode: policy.exitCode,
        paths: { ...canonical.paths, diagnostics: diagnosticsFile.path },
        files: [...canonical.files, diagnosticsFile],
        newsChecksum: canonical.newsChecksum,
        warnings: policy.warnings,
        diagnostics,
        runContext,
        statePath,
        validation: { legs: found.legs.length, workers: pool?.size ?? 0 },
    };
}

// EXTERNAL MODULE: ./src/fanin/validate.ts + 3 modules
var validate = __webpack_require__(60158);
// EXTERNAL MODULE: ./src/fanin/url.ts
var url = __webpack_require__(26119);
// EXTERNAL MODULE: ./src/artifacts/errors.ts
var errors = __webpack_require__(47172);
;// CONCATENATED MODULE: ./src/artifacts/upload-once.ts
// Uploading an artifact whose name carries the run attempt: on GitHub a rerun never collides;
// an existing artifact (a local directory used twice) is fine when it holds the same bytes.

/**
 * Uploads `files` as artifact `name`; when it already exists with the same files this
 * answers 'same', with other files it throws (naming the artifact).
 */
async function uploadOnce(store, name, files) {
    try {
        await store.upload(name, [...files]);
        return 'uploaded';
    }
    catch (error) {
        if (!(error instanceof errors/* ArtifactError */.n) || error.code !== 'exists')
            throw error;
        if (!(await holdsSame(store, name, files))) {
            throw new errors/* ArtifactError */.n('exists', `Artifact ${JSON.stringify(name)} already exists with other content: use an empty artifact-dir or a new run attempt`, { cause: error });
        }
        return 'same';
    }
}
/** Whether artifact `name` holds exactly `files` (read no further than their size). */
async function holdsSame(store, name, files) {
    const limit = files.reduce((n, f) => n + Buffer.byteLength(f.data), 0);
    let existing;
    try {
        existing = await store.download(name, { maxBytes: limit, maxFiles: files.length });
    }
    catch (error) {
        if (error instanceof errors/* ArtifactError */.n && error.code === 'too_large')
            return false;
        throw error;
    }
    return (existing.size === files.length &&
        files.every((f) => existing.get(f.name)?.equals(Buffer.from(f.data)) === true));
}

;// CONCATENATED MODULE: ./src/runcontext/packing.ts
// Packing the RSS legs of a plan into matrix jobs, chunking the matrix past one GitHub
// matrix, and the limits and cost of a shape (pure). See docs/shapes.md.
//
// The fan plan stays one leg per source (its seq, frame and artifact file): packing only
// decides which sources one matrix job crawls, one after another. So the fan-in validates
// per source and its canonical outputs do not depend on the packing.
/** GitHub runs at most this many jobs from one matrix. */
const packing_MAX_MATRIX_JOBS = 256;
/** The reusable workflow has this many RSS matrix jobs (rss-matrix-0 … rss-matrix-3). */
const MATRIX_CHUNKS = 4;
/** Legs one flat run can hold: MATRIX_CHUNKS matrices of MAX_MATRIX_JOBS. */
const MAX_FLAT_LEGS = packing_MAX_MATRIX_JOBS * MATRIX_CHUNKS;
/** Artifacts the toolkit lists per run unless ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT says otherwise. */
const DEFAULT_MAX_LISTED_ARTIFACTS = 1000;
/** Artifacts one job may create. */
const MAX_ARTIFACTS_PER_JOB = 500;
/**
 * Artifacts of a run besides the legs: run-context, the canonical outputs and the
 * diagnostics of the fan-in, with room for a rerun of each.
 */
const RESERVED_ARTIFACTS = 8;
/** Estimate of a job's set-up (runner start, checkout, cache restore) in seconds. */
const JOB_OVERHEAD_SECONDS = 30;
/** Estimate of one source's crawl (fetch with retries, parse, upload) in seconds. */
const SECONDS_PER_SOURCE = 15;
/** Thrown for a shape GitHub or the artifact service cannot run; the message says why and what to do. */
class packing_ShapeError extends Error {
    constructor(message) {
        super(message);
        this.name = 'ShapeError';
    }
}
/** Sources per leg for a packing of `sources` sources (at least 1). */
function packing_sourcesPerLeg(packing, sources) {
    if (!Number.isSafeInteger(packing.n) || packing.n < 1) {
        throw new RangeError(`${packing.kind} must be an integer >= 1, got ${String(packing.n)}`);
    }
    if (packing.kind === 'sources-per-leg')
        return packing.n;
    return Math.max(1, Math.ceil(sources / packing.n));
}
/** `p0` … : ids of packed legs, padded so that they sort in plan order. */
function packedLegId(index, count) {
    return `p${String(index).padStart(String(Math.max(count - 1, 0)).length, '0')}`;
}
/**
 * The RSS matrix entries: with one source per leg today's entries unchanged; else
 * consecutive runs of `per` sources in plan (priority) order, each one packed entry.
 */
function packing_packLegs(legs, packing) {
    const per = packing_sourcesPerLeg(packing, legs.length);
    if (per === 1)
        return [...legs];
    const count = Math.ceil(legs.length / per);
    const jobs = [];
    for (let i = 0; i < count; i++) {
        const group = legs.slice(i * per, (i + 1) * per);
        const first = group[0];
        jobs.push({
            leg_id: packedLegId(i, count),
            source_ids: group.map((l) => l.source_id).join(','),
            sources: group.length,
            fan_id: first.fan_id,
            expected: first.expected,
            required: group.some((l) => l.required),
        });
    }
    return jobs;
}
/** Splits the jobs into MATRIX_CHUNKS matrices of at most MAX_MATRIX_JOBS (empty ones last). */
function chunkJobs(jobs) {
    const chunks = [];
    for (let i = 0; i < MATRIX_CHUNKS; i++) {
        chunks.push(jobs.slice(i * packing_MAX_MATRIX_JOBS, (i + 1) * packing_MAX_MATRIX_JOBS));
    }
    return chunks;
}
/**
 * Refuses a shape that cannot run: more RSS jobs than MAX_FLAT_LEGS (unless nested), or more
 * artifacts (`perJob` for each RSS job and GitHub shard, one partial per chunk,
 * RESERVED_ARTIFACTS) than the fan-in can list.
 */
function checkShape(rssJobs, githubLegs, limits, perJob = { rss: 1, github: 1 }) {
    const chunks = limits.nestedChunks ?? 0;
    if (limits.nestedChunks === undefined && rssJobs > MAX_FLAT_LEGS) {
        throw new packing_ShapeError(`${rssJobs} RSS legs: one run holds at most ${MAX_FLAT_LEGS} (${MATRIX_CHUNKS} matrices of ${packing_MAX_MATRIX_JOBS} jobs); ` +
            `pack several sources into each leg (sources-per-leg or max-legs), or nest fans (chunk-size: a partial fan-in per chunk, then a fan-in of the partials)`);
    }
    const artifacts = rssJobs * perJob.rss + githubLegs * perJob.github + chunks + RESERVED_ARTIFACTS;
    if (artifacts > limits.maxListedArtifacts) {
        throw new packing_ShapeError(`${rssJobs} RSS legs and ${githubLegs} GitHub shards make ${artifacts} artifacts (with ${RESERVED_ARTIFACTS} reserved for the run context and the fan-in), ` +
            `over the ${limits.maxListedArtifacts} the fan-in can list (ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT): pack several sources into each leg (sources-per-leg or max-legs)`);
    }
}
/** The listing limit from ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT, as the toolkit reads it. */
function maxListedArtifacts(env) {
    const raw = env['ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT'];
    if (raw === undefined || raw === '')
        return DEFAULT_MAX_LISTED_ARTIFACTS;
    const n = /^[1-9][0-9]{0,8}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    if (Number.isNaN(n)) {
        throw new packing_ShapeError(`ACTIONS_ARTIFACT_MAX_ARTIFACT_COUNT must be an integer >= 1, got ${JSON.stringify(raw.slice(0, 40))}`);
    }
    return n;
}
/**
 * Estimated billed runner minutes of the RSS jobs: GitHub bills each job rounded up to
 * the whole minute, so a job costs ceil((JOB_OVERHEAD_SECONDS + its sources ×
 * SECONDS_PER_SOURCE) / 60) minutes, and the estimate is the sum over the jobs.
 */
function billedMinutes(sourcesPerJob) {
    return sourcesPerJob.reduce((sum, n) => sum + Math.ceil((JOB_OVERHEAD_SECONDS + n * SECONDS_PER_SOURCE) / 60), 0);
}
/** The number of sources of each job. */
function jobSources(jobs) {
    return jobs.map((job) => ('sources' in job ? job.sources : 1));
}

;// CONCATENATED MODULE: ./src/runcontext/nesting.ts
// Nested fans (pure): the RSS legs cut into chunks of `chunk-size` sources, each chunk one
// inner matrix (its jobs packed within the chunk) with its own partial fan-in, under an
// outer matrix over the chunks. See docs/shapes.md ("Nested fans").
//
// Chunk k holds the sources with seq in [k * size, (k + 1) * size): the rule the partial
// fan-in and the outer fan-in check (src/fanin/partial-payload.ts). A packed job never
// crosses a chunk, so each chunk's partial fan-in runs once that chunk's jobs are done.

/**
 * The largest chunk index and chunk size a partial fan-in takes: the bounds of the fan-in
 * action's `partial-chunk` and `chunk-size`, and of `squadscope fan-in`'s options.
 */
const MAX_CHUNK_ARGUMENT = 1_000_000;
/**
 * The id of packed job `index` of chunk `chunk`: `c<chunk>p<index>`, each padded so that
 * ids sort in plan order. The chunk in the id lets a chunk's partial fan-in open only its
 * own packs.
 */
function nestedPackId(chunk, chunks, index, jobs) {
    const pad = (n, count) => String(n).padStart(String(Math.max(count - 1, 0)).length, '0');
    return `c${pad(chunk, chunks)}p${pad(index, jobs)}`;
}
/** The chunk a packed job id of a nested plan names, or undefined for any other id. */
function chunkOfPackId(legId) {
    const match = /^c([0-9]{1,7})p[0-9]{1,7}$/u.exec(legId);
    return match ? Number(match[1]) : undefined;
}
/** The jobs of each chunk: packed within the chunk, packed leg ids naming their chunk. */
function nestJobs(legs, packing, chunkSize) {
    if (!Number.isSafeInteger(chunkSize) || chunkSize < 1) {
        throw new RangeError(`chunk-size must be an integer >= 1, got ${String(chunkSize)}`);
    }
    const per = sourcesPerLeg(packing, legs.length);
    const chunks = [];
    for (let at = 0; at < legs.length; at += chunkSize)
        chunks.push(legs.slice(at, at + chunkSize));
    if (per === 1)
        return chunks;
    const most = Math.ceil(chunkSize / per);
    return chunks.map((chunk, k) => packLegs(chunk, { kind: 'sources-per-leg', n: per }).map((job, i) => 'leg_id' in job ? { ...job, leg_id: nestedPackId(k, chunks.length, i, most) } : job));
}
/**
 * Refuses a nested shape GitHub cannot run: more jobs in a chunk than one matrix holds, or
 * more chunks than the outer matrix holds.
 */
function checkNestedShape(chunks, chunkSize) {
    if (chunks.length > MAX_MATRIX_JOBS) {
        throw new ShapeError(`${chunks.length} chunks of ${chunkSize} sources: the outer matrix holds at most ${MAX_MATRIX_JOBS}; raise chunk-size`);
    }
    const largest = Math.max(0, ...chunks.map((c) => c.length));
    if (largest > MAX_MATRIX_JOBS) {
        throw new ShapeError(`chunk-size ${chunkSize} makes ${largest} jobs in a chunk: one matrix holds at most ${MAX_MATRIX_JOBS}; lower chunk-size or pack more sources per leg (sources-per-leg)`);
    }
}
/** The outer matrix: one entry per chunk (`{include: []}` without RSS legs). */
function chunkMatrix(chunks, chunkSize, json) {
    return {
        include: chunks.map((jobs, chunk) => ({
            chunk,
            chunks: chunks.length,
            chunk_size: chunkSize,
            sources: jobs.reduce((n, job) => n + ('sources' in job ? job.sources : 1), 0),
            jobs: jobs.length,
            matrix: json({ include: jobs }),
        })),
    };
}

// EXTERNAL MODULE: ./src/fanin/leg-check.ts
var leg_check = __webpack_require__(42375);
;// CONCATENATED MODULE: ./src/fanin/partial-fanin.ts
/**
 * The partial fan-in of one chunk of a nested run (I/O): gathers the chunk's RSS legs (own
 * artifacts and files of packs, newest valid attempt of each leg, by the flat fan-in's
 * check and collector) and uploads `partial-rss-c<chunk>-a<attempt>`: `partial.json`
 * (rss_partial_v1, partial-payload.ts) and each winning payload, byte for byte, as
 * `rss-<id>.json`. No failure policy here: the outer fan-in applies it once, over all
 * sources. Legs of other chunks are not read.
 */














/** The chunk's seqs, or a FanInSetupError naming the chunking that cannot be. */
function rangeOf(plan, options) {
    const fan = plan.fans.rss;
    if (!fan)
        throw new reasons/* FanInSetupError */.Md('the plan has no RSS fan: there is nothing to gather');
    try {
        return chunkRange(fan.expected, options.chunkSize, options.chunk);
    }
    catch (error) {
        if (error instanceof RangeError)
            throw new reasons/* FanInSetupError */.Md(error.message);
        throw error;
    }
}
/** The chunk's leg artifacts and pack files. */
async function candidatesOf(store, names, plan, range, chunk, maxBytes) {
    const inRange = (seq) => seq >= range.first && seq < range.end;
    const found = [];
    for (const name of names) {
        if (isPackName(name)) {
            // A pack of a nested plan names its chunk: another chunk's pack is not read.
            const own = chunkOfPackId((0,src_artifacts/* parsePackArtifactName */.Oe)(name)?.legId ?? '');
            if (own !== undefined && own !== chunk)
                continue;
            const opened = await openPack(store, name, plan, maxBytes);
            for (const { name: file, leg, content } of opened.legs)
                if (inRange(leg.seq))
                    found.push({ name: file, ...leg, content });
            continue;
        }
        const leg = classifyArtifact(name, plan);
        if (leg.kind === 'leg' && leg.fan === 'rss' && inRange(leg.seq))
            found.push({ name, ...leg });
    }
    return found;
}
/** The bytes of a candidate, or the problem that is its verdict. */
async function bytesOf(store, candidate, maxBytes) {
    try {
        const { content } = candidate;
        if (content)
            return 'bytes' in content ? content.bytes : (0,src_artifacts/* readLocatedFile */.BN)(content.file);
        const file = legFileName('rss', candidate.id);
        const bytes = (await store.download(candidate.name, { maxBytes })).get(file);
        return bytes ?? { code: 'name', pointer: '', message: `the artifact holds no file ${file}` };
    }
    catch (error) {
        const problem = (0,leg_files/* fetchProblem */.uJ)(error);
        if (!problem)
            throw error;
        return problem;
    }
}
/**
 * Runs the partial fan-in of `options.chunk` and uploads its artifact. Throws
 * FanInSetupError for a run context, plan or chunking that cannot be.
 */
async function runPartialFanIn(options, deps) {
    const { store } = deps;
    const maxBytes = options.maxArtifactBytes ?? DEFAULT_MAX_ARTIFACT_BYTES;
    const names = (await store.list()).map((a) => a.name);
    const { runContext, fanPlan: plan } = await loadRunAndPlan(options, store, names);
    const range = rangeOf(plan, options);
    const fan = plan.fans.rss;
    const setting = { runContext, plan, maxBytes, keepQueryParams: new Set() };
    const arrivals = [];
    const rejected = [];
    const candidates = await candidatesOf(store, names, plan, range, options.chunk, maxBytes);
    await runPool(candidates, options.concurrency ?? 4, async (candidate) => {
        const bytes = await bytesOf(store, candidate, maxBytes);
        if (!(bytes instanceof Uint8Array))
            return void rejected.push({ ...candidate, problem: bytes });
        const verdict = (0,leg_check/* checkLeg */.N)({ name: candidate.name, fan: 'rss', id: candidate.id, bytes }, setting);
        if (!verdict.ok) {
            const problem = verdict.problems[0];
            return void rejected.push({ ...candidate, problem });
        }
        const { attempt, name } = candidate;
        arrivals.push({
            frames: verdict.frames,
            attempt,
            name,
            item: { bytes, frames: verdict.frames },
        });
    });
    // The gather engine keeps the newest valid attempt of each seq (seqs of other chunks are
    // missing: the gather closes incomplete); nothing is merged here.
    const gathered = await gatherFan(fan, arrivals, foldKernel('partial-fan-in', () => null, () => { }));
    // Newest first, then by name: the order the flat fan-in picks a missing leg's reason in.
    rejected.sort((a, b) => b.attempt - a.attempt || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const legs = [];
    const files = [];
    for (const leg of fan.legs.filter((l) => l.seq >= range.first && l.seq < range.end)) {
        const slot = heldLeg(gathered, leg.seq);
        const mine = rejected.filter((r) => r.seq === leg.seq);
        legs.push({
            seq: leg.seq,
            id: leg.id,
            ...(slot ? { held: { attempt: slot.attempt, fan: slot.item.frames } } : {}),
            rejected: mine.map(({ attempt, problem }) => ({ attempt, problem })),
        });
        if (slot)
            files.push({ name: legFileName('rss', leg.id), data: slot.item.bytes });
    }
    legs.sort((a, b) => a.seq - b.seq);
    const partial = buildPartial({
        runId: runContext.run_id,
        fanId: fan.fan_id,
        chunk: options.chunk,
        chunkCount: chunkCount(fan.expected, options.chunkSize),
        chunkSize: options.chunkSize,
        legs,
    });
    (0,contracts/* assertValid */.pP)('rss_partial_v1', partial, 'the partial');
    const name = partialArtifactName(options.chunk, options.attempt);
    const manifest = { name: PARTIAL_FILE, data: `${(0,canonical/* canonicalJson */.dj)(partial)}\n` };
    const outcome = await uploadOnce(store, name, [manifest, ...files]);
    const held = files.length;
    return { name, partial, held, missing: legs.length - held, outcome };
}

;// CONCATENATED MODULE: ./src/fanin/index.ts













;// CONCATENATED MODULE: ./src/cli/commands/fan-in.ts
/**
 * `squadscope fan-in`: the fan-in on one machine, over a directory of artifacts (one
 * sub-directory per artifact, as `actions/download-artifact` or the local store lays
 * them out). Same core as the action; prints what it decided and exits 0 (complete or
 * degraded), 1 (failed) or 2 (usage error).
 */








const FAN_IN_USAGE = `Usage: squadscope fan-in --artifact-dir DIR --output-dir DIR [options]
       squadscope fan-in --artifact-dir DIR --partial-chunk K --chunk-size M
                         [--run-context PATH] [--fan-plan PATH]

Merge the leg artifacts of one run into data/raw/{week}.json and
data/raw/{week}-external-news.json, with {week}-fan-in-diagnostics.json beside them.
With --partial-chunk, run the partial fan-in of chunk K of a nested run instead (legs
with seq in [K*M, (K+1)*M)): it adds partial-rss-c<K>-a<attempt> to the artifact
directory, and a fan-in without --partial-chunk then reads the partials.

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
  --partial-chunk K          the partial fan-in of chunk K (0-based) of a nested run
  --chunk-size M             legs per chunk, as make-run-context's chunk-size
  -h, --help                 show this help

SOURCE_DATE_EPOCH, when set, pins merged_at; GITHUB_RUN_ATTEMPT (default 1) is the
attempt a partial is uploaded as.
Exit status: 0 complete, degraded or partial uploaded, 1 failed, 2 usage error.`;
/** The options a partial fan-in reads (it merges nothing and writes no output). */
const PARTIAL_OPTIONS = new Set([
    'artifact-dir',
    'partial-chunk',
    'chunk-size',
    'run-context',
    'fan-plan',
    'help',
]);
function parse(argv) {
    const { values } = parseCommandLine(argv, {
        'artifact-dir': { type: 'string' },
        'output-dir': { type: 'string' },
        'min-source-ratio': { type: 'string' },
        'keep-query-params': { type: 'string' },
        'topic-config': { type: 'string' },
        state: { type: 'string' },
        'run-context': { type: 'string' },
        'fan-plan': { type: 'string' },
        workers: { type: 'string' },
        'partial-chunk': { type: 'string' },
        'chunk-size': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
    });
    if (values.help)
        return 'help';
    const artifactDir = values['artifact-dir'];
    const outputDir = values['output-dir'];
    if (!artifactDir)
        throw new UsageError('--artifact-dir is required');
    const partial = partialOf(values);
    if (!outputDir && !partial)
        throw new UsageError('--output-dir is required');
    const args = {
        artifactDir,
        outputDir: outputDir ?? '',
        ...(partial ? { partial } : {}),
        keepQueryParams: (values['keep-query-params'] ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter((s) => s !== ''),
    };
    const ratio = values['min-source-ratio'];
    if (ratio !== undefined) {
        const n = /^\s*(?:\d+(?:\.\d*)?|\.\d+)\s*$/.test(ratio) ? Number(ratio) : NaN;
        if (!(n >= 0 && n <= 1)) {
            throw new UsageError(`--min-source-ratio must be a number between 0 and 1, got ${untrusted_untrusted(ratio, 40)}`);
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
    if (values.workers !== undefined) {
        args.workers = wholeNumber('--workers', values.workers, 0, MAX_WORKERS);
    }
    return args;
}
/** --partial-chunk and --chunk-size: both or neither, and with them no option a partial does not read. */
function partialOf(values) {
    const chunk = values['partial-chunk'];
    const size = values['chunk-size'];
    if (chunk === undefined && size === undefined)
        return undefined;
    if (chunk === undefined)
        throw new UsageError('--chunk-size is read only with --partial-chunk');
    if (size === undefined)
        throw new UsageError('--partial-chunk needs --chunk-size (legs per chunk)');
    const unread = Object.keys(values).filter((name) => !PARTIAL_OPTIONS.has(name));
    if (unread.length > 0) {
        throw new UsageError(`--${unread[0]} is not read by a partial fan-in (--partial-chunk)`);
    }
    return {
        chunk: wholeNumber('--partial-chunk', chunk, 0, MAX_CHUNK_ARGUMENT),
        chunkSize: wholeNumber('--chunk-size', size, 1, MAX_CHUNK_ARGUMENT),
    };
}
/** The whole number `text` of option `flag`, from `min` to `max`, or a usage error. */
function wholeNumber(flag, text, min, max) {
    const n = /^\d{1,7}$/.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) {
        throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, got ${untrusted_untrusted(text, 40)}`);
    }
    return n;
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
        io.stdout(`warning: ${untrusted_untrusted(warning, 400)}`);
    for (const a of result.diagnostics.artifacts) {
        if (a.verdict !== 'rejected')
            continue;
        const first = a.errors[0];
        io.stderr(`rejected ${untrusted_untrusted(a.name, 120)}: ${a.reason ?? 'invalid'} at ${untrusted_untrusted(first?.pointer || '/', 120)}: ${untrusted_untrusted(first?.message ?? '', 300)}`);
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
        const store = (0,src_artifacts/* openArtifactStore */.kT)({ artifactDir: at(args.artifactDir), env: io.env });
        if (args.partial)
            return await partialFanIn(args, args.partial, store, io, at);
        const result = await runFanIn({
            outputDir: at(args.outputDir),
            keepQueryParams: args.keepQueryParams,
            ...(args.minSourceRatio !== undefined ? { minSourceRatio: args.minSourceRatio } : {}),
            ...(args.workers !== undefined ? { workers: args.workers } : {}),
            ...(args.topicConfig ? { topicConfigPath: at(args.topicConfig) } : {}),
            ...(args.state ? { statePath: at(args.state) } : {}),
            ...(await givenRunAndPlan(args, at)),
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
        const message = (0,error_message/* messageOf */.b)(error);
        io.stderr(`fan-in failed: ${error instanceof reasons/* FanInSetupError */.Md ? message : untrusted_untrusted(message, 500)}`);
        return 1;
    }
}
/** The partial fan-in of one chunk: uploads its artifact into the directory, exits 0. */
async function partialFanIn(args, partial, store, io, at) {
    const result = await runPartialFanIn({
        ...partial,
        attempt: (0,src_artifacts/* runAttempt */.Tm)(io.env),
        ...(await givenRunAndPlan(args, at)),
    }, { store });
    const how = result.outcome === 'uploaded' ? 'uploaded' : 'already there with the same files:';
    io.stdout(`partial fan-in of chunk ${partial.chunk}: ${how} ${result.name} (${result.held} legs held, ${result.missing} without a valid payload)`);
    return 0;
}
/** The run context and fan plan given as files (by default the fan-in reads the run's own). */
async function givenRunAndPlan(args, at) {
    return {
        ...(args.runContext
            ? { runContext: parseRunContext(await (0,promises_.readFile)(at(args.runContext)), args.runContext) }
            : {}),
        ...(args.fanPlan
            ? { fanPlan: parseFanPlan(await (0,promises_.readFile)(at(args.fanPlan)), args.fanPlan) }
            : {}),
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/runtime/input-error.ts
// The error of a bad action input, in a module of its own without @actions/core at run
// time, so that input readers can throw it without loading the Actions toolkit.
/** A bad action input: the message names the input, e.g. `Input 'max-items': must be at least 1, got "0"`. */
class input_error_InputError extends Error {
    input;
    problem;
    /** The file (workspace-relative) and place the problem is in, for the error annotation. */
    annotation;
    constructor(input, problem, annotation) {
        super(`Input '${input}': ${problem}`);
        this.name = 'InputError';
        this.input = input;
        this.problem = problem;
        if (annotation)
            this.annotation = annotation;
    }
}

;// CONCATENATED MODULE: ./src/runtime/inputs.ts





/** Reads inputs the way @actions/core does, but from the given environment. */
function inputs_rawInputFromEnv(env) {
    return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TRUE_VALUES = ['true', 'True', 'TRUE'];
const FALSE_VALUES = ['false', 'False', 'FALSE'];
function got(raw) {
    return `got ${untrusted_untrusted(raw, 60)}`;
}
function checkBounds(name, value, raw, { min, max }) {
    const below = min !== undefined && value < min;
    const above = max !== undefined && value > max;
    if (below || above) {
        const range = min !== undefined && max !== undefined
            ? `must be between ${min} and ${max}`
            : min !== undefined
                ? `must be at least ${min}`
                : `must be at most ${max}`;
        throw new input_error_InputError(name, `${range}, ${got(raw)}`);
    }
    return value;
}
/**
 * Typed readers over the action's inputs. Every reader throws InputError naming the
 * input, so an action validates all of them before doing any work.
 */
function inputs_createInputs(read = (name) => lib_core/* getInput */.V4(name)) {
    const required = (name) => {
        throw new input_error_InputError(name, 'is required');
    };
    const readNumber = (name, opts, integer) => {
        const raw = read(name);
        if (raw === '')
            return opts.default ?? required(name);
        const value = Number(raw);
        if (integer) {
            if (!INTEGER.test(raw) || !Number.isSafeInteger(value)) {
                throw new input_error_InputError(name, `must be an integer, ${got(raw)}`);
            }
        }
        else if (!DECIMAL.test(raw) || !Number.isFinite(value)) {
            throw new input_error_InputError(name, `must be a number, ${got(raw)}`);
        }
        return checkBounds(name, value, raw, opts);
    };
    return {
        string(name, opts = {}) {
            const raw = read(name);
            if (raw !== '')
                return raw;
            if (opts.default !== undefined)
                return opts.default;
            return opts.required ? required(name) : '';
        },
        optional(name) {
            const raw = read(name);
            return raw === '' ? undefined : raw;
        },
        int: (name, opts) => readNumber(name, opts, true),
        number: (name, opts) => readNumber(name, opts, false),
        bool(name, def) {
            const raw = read(name);
            if (raw === '')
                return def;
            if (TRUE_VALUES.includes(raw))
                return true;
            if (FALSE_VALUES.includes(raw))
                return false;
            throw new input_error_InputError(name, `must be true or false, ${got(raw)}`);
        },
        list(name, opts = {}) {
            const raw = read(name);
            if (raw === '')
                return opts.default ? [...opts.default] : [];
            return raw
                .split(/[,\r\n]/)
                .map((item) => item.trim())
                .filter((item) => item !== '');
        },
        oneOf(name, allowed, def) {
            const raw = read(name);
            if (raw === '')
                return def ?? required(name);
            const match = allowed.find((a) => a === raw);
            if (match === undefined) {
                throw new input_error_InputError(name, `must be one of ${allowed.join(', ')}, ${got(raw)}`);
            }
            return match;
        },
        json(name) {
            const raw = read(name);
            if (raw === '')
                return undefined;
            try {
                return (0,canonical/* parseStrict */.z3)(raw, { maxBytes: 1024 * 1024 });
            }
            catch (error) {
                if (error instanceof canonical/* StrictJsonError */.U7) {
                    throw new input_error_InputError(name, `is not valid JSON: ${error.message}`);
                }
                throw error;
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/runtime/metrics.ts


/** Phase timings and named values of one action run; the last value of a name wins. */
class metrics_MetricsRecorder {
    #phases = [];
    #values = new Map();
    /** Returns false (recording nothing) when the value is not a finite number. */
    set(name, value) {
        if (!Number.isFinite(value))
            return false;
        this.#values.set(name, value);
        return true;
    }
    addPhase(name, ms) {
        this.#phases.push({ name, ms: Math.max(0, Math.round(ms)) });
    }
    phases() {
        return this.#phases.map((p) => ({ ...p }));
    }
    values() {
        const names = [...this.#values.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        return Object.fromEntries(names.map((n) => [n, this.#values.get(n)]));
    }
}
/**
 * One line of outcome for an action that wrote no summary of its own (it failed before it
 * could): the action, its outcome and exit code, and how long it ran.
 */
function metrics_addOutcomeToSummary(summary, report) {
    summary.heading(`${report.action}: ${report.outcome} (exit code ${report.exit_code}, ${(report.duration_ms / 1000).toFixed(1)} s)`, 3);
}
/** The metrics file path; the action name is reduced to file-name-safe characters. */
function metricsFilePath(runnerTemp, action, correlationId) {
    const safe = (s) => s.replace(/[^A-Za-z0-9._-]/g, '_');
    return join(runnerTemp, 'squadscope-metrics', `${safe(action)}-${safe(correlationId)}.json`);
}
/** Writes the metrics file under RUNNER_TEMP; returns its path, or undefined when RUNNER_TEMP is unset. */
async function metrics_writeMetricsFile(report, env) {
    const runnerTemp = env.RUNNER_TEMP;
    if (!runnerTemp)
        return undefined;
    const path = metricsFilePath(runnerTemp, report.action, report.correlation_id);
    await writeFileAtomic(path, `${JSON.stringify(report, null, 2)}\n`);
    return path;
}

;// CONCATENATED MODULE: ./src/runtime/signals.ts
/** The abort reason when the job is cancelled. */
class CancelledError extends Error {
    signalName;
    constructor(signalName) {
        super(`cancelled by ${signalName}`);
        this.name = 'CancelledError';
        this.signalName = signalName;
    }
}
/**
 * When a job is cancelled the runner sends SIGINT, then SIGTERM, then SIGKILL after a grace
 * period. Listening to both turns them from "exit now" into "stop new work": the first one
 * is logged and aborts the signal, later ones are ignored, and the process keeps running so
 * the action can still write a truthful artifact (`partial` or `failed: cancelled`).
 */
function signals_installCancelHandlers(opts) {
    const target = opts.target ?? process;
    const signals = opts.signals ?? ['SIGTERM', 'SIGINT'];
    const controller = new AbortController();
    const onSignal = (signalName) => {
        if (controller.signal.aborted)
            return;
        opts.log.warning(`Received ${signalName}: the job is being cancelled; stopping new work and writing what is done so far`);
        controller.abort(new CancelledError(signalName));
    };
    for (const s of signals)
        target.on(s, onSignal);
    let disposed = false;
    return {
        signal: controller.signal,
        cancelled: () => controller.signal.aborted,
        dispose() {
            if (disposed)
                return;
            disposed = true;
            for (const s of signals)
                target.off(s, onSignal);
        },
    };
}

;// CONCATENATED MODULE: ./src/runtime/summary.ts


/**
 * A markdown builder for the job summary. Every text argument is escaped, so untrusted
 * text can neither break a table nor inject HTML; only `raw()` takes markdown as is.
 */
class summary_JobSummary {
    #blocks = [];
    heading(text, level = 2) {
        const depth = Math.min(6, Math.max(1, Math.floor(level)));
        this.#blocks.push(`${'#'.repeat(depth)} ${escapeMarkdown(text)}`);
        return this;
    }
    paragraph(text) {
        this.#blocks.push(escapeMarkdown(text));
        return this;
    }
    list(items) {
        if (items.length > 0)
            this.#blocks.push(items.map((i) => `- ${escapeMarkdown(i)}`).join('\n'));
        return this;
    }
    /** Rows shorter than the header are padded with empty cells; extra cells are dropped. */
    table(header, rows) {
        if (header.length === 0)
            throw new RangeError('a summary table needs at least one column');
        const line = (cells) => `| ${header.map((_, i) => escapeMarkdown(cells[i] ?? '')).join(' | ')} |`;
        this.#blocks.push([line(header), `| ${header.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n'));
        return this;
    }
    raw(markdown) {
        this.#blocks.push(markdown);
        return this;
    }
    isEmpty() {
        return this.#blocks.length === 0;
    }
    toMarkdown() {
        return this.#blocks.length === 0 ? '' : `${this.#blocks.join('\n\n')}\n`;
    }
}
/**
 * Appends markdown to the step summary file named by GITHUB_STEP_SUMMARY (what
 * core.summary.write does, but with the injected environment). Returns false, writing
 * nothing, when the variable is unset (a local run).
 */
async function summary_writeJobSummary(markdown, env) {
    const path = env.GITHUB_STEP_SUMMARY;
    if (!path)
        return false;
    await appendFile(path, markdown, 'utf8');
    return true;
}

;// CONCATENATED MODULE: ./src/runtime/telemetry/config.ts
/**
 * (pure) Whether OpenTelemetry is on, and its settings, from the standard OTEL_* variables.
 *
 * Off unless an OTLP endpoint is set: OTEL_EXPORTER_OTLP_ENDPOINT (the base URL; the
 * signal paths /v1/traces and /v1/metrics are appended) or the signal-specific
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT / OTEL_EXPORTER_OTLP_METRICS_ENDPOINT (used as is).
 * OTEL_SDK_DISABLED=true turns everything off; OTEL_TRACES_EXPORTER / OTEL_METRICS_EXPORTER
 * set to `none` turn one signal off. Headers, service name and resource attributes come from
 * OTEL_EXPORTER_OTLP_HEADERS (and the signal-specific variants), OTEL_SERVICE_NAME and
 * OTEL_RESOURCE_ATTRIBUTES. A value that cannot be read is a TelemetryConfigError: the
 * runtime turns telemetry off with one warning, and the run itself goes on unchanged.
 *
 * Header values are credentials: no message built here ever quotes one.
 */
class TelemetryConfigError extends Error {
    variable;
    constructor(variable, problem) {
        super(`${variable} ${problem}`);
        this.variable = variable;
        this.name = 'TelemetryConfigError';
    }
}
/** The default service.name when neither OTEL_SERVICE_NAME nor a resource attribute sets it. */
const DEFAULT_SERVICE_NAME = 'squadscope';
/**
 * The bounded wait of the final flush (traces and metrics together). An unreachable, slow
 * or failing collector costs a run at most this long; see docs/observability.md.
 */
const FLUSH_TIMEOUT_MS = 3000;
const SIGNAL_PATHS = { traces: 'v1/traces', metrics: 'v1/metrics' };
function value(env, name) {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
}
function checkUrl(variable, raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        throw new TelemetryConfigError(variable, 'is not a URL');
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new TelemetryConfigError(variable, 'must be an http(s) URL (OTLP/HTTP)');
    if (url.username || url.password)
        throw new TelemetryConfigError(variable, 'must not contain credentials (use the headers)');
    return url;
}
/** The signal's URL: its own variable as is, else the base endpoint plus the signal path. */
function endpointUrl(env, signal) {
    const own = `OTEL_EXPORTER_OTLP_${signal.toUpperCase()}_ENDPOINT`;
    const specific = value(env, own);
    if (specific !== undefined)
        return checkUrl(own, specific).href;
    const base = value(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
    if (base === undefined)
        return undefined;
    const url = checkUrl('OTEL_EXPORTER_OTLP_ENDPOINT', base);
    if (url.search || url.hash)
        throw new TelemetryConfigError('OTEL_EXPORTER_OTLP_ENDPOINT', 'must not have a query');
    const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
    return new URL(`${path}${SIGNAL_PATHS[signal]}`, url).href;
}
function decode(variable, text, what, index) {
    try {
        return decodeURIComponent(text.trim());
    }
    catch {
        throw new TelemetryConfigError(variable, `entry ${index + 1}: the ${what} is badly percent-encoded`);
    }
}
/**
 * `key1=value1,key2=value2` with percent-encoded values, as OTEL_EXPORTER_OTLP_HEADERS and
 * OTEL_RESOURCE_ATTRIBUTES are written. Empty entries are skipped; a later key wins.
 */
function parseKeyValueList(variable, raw) {
    // No prototype: a key such as `__proto__` is an ordinary key, never the object's prototype.
    const out = Object.create(null);
    raw.split(',').forEach((entry, index) => {
        if (entry.trim() === '')
            return;
        const eq = entry.indexOf('=');
        if (eq <= 0)
            throw new TelemetryConfigError(variable, `entry ${index + 1} is not key=value`);
        const key = decode(variable, entry.slice(0, eq), 'key', index);
        if (key === '')
            throw new TelemetryConfigError(variable, `entry ${index + 1} has an empty key`);
        out[key] = decode(variable, entry.slice(eq + 1), 'value', index);
    });
    return out;
}
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
function headersFor(env, signal) {
    const headers = {};
    for (const variable of [
        'OTEL_EXPORTER_OTLP_HEADERS',
        `OTEL_EXPORTER_OTLP_${signal.toUpperCase()}_HEADERS`,
    ]) {
        const raw = value(env, variable);
        if (raw === undefined)
            continue;
        for (const [name, v] of Object.entries(parseKeyValueList(variable, raw))) {
            if (!HEADER_NAME.test(name))
                throw new TelemetryConfigError(variable, `has a header name that HTTP does not allow`);
            if (/[\r\n\0]/.test(v))
                throw new TelemetryConfigError(variable, `has a header value with a line break`);
            headers[name] = v;
        }
    }
    return headers;
}
function signalOn(env, signal) {
    const variable = `OTEL_${signal.toUpperCase()}_EXPORTER`;
    const exporter = value(env, variable);
    if (exporter === undefined)
        return true;
    const names = exporter.split(',').map((s) => s.trim().toLowerCase());
    if (names.includes('none'))
        return false;
    if (!names.includes('otlp'))
        throw new TelemetryConfigError(variable, 'names an exporter other than otlp or none');
    return true;
}
function checkProtocol(env) {
    for (const variable of [
        'OTEL_EXPORTER_OTLP_PROTOCOL',
        'OTEL_EXPORTER_OTLP_TRACES_PROTOCOL',
        'OTEL_EXPORTER_OTLP_METRICS_PROTOCOL',
    ]) {
        const protocol = value(env, variable);
        // The suite sends OTLP/HTTP with JSON bodies; OTLP/HTTP collectors take JSON and protobuf alike.
        if (protocol !== undefined && protocol !== 'http/json' && protocol !== 'http/protobuf')
            throw new TelemetryConfigError(variable, 'must be http/json or http/protobuf (OTLP/HTTP)');
    }
}
function resourceOf(env) {
    const raw = value(env, 'OTEL_RESOURCE_ATTRIBUTES');
    const attributes = raw === undefined ? {} : parseKeyValueList('OTEL_RESOURCE_ATTRIBUTES', raw);
    const serviceName = value(env, 'OTEL_SERVICE_NAME') ?? attributes['service.name'] ?? DEFAULT_SERVICE_NAME;
    return { ...attributes, 'service.name': serviceName };
}
function signalEndpoint(env, signal) {
    if (!signalOn(env, signal))
        return null;
    const url = endpointUrl(env, signal);
    return url === undefined ? null : { url, headers: headersFor(env, signal) };
}
/** null when telemetry is off (the default); throws TelemetryConfigError for a bad value. */
function config_readTelemetryConfig(env) {
    if (value(env, 'OTEL_SDK_DISABLED')?.toLowerCase() === 'true')
        return null;
    const any = [
        'OTEL_EXPORTER_OTLP_ENDPOINT',
        'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
        'OTEL_EXPORTER_OTLP_METRICS_ENDPOINT',
    ];
    if (!any.some((name) => value(env, name) !== undefined))
        return null;
    checkProtocol(env);
    const traces = signalEndpoint(env, 'traces');
    const metrics = signalEndpoint(env, 'metrics');
    if (traces === null && metrics === null)
        return null;
    return { traces, metrics, resource: resourceOf(env), flushTimeoutMs: FLUSH_TIMEOUT_MS };
}
/** Where telemetry goes, for a log line: scheme, host and port only (no path, no query). */
function config_endpointLabel(config) {
    const urls = [config.traces?.url, config.metrics?.url].filter((u) => u !== undefined);
    return [...new Set(urls.map((u) => new URL(u).origin))].join(', ');
}

// EXTERNAL MODULE: ./src/runtime/telemetry/telemetry.ts
var telemetry = __webpack_require__(68867);
;// CONCATENATED MODULE: ./src/runtime/telemetry/start.ts
/**
 * Starts telemetry for one action run: the OpenTelemetry SDK is imported only when the
 * environment turns it on. A bad OTEL_* value, or an SDK that cannot start, leaves
 * telemetry off with one warning line; the run itself is never affected.
 */



async function start_startTelemetry(start) {
    let config;
    try {
        config = readTelemetryConfig(start.env);
    }
    catch (error) {
        start.log.warning(`OpenTelemetry is off: ${messageOf(error)}`);
        return NO_TELEMETRY;
    }
    if (config === null)
        return NO_TELEMETRY;
    if (start.flushTimeoutMs !== undefined)
        config = { ...config, flushTimeoutMs: start.flushTimeoutMs };
    try {
        const { startOpenTelemetry } = await Promise.all(/* import() */[__webpack_require__.e(294), __webpack_require__.e(148)]).then(__webpack_require__.bind(__webpack_require__, 94148));
        const telemetry = startOpenTelemetry(config, start);
        start.log.debug(`OpenTelemetry: exporting to ${endpointLabel(config)}`);
        return telemetry;
    }
    catch (error) {
        start.log.warning(`OpenTelemetry is off: it could not start: ${messageOf(error)}`);
        return NO_TELEMETRY;
    }
}

;// CONCATENATED MODULE: ./src/runtime/lifecycle.ts










/**
 * One error annotation line (core.error escapes line breaks, so it stays one line). Input
 * errors are the user's to fix and get no stack; anything else gets its stack as a debug
 * line, shown only with step debug logging.
 */
function reportFailure(error, log) {
    log.error(messageOf(error), error instanceof InputError ? error.annotation : undefined);
    if (!(error instanceof InputError) && error instanceof Error && error.stack) {
        log.debug(error.stack);
    }
}
/**
 * The lifecycle every action's main.ts runs through: validate inputs, log the correlation
 * id, listen for cancellation, jitter, run, then record timings and metrics. Returns the
 * exit code (also passed to deps.exit): 0 when run() returned, 1 on a bad input or a throw.
 */
async function runAction(spec, deps = {}) {
    const env = deps.env ?? process.env;
    const exit = deps.exit ??
        ((code) => {
            process.exitCode = code;
        });
    const now = deps.now ?? (() => performance.now());
    const log = logger;
    let inputs;
    try {
        inputs = spec.readInputs(createInputs(deps.env ? rawInputFromEnv(env) : undefined), env);
    }
    catch (error) {
        // Nothing has started: one error line is all the output.
        reportFailure(error, log);
        exit(1);
        return 1;
    }
    const started = now();
    const correlationId = (deps.uuid ?? randomUUID)();
    log.info(`${spec.name}: correlation id ${correlationId}`);
    const cancel = installCancelHandlers({ log, target: deps.signals });
    const metrics = new MetricsRecorder();
    const summary = new JobSummary();
    const telemetry = await startTelemetry({
        action: spec.name,
        correlationId,
        env,
        log,
        ...(deps.telemetryFlushMs === undefined ? {} : { flushTimeoutMs: deps.telemetryFlushMs }),
    });
    const ctx = {
        name: spec.name,
        correlationId,
        env,
        signal: cancel.signal,
        cancelled: cancel.cancelled,
        async phase(name, fn) {
            const t0 = now();
            try {
                return await telemetry.span(name, () => core.group(name, fn));
            }
            finally {
                metrics.addPhase(name, now() - t0);
            }
        },
        log,
        setOutput(name, value) {
            core.setOutput(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
        },
        summary,
        telemetry,
        elapsedMs: () => Math.max(0, now() - started),
        metric(name, value) {
            if (!metrics.set(name, value)) {
                log.warning(`Metric ${untrusted(name, 80)} ignored: ${value} is not a finite number`);
            }
        },
    };
    let code = 1;
    try {
        const seconds = spec.jitterSeconds?.(inputs) ?? 0;
        const delay = jitterDelayMs(seconds, deps.random ?? Math.random);
        if (delay > 0 && !cancel.cancelled()) {
            log.info(`Start-up jitter: waiting ${delay} ms (up to ${seconds} s)`);
            const t0 = now();
            await (deps.sleep ?? defaultSleep)(delay, cancel.signal);
            metrics.addPhase('jitter', now() - t0);
        }
        const result = await spec.run(ctx, inputs);
        ctx.metric('items', result.items);
        code = 0;
    }
    catch (error) {
        reportFailure(error, log);
        code = 1;
    }
    finally {
        const outcome = code !== 0 ? 'failure' : cancel.cancelled() ? 'cancelled' : 'success';
        const report = {
            action: spec.name,
            correlation_id: correlationId,
            outcome,
            exit_code: code,
            duration_ms: Math.max(0, Math.round(now() - started)),
            phases: metrics.phases(),
            metrics: metrics.values(),
        };
        await flush(report, summary, env, log);
        telemetry.endRun(outcome, code, report.duration_ms);
        await flushTelemetry(telemetry, log);
        // Listen until the very end: a signal while flushing must not kill the process.
        cancel.dispose();
    }
    exit(code);
    return code;
}
/** Job summary and metrics file; a failure here is a warning and never changes the exit code. */
async function flush(report, summary, env, log) {
    try {
        // The action's summary opens with its own outcome line; one that wrote none (a run that
        // failed early) gets the runtime's. Timings and metrics go to the debug log and the file.
        if (summary.isEmpty())
            addOutcomeToSummary(summary, report);
        log.debug(`Run metrics: ${JSON.stringify(report)}`);
        await writeJobSummary(summary.toMarkdown(), env);
    }
    catch (error) {
        log.warning(`Could not write the job summary: ${messageOf(error)}`);
    }
    try {
        const path = await writeMetricsFile(report, env);
        if (path === undefined)
            log.debug('RUNNER_TEMP is not set: no metrics file written');
        else
            log.debug(`Metrics written to ${path}`);
    }
    catch (error) {
        log.warning(`Could not write the metrics file: ${messageOf(error)}`);
    }
}
/**
 * Exports the run's spans and metrics, within the telemetry's own bound: a collector that
 * refuses, hangs or fails costs one warning line and never changes the exit code.
 */
async function flushTelemetry(telemetry, log) {
    if (!telemetry.enabled)
        return;
    try {
        const problem = await telemetry.flush();
        if (problem !== null)
            log.warning(`OpenTelemetry: could not export the run's telemetry: ${untrusted(problem, 300)}`);
    }
    catch (error) {
        log.warning(`OpenTelemetry: could not export the run's telemetry: ${untrusted(messageOf(error), 300)}`);
    }
}

;// CONCATENATED MODULE: ./src/runtime/jitter.ts
/**
 * Start-up jitter spreads the legs of a matrix that all start at once (a cron, a fan-out)
 * so that they do not hit the same servers in the same second.
 */
/** The delay for `seconds` of jitter: uniform in [0, seconds * 1000) ms; 0 when seconds <= 0. */
function jitter_jitterDelayMs(seconds, random) {
    if (!(seconds > 0) || !Number.isFinite(seconds))
        return 0;
    const span = seconds * 1000;
    return Math.min(Math.floor(random() * span), Math.max(0, Math.ceil(span) - 1));
}
/** Waits `ms`, or less when the signal aborts; never rejects. */
function sleep(ms, signal) {
    return new Promise((resolve) => {
        if (signal.aborted) {
            resolve();
            return;
        }
        const done = () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done, { once: true });
    });
}

;// CONCATENATED MODULE: ./src/runtime/index.ts











;// CONCATENATED MODULE: ./src/actions/emit/inputs.ts
// The inputs of emit, all validated before the payload is read.




/** The largest matrix GitHub runs is 256 jobs; nested fans and chunked plans go further. */
function readFanId(inputs) {
    const fanId = inputs.string('fan-id', { required: true });
    if (!isFanId(fanId)) {
        throw new input_error_InputError('fan-id', `must be at most ${MAX_FAN_ID_CHARS} characters, without control characters`);
    }
    return fanId;
}
function readEmitInputs(inputs, env, cwd) {
    const workspace = env['GITHUB_WORKSPACE'] || cwd;
    const path = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(workspace, p));
    const expected = inputs.int('expected', { min: 1, max: gather/* MAX_FAN_SEQS */.Ck });
    const seq = inputs.int('seq', { min: 0, max: gather/* MAX_FAN_SEQS */.Ck - 1 });
    if (seq >= expected) {
        throw new input_error_InputError('seq', `must be below expected (${expected}), got ${seq}`);
    }
    let frames;
    const rawFrames = inputs.json('frames');
    if (rawFrames !== undefined) {
        const parsed = asFrames(rawFrames);
        if (parsed === null) {
            throw new input_error_InputError('frames', `must be a JSON array of at most ${MAX_FRAME_DEPTH} {fan_id, seq, expected} frames (0 <= seq < expected)`);
        }
        frames = parsed;
    }
    const payloadInput = inputs.string('payload', { required: true });
    const schemaInput = inputs.optional('schema');
    const artifactDir = inputs.optional('artifact-dir');
    return {
        fanId: readFanId(inputs),
        payload: path(payloadInput),
        payloadInput,
        schema: schemaInput,
        seq,
        expected,
        frames,
        artifactDir: artifactDir === undefined ? undefined : path(artifactDir),
        workspace,
    };
}
/** The emit options of `inputs` for run attempt `attempt` (one builder for the action and the CLI). */
function emitFilesOptions(inputs, attempt) {
    return {
        fanId: inputs.fanId,
        seq: inputs.seq,
        expected: inputs.expected,
        attempt,
        payload: { path: inputs.payload, name: inputs.payloadInput },
        workspace: inputs.workspace,
        ...(inputs.schema === undefined ? {} : { schema: inputs.schema }),
        ...(inputs.frames ? { frames: inputs.frames } : {}),
    };
}

// EXTERNAL MODULE: ./src/okf/ref.ts
var okf_ref = __webpack_require__(39589);
;// CONCATENATED MODULE: ./src/okf/kernel.ts
// The okf kernel of the gather engine (pure): it accumulates the rows of the gathered
// items as JSON, keyed by the item's seq so that the order of arrival does not matter;
// finalizing gives the rows in seq order. Writing them to a store is the separate, async
// `okfPublish` step that the gather action or CLI runs on the finalized result.
//
// Options: `name` (the dataset name, required), `field` (take the rows from this key of
// each item instead of the item itself), `schema` (the payload's JSON Schema, whose
// `description`s describe the columns).


function rowsOf(state, item, seq) {
    const source = state.field === null ? item : item?.[state.field];
    if (Array.isArray(source))
        return source;
    if (typeof source === 'object' && source !== null)
        return [source];
    const where = state.field === null ? 'the item' : `the item's ${JSON.stringify(state.field)}`;
    throw new TypeError(`okf kernel: ${where} of seq ${seq} is neither a row object nor an array of rows`);
}
const okfKernel = {
    name: 'okf',
    init(options) {
        const { name, field, schema } = options;
        if (typeof name !== 'string')
            throw new RangeError('okf kernel option "name" must be a dataset name');
        try {
            (0,okf_ref/* assertDatasetName */.ge)(name);
        }
        catch (error) {
            throw new RangeError(`okf kernel option "name": ${(0,error_message/* messageOf */.b)(error)}`);
        }
        if (field !== undefined && (typeof field !== 'string' || field === '')) {
            throw new RangeError('okf kernel option "field" must be a non-empty string');
        }
        if (schema !== undefined && (typeof schema !== 'object' || schema === null)) {
            throw new RangeError('okf kernel option "schema" must be a JSON Schema object');
        }
        return { name, field: field ?? null, schema: schema ?? null, parts: {} };
    },
    apply(state, item, origin) {
        const rows = rowsOf(state, item, origin.seq);
        return { ...state, parts: { ...state.parts, [String(origin.seq)]: rows } };
    },
    finalize(state) {
        const seqs = Object.keys(state.parts)
            .map(Number)
            .sort((a, b) => a - b);
        return {
            name: state.name,
            rows: seqs.flatMap((seq) => state.parts[String(seq)]),
            payloadSchema: state.schema,
        };
    },
};
/** The I/O step after finalize: writes the rows to `store`, returns the ref and schema. */
async function okfPublish(result, store) {
    // The Parquet writer loads only when a dataset is written, not with the kernel.
    const { publishOkf } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 23923));
    return publishOkf(result.rows, store, {
        name: result.name,
        ...(result.payloadSchema === null ? {} : { payloadSchema: result.payloadSchema }),
    });
}

// EXTERNAL MODULE: ./src/okf/errors.ts
var okf_errors = __webpack_require__(78321);
;// CONCATENATED MODULE: ./src/okf/store.ts
// Where OKF datasets are kept. The interface is small so that another store (an object
// store, a database) can be added without touching the kernel or the readers:
//   keys()          the claim and dataset keys in the store (ref.ts),
//   put(key, bytes) store one dataset, all or nothing, never overwriting,
//   open(key)       read byte ranges of one dataset.
// One implementation serves both stores of the suite: a dataset is an artifact named by
// its key holding one file, data.parquet, in an ArtifactStore, either a local directory
// (LocalArtifactStore: the CLI and the tests; byte ranges read from the file) or the
// Actions artifacts of the run (ActionsArtifactStore: the default in actions; an artifact
// downloads whole, so its bytes are checked against the hash in the key, then sliced).






const DATA_FILE = 'data.parquet';
/** The largest dataset a store opens (an artifact is untrusted input). */
const MAX_DATASET_BYTES = 2 * 1024 * 1024 * 1024 - 1;
class MemoryReader {
    bytes;
    constructor(bytes) {
        this.bytes = bytes;
    }
    get byteLength() {
        return this.bytes.byteLength;
    }
    read(start, end) {
        return Promise.resolve(this.bytes.subarray(start, end));
    }
    close() {
        return Promise.resolve();
    }
}
class FileReader {
    handle;
    byteLength;
    constructor(handle, byteLength) {
        this.handle = handle;
        this.byteLength = byteLength;
    }
    async read(start, end) {
        const from = Math.max(0, Math.min(start, this.byteLength));
        const to = Math.max(from, Math.min(end, this.byteLength));
        const buffer = Buffer.alloc(to - from);
        let done = 0;
        while (done < buffer.length) {
            const { bytesRead } = await this.handle.read(buffer, done, buffer.length - done, from + done);
            if (bytesRead === 0)
                throw new okf_errors/* OkfError */.$('corrupt', 'The dataset file became shorter while it was read');
            done += bytesRead;
        }
        return buffer;
    }
    close() {
        return this.handle.close();
    }
}
/** OKF datasets kept as artifacts of an {@link ArtifactStore}. */
class ArtifactOkfStore {
    artifacts;
    limits;
    constructor(artifacts, limits = { maxBytes: MAX_DATASET_BYTES, maxFiles: 1 }) {
        this.artifacts = artifacts;
        this.limits = limits;
    }
    async keys() {
        const listed = await this.artifacts.list();
        return listed.map((a) => a.name).filter(okf_ref/* isStoreKey */.DB);
    }
    async put(key, bytes) {
        try {
            await this.artifacts.upload(key, [{ name: DATA_FILE, data: bytes }]);
            return 'stored';
        }
        catch (error) {
            if (error instanceof src_artifacts/* ArtifactError */.nE && error.code === 'exists')
                return 'exists';
            throw error;
        }
    }
    async open(key) {
        try {
            return this.artifacts.locate ? await this.openLocated(key) : await this.openDownloaded(key);
        }
        catch (error) {
            if (error instanceof src_artifacts/* ArtifactError */.nE && error.code === 'not_found') {
                throw new okf_errors/* OkfError */.$('not_found', `Dataset ${(0,okf_errors/* quoted */.T)(key)} is not in the store`, {
                    cause: error,
                });
            }
            throw error;
        }
    }
    async openLocated(key) {
        const files = await this.artifacts.locate(key, this.limits);
        const file = files.get(DATA_FILE);
        if (!file || files.size !== 1)
            throw notDataset(key);
        // O_NOFOLLOW: a symlink planted after the file was located is refused.
        const handle = await (0,promises_.open)(file.path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
        const stat = await handle.stat();
        if (!stat.isFile() || stat.size !== file.size) {
            await handle.close();
            throw new okf_errors/* OkfError */.$('corrupt', `Dataset ${(0,okf_errors/* quoted */.T)(key)} changed while it was opened`);
        }
        return new FileReader(handle, stat.size);
    }
    async openDownloaded(key) {
        const files = await this.artifacts.download(key, this.limits);
        const bytes = files.get(DATA_FILE);
        if (!bytes || files.size !== 1)
            throw notDataset(key);
        const expected = (0,okf_ref/* parseDatasetKey */.RX)(key)?.hash;
        if (expected !== undefined && (0,canonical/* sha256Hex */.fg)(bytes).slice(0, okf_ref/* HASH_DIGITS */._O) !== expected) {
            throw new okf_errors/* OkfError */.$('corrupt', `Dataset ${(0,okf_errors/* quoted */.T)(key)} does not match the hash in its name`);
        }
        return new MemoryReader(bytes);
    }
}
function notDataset(key) {
    return new okf_errors/* OkfError */.$('corrupt', `Artifact ${(0,okf_errors/* quoted */.T)(key)} does not hold exactly one ${DATA_FILE}`);
}
/** The local-directory store: `<dir>/<key>/data.parquet`, as the CLI and the tests use it. */
function localOkfStore(dir) {
    return new ArtifactOkfStore(new LocalArtifactStore(dir));
}

;// CONCATENATED MODULE: ./src/runtime/real-path.ts
/**
 * Where a user path really is, once every symlink on the way is followed, and whether that
 * is inside the workspace: a `../` path and a symlink that leads elsewhere are both outside.
 */



/** Whether absolute `path` lies outside `root` (root itself counts as inside). */
function escapes(root, path) {
    const inside = (0,external_node_path_.relative)(root, path);
    return inside === '..' || inside.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(inside);
}
/** The real path of the deepest existing ancestor of `path` (itself when it exists). */
async function realAncestor(path) {
    try {
        return await (0,promises_.realpath)(path);
    }
    catch (error) {
        if ((0,errno/* errnoCode */.U)(error) !== 'ENOENT' || (0,external_node_path_.dirname)(path) === path)
            throw error;
        return (0,external_node_path_.resolve)(await realAncestor((0,external_node_path_.dirname)(path)), (0,external_node_path_.relative)((0,external_node_path_.dirname)(path), path));
    }
}
/**
 * `path` resolved against `workspace` with every symlink followed (a part that does not
 * exist yet is kept as written), and whether it lies strictly inside the workspace's real
 * path: the workspace itself is not a file in it.
 */
async function realPathIn(workspace, path) {
    const root = await (0,promises_.realpath)(workspace);
    const real = await realAncestor((0,external_node_path_.resolve)(root, path));
    return { real, inside: real !== root && !escapes(root, real) };
}

;// CONCATENATED MODULE: ./src/fanout/paths.ts
/**
 * Paths of user files (modules, record files, schemas): relative to the workspace and never
 * outside it, also after following symlinks.
 */


/**
 * The absolute path of `file` in `workspace`; throws (naming `what`) for an absolute path
 * or one that leads outside the workspace. The file need not exist.
 */
async function workspacePath(workspace, file, what) {
    if (file.length === 0 || (0,external_node_path_.isAbsolute)(file)) {
        throw new Error(`${what} ${JSON.stringify(file.slice(0, 200))} must be a path relative to the workspace`);
    }
    const { real, inside } = await realPathIn(workspace, file);
    if (!inside) {
        throw new Error(`${what} ${JSON.stringify(file.slice(0, 200))} leads outside the workspace`);
    }
    return real;
}

;// CONCATENATED MODULE: ./src/fanout/rlm-publish.ts
/**
 * The publish step of the `rlm` kernel: folds the finalized result of a gather into the
 * record file in the workspace (the caller commits it, or uploads it), keyed by run id, so
 * that a rerun replaces its entry. The file is read strictly (size limit, duplicate keys
 * refused), must be a record of this format, and is replaced atomically.
 */




const MAX_RECORD_BYTES = 64 * 1024 * 1024;
function checkRecord(value, file) {
    const ok = (0,gather/* isPlainObject */.Qd)(value) &&
        value['format'] === gather/* RLM_FORMAT */.K6 &&
        Array.isArray(value['entries']) &&
        Array.isArray(value['compacted']) &&
        value['entries'].every((e) => (0,gather/* isPlainObject */.Qd)(e) && typeof e['run_id'] === 'string' && 'result' in e) &&
        value['compacted'].every((r) => typeof r === 'string');
    if (!ok)
        throw new Error(`rlm record ${JSON.stringify(file)} is not a ${gather/* RLM_FORMAT */.K6} record`);
    return value;
}
async function readRecord(path, file) {
    const bytes = await read_readConfigBytes(path, { maxBytes: MAX_RECORD_BYTES, missing: 'undefined' });
    if (bytes === undefined)
        return null;
    return checkRecord((0,canonical/* parseStrict */.z3)(bytes, { maxBytes: MAX_RECORD_BYTES, source: file }), file);
}
async function publishRlm(result, context, summarizers) {
    const file = (0,gather/* stringOption */.Pp)(context.options, 'record');
    const maxEntries = (0,gather/* intOption */.dP)(context.options, 'max-entries', {
        min: 1,
        max: 10_000,
        default: 52,
    });
    const summarizer = summarizers((0,gather/* stringOption */.Pp)(context.options, 'summarize', 'stats'), 'summarize');
    const runId = (0,gather/* stringOption */.Pp)(context.options, 'run-id', context.runId);
    const path = await workspacePath(context.workspace, file, 'rlm record');
    const record = (await readRecord(path, file)) ?? (0,gather/* emptyRlmRecord */.Cr)(summarizer);
    const folded = await (0,gather/* foldRlmRecord */.Um)(record, { run_id: runId, result }, maxEntries, summarizer);
    if (folded.outcome !== 'unchanged' && folded.outcome !== 'already-compacted') {
        await (0,canonical/* writeFileAtomic */.Zf)(path, `${(0,canonical/* canonicalJson */.dj)(folded.record)}\n`);
    }
    return { record: file, run_id: runId, outcome: folded.outcome, ...folded.record };
}

// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/fanout/user-module.ts
/**
 * Runs a function of a user module from the workspace in a worker thread, with a time and
 * a memory limit, and checks that what it returns is plain JSON. Each call gets a fresh
 * worker: a module that loops or runs out of memory is stopped and cannot affect the next
 * call. Every error names the module (and the caller adds the seq).
 */








/** A user module that cannot be loaded, throws, loops, runs out of memory or returns non-JSON. */
class UserModuleError extends Error {
    module;
    constructor(module, message) {
        super(`module ${JSON.stringify(module)}: ${message}`);
        this.module = module;
        this.name = 'UserModuleError';
    }
}
const EXTENSIONS = ['.js', '.mjs', '.cjs'];
/** True when an option value names a user module rather than a built-in. */
function isModulePath(value) {
    return EXTENSIONS.includes((0,external_node_path_.extname)(value));
}
/**
 * The absolute path of `module` (relative to the workspace), refusing anything that
 * resolves outside it (after following symlinks), is missing or is not a JavaScript file.
 */
async function resolveWorkspaceModule(workspace, module) {
    if (!isModulePath(module))
        throw new UserModuleError(module, 'must be a .js, .mjs or .cjs file');
    let path;
    try {
        path = await workspacePath(workspace, module, 'the module');
        await (0,promises_.access)(path, external_node_fs_.constants.R_OK);
    }
    catch (error) {
        throw new UserModuleError(module, (0,error_message/* messageOf */.b)(error));
    }
    return path;
}
// CommonJS, evaluated as the worker's script: imports the module, calls the named export
// (or the default export's), and posts the value back (a value that cannot be copied
// fails here, with the reason).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const mod = await import(workerData.url);
  const fn = typeof mod[workerData.fn] === 'function' ? mod[workerData.fn]
    : mod.default && typeof mod.default[workerData.fn] === 'function' ? mod.default[workerData.fn]
    : undefined;
  if (fn === undefined) throw new Error('does not export a function ' + JSON.stringify(workerData.fn));
  const value = await fn(...workerData.args);
  try {
    parentPort.postMessage({ ok: true, value });
  } catch (error) {
    throw new Error(workerData.fn + ' returned a value that is not JSON (' + (error && error.message) + ')');
  }
})().catch((error) => {
  parentPort.postMessage({ ok: false, message: String(error && error.message ? error.message : error) });
});
`;
/** Calls export `fn` of the module at absolute `path` with `args` (JSON) in a fresh worker. */
function callUserModule(module, path, fn, args, limits) {
    return new Promise((resolvePromise, reject) => {
        const worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, {
            eval: true,
            workerData: { url: (0,external_node_url_.pathToFileURL)(path).href, fn, args },
            resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
            stdout: false,
            stderr: false,
        });
        let settled = false;
        const settle = (error, value) => {
            if (settled)
                return;
            settled = true;
            clearTimeout(timer);
            void worker.terminate();
            if (error)
                reject(error);
            else
                resolvePromise(value);
        };
        const timer = setTimeout(() => settle(new UserModuleError(module, `${fn} did not finish within ${limits.timeoutMs / 1000} s (stopped)`)), limits.timeoutMs);
        worker.on('message', (message) => {
            if (!message.ok)
                return settle(new UserModuleError(module, `${fn} failed: ${message.message ?? 'unknown error'}`));
            const problem = (0,gather/* jsonProblem */.Io)(message.value);
            if (problem !== null)
                return settle(new UserModuleError(module, `${fn} returned a value that is not JSON: ${problem}`));
            settle(null, message.value);
        });
        worker.on('error', (error) => {
            const why = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
                ? `${fn} ran out of memory (limit ${limits.memoryMb} MB)`
                : `${fn} failed: ${error.message}`;
            settle(new UserModuleError(module, why));
        });
        worker.on('exit', (code) => settle(new UserModuleError(module, `${fn} stopped (worker exit ${code})`)));
    });
}

;// CONCATENATED MODULE: ./src/fanout/transform.ts
/**
 * The `transform` kernel: a user module from the workspace exporting
 * `step(state, item, frame)` (returns the next state) and `finish(state)` (returns the
 * result). The state starts as the `initial` option (default null) and must stay plain JSON.
 * Each call runs in a worker thread with a time and memory limit (user-module.ts).
 *
 * A user module can also take the place of the `stats` summarizer (window and rlm kernels):
 * the digest starts as null, `step(digest, item, frame)` folds an item into it, and
 * `finish(digest)` is what the result shows.
 */


function limitsOf(options) {
    return {
        timeoutMs: (0,gather/* intOption */.dP)(options, 'timeout-seconds', { min: 1, max: 600, default: 30 }) * 1000,
        memoryMb: (0,gather/* intOption */.dP)(options, 'memory-mb', { min: 16, max: 4096, default: 256 }),
    };
}
async function call(workspace, state, fn, args) {
    const path = await resolveWorkspaceModule(workspace, state.module);
    return callUserModule(state.module, path, fn, args, {
        timeoutMs: state.timeout_ms,
        memoryMb: state.memory_mb,
    });
}
function makeTransformKernel(workspace) {
    return {
        name: 'transform',
        config: ['module', 'timeout_ms', 'memory_mb'],
        init(options) {
            (0,gather/* onlyOptions */.Lg)('transform', options, ['module', 'initial', 'timeout-seconds', 'memory-mb']);
            const module = (0,gather/* stringOption */.Pp)(options, 'module');
            if (!isModulePath(module)) {
                throw new RangeError(`kernel option 'module' must name a .js, .mjs or .cjs file of the workspace`);
            }
            const limits = limitsOf(options);
            return {
                module,
                timeout_ms: limits.timeoutMs,
                memory_mb: limits.memoryMb,
                state: options['initial'] ?? null,
            };
        },
        async apply(state, item, origin) {
            const next = await call(workspace, state, 'step', [state.state, item, origin.frame]);
            return { ...state, state: next };
        },
        finalize: (state) => call(workspace, state, 'finish', [state.state]),
    };
}
/** `stats`, or a user module of the workspace (default limits) as a summarizer. */
function workspaceSummarizers(workspace) {
    return (name, option) => {
        if (!isModulePath(name))
            return (0,gather/* builtinSummarizers */.U2)(name, option);
        const state = (digest) => ({
            module: name,
            timeout_ms: 30_000,
            memory_mb: 256,
            state: digest,
        });
        const summarizer = {
            name,
            init: () => null,
            add: (digest, item, frame) => call(workspace, state(digest), 'step', [digest, item, frame]),
            finish: (digest) => call(workspace, state(digest), 'finish', [digest]),
        };
        return summarizer;
    };
}

;// CONCATENATED MODULE: ./src/fanout/kernels.ts
/**
 * The kernel registry of the gather action and CLI: kernel name → Kernel, and, for the
 * kernels that must do I/O once the gather is finalized, kernel name → publish step.
 * To add a kernel, add it to the map below (and its publish step, if it has one).
 */





/** The kernels, with user modules resolved inside `workspace`. */
function kernelRegistry(workspace) {
    const summarizers = workspaceSummarizers(workspace);
    return {
        kernels: {
            append: gather/* appendKernel */._m,
            window: (0,gather/* makeWindowKernel */.kS)(summarizers),
            transform: makeTransformKernel(workspace),
            rlm: gather/* rlmKernel */.F7,
            okf: okfKernel,
        },
        publish: {
            rlm: (result, context) => publishRlm(result, context, summarizers),
            // The dataset goes to the run's artifacts; the result becomes its ref and schema.
            okf: (result, context) => okfPublish(result, new ArtifactOkfStore(context.store)),
        },
    };
}
/** The kernel registered as `name`: own entries only (`constructor` names no kernel). */
function registeredKernel(registry, name) {
    return Object.hasOwn(registry.kernels, name) ? registry.kernels[name] : undefined;
}
/** The publish step of kernel `name`, if it has one (own entries only). */
function publishStep(registry, name) {
    return Object.hasOwn(registry.publish, name) ? registry.publish[name] : undefined;
}

;// CONCATENATED MODULE: ./src/actions/gather/inputs.ts
// The inputs of gather, all validated before any artifact is listed; the kernel checks its
// options here too (a bad option fails before any leg is read).





function kernelOptions(inputs) {
    const value = inputs.json('kernel-options') ?? {};
    if (!(0,gather/* isPlainObject */.Qd)(value))
        throw new input_error_InputError('kernel-options', 'must be a JSON object');
    return value;
}
function readGatherInputs(inputs, env, cwd) {
    const workspace = env['GITHUB_WORKSPACE'] || cwd;
    const path = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(workspace, p));
    const collector = inputs.string('collector', { default: 'default' });
    const problem = (0,gather/* collectorNameProblem */.ck)(collector);
    if (problem !== null)
        throw new input_error_InputError('collector', problem);
    const mode = inputs.oneOf('mode', ['perfect', 'latent'], 'perfect');
    const kernel = inputs.string('kernel', { default: 'append' });
    const n = inputs.optional('n') === undefined ? undefined : inputs.int('n', { min: 1, max: gather/* MAX_FAN_SEQS */.Ck });
    const spec = {
        fan_id: readFanId(inputs),
        collector,
        mode,
        kernel,
        options: kernelOptions(inputs),
        ...(n === undefined ? {} : { expected: n }),
    };
    const registry = kernelRegistry(workspace);
    const found = registeredKernel(registry, kernel);
    if (found === undefined) {
        throw new input_error_InputError('kernel', `must be one of ${Object.keys(registry.kernels).join(', ')}, got ${JSON.stringify(kernel.slice(0, 60))}`);
    }
    if (mode === 'latent' && publishStep(registry, kernel) !== undefined) {
        throw new input_error_InputError('kernel', `${kernel} publishes once its gather closes: use mode perfect`);
    }
    try {
        (0,gather/* openGather */.ih)(spec, found);
    }
    catch (error) {
        if (error instanceof RangeError)
            throw new input_error_InputError('kernel-options', error.message);
        throw error;
    }
    const resultPath = inputs.optional('result-path');
    const artifactDir = inputs.optional('artifact-dir');
    return {
        spec,
        timeoutSeconds: inputs.int('timeout-seconds', { default: 0, min: 0, max: 6 * 3600 }),
        watchSeconds: inputs.int('watch-seconds', { default: 0, min: 0, max: 6 * 3600 }),
        pollSeconds: inputs.int('poll-seconds', { default: 10, min: 1, max: 600 }),
        onIncomplete: inputs.oneOf('on-incomplete', ['fail', 'close'], 'fail'),
        resultPath: resultPath === undefined ? undefined : path(resultPath),
        artifactDir: artifactDir === undefined ? undefined : path(artifactDir),
        runId: inputs.optional('run-id') ?? env['GITHUB_RUN_ID'] ?? 'local',
        workspace,
    };
}
/** The run options of `inputs` (one builder for the action and the CLI). */
function gatherRunOptions(inputs, environment) {
    return {
        spec: inputs.spec,
        registry: kernelRegistry(inputs.workspace),
        workspace: inputs.workspace,
        runId: inputs.runId,
        timeoutMs: inputs.timeoutSeconds * 1000,
        watchMs: inputs.watchSeconds * 1000,
        pollMs: inputs.pollSeconds * 1000,
        onIncomplete: inputs.onIncomplete,
        ...environment,
    };
}

;// CONCATENATED MODULE: ./src/fanout/payload.ts





/** A payload that fails its schema: the first errors with their JSON pointers. */
class PayloadSchemaError extends Error {
    errors;
    constructor(errors, payload, schema) {
        const shown = errors
            .slice(0, 5)
            .map((e) => `${e.pointer || '/'} ${e.message}`)
            .join('; ');
        super(`payload ${untrusted_untrusted(payload, 200)} does not match schema ${untrusted_untrusted(schema, 200)}: ${shown}`);
        this.errors = errors;
        this.name = 'PayloadSchemaError';
    }
}
/** Strict JSON from a regular file of at most `maxBytes` (a FIFO or device is refused). */
async function readJsonFile(path, maxBytes = MAX_LEG_BYTES) {
    const bytes = (await read_readConfigBytes(path, { maxBytes }));
    return (0,canonical/* parseStrict */.z3)(bytes, { maxBytes, source: path });
}
/** Validates `payload` against the JSON Schema (draft 2020-12, or the one its $schema names). */
async function checkPayloadSchema(payload, schema, names) {
    // CommonJS modules: bundled, their exports arrive under `default`; under Node, by name too.
    const ajvModule = (await Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(210)]).then(__webpack_require__.t.bind(__webpack_require__, 52210, 23)));
    const Ajv2020 = ajvModule.Ajv2020 ??
        ('Ajv2020' in ajvModule.default ? ajvModule.default.Ajv2020 : ajvModule.default);
    const formatsModule = (await Promise.all(/* import() */[__webpack_require__.e(457), __webpack_require__.e(815)]).then(__webpack_require__.t.bind(__webpack_require__, 82815, 23)));
    const addFormats = 'default' in formatsModule.default ? formatsModule.default.default : formatsModule.default;
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats(ajv);
    let validate;
    try {
        validate = ajv.compile(schema);
    }
    catch (error) {
        throw new Error(`schema ${untrusted_untrusted(names.schema, 200)} is not a valid JSON Schema: ${(0,error_message/* messageOf */.b)(error)}`);
    }
    const errors = await schemaErrors(validate, payload);
    if (errors.length > 0) {
        const problems = errors.map((e) => ({
            pointer: e.instancePath,
            message: e.message ?? 'invalid',
        }));
        throw new PayloadSchemaError(problems, names.payload, names.schema);
    }
}
/**
 * The errors of validating `payload` (none: valid). A schema marked `"$async": true`
 * compiles to a validator that answers with a promise, rejected with the errors.
 */
async function schemaErrors(validate, payload) {
    if (!('$async' in validate) || validate.$async !== true)
        return validate(payload) ? [] : (validate.errors ?? []);
    try {
        await validate(payload);
        return [];
    }
    catch (error) {
        const errors = error.errors;
        if (Array.isArray(errors) && errors.length > 0)
            return errors;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/fanout/emit.ts
/**
 * emit: publishes one leg of a fan as an artifact. The leg's frames are the incoming frames
 * (given, or carried by the payload itself when it is a gather result or a leg of an outer
 * fan) with this fan's frame pushed on top.
 */





/** The frames a leg inherits: given ones, else the payload's `fan` when it is a stack. */
function incomingFrames(payload, given) {
    if (given !== undefined)
        return [...given];
    const carried = (0,gather/* isPlainObject */.Qd)(payload) ? asFrames(payload['fan']) : null;
    return carried ?? [];
}
async function emitLeg(store, options) {
    const frames = (0,gather/* childFrames */.$i)(incomingFrames(options.payload, options.frames), options.fanId, options.seq, options.expected);
    if (frames.length > MAX_FRAME_DEPTH) {
        throw new RangeError(`the leg would carry ${frames.length} frames, above the ${MAX_FRAME_DEPTH} a gather reads (fans nested too deep)`);
    }
    const artifact = legArtifactName(options.fanId, options.seq, options.attempt);
    const data = legFile(frames, options.payload);
    checkUploadSize(`leg ${artifact} (${LEG_FILE})`, data, MAX_LEG_BYTES);
    const outcome = await uploadOnce(store, artifact, [{ name: LEG_FILE, data }]);
    return { artifact, frames, outcome };
}
/** Reads the payload file, checks it against its schema, and emits it. */
async function emitFromFiles(store, options) {
    const payload = await readJsonFile(options.payload.path);
    if (options.schema !== undefined) {
        const schemaPath = await workspacePath(options.workspace, options.schema, 'schema');
        await checkPayloadSchema(payload, await readJsonFile(schemaPath), {
            payload: options.payload.name,
            schema: options.schema,
        });
    }
    return emitLeg(store, { ...options, payload });
}

;// CONCATENATED MODULE: ./src/fanout/state-store.ts
/**
 * Latent gather states as artifacts: `gather-<collector>-<hash>-s<version>` holds
 * state.json. A pull reads the newest version (a corrupt or foreign one is an error, not
 * skipped: silently starting over would fold every leg again) and publishes the next one;
 * the previous versions stay, so a failed pull leaves the newest state intact.
 */





/** The newest state of (collector, fan) in `names`, or null when there is none yet. */
function newestStateName(names, spec) {
    let best = null;
    for (const name of names) {
        const version = parseStateName(name, spec.collector, spec.fan_id);
        if (version !== null && (best === null || version > best.version))
            best = { name, version };
    }
    return best;
}
async function loadState(store, newest, spec, kernel) {
    const files = await store.download(newest.name, { maxBytes: MAX_STATE_BYTES, maxFiles: 1 });
    const bytes = files.get(STATE_FILE);
    if (bytes === undefined || files.size !== 1) {
        throw new gather/* GatherStateError */.HY(`gather state ${JSON.stringify(newest.name)} does not hold exactly ${STATE_FILE}`);
    }
    let value;
    try {
        value = (0,canonical/* parseStrict */.z3)(bytes, {
            maxBytes: MAX_STATE_BYTES,
            source: `${newest.name}/${STATE_FILE}`,
        });
    }
    catch (error) {
        throw new gather/* GatherStateError */.HY(`gather state ${JSON.stringify(newest.name)} is corrupt: ${(0,error_message/* messageOf */.b)(error)}`);
    }
    return {
        record: (0,gather/* resumeGather */.Dn)(value, spec, JSON.stringify(newest.name), kernel),
        version: newest.version,
        artifact: newest.name,
    };
}
/**
 * Publishes `record` as the next version; null when another pull published that version
 * first (the caller pulls again from it).
 */
async function publishState(store, record, version, maxBytes = MAX_STATE_BYTES) {
    const name = stateArtifactName(record.collector, record.fan_id, version);
    const data = `${(0,canonical/* canonicalJson */.dj)(record)}\n`;
    checkUploadSize(`gather state ${name} (${STATE_FILE})`, data, maxBytes);
    try {
        await store.upload(name, [{ name: STATE_FILE, data }]);
        return name;
    }
    catch (error) {
        if (error instanceof src_artifacts/* ArtifactError */.nE && error.code === 'exists')
            return null;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/fanout/gather-run.ts
/**
 * gather: reads the legs of one fan from the artifact store into a collector, in the mode
 * of the spec. Perfect: pulls until the fan is complete or the timeout passes (then fails or
 * closes incomplete). Latent: resumes the newest persisted state, folds the legs not seen,
 * publishes the next state version, and with a watch time keeps pulling until complete.
 * Clock and sleep are parameters (tests run it without waiting).
 */






/** A fan that did not complete in time with on-incomplete: fail, or legs that were refused. */
class GatherError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GatherError';
    }
}
function kernelOf(registry, name) {
    const kernel = registeredKernel(registry, name);
    if (kernel === undefined) {
        throw new RangeError(`unknown kernel ${JSON.stringify(name.slice(0, 60))} (kernels: ${Object.keys(registry.kernels).join(', ')})`);
    }
    return kernel;
}
/** A leg's files, or why it is refused when it is over the size a leg may have. */
async function downloadLeg(store, name) {
    try {
        return await store.download(name, { maxBytes: MAX_LEG_BYTES, maxFiles: 1 });
    }
    catch (error) {
        if (error instanceof src_artifacts/* ArtifactError */.nE && error.code === 'too_large') {
            return { refused: `too large: ${error.message}` };
        }
        throw error;
    }
}
/**
 * The legs of the fan not yet known to the record, in the order a pull folds them: by seq,
 * newest attempt first (so one pull folds the newest attempt present).
 */
async function newArrivals(store, names, record, offered) {
    const legs = names
        .map((name) => ({ name, parsed: parseLegName(name, record.fan_id) }))
        .filter((l) => l.parsed !== null)
        .filter((l) => !offered.has(l.name))
        .sort((a, b) => a.parsed.seq - b.parsed.seq || b.parsed.attempt - a.parsed.attempt);
    const arrivals = [];
    const rejected = [];
    for (const leg of legs) {
        offered.add(leg.name);
        const files = await downloadLeg(store, leg.name);
        const bytes = 'refused' in files ? undefined : files.get(LEG_FILE);
        const read = 'refused' in files
            ? { rejected: files.refused }
            : bytes === undefined
                ? { rejected: `holds no ${LEG_FILE}` }
                : readLeg(leg.name, bytes, record.fan_id, leg.parsed);
        if ('arrival' in read)
            arrivals.push(read.arrival);
        else
            rejected.push({ name: leg.name, detail: read.rejected });
    }
    return { arrivals, rejected };
}
function refuse(rejected) {
    const lines = rejected.slice(0, 10).map((r) => `${r.name}: ${r.detail}`);
    throw new GatherError(`${rejected.length} leg artifact${rejected.length === 1 ? '' : 's'} refused (nothing was folded or published): ${lines.join('; ')}`);
}
/** Already-folded deliveries (latent) are not downloaded again. */
function knownNames(record) {
    return new Set([
        ...Object.values(record.seen).map((d) => d.name),
        ...record.pending.map((s) => s.name),
        ...record.passed.map((p) => p.name),
    ]);
}
/** Pulls that lose the race to publish a state version, in a row, before giving up. */
const MAX_RACES = 5;
/** Throws the abort reason (a CancelledError from the runtime) once the job is cancelled. */
function stopIfCancelled(signal) {
    if (signal?.aborted !== true)
        return;
    throw signal.reason instanceof CancelledError ? signal.reason : new CancelledError('SIGTERM');
}
async function pullOnce(opts, kernel, current, offered, races = 0) {
    stopIfCancelled(opts.signal);
    const names = (await opts.store.list()).map((a) => a.name);
    let base = current;
    if (opts.spec.mode === 'latent') {
        const newest = newestStateName(names, opts.spec);
        if (newest !== null && newest.name !== current.stateArtifact) {
            const loaded = await loadState(opts.store, newest, opts.spec, kernel);
            base = { record: loaded.record, stateArtifact: loaded.artifact };
            for (const name of knownNames(loaded.record))
                offered.add(name);
        }
    }
    const { arrivals, rejected } = await newArrivals(opts.store, names, base.record, offered);
    if (rejected.length > 0)
        refuse(rejected);
    const { record, report } = await (0,gather/* pull */.a$)(base.record, arrivals, kernel);
    const fresh = record.rejected.filter((r) => !base.record.rejected.some((o) => o.name === r.name));
    if (fresh.length > 0)
        refuse(fresh);
    if (report.added.length > 0)
        opts.log(`Folded seqs ${report.added.join(', ')} (${(0,gather/* seenCount */.xY)(record)} of ${record.expected ?? '?'} seen)`);
    if (opts.spec.mode === 'perfect')
        return { record, stateArtifact: null };
    const changed = base.stateArtifact === null ||
        report.added.length > 0 ||
        record.passed.length !== base.record.passed.length;
    if (!changed)
        return { record, stateArtifact: base.stateArtifact };
    const version = (base.stateArtifact === null
        ? 0
        : (newestStateName([base.stateArtifact], opts.spec)?.version ?? 0)) + 1;
    if (version > MAX_STATE_VERSION) {
        throw new GatherError(`collector ${opts.spec.collector} has published its last state version (${MAX_STATE_VERSION}, ${base.stateArtifact ?? ''}): gather into another collector`);
    }
    const published = await publishState(opts.store, record, version);
    if (published === null) {
        if (races >= MAX_RACES) {
            throw new GatherError(`state version ${version} of collector ${opts.spec.collector} exists but cannot be read back: ${MAX_RACES} pulls in a row lost the race to publish it`);
        }
        opts.log(`State version ${version} was published by another pull; pulling again from it`);
        // The winner's artifact may not be listed yet: give the store a poll interval to show it.
        await opts.sleep(opts.pollMs);
        offered.clear();
        return pullOnce(opts, kernel, base, offered, races + 1);
    }
    opts.log(`Published gather state ${published}`);
    return { record, stateArtifact: published };
}
function done(opts, record) {
    return opts.spec.mode === 'perfect' ? record.closed : record.status === 'complete';
}
async function runGather(opts) {
    const kernel = kernelOf(opts.registry, opts.spec.kernel);
    const started = opts.now();
    const waitMs = opts.spec.mode === 'perfect' ? (opts.timeoutMs ?? 0) : (opts.watchMs ?? 0);
    const offered = new Set();
    let current = { record: (0,gather/* openGather */.ih)(opts.spec, kernel), stateArtifact: null };
    current = await pullOnce(opts, kernel, current, offered);
    while (!done(opts, current.record) && opts.now() - started < waitMs) {
        stopIfCancelled(opts.signal);
        await opts.sleep(Math.min(opts.pollMs, Math.max(0, waitMs - (opts.now() - started))));
        current = await pullOnce(opts, kernel, current, offered);
    }
    let record = current.record;
    if (opts.spec.mode === 'perfect' && !record.closed) {
        const missing = record.expected === null
            ? 'no leg of the fan has arrived'
            : `seqs ${(0,gather/* seqList */.K0)((0,gather/* missingSeqs */.nK)(record))} are missing`;
        if (opts.onIncomplete === 'fail') {
            throw new GatherError(`gather ${opts.spec.collector} of fan ${JSON.stringify(opts.spec.fan_id)} is incomplete after ${Math.round(waitMs / 1000)} s: ${missing}`);
        }
        opts.log(`Closing incomplete: ${missing}`);
        record = await (0,gather/* closeIncomplete */.jc)(record, kernel);
    }
    let result = record.result;
    const publish = publishStep(opts.registry, opts.spec.kernel);
    if (publish !== undefined && record.closed) {
        result = await publish(result, {
            options: opts.spec.options,
            workspace: opts.workspace,
            store: opts.store,
            runId: opts.runId,
        });
    }
    return {
        record,
        status: record.status,
        seen: (0,gather/* seenCount */.xY)(record),
        expected: record.expected,
        missing: (0,gather/* missingSeqs */.nK)(record),
        result,
        stateArtifact: current.stateArtifact,
    };
}

// EXTERNAL MODULE: ./src/canonical/write.ts
var write = __webpack_require__(75001);
;// CONCATENATED MODULE: ./src/fanout/result.ts
/**
 * The result of a gather as a job output: canonical JSON, refused above the size GitHub
 * keeps for one output (1 MB), with the file (result-path) written first so nothing is lost.
 */


const MAX_OUTPUT_BYTES = 1_000_000;
class ResultTooLargeError extends Error {
    bytes;
    constructor(bytes, path) {
        super(`the result is ${bytes} bytes, above the ${MAX_OUTPUT_BYTES}-byte limit of a job output: it is in ${path} (result-path); use the window kernel, or read the file in this job`);
        this.bytes = bytes;
        this.name = 'ResultTooLargeError';
    }
}
/** The result's bytes, and whether they fit in an output. */
function resultText(result) {
    const text = (0,canonical/* canonicalJson */.dj)(result ?? null);
    const bytes = Buffer.byteLength(text);
    return { text, bytes, fits: bytes <= MAX_OUTPUT_BYTES };
}
/**
 * Writes the result to `path` (canonical JSON and a newline) and answers its text. Atomic
 * (a temporary file renamed into place): a reader never sees half a result, and a cancelled
 * job leaves the previous file whole.
 */
async function writeResult(path, result) {
    const out = resultText(result);
    await (0,write/* writeFileAtomic */.Zf)(path, `${out.text}\n`);
    return out;
}

;// CONCATENATED MODULE: ./src/cli/commands/gather.ts
/**
 * `squadscope emit` and `squadscope gather`: the emit and gather actions on one machine, over
 * a local artifact directory. The flags are the actions' inputs (`--fan-id`, `--kernel-options`
 * …) and are checked by the same readers, so a flag means what the input means.
 */











const EMIT_USAGE = `Usage: squadscope emit --artifact-dir DIR --fan-id ID --payload FILE --seq I --expected N [options]

Publish a JSON payload as leg I of N of a fan (artifact fan-<hash>-<I>-a<attempt>).

  --artifact-dir DIR     the local artifact directory
  --fan-id ID            the fan the leg belongs to
  --payload FILE         the JSON file to publish
  --seq I, --expected N  this leg's index and the fan's size
  --schema FILE          a JSON Schema (relative to the current directory) to check first
  --frames JSON          the frames of the enclosing fans (default: the payload's "fan")
  --attempt A            the run attempt (default GITHUB_RUN_ATTEMPT, else 1)
  -h, --help             show this help

Exit status: 0 published, 1 refused, 2 usage error.`;
const GATHER_USAGE = `Usage: squadscope gather --artifact-dir DIR --fan-id ID [options]

Gather the legs of a fan into a named collector and print its result (canonical JSON).

  --artifact-dir DIR        the local artifact directory (latent states are written there)
  --fan-id ID               the fan to gather
  --collector NAME          the collector (default "default")
  --mode perfect|latent     default perfect
  --kernel NAME             append (default), window, transform, rlm
  --kernel-options JSON     the kernel's options, e.g. '{"size":3}'
  --n N                     the number of legs (default: from the legs' frames)
  --timeout-seconds S       perfect: keep looking for missing legs this long
  --watch-seconds S         latent: keep pulling until complete or this long
  --poll-seconds S          between two looks (default 10)
  --on-incomplete fail|close
  --result-path FILE        also write the result to this file
  --run-id ID               the key of this run in an rlm record
  -h, --help                show this help

Exit status: 0 gathered (complete, incomplete with close, or open), 1 failed, 2 usage error.`;
const EMIT_FLAGS = [
    'artifact-dir',
    'fan-id',
    'payload',
    'seq',
    'expected',
    'schema',
    'frames',
    'attempt',
];
const GATHER_FLAGS = [
    'artifact-dir',
    'fan-id',
    'collector',
    'mode',
    'kernel',
    'kernel-options',
    'n',
    'timeout-seconds',
    'watch-seconds',
    'poll-seconds',
    'on-incomplete',
    'result-path',
    'run-id',
];
function parseFlags(argv, flags) {
    const values = parseCommandLine(argv, {
        ...Object.fromEntries(flags.map((f) => [f, { type: 'string' }])),
        help: { type: 'boolean', short: 'h' },
    }).values;
    if (values['help'])
        return 'help';
    if (typeof values['artifact-dir'] !== 'string' || values['artifact-dir'] === '') {
        throw new UsageError('--artifact-dir is required');
    }
    return new Map(Object.entries(values).filter((e) => typeof e[1] === 'string'));
}
async function command(name, usage, flags, argv, io, body) {
    const cwd = io.cwd ?? process.cwd();
    try {
        const values = parseFlags(argv, flags);
        if (values === 'help') {
            for (const line of usage.split('\n'))
                io.stdout(line);
            return 0;
        }
        return await body(values, cwd);
    }
    catch (error) {
        if (error instanceof UsageError || error instanceof input_error_InputError) {
            const message = error instanceof input_error_InputError ? `--${error.input} ${error.problem}` : error.message;
            io.stderr(`squadscope ${name}: ${message}`);
            io.stderr(usage);
            return 2;
        }
        io.stderr(`${name} failed: ${untrusted_untrusted((0,error_message/* messageOf */.b)(error), 600)}`);
        return 1;
    }
}
function emitCommand(argv, io) {
    return command('emit', EMIT_USAGE, EMIT_FLAGS, argv, io, async (values, cwd) => {
        const inputs = readEmitInputs(inputs_createInputs((n) => (values.get(n) ?? '').trim()), { GITHUB_WORKSPACE: cwd }, cwd);
        const attemptFlag = values.get('attempt') ?? io.env['GITHUB_RUN_ATTEMPT'] ?? '1';
        const attempt = /^[1-9][0-9]{0,8}$/.test(attemptFlag) ? Number(attemptFlag) : NaN;
        if (Number.isNaN(attempt))
            throw new UsageError(`--attempt must be an integer >= 1, got ${untrusted_untrusted(attemptFlag, 40)}`);
        const emitted = await emitFromFiles(new src_artifacts/* LocalArtifactStore */.xp(inputs.artifactDir), emitFilesOptions(inputs, attempt));
        io.stdout(`${emitted.outcome === 'same' ? 'already emitted' : 'emitted'} ${emitted.artifact}`);
        return 0;
    });
}
function gatherCommand(argv, io) {
    return command('gather', GATHER_USAGE, GATHER_FLAGS, argv, io, async (values, cwd) => {
        const env = {
            GITHUB_WORKSPACE: cwd,
            ...(io.env['GITHUB_RUN_ID'] ? { GITHUB_RUN_ID: io.env['GITHUB_RUN_ID'] } : {}),
        };
        const inputs = readGatherInputs(inputs_createInputs((n) => (values.get(n) ?? '').trim()), env, cwd);
        const outcome = await runGather(gatherRunOptions(inputs, {
            store: new src_artifacts/* LocalArtifactStore */.xp(inputs.artifactDir),
            now: io.now ?? Date.now,
            sleep: (ms) => sleep(ms, new AbortController().signal),
            log: (line) => io.stderr(line),
        }));
        // Standard output has no size limit: the result is printed whatever its size.
        const written = inputs.resultPath === undefined
            ? resultText(outcome.result)
            : await writeResult(inputs.resultPath, outcome.result);
        const missing = outcome.missing.length > 0 ? `, missing ${(0,gather/* seqList */.K0)(outcome.missing)}` : '';
        io.stderr(`${inputs.spec.collector}: ${outcome.status}, ${outcome.seen} of ${outcome.expected ?? '?'} seen${missing}`);
        io.stdout(written.text);
        return 0;
    });
}

// EXTERNAL MODULE: ./node_modules/hyparquet/src/snappy.js
var snappy = __webpack_require__(17426);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/metadata.js + 1 modules
var metadata = __webpack_require__(96367);
// EXTERNAL MODULE: ./src/okf/encode.ts
var encode = __webpack_require__(40272);
// EXTERNAL MODULE: ./src/okf/schema.ts
var schema = __webpack_require__(11165);
;// CONCATENATED MODULE: ./src/okf/dataset.ts
// Opening a stored dataset: the ref resolved to a key, the Parquet footer read and checked,
// the OKF schema taken from it. Every byte read goes through a CountingBuffer, so tests and
// the readers can tell how much of the file a read fetched.






/** The footer is read in one request of this size when it fits (most footers do). */
const FOOTER_FETCH = 32 * 1024;
/** The codecs OKF writes (hyparquet-writer's SNAPPY) and reads; any other is refused. */
const OKF_CODECS = ['UNCOMPRESSED', 'SNAPPY'];
/**
 * The most bytes a Snappy stream of n bytes can expand to: its largest element, a copy, takes
 * 3 bytes and writes at most 64, so 22 n (plus the length preamble) bounds every valid page.
 */
function maxSnappyOutput(inputBytes) {
    return 22 * inputBytes + 16;
}
/**
 * Decompressors for hyparquet that check a page header's uncompressed size against what the
 * compressed bytes can hold before allocating it: the size comes from the untrusted file.
 */
const OKF_COMPRESSORS = {
    SNAPPY(input, outputLength) {
        if (!Number.isSafeInteger(outputLength) ||
            outputLength < 0 ||
            outputLength > maxSnappyOutput(input.length)) {
            throw new Error(`page header claims ${outputLength} uncompressed bytes for ${input.length} Snappy bytes`);
        }
        const output = new Uint8Array(outputLength);
        (0,snappy/* snappyUncompress */.t)(input, output);
        return output;
    },
};
/** An AsyncBuffer over a RangeReader that counts the bytes and requests it served. */
class CountingBuffer {
    reader;
    bytesRead = 0;
    requests = 0;
    constructor(reader) {
        this.reader = reader;
    }
    get byteLength() {
        return this.reader.byteLength;
    }
    async slice(start, end) {
        const bytes = await this.reader.read(start, end ?? this.reader.byteLength);
        this.bytesRead += bytes.byteLength;
        this.requests += 1;
        // hyparquet wants an ArrayBuffer of exactly these bytes (a Buffer may be a view of a
        // larger one, and Buffer#slice does not copy).
        if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
            return bytes.buffer;
        }
        const copy = new Uint8Array(bytes.byteLength);
        copy.set(bytes);
        return copy.buffer;
    }
}
async function resolveDatasetKey(store, refText) {
    const ref = (0,okf_ref/* parseRef */.rd)(refText);
    const keys = await store.keys();
    const found = (0,okf_ref/* resolveKey */.oO)(ref, keys);
    if (!found) {
        const known = (0,okf_ref/* claimedVersions */.Vp)(ref.name, keys).map((v) => `v${v}`);
        const have = known.length
            ? `versions of ${ref.name} in the store: ${[...new Set(known)].join(', ')}`
            : `no dataset named ${ref.name} in the store`;
        throw new okf_errors/* OkfError */.$('not_found', `Dataset ${(0,okf_ref/* formatRef */.rq)(ref)} not found (${have})`);
    }
    return { ref: (0,okf_ref/* formatRef */.rq)(ref), key: (0,okf_ref/* datasetKey */.OX)(found) };
}
async function openDataset(store, refText) {
    const { ref, key } = await resolveDatasetKey(store, refText);
    const reader = await store.open(key);
    const file = new CountingBuffer(reader);
    try {
        const metadata = await readFooter(file, ref);
        const schema = okfSchemaOf(metadata, ref);
        return { ref, key, schema, metadata, file, close: () => reader.close() };
    }
    catch (error) {
        await reader.close();
        throw error;
    }
}
async function readFooter(file, ref) {
    try {
        return await (0,metadata/* parquetMetadataAsync */.Ei)(file, { initialFetchSize: FOOTER_FETCH });
    }
    catch (error) {
        throw corrupt(ref, error);
    }
}
function corrupt(ref, cause) {
    const why = (0,error_message/* messageOf */.b)(cause);
    return new okf_errors/* OkfError */.$('corrupt', `Dataset ${ref} is not a readable OKF Parquet file (truncated or corrupted?): ${(0,okf_errors/* quoted */.T)(why, 200)}`, { cause });
}
/** The OKF schema recorded in the footer, checked against the Parquet schema it describes. */
function okfSchemaOf(metadata, ref) {
    const entry = metadata.key_value_metadata?.find((kv) => kv.key === encode/* OKF_SCHEMA_KEY */.d7);
    let recorded;
    try {
        recorded = JSON.parse(entry?.value ?? 'null');
    }
    catch (error) {
        throw corrupt(ref, error);
    }
    const problem = schemaProblem(recorded, metadata);
    if (problem)
        throw corrupt(ref, new Error(problem));
    return { rows: recorded.rows, columns: recorded.columns };
}
function schemaProblem(recorded, metadata) {
    if (typeof recorded !== 'object' || recorded === null)
        return `no ${encode/* OKF_SCHEMA_KEY */.d7} metadata`;
    if (recorded.format !== encode/* OKF_FORMAT */.r6)
        return `unknown OKF format ${String(recorded.format)}`;
    if (!Number.isSafeInteger(recorded.rows) || recorded.rows < 0)
        return 'bad row count';
    const names = Object.keys(recorded.columns ?? {});
    const parquetNames = metadata.schema.slice(1).map((element) => element.name);
    if (names.join('\u0000') !== parquetNames.join('\u0000'))
        return 'columns differ from the Parquet schema';
    if (names.some((name) => !schema/* OKF_TYPES */.BE.includes(recorded.columns[name]?.type)))
        return 'unknown column type';
    // Flat: the decoder builds its schema tree from these counts, after its reads have started.
    const [root, ...leaves] = metadata.schema;
    if ((root?.num_children ?? 0) !== names.length || leaves.some((leaf) => leaf.num_children))
        return 'the Parquet schema is not a flat list of the columns';
    if (names.length > 0 && Number(metadata.num_rows) !== recorded.rows)
        return 'row count differs from the Parquet footer';
    return rowGroupProblem(metadata, names, names.length > 0 ? recorded.rows : 0);
}
/** Whether a chunk's path names column `name` of a flat schema (a name may hold a '.'). */
function isLeaf(path, name) {
    return path.length === 1 && path[0] === name;
}
/**
 * Row groups whose rows do not add up to the dataset's, that do not hold one chunk of each
 * column in order (the decoder would read a column without a chunk as nulls), or with a
 * codec OKF does not write.
 */
function rowGroupProblem(metadata, names, rows) {
    let total = 0;
    for (const [index, group] of metadata.row_groups.entries()) {
        total += Number(group.num_rows);
        const paths = group.columns.map((chunk) => chunk.meta_data?.path_in_schema ?? []);
        if (paths.length !== names.length || paths.some((path, i) => !isLeaf(path, names[i])))
            return `row group ${index} does not hold one chunk of each column, in order`;
        for (const chunk of group.columns) {
            const codec = chunk.meta_data?.codec;
            if (codec === undefined || !OKF_CODECS.includes(codec))
                return `column chunk codec ${String(codec)} (OKF reads ${OKF_CODECS.join(', ')})`;
        }
    }
    if (total !== rows)
        return `row groups hold ${total} rows, the dataset ${rows}`;
    return undefined;
}

// EXTERNAL MODULE: ./src/okf/publish.ts
var publish = __webpack_require__(23923);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/read.js + 12 modules
var read = __webpack_require__(24454);
;// CONCATENATED MODULE: ./src/okf/evaluate.ts
// The meaning of a where predicate (pure): on one row, and on a row group's statistics.
//
// A comparison with a missing value (null) is false, except `= null`; 'not' negates its
// condition (so `not (risk > 0.8)` holds for rows without a risk). Strings order by UTF-16
// code units, numbers numerically.
function matches(predicate, row) {
    switch (predicate.kind) {
        case 'and':
            return matches(predicate.left, row) && matches(predicate.right, row);
        case 'or':
            return matches(predicate.left, row) || matches(predicate.right, row);
        case 'not':
            return !matches(predicate.arg, row);
        case 'in': {
            const value = row[predicate.field] ?? null;
            return value !== null && predicate.values.includes(value);
        }
        case 'contains':
            return contains(row[predicate.field] ?? null, predicate.value);
        case 'cmp':
            return compare(row[predicate.field] ?? null, predicate.op, predicate.value);
    }
}
function contains(value, wanted) {
    if (typeof value === 'string')
        return typeof wanted === 'string' && value.includes(wanted);
    return Array.isArray(value) && value.some((element) => element === wanted);
}
function compare(value, op, literal) {
    if (literal === null)
        return op === '=' ? value === null : value !== null;
    if (value === null)
        return false;
    const v = value;
    switch (op) {
        case '=':
            return v === literal;
        case '!=':
            return v !== literal;
        case '<':
            return v < literal;
        case '<=':
            return v <= literal;
        case '>':
            return v > literal;
        default:
            return v >= literal;
    }
}
/**
 * False only when no row of the group can match (the group is skipped). Only number and
 * bool statistics are used: string bounds in the footer may be truncated and order by
 * bytes, so string conditions never skip a group.
 */
function mayMatch(predicate, stats) {
    switch (predicate.kind) {
        case 'and':
            return mayMatch(predicate.left, stats) && mayMatch(predicate.right, stats);
        case 'or':
            return mayMatch(predicate.left, stats) || mayMatch(predicate.right, stats);
        case 'not':
        case 'contains':
            return true;
        case 'in': {
            const s = stats(predicate.field);
            return !s || predicate.values.some((v) => inRange(s, v, v));
        }
        case 'cmp':
            return cmpMayMatch(predicate.op, predicate.value, stats(predicate.field));
    }
}
function allNull(s) {
    return s.nulls !== undefined && s.nulls >= s.rows;
}
function inRange(s, low, high) {
    if (allNull(s))
        return false;
    if (s.min === undefined || s.max === undefined || typeof low === 'string')
        return true;
    if (typeof s.min !== typeof low)
        return true;
    return !(high < s.min || low > s.max);
}
function cmpMayMatch(op, value, s) {
    if (!s)
        return true;
    if (value === null) {
        if (s.nulls === undefined)
            return true;
        return op === '=' ? s.nulls > 0 : s.nulls < s.rows;
    }
    if (allNull(s))
        return false;
    if (s.min === undefined ||
        s.max === undefined ||
        typeof value === 'string' ||
        typeof s.min !== typeof value)
        return true;
    switch (op) {
        case '=':
            return inRange(s, value, value);
        case '!=':
            return !(s.min === value && s.max === value);
        case '<':
            return s.min < value;
        case '<=':
            return s.min <= value;
        case '>':
            return s.max > value;
        default:
            return s.max >= value;
    }
}

;// CONCATENATED MODULE: ./src/okf/read-request.ts
// What an okf read asks for, and the parsing of its inputs: kept apart from the reader so
// that an action can check its inputs without loading the Parquet reader.

/** The most rows one read returns (a `limit` or `rows` range over it is refused). */
const MAX_READ_ROWS = 10_000;
const DEFAULT_LIMIT = 100;
/** Parses `a:b` (0-based, end exclusive). */
function parseRows(text) {
    const match = /^\s*(\d{1,15})\s*:\s*(\d{1,15})\s*$/u.exec(text);
    const start = Number(match?.[1]);
    const end = Number(match?.[2]);
    if (!match || end < start) {
        throw new okf_errors/* OkfError */.$('bad_option', `rows ${(0,okf_errors/* quoted */.T)(text)} is not a range start:end with start <= end, e.g. 0:50`);
    }
    return { start, end };
}

// EXTERNAL MODULE: ./node_modules/jsep/dist/jsep.js
var jsep = __webpack_require__(79506);
;// CONCATENATED MODULE: ./src/okf/where.ts
// The `where` grammar of okf read, parsed with jsep and never evaluated as code (pure).
//
//   expr       := expr 'or' expr | expr 'and' expr | 'not' '(' expr ')' | '(' expr ')' | comparison
//   comparison := field op literal | field 'in' '[' literal (',' literal)* ']'
//               | field 'contains' literal
//   op         := '=' | '==' | '!=' | '<' | '<=' | '>' | '>='
//   literal    := "string" | 'string' | number | -number | true | false | null
// 'and' binds tighter than 'or'. A field is a name of the dataset (letters, digits, '_').
// Types must agree: a str field compares with strings, int/float with numbers, bool with
// true/false (= and != only); 'contains' is a substring test on str fields and an element
// test on json fields holding arrays; `= null` / `!= null` test for missing values.


const MAX_WHERE_LENGTH = 2000;
const COMPARE_OPS = new Set(['=', '==', '!=', '<', '<=', '>', '>=']);
// jsep is one shared parser: configure it once, with only the operators of the grammar,
// so anything else ('+', '&&', '!') is a syntax error at its position.
let configured = false;
function parser() {
    if (!configured) {
        jsep/* default */.A.removeAllBinaryOps();
        jsep/* default */.A.removeAllUnaryOps();
        jsep/* default */.A.addBinaryOp('or', 1);
        jsep/* default */.A.addBinaryOp('and', 2);
        for (const op of COMPARE_OPS)
            jsep/* default */.A.addBinaryOp(op, 6);
        jsep/* default */.A.addBinaryOp('in', 6);
        jsep/* default */.A.addBinaryOp('contains', 6);
        jsep/* default */.A.addUnaryOp('not');
        jsep/* default */.A.addUnaryOp('-');
        configured = true;
    }
    return jsep/* default */.A;
}
function syntax(where, message, index) {
    const at = index === undefined ? '' : ` at position ${index + 1}:\n  ${where}\n  ${' '.repeat(index)}^`;
    return new okf_errors/* OkfError */.$('syntax', `where: ${message}${at}`);
}
function parseTree(where) {
    if (where.length > MAX_WHERE_LENGTH) {
        throw new okf_errors/* OkfError */.$('bad_option', `where is ${where.length} characters long, over the maximum of ${MAX_WHERE_LENGTH}`);
    }
    if (/[\u0000-\u001f]/u.test(where))
        throw syntax(where, 'control characters are not allowed');
    try {
        return parser()(where);
    }
    catch (error) {
        const e = error;
        throw syntax(where, e.description ?? e.message ?? 'cannot parse', e.index);
    }
}
function parseWhere(where, schema) {
    const tree = parseTree(where);
    return new Checker(where, schema).predicate(tree);
}
function describe(node) {
    switch (node.type) {
        case 'Identifier':
            return `field ${String(node['name'])}`;
        case 'Literal':
            return `literal ${String(node['raw'])}`;
        case 'BinaryExpression':
            return `'${String(node['operator'])}' expression`;
        default:
            return `a ${node.type}`;
    }
}
class Checker {
    where;
    schema;
    constructor(where, schema) {
        this.where = where;
        this.schema = schema;
    }
    predicate(node) {
        if (node.type === 'UnaryExpression' && node['operator'] === 'not') {
            const arg = node['argument'];
            if (arg.type === 'Identifier') {
                throw syntax(this.where, `'not' applies to a condition in parentheses: write not (${String(arg['name'])} …)`);
            }
            return { kind: 'not', arg: this.predicate(arg) };
        }
        if (node.type !== 'BinaryExpression') {
            throw syntax(this.where, `expected a condition, found ${describe(node)}`);
        }
        const op = String(node['operator']);
        const left = node['left'];
        const right = node['right'];
        if (op === 'and' || op === 'or')
            return { kind: op, left: this.predicate(left), right: this.predicate(right) };
        const field = this.field(left, op);
        const type = this.schema.columns[field].type;
        if (op === 'in')
            return { kind: 'in', field, values: this.list(right, field, type) };
        const value = this.literal(right, op);
        if (op === 'contains')
            return this.contains(field, type, value);
        return this.compare(field, type, op === '==' ? '=' : op, value);
    }
    field(node, op) {
        if (node.type !== 'Identifier') {
            throw syntax(this.where, `the left side of '${op}' must be a field name, found ${describe(node)}`);
        }
        const name = String(node['name']);
        if (!Object.hasOwn(this.schema.columns, name)) {
            const known = Object.keys(this.schema.columns).slice(0, 30).join(', ');
            throw new okf_errors/* OkfError */.$('unknown_field', `where: unknown field ${(0,okf_errors/* quoted */.T)(name)} (fields: ${known})`);
        }
        return name;
    }
    literal(node, op) {
        if (node.type === 'Literal') {
            const value = node['value'];
            if (typeof value === 'string' || typeof value === 'boolean' || value === null)
                return value;
            if (typeof value === 'number' && Number.isFinite(value))
                return value;
        }
        if (node.type === 'UnaryExpression' && node['operator'] === '-') {
            const arg = node['argument'];
            if (arg.type === 'Literal' && typeof arg['value'] === 'number')
                return -arg['value'];
        }
        throw syntax(this.where, `the right side of '${op}' must be a string, number, boolean or null literal, found ${describe(node)}`);
    }
    list(node, field, type) {
        if (node.type !== 'ArrayExpression') {
            throw syntax(this.where, `'in' takes a list in brackets, e.g. ${field} in ["a", "b"]`);
        }
        const elements = node['elements'].map((e) => {
            const value = e ? this.literal(e, 'in') : null;
            if (value === null)
                throw syntax(this.where, `the list of 'in' holds literals, not null`);
            this.expectType(field, type, value, 'in');
            return value;
        });
        if (elements.length === 0)
            throw syntax(this.where, `the list of 'in' is empty`);
        return elements;
    }
    contains(field, type, value) {
        if (value === null)
            throw syntax(this.where, `'contains' takes a literal, not null`);
        if (type === 'str' && typeof value !== 'string') {
            throw mismatch(field, type, value, 'contains');
        }
        if (type !== 'str' && type !== 'json') {
            throw new okf_errors/* OkfError */.$('type_mismatch', `where: 'contains' applies to str and json fields; ${field} is ${type}`);
        }
        return { kind: 'contains', field, value };
    }
    compare(field, type, op, value) {
        if (value === null) {
            if (op !== '=' && op !== '!=')
                throw syntax(this.where, `null compares with = and != only`);
            return { kind: 'cmp', field, op, value };
        }
        if (type === 'json') {
            throw new okf_errors/* OkfError */.$('type_mismatch', `where: ${field} is json: use 'contains', '= null' or '!= null'`);
        }
        this.expectType(field, type, value, op);
        if (type === 'bool' && op !== '=' && op !== '!=') {
            throw new okf_errors/* OkfError */.$('type_mismatch', `where: ${field} is bool: compare it with = or != only`);
        }
        return { kind: 'cmp', field, op, value };
    }
    expectType(field, type, value, op) {
        const ok = (type === 'str' && typeof value === 'string') ||
            ((type === 'int' || type === 'float') && typeof value === 'number') ||
            (type === 'bool' && typeof value === 'boolean') ||
            type === 'json';
        if (!ok)
            throw mismatch(field, type, value, op);
    }
}
function mismatch(field, type, value, op) {
    return new okf_errors/* OkfError */.$('type_mismatch', `where: ${field} is ${type}, but '${op}' compares it with the ${typeof value} ${(0,okf_errors/* quoted */.T)(JSON.stringify(value))}`);
}

;// CONCATENATED MODULE: ./src/okf/read.ts
// okf read: a slice of fields and rows, or the rows matching a where, up to a limit.
// Only the columns named (plus those the where tests) and the row groups that hold the
// wanted rows are fetched; a where skips the row groups its statistics rule out.






function checkFields(dataset, fields) {
    const all = Object.keys(dataset.schema.columns);
    if (fields === undefined)
        return all;
    for (const field of fields) {
        if (!Object.hasOwn(dataset.schema.columns, field)) {
            throw new okf_errors/* OkfError */.$('unknown_field', `Unknown field ${(0,okf_errors/* quoted */.T)(field)} in ${dataset.ref} (fields: ${all.slice(0, 30).join(', ')})`);
        }
    }
    return [...new Set(fields)];
}
function checkLimit(request) {
    const limit = request.limit ?? DEFAULT_LIMIT;
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_READ_ROWS) {
        throw new okf_errors/* OkfError */.$('bad_option', `limit must be an integer from 1 to ${MAX_READ_ROWS}, got ${String(limit)}`);
    }
    return limit;
}
async function readDataset(dataset, request) {
    const fields = checkFields(dataset, request.fields);
    const predicate = request.where === undefined ? undefined : parseWhere(request.where, dataset.schema);
    const limit = checkLimit(request);
    const range = request.rows ?? { start: 0, end: dataset.schema.rows };
    if (request.rows && !request.where && range.end - range.start > MAX_READ_ROWS) {
        throw new okf_errors/* OkfError */.$('bad_option', `rows ${range.start}:${range.end} spans ${range.end - range.start} rows, over the maximum of ${MAX_READ_ROWS}`);
    }
    const start = Math.min(range.start, dataset.schema.rows);
    const end = Math.min(range.end, dataset.schema.rows);
    if (!predicate) {
        const take = Math.min(end, start + limit);
        const rows = await readRows(dataset, fields, start, take);
        return { ref: dataset.ref, fields, row_numbers: numbers(start, take), rows, more: take < end };
    }
    return filterRows(dataset, fields, predicate, { start, end }, limit);
}
function numbers(start, end) {
    return Array.from({ length: end - start }, (_, i) => start + i);
}
/** Rows [start, end) of `fields`, ints as numbers. */
async function readRows(dataset, fields, start, end) {
    if (end <= start)
        return [];
    if (fields.length === 0)
        return numbers(start, end).map(() => ({}));
    let rows;
    try {
        rows = await (0,read/* parquetReadObjects */.pS)({
            file: dataset.file,
            metadata: dataset.metadata,
            columns: fields,
            rowStart: start,
            rowEnd: end,
            compressors: OKF_COMPRESSORS,
            // Only the pages holding rows [start, end): the offset index says where they lie.
            useOffsetIndex: true,
        });
    }
    catch (error) {
        throw corrupt(dataset.ref, error);
    }
    if (rows.length !== end - start)
        throw corrupt(dataset.ref, new Error(`expected ${end - start} rows, read ${rows.length}`));
    return rows.map((row) => plainRow(row, fields));
}
/** A row with the fields in the order asked, bigints (INT64) as numbers. */
function plainRow(row, fields) {
    const out = {};
    for (const field of fields) {
        const value = row[field];
        out[field] = typeof value === 'bigint' ? Number(value) : (value ?? null);
    }
    return out;
}
/** Every value of one column, in row order (column chunks, no row objects: cheaper). */
async function readColumn(dataset, field) {
    let values = [];
    let filled = 0;
    try {
        // Inside the try: a footer that lies about the row count fails as corrupt.
        values = new Array(dataset.schema.rows);
        await (0,read/* parquetRead */.bA)({
            file: dataset.file,
            metadata: dataset.metadata,
            compressors: OKF_COMPRESSORS,
            columns: [field],
            onChunk: (chunk) => {
                const data = chunk.columnData;
                for (let i = 0; i < data.length; i++) {
                    const value = data[i];
                    values[chunk.rowStart + i] = typeof value === 'bigint' ? Number(value) : (value ?? null);
                }
                filled += data.length;
            },
        });
    }
    catch (error) {
        throw corrupt(dataset.ref, error);
    }
    if (filled !== dataset.schema.rows) {
        throw corrupt(dataset.ref, new Error(`expected ${dataset.schema.rows} values of ${field}, read ${filled}`));
    }
    return values;
}
function fieldsOf(predicate, into = new Set()) {
    switch (predicate.kind) {
        case 'and':
        case 'or':
            fieldsOf(predicate.left, into);
            return fieldsOf(predicate.right, into);
        case 'not':
            return fieldsOf(predicate.arg, into);
        default:
            into.add(predicate.field);
            return into;
    }
}
/** The row groups as [start, end) row ranges, with a reader of their column statistics. */
function rowGroups(dataset) {
    let start = 0;
    return dataset.metadata.row_groups.map((group) => {
        const rows = Number(group.num_rows);
        const first = start;
        start += rows;
        const stats = (field) => {
            const chunk = group.columns.find((c) => c.meta_data?.path_in_schema.join('.') === field);
            const s = chunk?.meta_data?.statistics;
            if (!s)
                return undefined;
            return {
                rows,
                nulls: s.null_count === undefined ? undefined : Number(s.null_count),
                min: statValue(s.min_value ?? s.min),
                max: statValue(s.max_value ?? s.max),
            };
        };
        return { start: first, end: first + rows, stats };
    });
}
function statValue(value) {
    if (typeof value === 'bigint')
        return Number(value);
    return typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}
async function filterRows(dataset, fields, predicate, range, limit) {
    const tested = [...fieldsOf(predicate)];
    const found = [];
    const rows = [];
    for (const group of rowGroups(dataset)) {
        const start = Math.max(group.start, range.start);
        const end = Math.min(group.end, range.end);
        if (start >= end || !mayMatch(predicate, group.stats))
            continue;
        const candidates = await readRows(dataset, tested, start, end);
        const hits = candidates.flatMap((row, i) => (matches(predicate, row) ? [start + i] : []));
        const wanted = hits.slice(0, limit + 1 - found.length);
        found.push(...wanted);
        const kept = wanted.slice(0, Math.max(0, limit - rows.length));
        if (kept.length > 0)
            rows.push(...(await pickRows(dataset, fields, kept)));
        if (found.length > limit)
            break;
    }
    return {
        ref: dataset.ref,
        fields,
        row_numbers: found.slice(0, limit),
        rows,
        more: found.length > limit,
    };
}
/** The rows at `positions` (ascending, within one row group). */
async function pickRows(dataset, fields, positions) {
    const first = positions[0];
    const last = positions[positions.length - 1];
    const span = await readRows(dataset, fields, first, last + 1);
    return positions.map((p) => span[p - first]);
}

;// CONCATENATED MODULE: ./src/okf/stats.ts
// okf stats: per-field statistics of one column (the column alone is fetched).
//
// `count` is the number of values that are not null, `nulls` the others, `distinct` the
// number of different non-null values. Numbers (int, float) get min, max, mean and the
// nearest-rank percentiles p50 and p95; other types get min and max (str only) and the
// TOP_VALUES most frequent values (ties by value). A json value counts by its JSON text.



const TOP_VALUES = 10;
/** The statistics of `values`, a column of type `type` (pure). */
function columnStats(field, type, values) {
    const present = values.filter((v) => v !== null && v !== undefined);
    const nulls = values.length - present.length;
    if (type === 'int' || type === 'float')
        return numberStats(field, type, present, nulls);
    return valueStats(field, type, present, nulls);
}
function percentile(sorted, q) {
    if (sorted.length === 0)
        return null;
    return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}
/** Different values of a sorted array (0 and -0 count as one, as in a Set). */
function distinctSorted(sorted) {
    let distinct = sorted.length > 0 ? 1 : 0;
    for (let i = 1; i < sorted.length; i++)
        if (sorted[i] !== sorted[i - 1])
            distinct += 1;
    return distinct;
}
/**
 * The mean of finite numbers: the sum over n, or, when the sum leaves the doubles (two
 * values of 1e308), the sum of each over n, which cannot.
 */
function mean(values) {
    let sum = 0;
    for (const v of values)
        sum += v;
    if (Number.isFinite(sum))
        return sum / values.length;
    let scaled = 0;
    for (const v of values)
        scaled += v / values.length;
    return scaled;
}
function numberStats(field, type, values, nulls) {
    const sorted = Float64Array.from(values).sort();
    const n = sorted.length;
    return {
        field,
        type,
        count: n,
        nulls,
        distinct: distinctSorted(sorted),
        min: n ? sorted[0] : null,
        max: n ? sorted[n - 1] : null,
        mean: n ? mean(values) : null,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
    };
}
function valueStats(field, type, values, nulls) {
    const counts = new Map();
    for (const value of values) {
        const key = type === 'json' ? JSON.stringify(value) : String(value);
        const entry = counts.get(key);
        if (entry)
            entry.count += 1;
        else
            counts.set(key, { value, count: 1 });
    }
    const top = [...counts.entries()]
        .sort(([ka, a], [kb, b]) => b.count - a.count || (0,canonical/* compareStrings */.Kt)(ka, kb))
        .slice(0, TOP_VALUES)
        .map(([, entry]) => entry);
    const result = {
        field,
        type,
        count: values.length,
        nulls,
        distinct: counts.size,
        top,
    };
    if (type === 'str') {
        const keys = [...counts.keys()].sort(canonical/* compareStrings */.Kt);
        result.min = keys[0] ?? null;
        result.max = keys[keys.length - 1] ?? null;
    }
    return result;
}
async function statsOf(dataset, request) {
    const [field] = checkFields(dataset, [request.field]);
    const type = dataset.schema.columns[field].type;
    if (request.numeric && type !== 'int' && type !== 'float') {
        throw new okf_errors/* OkfError */.$('not_numeric', `Field ${(0,okf_errors/* quoted */.T)(field)} of ${dataset.ref} is ${type}, not a number: numeric statistics (mean, p50, p95) need an int or float field`);
    }
    return columnStats(field, type, await readColumn(dataset, field));
}

;// CONCATENATED MODULE: ./src/okf/query.ts
// okf read and okf stats as one call each: open the ref in a store, answer, close. The
// CLI and the okf-read / okf-stats actions are thin shells around these.



async function okfRead(store, ref, request) {
    const dataset = await openDataset(store, ref);
    try {
        return await readDataset(dataset, request);
    }
    finally {
        await dataset.close();
    }
}
async function okfStats(store, ref, request) {
    const dataset = await openDataset(store, ref);
    try {
        return { ref: dataset.ref, ...(await statsOf(dataset, request)) };
    }
    finally {
        await dataset.close();
    }
}

;// CONCATENATED MODULE: ./src/okf/index.ts
// OKF: big results by reference, as Parquet datasets (see docs/okf.md).














;// CONCATENATED MODULE: ./src/cli/commands/okf.ts
/**
 * `squadscope okf read|stats`: partial reads of an OKF dataset in a local store (the
 * artifact directory the fan-in or gather wrote to). Prints one JSON document; exits 0,
 * 1 (the dataset or the request is wrong: the message says which) or 2 (usage error).
 */



const OKF_USAGE = `Usage: squadscope okf read REF [--fields a,b] [--rows 0:50] [--where EXPR] [--limit N] --artifact-dir DIR
       squadscope okf stats REF --field NAME [--numeric] --artifact-dir DIR

Read a slice of an OKF dataset (REF is okf:<name>#v<k>), or the statistics of one field.
See docs/okf.md for the where grammar.

  --artifact-dir DIR   the store: a directory holding one sub-directory per artifact
  --fields a,b         fields to return (default: all)
  --rows A:B           rows A (inclusive) to B (exclusive); out of range gives fewer rows
  --where EXPR         e.g. 'risk > 0.8 and branch = "north"'
  --limit N            most rows returned (default 100, at most 10000)
  --field NAME         the field of okf stats
  --numeric            refuse a field that is not a number
  -h, --help           show this help

Exit status: 0 done, 1 the dataset or the request is wrong, 2 usage error.`;
const OPTIONS = {
    'artifact-dir': { type: 'string' },
    fields: { type: 'string' },
    rows: { type: 'string' },
    where: { type: 'string' },
    limit: { type: 'string' },
    field: { type: 'string' },
    numeric: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
};
function okf_parse(argv) {
    return parseCommandLine(argv, OPTIONS, true);
}
function readRequest(values) {
    const request = {};
    if (values.fields !== undefined)
        request.fields = values.fields
            .split(',')
            .map((f) => f.trim())
            .filter(Boolean);
    if (values.rows !== undefined)
        request.rows = parseRows(values.rows);
    if (values.where !== undefined)
        request.where = values.where;
    if (values.limit !== undefined) {
        if (!/^\d{1,9}$/u.test(values.limit))
            throw new UsageError(`--limit must be a positive integer, got ${JSON.stringify(values.limit)}`);
        request.limit = Number(values.limit);
    }
    return request;
}
async function run(argv, io) {
    const { values, positionals } = okf_parse(argv);
    if (values.help) {
        io.stdout(OKF_USAGE);
        return 0;
    }
    const [verb, ref, ...extra] = positionals;
    if ((verb !== 'read' && verb !== 'stats') || ref === undefined || extra.length > 0) {
        throw new UsageError('expected: okf read REF … or okf stats REF --field NAME');
    }
    (0,okf_ref/* parseRef */.rd)(ref);
    const artifacts = (0,src_artifacts/* openArtifactStore */.kT)({
        ...(values['artifact-dir'] ? { artifactDir: values['artifact-dir'] } : {}),
        env: io.env,
    });
    const store = new ArtifactOkfStore(artifacts);
    let result;
    if (verb === 'read') {
        result = await okfRead(store, ref, readRequest(values));
    }
    else {
        if (values.field === undefined)
            throw new UsageError('okf stats needs --field NAME');
        result = await okfStats(store, ref, { field: values.field, numeric: values.numeric === true });
    }
    io.stdout(JSON.stringify(result));
    return 0;
}
async function okfCommand(argv, io) {
    try {
        return await run(argv, io);
    }
    catch (error) {
        if (error instanceof UsageError) {
            io.stderr(`squadscope okf: ${error.message}\n\n${OKF_USAGE}`);
            return 2;
        }
        if (error instanceof okf_errors/* OkfError */.$ || error instanceof src_artifacts/* ArtifactError */.nE) {
            io.stderr(`squadscope okf: ${error.message}`);
            return 1;
        }
        throw error;
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
  emit      publish a JSON payload as one leg of a fan (any matrix)
  gather    gather the legs of a fan into a named collector (perfect or latent)
  okf       read a slice (okf read) or field statistics (okf stats) of an OKF dataset

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
    emit: (argv, io) => emitCommand(argv, lines(io)),
    gather: (argv, io) => gatherCommand(argv, lines(io)),
    okf: (argv, io) => okfCommand(argv, lines(io)),
};
/** The io of a command that writes whole lines. */
function lines(io) {
    return {
        env: io.env,
        stdout: (line) => io.stdout(`${line}\n`),
        stderr: (line) => io.stderr(`${line}\n`),
    };
}
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


/***/ }),

/***/ 40272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d7: () => (/* binding */ OKF_SCHEMA_KEY),
/* harmony export */   r6: () => (/* binding */ OKF_FORMAT),
/* harmony export */   zj: () => (/* binding */ encodeDataset)
/* harmony export */ });
/* unused harmony exports ROW_GROUP_ROWS, PAGE_BYTES */
/* harmony import */ var hyparquet_writer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(65873);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11165);
// Rows => the bytes of an OKF Parquet file (pure: no I/O, no clock).
//
// Row groups of ROW_GROUP_ROWS rows and small pages, so a slice or a filtered read fetches
// a few pages of the row groups and columns it needs; min/max statistics per column chunk, so a filter skips
// the row groups whose range cannot match. The OKF schema (types and descriptions) rides
// in the file's key-value metadata under OKF_SCHEMA_KEY, so the file alone is a dataset.
// The bytes depend only on the rows and the payload schema: the writer name carries no
// version and no time, which is what makes the content hash (and so the ref) stable.


const ROW_GROUP_ROWS = 10_000;
/**
 * Pages of about 32 KiB (uncompressed) with an offset index: a slice of a few rows decodes
 * the one page of each column that holds them, not the whole row group.
 */
const PAGE_BYTES = 32 * 1024;
const OKF_SCHEMA_KEY = 'okf.schema';
const OKF_FORMAT = 1;
const CREATED_BY = 'squadscope okf';
const BASIC_TYPE = {
    str: 'STRING',
    int: 'INT64',
    float: 'DOUBLE',
    bool: 'BOOLEAN',
    json: 'JSON',
};
/**
 * The column's values, missing keys as null; ints as bigint (what the INT64 encoder takes);
 * a json column stores any value as JSON text.
 */
function columnData(rows, field, type) {
    return rows.map((row) => {
        const value = Object.hasOwn(row, field) ? (row[field] ?? null) : null;
        return type === 'int' && value !== null ? BigInt(value) : value;
    });
}
function encodeDataset(rows, options = {}) {
    const { payloadSchema, rowGroupRows = ROW_GROUP_ROWS, pageBytes = PAGE_BYTES } = options;
    const schema = (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .inferSchema */ ._A)(rows, payloadSchema);
    const objects = rows;
    const columns = Object.entries(schema.columns).map(([name, column]) => ({
        name,
        data: columnData(objects, name, column.type),
        type: BASIC_TYPE[column.type],
        nullable: true,
    }));
    const fileSchema = {
        format: OKF_FORMAT,
        rows: schema.rows,
        columns: schema.columns,
    };
    const buffer = (0,hyparquet_writer__WEBPACK_IMPORTED_MODULE_1__/* .parquetWriteBuffer */ .G)({
        columnData: columns,
        rowGroupSize: rowGroupRows,
        pageSize: pageBytes,
        statistics: true,
        createdBy: CREATED_BY,
        kvMetadata: [{ key: OKF_SCHEMA_KEY, value: JSON.stringify(fileSchema) }],
    });
    return { bytes: new Uint8Array(buffer), schema };
}


/***/ }),

/***/ 78321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ OkfError),
/* harmony export */   T: () => (/* binding */ quoted)
/* harmony export */ });
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
function quoted(text, max = 80) {
    const cut = text.length > max ? `${text.slice(0, max)}…` : text;
    return JSON.stringify(cut);
}


/***/ }),

/***/ 23923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishOkf: () => (/* binding */ publishOkf)
/* harmony export */ });
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57994);
/* harmony import */ var _encode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40272);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78321);
/* harmony import */ var _ref_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39589);
// Writes rows as an OKF dataset to a store and returns the compact item (I/O at the edge).
//
// Publishing the same rows again returns the ref they already have (their hash is found
// among the dataset keys `okf-<name>-v<k>-<hash>`, ref.ts), so a rerun hands on the same ref.
// New content claims k = 1 + the highest version under the name by storing the claim key
// `okf-<name>-v<k>`: the store never overwrites a key, so of two publishers racing to one k
// exactly one gets 'stored'; the other gets 'exists' and tries the next k. Only the winner
// stores its dataset under k, so a ref handed on can never come to name other bytes.




const MAX_RACES = 8;
async function publishOkf(rows, store, options) {
    (0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .assertDatasetName */ .ge)(options.name);
    const { bytes, schema } = (0,_encode_js__WEBPACK_IMPORTED_MODULE_1__/* .encodeDataset */ .zj)(rows, {
        payloadSchema: options.payloadSchema,
        ...(options.rowGroupRows === undefined ? {} : { rowGroupRows: options.rowGroupRows }),
        ...(options.pageBytes === undefined ? {} : { pageBytes: options.pageBytes }),
    });
    const hash = (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(bytes).slice(0, _ref_js__WEBPACK_IMPORTED_MODULE_3__/* .HASH_DIGITS */ ._O);
    for (let attempt = 0; attempt < MAX_RACES; attempt++) {
        const keys = await store.keys();
        const stored = (0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .versionsOf */ .x4)(options.name, keys);
        const same = stored
            .filter((v) => v.hash === hash && (0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveKey */ .oO)(v, keys)?.hash === hash)
            .sort((a, b) => a.version - b.version)[0];
        if (same)
            return { ref: (0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .formatRef */ .rq)(same), schema };
        const highest = Math.max(0, ...(0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .claimedVersions */ .Vp)(options.name, keys), ...stored.map((v) => v.version));
        const key = { name: options.name, version: highest + 1, hash };
        // The claim holds the hash so that a person looking at the store can see the winner.
        if ((await store.put((0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .claimKey */ .Eo)(key), new TextEncoder().encode(hash))) === 'exists')
            continue;
        // 'exists' here is a dataset key with the same hash under this version: the same bytes.
        await store.put((0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .datasetKey */ .OX)(key), bytes);
        return { ref: (0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .formatRef */ .rq)(key), schema };
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .OkfError */ .$('conflict', `Dataset ${options.name}: lost ${MAX_RACES} races for a version number to other publishers`);
}


/***/ }),

/***/ 39589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ isStoreKey),
/* harmony export */   Eo: () => (/* binding */ claimKey),
/* harmony export */   OX: () => (/* binding */ datasetKey),
/* harmony export */   RX: () => (/* binding */ parseDatasetKey),
/* harmony export */   Vp: () => (/* binding */ claimedVersions),
/* harmony export */   _O: () => (/* binding */ HASH_DIGITS),
/* harmony export */   ge: () => (/* binding */ assertDatasetName),
/* harmony export */   oO: () => (/* binding */ resolveKey),
/* harmony export */   rd: () => (/* binding */ parseRef),
/* harmony export */   rq: () => (/* binding */ formatRef),
/* harmony export */   x4: () => (/* binding */ versionsOf)
/* harmony export */ });
/* unused harmony export parseClaimKey */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78321);
// OKF refs and where a dataset lives in a store (pure).
//
// A ref is `okf:<name>#v<k>`. Version k of <name> exists once its claim key `okf-<name>-v<k>`
// is stored; the store never overwrites a key, so exactly one publisher wins each claim. The
// winner then stores the dataset under `okf-<name>-v<k>-<hash>`, where <hash> is the first 16
// hex digits of the SHA-256 of its Parquet bytes. See docs/contracts.md ("OKF refs and
// stores") for why.

/** Dataset names: lower-case letters, digits, '-' and '_', 1 to 64, starting alphanumeric. */
const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/u;
const REF = /^okf:([a-z0-9][a-z0-9_-]{0,63})#v([1-9][0-9]{0,8})$/u;
const KEY = /^okf-([a-z0-9][a-z0-9_-]{0,63})-v([1-9][0-9]{0,8})-([0-9a-f]{16})$/u;
const CLAIM = /^okf-([a-z0-9][a-z0-9_-]{0,63})-v([1-9][0-9]{0,8})$/u;
const HASH_DIGITS = 16;
function assertDatasetName(name) {
    if (!NAME.test(name)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OkfError */ .$('bad_ref', `Invalid dataset name ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .T)(name)}: use 1 to 64 lower-case letters, digits, '-' or '_', starting with a letter or digit`);
    }
}
function parseRef(text) {
    const match = REF.exec(text.trim());
    if (!match?.[1] || !match[2]) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OkfError */ .$('bad_ref', `Malformed OKF ref ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .T)(text)}: expected okf:<name>#v<k>, e.g. okf:news#v1`);
    }
    return { name: match[1], version: Number(match[2]) };
}
function formatRef(ref) {
    return `okf:${ref.name}#v${ref.version}`;
}
function datasetKey(key) {
    return `okf-${key.name}-v${key.version}-${key.hash}`;
}
/** The key's parts, or undefined for a key that is not an OKF dataset's. */
function parseDatasetKey(key) {
    const match = KEY.exec(key);
    if (!match?.[1] || !match[2] || !match[3])
        return undefined;
    return { name: match[1], version: Number(match[2]), hash: match[3] };
}
/** The key that claims version `ref.version` of `ref.name` for one publisher. */
function claimKey(ref) {
    return `okf-${ref.name}-v${ref.version}`;
}
/** The claimed name and version, or undefined for a key that is not a claim. */
function parseClaimKey(key) {
    const match = CLAIM.exec(key);
    if (!match?.[1] || !match[2])
        return undefined;
    return { name: match[1], version: Number(match[2]) };
}
/** Whether `key` is a claim or a dataset key of an OKF store. */
function isStoreKey(key) {
    return parseClaimKey(key) !== undefined || parseDatasetKey(key) !== undefined;
}
/**
 * The dataset a ref resolves to among the keys of a store: undefined unless the version is
 * claimed and its dataset stored. Only the claim's winner stores a dataset under a version,
 * so two datasets under one version mean a foreign writer: refused rather than chosen, so
 * that a ref never comes to name other bytes.
 */
function resolveKey(ref, keys) {
    if (!keys.includes(claimKey(ref)))
        return undefined;
    const found = versionsOf(ref.name, keys).filter((key) => key.version === ref.version);
    if (found.length > 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OkfError */ .$('corrupt', `Dataset ${formatRef(ref)} has ${found.length} datasets stored under its version; the store was written outside the OKF publisher`);
    }
    return found[0];
}
/** The versions of `name` claimed in `keys`, ascending. */
function claimedVersions(name, keys) {
    return keys
        .flatMap((key) => {
        const parsed = parseClaimKey(key);
        return parsed && parsed.name === name ? [parsed.version] : [];
    })
        .sort((a, b) => a - b);
}
/** The datasets stored under `name` in `keys`, as parsed keys. */
function versionsOf(name, keys) {
    return keys.flatMap((key) => {
        const parsed = parseDatasetKey(key);
        return parsed && parsed.name === name ? [parsed] : [];
    });
}


/***/ }),

/***/ 11165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BE: () => (/* binding */ OKF_TYPES),
/* harmony export */   _A: () => (/* binding */ inferSchema)
/* harmony export */ });
/* unused harmony exports MAX_FIELDS, MAX_FIELD_NAME_LENGTH, renderItem */
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(57994);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78321);
// The compact schema of an OKF dataset and its one-line rendering (pure).
//
// A column's type is inferred from the values the rows hold (nulls and missing keys do
// not count): all strings => str, all booleans => bool, all safe integers => int, all
// finite numbers => float, anything else (objects, arrays, mixed kinds) => json. A column
// with no value takes its type from the payload's JSON Schema when it names one, else str.


const OKF_TYPES = ['str', 'int', 'float', 'bool', 'json'];
const MAX_FIELDS = 1000;
const MAX_FIELD_NAME_LENGTH = 200;
const MAX_DESC_LENGTH = 500;
function kindOf(value, field, row) {
    switch (typeof value) {
        case 'string':
            if (!value.isWellFormed()) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `Row ${row}, field ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .T)(field)}: a string with a lone surrogate is not valid Unicode`);
            }
            return 'str';
        case 'boolean':
            return 'bool';
        case 'number':
            if (!Number.isFinite(value)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `Row ${row}, field ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .T)(field)}: ${value} is not a finite number`);
            }
            return Number.isSafeInteger(value) ? 'int' : 'float';
        case 'object':
            return 'json';
        default:
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `Row ${row}, field ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .T)(field)}: a ${typeof value} is not JSON`);
    }
}
function join(a, b) {
    if (a === undefined || a === b)
        return b;
    if ((a === 'int' && b === 'float') || (a === 'float' && b === 'int'))
        return 'float';
    return 'json';
}
function checkFieldName(name) {
    if (name.length === 0 ||
        name.length > MAX_FIELD_NAME_LENGTH ||
        /[\u0000-\u001f\u007f]/u.test(name)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `Field name ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .T)(name)} refused: 1 to ${MAX_FIELD_NAME_LENGTH} characters, no control characters`);
    }
    // Rows, columns and results are plain objects, where assigning `__proto__` sets the
    // prototype instead of a field: the field would vanish silently.
    if (name === '__proto__') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', 'Field name "__proto__" refused: it cannot be a field of a plain JavaScript object; rename it');
    }
}
/** The field => kind of every field the rows hold (in no particular order). */
function scanKinds(rows) {
    const kinds = new Map();
    rows.forEach((row, index) => {
        if (typeof row !== 'object' || row === null || Array.isArray(row)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `Row ${index} is not a JSON object`);
        }
        const record = row;
        // for-in over own keys, not Object.entries: no array per row (this runs on every row).
        for (const field in record) {
            if (!Object.hasOwn(record, field))
                continue;
            const value = record[field];
            if (!kinds.has(field)) {
                checkFieldName(field);
                if (kinds.size >= MAX_FIELDS) {
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `More than ${MAX_FIELDS} fields in the rows`);
                }
                kinds.set(field, undefined);
            }
            if (value === null || value === undefined)
                continue;
            kinds.set(field, join(kinds.get(field), kindOf(value, field, index)));
        }
    });
    return kinds;
}
/** The `properties` of the row schema: of the payload itself, or of its array's items. */
function propertiesOf(payloadSchema) {
    if (typeof payloadSchema !== 'object' || payloadSchema === null)
        return {};
    const schema = payloadSchema;
    const props = schema.properties ?? schema.items?.properties;
    return typeof props === 'object' && props !== null ? props : {};
}
const FROM_JSON_SCHEMA = {
    string: 'str',
    integer: 'int',
    number: 'float',
    boolean: 'bool',
    object: 'json',
    array: 'json',
};
/** The columns of `rows`, with descriptions (and types of empty columns) from `payloadSchema`. */
function inferSchema(rows, payloadSchema) {
    const kinds = scanKinds(rows);
    const props = propertiesOf(payloadSchema);
    const columns = {};
    for (const field of [...kinds.keys()].sort(_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)) {
        const declared = Object.hasOwn(props, field) ? props[field] : undefined;
        const fallback = typeof declared?.type === 'string' ? FROM_JSON_SCHEMA[declared.type] : undefined;
        const column = { type: kinds.get(field) ?? fallback ?? 'str' };
        if (typeof declared?.description === 'string' && declared.description.trim() !== '') {
            column.desc = declared.description.trim().slice(0, MAX_DESC_LENGTH);
        }
        columns[field] = column;
    }
    return { rows: rows.length, columns };
}
/** `okf:claims#v3 — 1240 rows; branch, risk`: the schema-only line an agent or a log sees. */
function renderItem(item) {
    const fields = Object.keys(item.schema.columns);
    const rows = item.schema.rows === 1 ? '1 row' : `${item.schema.rows} rows`;
    return `${item.ref} — ${rows}; ${fields.length === 0 ? '(no fields)' : fields.join(', ')}`;
}


/***/ }),

/***/ 68867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ safeUrl)
/* harmony export */ });
/* unused harmony export NO_TELEMETRY */
/** Telemetry off: nothing recorded, nothing loaded. */
const NO_TELEMETRY = {
    enabled: false,
    annotate: () => undefined,
    span: (_name, fn) => fn(),
    request: (_method, _url, fn) => fn(),
    count: () => undefined,
    endRun: () => undefined,
    flush: async () => null,
};
/** `https://host:port/path` of a URL: what a span may say about it. */
function safeUrl(raw) {
    let url;
    try {
        url = new URL(raw);
    }
    catch {
        return null;
    }
    return { origin: url.origin, host: url.host, path: url.pathname };
}


/***/ })

};
