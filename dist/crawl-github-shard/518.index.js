export const id = 518;
export const ids = [518];
export const modules = {

/***/ 10779:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
__webpack_unused_export__ = __webpack_unused_export__ = exports.U9 = void 0;
function fmtDef(validate, compare) {
    return { validate, compare };
}
exports.U9 = {
    // date: http://tools.ietf.org/html/rfc3339#section-5.6
    date: fmtDef(date, compareDate),
    // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
    time: fmtDef(getTime(true), compareTime),
    "date-time": fmtDef(getDateTime(true), compareDateTime),
    "iso-time": fmtDef(getTime(), compareIsoTime),
    "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
    // duration: https://tools.ietf.org/html/rfc3339#appendix-A
    duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
    uri,
    "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
    // uri-template: https://tools.ietf.org/html/rfc6570
    "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
    // For the source: https://gist.github.com/dperini/729294
    // For test cases: https://mathiasbynens.be/demo/url-regex
    url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
    email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
    // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
    ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
    regex,
    // uuid: http://tools.ietf.org/html/rfc4122
    uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
    // JSON-pointer: https://tools.ietf.org/html/rfc6901
    // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
    "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
    "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
    // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
    "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
    // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
    // byte: https://github.com/miguelmota/is-base64
    byte,
    // signed 32 bit integer
    int32: { type: "number", validate: validateInt32 },
    // signed 64 bit integer
    int64: { type: "number", validate: validateInt64 },
    // C-type float
    float: { type: "number", validate: validateNumber },
    // C-type double
    double: { type: "number", validate: validateNumber },
    // hint to the UI to hide input strings
    password: true,
    // unchecked string payload
    binary: true,
};
__webpack_unused_export__ = {
    ...exports.U9,
    date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
    time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
    "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
    "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
    "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
    // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
    uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
    "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
    // email (sources from jsen validator):
    // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
    // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
    email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};
__webpack_unused_export__ = Object.keys(exports.U9);
function isLeapYear(year) {
    // https://tools.ietf.org/html/rfc3339#appendix-C
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function date(str) {
    // full-date from http://tools.ietf.org/html/rfc3339#section-5.6
    const matches = DATE.exec(str);
    if (!matches)
        return false;
    const year = +matches[1];
    const month = +matches[2];
    const day = +matches[3];
    return (month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]));
}
function compareDate(d1, d2) {
    if (!(d1 && d2))
        return undefined;
    if (d1 > d2)
        return 1;
    if (d1 < d2)
        return -1;
    return 0;
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
function getTime(strictTimeZone) {
    return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
            return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || (strictTimeZone && !tz))
            return false;
        if (hr <= 23 && min <= 59 && sec < 60)
            return true;
        // leap second
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
    };
}
function compareTime(s1, s2) {
    if (!(s1 && s2))
        return undefined;
    const t1 = new Date("2020-01-01T" + s1).valueOf();
    const t2 = new Date("2020-01-01T" + s2).valueOf();
    if (!(t1 && t2))
        return undefined;
    return t1 - t2;
}
function compareIsoTime(t1, t2) {
    if (!(t1 && t2))
        return undefined;
    const a1 = TIME.exec(t1);
    const a2 = TIME.exec(t2);
    if (!(a1 && a2))
        return undefined;
    t1 = a1[1] + a1[2] + a1[3];
    t2 = a2[1] + a2[2] + a2[3];
    if (t1 > t2)
        return 1;
    if (t1 < t2)
        return -1;
    return 0;
}
const DATE_TIME_SEPARATOR = /t|\s/i;
function getDateTime(strictTimeZone) {
    const time = getTime(strictTimeZone);
    return function date_time(str) {
        // http://tools.ietf.org/html/rfc3339#section-5.6
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
    };
}
function compareDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const d1 = new Date(dt1).valueOf();
    const d2 = new Date(dt2).valueOf();
    if (!(d1 && d2))
        return undefined;
    return d1 - d2;
}
function compareIsoDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
    const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
    const res = compareDate(d1, d2);
    if (res === undefined)
        return undefined;
    return res || compareTime(t1, t2);
}
const NOT_URI_FRAGMENT = /\/|:/;
const URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function uri(str) {
    // http://jmrware.com/articles/2009/uri_regexp/URI_regex.html + optional protocol + required "."
    return NOT_URI_FRAGMENT.test(str) && URI.test(str);
}
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
function byte(str) {
    BYTE.lastIndex = 0;
    return BYTE.test(str);
}
const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;
function validateInt32(value) {
    return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
}
function validateInt64(value) {
    // JSON and javascript max Int is 2**53, so any int that passes isInteger is valid for Int64
    return Number.isInteger(value);
}
function validateNumber() {
    return true;
}
const Z_ANCHOR = /[^\\]\\Z/;
function regex(str) {
    if (Z_ANCHOR.test(str))
        return false;
    try {
        new RegExp(str);
        return true;
    }
    catch (e) {
        return false;
    }
}
//# sourceMappingURL=formats.js.map

/***/ }),

/***/ 36214:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports.A = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 50219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   loadPreviousSnapshot: () => (/* binding */ loadPreviousSnapshot)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _artifacts_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(56211);
/* harmony import */ var _github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(81127);
/* harmony import */ var _runtime_log_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(80390);
/* harmony import */ var _runtime_errno_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(90456);
/**
 * Last week's star snapshot, from the `previous-snapshot` input: a file path (the workflow
 * restored `data/snapshots/{week}-stars.json`, or downloaded last run's artifact), or the
 * name of an artifact in this run's store (exact, or the newest `<name>-a<N>`) holding one
 * or more `*-stars.json` files, merged.
 */





/** The bytes of a regular file, or undefined when there is no such file. */
async function readFileIfPresent(path) {
    let handle;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(path, 'r');
    }
    catch (error) {
        const code = (0,_runtime_errno_js__WEBPACK_IMPORTED_MODULE_4__/* .errnoCode */ .U)(error);
        if (code === 'ENOENT' || code === 'ENOTDIR')
            return undefined;
        throw error;
    }
    try {
        const stat = await handle.stat();
        if (!stat.isFile())
            throw new _github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .SnapshotError */ .JC(`previous-snapshot ${(0,_runtime_log_js__WEBPACK_IMPORTED_MODULE_3__/* .untrusted */ .bp)(path)} is not a regular file`);
        if (stat.size > _github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SNAPSHOT_BYTES */ .qB) {
            throw new _github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .SnapshotError */ .JC(`previous-snapshot ${(0,_runtime_log_js__WEBPACK_IMPORTED_MODULE_3__/* .untrusted */ .bp)(path)} is larger than ${_github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SNAPSHOT_BYTES */ .qB} bytes`);
        }
        return await handle.readFile();
    }
    finally {
        await handle.close();
    }
}
async function fromStore(store, name) {
    if ((0,_artifacts_index_js__WEBPACK_IMPORTED_MODULE_1__/* .nameProblem */ .rH)(name) !== null)
        return null;
    const names = (await store.list()).map((a) => a.name);
    const found = names.includes(name) ? name : (0,_artifacts_index_js__WEBPACK_IMPORTED_MODULE_1__/* .newestAttempt */ ._M)(names, name)?.name;
    if (found === undefined)
        return null;
    const files = await store.download(found, { maxBytes: _github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .MAX_SNAPSHOT_BYTES */ .qB });
    const snapshots = [...files]
        .filter(([file]) => file.endsWith('-stars.json'))
        .map(([file, bytes]) => (0,_github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStarSnapshot */ ._k)(bytes, `artifact ${found}/${file}`));
    if (snapshots.length === 0)
        throw new _github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .SnapshotError */ .JC(`artifact ${(0,_runtime_log_js__WEBPACK_IMPORTED_MODULE_3__/* .untrusted */ .bp)(found)} holds no *-stars.json file`);
    return { name: found, snapshot: (0,_github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .mergeStarSnapshots */ .kL)(snapshots) };
}
/**
 * Loads the snapshot. Not set, or naming neither a file nor an artifact (the very first
 * run has no previous week), is not an error: stars_gained is then null except for
 * repositories created in the window, and the note says so. A snapshot that exists but is
 * invalid, or is not of an earlier week than the run, fails: it would give wrong numbers.
 */
async function loadPreviousSnapshot(value, store, runWeek) {
    if (value === undefined) {
        return {
            snapshot: null,
            note: 'no previous-snapshot given: stars_gained is known only for repositories created in the window',
        };
    }
    const bytes = await readFileIfPresent(value);
    let snapshot;
    let source;
    if (bytes !== undefined) {
        source = `file ${(0,_runtime_log_js__WEBPACK_IMPORTED_MODULE_3__/* .untrusted */ .bp)(value)}`;
        snapshot = (0,_github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .parseStarSnapshot */ ._k)(bytes, `previous-snapshot ${value}`);
    }
    else {
        const found = await fromStore(store, value);
        if (found === null) {
            return {
                snapshot: null,
                note: `previous-snapshot ${(0,_runtime_log_js__WEBPACK_IMPORTED_MODULE_3__/* .untrusted */ .bp)(value)} is neither a file nor an artifact of this run: stars_gained is known only for repositories created in the window`,
            };
        }
        source = `artifact ${(0,_runtime_log_js__WEBPACK_IMPORTED_MODULE_3__/* .untrusted */ .bp)(found.name)}`;
        snapshot = found.snapshot;
    }
    (0,_github_snapshot_js__WEBPACK_IMPORTED_MODULE_2__/* .assertEarlierWeek */ .Tx)(snapshot, runWeek, `previous-snapshot (${source})`);
    return {
        snapshot,
        note: `previous snapshot: ${source}, week ${snapshot.week}, ${snapshot.repository_count} repositories`,
    };
}


/***/ }),

/***/ 81127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JC: () => (/* binding */ SnapshotError),
/* harmony export */   T8: () => (/* binding */ buildStarSnapshot),
/* harmony export */   Tx: () => (/* binding */ assertEarlierWeek),
/* harmony export */   _k: () => (/* binding */ parseStarSnapshot),
/* harmony export */   kL: () => (/* binding */ mergeStarSnapshots),
/* harmony export */   qB: () => (/* binding */ MAX_SNAPSHOT_BYTES)
/* harmony export */ });
/* harmony import */ var _contracts_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(30987);
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(44730);


class SnapshotError extends Error {
    constructor(message) {
        super(message);
        this.name = 'SnapshotError';
    }
}
/** Snapshots of thousands of repositories are a few hundred KB; refuse anything absurd. */
const MAX_SNAPSHOT_BYTES = 32 * 1024 * 1024;
/**
 * This week's snapshot of `repos`. A name seen twice keeps its highest count, so the result
 * does not depend on the order of the input.
 */
function buildStarSnapshot(week, capturedAt, repos) {
    const stars = new Map();
    for (const r of repos)
        stars.set(r.full_name, Math.max(stars.get(r.full_name) ?? 0, r.stars));
    return {
        week,
        captured_at: capturedAt,
        repository_count: stars.size,
        stars: Object.fromEntries(stars),
    };
}
/**
 * Parses and validates snapshot bytes (strict JSON: duplicate names would be ambiguous).
 * Bytes that are no snapshot are a SnapshotError, whatever is wrong with them: the file
 * is the user's input, not an artifact of the run.
 */
function parseStarSnapshot(bytes, source) {
    let snapshot;
    try {
        const value = (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_1__/* .parseStrict */ .z3)(bytes, { maxBytes: MAX_SNAPSHOT_BYTES, source });
        snapshot = (0,_contracts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .assertValid */ .pP)('star_snapshot_v1', value, source);
    }
    catch (error) {
        if (error instanceof _canonical_index_js__WEBPACK_IMPORTED_MODULE_1__/* .StrictJsonError */ .U7 || error instanceof _contracts_index_js__WEBPACK_IMPORTED_MODULE_0__/* .ContractError */ .Vl) {
            throw new SnapshotError(error.message);
        }
        throw error;
    }
    const count = Object.keys(snapshot.stars).length;
    if (snapshot.repository_count !== count) {
        throw new SnapshotError(`${source}: repository_count is ${snapshot.repository_count} but stars lists ${count} repositories`);
    }
    return snapshot;
}
/**
 * One snapshot from several of the same week (the four shards of last week each upload
 * theirs): the union, highest count per repository, latest captured_at.
 */
function mergeStarSnapshots(snapshots) {
    const first = snapshots[0];
    if (first === undefined)
        throw new SnapshotError('no star snapshot to merge');
    const other = snapshots.find((s) => s.week !== first.week);
    if (other) {
        throw new SnapshotError(`star snapshots of different weeks cannot be merged: ${first.week} and ${other.week}`);
    }
    const entries = snapshots.flatMap((s) => Object.entries(s.stars).flatMap(([full_name, stars]) => stars === undefined ? [] : [{ full_name, stars }]));
    const capturedAt = snapshots.map((s) => s.captured_at).reduce((a, b) => (b > a ? b : a));
    return buildStarSnapshot(first.week, capturedAt, entries);
}
/**
 * A previous snapshot must be of an earlier week than the run: comparing a week with itself
 * would report zero gains everywhere. ISO weeks `YYYY-Www` order correctly as strings.
 */
function assertEarlierWeek(snapshot, runWeek, source) {
    if (!(snapshot.week < runWeek)) {
        throw new SnapshotError(`${source} is the star snapshot of ${snapshot.week}, not of a week before the run's ${runWeek}`);
    }
}


/***/ })

};
