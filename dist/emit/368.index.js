export const id = 368;
export const ids = [368];
export const modules = {

/***/ 69368:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  emitFromFiles: () => (/* binding */ emitFromFiles)
});

// UNUSED EXPORTS: emitLeg, incomingFrames

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

// EXTERNAL MODULE: ./src/gather/index.ts + 13 modules
var gather = __webpack_require__(37837);
// EXTERNAL MODULE: ./src/fanout/legs.ts
var legs = __webpack_require__(40698);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/runtime/errno.ts
var errno = __webpack_require__(90456);
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

// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(44730);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/runtime/untrusted.ts
var untrusted = __webpack_require__(63634);
;// CONCATENATED MODULE: ./src/config/errors.ts

/**
 * A configuration file that cannot be used: missing, too large, not UTF-8, not JSON/YAML,
 * or not valid against its contract. The message is one line naming the file and the
 * problem; an action maps it to an InputError naming the input that gave the path.
 */
class ConfigError extends Error {
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
const SOURCE_DEFAULTS = { active: true, interval_hours: 168, required: false };
/** Default relevance threshold of the topic config (topic_config_v1). */
const DEFAULT_RELEVANCE_THRESHOLD = 0.4;
/** Most aliases a YAML config may hold (each expanded at most this many times, too). */
const MAX_CONFIG_ALIASES = 100;

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
async function readConfigBytes(file, options = {}) {
    const maxBytes = options.maxBytes ?? MAX_CONFIG_BYTES;
    if (file === '')
        throw new ConfigError(file, 'path is empty');
    if (file.includes('\0'))
        throw new ConfigError(file, 'path contains a NUL character');
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
        throw new ConfigError(file, problem);
    }
    try {
        const stat = await handle.stat();
        if (stat.isDirectory())
            throw new ConfigError(file, 'is a directory, not a file');
        if (!stat.isFile())
            throw new ConfigError(file, 'is not a regular file');
        if (stat.size > maxBytes) {
            throw new ConfigError(file, `is ${stat.size} bytes, over the limit of ${maxBytes}`);
        }
        const buffer = Buffer.alloc(maxBytes + 1);
        let filled = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
            if (filled > maxBytes) {
                throw new ConfigError(file, `is over the limit of ${maxBytes} bytes`);
            }
        }
        return buffer.subarray(0, filled);
    }
    catch (error) {
        // EISDIR on read (some platforms open directories fine and fail here).
        const problem = error instanceof ConfigError ? undefined : openProblem(error);
        if (problem !== undefined)
            throw new ConfigError(file, problem);
        throw error;
    }
    finally {
        await handle.close();
    }
}

// EXTERNAL MODULE: ./src/runtime/log.ts
var log = __webpack_require__(80390);
// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
;// CONCATENATED MODULE: ./src/fanout/payload.ts





/** A payload that fails its schema: the first errors with their JSON pointers. */
class PayloadSchemaError extends Error {
    errors;
    constructor(errors, payload, schema) {
        const shown = errors
            .slice(0, 5)
            .map((e) => `${e.pointer || '/'} ${e.message}`)
            .join('; ');
        super(`payload ${(0,log/* untrusted */.bp)(payload, 200)} does not match schema ${(0,log/* untrusted */.bp)(schema, 200)}: ${shown}`);
        this.errors = errors;
        this.name = 'PayloadSchemaError';
    }
}
/** Strict JSON from a regular file of at most `maxBytes` (a FIFO or device is refused). */
async function readJsonFile(path, maxBytes = legs/* MAX_LEG_BYTES */.ad) {
    const bytes = (await readConfigBytes(path, { maxBytes }));
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
        throw new Error(`schema ${(0,log/* untrusted */.bp)(names.schema, 200)} is not a valid JSON Schema: ${(0,error_message/* messageOf */.b)(error)}`);
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
    const carried = (0,gather/* isPlainObject */.Qd)(payload) ? (0,legs/* asFrames */.N1)(payload['fan']) : null;
    return carried ?? [];
}
async function emitLeg(store, options) {
    const frames = (0,gather/* childFrames */.$i)(incomingFrames(options.payload, options.frames), options.fanId, options.seq, options.expected);
    if (frames.length > legs/* MAX_FRAME_DEPTH */.rF) {
        throw new RangeError(`the leg would carry ${frames.length} frames, above the ${legs/* MAX_FRAME_DEPTH */.rF} a gather reads (fans nested too deep)`);
    }
    const artifact = (0,legs/* legArtifactName */.As)(options.fanId, options.seq, options.attempt);
    const data = (0,legs/* legFile */.rp)(frames, options.payload);
    (0,legs/* checkUploadSize */.$M)(`leg ${artifact} (${legs/* LEG_FILE */.gU})`, data, legs/* MAX_LEG_BYTES */.ad);
    const outcome = await uploadOnce(store, artifact, [{ name: legs/* LEG_FILE */.gU, data }]);
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


/***/ })

};
