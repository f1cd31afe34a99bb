export const id = 210;
export const ids = [210];
export const modules = {

/***/ 47172:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ ArtifactError),
/* harmony export */   x: () => (/* binding */ existsError)
/* harmony export */ });
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


/***/ }),

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


/***/ })

};
