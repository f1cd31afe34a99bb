export const id = 622;
export const ids = [622];
export const modules = {

/***/ 21622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ResultTooLargeError: () => (/* binding */ ResultTooLargeError),
/* harmony export */   writeResult: () => (/* binding */ writeResult)
/* harmony export */ });
/* unused harmony exports MAX_OUTPUT_BYTES, resultText */
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(41483);
/* harmony import */ var _canonical_write_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75001);
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
    const text = (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .canonicalJson */ .dj)(result ?? null);
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
    await (0,_canonical_write_js__WEBPACK_IMPORTED_MODULE_1__/* .writeFileAtomic */ .Zf)(path, `${out.text}\n`);
    return out;
}


/***/ })

};
