export const id = 733;
export const ids = [733];
export const modules = {

/***/ 55210:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   uploadOnce: () => (/* binding */ uploadOnce)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(47172);
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
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n) || error.code !== 'exists')
            throw error;
        if (!(await holdsSame(store, name, files))) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n('exists', `Artifact ${JSON.stringify(name)} already exists with other content: use an empty artifact-dir or a new run attempt`, { cause: error });
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
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ArtifactError */ .n && error.code === 'too_large')
            return false;
        throw error;
    }
    return (existing.size === files.length &&
        files.every((f) => existing.get(f.name)?.equals(Buffer.from(f.data)) === true));
}


/***/ }),

/***/ 22733:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FanInSetupError: () => (/* reexport */ reasons/* FanInSetupError */.Md),
  runFanIn: () => (/* reexport */ runFanIn),
  rG: () => (/* reexport */ runPartialFanIn),
  validationLine: () => (/* reexport */ validationLine)
});

// UNUSED EXPORTS: ArticleSet, DEFAULT_MAX_ARTIFACT_BYTES, DEFAULT_MIN_SOURCE_RATIO, MAX_WORKERS, addShard, applyPolicy, articleSetOf, checkPlan, classifyArtifact, emptyRepoSet, finalRepos, formatTimestamp, legArticles, legFileName, mergeArticleSets, mergeRepoSets, normalizeUrl, parseFanPlan, parsePartialArtifactName, parseRunContext, partialArtifactName, resolveMergedAt, rssLegOk, serveLegChecks, urlOfJson, validateGithubShard, validateRssLeg

// EXTERNAL MODULE: ./src/fanin/leg-checkers.ts
var leg_checkers = __webpack_require__(6583);
// EXTERNAL MODULE: ./src/artifacts/index.ts + 6 modules
var artifacts = __webpack_require__(48300);
// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(79979);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __webpack_require__(30987);
// EXTERNAL MODULE: ./src/runtime/pool.ts
var pool = __webpack_require__(66684);
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
const MAX_LEG_BYTES = (/* unused pure expression or super */ null && (64 * 1024 * 1024));
const MAX_STATE_BYTES = (/* unused pure expression or super */ null && (256 * 1024 * 1024));
/**
 * Refuses to upload a file its reader would refuse: a gather downloads leg and state files
 * with the limits above, so a larger file would only fail later, on the gathering side.
 */
function checkUploadSize(what, data, maxBytes) {
    const bytes = Buffer.byteLength(data);
    if (bytes > maxBytes) {
        throw new ArtifactError('too_large', `${what} is ${bytes} bytes, above the ${maxBytes} bytes a gather reads: not uploaded`);
    }
}
function fanHash(fanId) {
    return sha256Hex(fanId).slice(0, 12);
}
function legArtifactName(fanId, seq, attempt) {
    return attemptName(`fan-${fanHash(fanId)}-${seq}`, attempt);
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
    return `${canonicalJson(envelope)}\n`;
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
    if (!isPlainObject(value) || !isFanId(value['fan_id']))
        return false;
    const { seq, expected } = value;
    return isFanSize(expected) && isSeqOf(seq, expected);
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
        value = parseStrict(bytes, { maxBytes: MAX_LEG_BYTES, source: `${name}/${LEG_FILE}` });
    }
    catch (error) {
        return { rejected: messageOf(error) };
    }
    if (!isPlainObject(value) || value['format'] !== LEG_FORMAT) {
        return { rejected: `${LEG_FILE} is not a ${LEG_FORMAT} envelope` };
    }
    const frames = asFrames(value['fan']);
    if (frames === null) {
        return {
            rejected: `${LEG_FILE} has no valid fan frame stack (at most ${MAX_FRAME_DEPTH} frames, each a fan id and integers 0 <= seq < expected)`,
        };
    }
    const own = findFrame(frames, fanId)?.frame;
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
    return (0,artifacts.attemptName)(`${PARTIAL_PREFIX}${chunk}`, attempt);
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
const MAX_PARTIAL_BYTES = 4 * artifacts/* DEFAULT_MAX_BYTES */.fS;
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
        ((0,artifacts/* parseLegArtifactName */.DH)(a.name) !== null || isPackName(a.name) || isPartialName(a.name)));
}
/**
 * The run's artifact names split for the fan-in: the partials, and the other names. When
 * there is a partial, RSS leg artifacts and packs are left out of the other names.
 */
function splitPartials(names) {
    const partials = names.filter(isPartialName);
    if (partials.length === 0)
        return { names: [...names], partials };
    const rest = names.filter((name) => !partials.includes(name) && !isPackName(name) && (0,artifacts/* parseLegArtifactName */.DH)(name)?.kind !== 'rss');
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
    const bytes = Buffer.isBuffer(manifest) ? manifest : (0,artifacts/* readLocatedFile */.BN)(manifest);
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
function legsOf(opened, plan) {
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
    const opened = await (0,pool/* runPool */.k)(newest, OPEN_AT_ONCE, (name) => openOne(store, name, plan, maxBytes), {
        stopOnError: true,
    });
    checkPartials(opened, runContext, plan);
    const legs = [];
    const records = [...older];
    for (const partial of opened) {
        const of = legsOf(partial, plan);
        legs.push(...of.legs);
        records.push(...of.records);
    }
    return { legs, records };
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
    await (0,pool/* runPool */.k)(found.packs, limits.concurrency, async (pack) => {
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
        await (0,pool/* runPool */.k)(legs, setting.concurrency, async (entry) => void records.push(await collectLeg(setting, arrivals, entry)), { stopOnError: true });
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
        throw new errors_ConfigError(file, `is not valid YAML: ${(0,untrusted/* oneLine */.TN)((0,error_message/* messageOf */.b)(error), Infinity)}`);
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
        const message = leg.message ? `: ${(0,untrusted/* oneLine */.TN)(leg.message)}` : '';
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
// EXTERNAL MODULE: ./src/artifacts/upload-once.ts
var upload_once = __webpack_require__(55210);
// EXTERNAL MODULE: ./src/runcontext/nesting.ts + 1 modules
var nesting = __webpack_require__(67242);
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
            const own = (0,nesting/* chunkOfPackId */.X0)((0,artifacts/* parsePackArtifactName */.Oe)(name)?.legId ?? '');
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
            return 'bytes' in content ? content.bytes : (0,artifacts/* readLocatedFile */.BN)(content.file);
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
    await (0,pool/* runPool */.k)(candidates, options.concurrency ?? 4, async (candidate) => {
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
    const outcome = await (0,upload_once.uploadOnce)(store, name, [manifest, ...files]);
    const held = files.length;
    return { name, partial, held, missing: legs.length - held, outcome };
}

;// CONCATENATED MODULE: ./src/fanin/index.ts














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


/***/ })

};
