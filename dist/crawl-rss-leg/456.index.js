export const id = 456;
export const ids = [456];
export const modules = {

/***/ 90456:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ errorName),
/* harmony export */   U: () => (/* binding */ errnoCode)
/* harmony export */ });
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


/***/ })

};
