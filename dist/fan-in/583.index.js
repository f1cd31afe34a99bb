export const id = 583;
export const ids = [583];
export const modules = {

/***/ 42375:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ transferablesOf),
/* harmony export */   N: () => (/* binding */ checkLeg)
/* harmony export */ });
/* harmony import */ var _merge_news_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(17704);
/* harmony import */ var _validate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(60158);


function checkLeg(job, setting) {
    const fan = setting.plan.fans[job.fan];
    if (!fan)
        throw new Error(`no planned fan ${job.fan} for ${job.name}`);
    const expect = { runContext: setting.runContext, fan, maxBytes: setting.maxBytes };
    if (job.fan === 'rss') {
        const result = (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .validateRssLeg */ .n)(job.id, job.bytes, expect, job.name);
        if (!result.ok)
            return { ok: false, problems: result.problems };
        const { payload } = result;
        return {
            ok: true,
            fan: 'rss',
            frames: payload.fan,
            item: {
                status: payload.status,
                error: payload.error,
                articleCount: payload.articles.length,
                articles: (0,_merge_news_js__WEBPACK_IMPORTED_MODULE_0__/* .legArticles */ .st)(result.seq, result.sorted, setting.keepQueryParams, result.packed),
            },
        };
    }
    const result = (0,_validate_js__WEBPACK_IMPORTED_MODULE_1__/* .validateGithubShard */ .s)(job.id, job.bytes, expect, job.name);
    if (!result.ok)
        return { ok: false, problems: result.problems };
    const { payload } = result;
    return {
        ok: true,
        fan: 'github',
        frames: payload.fan,
        item: {
            shard_id: payload.shard_id,
            repositories: payload.repositories,
            api_metrics: payload.api_metrics,
            filter_summary: payload.filter_summary,
        },
    };
}
/**
 * The buffers behind a verdict, to move rather than copy to another thread. Only for a
 * verdict made in a worker: there every buffer was made by the check or is the job's
 * bytes, which arrived by transfer or as a copy, never a buffer something else shares.
 */
function transferablesOf(verdict) {
    if (!verdict.ok || verdict.fan !== 'rss')
        return [];
    const { json, ends, keys, hashes, scores, lost } = verdict.item.articles;
    const views = [ends, keys.bytes, keys.ends, hashes, scores];
    if ('bytes' in json)
        views.push(json.bytes);
    if ('bytes' in json && json.sources)
        views.push(json.sources);
    if ('places' in json)
        views.push(json.places);
    if (lost)
        views.push(lost);
    return [...new Set(views.map((view) => view.buffer))];
}


/***/ }),

/***/ 6583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W4: () => (/* binding */ startLegWorkers),
/* harmony export */   Zx: () => (/* binding */ defaultWorkerCount),
/* harmony export */   serveLegChecks: () => (/* binding */ serveLegChecks),
/* harmony export */   z1: () => (/* binding */ inThreadChecker)
/* harmony export */ });
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75919);
/* harmony import */ var node_worker_threads__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_worker_threads__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _artifacts_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(48300);
/* harmony import */ var _leg_check_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(42375);
/* harmony import */ var _leg_files_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(18536);
/**
 * Where leg checks run: in this thread, or spread over worker threads so that a fan-in of
 * many legs uses every core (validation is most of a fan-in's CPU time; the merge after
 * it is cheap). Both run the same pure checkLeg, so verdicts never depend on the choice;
 * the worker form only adds the message plumbing.
 *
 * A worker is the bundle that started the fan-in, started again in a thread: each entry
 * point (the action, the command line, the benchmark) calls serveLegChecks() first and,
 * when it returns true, does nothing else. Sources run under jest have no such bundle and
 * check in this thread.
 */





/** Marks the workerData of a leg-check worker. */
const WORKER_MARK = 'squadscope-leg-checks';
/** Workers used by default: one per core, at most this many. */
const MAX_DEFAULT_WORKERS = 4;
/** One worker per core, at most 4; none on a single core (the main thread is as fast). */
function defaultWorkerCount() {
    const cores = (0,node_os__WEBPACK_IMPORTED_MODULE_0__.availableParallelism)();
    return cores > 1 ? Math.min(cores, MAX_DEFAULT_WORKERS) : 0;
}
function inThreadChecker(setting) {
    // One buffer for every leg read from a file: a check runs to its end before the next.
    const buffer = new _artifacts_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ReadBuffer */ .pt();
    return {
        check: (task) => Promise.resolve().then(() => (0,_leg_files_js__WEBPACK_IMPORTED_MODULE_4__/* .checkLegTask */ .kH)(task, setting, buffer)),
        close: () => Promise.resolve(),
    };
}
/** Starts `count` workers running `script` (an entry point that calls serveLegChecks). */
function startLegWorkers(script, count) {
    const workers = Array.from({ length: count }, () => ({
        worker: new node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.Worker(script, { workerData: { [WORKER_MARK]: true } }),
        pending: new Map(),
    }));
    let nextId = 0;
    let broken;
    let closing = false;
    const fail = (slot, error) => {
        broken ??= error;
        for (const p of slot.pending.values())
            p.reject(error);
        slot.pending.clear();
    };
    for (const slot of workers) {
        slot.worker.on('message', (reply) => {
            const pending = slot.pending.get(reply.id);
            if (!pending)
                return;
            slot.pending.delete(reply.id);
            if ('crash' in reply)
                pending.reject(new Error(`checking ${pending.name}: ${reply.crash}`));
            else
                pending.resolve(reply.verdict);
        });
        slot.worker.on('error', (error) => fail(slot, new Error('a leg-check worker failed', { cause: error })));
        slot.worker.on('exit', (code) => {
            if (!closing)
                fail(slot, new Error(`a leg-check worker exited with code ${code}`));
        });
    }
    let closed;
    const close = () => (closed ??= (async () => {
        closing = true;
        await Promise.all(workers.map(({ worker }) => worker.terminate()));
        for (const slot of workers)
            fail(slot, new Error('the leg checks were stopped'));
    })());
    return {
        size: count,
        close,
        checker(setting) {
            for (const { worker } of workers)
                worker.postMessage({ setting });
            return {
                check(task) {
                    if (broken)
                        return Promise.reject(broken);
                    // The least busy worker: legs differ in size, so round-robin could queue behind a big one.
                    const slot = workers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
                    const id = nextId++;
                    return new Promise((resolve, reject) => {
                        slot.pending.set(id, { resolve, reject, name: task.name });
                        if (!('bytes' in task)) {
                            slot.worker.postMessage({ id, task }); // the worker reads the file
                            return;
                        }
                        // Posting a view would copy its whole ArrayBuffer (maybe a larger download):
                        // a view of all of its buffer moves; any other is copied to one of its own first.
                        const { bytes } = task;
                        const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
                            ? bytes
                            : new Uint8Array(bytes);
                        const message = { id, task: { ...task, bytes: own } };
                        slot.worker.postMessage(message, [own.buffer]);
                    });
                },
                close,
            };
        },
    };
}
/**
 * In a thread started by startLegWorkers: answers leg checks until the thread is stopped,
 * and returns true. Anywhere else: returns false at once.
 */
function serveLegChecks() {
    const marked = node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.workerData?.[WORKER_MARK] === true;
    if (node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.isMainThread || !node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.parentPort || !marked)
        return false;
    const port = node_worker_threads__WEBPACK_IMPORTED_MODULE_1__.parentPort;
    let setting;
    const buffer = new _artifacts_index_js__WEBPACK_IMPORTED_MODULE_2__/* .ReadBuffer */ .pt(); // every leg read from a file goes through it
    port.on('message', (message) => {
        if ('setting' in message) {
            setting = message.setting;
            return;
        }
        const { id, task } = message;
        let reply;
        let transfer = [];
        try {
            if (!setting)
                throw new Error('a leg came before the setting');
            const verdict = (0,_leg_files_js__WEBPACK_IMPORTED_MODULE_4__/* .checkLegTask */ .kH)(task, setting, buffer);
            reply = { id, verdict };
            transfer = (0,_leg_check_js__WEBPACK_IMPORTED_MODULE_3__/* .transferablesOf */ .C)(verdict);
        }
        catch (error) {
            // A bug, not a verdict on the leg: the fan-in stops with it.
            reply = {
                id,
                crash: error instanceof Error ? (error.stack ?? error.message) : String(error),
            };
        }
        port.postMessage(reply, transfer);
    });
    return true;
}


/***/ }),

/***/ 18536:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f$: () => (/* binding */ runReader),
/* harmony export */   kH: () => (/* binding */ checkLegTask),
/* harmony export */   uJ: () => (/* binding */ fetchProblem),
/* harmony export */   uN: () => (/* binding */ artifactFiles)
/* harmony export */ });
/* harmony import */ var _artifacts_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(48300);
/* harmony import */ var _leg_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(42375);
/* harmony import */ var _merge_news_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(17704);
/* harmony import */ var _record_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(27176);
/**
 * Legs read from their files (I/O). When the store keeps artifacts as plain files, a leg
 * is not held in memory from its download to the output: the checker reads it into a
 * reused buffer, and of a leg whose articles are in canonical form it keeps only where
 * they lie in the file; the output reads them from there again (the page cache still holds
 * them). Fresh memory costs more than reading a file twice, and the fan-in stays far below
 * the size of its input. A file that changed between the two reads is refused (its
 * identity and the CRC-32 it was pinned to when checked: located.ts); the fan-in then
 * fails rather than write other bytes than it checked.
 */




/**
 * The problem to record when a leg could not be fetched, or undefined when the error is
 * not a verdict on the leg (a failing backend, a bug): the fan-in then stops.
 */
function fetchProblem(error) {
    if (!(error instanceof _artifacts_index_js__WEBPACK_IMPORTED_MODULE_0__.ArtifactError) || error.code === 'backend' || error.code === 'no_store') {
        return undefined;
    }
    const code = error.code === 'too_large' ? 'too_large' : 'download';
    return { code, pointer: '', message: error.message };
}
/**
 * The files of an artifact that holds several (a pack, a partial): located in place when the
 * store keeps them on disk, downloaded otherwise; an artifact that cannot be read is a problem,
 * a store that cannot be reached an error.
 */
async function artifactFiles(store, name, limits) {
    try {
        return {
            files: store.locate ? await store.locate(name, limits) : await store.download(name, limits),
        };
    }
    catch (error) {
        const problem = fetchProblem(error);
        if (!problem)
            throw error;
        return { problem };
    }
}
/**
 * Checks one leg task. A leg read from its file goes into `buffer`, and its articles, when
 * they are the file's own bytes, are kept as a place in the file.
 */
function checkLegTask(task, setting, buffer) {
    if ('bytes' in task)
        return (0,_leg_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkLeg */ .N)(task, setting);
    const { file, ...job } = task;
    let bytes;
    try {
        bytes = buffer.read(file);
    }
    catch (error) {
        const problem = fetchProblem(error);
        if (!problem)
            throw error;
        return { ok: false, problems: [problem] };
    }
    const verdict = (0,_leg_check_js__WEBPACK_IMPORTED_MODULE_1__/* .checkLeg */ .N)({ ...job, bytes }, setting);
    if (verdict.ok && verdict.fan === 'rss') {
        verdict.item.articles = leftInFile(verdict.item.articles, bytes, file);
    }
    return verdict;
}
/**
 * The articles with their JSON as a place in `file` when it is a view of its `bytes`, or as
 * each article's place when it is a copy of the file's articles in url order.
 */
function leftInFile(articles, bytes, file) {
    const { json } = articles;
    if (!('bytes' in json))
        return articles;
    if (json.sources) {
        return { ...articles, json: { file: (0,_artifacts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pinContent */ .v1)(file, bytes), places: json.sources } };
    }
    if (json.bytes.buffer !== bytes.buffer)
        return articles;
    const offset = json.bytes.byteOffset - bytes.byteOffset;
    const length = json.bytes.byteLength;
    return { ...articles, json: { file: (0,_artifacts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .pinContent */ .v1)(file, bytes), offset, length } };
}
/**
 * Reads runs of articles for the output: views of the legs held in memory; a leg left in
 * its file is read again, whole, into one reused buffer when its first run comes (the
 * runs of one leg come together). The bytes are valid until the next call.
 */
function runReader() {
    const buffer = new _artifacts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ReadBuffer */ .pt();
    let current;
    let bytes;
    const assembled = new RunAssembler();
    return (run) => {
        const { json } = run.leg;
        if ('bytes' in json)
            return (0,_merge_news_js__WEBPACK_IMPORTED_MODULE_2__/* .runInMemory */ .Ye)(run);
        if (run.leg !== current || bytes === undefined) {
            bytes = buffer.read(json.file);
            current = run.leg;
        }
        if ('places' in json)
            return assembled.run(bytes, json.places, run);
        return bytes.subarray(json.offset + run.start, json.offset + run.end);
    };
}
/**
 * Runs of a leg whose articles lie in its file in another order than url order: each
 * article of the run copied from its place, joined by commas, into one reused buffer.
 */
class RunAssembler {
    #buffer = new Uint8Array(64 * 1024);
    run(file, places, { leg, start, end }) {
        if (this.#buffer.length < end - start)
            this.#buffer = new Uint8Array(2 * (end - start));
        const { ends } = leg;
        let used = 0;
        for (let i = firstArticle(ends, start); i < ends.length && (0,_record_json_js__WEBPACK_IMPORTED_MODULE_3__/* .packedStart */ .lv)(ends, i) < end; i++) {
            const length = ends[i] - (0,_record_json_js__WEBPACK_IMPORTED_MODULE_3__/* .packedStart */ .lv)(ends, i);
            const from = places[i];
            if (used > 0)
                this.#buffer[used++] = 0x2c;
            this.#buffer.set(file.subarray(from, from + length), used);
            used += length;
        }
        if (used !== end - start)
            throw new Error(`a run of ${leg.source} does not fall on its articles`);
        return this.#buffer.subarray(0, used);
    }
}
/** The article that starts at packed offset `start` (binary search over `ends`). */
function firstArticle(ends, start) {
    let lo = 0;
    let hi = ends.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((0,_record_json_js__WEBPACK_IMPORTED_MODULE_3__/* .packedStart */ .lv)(ends, mid) < start)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < ends.length && (0,_record_json_js__WEBPACK_IMPORTED_MODULE_3__/* .packedStart */ .lv)(ends, lo) !== start) {
        throw new Error('a run does not start at an article');
    }
    return lo;
}


/***/ }),

/***/ 17704:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ye: () => (/* binding */ runInMemory),
/* harmony export */   dV: () => (/* binding */ ArticleSet),
/* harmony export */   st: () => (/* binding */ legArticles)
/* harmony export */ });
/* unused harmony exports urlOfJson, hashKey, articleSetOf, mergeArticleSets */
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79979);
/* harmony import */ var _record_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(27176);
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(26119);
/**
 * The article merge (pure). Articles are deduplicated by normalized URL; the winner of a
 * duplicate is the first by source priority (lowest seq = order of the source config),
 * then by raw url, then by canonical JSON. That is a total order, so the merge is
 * associative and commutative: any grouping of the legs into partial merges, merged
 * again, gives the same result (the basis of a fan-in of fan-ins). The output is sorted
 * by (source, url).
 *
 * Memory and time: this holds every article of a run, so a leg is kept packed, off the
 * JavaScript heap: the canonical JSON of its articles (computed once: it is what the
 * checksum and the output are made of) as one UTF-8 buffer, or only where that lies in the
 * leg's file when the leg was read from one (the output reads it again); with its
 * articles' dedup keys (packed too), and a hash of each key and a score per article. The
 * set is an open-addressing hash table in typed arrays mapping each key to a number naming
 * (leg, article): no string per article, and nothing for the garbage collector to trace.
 * Duplicates within one leg are settled when the leg is packed (by a set of that leg
 * alone, its JSON still in memory), so a set compares articles by their JSON only when two
 * legs share a seq or a source (partial merges of other runs: never two legs of one plan).
 */



/** Articles per leg are below this, so that (leg, index) fits one safe integer. */
const LEG_STRIDE = 2 ** 24;
/** `,"url":` only occurs as a key: inside JSON strings every quote is escaped. */
const URL_MEMBER = ',"url":';
/** The url of an article from its canonical JSON, where it is the last member. */
function urlOfJson(json) {
    const at = json.lastIndexOf(URL_MEMBER);
    const start = at + URL_MEMBER.length + 1;
    const end = json.length - 2;
    if (at < 0 || json.charCodeAt(start - 1) !== 34 || json.charCodeAt(end) !== 34) {
        throw new Error('not the canonical JSON of an article');
    }
    const raw = json.slice(start, end);
    return raw.includes('\\') ? JSON.parse(`"${raw}"`) : raw;
}
const byUrl = (a, b) => (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a.url, b.url);
/**
 * Packs one leg's articles. Every article must be of one source (the fan-in checked it:
 * reason `consistency`). `packed`, when given, is the packed canonical JSON of `articles`,
 * which are then already sorted by url (what validateRssLeg hands over); otherwise they
 * are sorted here (stable) and packed.
 */
function legArticles(seq, articles, keepQueryParams, packed) {
    let sorted = articles;
    if (packed === undefined) {
        sorted = [...articles].sort(byUrl);
        packed = (0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packStrings */ .GN)(sorted.map(_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .articleJson */ .T8));
    }
    else if (packed.ends.length !== articles.length) {
        throw new RangeError(`${packed.ends.length} packed articles for ${articles.length}`);
    }
    const source = sorted[0]?.source ?? '';
    const keys = [];
    const hashes = new Uint32Array(sorted.length);
    const scores = new Float64Array(sorted.length);
    sorted.forEach((article, i) => {
        if (article.source !== source) {
            throw new RangeError(`a leg holds articles of ${source} and ${article.source}`);
        }
        keys.push((0,_url_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeUrl */ .l)(article.url, keepQueryParams));
        hashes[i] = hashKey(keys[i]);
        scores[i] = article.relevance_score;
    });
    const leg = {
        seq,
        source,
        json: packed.sources
            ? { bytes: packed.bytes, sources: packed.sources }
            : { bytes: packed.bytes },
        ends: packed.ends,
        keys: (0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packStrings */ .GN)(keys),
        hashes,
        scores,
        lost: null,
    };
    // Two articles of the leg with one key: a set of the leg alone decides, as between legs.
    leg.lost = new ArticleSet(keepQueryParams, sorted.length).add(leg).losers();
    return leg;
}
/** The dedup hash of a key: FNV-1a over its UTF-16 code units, mixed (murmur3's finalizer). */
function hashKey(key) {
    let h = 0x811c9dc5;
    for (let i = 0; i < key.length; i++)
        h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
}
/** The canonical JSON of article i of a leg held in memory (to break ties: rare). */
function jsonAt(json, ends, i) {
    if (!('bytes' in json)) {
        throw new Error('articles of two legs sharing a seq or a source are compared by their JSON, which a leg read from a file does not hold');
    }
    const { bytes } = json;
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8', (0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packedStart */ .lv)(ends, i), ends[i]);
}
/** The bytes of a run of a leg held in memory (a view, never a copy). */
function runInMemory({ leg, start, end }) {
    if (!('bytes' in leg.json))
        throw new Error(`the articles of ${leg.source} are in a file`);
    return leg.json.bytes.subarray(start, end);
}
const EMPTY = -1;
/** A partial merge: legs, and for each key the (leg, article) that wins it. */
class ArticleSet {
    legs = [];
    // The table: slot -> ref (EMPTY when free) and the hash of its key. Load stays <= 1/2.
    #refs;
    #hashes;
    #count = 0;
    #keep;
    /**
     * `keepQueryParams`: as the legs' keys were made with (two partial merges must agree);
     * `expected`: about how many articles will be added (the table then need not grow).
     */
    constructor(keepQueryParams, expected = 0) {
        this.#keep = keepQueryParams;
        let capacity = 1024;
        while (capacity < 2 * expected)
            capacity *= 2;
        this.#refs = new Float64Array(capacity).fill(EMPTY);
        this.#hashes = new Uint32Array(capacity);
    }
    get size() {
        return this.#count;
    }
    #leg(ref) {
        return this.legs[Math.floor(ref / LEG_STRIDE)];
    }
    #json(ref) {
        const leg = this.#leg(ref);
        return jsonAt(leg.json, leg.ends, ref % LEG_STRIDE);
    }
    /** Whether two articles have the same key (asked when their hashes agree). */
    #sameKey(a, b) {
        const { bytes: bytesA, ends: endsA } = this.#leg(a).keys;
        const { bytes: bytesB, ends: endsB } = this.#leg(b).keys;
        const [i, j] = [a % LEG_STRIDE, b % LEG_STRIDE];
        const [fromA, fromB] = [(0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packedStart */ .lv)(endsA, i), (0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packedStart */ .lv)(endsB, j)];
        const length = endsA[i] - fromA;
        if (endsB[j] - fromB !== length)
            return false;
        for (let k = 0; k < length; k++)
            if (bytesA[fromA + k] !== bytesB[fromB + k])
                return false;
        return true;
    }
    /** Negative when `a` wins over `b`. */
    #compareWinners(a, b) {
        const legA = this.#leg(a);
        const legB = this.#leg(b);
        return legA.seq - legB.seq || this.#compareByJson(a, b);
    }
    /** Url, then canonical JSON: between articles of legs that share a seq or a source. */
    #compareByJson(a, b) {
        const jsonA = this.#json(a);
        const jsonB = this.#json(b);
        return (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(urlOfJson(jsonA), urlOfJson(jsonB)) || (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(jsonA, jsonB);
    }
    #grow() {
        const refs = this.#refs;
        const hashes = this.#hashes;
        this.#refs = new Float64Array(refs.length * 2).fill(EMPTY);
        this.#hashes = new Uint32Array(refs.length * 2);
        const mask = this.#refs.length - 1;
        for (let slot = 0; slot < refs.length; slot++) {
            const ref = refs[slot];
            if (ref === EMPTY)
                continue;
            const hash = hashes[slot];
            let to = hash & mask;
            while (this.#refs[to] !== EMPTY)
                to = (to + 1) & mask;
            this.#refs[to] = ref;
            this.#hashes[to] = hash;
        }
    }
    /** Offers (leg, article) `ref` for its key, whose hash is `hash`. */
    #offer(ref, hash) {
        if ((this.#count + 1) * 2 > this.#refs.length)
            this.#grow();
        const mask = this.#refs.length - 1;
        for (let slot = hash & mask;; slot = (slot + 1) & mask) {
            const held = this.#refs[slot];
            if (held === EMPTY) {
                this.#refs[slot] = ref;
                this.#hashes[slot] = hash;
                this.#count++;
                return;
            }
            if (this.#hashes[slot] === hash && this.#sameKey(held, ref)) {
                if (this.#compareWinners(ref, held) < 0)
                    this.#refs[slot] = ref;
                return;
            }
        }
    }
    /** Adds one leg in place; returns this. */
    add(leg) {
        const count = leg.hashes.length;
        if (count >= LEG_STRIDE)
            throw new RangeError(`a leg of ${count} articles`);
        const base = this.legs.length * LEG_STRIDE;
        this.legs.push(leg);
        const { hashes, lost } = leg;
        for (let i = 0; i < count; i++)
            if (lost?.[i] !== 1)
                this.#offer(base + i, hashes[i]);
        return this;
    }
    /** For each leg, 1 for each of its articles that holds a key. */
    #won() {
        const won = this.legs.map((leg) => new Uint8Array(leg.hashes.length));
        for (const ref of this.#refs) {
            if (ref !== EMPTY)
                won[Math.floor(ref / LEG_STRIDE)][ref % LEG_STRIDE] = 1;
        }
        return won;
    }
    /**
     * For a set of one leg: 1 for each of its articles that loses to another of the leg with
     * the same key, or null when none does (what the leg keeps as `lost`).
     */
    losers() {
        const [leg, ...others] = this.legs;
        if (leg === undefined || others.length > 0)
            throw new RangeError('losers of a set of one leg');
        if (this.#count === leg.hashes.length)
            return null;
        return this.#won()[0].map((won) => 1 - won);
    }
    /** The winners' refs and their keys' hashes. */
    *#winners() {
        for (let slot = 0; slot < this.#refs.length; slot++) {
            const ref = this.#refs[slot];
            if (ref !== EMPTY)
                yield [ref, this.#hashes[slot]];
        }
    }
    /**
     * The merge of two partial results (neither is modified): the winners of each, offered
     * again. A loser of a partial merge can never win the whole, the order being total.
     */
    static merge(a, b) {
        const [keepA, keepB] = [[...a.#keep].sort(), [...b.#keep].sort()];
        if (keepA.join('\n') !== keepB.join('\n')) {
            throw new RangeError('partial merges made with other kept query parameters');
        }
        const set = new ArticleSet(a.#keep, a.#count + b.#count);
        for (const part of [a, b]) {
            const base = set.legs.length * LEG_STRIDE;
            set.legs.push(...part.legs);
            for (const [ref, hash] of part.#winners())
                set.#offer(base + ref, hash);
        }
        return set;
    }
    /**
     * The final articles, sorted by (source, url). Each leg is in url order already, so no
     * article is sorted: the winners are marked per leg, and the legs taken in source order.
     * Only legs that share a source (not two legs of one plan) need their articles merged.
     */
    final() {
        const won = this.#won();
        const order = this.legs.map((_, i) => i);
        order.sort((a, b) => (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(this.legs[a].source, this.legs[b].source) || a - b);
        const refs = new Float64Array(this.#count);
        let n = 0;
        for (let k = 0; k < order.length;) {
            // The legs of one source: [k, next).
            let next = k + 1;
            const source = this.legs[order[k]].source;
            while (next < order.length && this.legs[order[next]].source === source)
                next++;
            const start = n;
            for (const legIndex of order.slice(k, next)) {
                const marks = won[legIndex];
                for (let i = 0; i < marks.length; i++)
                    if (marks[i] === 1)
                        refs[n++] = legIndex * LEG_STRIDE + i;
            }
            if (next - k > 1)
                refs.subarray(start, n).sort((a, b) => this.#compareInSource(a, b));
            k = next;
        }
        const scores = new Float64Array(n);
        const runs = [];
        // A run ends where the next article is not the next one of the same leg (a duplicate
        // that lost, or another leg).
        let runStart = 0;
        for (let i = 0; i < n; i++) {
            const ref = refs[i];
            const leg = this.#leg(ref);
            const index = ref % LEG_STRIDE;
            scores[i] = leg.scores[index];
            if (refs[i + 1] === ref + 1)
                continue;
            const first = refs[runStart] % LEG_STRIDE;
            runs.push({ leg, start: (0,_record_json_js__WEBPACK_IMPORTED_MODULE_1__/* .packedStart */ .lv)(leg.ends, first), end: leg.ends[index] });
            runStart = i + 1;
        }
        return { count: n, scores, runs };
    }
    /** Output order of two articles of one source: url, then canonical JSON. */
    #compareInSource(a, b) {
        const legA = Math.floor(a / LEG_STRIDE);
        const legB = Math.floor(b / LEG_STRIDE);
        if (legA === legB)
            return a - b; // within a leg, articles are in url order already
        return this.#compareByJson(a, b);
    }
}
/** A set of the given legs. */
function articleSetOf(legs, keepQueryParams) {
    const set = new ArticleSet(keepQueryParams);
    for (const leg of legs)
        set.add(leg);
    return set;
}
/** The merge of two partial results (neither is modified). */
function mergeArticleSets(a, b) {
    return ArticleSet.merge(a, b);
}


/***/ }),

/***/ 17831:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Md: () => (/* binding */ FanInSetupError),
/* harmony export */   Pe: () => (/* binding */ capProblems)
/* harmony export */ });
/* unused harmony export MAX_PROBLEMS */
/**
 * Why an artifact was not used: the reason codes of the diagnostics (one per artifact,
 * the first rule it broke) and the problems behind them (every field that broke one).
 */
/** Most problems listed per artifact: the diagnostics stay readable for a garbage payload. */
const MAX_PROBLEMS = 20;
/** Caps a problem list, saying how many were left out. */
function capProblems(problems) {
    if (problems.length <= MAX_PROBLEMS)
        return problems;
    const first = problems[0];
    return [
        ...problems.slice(0, MAX_PROBLEMS),
        {
            code: first.code,
            pointer: '',
            message: `${problems.length - MAX_PROBLEMS} more problems not listed`,
        },
    ];
}
/** Raised for a fan-in that cannot start: no or bad run context / plan / topic config. */
class FanInSetupError extends Error {
    constructor(message) {
        super(message);
        this.name = 'FanInSetupError';
    }
}


/***/ }),

/***/ 27176:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AK: () => (/* binding */ checksumOfJsons),
/* harmony export */   GN: () => (/* binding */ packStrings),
/* harmony export */   Js: () => (/* binding */ checksumOfRuns),
/* harmony export */   T8: () => (/* binding */ articleJson),
/* harmony export */   bK: () => (/* binding */ repositoryJson),
/* harmony export */   iu: () => (/* binding */ RunsChecksum),
/* harmony export */   lv: () => (/* binding */ packedStart)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(77598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(79979);
/**
 * Canonical JSON of the records the fan-in handles by the hundred thousand (articles,
 * repositories), fast, and the packed form it keeps them in.
 *
 * A record that passed its schema has a fixed set of keys whose values are strings,
 * numbers, booleans, null and arrays of strings; for such a value RFC 8785 is exactly
 * JSON.stringify of an object with the keys in UTF-16 order (JCS serialises strings and
 * numbers as ECMAScript does). A fresh object literal in that order takes V8's fast JSON
 * path: several times faster than a generic canonicaliser (or a replacer array). The
 * equivalence is a property test (record-json.test.ts).
 */


/** canonicalJson(article) for a schema-valid article (keys below in UTF-16 order; url last). */
function articleJson(a) {
    return JSON.stringify({
        entities: a.entities,
        github_urls: a.github_urls,
        published: a.published,
        relevance_score: a.relevance_score,
        source: a.source,
        title: a.title,
        url: a.url,
    });
}
/**
 * canonicalJson(repository) for a schema-valid repository, or for a legacy record (whose
 * stars_gained is left out when unknown: JSON.stringify drops an undefined member).
 */
function repositoryJson(r) {
    return JSON.stringify({
        api_url: r.api_url,
        archived: r.archived,
        created_at: r.created_at,
        description: r.description,
        disabled: r.disabled,
        forks: r.forks,
        full_name: r.full_name,
        id: r.id,
        language: r.language,
        license: r.license,
        name: r.name,
        node_id: r.node_id,
        owner: r.owner,
        pushed_at: r.pushed_at,
        stars: r.stars,
        stars_gained: r.stars_gained,
        topics: r.topics,
        updated_at: r.updated_at,
        url: r.url,
    });
}
/** checksumOf(records), given each record's canonical JSON. */
function checksumOfJsons(jsons) {
    return (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_1__/* .checksumOfBytes */ .mr)(`[${jsons.join(',')}]`);
}
/**
 * Packs the strings into one buffer of their own (never Node's shared pool: the buffer may
 * be transferred to another thread), so that what a leg keeps of its articles is off the
 * JavaScript heap and can be hashed and written without further encoding. ASCII strings
 * are joined a few hundred at a time and copied with one native call per piece (a
 * Buffer#write per string costs more than the copy).
 */
function packStrings(items) {
    return packAscii(items) ?? packUtf8(items);
}
/** Strings joined per native call: long enough to amortize it, short of a large object. */
const JOIN_CHARS = 32 * 1024;
function packAscii(items) {
    let size = Math.max(0, items.length - 1);
    for (const item of items)
        size += item.length;
    const bytes = Buffer.from(new ArrayBuffer(size));
    const ends = new Uint32Array(items.length);
    let used = 0;
    for (let from = 0; from < items.length;) {
        let to = from;
        let chars = 0;
        while (to < items.length && (to === from || chars < JOIN_CHARS)) {
            chars += items[to].length + 1;
            to++;
        }
        const joined = items.slice(from, to).join(',');
        // Every code unit above 0x7f takes two or more UTF-8 bytes (a lone surrogate three):
        // the UTF-8 length equals the length only for ASCII. Counted natively, unlike a regex.
        if (Buffer.byteLength(joined, 'utf8') !== joined.length)
            return undefined;
        if (from > 0)
            bytes[used++] = 0x2c;
        bytes.write(joined, used, 'latin1');
        for (let i = from; i < to; i++) {
            used += items[i].length;
            ends[i] = used;
            if (i + 1 < to)
                used++; // the comma inside the joined piece
        }
        from = to;
    }
    return { bytes, ends };
}
function packUtf8(items) {
    let size = Math.max(0, items.length - 1);
    for (const item of items)
        size += Buffer.byteLength(item, 'utf8');
    const bytes = Buffer.from(new ArrayBuffer(size));
    const ends = new Uint32Array(items.length);
    let used = 0;
    items.forEach((item, i) => {
        if (i > 0)
            used = bytes.writeUInt8(0x2c, used);
        used += bytes.write(item, used, 'utf8');
        ends[i] = used;
    });
    return { bytes, ends };
}
/** Where item i of a packed buffer starts. */
function packedStart(ends, i) {
    return i === 0 ? 0 : ends[i - 1] + 1;
}
const OPEN = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']');
/**
 * The checksum of an array whose items' canonical JSON, joined by commas, is the
 * concatenation of the runs added, with a comma between two runs: "sha256:" + hex SHA-256
 * of `[` + items joined by `,` + `]` (= checksumOf(array)). Fed one run at a time, so that
 * hashing can go along with writing.
 */
class RunsChecksum {
    #hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(OPEN);
    #empty = true;
    add(run) {
        if (!this.#empty)
            this.#hash.update(COMMA);
        this.#hash.update(run);
        this.#empty = false;
    }
    digest() {
        return `sha256:${this.#hash.update(CLOSE).digest('hex')}`;
    }
}
/** RunsChecksum of all of `runs`. */
function checksumOfRuns(runs) {
    const checksum = new RunsChecksum();
    for (const run of runs)
        checksum.add(run);
    return checksum.digest();
}


/***/ }),

/***/ 26119:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   l: () => (/* binding */ normalizeUrl)
/* harmony export */ });
/* unused harmony export normalizeParsed */
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79979);
/**
 * The URL identity of an article: lowercase scheme and host, default port
 * dropped, user info, fragment and query removed, trailing slash of a non-root path
 * removed. Query parameters named in `keep` (sites whose identity lives in the query,
 * `?p=123`) are kept, sorted by name then value so that their order does not matter.
 */

/**
 * URLs the WHATWG parser leaves as they are, up to the first `?` or `#`: lower-case
 * http(s) scheme; a host of lower-case labels of letters, digits and `-`, the last one
 * starting with a letter (so it is no IPv4 address), none an `xn--` (punycode) label; no
 * user info or port; path segments of characters outside the path percent-encode set,
 * none `.` or `..` (no `%`, so no encoded dot segment either).
 */
const PLAIN_URL = /^https?:\/\/(?!(?:[^/?#]*\.)?xn--)(?:[a-z0-9-]+\.)*[a-z][a-z0-9-]*\.?(?:\/(?!\.\.?(?:[/?#]|$))[A-Za-z0-9\-._~!$&'()*+,;=:@]*)*(?=[?#]|$)/;
/**
 * normalizeUrl without the WHATWG parser for a URL already in normal form (most feed
 * links): the scheme, host and path as they are, trailing slashes dropped. Undefined when
 * the parser is needed (an unusual URL, or a query some kept parameter may be in).
 * Equal to the parser's result where defined (a property test, url.test.ts).
 */
function plainNormalized(url, keep) {
    const match = PLAIN_URL.exec(url);
    if (match === null)
        return undefined;
    const head = match[0];
    if (keep.size > 0 && url.charCodeAt(head.length) === 63 /* ? */)
        return undefined;
    const pathStart = head.indexOf('/', head.indexOf('//') + 2);
    if (pathStart < 0)
        return `${head}/`;
    let end = head.length;
    while (end > pathStart + 1 && head.charCodeAt(end - 1) === 47 /* / */)
        end--;
    return end === url.length ? url : head.slice(0, end);
}
function normalizeUrl(url, keep = new Set()) {
    return plainNormalized(url, keep) ?? normalizeParsed(url, keep);
}
/** normalizeUrl through the WHATWG parser (exported for the equivalence test). */
function normalizeParsed(url, keep = new Set()) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        // Articles passed the schema (format uri), so this is not expected; a URL that the
        // WHATWG parser refuses is still its own identity rather than a crash.
        return url;
    }
    // WHATWG parsing already lowercases scheme and host, drops the default port and
    // resolves dot segments.
    let search = '';
    if (keep.size > 0 && parsed.search !== '') {
        const kept = [...parsed.searchParams].filter(([name]) => keep.has(name));
        kept.sort(([a, x], [b, y]) => (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(a, b) || (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)(x, y));
        if (kept.length > 0)
            search = `?${new URLSearchParams(kept).toString()}`;
    }
    let path = parsed.pathname;
    while (path.length > 1 && path.endsWith('/'))
        path = path.slice(0, -1);
    // Opaque URLs (no authority) have no host: the protocol alone then prefixes the path.
    const authority = parsed.host === '' ? '' : `//${parsed.host}`;
    return `${parsed.protocol}${authority}${path}${search}`;
}


/***/ }),

/***/ 60158:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  s: () => (/* binding */ validateGithubShard),
  n: () => (/* binding */ validateRssLeg)
});

// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(79979);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __webpack_require__(30987);
// EXTERNAL MODULE: ./src/gather/index.ts + 12 modules
var gather = __webpack_require__(92303);
// EXTERNAL MODULE: ./src/fanin/record-json.ts
var record_json = __webpack_require__(27176);
;// CONCATENATED MODULE: ./src/fanin/article-bytes.ts

/**
 * `articles` as parsed (in the leg's order), `order` the indices of `articles` in url
 * order (a stable sort), `bytes` the leg's payload and `elements` its articles' places.
 */
function packArticles(articles, order, bytes, elements) {
    const texts = canonicalTexts(elements, articles.length);
    if (typeof bytes === 'string' || texts === undefined || articles.length === 0) {
        return (0,record_json/* packStrings */.GN)(order.map((i) => (0,record_json/* articleJson */.T8)(articles[i])));
    }
    const { rewritten } = texts;
    const source = rewritten ?? bytes;
    if (inPlace(texts, order)) {
        const first = texts.starts[0];
        const run = source.subarray(first, texts.ends[articles.length - 1]);
        return {
            // The rewrite's buffer has room to spare: keep a copy of the texts alone (a Buffer's
            // slice would be a view).
            bytes: rewritten ? new Uint8Array(run) : run,
            ends: Uint32Array.from(texts.ends, (end) => end - first),
        };
    }
    const packed = copyInOrder(source, texts, order);
    // Places in the rewrite are not places in the leg's file.
    return rewritten ? { bytes: packed.bytes, ends: packed.ends } : packed;
}
/** The elements when every one of `count` articles was recognized canonical. */
function canonicalTexts(elements, count) {
    if (elements === undefined || elements.starts.length !== count)
        return undefined;
    return elements.canonical.every(Boolean) ? elements : undefined;
}
/** In url order already, one comma between consecutive texts. */
function inPlace(texts, order) {
    for (let i = 0; i < order.length; i++) {
        if (order[i] !== i)
            return false;
        if (i > 0 && texts.starts[i] !== texts.ends[i - 1] + 1)
            return false;
    }
    return true;
}
/**
 * Each text's bytes copied in `order`, joined by commas, into a buffer of their own, with
 * where each came from (a leg read from its file keeps only those places: leg-files.ts).
 */
function copyInOrder(bytes, texts, order) {
    let size = order.length - 1;
    for (let i = 0; i < order.length; i++)
        size += texts.ends[i] - texts.starts[i];
    const out = new Uint8Array(new ArrayBuffer(size));
    const ends = new Uint32Array(order.length);
    const sources = new Uint32Array(order.length);
    // Buffer#copy takes offsets: no view to allocate per article.
    const from = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let used = 0;
    order.forEach((index, i) => {
        sources[i] = texts.starts[index];
        if (i > 0)
            out[used++] = 0x2c;
        used += from.copy(out, used, texts.starts[index], texts.ends[index]);
        ends[i] = used;
    });
    return { bytes: out, ends, sources };
}

;// CONCATENATED MODULE: ./src/fanin/url-order.ts
/**
 * The order of a leg's articles by url (pure). The rule: indices sorted by url in UTF-16
 * code unit order, stable (articles sharing a url keep the order the leg wrote them in),
 * which is `plainUrlOrder`. `urlOrder` gives the same indices faster (a property test,
 * url-order.test.ts):
 *
 * - a leg already in url order (what crawl-rss-leg writes) is only checked;
 * - when every url is distinct, the urls themselves are sorted by the engine's own
 *   comparison (the default sort compares strings by code units, with no call into a
 *   comparator per pair), then each is mapped back to its index. Stability cannot matter
 *   there: no two urls are equal.
 */

function plainUrlOrder(urls) {
    return urls
        .map((_, i) => i)
        .sort((a, b) => (0,canonical/* compareStrings */.Kt)(urls[a], urls[b]) || a - b);
}
function urlOrder(urls) {
    if (isSorted(urls))
        return urls.map((_, i) => i);
    const indexOf = new Map();
    for (let i = 0; i < urls.length; i++)
        indexOf.set(urls[i], i);
    if (indexOf.size !== urls.length)
        return plainUrlOrder(urls);
    // Default sort: strings compared by UTF-16 code units (never locale-dependent).
    return [...urls].sort().map((url) => indexOf.get(url));
}
function isSorted(urls) {
    for (let i = 1; i < urls.length; i++) {
        if (urls[i - 1] > urls[i])
            return false;
    }
    return true;
}

// EXTERNAL MODULE: ./src/contracts/formats.ts
var formats = __webpack_require__(24879);
// EXTERNAL MODULE: ./src/runcontext/leg-id.ts
var leg_id = __webpack_require__(24696);
;// CONCATENATED MODULE: ./src/fanin/article-check.ts
/**
 * A fast, one-sided check of the article schema (rss_source_v2 `$defs/article`): when it
 * says yes, the JSON Schema validator would say yes too. It never says no; when it cannot
 * prove an article valid, the caller validates the whole payload with the schema
 * validator as before, so a verdict and its error list never depend on this module.
 *
 * Why: ajv runs the `format` keywords of every article (a long RFC 3986 regex for `uri`,
 * a split and two regexes for `date-time`), the bulk of the schema time of a fan-in over
 * hundreds of thousands of articles. The common shapes have cheaper sufficient checks:
 *
 * * `url` (`https?://` pattern, `uri` format, at most 2048 code points): a strict subset
 *   of ajv-formats' URI regex (scheme http/https, host of letters, digits, `-` and `.`, no
 *   port, no percent escape, the path, query and fragment characters of that regex); any
 *   other url is checked by the very `uri` function ajv uses.
 * * `published` (timestamp pattern and `date-time` format): days 01-28 exist in every
 *   month, so the pattern with such a day implies the format; days 29-31 are checked by
 *   the schema pattern and ajv-formats' `date-time` function.
 * * lengths: ajv counts code points, never more than UTF-16 units, so `length <= max`
 *   implies the maximum and a non-empty string has at least one code point.
 *
 * The implication is a property test against the schema validator (article-check.test.ts).
 */


/** The format functions the contracts' validators use (ajv-formats, full mode). */
function formatCheck(name) {
    const format = formats/* fullFormats */.U[name];
    if (typeof format === 'function')
        return format;
    if (typeof format === 'object' && format !== null && 'validate' in format) {
        const validate = format.validate;
        if (typeof validate === 'function')
            return validate;
        if (validate instanceof RegExp)
            return (text) => validate.test(text);
    }
    throw new Error(`ajv-formats has no usable ${name} format`);
}
const uriFormat = formatCheck('uri');
const dateTimeFormat = formatCheck('date-time');
// Ajv compiles schema patterns with the `u` flag; these are the schema's patterns verbatim.
const HTTP_URL_PATTERN = /^https?:\/\//u;
const TIMESTAMP_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$/u;
const GITHUB_URL_PATTERN = /^https:\/\/github\.com\/[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/u;
/**
 * A subset of ajv-formats' URI regex (see the module comment) that also matches the
 * case-sensitive `^https?://` pattern: no `i` flag (the URI regex has one, so its letter
 * classes match both cases; here upper case is spelled out where it is allowed).
 */
const SIMPLE_HTTP_URL = /^https?:\/\/[a-z0-9\-.]+(?:\/[a-zA-Z0-9\-._~!$&'()*+,;=:@]*)*(?:\?[a-zA-Z0-9\-._~!$&'()*+,;=:@/?]*)?(?:#[a-zA-Z0-9\-._~!$&'()*+,;=:@/?]*)?$/;
/** The timestamp pattern restricted to days 01-28 (valid in every month of every year). */
const SAFE_TIMESTAMP = /^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|1[0-9]|2[0-8])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$/;
const ARTICLE_KEYS = 7;
function urlValid(url) {
    if (typeof url !== 'string' || url.length > 2048)
        return false;
    if (SIMPLE_HTTP_URL.test(url))
        return true;
    return HTTP_URL_PATTERN.test(url) && uriFormat(url);
}
function timestampValid(text) {
    if (typeof text !== 'string')
        return false;
    return SAFE_TIMESTAMP.test(text) || (TIMESTAMP_PATTERN.test(text) && dateTimeFormat(text));
}
function githubUrlsValid(urls) {
    if (!Array.isArray(urls))
        return false;
    for (const url of urls) {
        if (typeof url !== 'string' || !GITHUB_URL_PATTERN.test(url))
            return false;
    }
    // uniqueItems: strings are equal exactly when they are the same string. Articles carry a
    // few links: comparing pairs costs less than building a set for each article.
    if (urls.length > 8)
        return new Set(urls).size === urls.length;
    for (let i = 1; i < urls.length; i++) {
        for (let j = 0; j < i; j++)
            if (urls[i] === urls[j])
                return false;
    }
    return true;
}
function entitiesValid(entities) {
    if (!Array.isArray(entities))
        return false;
    for (const entity of entities) {
        if (typeof entity !== 'string' || entity.length < 1 || entity.length > 200)
            return false;
    }
    return true;
}
/**
 * True only when `value` satisfies the article schema. False means "not proven": the
 * schema validator decides (it may still accept the article).
 */
function articleSurelyValid(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return false;
    // Exactly the seven required keys, each present: no additional property.
    if (Object.keys(value).length !== ARTICLE_KEYS)
        return false;
    const a = value;
    for (const key of [
        'url',
        'title',
        'published',
        'source',
        'relevance_score',
        'github_urls',
        'entities',
    ]) {
        if (!Object.hasOwn(a, key))
            return false;
    }
    const { title, source, relevance_score: score } = a;
    return (urlValid(a['url']) &&
        typeof title === 'string' &&
        title.length <= 2000 &&
        timestampValid(a['published']) &&
        typeof source === 'string' &&
        leg_id/* LEG_ID_PATTERN */.I.test(source) &&
        typeof score === 'number' &&
        Number.isFinite(score) &&
        score >= 0 &&
        score <= 1 &&
        githubUrlsValid(a['github_urls']) &&
        entitiesValid(a['entities']));
}
/** articleSurelyValid for every item (false when `articles` is not an array). */
function articlesSurelyValid(articles) {
    if (!Array.isArray(articles))
        return false;
    for (const article of articles)
        if (!articleSurelyValid(article))
            return false;
    return true;
}

// EXTERNAL MODULE: ./src/fanin/reasons.ts
var reasons = __webpack_require__(17831);
;// CONCATENATED MODULE: ./src/fanin/validate.ts
/**
 * Validation of one leg artifact against the run (pure: bytes in, verdict out). The rules
 * of docs/contracts.md ("Validation"), in the order that makes each reason code
 * specific: strict parse, schema_version (before the full schema, so an unknown version
 * says so), JSON Schema, then the run: run_context, source config checksum, fan frame,
 * consistency, window (every article published in `[since, until)`: `out_of_window`),
 * checksum. A payload that fails the schema stops there (the later rules
 * assume its shape); past the schema every rule runs so that the diagnostics name every
 * offending field. The verdict's reason is the code of the first problem.
 */








/** The run_context fields a leg must share with the run (all but created_at). */
const CONTEXT_FIELDS = [
    'schema_version',
    'run_id',
    'week',
    'since',
    'until',
    'source_config_checksum',
    'topic_config_checksum',
    'code_sha',
];
function reject(problems) {
    const first = problems[0];
    if (!first)
        throw new Error('a rejection needs at least one problem');
    return { ok: false, reason: first.code, problems: (0,reasons/* capProblems */.Pe)(problems) };
}
function parse(bytes, maxBytes, source, contract) {
    try {
        if (contract === 'rss_source_v2' && typeof bytes !== 'string') {
            return (0,canonical/* parseStrictSplitting */.nS)(bytes, 'articles', { maxBytes, source });
        }
        return { value: (0,canonical/* parseStrict */.z3)(bytes, { maxBytes, source }) };
    }
    catch (error) {
        if (error instanceof canonical/* StrictJsonError */.U7) {
            return reject([
                {
                    code: error.code === 'too_large' ? 'too_large' : 'parse',
                    pointer: error.pointer,
                    message: error.message,
                },
            ]);
        }
        throw error;
    }
}
function isRejection(value) {
    return (typeof value === 'object' &&
        value !== null &&
        value.ok === false &&
        'reason' in value);
}
function checkVersion(value, expected) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        return { code: 'schema', pointer: '', message: 'the payload is not a JSON object' };
    }
    if (!Object.hasOwn(value, 'schema_version')) {
        return {
            code: 'schema_version',
            pointer: '/schema_version',
            message: `schema_version is missing (expected ${JSON.stringify(expected)})`,
        };
    }
    const version = value.schema_version;
    if (version !== expected) {
        return {
            code: 'schema_version',
            pointer: '/schema_version',
            message: `unknown schema_version ${JSON.stringify(version)} (this fan-in reads ${JSON.stringify(expected)})`,
        };
    }
    return null;
}
function runContextProblems(leg, run) {
    const problems = [];
    for (const field of CONTEXT_FIELDS) {
        if (leg[field] === run[field])
            continue;
        const what = field === 'week'
            ? `week ${leg.week} does not match the run's week ${run.week}`
            : `${field} ${JSON.stringify(leg[field])} does not match the run's ${JSON.stringify(run[field])}`;
        problems.push({
            code: field === 'source_config_checksum' ? 'config_checksum' : 'run_context',
            pointer: `/run_context/${field}`,
            message: what,
        });
    }
    // run_context problems first: a different week usually explains a different checksum.
    return problems.sort((a, b) => (a.code === b.code ? 0 : a.code === 'run_context' ? -1 : 1));
}
/**
 * Articles published outside the run's window `[since, until)`. Every timestamp here has
 * passed the schema's `YYYY-MM-DDTHH:MM:SSZ` pattern, so text order is time order.
 */
function windowProblems(articles, run) {
    const problems = [];
    articles.forEach(({ published }, i) => {
        if (published >= run.since && published < run.until)
            return;
        problems.push({
            code: 'out_of_window',
            pointer: `/articles/${i}/published`,
            message: `published ${published} is outside the run's window [${run.since}, ${run.until})`,
        });
    });
    return problems;
}
function fanProblems(frames, fan, payloadId, idPointer, nameId) {
    const problems = [];
    if (payloadId !== nameId) {
        problems.push({
            code: 'fan',
            pointer: idPointer,
            message: `the artifact name is for leg ${JSON.stringify(nameId)}, the payload for ${JSON.stringify(payloadId)}`,
        });
    }
    const found = (0,gather/* findFrame */.tv)(frames, fan.fan_id);
    if (!found) {
        problems.push({
            code: 'fan',
            pointer: '/fan',
            message: `no frame of fan ${JSON.stringify(fan.fan_id)}`,
        });
        return { problems, seq: -1 };
    }
    const { frame, index } = found;
    if (frame.expected !== fan.expected) {
        problems.push({
            code: 'fan',
            pointer: `/fan/${index}/expected`,
            message: `the frame expects ${frame.expected} legs, the plan ${fan.expected}`,
        });
    }
    const planned = fan.legs.find((leg) => leg.seq === frame.seq);
    if (!planned) {
        problems.push({
            code: 'fan',
            pointer: `/fan/${index}/seq`,
            message: `seq ${frame.seq} is not a leg of the plan (0..${fan.expected - 1})`,
        });
    }
    else if (planned.id !== payloadId) {
        problems.push({
            code: 'fan',
            pointer: `/fan/${index}/seq`,
            message: `seq ${frame.seq} is leg ${JSON.stringify(planned.id)} in the plan, not ${JSON.stringify(payloadId)}`,
        });
    }
    return { problems, seq: frame.seq };
}
/**
 * The JSON Schema verdict on a payload, with the same errors as `validate(contract, value)`.
 * When every article of an RSS leg is proven valid by the fast check, the schema
 * validator sees the envelope with only the first article (still one article when there
 * were any, so the `failed` => no articles rule reads the same): the other articles would
 * add no error. Otherwise the whole payload goes through the schema validator.
 */
function schemaCheck(contract, value) {
    if (contract === 'rss_source_v2') {
        const { articles } = value;
        if (Array.isArray(articles) && articles.length > 1 && articlesSurelyValid(articles)) {
            return (0,contracts/* validate */.tf)(contract, { ...value, articles: articles.slice(0, 1) });
        }
    }
    return (0,contracts/* validate */.tf)(contract, value);
}
/** Parse, version and schema: the checks every leg kind shares. */
function shape(bytes, maxBytes, source, version, contract) {
    const parsed = parse(bytes, maxBytes, source, contract);
    if (isRejection(parsed))
        return parsed;
    const { value } = parsed;
    const versionProblem = checkVersion(value, version);
    if (versionProblem)
        return reject([versionProblem]);
    const result = schemaCheck(contract, value);
    if (!result.ok) {
        return reject(result.errors.map((e) => ({
            code: 'schema',
            pointer: e.pointer,
            message: e.message,
        })));
    }
    return parsed;
}
/**
 * Validates the payload of artifact `rss-<nameId>-a<N>`. On success also returns the
 * articles sorted by url with their canonical JSON (computed once, for the checksum here
 * and for the merged output later).
 */
function validateRssLeg(nameId, bytes, expect, source = `rss-${nameId}`) {
    const parsed = shape(bytes, expect.maxBytes, source, 2, 'rss_source_v2');
    if (isRejection(parsed))
        return parsed;
    const payload = parsed.value;
    const problems = runContextProblems(payload.run_context, expect.runContext);
    const fan = fanProblems(payload.fan, expect.fan, payload.source_id, '/source_id', nameId);
    problems.push(...fan.problems);
    payload.articles.forEach((article, i) => {
        if (article.source !== payload.source_id) {
            problems.push({
                code: 'consistency',
                pointer: `/articles/${i}/source`,
                message: `article of source ${JSON.stringify(article.source)} in the artifact of ${JSON.stringify(payload.source_id)}`,
            });
        }
    });
    problems.push(...windowProblems(payload.articles, expect.runContext));
    const order = urlOrder(payload.articles.map((a) => a.url));
    const sorted = order.map((i) => payload.articles[i]);
    const packed = packArticles(payload.articles, order, bytes, parsed.elements);
    const actual = (0,record_json/* checksumOfRuns */.Js)([packed.bytes]);
    if (actual !== payload.checksum) {
        problems.push({
            code: 'checksum',
            pointer: '/checksum',
            message: `checksum ${payload.checksum} does not match the articles (${actual})`,
        });
    }
    if (problems.length > 0)
        return reject(problems);
    return { ok: true, payload, seq: fan.seq, sorted, packed };
}
/** Validates the payload of artifact `github-<nameId>-a<N>`. */
function validateGithubShard(nameId, bytes, expect, source = `github-${nameId}`) {
    const parsed = shape(bytes, expect.maxBytes, source, 'github_shard_v1', 'github_shard_v1');
    if (isRejection(parsed))
        return parsed;
    const payload = parsed.value;
    const problems = runContextProblems(payload.run_context, expect.runContext);
    const fan = fanProblems(payload.fan, expect.fan, payload.shard_id, '/shard_id', nameId);
    problems.push(...fan.problems);
    const actual = (0,record_json/* checksumOfJsons */.AK)([...payload.repositories]
        .sort((a, b) => (0,canonical/* compareStrings */.Kt)(a.full_name, b.full_name))
        .map(record_json/* repositoryJson */.bK));
    if (actual !== payload.checksum) {
        problems.push({
            code: 'checksum',
            pointer: '/checksum',
            message: `checksum ${payload.checksum} does not match the repositories (${actual})`,
        });
    }
    if (problems.length > 0)
        return reject(problems);
    return { ok: true, payload, seq: fan.seq };
}


/***/ }),

/***/ 38617:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   tv: () => (/* binding */ findFrame)
/* harmony export */ });
/* unused harmony exports childFrames, carryFrames */
/** The frame of `fanId` in a stack, with its index (for JSON pointers), or undefined. */
function findFrame(frames, fanId) {
    // Innermost first: when a fan id repeats (it should not), the nearest fan-out wins,
    // as in the seed's `fan_seq(ev, fan_id)`.
    for (let index = frames.length - 1; index >= 0; index--) {
        const frame = frames[index];
        if (frame !== undefined && frame.fan_id === fanId)
            return { frame, index };
    }
    return undefined;
}
/**
 * The frames of child `seq` of a fan-out of `expected` children: the parent's frames,
 * inherited unchanged, plus one frame pushed on top.
 */
function childFrames(parent, fanId, seq, expected) {
    if (!Number.isSafeInteger(expected) || expected < 1) {
        throw new RangeError(`a fan-out expects at least one child, got ${String(expected)}`);
    }
    if (!Number.isSafeInteger(seq) || seq < 0 || seq >= expected) {
        throw new RangeError(`seq ${String(seq)} is outside 0..${expected - 1}`);
    }
    if (findFrame(parent, fanId)) {
        throw new RangeError(`fan id ${JSON.stringify(fanId)} is already on the frame stack`);
    }
    return [...parent.map((f) => ({ ...f })), { fan_id: fanId, seq, expected }];
}
/**
 * Copies the frames of `source` onto a payload that has none (the seed's `carry_fan`):
 * a transformed payload stays attributed to its fan-out.
 */
function carryFrames(source, target) {
    if (target.fan && target.fan.length > 0)
        return target;
    return { ...target, fan: source.map((f) => ({ ...f })) };
}


/***/ }),

/***/ 92303:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  jc: () => (/* reexport */ closeIncomplete),
  tv: () => (/* reexport */ gather_frames/* findFrame */.tv),
  Lg: () => (/* reexport */ onlyOptions),
  ih: () => (/* reexport */ openGather),
  a$: () => (/* reexport */ pull)
});

// UNUSED EXPORTS: GATHER_FORMAT, GatherKernelError, GatherStateError, MAX_FAN_SEQS, MAX_RLM_ENTRIES, MAX_WINDOW_SIZE, PerfectCollector, RLM_FORMAT, appendKernel, builtinSummarizers, carryFrames, checkArrival, childFrames, collectorNameProblem, emptyRlmRecord, foldRlmRecord, intOption, isFanSize, isPlainObject, isSeqOf, jsonProblem, makeWindowKernel, missingSeqs, passOutcome, replaces, resumeGather, rlmKernel, seenCount, seqList, statsSummarizer, stringOption, windowKernel

// EXTERNAL MODULE: ./src/gather/frames.ts
var gather_frames = __webpack_require__(38617);
// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(79979);
;// CONCATENATED MODULE: ./src/gather/dedup.ts
/**
 * The one rule for arrivals of a fan (pure): which fan frame an arrival belongs to, whether
 * that frame agrees with the fan, and which of two arrivals of one seq wins. Every collector
 * (the perfect collector of the crawl's fan-in, the gather engine in both modes) asks here,
 * so that a rerun or a redelivery is judged the same way everywhere.
 */


/** Finds the frame of `fanId` and checks it against a fan of `expected` seqs. */
function checkArrival(frames, fanId, expected, attempt) {
    const found = (0,gather_frames/* findFrame */.tv)(frames, fanId);
    if (!found)
        return { outcome: 'foreign' };
    const { seq } = found.frame;
    if (found.frame.expected !== expected) {
        return {
            outcome: 'invalid',
            detail: `frame expects ${found.frame.expected} legs, the fan ${expected}`,
        };
    }
    if (!Number.isSafeInteger(seq) || seq < 0 || seq >= expected) {
        return { outcome: 'invalid', detail: `seq ${seq} is outside 0..${expected - 1}` };
    }
    if (!Number.isSafeInteger(attempt) || attempt < 1) {
        return { outcome: 'invalid', detail: `attempt ${attempt} is not an integer >= 1` };
    }
    return { outcome: 'ours', frame: found.frame };
}
/**
 * Whether `incoming` replaces `held` for one seq: the newest attempt wins; within one
 * attempt the smaller name, so that two different payloads claiming the same attempt
 * resolve the same way in any arrival order.
 */
function replaces(incoming, held) {
    return (incoming.attempt > held.attempt ||
        (incoming.attempt === held.attempt && (0,canonical/* compareStrings */.Kt)(incoming.name, held.name) < 0));
}
/** How a delivery that was not kept relates to the one held: same attempt or older. */
function passOutcome(passed, held) {
    return passed.attempt === held.attempt ? 'duplicate' : 'superseded';
}

;// CONCATENATED MODULE: ./src/gather/json-value.ts
/**
 * What "plain JSON" means for a gather state (pure): null, booleans, finite numbers,
 * well-formed strings, arrays and plain objects, nothing else. A state that passes survives
 * being persisted and resumed unchanged.
 */
/** Why `value` is not plain JSON (with the JSON pointer of the first offence), or null. */
function json_value_jsonProblem(value, pointer = '', depth = 0) {
    if (depth > 200)
        return `${pointer || '/'} nests deeper than 200 levels`;
    if (value === null || typeof value === 'boolean')
        return null;
    if (typeof value === 'number') {
        return Number.isFinite(value)
            ? null
            : `${pointer || '/'} is ${String(value)}, not a JSON number`;
    }
    if (typeof value === 'string') {
        return value.isWellFormed() ? null : `${pointer || '/'} holds a lone surrogate`;
    }
    if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
            const problem = json_value_jsonProblem(value[i], `${pointer}/${i}`, depth + 1);
            if (problem !== null)
                return problem;
        }
        return null;
    }
    if (typeof value === 'object') {
        // Object.prototype of any realm (a worker's value arrives from another one) has no prototype.
        const proto = Object.getPrototypeOf(value);
        if (proto !== null && Object.getPrototypeOf(proto) !== null) {
            return `${pointer || '/'} is a ${value.constructor?.name ?? 'non-plain object'}, not a plain object`;
        }
        for (const [key, item] of Object.entries(value)) {
            const problem = json_value_jsonProblem(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, depth + 1);
            if (problem !== null)
                return problem;
        }
        return null;
    }
    return `${pointer || '/'} is ${typeof value === 'undefined' ? 'undefined' : `a ${typeof value}`}, not JSON`;
}
/** True for a plain (non-array, non-null) JSON object. */
function json_value_isPlainObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A whole number >= 0 that JSON carries exactly (a count, a seq). */
function json_value_isCount(value) {
    return Number.isSafeInteger(value) && value >= 0;
}

;// CONCATENATED MODULE: ./src/gather/record.ts

const record_GATHER_FORMAT = 'squadscope-gather/1';
/**
 * Most seqs a fan may have. A matrix level holds 256 jobs and fans nest, but a bound is
 * needed: missing seqs are listed one by one, so an `expected` of 2^53 from a crafted
 * frame or state would never finish.
 */
const record_MAX_FAN_SEQS = 1_000_000;
/** A fan's number of seqs: an integer from 1 to MAX_FAN_SEQS. */
function record_isFanSize(value) {
    return json_value_isCount(value) && value >= 1 && value <= record_MAX_FAN_SEQS;
}
/** A seq of a fan of `expected` seqs: an integer from 0 to expected - 1. */
function record_isSeqOf(value, expected) {
    return isCount(value) && value < expected;
}
/** Seqs 0..expected-1 not yet seen, ascending (empty while expected is unknown). */
function missingSeqs(record) {
    const missing = [];
    if (record.expected === null)
        return missing;
    const held = new Set(record.pending.map((s) => s.seq));
    for (let seq = 0; seq < record.expected; seq++) {
        if (!Object.hasOwn(record.seen, String(seq)) && !held.has(seq))
            missing.push(seq);
    }
    return missing;
}
/** Seqs for a message: the first `shown` of them, then how many more (a fan may miss a million). */
function seqList(seqs, shown = 20) {
    const listed = seqs.slice(0, shown).join(', ');
    return seqs.length > shown ? `${listed}, … (${seqs.length - shown} more)` : listed;
}
/** How many seqs are present (folded or held). */
function seenCount(record) {
    return Object.keys(record.seen).length + record.pending.length;
}

;// CONCATENATED MODULE: ./src/gather/collector.ts
/**
 * A perfect collector (docs/contracts.md, "Gather"): a gather keyed by one fan id,
 * with `expected` seqs; it is closed once every seq 0..expected-1 holds an item.
 *
 * Dedup is by seq: a rerun or redelivery of a leg never counts twice. Each arrival carries
 * the run attempt that produced it; for one seq the newest attempt wins whatever order the
 * arrivals come in (a rerun that lands after the barrier still replaces its older attempt),
 * so the final state depends only on the set of arrivals. The state is plain JSON
 * (`toJSON` / `fromJSON`) so a gather can be persisted and resumed.
 *
 * The kernel is `append`: the result is the items in seq order.
 */



function comparePassed(a, b) {
    return a.seq - b.seq || a.attempt - b.attempt || (0,canonical/* compareStrings */.Kt)(a.name, b.name);
}
class PerfectCollector {
    fanId;
    expected;
    #slots = new Map();
    #passed = [];
    constructor(fanId, expected) {
        this.fanId = fanId;
        this.expected = expected;
        if (fanId.length === 0)
            throw new RangeError('a collector needs a fan id');
        if (!Number.isSafeInteger(expected) || expected < 1) {
            throw new RangeError(`a perfect collector expects at least one seq, got ${String(expected)}`);
        }
    }
    offer(arrival) {
        const check = checkArrival(arrival.frames, this.fanId, this.expected, arrival.attempt);
        if (check.outcome !== 'ours')
            return check;
        const { seq } = check.frame;
        const slot = { seq, attempt: arrival.attempt, name: arrival.name, item: arrival.item };
        const held = this.#slots.get(seq);
        if (held === undefined) {
            this.#slots.set(seq, slot);
            return { outcome: 'accepted' };
        }
        if (replaces(slot, held)) {
            this.#slots.set(seq, slot);
            this.#pass(held);
            return { outcome: 'accepted', displaced: held };
        }
        this.#pass(slot);
        return { outcome: passOutcome(slot, held) };
    }
    #pass(slot) {
        this.#passed.push({ seq: slot.seq, attempt: slot.attempt, name: slot.name });
    }
    /** Every expected seq holds an item: the barrier is reached. */
    get closed() {
        return this.#slots.size === this.expected;
    }
    /** The seqs that have no item yet, ascending. */
    missing() {
        const result = [];
        for (let seq = 0; seq < this.expected; seq++)
            if (!this.#slots.has(seq))
                result.push(seq);
        return result;
    }
    get(seq) {
        return this.#slots.get(seq);
    }
    /** The held slots in seq order. */
    slots() {
        return [...this.#slots.values()].sort((a, b) => a.seq - b.seq);
    }
    /** Arrivals not kept (superseded or duplicate), in seq, attempt, name order. */
    passed() {
        return this.#passed
            .map((p) => {
            const held = this.#slots.get(p.seq);
            return { ...p, outcome: held === undefined ? 'superseded' : passOutcome(p, held) };
        })
            .sort(comparePassed);
    }
    /** The `append` kernel: the items in seq order. Only a closed collector has a result. */
    result() {
        if (!this.closed) {
            throw new Error(`gather ${this.fanId} is not closed: seqs ${seqList(this.missing())} are missing`);
        }
        return this.slots().map((s) => s.item);
    }
    toJSON() {
        return {
            mode: 'perfect',
            kernel: 'append',
            fan_id: this.fanId,
            expected: this.expected,
            slots: this.slots().map((s) => ({ ...s })),
            passed: this.passed(),
        };
    }
    /** Resumes a collector from `toJSON()` output (after a JSON round trip). */
    static fromJSON(state) {
        if (state.mode !== 'perfect' || state.kernel !== 'append') {
            throw new Error(`cannot resume a ${String(state.mode)}/${String(state.kernel)} gather`);
        }
        const collector = new PerfectCollector(state.fan_id, state.expected);
        for (const slot of state.slots) {
            if (!Number.isSafeInteger(slot.seq) || slot.seq < 0 || slot.seq >= state.expected) {
                throw new Error(`gather state holds seq ${slot.seq}, outside 0..${state.expected - 1}`);
            }
            if (collector.#slots.has(slot.seq))
                throw new Error(`gather state holds seq ${slot.seq} twice`);
            collector.#slots.set(slot.seq, { ...slot });
        }
        for (const { seq, attempt, name } of state.passed)
            collector.#passed.push({ seq, attempt, name });
        return collector;
    }
}

// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
;// CONCATENATED MODULE: ./src/gather/engine.ts
/**
 * The gather engine (pure: no I/O, no clock): opens a {@link GatherRecord}, pulls arrivals
 * into it, and closes it.
 *
 * - perfect: arrivals are held (the newest attempt of each seq wins, whatever their order);
 *   once every seq 0..n-1 is present they are folded in seq order, once each, and the
 *   record closes with the result. A timeout may close it `incomplete` with the seqs present.
 *   A closed record looks at no more arrivals (a rerun of the gather starts a new record).
 * - latent: never closes. Each pull folds, in the order given, every seq not folded yet and
 *   returns the result so far. A seq already folded is never folded again: another copy of
 *   its attempt is a `duplicate`, an older attempt `superseded`, a newer one `late_attempt`
 *   (reported, not folded: the folded state cannot take an item back out).
 *
 * Which arrival belongs to the fan and which attempt wins is decided by dedup.ts, the one
 * rule every collector uses.
 */






/** A kernel failed on one item: names the kernel, the seq and the delivery. */
class GatherKernelError extends Error {
    kernel;
    seq;
    delivery;
    constructor(kernel, seq, delivery, message, options) {
        super(seq === null
            ? `kernel '${kernel}' failed to finalize: ${message}`
            : `kernel '${kernel}' failed on seq ${seq} (${delivery ?? '?'}): ${message}`, options);
        this.kernel = kernel;
        this.seq = seq;
        this.delivery = delivery;
        this.name = 'GatherKernelError';
    }
}
const COLLECTOR_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}$/;
/** Why a collector name is refused (it names artifacts and files), or null. */
function collectorNameProblem(name) {
    if (!COLLECTOR_NAME.test(name) || name.includes('..')) {
        return 'must be 1 to 64 letters, digits, _ . - (not starting with . or -, no ..)';
    }
    return null;
}
function checkExpected(expected) {
    if (!record_isFanSize(expected)) {
        throw new RangeError(`a gather expects 1 to ${record_MAX_FAN_SEQS} seqs, got ${String(expected)}`);
    }
}
/** A new, empty record; the kernel checks its options here (RangeError naming the option). */
function openGather(spec, kernel) {
    if (spec.fan_id.length === 0)
        throw new RangeError('a gather needs a fan id');
    const problem = collectorNameProblem(spec.collector);
    if (problem !== null)
        throw new RangeError(`collector name ${problem}`);
    if (spec.expected !== undefined)
        checkExpected(spec.expected);
    if (kernel.name !== spec.kernel) {
        throw new RangeError(`kernel '${kernel.name}' given for a gather of kernel '${spec.kernel}'`);
    }
    return {
        format: record_GATHER_FORMAT,
        fan_id: spec.fan_id,
        collector: spec.collector,
        mode: spec.mode,
        expected: spec.expected ?? null,
        seen: {},
        pending: [],
        passed: [],
        rejected: [],
        kernel: spec.kernel,
        options: spec.options,
        state: kernel.init(spec.options),
        result: null,
        closed: false,
        status: 'open',
    };
}
function engine_comparePassed(a, b) {
    return a.seq - b.seq || a.attempt - b.attempt || (0,canonical/* compareStrings */.Kt)(a.name, b.name);
}
/** Adds entries to a sorted, duplicate-free list. */
function mergeSorted(list, more, compare) {
    const all = [...list, ...more].sort(compare);
    return all.filter((item, i) => i === 0 || compare(all[i - 1], item) !== 0);
}
function withRejected(record, rejected) {
    return mergeSorted(record.rejected, rejected, (a, b) => (0,canonical/* compareStrings */.Kt)(a.name, b.name) || (0,canonical/* compareStrings */.Kt)(a.detail, b.detail));
}
/** The fan's size: the record's, else the first arrival's frame of this fan. */
function expectedOf(record, arrivals) {
    if (record.expected !== null)
        return record.expected;
    for (const arrival of arrivals) {
        const found = (0,gather_frames/* findFrame */.tv)(arrival.frames, record.fan_id);
        if (found && record_isFanSize(found.frame.expected)) {
            return found.frame.expected;
        }
    }
    return null;
}
async function fold(kernel, state, item, seq, attempt, name, frame) {
    try {
        return await kernel.apply(state, item, { seq, attempt, frame });
    }
    catch (error) {
        throw new GatherKernelError(kernel.name, seq, name, (0,error_message/* messageOf */.b)(error), { cause: error });
    }
}
async function finalizeState(kernel, state) {
    try {
        return await kernel.finalize(state);
    }
    catch (error) {
        throw new GatherKernelError(kernel.name, null, null, (0,error_message/* messageOf */.b)(error), { cause: error });
    }
}
function statusOf(record) {
    return record.expected !== null && Object.keys(record.seen).length === record.expected
        ? 'complete'
        : 'open';
}
/**
 * Offers `arrivals` (in this order) to the record and returns the new record; the record
 * given is not changed, so a pull that throws leaves the previous state intact.
 */
async function pull(record, arrivals, kernel) {
    if (kernel.name !== record.kernel) {
        throw new RangeError(`kernel '${kernel.name}' given for a gather of kernel '${record.kernel}'`);
    }
    const expected = expectedOf(record, arrivals);
    if (expected === null) {
        return { record, report: { added: [], foreign: arrivals.length } };
    }
    const sized = { ...record, expected };
    return record.mode === 'perfect'
        ? pullPerfect(sized, arrivals, kernel)
        : pullLatent(sized, arrivals, kernel);
}
async function pullLatent(record, arrivals, kernel) {
    const seen = { ...record.seen };
    const passed = [];
    const rejected = [];
    const added = [];
    let foreign = 0;
    let state = record.state;
    for (const arrival of arrivals) {
        const check = checkArrival(arrival.frames, record.fan_id, record.expected, arrival.attempt);
        if (check.outcome === 'foreign')
            foreign++;
        if (check.outcome === 'invalid')
            rejected.push({ name: arrival.name, detail: check.detail });
        if (check.outcome !== 'ours')
            continue;
        const { seq } = check.frame;
        const incoming = { attempt: arrival.attempt, name: arrival.name };
        const held = seen[String(seq)];
        if (held === undefined) {
            state = await fold(kernel, state, arrival.item, seq, arrival.attempt, arrival.name, check.frame);
            seen[String(seq)] = incoming;
            added.push(seq);
        }
        else if (held.attempt !== incoming.attempt || held.name !== incoming.name) {
            // The same attempt under another name is a copy: in latent mode a folded seq stays.
            const outcome = incoming.attempt > held.attempt ? 'late_attempt' : passOutcome(incoming, held);
            passed.push({ seq, ...incoming, outcome });
        }
    }
    let next = {
        ...record,
        seen,
        passed: mergeSorted(record.passed, passed, engine_comparePassed),
        rejected: withRejected(record, rejected),
        state,
    };
    if (added.length > 0 || record.result === null) {
        next = { ...next, result: await finalizeState(kernel, state) };
    }
    next = { ...next, status: statusOf(next) };
    return { record: next, report: { added: added.sort((a, b) => a - b), foreign } };
}
function collectorOf(record) {
    return PerfectCollector.fromJSON({
        mode: 'perfect',
        kernel: 'append',
        fan_id: record.fan_id,
        expected: record.expected,
        slots: record.pending,
        passed: record.passed.map(({ seq, attempt, name }) => ({
            seq,
            attempt,
            name,
            outcome: 'duplicate',
        })),
    });
}
async function pullPerfect(record, arrivals, kernel) {
    if (record.closed)
        return { record, report: { added: [], foreign: 0 } };
    const collector = collectorOf(record);
    const before = new Set(record.pending.map((s) => s.seq));
    const rejected = [];
    let foreign = 0;
    for (const arrival of arrivals) {
        const offered = collector.offer(arrival);
        if (offered.outcome === 'foreign')
            foreign++;
        if (offered.outcome === 'invalid') {
            rejected.push({ name: arrival.name, detail: offered.detail ?? 'invalid frame' });
        }
    }
    const slots = collector.slots();
    // Each delivery once; the held delivery listed again (the same artifact) is not a copy.
    const held = new Map(slots.map((s) => [s.seq, s]));
    const copies = collector
        .passed()
        .filter((p) => held.get(p.seq)?.attempt !== p.attempt || held.get(p.seq)?.name !== p.name);
    const next = {
        ...record,
        pending: slots,
        passed: mergeSorted([], copies, engine_comparePassed),
        rejected: withRejected(record, rejected),
    };
    const added = slots.filter((s) => !before.has(s.seq)).map((s) => s.seq);
    const done = collector.closed ? await foldHeld(next, kernel, 'complete') : next;
    return { record: done, report: { added, foreign } };
}
/** Folds the held items of a perfect record in seq order and closes it. */
async function foldHeld(record, kernel, status) {
    let state = record.state;
    const seen = { ...record.seen };
    for (const slot of record.pending) {
        const frame = { fan_id: record.fan_id, seq: slot.seq, expected: record.expected ?? 0 };
        state = await fold(kernel, state, slot.item, slot.seq, slot.attempt, slot.name, frame);
        seen[String(slot.seq)] = { attempt: slot.attempt, name: slot.name };
    }
    const result = await finalizeState(kernel, state);
    return { ...record, seen, pending: [], state, result, closed: true, status };
}
/**
 * Closes a perfect record that is still open (its time is up): the seqs present are folded
 * in seq order and the record closes `incomplete`. A closed or latent record is returned
 * as is.
 */
async function closeIncomplete(record, kernel) {
    if (record.mode !== 'perfect' || record.closed)
        return record;
    return foldHeld(record, kernel, 'incomplete');
}


;// CONCATENATED MODULE: ./src/gather/resume.ts
/**
 * Resuming a persisted gather record (pure). The record comes from an artifact, so it is
 * untrusted: everything the engine relies on is checked, and a record of another fan,
 * collector, mode, kernel or options is refused rather than silently mixed in.
 */



/** A persisted record that cannot be resumed: corrupt, or made for another gather. */
class GatherStateError extends Error {
    constructor(message) {
        super(message);
        this.name = 'GatherStateError';
    }
}
const PASS_OUTCOMES = new Set([
    'duplicate',
    'superseded',
    'late_attempt',
]);
function isDelivery(value) {
    return (isPlainObject(value) &&
        Number.isSafeInteger(value['attempt']) &&
        value['attempt'] >= 1 &&
        typeof value['name'] === 'string');
}
function checkShape(value) {
    const problem = jsonProblem(value);
    if (problem !== null)
        return problem;
    if (value['mode'] !== 'perfect' && value['mode'] !== 'latent')
        return 'mode is not perfect or latent';
    const expected = value['expected'];
    if (expected !== null && !isFanSize(expected)) {
        return `expected is not null or an integer from 1 to ${MAX_FAN_SEQS}`;
    }
    const n = expected ?? 0;
    if (!isPlainObject(value['seen']))
        return 'seen is not an object';
    for (const [seq, delivery] of Object.entries(value['seen'])) {
        if (!/^(0|[1-9][0-9]*)$/.test(seq) || !isSeqOf(Number(seq), n))
            return `seen holds seq ${seq}, outside the fan`;
        if (!isDelivery(delivery))
            return `seen[${seq}] is not {attempt, name}`;
    }
    for (const key of ['pending', 'passed', 'rejected']) {
        if (!Array.isArray(value[key]))
            return `${key} is not an array`;
    }
    for (const slot of value['pending']) {
        if (!isDelivery(slot) || !isSeqOf(slot['seq'], n)) {
            return 'pending holds an entry that is not {seq, attempt, name, item} of the fan';
        }
    }
    for (const passed of value['passed']) {
        if (!isDelivery(passed) ||
            !isSeqOf(passed['seq'], n) ||
            !PASS_OUTCOMES.has(passed['outcome'])) {
            return 'passed holds an entry that is not {seq, attempt, name, outcome} of the fan';
        }
    }
    for (const rejected of value['rejected']) {
        if (!isPlainObject(rejected) ||
            typeof rejected['name'] !== 'string' ||
            typeof rejected['detail'] !== 'string') {
            return 'rejected holds an entry that is not {name, detail}';
        }
    }
    if (typeof value['closed'] !== 'boolean')
        return 'closed is not a boolean';
    if (!['open', 'complete', 'incomplete'].includes(value['status']))
        return 'status is not open, complete or incomplete';
    if (!isPlainObject(value['options']))
        return 'options is not an object';
    return null;
}
/**
 * The first config field (see Kernel.config) where the persisted kernel state differs from
 * the state `kernel.init` derives from this gather's options; null when they all agree.
 */
function configProblem(state, spec, kernel) {
    const fields = kernel.config ?? [];
    if (fields.length === 0)
        return null;
    if (!isPlainObject(state))
        return 'its kernel state is not an object';
    const fresh = kernel.init(spec.options);
    for (const field of fields) {
        if (canonicalJson(state[field] ?? null) !== canonicalJson(fresh[field] ?? null)) {
            return `its kernel state's ${field} is ${JSON.stringify(state[field] ?? null).slice(0, 80)}, the options of this gather give ${JSON.stringify(fresh[field] ?? null).slice(0, 80)}`;
        }
    }
    return null;
}
/**
 * The record in `value`, checked against the gather `spec` it is resumed for and the
 * `kernel` that will fold into it. Throws {@link GatherStateError} naming what is wrong;
 * `where` names the source (an artifact).
 */
function resumeGather(value, spec, where, kernel) {
    const fail = (why) => {
        throw new GatherStateError(`gather state ${where} ${why}`);
    };
    if (!isPlainObject(value))
        return fail('is not a JSON object');
    if (value['format'] !== GATHER_FORMAT) {
        return fail(`is not a ${GATHER_FORMAT} record (format ${JSON.stringify(value['format'])?.slice(0, 60)})`);
    }
    const problem = checkShape(value);
    if (problem !== null)
        return fail(`is corrupt: ${problem}`);
    for (const key of ['fan_id', 'collector', 'mode', 'kernel']) {
        if (value[key] !== spec[key]) {
            return fail(`belongs to another gather: its ${key} is ${JSON.stringify(value[key])?.slice(0, 80)}, this gather's ${JSON.stringify(spec[key]).slice(0, 80)}`);
        }
    }
    if (canonicalJson(value['options']) !== canonicalJson(spec.options)) {
        return fail('was made with other kernel options: use another collector name, or the same options');
    }
    if (spec.expected !== undefined &&
        value['expected'] !== null &&
        value['expected'] !== spec.expected) {
        return fail(`expects ${String(value['expected'])} seqs, this gather ${spec.expected}`);
    }
    const config = configProblem(value['state'], spec, kernel);
    if (config !== null)
        return fail(`does not match its kernel options: ${config}`);
    const state = kernel.stateProblem?.(value['state']) ?? null;
    if (state !== null)
        return fail(`is corrupt: its ${kernel.name} state ${state}`);
    const record = value;
    // Saved before any leg told the fan's size: the size this gather is given holds from now.
    // (No seq was seen then: with expected null, checkShape admits none.)
    if (record.expected === null && spec.expected !== undefined) {
        return { ...record, expected: spec.expected };
    }
    return record;
}

;// CONCATENATED MODULE: ./src/gather/options.ts
/**
 * Kernel option readers (pure): each throws a RangeError naming the option, so that a bad
 * option is reported before any leg is read.
 */
function intOption(options, name, bounds) {
    const value = options[name] ?? bounds.default;
    if (value === undefined)
        throw new RangeError(`kernel option '${name}' is required`);
    if (typeof value !== 'number' ||
        !Number.isSafeInteger(value) ||
        value < bounds.min ||
        value > bounds.max) {
        throw new RangeError(`kernel option '${name}' must be an integer between ${bounds.min} and ${bounds.max}, got ${JSON.stringify(value)?.slice(0, 60) ?? String(value)}`);
    }
    return value;
}
function stringOption(options, name, def) {
    const value = options[name] ?? def;
    if (value === undefined)
        throw new RangeError(`kernel option '${name}' is required`);
    if (typeof value !== 'string' || value.length === 0 || value.length > 500) {
        throw new RangeError(`kernel option '${name}' must be a non-empty string of at most 500 characters`);
    }
    return value;
}
/** Refuses options the kernel does not know (a typo would otherwise be ignored). */
function onlyOptions(kernel, options, known) {
    for (const key of Object.keys(options)) {
        if (!known.includes(key)) {
            throw new RangeError(`kernel '${kernel}' has no option ${JSON.stringify(key.slice(0, 60))} (options: ${known.join(', ') || 'none'})`);
        }
    }
}

;// CONCATENATED MODULE: ./src/gather/summarizer.ts

function addField(stats, value) {
    if (stats === undefined)
        return { count: 1, sum: value, min: value, max: value, mean: value };
    const count = stats.count + 1;
    const sum = stats.sum + value;
    return {
        count,
        sum,
        min: Math.min(stats.min, value),
        max: Math.max(stats.max, value),
        mean: sum / count,
    };
}
const statsSummarizer = {
    name: 'stats',
    init: () => ({ count: 0, fields: {} }),
    add(digest, item) {
        // Without a prototype: a field named `constructor` or `__proto__` is a field like any other.
        const fields = Object.assign(Object.create(null), digest.fields);
        if (json_value_isPlainObject(item)) {
            for (const [key, value] of Object.entries(item)) {
                if (typeof value === 'number' && Number.isFinite(value)) {
                    fields[key] = addField(fields[key], value);
                }
            }
        }
        return { count: digest.count + 1, fields };
    },
    finish: (digest) => digest,
    digestProblem(digest) {
        if (!json_value_isPlainObject(digest) || !json_value_isCount(digest['count']) || !json_value_isPlainObject(digest['fields'])) {
            return 'is not {count, fields}';
        }
        for (const [key, stats] of Object.entries(digest['fields'])) {
            if (!isFieldStats(stats))
                return `has field ${JSON.stringify(key.slice(0, 80))} without {count, sum, min, max, mean}`;
        }
        return null;
    },
};
function isFieldStats(value) {
    if (!json_value_isPlainObject(value) || !json_value_isCount(value['count']))
        return false;
    return ['sum', 'min', 'max', 'mean'].every((key) => Number.isFinite(value[key]));
}
/** Only the built-in `stats` (the pure kernels' default; src/fanout/ adds user modules). */
const builtinSummarizers = (name, option) => {
    if (name === 'stats')
        return statsSummarizer;
    throw new RangeError(`kernel option '${option}': unknown summarizer ${JSON.stringify(name.slice(0, 80))} (built in: stats; a user module is a workspace path ending in .js or .mjs)`);
};

;// CONCATENATED MODULE: ./src/gather/kernels/state-shape.ts
/**
 * Checks of kernel states read back from artifacts (pure): the shapes the kernels' `apply`
 * relies on, so that a corrupt state is refused as such instead of failing on the next
 * leg's fold, which would blame that leg.
 */

/**
 * Why `value` (the state's `field`) is not a list of {seq, item} entries, ascending by
 * seq when `ascending`; null when it is one.
 */
function seqEntriesProblem(value, field, ascending) {
    if (!Array.isArray(value))
        return `${field} is not an array`;
    let previous = -1;
    for (const entry of value) {
        if (!json_value_isPlainObject(entry) || !json_value_isCount(entry['seq']) || !Object.hasOwn(entry, 'item')) {
            return `${field} holds an entry that is not {seq, item}`;
        }
        if (ascending && entry['seq'] <= previous)
            return `${field} is not in ascending seq order`;
        previous = entry['seq'];
    }
    return null;
}
/** Why `state` is not an object whose `items` are {seq, item} entries in seq order, or null. */
function itemsProblem(state) {
    if (!json_value_isPlainObject(state))
        return 'is not an object';
    return seqEntriesProblem(state['items'], 'items', true);
}

;// CONCATENATED MODULE: ./src/gather/kernels/append.ts


/** Index of the first entry whose seq is >= `seq`. */
function insertionPoint(items, seq) {
    let lo = 0;
    let hi = items.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (items[mid].seq < seq)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
const appendKernel = {
    name: 'append',
    init(options) {
        onlyOptions('append', options, []);
        return { items: [] };
    },
    stateProblem: itemsProblem,
    apply(state, item, origin) {
        const at = insertionPoint(state.items, origin.seq);
        if (state.items[at]?.seq === origin.seq) {
            throw new Error(`append: seq ${origin.seq} folded twice`);
        }
        const items = [...state.items];
        items.splice(at, 0, { seq: origin.seq, item });
        return { items };
    },
    finalize: (state) => state.items.map((entry) => entry.item),
};

;// CONCATENATED MODULE: ./src/gather/kernels/window.ts




const MAX_WINDOW_SIZE = 10_000;
function makeWindowKernel(resolve) {
    return {
        name: 'window',
        config: ['size', 'summarize'],
        init(options) {
            onlyOptions('window', options, ['size', 'summarize']);
            const size = intOption(options, 'size', { min: 1, max: MAX_WINDOW_SIZE });
            const summarize = stringOption(options, 'summarize', 'stats');
            const summarizer = resolve(summarize, 'summarize');
            return { size, summarize, recent: [], evicted: 0, digest: summarizer.init() };
        },
        stateProblem(state) {
            // size and summarize are config fields: checked against the options before this.
            if (!json_value_isPlainObject(state))
                return 'is not an object';
            const { recent, evicted, size, summarize, digest } = state;
            const entries = seqEntriesProblem(recent, 'recent', false);
            if (entries !== null)
                return entries;
            if (recent.length > size)
                return `recent holds more than ${String(size)} items`;
            if (!Number.isSafeInteger(evicted) || evicted < 0)
                return 'evicted is not a count';
            const summary = resolve(summarize, 'summarize').digestProblem?.(digest) ?? null;
            return summary === null ? null : `digest ${summary}`;
        },
        async apply(state, item, origin) {
            const recent = [...state.recent, { seq: origin.seq, item }];
            if (recent.length <= state.size)
                return { ...state, recent };
            const out = recent.shift();
            const summarizer = resolve(state.summarize, 'summarize');
            const frame = { ...origin.frame, seq: out.seq };
            const digest = await summarizer.add(state.digest, out.item, frame);
            return { ...state, recent, evicted: state.evicted + 1, digest };
        },
        async finalize(state) {
            const summarizer = resolve(state.summarize, 'summarize');
            return {
                items: state.recent.map((r) => r.item),
                evicted: state.evicted,
                digest: await summarizer.finish(state.digest),
            };
        },
    };
}
/** The window kernel with the built-in summarizers only. */
const windowKernel = makeWindowKernel(builtinSummarizers);

;// CONCATENATED MODULE: ./src/gather/kernels/rlm.ts
/**
 * The `rlm` kernel (pure part): a durable record that outlives the run, e.g. a
 * week-over-week history. A gather with this kernel collects its items like `append`; once
 * it closes, its result becomes one entry of the record, keyed by run id, and the publish
 * step (src/fanout/rlm-publish.ts) folds it into the record file with {@link foldRlmRecord}.
 *
 * The record keeps at most `max-entries` entries; older ones are compacted into a digest by
 * a summarizer (each item of a compacted entry is added to it). Folding is idempotent by run
 * id: a rerun replaces its entry (keeping its place), and a run already compacted into the
 * digest is never counted again.
 */




const RLM_FORMAT = 'squadscope-rlm/1';
const MAX_RLM_ENTRIES = 10_000;
function emptyRlmRecord(summarizer) {
    return { format: RLM_FORMAT, entries: [], compacted: [], digest: summarizer.init() };
}
/** Folds the result of run `runId` into the record (returns a new record). */
async function foldRlmRecord(record, entry, maxEntries, summarizer) {
    if (record.compacted.includes(entry.run_id))
        return { record, outcome: 'already-compacted' };
    const at = record.entries.findIndex((e) => e.run_id === entry.run_id);
    const entries = [...record.entries];
    let outcome = 'added';
    if (at >= 0) {
        outcome =
            canonicalJson(entries[at].result) === canonicalJson(entry.result) ? 'unchanged' : 'replaced';
        entries[at] = { run_id: entry.run_id, result: entry.result };
    }
    else {
        entries.push({ run_id: entry.run_id, result: entry.result });
    }
    let digest = record.digest;
    const compacted = [...record.compacted];
    while (entries.length > maxEntries) {
        const old = entries.shift();
        for (const item of Array.isArray(old.result) ? old.result : [old.result]) {
            digest = await summarizer.add(digest, item, null);
        }
        compacted.push(old.run_id);
    }
    compacted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return { record: { format: RLM_FORMAT, entries, compacted, digest }, outcome };
}
const rlmKernel = {
    name: 'rlm',
    config: ['record', 'max_entries', 'summarize', 'run_id'],
    init(options) {
        onlyOptions('rlm', options, ['record', 'max-entries', 'summarize', 'run-id']);
        const runId = options['run-id'] === undefined ? null : stringOption(options, 'run-id');
        return {
            ...appendKernel.init({}),
            record: stringOption(options, 'record'),
            max_entries: intOption(options, 'max-entries', { min: 1, max: MAX_RLM_ENTRIES, default: 52 }),
            summarize: stringOption(options, 'summarize', 'stats'),
            run_id: runId,
        };
    },
    stateProblem: itemsProblem,
    async apply(state, item, origin) {
        const { items } = await appendKernel.apply(state, item, origin);
        return { ...state, items };
    },
    finalize: (state) => appendKernel.finalize(state),
};

;// CONCATENATED MODULE: ./src/gather/index.ts














/***/ }),

/***/ 24696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ LEG_ID_PATTERN)
/* harmony export */ });
// The grammar of an id that names a leg: an RSS source id or a packed leg's id (the
// schemas' `sourceId`). One constant so that every reader checks the same grammar.
/**
 * An id becomes part of artifact and file names, so nothing that could climb out of a
 * directory or hide. ASCII only, so the pattern reads the same with or without the `u` flag
 * Ajv compiles schema patterns with.
 */
const LEG_ID_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}$/;


/***/ })

};
