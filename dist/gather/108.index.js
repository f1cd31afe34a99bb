export const id = 108;
export const ids = [108];
export const modules = {

/***/ 64108:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishOkf: () => (/* binding */ publishOkf)
});

// EXTERNAL MODULE: ./src/canonical/index.ts + 7 modules
var canonical = __webpack_require__(41483);
// EXTERNAL MODULE: ./node_modules/hyparquet-writer/src/write.js + 26 modules
var write = __webpack_require__(15305);
// EXTERNAL MODULE: ./src/okf/errors.ts
var errors = __webpack_require__(78321);
;// CONCATENATED MODULE: ./src/okf/schema.ts
// The compact schema of an OKF dataset and its one-line rendering (pure).
//
// A column's type is inferred from the values the rows hold (nulls and missing keys do
// not count): all strings => str, all booleans => bool, all safe integers => int, all
// finite numbers => float, anything else (objects, arrays, mixed kinds) => json. A column
// with no value takes its type from the payload's JSON Schema when it names one, else str.


const OKF_TYPES = (/* unused pure expression or super */ null && (['str', 'int', 'float', 'bool', 'json']));
const MAX_FIELDS = 1000;
const MAX_FIELD_NAME_LENGTH = 200;
const MAX_DESC_LENGTH = 500;
function kindOf(value, field, row) {
    switch (typeof value) {
        case 'string':
            if (!value.isWellFormed()) {
                throw new errors/* OkfError */.$('bad_rows', `Row ${row}, field ${(0,errors/* quoted */.T)(field)}: a string with a lone surrogate is not valid Unicode`);
            }
            return 'str';
        case 'boolean':
            return 'bool';
        case 'number':
            if (!Number.isFinite(value)) {
                throw new errors/* OkfError */.$('bad_rows', `Row ${row}, field ${(0,errors/* quoted */.T)(field)}: ${value} is not a finite number`);
            }
            return Number.isSafeInteger(value) ? 'int' : 'float';
        case 'object':
            return 'json';
        default:
            throw new errors/* OkfError */.$('bad_rows', `Row ${row}, field ${(0,errors/* quoted */.T)(field)}: a ${typeof value} is not JSON`);
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
        throw new errors/* OkfError */.$('bad_rows', `Field name ${(0,errors/* quoted */.T)(name)} refused: 1 to ${MAX_FIELD_NAME_LENGTH} characters, no control characters`);
    }
    // Rows, columns and results are plain objects, where assigning `__proto__` sets the
    // prototype instead of a field: the field would vanish silently.
    if (name === '__proto__') {
        throw new errors/* OkfError */.$('bad_rows', 'Field name "__proto__" refused: it cannot be a field of a plain JavaScript object; rename it');
    }
}
/** The field => kind of every field the rows hold (in no particular order). */
function scanKinds(rows) {
    const kinds = new Map();
    rows.forEach((row, index) => {
        if (typeof row !== 'object' || row === null || Array.isArray(row)) {
            throw new errors/* OkfError */.$('bad_rows', `Row ${index} is not a JSON object`);
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
                    throw new errors/* OkfError */.$('bad_rows', `More than ${MAX_FIELDS} fields in the rows`);
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
const OKF_SCHEMA_KEY = 'okf.schema';
const OKF_FORMAT = 1;
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
        format: OKF_FORMAT,
        rows: schema.rows,
        columns: schema.columns,
    };
    const buffer = (0,write/* parquetWriteBuffer */.G)({
        columnData: columns,
        rowGroupSize: rowGroupRows,
        pageSize: pageBytes,
        statistics: true,
        createdBy: CREATED_BY,
        kvMetadata: [{ key: OKF_SCHEMA_KEY, value: JSON.stringify(fileSchema) }],
    });
    return { bytes: new Uint8Array(buffer), schema };
}

// EXTERNAL MODULE: ./src/okf/ref.ts
var ref = __webpack_require__(39589);
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
async function publishOkf(rows, store, options) {
    (0,ref/* assertDatasetName */.ge)(options.name);
    const { bytes, schema } = encodeDataset(rows, {
        payloadSchema: options.payloadSchema,
        ...(options.rowGroupRows === undefined ? {} : { rowGroupRows: options.rowGroupRows }),
        ...(options.pageBytes === undefined ? {} : { pageBytes: options.pageBytes }),
    });
    const hash = (0,canonical/* sha256Hex */.fg)(bytes).slice(0, ref/* HASH_DIGITS */._O);
    for (let attempt = 0; attempt < MAX_RACES; attempt++) {
        const keys = await store.keys();
        const stored = (0,ref/* versionsOf */.x4)(options.name, keys);
        const same = stored
            .filter((v) => v.hash === hash && (0,ref/* resolveKey */.oO)(v, keys)?.hash === hash)
            .sort((a, b) => a.version - b.version)[0];
        if (same)
            return { ref: (0,ref/* formatRef */.rq)(same), schema };
        const highest = Math.max(0, ...(0,ref/* claimedVersions */.Vp)(options.name, keys), ...stored.map((v) => v.version));
        const key = { name: options.name, version: highest + 1, hash };
        // The claim holds the hash so that a person looking at the store can see the winner.
        if ((await store.put((0,ref/* claimKey */.Eo)(key), new TextEncoder().encode(hash))) === 'exists')
            continue;
        // 'exists' here is a dataset key with the same hash under this version: the same bytes.
        await store.put((0,ref/* datasetKey */.OX)(key), bytes);
        return { ref: (0,ref/* formatRef */.rq)(key), schema };
    }
    throw new errors/* OkfError */.$('conflict', `Dataset ${options.name}: lost ${MAX_RACES} races for a version number to other publishers`);
}


/***/ })

};
