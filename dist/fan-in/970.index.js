export const id = 970;
export const ids = [970];
export const modules = {

/***/ 39970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// UNUSED EXPORTS: ACTION_NAME, fanInAction, runFanInAction

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
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

// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
// EXTERNAL MODULE: ./src/artifacts/index.ts + 7 modules
var artifacts = __webpack_require__(52247);
// EXTERNAL MODULE: ./src/canonical/index.ts + 6 modules
var canonical = __webpack_require__(79652);
// EXTERNAL MODULE: ./src/gather/index.ts + 11 modules
var gather = __webpack_require__(21254);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __webpack_require__(30987);
;// CONCATENATED MODULE: ./src/config/limits.ts
/** Largest accepted configuration file (source config, topic config, scrape state). */
const MAX_CONFIG_BYTES = 1024 * 1024;
/** Nesting limit for configuration values: the contracts need 4 levels at most. */
const MAX_CONFIG_DEPTH = 32;
/** Defaults of a source entry (source_config_v1), applied by the loader. */
const limits_SOURCE_DEFAULTS = { active: true, interval_hours: 168, required: false };
/** Default relevance threshold of the topic config (topic_config_v1). */
const DEFAULT_RELEVANCE_THRESHOLD = 0.4;

// EXTERNAL MODULE: ./src/runcontext/leg-id.ts
var leg_id = __webpack_require__(24696);
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

;// CONCATENATED MODULE: ./src/runcontext/time.ts
// UTC instants and their text forms (pure). The contracts use `YYYY-MM-DDTHH:MM:SSZ`.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const time_DAY_MS = 24 * HOUR_MS;
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
const WEEK = /^(\d{4})-W(\d{2})$/;
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
    const m = WEEK.exec(text);
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
function label(fan) {
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
        throw new errors_ConfigError(file, `is not valid YAML: ${problem}`, position);
    }
    // Keys must be scalars: the yaml package would stringify a collection key.
    let badKey;
    let depthProblem;
    (0,dist/* visit */.YR)(doc, {
        Pair(_key, pair) {
            if (!(0,dist/* isPair */.tO)(pair) || (0,dist/* isScalar */.jn)(pair.key) || pair.key === null)
                return;
            const offset = pair.key.range?.[0] ?? 0;
            const { line, col } = lines.linePos(offset);
            badKey = [
                `line ${line}, column ${col}: map keys must be plain scalars`,
                { line, column: col },
            ];
            return dist/* visit */.YR.BREAK;
        },
        Collection(_key, _node, path) {
            // path holds the document and every pair and collection above this one.
            const depth = path.filter((p) => !(0,dist/* isPair */.tO)(p)).length;
            if (depth > MAX_CONFIG_DEPTH) {
                depthProblem = depthMessage();
                return dist/* visit */.YR.BREAK;
            }
        },
    });
    if (badKey)
        throw new errors_ConfigError(file, `is not valid YAML: ${badKey[0]}`, badKey[1]);
    if (depthProblem)
        throw new errors_ConfigError(file, `is not valid YAML: ${depthProblem}`);
    let value;
    try {
        // maxAliasCount bounds alias expansion ("billion laughs").
        value = doc.toJS({ maxAliasCount: 100 });
    }
    catch (error) {
        throw new errors_ConfigError(file, `is not valid YAML: ${oneLine(error instanceof Error ? error.message : String(error), Infinity)}`);
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
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
/** Why `template` cannot be filled (its first unknown placeholder), or undefined. */
function queries_templateProblem(template) {
    const unknown = unknownPlaceholder(template);
    if (unknown === undefined)
        return undefined;
    return `query template ${JSON.stringify(template)} has an unknown placeholder ${JSON.stringify(unknown)} (${KNOWN})`;
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
    const values = { last_week: firstDay, today: lastDay };
    const filled = template.replace(PLACEHOLDER, (_whole, name) => values[name]);
    const q = filled.trim().replace(/\s+/g, ' ');
    if (q === '')
        throw new QueryError('a query template is empty');
    if (q.length > 256) {
        // GitHub rejects longer search queries with 422; fail before spending a call.
        throw new QueryError(`query ${JSON.stringify(q)} is longer than GitHub's 256 characters`);
    }
    return q;
}
/** Same query twice would fetch the same pages twice: keep the first occurrence. */
function unique(queries) {
    return [...new Set(queries)];
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
    return (0,artifacts/* parsePackArtifactName */.Oe)(name) !== null;
}
/**
 * Opens pack `name` (located when the store keeps plain files, else downloaded) within
 * `maxBytes` per source file and max(maxBytes, 256 MiB) in all, and maps each file to its
 * planned leg.
 */
async function openPack(store, name, plan, maxBytes) {
    const parsed = (0,artifacts/* parsePackArtifactName */.Oe)(name);
    if (parsed === null)
        throw new Error(`openPack: ${name} is not a pack artifact name`);
    const { attempt } = parsed;
    const fan = plan.fans.rss;
    const maxFiles = Math.max(fan?.expected ?? 0, 1);
    // Each file within the per-leg limit; the pack within what one artifact may hold, so that
    // a hostile pack cannot make the fan-in hold (files × limit) bytes.
    const total = Math.max(maxBytes, artifacts/* DEFAULT_MAX_BYTES */.fS);
    const limits = { maxFileBytes: maxBytes, maxBytes: total, maxFiles };
    let files;
    try {
        files = store.locate ? await store.locate(name, limits) : await store.download(name, limits);
    }
    catch (error) {
        const problem = (0,leg_files/* fetchProblem */.uJ)(error);
        if (!problem)
            throw error;
        return { legs: [], ignored: [], rejected: { name, attempt, problem } };
    }
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
    const legLike = listed.filter((a) => (0,artifacts/* parseLegArtifactName */.DH)(a.name) !== null || isPackName(a.name));
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
    checkRunContext(runContext);
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
    const packs = [];
    for (const name of names) {
        if (isPackName(name)) {
            packs.push(name);
            continue;
        }
        const classified = classifyArtifact(name, fanPlan);
        if (classified.kind === 'leg')
            legs.push({ name, leg: classified });
        else if (classified.kind === 'ignored') {
            const { kind: _k, reason, ...where } = classified;
            records.push({ name, ...where, verdict: 'ignored', reason, errors: [] });
        }
    }
    const plannedFans = fanPlan;
    await runPool(packs, options.concurrency ?? DEFAULT_CONCURRENCY, async (pack) => {
        const opened = await openPack(deps.store, pack, plannedFans, maxBytes);
        legs.push(...opened.legs);
        for (const { name, ...where } of opened.ignored)
            records.push({ name, ...where, verdict: 'ignored', errors: [] });
        const bad = opened.rejected;
        if (bad) {
            const { problem } = bad;
            records.push({
                name: bad.name,
                fan: 'rss',
                attempt: bad.attempt,
                verdict: 'rejected',
                reason: problem.code,
                errors: [problem],
            });
        }
    });
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
        await runPool(legs, Math.max(1, concurrency), async (entry) => void records.push(await collectLeg(collect, entry)), { stopOnError: true });
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
    const policy = applyPolicy({ ...outcomes, minSourceRatio, skipped: plan.skipped.length });
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
        // Why nothing was planned: the plan's own list of skipped sources and reasons.
        ...(policy.status === 'empty' ? { skipped: plan.skipped } : {}),
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
async function collectLeg(ctx, entry) {
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
    // Where the store keeps plain files, the checker reads the leg itself (leg-files.ts).
    const fileName = legFileName(leg.fan, leg.id);
    let task = entry.content && {
        name,
        fan: leg.fan,
        id: leg.id,
        ...entry.content,
    };
    if (task === undefined)
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











// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/runtime/log.ts


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

;// CONCATENATED MODULE: ./src/runtime/inputs.ts



/** A bad action input: the message names the input, e.g. `Input 'max-items': must be at least 1, got "0"`. */
class InputError extends Error {
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
/** Reads inputs the way @actions/core does, but from the given environment. */
function rawInputFromEnv(env) {
    return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TRUE_VALUES = ['true', 'True', 'TRUE'];
const FALSE_VALUES = ['false', 'False', 'FALSE'];
function got(raw) {
    return `got ${untrusted(raw, 60)}`;
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
        throw new InputError(name, `${range}, ${got(raw)}`);
    }
    return value;
}
/**
 * Typed readers over the action's inputs. Every reader throws InputError naming the
 * input, so an action validates all of them before doing any work.
 */
function createInputs(read = (name) => core/* getInput */.V4(name)) {
    const required = (name) => {
        throw new InputError(name, 'is required');
    };
    const readNumber = (name, opts, integer) => {
        const raw = read(name);
        if (raw === '')
            return opts.default ?? required(name);
        const value = Number(raw);
        if (integer) {
            if (!INTEGER.test(raw) || !Number.isSafeInteger(value)) {
                throw new InputError(name, `must be an integer, ${got(raw)}`);
            }
        }
        else if (!DECIMAL.test(raw) || !Number.isFinite(value)) {
            throw new InputError(name, `must be a number, ${got(raw)}`);
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
            throw new InputError(name, `must be true or false, ${got(raw)}`);
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
                throw new InputError(name, `must be one of ${allowed.join(', ')}, ${got(raw)}`);
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
                    throw new InputError(name, `is not valid JSON: ${error.message}`);
                }
                throw error;
            }
        },
    };
}

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

;// CONCATENATED MODULE: ./src/runtime/metrics.ts


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
    return (0,external_node_path_.join)(runnerTemp, 'squadscope-metrics', `${safe(action)}-${safe(correlationId)}.json`);
}
/** Writes the metrics file under RUNNER_TEMP; returns its path, or undefined when RUNNER_TEMP is unset. */
async function writeMetricsFile(report, env) {
    const runnerTemp = env.RUNNER_TEMP;
    if (!runnerTemp)
        return undefined;
    const path = metricsFilePath(runnerTemp, report.action, report.correlation_id);
    await (0,canonical/* writeFileAtomic */.Zf)(path, `${JSON.stringify(report, null, 2)}\n`);
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

;// CONCATENATED MODULE: ./src/runtime/summary.ts


/**
 * A markdown builder for the job summary. Every text argument is escaped, so untrusted
 * text can neither break a table nor inject HTML; only `raw()` takes markdown as is.
 */
class JobSummary {
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
async function writeJobSummary(markdown, env) {
    const path = env.GITHUB_STEP_SUMMARY;
    if (!path)
        return false;
    await (0,promises_.appendFile)(path, markdown, 'utf8');
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
        config = readTelemetryConfig(start.env);
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
        start.log.debug(`OpenTelemetry: exporting to ${endpointLabel(config)}`);
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
    log.error((0,error_message/* messageOf */.b)(error), error instanceof InputError ? error.annotation : undefined);
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
    const correlationId = (deps.uuid ?? external_node_crypto_.randomUUID)();
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
            addOutcomeToSummary(summary, report);
        log.debug(`Run metrics: ${JSON.stringify(report)}`);
        await writeJobSummary(summary.toMarkdown(), env);
    }
    catch (error) {
        log.warning(`Could not write the job summary: ${(0,error_message/* messageOf */.b)(error)}`);
    }
    try {
        const path = await writeMetricsFile(report, env);
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
            log.warning(`OpenTelemetry: could not export the run's telemetry: ${untrusted(problem, 300)}`);
    }
    catch (error) {
        log.warning(`OpenTelemetry: could not export the run's telemetry: ${untrusted((0,error_message/* messageOf */.b)(error), 300)}`);
    }
}

;// CONCATENATED MODULE: ./src/runtime/index.ts











;// CONCATENATED MODULE: ./src/actions/fan-in/inputs.ts
// The inputs of fan-in, all validated before any artifact is listed (fail fast).



const QUERY_PARAM = /^[A-Za-z0-9._~-]{1,100}$/;
function contract(inputs, name, which) {
    const value = inputs.json(name);
    if (value === undefined)
        return undefined;
    const result = (0,contracts/* validate */.tf)(which, value);
    if (!result.ok) {
        const first = result.errors[0];
        throw new InputError(name, `is not a valid ${which}: ${first?.pointer || '/'} ${first?.message ?? ''}`);
    }
    return value;
}
function readFanInInputs(inputs, env, cwd) {
    const workspace = env['GITHUB_WORKSPACE'] || cwd;
    const path = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(workspace, p));
    const optionalPath = (name) => {
        const value = inputs.optional(name);
        return value === undefined ? undefined : path(value);
    };
    const keep = inputs.list('keep-query-params');
    for (const name of keep) {
        if (!QUERY_PARAM.test(name)) {
            throw new InputError('keep-query-params', `${JSON.stringify(name.slice(0, 60))} is not a query parameter name`);
        }
    }
    return {
        runContext: contract(inputs, 'run-context', 'run_context_v1'),
        fanPlan: contract(inputs, 'fan-plan', 'fan_plan_v1'),
        artifactDir: optionalPath('artifact-dir'),
        outputDir: path(inputs.string('output-dir', { default: 'data/raw' })),
        minSourceRatio: inputs.number('min-source-ratio', { default: 0.6, min: 0, max: 1 }),
        keepQueryParams: keep,
        topicConfig: optionalPath('topic-config'),
        state: optionalPath('state'),
        upload: inputs.bool('upload', true),
        okf: inputs.bool('okf', false),
    };
}

// EXTERNAL MODULE: ./node_modules/hyparquet/src/snappy.js
var snappy = __webpack_require__(17426);
;// CONCATENATED MODULE: ./src/okf/errors.ts
// One error type for every OKF failure, so the CLI and the actions can name the problem
// (and tests can branch on it) without parsing messages.
class errors_OkfError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = 'OkfError';
    }
}
/** JSON-quoted and cut: safe to put untrusted text (a field name, a ref) in a message. */
function okf_errors_quoted(text, max = 80) {
    const cut = text.length > max ? `${text.slice(0, max)}…` : text;
    return JSON.stringify(cut);
}

// EXTERNAL MODULE: ./node_modules/hyparquet-writer/src/write.js + 26 modules
var write = __webpack_require__(15305);
;// CONCATENATED MODULE: ./src/okf/schema.ts
// The compact schema of an OKF dataset and its one-line rendering (pure).
//
// A column's type is inferred from the values the rows hold (nulls and missing keys do
// not count): all strings => str, all booleans => bool, all safe integers => int, all
// finite numbers => float, anything else (objects, arrays, mixed kinds) => json. A column
// with no value takes its type from the payload's JSON Schema when it names one, else str.


const schema_OKF_TYPES = (/* unused pure expression or super */ null && (['str', 'int', 'float', 'bool', 'json']));
const MAX_FIELDS = 1000;
const MAX_FIELD_NAME_LENGTH = 200;
const MAX_DESC_LENGTH = 500;
function kindOf(value, field, row) {
    switch (typeof value) {
        case 'string':
            if (!value.isWellFormed()) {
                throw new errors_OkfError('bad_rows', `Row ${row}, field ${okf_errors_quoted(field)}: a string with a lone surrogate is not valid Unicode`);
            }
            return 'str';
        case 'boolean':
            return 'bool';
        case 'number':
            if (!Number.isFinite(value)) {
                throw new errors_OkfError('bad_rows', `Row ${row}, field ${okf_errors_quoted(field)}: ${value} is not a finite number`);
            }
            return Number.isSafeInteger(value) ? 'int' : 'float';
        case 'object':
            return 'json';
        default:
            throw new errors_OkfError('bad_rows', `Row ${row}, field ${okf_errors_quoted(field)}: a ${typeof value} is not JSON`);
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
        throw new errors_OkfError('bad_rows', `Field name ${okf_errors_quoted(name)} refused: 1 to ${MAX_FIELD_NAME_LENGTH} characters, no control characters`);
    }
    // Rows, columns and results are plain objects, where assigning `__proto__` sets the
    // prototype instead of a field: the field would vanish silently.
    if (name === '__proto__') {
        throw new errors_OkfError('bad_rows', 'Field name "__proto__" refused: it cannot be a field of a plain JavaScript object; rename it');
    }
}
/** The field => kind of every field the rows hold (in no particular order). */
function scanKinds(rows) {
    const kinds = new Map();
    rows.forEach((row, index) => {
        if (typeof row !== 'object' || row === null || Array.isArray(row)) {
            throw new errors_OkfError('bad_rows', `Row ${index} is not a JSON object`);
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
                    throw new errors_OkfError('bad_rows', `More than ${MAX_FIELDS} fields in the rows`);
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
    for (const field of [...kinds.keys()].sort(canonical/* compareStrings */.Kt)) {
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

;// CONCATENATED MODULE: ./src/okf/encode.ts
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
const encode_OKF_SCHEMA_KEY = 'okf.schema';
const encode_OKF_FORMAT = 1;
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
    const schema = inferSchema(rows, payloadSchema);
    const objects = rows;
    const columns = Object.entries(schema.columns).map(([name, column]) => ({
        name,
        data: columnData(objects, name, column.type),
        type: BASIC_TYPE[column.type],
        nullable: true,
    }));
    const fileSchema = {
        format: encode_OKF_FORMAT,
        rows: schema.rows,
        columns: schema.columns,
    };
    const buffer = (0,write/* parquetWriteBuffer */.G)({
        columnData: columns,
        rowGroupSize: rowGroupRows,
        pageSize: pageBytes,
        statistics: true,
        createdBy: CREATED_BY,
        kvMetadata: [{ key: encode_OKF_SCHEMA_KEY, value: JSON.stringify(fileSchema) }],
    });
    return { bytes: new Uint8Array(buffer), schema };
}

;// CONCATENATED MODULE: ./src/okf/ref.ts
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
        throw new errors_OkfError('bad_ref', `Invalid dataset name ${okf_errors_quoted(name)}: use 1 to 64 lower-case letters, digits, '-' or '_', starting with a letter or digit`);
    }
}
function ref_parseRef(text) {
    const match = REF.exec(text.trim());
    if (!match?.[1] || !match[2]) {
        throw new OkfError('bad_ref', `Malformed OKF ref ${quoted(text)}: expected okf:<name>#v<k>, e.g. okf:news#v1`);
    }
    return { name: match[1], version: Number(match[2]) };
}
function ref_formatRef(ref) {
    return `okf:${ref.name}#v${ref.version}`;
}
function ref_datasetKey(key) {
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
function ref_resolveKey(ref, keys) {
    if (!keys.includes(claimKey(ref)))
        return undefined;
    const found = versionsOf(ref.name, keys).filter((key) => key.version === ref.version);
    if (found.length > 1) {
        throw new errors_OkfError('corrupt', `Dataset ${ref_formatRef(ref)} has ${found.length} datasets stored under its version; the store was written outside the OKF publisher`);
    }
    return found[0];
}
/** The versions of `name` claimed in `keys`, ascending. */
function ref_claimedVersions(name, keys) {
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

;// CONCATENATED MODULE: ./src/okf/dataset.ts
// Opening a stored dataset: the ref resolved to a key, the Parquet footer read and checked,
// the OKF schema taken from it. Every byte read goes through a CountingBuffer, so tests and
// the readers can tell how much of the file a read fetched.





/** The footer is read in one request of this size when it fits (most footers do). */
const FOOTER_FETCH = (/* unused pure expression or super */ null && (32 * 1024));
/** The codecs OKF writes (hyparquet-writer's SNAPPY) and reads; any other is refused. */
const OKF_CODECS = (/* unused pure expression or super */ null && (['UNCOMPRESSED', 'SNAPPY']));
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
const dataset_OKF_COMPRESSORS = {
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
    const ref = parseRef(refText);
    const keys = await store.keys();
    const found = resolveKey(ref, keys);
    if (!found) {
        const known = claimedVersions(ref.name, keys).map((v) => `v${v}`);
        const have = known.length
            ? `versions of ${ref.name} in the store: ${[...new Set(known)].join(', ')}`
            : `no dataset named ${ref.name} in the store`;
        throw new OkfError('not_found', `Dataset ${formatRef(ref)} not found (${have})`);
    }
    return { ref: formatRef(ref), key: datasetKey(found) };
}
async function dataset_openDataset(store, refText) {
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
        return await parquetMetadataAsync(file, { initialFetchSize: FOOTER_FETCH });
    }
    catch (error) {
        throw dataset_corrupt(ref, error);
    }
}
function dataset_corrupt(ref, cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    return new OkfError('corrupt', `Dataset ${ref} is not a readable OKF Parquet file (truncated or corrupted?): ${quoted(why, 200)}`, { cause });
}
/** The OKF schema recorded in the footer, checked against the Parquet schema it describes. */
function okfSchemaOf(metadata, ref) {
    const entry = metadata.key_value_metadata?.find((kv) => kv.key === OKF_SCHEMA_KEY);
    let recorded;
    try {
        recorded = JSON.parse(entry?.value ?? 'null');
    }
    catch (error) {
        throw dataset_corrupt(ref, error);
    }
    const problem = schemaProblem(recorded, metadata);
    if (problem)
        throw dataset_corrupt(ref, new Error(problem));
    return { rows: recorded.rows, columns: recorded.columns };
}
function schemaProblem(recorded, metadata) {
    if (typeof recorded !== 'object' || recorded === null)
        return `no ${OKF_SCHEMA_KEY} metadata`;
    if (recorded.format !== OKF_FORMAT)
        return `unknown OKF format ${String(recorded.format)}`;
    if (!Number.isSafeInteger(recorded.rows) || recorded.rows < 0)
        return 'bad row count';
    const names = Object.keys(recorded.columns ?? {});
    const parquetNames = metadata.schema.slice(1).map((element) => element.name);
    if (names.join('\u0000') !== parquetNames.join('\u0000'))
        return 'columns differ from the Parquet schema';
    if (names.some((name) => !OKF_TYPES.includes(recorded.columns[name]?.type)))
        return 'unknown column type';
    if (names.length > 0 && Number(metadata.num_rows) !== recorded.rows)
        return 'row count differs from the Parquet footer';
    return rowGroupProblem(metadata, names.length > 0 ? recorded.rows : 0);
}
/** Row groups whose rows do not add up to the dataset's, or with a codec OKF does not write. */
function rowGroupProblem(metadata, rows) {
    let total = 0;
    for (const group of metadata.row_groups) {
        total += Number(group.num_rows);
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

;// CONCATENATED MODULE: ./src/okf/publish.ts
// Writes rows as an OKF dataset to a store and returns the compact item (I/O at the edge).
//
// Publishing the same rows again returns the ref they already have (their hash is found
// among the dataset keys `okf-<name>-v<k>-<hash>`, ref.ts), so a rerun hands on the same ref.
// New content claims k = 1 + the highest version under the name by storing the claim key
// `okf-<name>-v<k>`: the store never overwrites a key, so of two publishers racing to one k
// exactly one gets 'stored'; the other gets 'exists' and tries the next k. Only the winner
// stores its dataset under k, so a ref handed on can never come to name other bytes.




const MAX_RACES = 8;
async function publish_publishOkf(rows, store, options) {
    assertDatasetName(options.name);
    const { bytes, schema } = encodeDataset(rows, {
        payloadSchema: options.payloadSchema,
        ...(options.rowGroupRows === undefined ? {} : { rowGroupRows: options.rowGroupRows }),
        ...(options.pageBytes === undefined ? {} : { pageBytes: options.pageBytes }),
    });
    const hash = (0,canonical/* sha256Hex */.fg)(bytes).slice(0, HASH_DIGITS);
    for (let attempt = 0; attempt < MAX_RACES; attempt++) {
        const keys = await store.keys();
        const stored = versionsOf(options.name, keys);
        const same = stored
            .filter((v) => v.hash === hash && ref_resolveKey(v, keys)?.hash === hash)
            .sort((a, b) => a.version - b.version)[0];
        if (same)
            return { ref: ref_formatRef(same), schema };
        const highest = Math.max(0, ...ref_claimedVersions(options.name, keys), ...stored.map((v) => v.version));
        const key = { name: options.name, version: highest + 1, hash };
        // The claim holds the hash so that a person looking at the store can see the winner.
        if ((await store.put(claimKey(key), new TextEncoder().encode(hash))) === 'exists')
            continue;
        // 'exists' here is a dataset key with the same hash under this version: the same bytes.
        await store.put(ref_datasetKey(key), bytes);
        return { ref: ref_formatRef(key), schema };
    }
    throw new errors_OkfError('conflict', `Dataset ${options.name}: lost ${MAX_RACES} races for a version number to other publishers`);
}

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
            assertDatasetName(name);
        }
        catch (error) {
            throw new RangeError(`okf kernel option "name": ${error.message}`);
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
function okfPublish(result, store) {
    return publishOkf(result.rows, store, {
        name: result.name,
        ...(result.payloadSchema === null ? {} : { payloadSchema: result.payloadSchema }),
    });
}

// EXTERNAL MODULE: ./node_modules/jsep/dist/jsep.js
var dist_jsep = __webpack_require__(79506);
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
        jsep.removeAllBinaryOps();
        jsep.removeAllUnaryOps();
        jsep.addBinaryOp('or', 1);
        jsep.addBinaryOp('and', 2);
        for (const op of COMPARE_OPS)
            jsep.addBinaryOp(op, 6);
        jsep.addBinaryOp('in', 6);
        jsep.addBinaryOp('contains', 6);
        jsep.addUnaryOp('not');
        jsep.addUnaryOp('-');
        configured = true;
    }
    return jsep;
}
function syntax(where, message, index) {
    const at = index === undefined ? '' : ` at position ${index + 1}:\n  ${where}\n  ${' '.repeat(index)}^`;
    return new OkfError('syntax', `where: ${message}${at}`);
}
function parseTree(where) {
    if (where.length > MAX_WHERE_LENGTH) {
        throw new OkfError('bad_option', `where is ${where.length} characters long, over the maximum of ${MAX_WHERE_LENGTH}`);
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
function where_parseWhere(where, schema) {
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
            throw new OkfError('unknown_field', `where: unknown field ${quoted(name)} (fields: ${known})`);
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
            throw new OkfError('type_mismatch', `where: 'contains' applies to str and json fields; ${field} is ${type}`);
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
            throw new OkfError('type_mismatch', `where: ${field} is json: use 'contains', '= null' or '!= null'`);
        }
        this.expectType(field, type, value, op);
        if (type === 'bool' && op !== '=' && op !== '!=') {
            throw new OkfError('type_mismatch', `where: ${field} is bool: compare it with = or != only`);
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
    return new OkfError('type_mismatch', `where: ${field} is ${type}, but '${op}' compares it with the ${typeof value} ${quoted(JSON.stringify(value))}`);
}

;// CONCATENATED MODULE: ./src/okf/read.ts
// okf read: a slice of fields and rows, or the rows matching a where, up to a limit.
// Only the columns named (plus those the where tests) and the row groups that hold the
// wanted rows are fetched; a where skips the row groups its statistics rule out.





/** The most rows one read returns (a `limit` or `rows` range over it is refused). */
const MAX_READ_ROWS = 10_000;
const DEFAULT_LIMIT = 100;
/** Parses `a:b` (0-based, end exclusive). */
function parseRows(text) {
    const match = /^\s*(\d{1,15})\s*:\s*(\d{1,15})\s*$/u.exec(text);
    const start = Number(match?.[1]);
    const end = Number(match?.[2]);
    if (!match || end < start) {
        throw new OkfError('bad_option', `rows ${quoted(text)} is not a range start:end with start <= end, e.g. 0:50`);
    }
    return { start, end };
}
function read_checkFields(dataset, fields) {
    const all = Object.keys(dataset.schema.columns);
    if (fields === undefined)
        return all;
    for (const field of fields) {
        if (!Object.hasOwn(dataset.schema.columns, field)) {
            throw new OkfError('unknown_field', `Unknown field ${quoted(field)} in ${dataset.ref} (fields: ${all.slice(0, 30).join(', ')})`);
        }
    }
    return [...new Set(fields)];
}
function checkLimit(request) {
    const limit = request.limit ?? DEFAULT_LIMIT;
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_READ_ROWS) {
        throw new OkfError('bad_option', `limit must be an integer from 1 to ${MAX_READ_ROWS}, got ${String(limit)}`);
    }
    return limit;
}
async function read_readDataset(dataset, request) {
    const fields = read_checkFields(dataset, request.fields);
    const predicate = request.where === undefined ? undefined : parseWhere(request.where, dataset.schema);
    const limit = checkLimit(request);
    const range = request.rows ?? { start: 0, end: dataset.schema.rows };
    if (request.rows && !request.where && range.end - range.start > MAX_READ_ROWS) {
        throw new OkfError('bad_option', `rows ${range.start}:${range.end} spans ${range.end - range.start} rows, over the maximum of ${MAX_READ_ROWS}`);
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
        rows = await parquetReadObjects({
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
async function read_readColumn(dataset, field) {
    let values = [];
    let filled = 0;
    try {
        // Inside the try: a footer that lies about the row count fails as corrupt.
        values = new Array(dataset.schema.rows);
        await parquetRead({
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
function numberStats(field, type, values, nulls) {
    const sorted = Float64Array.from(values).sort();
    let sum = 0;
    for (const v of values)
        sum += v;
    const n = sorted.length;
    return {
        field,
        type,
        count: n,
        nulls,
        distinct: distinctSorted(sorted),
        min: n ? sorted[0] : null,
        max: n ? sorted[n - 1] : null,
        mean: n ? sum / n : null,
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
        .sort(([ka, a], [kb, b]) => b.count - a.count || compareStrings(ka, kb))
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
        const keys = [...counts.keys()].sort(compareStrings);
        result.min = keys[0] ?? null;
        result.max = keys[keys.length - 1] ?? null;
    }
    return result;
}
async function stats_statsOf(dataset, request) {
    const [field] = checkFields(dataset, [request.field]);
    const type = dataset.schema.columns[field].type;
    if (request.numeric && type !== 'int' && type !== 'float') {
        throw new OkfError('not_numeric', `Field ${quoted(field)} of ${dataset.ref} is ${type}, not a number: numeric statistics (mean, p50, p95) need an int or float field`);
    }
    return columnStats(field, type, await readColumn(dataset, field));
}

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
                throw new errors_OkfError('corrupt', 'The dataset file became shorter while it was read');
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
        return listed.map((a) => a.name).filter(isStoreKey);
    }
    async put(key, bytes) {
        try {
            await this.artifacts.upload(key, [{ name: DATA_FILE, data: bytes }]);
            return 'stored';
        }
        catch (error) {
            if (error instanceof artifacts/* ArtifactError */.nE && error.code === 'exists')
                return 'exists';
            throw error;
        }
    }
    async open(key) {
        try {
            return this.artifacts.locate ? await this.openLocated(key) : await this.openDownloaded(key);
        }
        catch (error) {
            if (error instanceof artifacts/* ArtifactError */.nE && error.code === 'not_found') {
                throw new errors_OkfError('not_found', `Dataset ${okf_errors_quoted(key)} is not in the store`, {
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
            throw new errors_OkfError('corrupt', `Dataset ${okf_errors_quoted(key)} changed while it was opened`);
        }
        return new FileReader(handle, stat.size);
    }
    async openDownloaded(key) {
        const files = await this.artifacts.download(key, this.limits);
        const bytes = files.get(DATA_FILE);
        if (!bytes || files.size !== 1)
            throw notDataset(key);
        const expected = parseDatasetKey(key)?.hash;
        if (expected !== undefined && (0,canonical/* sha256Hex */.fg)(bytes).slice(0, HASH_DIGITS) !== expected) {
            throw new errors_OkfError('corrupt', `Dataset ${okf_errors_quoted(key)} does not match the hash in its name`);
        }
        return new MemoryReader(bytes);
    }
}
function notDataset(key) {
    return new errors_OkfError('corrupt', `Artifact ${okf_errors_quoted(key)} does not hold exactly one ${DATA_FILE}`);
}
/** The local-directory store: `<dir>/<key>/data.parquet`, as the CLI and the tests use it. */
function localOkfStore(dir) {
    return new ArtifactOkfStore(new LocalArtifactStore(dir));
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













;// CONCATENATED MODULE: ./src/actions/fan-in/okf.ts
// fan-in with `okf: true`: the merged articles of the news output, also published as an
// OKF dataset (okf:news-<week>#v<k>) in the same artifact store. The JSON outputs are not
// touched; the `news-okf` output carries only the ref and the schema.


/** The descriptions of the article fields, as the payload schema of the dataset. */
const NEWS_ARTICLE_SCHEMA = {
    type: 'object',
    properties: {
        url: { type: 'string', description: 'Article URL' },
        title: { type: 'string', description: 'Article title' },
        published: { type: 'string', description: 'Publication time, UTC (YYYY-MM-DDTHH:MM:SSZ)' },
        source: { type: 'string', description: 'Source id from the source config' },
        relevance_score: { type: 'number', description: 'Relevance to the topic keywords, 0 to 1' },
        github_urls: { type: 'array', description: 'GitHub repository URLs found in the article' },
        entities: { type: 'array', description: 'Named entities of the title' },
    },
};
/** The dataset name of a week's news: news-2026-w23. */
function newsDatasetName(week) {
    return `news-${week.toLowerCase()}`;
}
async function publishNewsOkf(ctx, store, newsPath, week) {
    // The file the fan-in has just written: its own output, so plain JSON.parse.
    const news = JSON.parse(await (0,promises_.readFile)(newsPath, 'utf8'));
    const item = await publish_publishOkf(news.articles, new ArtifactOkfStore(store), {
        name: newsDatasetName(week),
        payloadSchema: NEWS_ARTICLE_SCHEMA,
    });
    ctx.log.info(`Published ${renderItem(item)}`);
    return item;
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
        (0,canonical/* compareStrings */.Kt)(a.leg_id, b.leg_id));
}
function stepName(leg) {
    return leg.kind === 'plan' ? 'plan' : `${leg.kind}/${leg.leg_id}`;
}
/** Nearest rank: the smallest value with at least p % of the values at or below it. */
function aggregate_percentile(sortedAscending, p) {
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
                    p50: aggregate_percentile(durations, 50),
                    p95: aggregate_percentile(durations, 95),
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
        log.warning(`Could not upload the metrics record ${name}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
    }
    log.info(`Uploaded metrics record ${name}`);
    return name;
}

;// CONCATENATED MODULE: ./src/ledger/index.ts






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
            ctx.log.warning(`Metrics record ${untrusted(left.artifact, 120)} left out of the ledger: ${untrusted(left.reason, 300)}`, { title: 'fan-in: metrics record left out' });
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
        ctx.log.info(`Run ledger: ${ledger.legs.length} legs joined, written to ${path}`);
        return { path, ledger };
    }
    catch (error) {
        ctx.log.warning(`Could not write the run ledger: ${untrusted(error instanceof Error ? error.message : String(error), 300)}`);
        return null;
    }
}

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
function markdown_label(text) {
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
        `  x-axis [${shown.map((b) => markdown_label(b.label)).join(', ')}]`,
        `  y-axis ${markdown_label(axis)} 0 --> ${max}`,
        `  bar [${shown.map((b) => String(b.value)).join(', ')}]`,
        '```',
    ].join('\n');
}
function legRow(leg) {
    return [
        `${leg.kind}/${leg.id}`,
        leg.status,
        String(leg.items),
        glance_secondsText(leg.durationMs),
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
    summary.paragraph(`${glance_legCounts(g.legs)}; ${g.articles} articles, ${g.repositories} repositories; ${g.warnings.length} warnings. Run ${g.runId}.${g.reason ? ` ${g.reason}` : ''}`);
    legTable(summary, g.legs);
    charts(summary, g.legs);
    if (g.timing !== null && g.timing.critical_path.length > 0) {
        summary.paragraph(`Critical path ${glance_secondsText(g.timing.critical_path_ms)}: ${g.timing.critical_path
            .map((s) => `${s.step} ${glance_secondsText(s.duration_ms)}`)
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
        `Fan-in ${g.week}: ${g.outcome}. ${legCounts(g.legs)}; ${g.articles} articles, ${g.repositories} repositories; ${g.warnings.length} warnings`,
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
            text: secondsText(l.durationMs),
        }))));
    }
    if (g.timing !== null && g.timing.critical_path.length > 0) {
        lines.push(`  critical path ${secondsText(g.timing.critical_path_ms)}: ${g.timing.critical_path
            .map((s) => `${s.step} ${secondsText(s.duration_ms)}`)
            .join(' -> ')}`);
    }
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/index.ts




;// CONCATENATED MODULE: ./src/actions/fan-in/summary.ts
// The job summary of fan-in: the run at a glance (src/report), from the diagnostics and the
// run ledger, and for a plan with no legs why nothing was planned. JobSummary escapes every
// cell (leg ids and messages come from artifacts).

function writeFanInSummary(summary, result, ledger) {
    const d = result.diagnostics;
    writeGlanceSummary(summary, glanceOf(d, ledger));
    if (d.skipped && d.skipped.length > 0) {
        summary.heading('Not planned', 3);
        summary.table(['Source', 'Why'], d.skipped.map((s) => [s.id, s.reason]));
    }
}

;// CONCATENATED MODULE: ./src/actions/fan-in/main.ts
// fan-in: the composition root. Reads the inputs, opens the artifact store, runs the
// fan-in (src/fanin), then reports: outputs, annotations (one error per rejected
// artifact, one warning per warning), a job summary, and the uploads of the canonical
// outputs and of the diagnostics (uploaded even when the fan-in fails).
//
// A failed fan-in exits 1 with one line saying why; nothing else is reported as failure.











const ACTION_NAME = 'fan-in';
function annotate(ctx, result) {
    for (const a of result.diagnostics.artifacts) {
        if (a.verdict !== 'rejected')
            continue;
        const first = a.errors[0];
        ctx.log.error(`Artifact ${untrusted(a.name, 120)} rejected (${a.reason ?? 'invalid'}) at ${untrusted(first?.pointer || '/', 120)}: ${untrusted(first?.message ?? '', 300)}`, { title: `fan-in: ${a.name.slice(0, 100)} rejected` });
    }
    for (const warning of result.warnings)
        ctx.log.warning(untrusted(warning, 400), { title: 'fan-in warning' });
}
function setOutputs(ctx, result, canonicalArtifact, metricsPath) {
    ctx.setOutput('status', result.status);
    ctx.setOutput('github-path', result.paths.github ?? '');
    ctx.setOutput('news-path', result.paths.news ?? '');
    ctx.setOutput('diagnostics-path', result.paths.diagnostics);
    ctx.setOutput('news-checksum', result.newsChecksum ?? '');
    ctx.setOutput('warnings', result.warnings);
    ctx.setOutput('canonical-artifact', canonicalArtifact);
    ctx.setOutput('metrics-path', metricsPath);
}
async function filesOf(paths) {
    return Promise.all(paths.map(async (p) => ({ name: (0,external_node_path_.basename)(p), data: await (0,promises_.readFile)(p) })));
}
/**
 * Uploads an artifact; one that already exists with the same files (a rerun of the same
 * attempt on a local directory) is fine, with other files it is an error.
 */
async function upload(ctx, store, name, files) {
    const outcome = await uploadOnce(store, name, files);
    ctx.log.info(outcome === 'uploaded'
        ? `Uploaded artifact ${name} (${files.map((f) => f.name).join(', ')})`
        : `Artifact ${name} already exists with the same content`);
}
/**
 * The ledger's own artifact. Its durations differ from run to run, so an attempt run again
 * keeps the first one; no problem here ever fails the fan-in.
 */
async function uploadLedger(ctx, store, week, attempt, path) {
    const name = (0,artifacts/* attemptName */.LZ)(`run-metrics-${week}`, attempt);
    try {
        await store.upload(name, await filesOf([path]));
        ctx.log.info(`Uploaded artifact ${name}`);
    }
    catch (error) {
        if (error instanceof artifacts/* ArtifactError */.nE && error.code === 'exists')
            ctx.log.info(`Artifact ${name} already exists: kept`);
        else
            ctx.log.warning(`Could not upload the run ledger: ${untrusted((0,error_message/* messageOf */.b)(error), 300)}`);
    }
}
async function run(ctx, inputs, deps) {
    const store = deps.store ??
        (0,artifacts/* openArtifactStore */.kT)({
            ...(inputs.artifactDir === undefined ? {} : { artifactDir: inputs.artifactDir }),
            env: ctx.env,
        });
    const result = await ctx.phase('Fan in', () => runFanIn({
        outputDir: inputs.outputDir,
        minSourceRatio: inputs.minSourceRatio,
        keepQueryParams: inputs.keepQueryParams,
        ...(inputs.runContext ? { runContext: inputs.runContext } : {}),
        ...(inputs.fanPlan ? { fanPlan: inputs.fanPlan } : {}),
        ...(inputs.topicConfig ? { topicConfigPath: inputs.topicConfig } : {}),
        ...(inputs.state ? { statePath: inputs.state } : {}),
    }, {
        store,
        now: deps.clock ?? Date.now,
        sourceDateEpoch: ctx.env['SOURCE_DATE_EPOCH'],
        ...(deps.legWorkerScript ? { legWorkerScript: deps.legWorkerScript } : {}),
    }));
    const d = result.diagnostics;
    ctx.telemetry.annotate({ 'run.id': d.run_id, 'squadscope.status': d.status });
    ctx.log.info(`Fan-in of run ${d.run_id}: ${result.status}${result.reason ? ` (${untrusted(result.reason, 400)})` : ''}`);
    ctx.log.info(`Legs: ${validationLine(result.validation)}`);
    for (const file of result.files)
        ctx.log.info(`${file.outcome === 'written' ? 'Wrote' : 'Unchanged'} ${file.path}`);
    annotate(ctx, result);
    // The ledger sits beside the canonical outputs: a fan-in that wrote none (failed closed, or
    // a plan with no legs) leaves its diagnostics as its only output and only artifact.
    const wroteOutputs = result.paths.github !== null || result.paths.news !== null;
    const ledger = wroteOutputs
        ? await writeRunLedger(ctx, store, result, (0,external_node_path_.dirname)(result.paths.diagnostics))
        : null;
    writeFanInSummary(ctx.summary, result, ledger?.ledger ?? null);
    let canonicalArtifact = '';
    let uploadError;
    if (inputs.upload) {
        try {
            await ctx.phase('Upload', async () => {
                const attempt = (0,artifacts/* runAttempt */.Tm)(ctx.env);
                const canonical = [result.paths.github, result.paths.news].filter((p) => p !== null);
                if (canonical.length > 0) {
                    canonicalArtifact = (0,artifacts/* attemptName */.LZ)(`canonical-${d.week}`, attempt);
                    await upload(ctx, store, canonicalArtifact, await filesOf(canonical));
                }
                await upload(ctx, store, (0,artifacts/* attemptName */.LZ)('fan-in-diagnostics', attempt), await filesOf([result.paths.diagnostics]));
                if (ledger !== null)
                    await uploadLedger(ctx, store, d.week, attempt, ledger.path);
            });
        }
        catch (error) {
            uploadError = error;
            canonicalArtifact = '';
        }
    }
    setOutputs(ctx, result, canonicalArtifact, ledger?.path ?? '');
    let newsOkf = '';
    if (inputs.okf && result.paths.news !== null && uploadError === undefined) {
        const news = result.paths.news;
        newsOkf = JSON.stringify(await ctx.phase('Publish OKF', () => publishNewsOkf(ctx, store, news, d.week)));
    }
    ctx.setOutput('news-okf', newsOkf);
    const articles = d.fans.rss?.legs.reduce((n, l) => n + l.items, 0) ?? 0;
    const repositories = d.fans.github?.legs.reduce((n, l) => n + l.items, 0) ?? 0;
    ctx.metric('legs_accepted', d.artifacts.filter((a) => a.verdict === 'accepted').length);
    ctx.metric('artifacts_rejected', d.artifacts.filter((a) => a.verdict === 'rejected').length);
    ctx.metric('warnings', result.warnings.length);
    ctx.metric('articles_in', articles);
    ctx.metric('repositories_in', repositories);
    // One line saying why: the fan-in's failure comes first, an upload problem after it.
    if (result.status === 'failed') {
        if (uploadError !== undefined) {
            ctx.log.error(`Upload failed: ${untrusted(uploadError instanceof Error ? uploadError.message : String(uploadError), 300)}`);
        }
        throw new Error(`fan-in failed: ${result.reason ?? 'see the diagnostics'}`);
    }
    if (uploadError !== undefined)
        throw uploadError;
    return { items: articles + repositories };
}
function fanInAction(deps = {}) {
    return {
        name: ACTION_NAME,
        readInputs: (inputs, env) => readFanInInputs(inputs, env, deps.cwd ?? process.cwd()),
        run: async (ctx, inputs) => {
            try {
                return await run(ctx, inputs, deps);
            }
            catch (error) {
                // A setup problem (no run context, a topic config of another run) is one line as is.
                if (error instanceof reasons/* FanInSetupError */.Md)
                    throw new Error(`fan-in cannot start: ${error.message}`);
                throw error;
            }
        },
    };
}
/** Runs the action; resolves to the exit code. */
function runFanInAction(deps = {}) {
    return runAction(fanInAction(deps), deps);
}
/** The bundle's entry: `entry` is the bundle itself (it also serves the leg-check workers). */
function main(entry) {
    return runFanInAction({ legWorkerScript: entry });
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


/***/ })

};
