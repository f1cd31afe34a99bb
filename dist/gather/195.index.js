export const id = 195;
export const ids = [195];
export const modules = {

/***/ 20195:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runGather: () => (/* binding */ runGather)
});

// UNUSED EXPORTS: GatherError

// EXTERNAL MODULE: ./src/artifacts/index.ts + 8 modules
var artifacts = __webpack_require__(56211);
// EXTERNAL MODULE: ./src/runtime/signals.ts
var signals = __webpack_require__(72173);
// EXTERNAL MODULE: ./src/gather/index.ts + 13 modules
var gather = __webpack_require__(37837);
// EXTERNAL MODULE: ./src/fanout/kernels.ts + 10 modules
var kernels = __webpack_require__(43499);
// EXTERNAL MODULE: ./src/fanout/legs.ts
var fanout_legs = __webpack_require__(40698);
// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
// EXTERNAL MODULE: ./src/canonical/index.ts + 7 modules
var canonical = __webpack_require__(41483);
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
        const version = (0,fanout_legs/* parseStateName */.kg)(name, spec.collector, spec.fan_id);
        if (version !== null && (best === null || version > best.version))
            best = { name, version };
    }
    return best;
}
async function loadState(store, newest, spec, kernel) {
    const files = await store.download(newest.name, { maxBytes: fanout_legs/* MAX_STATE_BYTES */.fM, maxFiles: 1 });
    const bytes = files.get(fanout_legs/* STATE_FILE */.bv);
    if (bytes === undefined || files.size !== 1) {
        throw new gather/* GatherStateError */.HY(`gather state ${JSON.stringify(newest.name)} does not hold exactly ${fanout_legs/* STATE_FILE */.bv}`);
    }
    let value;
    try {
        value = (0,canonical/* parseStrict */.z3)(bytes, {
            maxBytes: fanout_legs/* MAX_STATE_BYTES */.fM,
            source: `${newest.name}/${fanout_legs/* STATE_FILE */.bv}`,
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
async function publishState(store, record, version, maxBytes = fanout_legs/* MAX_STATE_BYTES */.fM) {
    const name = (0,fanout_legs/* stateArtifactName */.LK)(record.collector, record.fan_id, version);
    const data = `${(0,canonical/* canonicalJson */.dj)(record)}\n`;
    (0,fanout_legs/* checkUploadSize */.$M)(`gather state ${name} (${fanout_legs/* STATE_FILE */.bv})`, data, maxBytes);
    try {
        await store.upload(name, [{ name: fanout_legs/* STATE_FILE */.bv, data }]);
        return name;
    }
    catch (error) {
        if (error instanceof artifacts/* ArtifactError */.nE && error.code === 'exists')
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
    const kernel = (0,kernels/* registeredKernel */._8)(registry, name);
    if (kernel === undefined) {
        throw new RangeError(`unknown kernel ${JSON.stringify(name.slice(0, 60))} (kernels: ${Object.keys(registry.kernels).join(', ')})`);
    }
    return kernel;
}
/** A leg's files, or why it is refused when it is over the size a leg may have. */
async function downloadLeg(store, name) {
    try {
        return await store.download(name, { maxBytes: fanout_legs/* MAX_LEG_BYTES */.ad, maxFiles: 1 });
    }
    catch (error) {
        if (error instanceof artifacts/* ArtifactError */.nE && error.code === 'too_large') {
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
        .map((name) => ({ name, parsed: (0,fanout_legs/* parseLegName */.no)(name, record.fan_id) }))
        .filter((l) => l.parsed !== null)
        .filter((l) => !offered.has(l.name))
        .sort((a, b) => a.parsed.seq - b.parsed.seq || b.parsed.attempt - a.parsed.attempt);
    const arrivals = [];
    const rejected = [];
    for (const leg of legs) {
        offered.add(leg.name);
        const files = await downloadLeg(store, leg.name);
        const bytes = 'refused' in files ? undefined : files.get(fanout_legs/* LEG_FILE */.gU);
        const read = 'refused' in files
            ? { rejected: files.refused }
            : bytes === undefined
                ? { rejected: `holds no ${fanout_legs/* LEG_FILE */.gU}` }
                : (0,fanout_legs/* readLeg */.NT)(leg.name, bytes, record.fan_id, leg.parsed);
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
    throw signal.reason instanceof signals/* CancelledError */.c ? signal.reason : new signals/* CancelledError */.c('SIGTERM');
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
    if (version > fanout_legs/* MAX_STATE_VERSION */.YV) {
        throw new GatherError(`collector ${opts.spec.collector} has published its last state version (${fanout_legs/* MAX_STATE_VERSION */.YV}, ${base.stateArtifact ?? ''}): gather into another collector`);
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
    const publish = (0,kernels/* publishStep */.gm)(opts.registry, opts.spec.kernel);
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


/***/ })

};
