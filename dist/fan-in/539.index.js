export const id = 539;
export const ids = [539,799,880];
export const modules = {

/***/ 83949:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  writeRunLedger: () => (/* binding */ writeRunLedger)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(79979);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __webpack_require__(30987);
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
        (0,canonical/* compareStrings */.Kt)(a.leg_id, b.leg_id));
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
        (0,canonical/* compareStrings */.Kt)(a.leg_id, b.leg_id));
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
    const keys = Object.keys(statuses).sort(canonical/* compareStrings */.Kt);
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
        left_out: [...input.leftOut].sort((a, b) => (0,canonical/* compareStrings */.Kt)(a.artifact, b.artifact)),
    };
}

// EXTERNAL MODULE: ./src/artifacts/index.ts + 6 modules
var artifacts = __webpack_require__(48300);
// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
// EXTERNAL MODULE: ./src/runtime/pool.ts
var pool = __webpack_require__(66684);
;// CONCATENATED MODULE: ./src/ledger/names.ts
/**
 * Where a leg's metrics record travels: an artifact of its own, `metrics-<kind>-<id>-a<N>`
 * holding one file `metrics-<kind>-<id>.json`. Its name starts with neither `rss-` nor
 * `github-`, so the fan-in's leg validation never mistakes it for a leg.
 */

const METRICS_PREFIX = 'metrics-';
function legMetricsBase(kind, legId) {
    return kind === 'plan' ? `${METRICS_PREFIX}plan` : `${METRICS_PREFIX}${kind}-${legId}`;
}
function names_legMetricsArtifactName(record) {
    return attemptName(legMetricsBase(record.kind, record.leg_id), record.attempt);
}
function names_legMetricsFileName(record) {
    return `${legMetricsBase(record.kind, record.leg_id)}.json`;
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
const MAX_RECORD_BYTES = 64 * 1024;
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
        return `cannot be read: ${(0,error_message/* messageOf */.b)(error)}`;
    }
    const [[file, bytes] = ['', Buffer.alloc(0)]] = [...files];
    let value;
    try {
        value = (0,canonical/* parseStrict */.z3)(bytes, { source: file, maxBytes: MAX_RECORD_BYTES });
    }
    catch (error) {
        return `is not JSON: ${(0,error_message/* messageOf */.b)(error)}`;
    }
    const result = (0,contracts/* validate */.tf)('leg_metrics_v1', value);
    if (!result.ok) {
        const first = result.errors[0];
        return `fails leg_metrics_v1 at ${first?.pointer || '/'}: ${first?.message ?? 'invalid'}`;
    }
    const record = value;
    if (legMetricsBase(record.kind, record.leg_id) !== base || file !== names_legMetricsFileName(record))
        return `its record is of ${record.kind} ${record.leg_id}, not of the artifact's leg`;
    if ((0,artifacts/* parseAttemptName */.Gl)(name, base) !== record.attempt)
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
    const bases = [...byBase.keys()].sort(canonical/* compareStrings */.Kt);
    const perLeg = await (0,pool/* runPool */.k)(bases, READ_CONCURRENCY, (base) => newestValid(store, byBase.get(base), base, runId, seats));
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
        const newest = (0,artifacts/* newestAttempt */._M)(names, base);
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
            { name: legMetricsFileName(record), data: canonicalJson(record) + '\n' },
        ]);
    }
    catch (error) {
        // The same attempt run again into one directory: its first record stays.
        if (error instanceof ArtifactError && error.code === 'exists') {
            log.info(`Metrics record ${name} already exists: kept`);
            return name;
        }
        log.warning(`Could not upload the metrics record ${name}: ${messageOf(error)}`);
        return null;
    }
    log.info(`Uploaded metrics record ${name}`);
    return name;
}

;// CONCATENATED MODULE: ./src/ledger/index.ts






// EXTERNAL MODULE: ./src/runtime/lifecycle.ts + 2 modules
var lifecycle = __webpack_require__(43570);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var inputs = __webpack_require__(12291);
// EXTERNAL MODULE: ./src/runtime/log.ts
var log = __webpack_require__(80390);
// EXTERNAL MODULE: ./src/runtime/summary.ts
var summary = __webpack_require__(37984);
// EXTERNAL MODULE: ./src/runtime/signals.ts
var signals = __webpack_require__(72173);
// EXTERNAL MODULE: ./src/runtime/metrics.ts
var metrics = __webpack_require__(48705);
// EXTERNAL MODULE: ./src/runtime/telemetry/telemetry.ts
var telemetry = __webpack_require__(68867);
// EXTERNAL MODULE: ./src/runtime/telemetry/config.ts
var config = __webpack_require__(18796);
;// CONCATENATED MODULE: ./src/runtime/index.ts











;// CONCATENATED MODULE: ./src/actions/fan-in/ledger.ts
/**
 * The fan-in's run metrics ledger: joins the legs' metrics records into
 * `{week}-metrics.json` next to the outputs. It is observability, never data: a record
 * left out is a warning, a ledger that cannot be written is a warning, and neither touches
 * the canonical outputs or the exit code.
 */






/** Where each leg of the plan sits, from the fan-in's diagnostics. */
function seatsOf(result) {
    const seats = new Map();
    for (const kind of ['rss', 'github']) {
        const fan = result.diagnostics.fans[kind];
        for (const leg of fan?.legs ?? [])
            seats.set(`${kind}/${leg.id}`, { fan_id: fan.fan_id, seq: leg.seq });
    }
    return seats;
}
async function writeRunLedger(ctx, store, result, outputDir) {
    const d = result.diagnostics;
    try {
        const collected = await collectLedger(store, d.run_id, seatsOf(result));
        for (const left of collected.leftOut) {
            ctx.log.warning(`Metrics record ${(0,log/* untrusted */.bp)(left.artifact, 120)} left out of the ledger: ${(0,log/* untrusted */.bp)(left.reason, 300)}`, { title: 'fan-in: metrics record left out' });
        }
        const ledger = buildRunLedger({
            runId: d.run_id,
            week: d.week,
            plan: collected.plan,
            legs: collected.legs,
            fanInMs: ctx.elapsedMs(),
            leftOut: collected.leftOut,
        });
        const path = (0,external_node_path_.join)(outputDir, runMetricsFileName(d.week));
        await (0,canonical/* writeFileAtomic */.Zf)(path, (0,canonical/* canonicalJson */.dj)((0,contracts/* assertValid */.pP)('run_metrics_v1', ledger, 'the run ledger')) + '\n');
        ctx.log.info(`Run ledger: ${ledger.legs.length} legs joined, written to ${(0,log/* untrusted */.bp)(path)}`);
        return { path, ledger };
    }
    catch (error) {
        ctx.log.warning(`Could not write the run ledger: ${(0,log/* untrusted */.bp)((0,error_message/* messageOf */.b)(error), 300)}`);
        return null;
    }
}


/***/ }),

/***/ 12291:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   In: () => (/* binding */ createInputs),
/* harmony export */   Mw: () => (/* binding */ rawInputFromEnv),
/* harmony export */   dz: () => (/* reexport safe */ _input_error_js__WEBPACK_IMPORTED_MODULE_3__.d)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79979);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80390);
/* harmony import */ var _input_error_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(41327);





/** Reads inputs the way @actions/core does, but from the given environment. */
function rawInputFromEnv(env) {
    return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TRUE_VALUES = ['true', 'True', 'TRUE'];
const FALSE_VALUES = ['false', 'False', 'FALSE'];
function got(raw) {
    return `got ${(0,_log_js__WEBPACK_IMPORTED_MODULE_2__/* .untrusted */ .bp)(raw, 60)}`;
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
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `${range}, ${got(raw)}`);
    }
    return value;
}
/**
 * Typed readers over the action's inputs. Every reader throws InputError naming the
 * input, so an action validates all of them before doing any work.
 */
function createInputs(read = (name) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .getInput */ .V4(name)) {
    const required = (name) => {
        throw new _input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, 'is required');
    };
    const readNumber = (name, opts, integer) => {
        const raw = read(name);
        if (raw === '')
            return opts.default ?? required(name);
        const value = Number(raw);
        if (integer) {
            if (!INTEGER.test(raw) || !Number.isSafeInteger(value)) {
                throw new _input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `must be an integer, ${got(raw)}`);
            }
        }
        else if (!DECIMAL.test(raw) || !Number.isFinite(value)) {
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `must be a number, ${got(raw)}`);
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
            throw new _input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `must be true or false, ${got(raw)}`);
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
                throw new _input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `must be one of ${allowed.join(', ')}, ${got(raw)}`);
            }
            return match;
        },
        json(name) {
            const raw = read(name);
            if (raw === '')
                return undefined;
            try {
                return (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseStrict */ .z3)(raw, { maxBytes: 1024 * 1024 });
            }
            catch (error) {
                if (error instanceof _canonical_index_js__WEBPACK_IMPORTED_MODULE_1__/* .StrictJsonError */ .U7) {
                    throw new _input_error_js__WEBPACK_IMPORTED_MODULE_3__/* .InputError */ .d(name, `is not valid JSON: ${error.message}`);
                }
                throw error;
            }
        },
    };
}


/***/ }),

/***/ 43570:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAction: () => (/* binding */ runAction)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/runtime/inputs.ts
var runtime_inputs = __webpack_require__(12291);
;// CONCATENATED MODULE: ./src/runtime/jitter.ts
/**
 * Start-up jitter spreads the legs of a matrix that all start at once (a cron, a fan-out)
 * so that they do not hit the same servers in the same second.
 */
/** The delay for `seconds` of jitter: uniform in [0, seconds * 1000) ms; 0 when seconds <= 0. */
function jitterDelayMs(seconds, random) {
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

// EXTERNAL MODULE: ./src/runtime/log.ts
var runtime_log = __webpack_require__(80390);
// EXTERNAL MODULE: ./src/runtime/metrics.ts
var runtime_metrics = __webpack_require__(48705);
// EXTERNAL MODULE: ./src/runtime/signals.ts
var signals = __webpack_require__(72173);
// EXTERNAL MODULE: ./src/runtime/summary.ts
var runtime_summary = __webpack_require__(37984);
// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
// EXTERNAL MODULE: ./src/runtime/telemetry/config.ts
var telemetry_config = __webpack_require__(18796);
// EXTERNAL MODULE: ./src/runtime/telemetry/telemetry.ts
var telemetry = __webpack_require__(68867);
;// CONCATENATED MODULE: ./src/runtime/telemetry/start.ts
/**
 * Starts telemetry for one action run: the OpenTelemetry SDK is imported only when the
 * environment turns it on. A bad OTEL_* value, or an SDK that cannot start, leaves
 * telemetry off with one warning line; the run itself is never affected.
 */



async function startTelemetry(start) {
    let config;
    try {
        config = (0,telemetry_config/* readTelemetryConfig */.Aq)(start.env);
    }
    catch (error) {
        start.log.warning(`OpenTelemetry is off: ${(0,error_message/* messageOf */.b)(error)}`);
        return telemetry/* NO_TELEMETRY */.w;
    }
    if (config === null)
        return telemetry/* NO_TELEMETRY */.w;
    if (start.flushTimeoutMs !== undefined)
        config = { ...config, flushTimeoutMs: start.flushTimeoutMs };
    try {
        const { startOpenTelemetry } = await Promise.all(/* import() */[__webpack_require__.e(294), __webpack_require__.e(148)]).then(__webpack_require__.bind(__webpack_require__, 94148));
        const telemetry = startOpenTelemetry(config, start);
        start.log.debug(`OpenTelemetry: exporting to ${(0,telemetry_config/* endpointLabel */.md)(config)}`);
        return telemetry;
    }
    catch (error) {
        start.log.warning(`OpenTelemetry is off: it could not start: ${(0,error_message/* messageOf */.b)(error)}`);
        return telemetry/* NO_TELEMETRY */.w;
    }
}

;// CONCATENATED MODULE: ./src/runtime/lifecycle.ts










/**
 * One error annotation line (core.error escapes line breaks, so it stays one line). Input
 * errors are the user's to fix and get no stack; anything else gets its stack as a debug
 * line, shown only with step debug logging.
 */
function reportFailure(error, log) {
    log.error((0,error_message/* messageOf */.b)(error), error instanceof runtime_inputs/* InputError */.dz ? error.annotation : undefined);
    if (!(error instanceof runtime_inputs/* InputError */.dz) && error instanceof Error && error.stack) {
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
    const log = runtime_log/* logger */.vF;
    let inputs;
    try {
        inputs = spec.readInputs((0,runtime_inputs/* createInputs */.In)(deps.env ? (0,runtime_inputs/* rawInputFromEnv */.Mw)(env) : undefined), env);
    }
    catch (error) {
        // Nothing has started: one error line is all the output.
        reportFailure(error, log);
        exit(1);
        return 1;
    }
    const started = now();
    const correlationId = (deps.uuid ?? external_node_crypto_.randomUUID)();
    log.info(`${spec.name}: correlation id ${correlationId}`);
    const cancel = (0,signals/* installCancelHandlers */.J)({ log, target: deps.signals });
    const metrics = new runtime_metrics/* MetricsRecorder */.kb();
    const summary = new runtime_summary/* JobSummary */.c();
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
                return await telemetry.span(name, () => core/* group */.Os(name, fn));
            }
            finally {
                metrics.addPhase(name, now() - t0);
            }
        },
        log,
        setOutput(name, value) {
            core/* setOutput */.uH(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
        },
        summary,
        telemetry,
        elapsedMs: () => Math.max(0, now() - started),
        metric(name, value) {
            if (!metrics.set(name, value)) {
                log.warning(`Metric ${(0,runtime_log/* untrusted */.bp)(name, 80)} ignored: ${value} is not a finite number`);
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
            await (deps.sleep ?? sleep)(delay, cancel.signal);
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
            (0,runtime_metrics/* addOutcomeToSummary */.L4)(summary, report);
        log.debug(`Run metrics: ${JSON.stringify(report)}`);
        await (0,runtime_summary/* writeJobSummary */.j)(summary.toMarkdown(), env);
    }
    catch (error) {
        log.warning(`Could not write the job summary: ${(0,error_message/* messageOf */.b)(error)}`);
    }
    try {
        const path = await (0,runtime_metrics/* writeMetricsFile */.bw)(report, env);
        if (path === undefined)
            log.debug('RUNNER_TEMP is not set: no metrics file written');
        else
            log.debug(`Metrics written to ${path}`);
    }
    catch (error) {
        log.warning(`Could not write the metrics file: ${(0,error_message/* messageOf */.b)(error)}`);
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
            log.warning(`OpenTelemetry: could not export the run's telemetry: ${(0,runtime_log/* untrusted */.bp)(problem, 300)}`);
    }
    catch (error) {
        log.warning(`OpenTelemetry: could not export the run's telemetry: ${(0,runtime_log/* untrusted */.bp)((0,error_message/* messageOf */.b)(error), 300)}`);
    }
}


/***/ }),

/***/ 80390:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FV: () => (/* reexport safe */ _untrusted_js__WEBPACK_IMPORTED_MODULE_1__.FV),
/* harmony export */   bp: () => (/* reexport safe */ _untrusted_js__WEBPACK_IMPORTED_MODULE_1__.bp),
/* harmony export */   vF: () => (/* binding */ logger)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(91659);
/* harmony import */ var _untrusted_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(63634);


/**
 * The logger every action uses. `info` prints its text as is: callers pass untrusted
 * parts through `untrusted()`. Annotations (warning, error) and debug lines are workflow
 * commands whose data @actions/core escapes, so they are always one line.
 */
const logger = {
    info: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq(message),
    debug: (message) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .debug */ .Yz(message),
    warning: (message, props) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(message, props),
    error: (message, props) => _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .error */ .z3(message, props),
};


/***/ }),

/***/ 48705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L4: () => (/* binding */ addOutcomeToSummary),
/* harmony export */   bw: () => (/* binding */ writeMetricsFile),
/* harmony export */   kb: () => (/* binding */ MetricsRecorder)
/* harmony export */ });
/* unused harmony export metricsFilePath */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79979);


/** Phase timings and named values of one action run; the last value of a name wins. */
class MetricsRecorder {
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
function addOutcomeToSummary(summary, report) {
    summary.heading(`${report.action}: ${report.outcome} (exit code ${report.exit_code}, ${(report.duration_ms / 1000).toFixed(1)} s)`, 3);
}
/** The metrics file path; the action name is reduced to file-name-safe characters. */
function metricsFilePath(runnerTemp, action, correlationId) {
    const safe = (s) => s.replace(/[^A-Za-z0-9._-]/g, '_');
    return (0,node_path__WEBPACK_IMPORTED_MODULE_0__.join)(runnerTemp, 'squadscope-metrics', `${safe(action)}-${safe(correlationId)}.json`);
}
/** Writes the metrics file under RUNNER_TEMP; returns its path, or undefined when RUNNER_TEMP is unset. */
async function writeMetricsFile(report, env) {
    const runnerTemp = env.RUNNER_TEMP;
    if (!runnerTemp)
        return undefined;
    const path = metricsFilePath(runnerTemp, report.action, report.correlation_id);
    await (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(path, `${JSON.stringify(report, null, 2)}\n`);
    return path;
}


/***/ }),

/***/ 66684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ runPool)
/* harmony export */ });
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


/***/ }),

/***/ 72173:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ installCancelHandlers)
/* harmony export */ });
/* unused harmony export CancelledError */
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
function installCancelHandlers(opts) {
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


/***/ }),

/***/ 37984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ JobSummary),
/* harmony export */   j: () => (/* binding */ writeJobSummary)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _log_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(80390);


/**
 * A markdown builder for the job summary. Every text argument is escaped, so untrusted
 * text can neither break a table nor inject HTML; only `raw()` takes markdown as is.
 */
class JobSummary {
    #blocks = [];
    heading(text, level = 2) {
        const depth = Math.min(6, Math.max(1, Math.floor(level)));
        this.#blocks.push(`${'#'.repeat(depth)} ${(0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(text)}`);
        return this;
    }
    paragraph(text) {
        this.#blocks.push((0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(text));
        return this;
    }
    list(items) {
        if (items.length > 0)
            this.#blocks.push(items.map((i) => `- ${(0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(i)}`).join('\n'));
        return this;
    }
    /** Rows shorter than the header are padded with empty cells; extra cells are dropped. */
    table(header, rows) {
        if (header.length === 0)
            throw new RangeError('a summary table needs at least one column');
        const line = (cells) => `| ${header.map((_, i) => (0,_log_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeMarkdown */ .FV)(cells[i] ?? '')).join(' | ')} |`;
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
async function writeJobSummary(markdown, env) {
    const path = env.GITHUB_STEP_SUMMARY;
    if (!path)
        return false;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.appendFile)(path, markdown, 'utf8');
    return true;
}


/***/ }),

/***/ 18796:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Aq: () => (/* binding */ readTelemetryConfig),
/* harmony export */   md: () => (/* binding */ endpointLabel)
/* harmony export */ });
/* unused harmony exports TelemetryConfigError, DEFAULT_SERVICE_NAME, FLUSH_TIMEOUT_MS, parseKeyValueList */
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
function readTelemetryConfig(env) {
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
function endpointLabel(config) {
    const urls = [config.traces?.url, config.metrics?.url].filter((u) => u !== undefined);
    return [...new Set(urls.map((u) => new URL(u).origin))].join(', ');
}


/***/ }),

/***/ 68867:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P: () => (/* binding */ safeUrl),
/* harmony export */   w: () => (/* binding */ NO_TELEMETRY)
/* harmony export */ });
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


/***/ }),

/***/ 98799:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ canonicalize)
/* harmony export */ });
function serializeString (value) {
  if (!value.isWellFormed()) {
    throw new Error('Lone surrogate is not allowed');
  }
  return JSON.stringify(value);
}

function serializePrimitive (value) {
  switch (typeof value) {
    case 'number':
      if (isNaN(value)) {
        throw new Error('NaN is not allowed');
      }
      if (!isFinite(value)) {
        throw new Error('Infinity is not allowed');
      }
      // For finite numbers String(value) would give identical output, but
      // JSON.stringify benchmarks faster on V8.
      return JSON.stringify(value);
    case 'string':
      return serializeString(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      // null, or values JSON.stringify maps to undefined (undefined,
      // functions, symbols).
      return JSON.stringify(value);
  }
}

// Resolves a value to either its serialized primitive form (a string — or
// undefined, for values JSON.stringify drops) or a frame describing the
// container to descend into. Callers distinguish the two cases with
// `typeof result !== 'object'`.
//
// toJSON results are unwrapped here, and the wrapper objects stay in `seen`
// until the resolved subtree is fully serialized, so cycles introduced via
// toJSON are still detected.
function enterValue (value, seen) {
  let wrappers = null;
  while (value !== null && typeof value === 'object' && typeof value.toJSON === 'function') {
    if (seen.has(value)) {
      throw new Error('Circular reference detected');
    }
    seen.add(value);
    (wrappers ??= []).push(value);
    value = value.toJSON();
  }

  // Boxed Number/String/Boolean objects serialize as their primitive values,
  // mirroring how JSON.stringify treats them.
  if (value instanceof Number || value instanceof String || value instanceof Boolean) {
    value = value.valueOf();
  }

  if (value === null || typeof value !== 'object') {
    if (wrappers !== null) {
      for (const wrapper of wrappers) seen.delete(wrapper);
    }
    return serializePrimitive(value);
  }

  if (seen.has(value)) {
    throw new Error('Circular reference detected');
  }
  seen.add(value);

  return {
    container: value,
    // null marks an array frame; object frames carry their sorted keys.
    // `sort()`'s default comparator orders by UTF-16 code unit, which is the
    // order JCS requires.
    keys: Array.isArray(value) ? null : Object.keys(value).sort(),
    // Next child to serialize; the frame resumes here after a nested
    // container's subtree completes.
    index: 0,
    // Whether no member has been emitted yet (controls comma placement).
    first: true,
    // toJSON wrappers to release from `seen` when this frame completes.
    wrappers
  };
}

function canonicalize (object) {
  if (object === null || typeof object !== 'object') {
    return serializePrimitive(object);
  }

  const seen = new Set();
  const root = enterValue(object, seen);
  if (typeof root !== 'object') {
    // A toJSON chain resolved the input to a primitive.
    return root;
  }

  let result = root.keys === null ? '[' : '{';
  const stack = [root];

  // Depth-first serialization with an explicit stack instead of recursion, so
  // nesting depth is bounded by heap size rather than call-stack size. The top
  // frame is the container currently being serialized: primitive children are
  // appended inline, while a nested container pushes a new frame and jumps
  // back to the outer loop. Because frame.index was already advanced, the
  // parent resumes at its next child once the subtree is done. Opening
  // brackets are emitted when a frame is pushed, closing brackets when it
  // completes.
  outer:
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const container = frame.container;

    // keys === null marks an array frame; otherwise keys holds the object's
    // sorted property names. Either way the iteration counter lives on the
    // frame itself (frame.index), so when a frame is resumed after a nested
    // container completes, the while condition continues at the first
    // unserialized child instead of restarting from the beginning.
    if (frame.keys === null) {
      while (frame.index < container.length) {
        const i = frame.index++;
        if (i > 0) {
          result += ',';
        }
        const element = container[i];
        // Inside arrays, JSON.stringify serializes values with no JSON
        // representation (undefined, symbols, functions) as null.
        const value = element === undefined || typeof element === 'symbol' || typeof element === 'function' ? null : element;
        if (value === null || typeof value !== 'object') {
          result += serializePrimitive(value);
          continue;
        }
        const child = enterValue(value, seen);
        if (typeof child !== 'object') {
          // A toJSON chain resolved the child to an already-serialized
          // primitive — or, when child is undefined, to a value with no JSON
          // representation, which becomes null inside arrays.
          result += child === undefined ? 'null' : child;
          continue;
        }
        result += child.keys === null ? '[' : '{';
        stack.push(child);
        continue outer;
      }
      result += ']';
    } else {
      const keys = frame.keys;
      while (frame.index < keys.length) {
        const key = keys[frame.index++];
        const value = container[key];
        // Inside objects, JSON.stringify omits properties whose value has no
        // JSON representation (undefined, symbols, functions).
        if (value === undefined || typeof value === 'symbol' || typeof value === 'function') {
          continue;
        }
        if (value === null || typeof value !== 'object') {
          // Commas are tracked with a flag rather than the key index: a
          // skipped key must not leave a stray comma behind.
          if (frame.first) {
            frame.first = false;
          } else {
            result += ',';
          }
          result += serializeString(key) + ':' + serializePrimitive(value);
          continue;
        }
        // The child must be resolved before the key is emitted: a toJSON
        // returning a value with no JSON representation drops the whole
        // property.
        const child = enterValue(value, seen);
        if (child === undefined) {
          continue;
        }
        if (frame.first) {
          frame.first = false;
        } else {
          result += ',';
        }
        result += serializeString(key) + ':';
        if (typeof child !== 'object') {
          result += child;
          continue;
        }
        result += child.keys === null ? '[' : '{';
        stack.push(child);
        continue outer;
      }
      result += '}';
    }

    // Frame complete. The container leaves `seen` so that a later, sibling
    // reference to the same object is not mistaken for a cycle.
    seen.delete(container);
    if (frame.wrappers !== null) {
      for (const wrapper of frame.wrappers) seen.delete(wrapper);
    }
    stack.pop();
  }

  return result;
}


/***/ })

};
