export const id = 934;
export const ids = [934];
export const modules = {

/***/ 51934:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nE: () => (/* reexport */ ArtifactError),
  openArtifactStore: () => (/* binding */ openArtifactStore)
});

// UNUSED EXPORTS: ActionsArtifactStore, ArtifactNameError, DEFAULT_MAX_BYTES, DEFAULT_MAX_FILES, FAN_PLAN_FILE, LocalArtifactStore, MAX_NAME_BYTES, PACK_PREFIX, RUN_CONTEXT_ARTIFACT, RUN_CONTEXT_FILE, ReadBuffer, assertArtifactName, assertFileName, attemptName, legArtifactName, nameProblem, newestAttempt, packArtifactName, parseAttemptName, parseLegArtifactName, parsePackArtifactName, pinContent, readLocatedFile, readZip, runAttempt

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/artifacts/errors.ts
// One error type for every store, so callers (fan-in diagnostics, the CLI) can
// branch on `code` without knowing which backend they talk to.
class ArtifactError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = 'ArtifactError';
    }
}
function existsError(quotedName) {
    return new ArtifactError('exists', `Artifact ${quotedName} already exists (409 Conflict): artifact names must be unique in a workflow run; ` +
        'leg artifacts carry the run attempt (-a<N>) so that reruns do not collide');
}

;// CONCATENATED MODULE: ./src/artifacts/names.ts
// Artifact and file names: what a store accepts, and the naming scheme that keeps
// reruns from colliding (`<base>-a<run attempt>`; docs/contracts.md, "Run context and plan").
//
// One rule set serves both artifact names and the file names inside an artifact,
// because artifacts are flat (no directories) and a local store uses both as
// path segments. The rules are GitHub's forbidden characters plus whatever would
// let a name escape, hide, or mean different things on different file systems.
/** Longest accepted name, in UTF-8 bytes (file systems limit a segment to 255). */
const MAX_NAME_BYTES = 200;
// GitHub rejects these in artifact names (@actions/artifact
// path-and-artifact-name-validation): NTFS cannot hold them.
const GITHUB_FORBIDDEN = ['"', ':', '<', '>', '|', '*', '?', '\r', '\n'];
/** Why `name` is not an acceptable artifact or file name, or null when it is. */
function nameProblem(name) {
    if (name.length === 0)
        return 'is empty';
    if (!name.isWellFormed())
        return 'contains a lone surrogate (not valid Unicode)';
    if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
        return `is longer than ${MAX_NAME_BYTES} bytes`;
    }
    if (name.includes('/') || name.includes('\\'))
        return 'contains a path separator';
    if (name.includes('..'))
        return "contains '..'";
    if (name.startsWith('.'))
        return "starts with '.'";
    // Windows drops trailing dots and spaces, so 'a.' and 'a' would be one file there.
    if (name.endsWith('.') || name.endsWith(' '))
        return 'ends with a dot or a space';
    for (const ch of GITHUB_FORBIDDEN) {
        if (name.includes(ch))
            return `contains the character ${JSON.stringify(ch)}`;
    }
    // Control characters (C0, DEL, C1) make names ambiguous in logs and terminals.
    if (/[\u0000-\u001f\u007f-\u009f]/u.test(name))
        return 'contains a control character';
    return null;
}
/** Thrown for a name that {@link nameProblem} refuses. */
class ArtifactNameError extends Error {
    what;
    problem;
    constructor(what, problem, name) {
        // The name may be hostile (it can come from a zip or a server): quote it.
        super(`Invalid ${what} ${quoteName(name)}: ${problem}`);
        this.what = what;
        this.problem = problem;
        this.name = 'ArtifactNameError';
    }
}
function assertArtifactName(name) {
    const problem = nameProblem(name);
    if (problem !== null)
        throw new ArtifactNameError('artifact name', problem, name);
}
function assertFileName(name) {
    const problem = nameProblem(name);
    if (problem !== null)
        throw new ArtifactNameError('file name', problem, name);
}
/** JSON-quoted, one line, truncated: safe to put in a message or a log line. */
function quoteName(name, max = 120) {
    return JSON.stringify(name.length > max ? `${name.slice(0, max)}…` : name);
}
// ---------------------------------------------------------------------------
// Attempt-suffixed names
const ATTEMPT_SUFFIX = /-a([1-9][0-9]*)$/u;
function assertAttempt(attempt) {
    if (!Number.isSafeInteger(attempt) || attempt < 1) {
        throw new RangeError(`Run attempt must be an integer >= 1, got ${String(attempt)}`);
    }
}
/** `<base>-a<attempt>`; the result is a valid artifact name or this throws. */
function attemptName(base, attempt) {
    assertAttempt(attempt);
    const name = `${base}-a${attempt}`;
    assertArtifactName(name);
    return name;
}
/**
 * The attempt of `name` when it is exactly `<base>-a<attempt>` (canonical digits,
 * no leading zero), else null.
 */
function parseAttemptName(name, base) {
    if (!name.startsWith(`${base}-a`))
        return null;
    const digits = name.slice(base.length + 2);
    if (!/^[1-9][0-9]*$/u.test(digits))
        return null;
    const attempt = Number(digits);
    return Number.isSafeInteger(attempt) ? attempt : null;
}
/** The name with the highest attempt among `<base>-a<N>` names, or null if none. */
function newestAttempt(names, base) {
    let best = null;
    for (const name of names) {
        const attempt = parseAttemptName(name, base);
        if (attempt !== null && (best === null || attempt > best.attempt))
            best = { name, attempt };
    }
    return best;
}
/**
 * The artifact make-run-context uploads (`run-context-a<attempt>`) and its two files, read by
 * every leg and the fan-in.
 */
const RUN_CONTEXT_ARTIFACT = 'run-context';
const RUN_CONTEXT_FILE = 'run_context.json';
const FAN_PLAN_FILE = 'fan_plan.json';
/** `rss-<id>-a<attempt>` / `github-<id>-a<attempt>`. */
function legArtifactName(kind, id, attempt) {
    if (kind !== 'rss' && kind !== 'github')
        throw new RangeError(`Unknown leg kind ${quoteName(kind)}`);
    if (id.length === 0)
        throw new ArtifactNameError('artifact name', 'has an empty leg id', id);
    return attemptName(`${kind}-${id}`, attempt);
}
/**
 * Inverse of {@link legArtifactName}. Ids may contain `-` (and even `-a1`), so the
 * attempt is the `-a<digits>` suffix taken from the right. Null for any name that
 * legArtifactName could not have produced.
 */
function parseLegArtifactName(name) {
    if (nameProblem(name) !== null)
        return null;
    const kind = name.startsWith('rss-')
        ? 'rss'
        : name.startsWith('github-')
            ? 'github'
            : null;
    if (kind === null)
        return null;
    const match = ATTEMPT_SUFFIX.exec(name);
    if (match === null || match[1] === undefined)
        return null;
    const attempt = Number(match[1]);
    if (!Number.isSafeInteger(attempt))
        return null;
    const id = name.slice(kind.length + 1, match.index);
    if (id.length === 0)
        return null;
    return { kind, id, attempt };
}
/**
 * A packed RSS leg (one matrix job crawling several sources) uploads one artifact,
 * `pack-rss-<leg id>-a<attempt>`, holding each source's payload as its own file
 * `rss-<source id>.json`. The prefix is not `rss-`, so it can never be read as the leg
 * artifact of a source.
 */
const PACK_PREFIX = 'pack-rss-';
/** `pack-rss-<legId>-a<attempt>`. */
function packArtifactName(legId, attempt) {
    if (legId.length === 0)
        throw new ArtifactNameError('artifact name', 'has an empty leg id', legId);
    return attemptName(`${PACK_PREFIX}${legId}`, attempt);
}
/** Inverse of {@link packArtifactName}; null for any other name. */
function parsePackArtifactName(name) {
    if (!name.startsWith(PACK_PREFIX) || nameProblem(name) !== null)
        return null;
    const match = ATTEMPT_SUFFIX.exec(name);
    if (match === null || match[1] === undefined)
        return null;
    const attempt = Number(match[1]);
    const legId = name.slice(PACK_PREFIX.length, match.index);
    if (!Number.isSafeInteger(attempt) || legId.length === 0)
        return null;
    return { legId, attempt };
}
/** The run attempt from `GITHUB_RUN_ATTEMPT` (1 when unset or empty). */
function runAttempt(env) {
    const raw = env['GITHUB_RUN_ATTEMPT'];
    if (raw === undefined || raw.trim() === '')
        return 1;
    const text = raw.trim();
    const attempt = /^[1-9][0-9]*$/u.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(attempt)) {
        throw new Error(`GITHUB_RUN_ATTEMPT must be an integer >= 1, got ${quoteName(raw)}`);
    }
    return attempt;
}

;// CONCATENATED MODULE: ./src/artifacts/limits.ts
// Limits applied to every download: artifact contents are untrusted input (a
// leg may be buggy or hostile), so nothing is read without a bound.


const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
const DEFAULT_MAX_FILES = 1000;
function resolveLimits(opts) {
    const maxBytes = opts?.maxBytes ?? DEFAULT_MAX_BYTES;
    const maxFileBytes = Math.min(opts?.maxFileBytes ?? maxBytes, maxBytes);
    const maxFiles = opts?.maxFiles ?? DEFAULT_MAX_FILES;
    for (const [what, value] of [
        ['maxBytes', maxBytes],
        ['maxFileBytes', maxFileBytes],
        ['maxFiles', maxFiles],
    ]) {
        if (!Number.isSafeInteger(value) || value < 0) {
            throw new RangeError(`${what} must be a non-negative integer, got ${String(value)}`);
        }
    }
    return { maxBytes, maxFileBytes, maxFiles };
}
/**
 * The largest zip that can hold files within `limits`: the content (deflate can
 * grow incompressible data by well under 0.1 %) plus headers per entry (local +
 * central + data descriptor with names of at most 200 bytes stay under 1 KiB).
 * Used to refuse an oversized GitHub artifact from its listed size, before download.
 */
function zipBudget(limits) {
    return limits.maxBytes + Math.ceil(limits.maxBytes / 1000) + limits.maxFiles * 1024 + 22;
}
/** Accumulates file sizes and throws `too_large` the moment a limit is passed. */
class ByteBudget {
    artifact;
    limits;
    total = 0;
    files = 0;
    constructor(artifact, limits) {
        this.artifact = artifact;
        this.limits = limits;
    }
    /** Account for one more file of `size` bytes (before reading or inflating it). */
    admit(fileName, size) {
        this.files += 1;
        if (this.files > this.limits.maxFiles) {
            throw new ArtifactError('too_large', `Artifact ${quoteName(this.artifact)} has more than ${this.limits.maxFiles} files`);
        }
        if (size > this.limits.maxFileBytes) {
            throw new ArtifactError('too_large', `File ${quoteName(fileName)} of artifact ${quoteName(this.artifact)} is ${size} bytes, over the limit of ${this.limits.maxFileBytes}`);
        }
        this.total += size;
        if (this.total > this.limits.maxBytes) {
            throw new ArtifactError('too_large', `Artifact ${quoteName(this.artifact)} is over the limit of ${this.limits.maxBytes} bytes`);
        }
    }
}

;// CONCATENATED MODULE: ./src/artifacts/store.ts
// The contract every artifact backend fulfils (legs and
// fan-in exchange data only through artifacts).


/** Validates an upload: a good artifact name, at least one file, distinct valid file names. */
function checkUpload(name, files) {
    assertArtifactName(name);
    // GitHub refuses an artifact without files; refusing it here too keeps the
    // local store's "a complete artifact is a non-empty directory" invariant.
    if (files.length === 0) {
        throw new ArtifactError('unsafe', `Artifact ${quoteName(name)} has no files to upload`);
    }
    const seen = new Set();
    for (const file of files) {
        assertFileName(file.name);
        if (seen.has(file.name)) {
            throw new ArtifactError('unsafe', `Artifact ${quoteName(name)} lists file ${quoteName(file.name)} twice`);
        }
        seen.add(file.name);
    }
}
function compareNames(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** A map with the same entries, in name order. */
function sortedByName(entries) {
    return new Map([...entries].sort(([a], [b]) => compareNames(a, b)));
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
;// CONCATENATED MODULE: ./src/artifacts/zip.ts
// A strict reader for the zip archives that hold GitHub Actions artifacts.
//
// Why not let @actions/artifact extract them: its extractor (unzip-stream) writes
// whatever paths the archive names (it only rewrites `..` to `.`, so `../evil`
// lands silently as `evil`), turns symlink entries into plain files and has no
// size bound, so a hostile archive could not even be told apart from a good one.
// Here the archive is read from memory and refused unless every entry is a plain
// file with a valid flat name, and every byte is inflated under the limits.
//
// Only what the artifact client writes is accepted: stored or deflated entries,
// no encryption, no zip64 (artifacts this size are over any limit we use anyway).




const EOCD_SIG = 0x06054b50;
const CENTRAL_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;
const EOCD_SIZE = 22;
const CENTRAL_SIZE = 46;
const LOCAL_SIZE = 30;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_UTF8 = 0x0800;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
const HOST_UNIX = 3;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const MSDOS_DIRECTORY = 0x10;
const utf8 = new TextDecoder('utf-8', { fatal: true });
function unsafe(artifact, problem) {
    return new ArtifactError('unsafe', `Artifact ${quoteName(artifact)} refused: ${problem}`);
}
/**
 * The files of a zip archive, by name (in archive order). Throws ArtifactError
 * `unsafe` for anything but flat regular files, `too_large` over `limits`.
 */
function readZip(zip, artifact, limits) {
    const entries = readCentralDirectory(zip, artifact);
    const budget = new ByteBudget(artifact, limits);
    const seen = new Set();
    for (const entry of entries) {
        if (seen.has(entry.name))
            throw unsafe(artifact, `duplicate entry ${quoteName(entry.name)}`);
        seen.add(entry.name);
        // Declared sizes are checked first so that nothing is inflated past a limit;
        // the inflated length is checked against the declaration below.
        budget.admit(entry.name, entry.size);
    }
    const files = new Map();
    for (const entry of entries) {
        files.set(entry.name, readEntry(zip, entry, artifact));
    }
    return files;
}
function readCentralDirectory(zip, artifact) {
    const eocd = findEndOfCentralDirectory(zip, artifact);
    const disk = zip.readUInt16LE(eocd + 4);
    const cdDisk = zip.readUInt16LE(eocd + 6);
    const entriesOnDisk = zip.readUInt16LE(eocd + 8);
    const count = zip.readUInt16LE(eocd + 10);
    const cdSize = zip.readUInt32LE(eocd + 12);
    const cdOffset = zip.readUInt32LE(eocd + 16);
    if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) {
        throw unsafe(artifact, 'zip64 archives are not supported');
    }
    if (disk !== 0 || cdDisk !== 0 || entriesOnDisk !== count) {
        throw unsafe(artifact, 'multi-disk zip archives are not supported');
    }
    if (cdOffset + cdSize > eocd)
        throw unsafe(artifact, 'central directory out of bounds');
    const entries = [];
    let pos = cdOffset;
    for (let i = 0; i < count; i += 1) {
        if (pos + CENTRAL_SIZE > cdOffset + cdSize || zip.readUInt32LE(pos) !== CENTRAL_SIG) {
            throw unsafe(artifact, 'corrupt central directory');
        }
        const madeBy = zip.readUInt16LE(pos + 4);
        const flags = zip.readUInt16LE(pos + 8);
        const method = zip.readUInt16LE(pos + 10);
        const crc = zip.readUInt32LE(pos + 16);
        const compressedSize = zip.readUInt32LE(pos + 20);
        const size = zip.readUInt32LE(pos + 24);
        const nameLength = zip.readUInt16LE(pos + 28);
        const extraLength = zip.readUInt16LE(pos + 30);
        const commentLength = zip.readUInt16LE(pos + 32);
        const externalAttributes = zip.readUInt32LE(pos + 38);
        const localOffset = zip.readUInt32LE(pos + 42);
        const end = pos + CENTRAL_SIZE + nameLength + extraLength + commentLength;
        if (end > cdOffset + cdSize)
            throw unsafe(artifact, 'corrupt central directory');
        const nameBytes = zip.subarray(pos + CENTRAL_SIZE, pos + CENTRAL_SIZE + nameLength);
        const name = decodeName(nameBytes, flags, artifact);
        const problem = nameProblem(name);
        if (problem !== null) {
            const kind = name.endsWith('/') ? 'a directory' : 'not a plain file name';
            throw unsafe(artifact, `entry ${quoteName(name)} is ${kind} (${problem})`);
        }
        if (flags & FLAG_ENCRYPTED)
            throw unsafe(artifact, `entry ${quoteName(name)} is encrypted`);
        if (method !== METHOD_STORED && method !== METHOD_DEFLATE) {
            throw unsafe(artifact, `entry ${quoteName(name)} uses compression method ${method}`);
        }
        if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) {
            throw unsafe(artifact, 'zip64 archives are not supported');
        }
        checkFileType(madeBy, externalAttributes, name, artifact);
        entries.push({ name, nameBytes, method, crc, compressedSize, size, localOffset });
        pos = end;
    }
    return entries;
}
function findEndOfCentralDirectory(zip, artifact) {
    // The record is 22 bytes plus a comment of at most 65535 bytes, at the very end.
    const lowest = Math.max(0, zip.length - EOCD_SIZE - 0xffff);
    for (let pos = zip.length - EOCD_SIZE; pos >= lowest; pos -= 1) {
        if (zip.readUInt32LE(pos) === EOCD_SIG &&
            pos + EOCD_SIZE + zip.readUInt16LE(pos + 20) === zip.length) {
            return pos;
        }
    }
    throw unsafe(artifact, 'not a zip archive (no end of central directory record)');
}
function decodeName(bytes, flags, artifact) {
    const ascii = bytes.every((b) => b < 0x80);
    // Without the UTF-8 flag a non-ASCII name is CP437 (or whatever the writer's
    // locale was): readers disagree on it, so it is refused rather than guessed.
    if (!ascii && !(flags & FLAG_UTF8))
        throw unsafe(artifact, 'an entry name is not marked UTF-8');
    try {
        return utf8.decode(bytes);
    }
    catch {
        throw unsafe(artifact, 'an entry name is not valid UTF-8');
    }
}
function checkFileType(madeBy, attributes, name, artifact) {
    if (madeBy >>> 8 === HOST_UNIX) {
        const type = (attributes >>> 16) & S_IFMT;
        // 0 = no Unix mode recorded; anything else must be a regular file.
        if (type !== 0 && type !== S_IFREG) {
            const what = type === 0o120000 ? 'a symlink' : type === 0o040000 ? 'a directory' : 'not a regular file';
            throw unsafe(artifact, `entry ${quoteName(name)} is ${what}`);
        }
    }
    if (attributes & MSDOS_DIRECTORY)
        throw unsafe(artifact, `entry ${quoteName(name)} is a directory`);
}
function readEntry(zip, entry, artifact) {
    const at = entry.localOffset;
    if (at + LOCAL_SIZE > zip.length || zip.readUInt32LE(at) !== LOCAL_SIG) {
        throw unsafe(artifact, `entry ${quoteName(entry.name)} has no local header`);
    }
    const nameLength = zip.readUInt16LE(at + 26);
    const extraLength = zip.readUInt16LE(at + 28);
    // The local name must be the central one: readers that stream local headers
    // (like unzip-stream) would otherwise see a different file than we checked.
    if (!zip.subarray(at + LOCAL_SIZE, at + LOCAL_SIZE + nameLength).equals(entry.nameBytes)) {
        throw unsafe(artifact, `entry ${quoteName(entry.name)} has a different local name`);
    }
    const start = at + LOCAL_SIZE + nameLength + extraLength;
    const end = start + entry.compressedSize;
    if (end > zip.length)
        throw unsafe(artifact, `entry ${quoteName(entry.name)} is truncated`);
    const raw = zip.subarray(start, end);
    let data;
    if (entry.method === METHOD_STORED) {
        if (entry.compressedSize !== entry.size) {
            throw unsafe(artifact, `entry ${quoteName(entry.name)} has inconsistent sizes`);
        }
        data = Buffer.from(raw);
    }
    else {
        try {
            // One byte of headroom: output longer than declared fails here, never grows past it.
            data = (0,external_node_zlib_.inflateRawSync)(raw, { maxOutputLength: entry.size + 1 });
        }
        catch (error) {
            throw new ArtifactError('unsafe', `Artifact ${quoteName(artifact)} refused: entry ${quoteName(entry.name)} does not inflate to its declared size`, { cause: error });
        }
    }
    if (data.length !== entry.size) {
        throw unsafe(artifact, `entry ${quoteName(entry.name)} is not its declared size`);
    }
    if ((0,external_node_zlib_.crc32)(data) !== entry.crc)
        throw unsafe(artifact, `entry ${quoteName(entry.name)} fails its CRC-32`);
    return data;
}

// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
;// CONCATENATED MODULE: ./src/runtime/errno.ts
/**
 * Fields of a thrown error, read duck-typed, not with `instanceof Error`: errors from node:fs
 * or a client library may come from another realm (a vm context such as jest's), where
 * instanceof is false. Deliberately free of @actions/core so pure-ish modules can use it.
 */
/** The `code` of a Node system error (ENOENT, EEXIST ...). */
function errnoCode(error) {
    return stringField(error, 'code');
}
/** The `name` of an error (a client library's ArtifactNotFoundError, say). */
function errorName(error) {
    return stringField(error, 'name');
}
function stringField(error, key) {
    if (typeof error !== 'object' || error === null || !(key in error))
        return undefined;
    const value = error[key];
    return typeof value === 'string' ? value : undefined;
}

;// CONCATENATED MODULE: ./src/artifacts/actions.ts
// GitHub Actions artifacts through the official client (@actions/artifact 6.x).
//
// The client reads its configuration from process.env at call time
// (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL, GITHUB_SERVER_URL), exactly as on a
// runner; this store adds no configuration of its own beyond a temp directory.
//
// Downloads ask the client NOT to extract (`skipDecompress`): the archive is
// read by our strict reader (zip.ts), which refuses traversal names, symlinks,
// directories and anything over the limits, where the client's extractor would
// silently rewrite or write them.









// @actions/artifact pulls in the Azure SDK: load it only when an artifact call
// is actually made, so that input validation stays fast.
async function defaultClient() {
    const { DefaultArtifactClient } = await __webpack_require__.e(/* import() */ 44).then(__webpack_require__.bind(__webpack_require__, 19044));
    return new DefaultArtifactClient();
}
/** A failed call to the artifact service: what failed, and the service's own words. */
function backendError(what, error) {
    return new ArtifactError('backend', `${what} failed: ${quoteName((0,error_message/* messageOf */.b)(error), 300)}`, {
        cause: error,
    });
}
class ActionsArtifactStore {
    opts;
    clientPromise;
    constructor(opts) {
        this.opts = opts;
        if (opts.retentionDays !== undefined &&
            (!Number.isSafeInteger(opts.retentionDays) || opts.retentionDays < 1)) {
            throw new RangeError(`retentionDays must be an integer >= 1, got ${String(opts.retentionDays)}`);
        }
    }
    client() {
        this.clientPromise ??= this.opts.client ? Promise.resolve(this.opts.client) : defaultClient();
        return this.clientPromise;
    }
    async withTempDir(purpose, fn) {
        await (0,promises_.mkdir)(this.opts.tempRoot, { recursive: true });
        const dir = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.opts.tempRoot, `squadscope-artifact-${purpose}-`));
        try {
            return await fn(dir);
        }
        finally {
            await (0,promises_.rm)(dir, { recursive: true, force: true });
        }
    }
    async upload(name, files) {
        checkUpload(name, files);
        const client = await this.client();
        await this.withTempDir('upload', async (dir) => {
            const paths = [];
            for (const file of files) {
                const path = (0,external_node_path_.join)(dir, file.name);
                await (0,promises_.writeFile)(path, file.data, { flag: 'wx' });
                paths.push(path);
            }
            const options = this.opts.retentionDays === undefined ? {} : { retentionDays: this.opts.retentionDays };
            try {
                await client.uploadArtifact(name, paths, dir, options);
            }
            catch (error) {
                // The client surfaces the service's 409 only inside its message:
                // "Failed to CreateArtifact: Received non-retryable error: Failed request: (409) Conflict: ..."
                if (/\(409\)/u.test((0,error_message/* messageOf */.b)(error)))
                    throw existsError(quoteName(name));
                throw backendError(`Upload of artifact ${quoteName(name)}`, error);
            }
        });
    }
    async list() {
        const client = await this.client();
        let artifacts;
        try {
            ({ artifacts } = await client.listArtifacts({ latest: true }));
        }
        catch (error) {
            throw backendError('Listing artifacts', error);
        }
        // Names come from the service: only those this store could have written (and
        // can download) are reported; others belong to other steps of the workflow.
        return artifacts
            .filter((a) => nameProblem(a.name) === null)
            .map((a) => ({ name: a.name, size: a.size }))
            .sort((a, b) => compareNames(a.name, b.name));
    }
    async download(name, opts) {
        assertArtifactName(name);
        const limits = resolveLimits(opts);
        const budget = zipBudget(limits);
        const client = await this.client();
        let artifact;
        try {
            ({ artifact } = await client.getArtifact(name));
        }
        catch (error) {
            if (errorName(error) === 'ArtifactNotFoundError') {
                throw new ArtifactError('not_found', `Artifact ${quoteName(name)} not found in this workflow run`, { cause: error });
            }
            throw backendError(`Looking up artifact ${quoteName(name)}`, error);
        }
        // Refuse before transferring anything when the listed archive cannot fit.
        if (artifact.size > budget) {
            throw new ArtifactError('too_large', `Artifact ${quoteName(name)} is a ${artifact.size}-byte archive, over the ${budget} bytes its limits allow`);
        }
        return this.withTempDir('download', async (dir) => {
            let result;
            try {
                result = await client.downloadArtifact(artifact.id, {
                    path: dir,
                    skipDecompress: true,
                    ...(artifact.digest ? { expectedHash: artifact.digest } : {}),
                });
            }
            catch (error) {
                throw backendError(`Download of artifact ${quoteName(name)}`, error);
            }
            if (result.digestMismatch === true) {
                throw new ArtifactError('unsafe', `Artifact ${quoteName(name)} refused: its digest does not match the one recorded at upload`);
            }
            const zip = await readDownloadedArchive(dir, name, budget);
            return sortedByName(readZip(zip, name, limits));
        });
    }
}
/** The one regular file the client saved (its name comes from the server). */
async function readDownloadedArchive(dir, artifact, budget) {
    const entries = await (0,promises_.readdir)(dir);
    if (entries.length !== 1 || entries[0] === undefined) {
        throw new ArtifactError('unsafe', `Artifact ${quoteName(artifact)} refused: expected one archive, the download produced ${entries.length} entries`);
    }
    const path = (0,external_node_path_.join)(dir, entries[0]);
    const stat = await (0,promises_.lstat)(path);
    if (!stat.isFile())
        throw new ArtifactError('unsafe', `Artifact ${quoteName(artifact)} refused: the download is not a regular file`);
    if (stat.size > budget) {
        throw new ArtifactError('too_large', `Artifact ${quoteName(artifact)} is a ${stat.size}-byte archive, over the ${budget} bytes its limits allow`);
    }
    return (0,promises_.readFile)(path);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/artifacts/located.ts
// Artifact files read where they lie on disk (a local directory store), by any thread
// and more than once: the fan-in checks a leg in a worker from its file, and reads the
// file again when it writes the articles out, instead of holding every leg in memory.
//
// A located file carries the identity it had when it was found (device, inode, size and
// the nanosecond modification and change times). Every read checks the open file against
// it before and after reading, so a file replaced, written, truncated or appended to since
// it was located is refused rather than read as different bytes: the change time is kept
// by the kernel and moves with every write, as git's index and rsync rely on. The identity
// misses only a rewrite in place, of the same size, within one tick of the file system's
// clock: a file pinned to the CRC-32 of the bytes read once (pinContent) must also have
// those bytes on every later read.





/** The file, pinned to `bytes` (as read from it): a later read must give the same bytes. */
function pinContent(file, bytes) {
    return { ...file, crc32: crc32(bytes) };
}
function fileIdentity(stat) {
    return `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
}
function changed(file, when) {
    return new ArtifactError('unsafe', `Artifact ${quoteName(file.artifact)} refused: ${quoteName(file.name)} changed ${when}`);
}
/**
 * The bytes of a located file, read synchronously (one open, a few reads, no buffering
 * on the way): into `scratch` when it is large enough (the bytes are then a view of it,
 * valid until it is reused), else into a buffer of their own, never from Node's shared
 * pool, so it can move to another thread.
 */
function readLocatedFile(file, scratch) {
    let fd;
    try {
        // O_NOFOLLOW: a symlink swapped in after the file was located fails here.
        fd = (0,external_node_fs_.openSync)(file.path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
    }
    catch (error) {
        if (errnoCode(error) === 'ELOOP') {
            throw new ArtifactError('unsafe', `Artifact ${quoteName(file.artifact)} refused: ${quoteName(file.name)} is a symlink`);
        }
        if (errnoCode(error) === 'ENOENT')
            throw changed(file, 'since it was listed (it is gone)');
        throw error;
    }
    try {
        if (fileIdentity((0,external_node_fs_.fstatSync)(fd, { bigint: true })) !== file.identity) {
            throw changed(file, 'since it was listed');
        }
        const data = scratch && scratch.length >= file.size
            ? scratch.subarray(0, file.size)
            : Buffer.allocUnsafeSlow(file.size);
        let filled = 0;
        while (filled < data.length) {
            const read = (0,external_node_fs_.readSync)(fd, data, filled, data.length - filled, filled);
            if (read === 0)
                break;
            filled += read;
        }
        // The identity holds the size: a file that grew or shrank while read is caught here.
        if (filled !== file.size || fileIdentity((0,external_node_fs_.fstatSync)(fd, { bigint: true })) !== file.identity) {
            throw changed(file, 'while being read');
        }
        if (file.crc32 !== undefined && (0,external_node_zlib_.crc32)(data) !== file.crc32) {
            throw changed(file, 'since it was checked');
        }
        return data;
    }
    finally {
        (0,external_node_fs_.closeSync)(fd);
    }
}
/** One buffer that located files are read into, one after the other (grown as needed). */
class ReadBuffer {
    #buffer = Buffer.allocUnsafeSlow(0);
    /** The bytes of `file`, valid until the next read. */
    read(file) {
        if (this.#buffer.length < file.size) {
            this.#buffer = Buffer.allocUnsafeSlow(Math.max(file.size, 2 * this.#buffer.length));
        }
        return readLocatedFile(file, this.#buffer);
    }
}

;// CONCATENATED MODULE: ./src/artifacts/local.ts
// A local directory as the artifact store (the embedded default: no GitHub needed).
//
// Layout: `<dir>/<artifact name>/<file>`. An upload is written into a temporary
// directory inside `<dir>` (same file system) and renamed into place, so a reader
// sees an artifact completely or not at all. Temporary directories start with '.',
// which no artifact name may, so they are never listed. Every complete artifact
// holds at least one file; renaming onto a non-empty directory fails atomically,
// which gives GitHub's "409 already exists" even between concurrent processes.








const TEMP_PREFIX = '.upload-';
class LocalArtifactStore {
    dir;
    constructor(dir) {
        this.dir = dir;
    }
    async upload(name, files) {
        checkUpload(name, files);
        await (0,promises_.mkdir)(this.dir, { recursive: true });
        const target = (0,external_node_path_.join)(this.dir, name);
        // Cheap early answer; the rename below is what actually decides a race.
        if (await pathExists(target))
            throw existsError(quoteName(name));
        const temp = await (0,promises_.mkdtemp)((0,external_node_path_.join)(this.dir, TEMP_PREFIX));
        try {
            for (const file of files) {
                // 'wx': never follow or overwrite something planted in the temp dir.
                const handle = await (0,promises_.open)((0,external_node_path_.join)(temp, file.name), 'wx', 0o644);
                try {
                    await handle.writeFile(file.data);
                    await handle.sync();
                }
                finally {
                    await handle.close();
                }
            }
            try {
                await (0,promises_.rename)(temp, target);
            }
            catch (error) {
                const code = errnoCode(error);
                if (code === 'ENOTEMPTY' || code === 'EEXIST' || code === 'ENOTDIR' || code === 'EISDIR') {
                    throw existsError(quoteName(name));
                }
                throw error;
            }
        }
        catch (error) {
            await (0,promises_.rm)(temp, { recursive: true, force: true });
            throw error;
        }
    }
    async list() {
        let entries;
        try {
            entries = await (0,promises_.readdir)(this.dir, { withFileTypes: true });
        }
        catch (error) {
            if (errnoCode(error) === 'ENOENT')
                return [];
            throw error;
        }
        // Temp dirs (leading '.'), stray files and symlinks are not artifacts. The artifacts
        // are sized all at once: a fan-in lists hundreds before it can start its workers.
        const artifacts = entries.filter((e) => e.isDirectory() && nameProblem(e.name) === null);
        const result = await Promise.all(artifacts.map(async ({ name }) => {
            const files = await (0,promises_.readdir)((0,external_node_path_.join)(this.dir, name), { withFileTypes: true });
            const sizes = await Promise.all(files
                .filter((f) => f.isFile())
                .map(async (f) => (await (0,promises_.lstat)((0,external_node_path_.join)(this.dir, name, f.name))).size));
            return { name, size: sizes.reduce((a, b) => a + b, 0) };
        }));
        return result.sort((a, b) => compareNames(a.name, b.name));
    }
    /**
     * The files read synchronously, one after the other (readLocatedFile): from a local disk
     * that is quicker than the thread-pool round trips of async reads; a large fan-in locates
     * its legs instead and reads them in worker threads.
     */
    async download(name, opts) {
        const located = await this.locate(name, opts);
        return new Map([...located].map(([file, where]) => [file, readLocatedFile(where)]));
    }
    /**
     * Where the files of artifact `name` lie (sorted by name), after the checks of download:
     * flat regular files within the limits. Each read of a located file checks that it is
     * still the file found here (located.ts).
     */
    async locate(name, opts) {
        assertArtifactName(name);
        const limits = resolveLimits(opts);
        const dir = (0,external_node_path_.join)(this.dir, name);
        let stat;
        try {
            stat = await (0,promises_.lstat)(dir);
        }
        catch (error) {
            if (errnoCode(error) === 'ENOENT') {
                throw new ArtifactError('not_found', `Artifact ${quoteName(name)} not found in ${quoteName(this.dir)}`);
            }
            throw error;
        }
        if (!stat.isDirectory()) {
            throw new ArtifactError('unsafe', `Artifact ${quoteName(name)} refused: not a directory`);
        }
        const budget = new ByteBudget(name, limits);
        const files = [];
        const entries = (await (0,promises_.readdir)(dir, { withFileTypes: true })).sort((a, b) => compareNames(a.name, b.name));
        for (const entry of entries) {
            const problem = nameProblem(entry.name);
            if (problem !== null) {
                throw new ArtifactError('unsafe', `Artifact ${quoteName(name)} refused: file ${quoteName(entry.name)} ${problem}`);
            }
            const path = (0,external_node_path_.join)(dir, entry.name);
            // lstat, not the directory entry's type: that is the identity every read checks.
            const info = entry.isFile() ? await (0,promises_.lstat)(path, { bigint: true }) : undefined;
            if (!info?.isFile()) {
                const what = entry.isSymbolicLink()
                    ? 'a symlink'
                    : entry.isDirectory()
                        ? 'a directory'
                        : 'not a regular file';
                throw new ArtifactError('unsafe', `Artifact ${quoteName(name)} refused: ${quoteName(entry.name)} is ${what}`);
            }
            const size = Number(info.size);
            budget.admit(entry.name, size);
            files.push([
                entry.name,
                { artifact: name, name: entry.name, path, size, identity: fileIdentity(info) },
            ]);
        }
        return sortedByName(files);
    }
}
async function pathExists(path) {
    try {
        await (0,promises_.lstat)(path);
        return true;
    }
    catch (error) {
        if (errnoCode(error) === 'ENOENT')
            return false;
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/artifacts/index.ts
// The artifact store: how legs and fan-in exchange payloads (their only channel).












/**
 * `artifact-dir` set => a local directory; else on a runner (ACTIONS_RUNTIME_TOKEN
 * present) => GitHub Actions artifacts; else an error telling to set `artifact-dir`.
 */
function openArtifactStore(opts) {
    const dir = opts.artifactDir?.trim();
    if (dir)
        return new LocalArtifactStore((0,external_node_path_.resolve)(dir));
    const { env } = opts;
    if (env['ACTIONS_RUNTIME_TOKEN']) {
        if (!env['ACTIONS_RESULTS_URL']) {
            throw new ArtifactError('no_store', 'ACTIONS_RUNTIME_TOKEN is set but ACTIONS_RESULTS_URL is not: this runner does not provide the artifact service; set the artifact-dir input to use a local directory');
        }
        return new ActionsArtifactStore({
            tempRoot: env['RUNNER_TEMP'] || (0,external_node_os_.tmpdir)(),
            ...(opts.retentionDays === undefined ? {} : { retentionDays: opts.retentionDays }),
        });
    }
    throw new ArtifactError('no_store', 'No artifact store: set the artifact-dir input (a local directory) when running outside GitHub Actions (ACTIONS_RUNTIME_TOKEN is not set)');
}


/***/ })

};
