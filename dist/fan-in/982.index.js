export const id = 982;
export const ids = [982];
export const modules = {

/***/ 18982:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  publishNewsOkf: () => (/* binding */ publishNewsOkf)
});

// UNUSED EXPORTS: NEWS_ARTICLE_SCHEMA, newsDatasetName

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./node_modules/hyparquet/src/snappy.js
var snappy = __webpack_require__(17426);
// EXTERNAL MODULE: ./src/okf/errors.ts
var errors = __webpack_require__(78321);
// EXTERNAL MODULE: ./src/okf/encode.ts
var encode = __webpack_require__(40272);
// EXTERNAL MODULE: ./src/okf/ref.ts
var ref = __webpack_require__(39589);
// EXTERNAL MODULE: ./src/okf/schema.ts
var schema = __webpack_require__(11165);
;// CONCATENATED MODULE: ./src/okf/dataset.ts
// Opening a stored dataset: the ref resolved to a key, the Parquet footer read and checked,
// the OKF schema taken from it. Every byte read goes through a CountingBuffer, so tests and
// the readers can tell how much of the file a read fetched.






/** The footer is read in one request of this size when it fits (most footers do). */
const FOOTER_FETCH = (/* unused pure expression or super */ null && (32 * 1024));
/** The codecs OKF writes (hyparquet-writer's SNAPPY) and reads; any other is refused. */
const OKF_CODECS = (/* unused pure expression or super */ null && (['UNCOMPRESSED', 'SNAPPY']));
/**
 * The most bytes a Snappy stream of n bytes can expand to: its largest element, a copy, takes
 * 3 bytes and writes at most 64, so 22 n (plus the length preamble) bounds every valid page.
 */
function maxSnappyOutput(inputBytes) {
    return 22 * inputBytes + 16;
}
/**
 * Decompressors for hyparquet that check a page header's uncompressed size against what the
 * compressed bytes can hold before allocating it: the size comes from the untrusted file.
 */
const dataset_OKF_COMPRESSORS = {
    SNAPPY(input, outputLength) {
        if (!Number.isSafeInteger(outputLength) ||
            outputLength < 0 ||
            outputLength > maxSnappyOutput(input.length)) {
            throw new Error(`page header claims ${outputLength} uncompressed bytes for ${input.length} Snappy bytes`);
        }
        const output = new Uint8Array(outputLength);
        (0,snappy/* snappyUncompress */.t)(input, output);
        return output;
    },
};
/** An AsyncBuffer over a RangeReader that counts the bytes and requests it served. */
class CountingBuffer {
    reader;
    bytesRead = 0;
    requests = 0;
    constructor(reader) {
        this.reader = reader;
    }
    get byteLength() {
        return this.reader.byteLength;
    }
    async slice(start, end) {
        const bytes = await this.reader.read(start, end ?? this.reader.byteLength);
        this.bytesRead += bytes.byteLength;
        this.requests += 1;
        // hyparquet wants an ArrayBuffer of exactly these bytes (a Buffer may be a view of a
        // larger one, and Buffer#slice does not copy).
        if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
            return bytes.buffer;
        }
        const copy = new Uint8Array(bytes.byteLength);
        copy.set(bytes);
        return copy.buffer;
    }
}
async function resolveDatasetKey(store, refText) {
    const ref = parseRef(refText);
    const keys = await store.keys();
    const found = resolveKey(ref, keys);
    if (!found) {
        const known = claimedVersions(ref.name, keys).map((v) => `v${v}`);
        const have = known.length
            ? `versions of ${ref.name} in the store: ${[...new Set(known)].join(', ')}`
            : `no dataset named ${ref.name} in the store`;
        throw new OkfError('not_found', `Dataset ${formatRef(ref)} not found (${have})`);
    }
    return { ref: formatRef(ref), key: datasetKey(found) };
}
async function dataset_openDataset(store, refText) {
    const { ref, key } = await resolveDatasetKey(store, refText);
    const reader = await store.open(key);
    const file = new CountingBuffer(reader);
    try {
        const metadata = await readFooter(file, ref);
        const schema = okfSchemaOf(metadata, ref);
        return { ref, key, schema, metadata, file, close: () => reader.close() };
    }
    catch (error) {
        await reader.close();
        throw error;
    }
}
async function readFooter(file, ref) {
    try {
        return await parquetMetadataAsync(file, { initialFetchSize: FOOTER_FETCH });
    }
    catch (error) {
        throw dataset_corrupt(ref, error);
    }
}
function dataset_corrupt(ref, cause) {
    const why = messageOf(cause);
    return new OkfError('corrupt', `Dataset ${ref} is not a readable OKF Parquet file (truncated or corrupted?): ${quoted(why, 200)}`, { cause });
}
/** The OKF schema recorded in the footer, checked against the Parquet schema it describes. */
function okfSchemaOf(metadata, ref) {
    const entry = metadata.key_value_metadata?.find((kv) => kv.key === OKF_SCHEMA_KEY);
    let recorded;
    try {
        recorded = JSON.parse(entry?.value ?? 'null');
    }
    catch (error) {
        throw dataset_corrupt(ref, error);
    }
    const problem = schemaProblem(recorded, metadata);
    if (problem)
        throw dataset_corrupt(ref, new Error(problem));
    return { rows: recorded.rows, columns: recorded.columns };
}
function schemaProblem(recorded, metadata) {
    if (typeof recorded !== 'object' || recorded === null)
        return `no ${OKF_SCHEMA_KEY} metadata`;
    if (recorded.format !== OKF_FORMAT)
        return `unknown OKF format ${String(recorded.format)}`;
    if (!Number.isSafeInteger(recorded.rows) || recorded.rows < 0)
        return 'bad row count';
    const names = Object.keys(recorded.columns ?? {});
    const parquetNames = metadata.schema.slice(1).map((element) => element.name);
    if (names.join('\u0000') !== parquetNames.join('\u0000'))
        return 'columns differ from the Parquet schema';
    if (names.some((name) => !OKF_TYPES.includes(recorded.columns[name]?.type)))
        return 'unknown column type';
    // Flat: the decoder builds its schema tree from these counts, after its reads have started.
    const [root, ...leaves] = metadata.schema;
    if ((root?.num_children ?? 0) !== names.length || leaves.some((leaf) => leaf.num_children))
        return 'the Parquet schema is not a flat list of the columns';
    if (names.length > 0 && Number(metadata.num_rows) !== recorded.rows)
        return 'row count differs from the Parquet footer';
    return rowGroupProblem(metadata, names, names.length > 0 ? recorded.rows : 0);
}
/** Whether a chunk's path names column `name` of a flat schema (a name may hold a '.'). */
function isLeaf(path, name) {
    return path.length === 1 && path[0] === name;
}
/**
 * Row groups whose rows do not add up to the dataset's, that do not hold one chunk of each
 * column in order (the decoder would read a column without a chunk as nulls), or with a
 * codec OKF does not write.
 */
function rowGroupProblem(metadata, names, rows) {
    let total = 0;
    for (const [index, group] of metadata.row_groups.entries()) {
        total += Number(group.num_rows);
        const paths = group.columns.map((chunk) => chunk.meta_data?.path_in_schema ?? []);
        if (paths.length !== names.length || paths.some((path, i) => !isLeaf(path, names[i])))
            return `row group ${index} does not hold one chunk of each column, in order`;
        for (const chunk of group.columns) {
            const codec = chunk.meta_data?.codec;
            if (codec === undefined || !OKF_CODECS.includes(codec))
                return `column chunk codec ${String(codec)} (OKF reads ${OKF_CODECS.join(', ')})`;
        }
    }
    if (total !== rows)
        return `row groups hold ${total} rows, the dataset ${rows}`;
    return undefined;
}

// EXTERNAL MODULE: ./src/runtime/error-message.ts
var error_message = __webpack_require__(61676);
;// CONCATENATED MODULE: ./src/okf/kernel.ts
// The okf kernel of the gather engine (pure): it accumulates the rows of the gathered
// items as JSON, keyed by the item's seq so that the order of arrival does not matter;
// finalizing gives the rows in seq order. Writing them to a store is the separate, async
// `okfPublish` step that the gather action or CLI runs on the finalized result.
//
// Options: `name` (the dataset name, required), `field` (take the rows from this key of
// each item instead of the item itself), `schema` (the payload's JSON Schema, whose
// `description`s describe the columns).


function rowsOf(state, item, seq) {
    const source = state.field === null ? item : item?.[state.field];
    if (Array.isArray(source))
        return source;
    if (typeof source === 'object' && source !== null)
        return [source];
    const where = state.field === null ? 'the item' : `the item's ${JSON.stringify(state.field)}`;
    throw new TypeError(`okf kernel: ${where} of seq ${seq} is neither a row object nor an array of rows`);
}
const okfKernel = {
    name: 'okf',
    init(options) {
        const { name, field, schema } = options;
        if (typeof name !== 'string')
            throw new RangeError('okf kernel option "name" must be a dataset name');
        try {
            (0,ref/* assertDatasetName */.ge)(name);
        }
        catch (error) {
            throw new RangeError(`okf kernel option "name": ${(0,error_message/* messageOf */.b)(error)}`);
        }
        if (field !== undefined && (typeof field !== 'string' || field === '')) {
            throw new RangeError('okf kernel option "field" must be a non-empty string');
        }
        if (schema !== undefined && (typeof schema !== 'object' || schema === null)) {
            throw new RangeError('okf kernel option "schema" must be a JSON Schema object');
        }
        return { name, field: field ?? null, schema: schema ?? null, parts: {} };
    },
    apply(state, item, origin) {
        const rows = rowsOf(state, item, origin.seq);
        return { ...state, parts: { ...state.parts, [String(origin.seq)]: rows } };
    },
    finalize(state) {
        const seqs = Object.keys(state.parts)
            .map(Number)
            .sort((a, b) => a - b);
        return {
            name: state.name,
            rows: seqs.flatMap((seq) => state.parts[String(seq)]),
            payloadSchema: state.schema,
        };
    },
};
/** The I/O step after finalize: writes the rows to `store`, returns the ref and schema. */
async function okfPublish(result, store) {
    // The Parquet writer loads only when a dataset is written, not with the kernel.
    const { publishOkf } = await Promise.resolve(/* import() */).then(__webpack_require__.bind(__webpack_require__, 23923));
    return publishOkf(result.rows, store, {
        name: result.name,
        ...(result.payloadSchema === null ? {} : { payloadSchema: result.payloadSchema }),
    });
}

// EXTERNAL MODULE: ./src/okf/publish.ts
var publish = __webpack_require__(23923);
;// CONCATENATED MODULE: ./src/okf/read-request.ts
// What an okf read asks for, and the parsing of its inputs: kept apart from the reader so
// that an action can check its inputs without loading the Parquet reader.

/** The most rows one read returns (a `limit` or `rows` range over it is refused). */
const read_request_MAX_READ_ROWS = 10_000;
const read_request_DEFAULT_LIMIT = 100;
/** Parses `a:b` (0-based, end exclusive). */
function parseRows(text) {
    const match = /^\s*(\d{1,15})\s*:\s*(\d{1,15})\s*$/u.exec(text);
    const start = Number(match?.[1]);
    const end = Number(match?.[2]);
    if (!match || end < start) {
        throw new OkfError('bad_option', `rows ${quoted(text)} is not a range start:end with start <= end, e.g. 0:50`);
    }
    return { start, end };
}

// EXTERNAL MODULE: ./node_modules/jsep/dist/jsep.js
var dist_jsep = __webpack_require__(79506);
;// CONCATENATED MODULE: ./src/okf/where.ts
// The `where` grammar of okf read, parsed with jsep and never evaluated as code (pure).
//
//   expr       := expr 'or' expr | expr 'and' expr | 'not' '(' expr ')' | '(' expr ')' | comparison
//   comparison := field op literal | field 'in' '[' literal (',' literal)* ']'
//               | field 'contains' literal
//   op         := '=' | '==' | '!=' | '<' | '<=' | '>' | '>='
//   literal    := "string" | 'string' | number | -number | true | false | null
// 'and' binds tighter than 'or'. A field is a name of the dataset (letters, digits, '_').
// Types must agree: a str field compares with strings, int/float with numbers, bool with
// true/false (= and != only); 'contains' is a substring test on str fields and an element
// test on json fields holding arrays; `= null` / `!= null` test for missing values.


const MAX_WHERE_LENGTH = 2000;
const COMPARE_OPS = new Set(['=', '==', '!=', '<', '<=', '>', '>=']);
// jsep is one shared parser: configure it once, with only the operators of the grammar,
// so anything else ('+', '&&', '!') is a syntax error at its position.
let configured = false;
function parser() {
    if (!configured) {
        jsep.removeAllBinaryOps();
        jsep.removeAllUnaryOps();
        jsep.addBinaryOp('or', 1);
        jsep.addBinaryOp('and', 2);
        for (const op of COMPARE_OPS)
            jsep.addBinaryOp(op, 6);
        jsep.addBinaryOp('in', 6);
        jsep.addBinaryOp('contains', 6);
        jsep.addUnaryOp('not');
        jsep.addUnaryOp('-');
        configured = true;
    }
    return jsep;
}
function syntax(where, message, index) {
    const at = index === undefined ? '' : ` at position ${index + 1}:\n  ${where}\n  ${' '.repeat(index)}^`;
    return new OkfError('syntax', `where: ${message}${at}`);
}
function parseTree(where) {
    if (where.length > MAX_WHERE_LENGTH) {
        throw new OkfError('bad_option', `where is ${where.length} characters long, over the maximum of ${MAX_WHERE_LENGTH}`);
    }
    if (/[\u0000-\u001f]/u.test(where))
        throw syntax(where, 'control characters are not allowed');
    try {
        return parser()(where);
    }
    catch (error) {
        const e = error;
        throw syntax(where, e.description ?? e.message ?? 'cannot parse', e.index);
    }
}
function where_parseWhere(where, schema) {
    const tree = parseTree(where);
    return new Checker(where, schema).predicate(tree);
}
function describe(node) {
    switch (node.type) {
        case 'Identifier':
            return `field ${String(node['name'])}`;
        case 'Literal':
            return `literal ${String(node['raw'])}`;
        case 'BinaryExpression':
            return `'${String(node['operator'])}' expression`;
        default:
            return `a ${node.type}`;
    }
}
class Checker {
    where;
    schema;
    constructor(where, schema) {
        this.where = where;
        this.schema = schema;
    }
    predicate(node) {
        if (node.type === 'UnaryExpression' && node['operator'] === 'not') {
            const arg = node['argument'];
            if (arg.type === 'Identifier') {
                throw syntax(this.where, `'not' applies to a condition in parentheses: write not (${String(arg['name'])} …)`);
            }
            return { kind: 'not', arg: this.predicate(arg) };
        }
        if (node.type !== 'BinaryExpression') {
            throw syntax(this.where, `expected a condition, found ${describe(node)}`);
        }
        const op = String(node['operator']);
        const left = node['left'];
        const right = node['right'];
        if (op === 'and' || op === 'or')
            return { kind: op, left: this.predicate(left), right: this.predicate(right) };
        const field = this.field(left, op);
        const type = this.schema.columns[field].type;
        if (op === 'in')
            return { kind: 'in', field, values: this.list(right, field, type) };
        const value = this.literal(right, op);
        if (op === 'contains')
            return this.contains(field, type, value);
        return this.compare(field, type, op === '==' ? '=' : op, value);
    }
    field(node, op) {
        if (node.type !== 'Identifier') {
            throw syntax(this.where, `the left side of '${op}' must be a field name, found ${describe(node)}`);
        }
        const name = String(node['name']);
        if (!Object.hasOwn(this.schema.columns, name)) {
            const known = Object.keys(this.schema.columns).slice(0, 30).join(', ');
            throw new OkfError('unknown_field', `where: unknown field ${quoted(name)} (fields: ${known})`);
        }
        return name;
    }
    literal(node, op) {
        if (node.type === 'Literal') {
            const value = node['value'];
            if (typeof value === 'string' || typeof value === 'boolean' || value === null)
                return value;
            if (typeof value === 'number' && Number.isFinite(value))
                return value;
        }
        if (node.type === 'UnaryExpression' && node['operator'] === '-') {
            const arg = node['argument'];
            if (arg.type === 'Literal' && typeof arg['value'] === 'number')
                return -arg['value'];
        }
        throw syntax(this.where, `the right side of '${op}' must be a string, number, boolean or null literal, found ${describe(node)}`);
    }
    list(node, field, type) {
        if (node.type !== 'ArrayExpression') {
            throw syntax(this.where, `'in' takes a list in brackets, e.g. ${field} in ["a", "b"]`);
        }
        const elements = node['elements'].map((e) => {
            const value = e ? this.literal(e, 'in') : null;
            if (value === null)
                throw syntax(this.where, `the list of 'in' holds literals, not null`);
            this.expectType(field, type, value, 'in');
            return value;
        });
        if (elements.length === 0)
            throw syntax(this.where, `the list of 'in' is empty`);
        return elements;
    }
    contains(field, type, value) {
        if (value === null)
            throw syntax(this.where, `'contains' takes a literal, not null`);
        if (type === 'str' && typeof value !== 'string') {
            throw mismatch(field, type, value, 'contains');
        }
        if (type !== 'str' && type !== 'json') {
            throw new OkfError('type_mismatch', `where: 'contains' applies to str and json fields; ${field} is ${type}`);
        }
        return { kind: 'contains', field, value };
    }
    compare(field, type, op, value) {
        if (value === null) {
            if (op !== '=' && op !== '!=')
                throw syntax(this.where, `null compares with = and != only`);
            return { kind: 'cmp', field, op, value };
        }
        if (type === 'json') {
            throw new OkfError('type_mismatch', `where: ${field} is json: use 'contains', '= null' or '!= null'`);
        }
        this.expectType(field, type, value, op);
        if (type === 'bool' && op !== '=' && op !== '!=') {
            throw new OkfError('type_mismatch', `where: ${field} is bool: compare it with = or != only`);
        }
        return { kind: 'cmp', field, op, value };
    }
    expectType(field, type, value, op) {
        const ok = (type === 'str' && typeof value === 'string') ||
            ((type === 'int' || type === 'float') && typeof value === 'number') ||
            (type === 'bool' && typeof value === 'boolean') ||
            type === 'json';
        if (!ok)
            throw mismatch(field, type, value, op);
    }
}
function mismatch(field, type, value, op) {
    return new OkfError('type_mismatch', `where: ${field} is ${type}, but '${op}' compares it with the ${typeof value} ${quoted(JSON.stringify(value))}`);
}

;// CONCATENATED MODULE: ./src/okf/read.ts
// okf read: a slice of fields and rows, or the rows matching a where, up to a limit.
// Only the columns named (plus those the where tests) and the row groups that hold the
// wanted rows are fetched; a where skips the row groups its statistics rule out.






function read_checkFields(dataset, fields) {
    const all = Object.keys(dataset.schema.columns);
    if (fields === undefined)
        return all;
    for (const field of fields) {
        if (!Object.hasOwn(dataset.schema.columns, field)) {
            throw new OkfError('unknown_field', `Unknown field ${quoted(field)} in ${dataset.ref} (fields: ${all.slice(0, 30).join(', ')})`);
        }
    }
    return [...new Set(fields)];
}
function checkLimit(request) {
    const limit = request.limit ?? DEFAULT_LIMIT;
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_READ_ROWS) {
        throw new OkfError('bad_option', `limit must be an integer from 1 to ${MAX_READ_ROWS}, got ${String(limit)}`);
    }
    return limit;
}
async function read_readDataset(dataset, request) {
    const fields = read_checkFields(dataset, request.fields);
    const predicate = request.where === undefined ? undefined : parseWhere(request.where, dataset.schema);
    const limit = checkLimit(request);
    const range = request.rows ?? { start: 0, end: dataset.schema.rows };
    if (request.rows && !request.where && range.end - range.start > MAX_READ_ROWS) {
        throw new OkfError('bad_option', `rows ${range.start}:${range.end} spans ${range.end - range.start} rows, over the maximum of ${MAX_READ_ROWS}`);
    }
    const start = Math.min(range.start, dataset.schema.rows);
    const end = Math.min(range.end, dataset.schema.rows);
    if (!predicate) {
        const take = Math.min(end, start + limit);
        const rows = await readRows(dataset, fields, start, take);
        return { ref: dataset.ref, fields, row_numbers: numbers(start, take), rows, more: take < end };
    }
    return filterRows(dataset, fields, predicate, { start, end }, limit);
}
function numbers(start, end) {
    return Array.from({ length: end - start }, (_, i) => start + i);
}
/** Rows [start, end) of `fields`, ints as numbers. */
async function readRows(dataset, fields, start, end) {
    if (end <= start)
        return [];
    if (fields.length === 0)
        return numbers(start, end).map(() => ({}));
    let rows;
    try {
        rows = await parquetReadObjects({
            file: dataset.file,
            metadata: dataset.metadata,
            columns: fields,
            rowStart: start,
            rowEnd: end,
            compressors: OKF_COMPRESSORS,
            // Only the pages holding rows [start, end): the offset index says where they lie.
            useOffsetIndex: true,
        });
    }
    catch (error) {
        throw corrupt(dataset.ref, error);
    }
    if (rows.length !== end - start)
        throw corrupt(dataset.ref, new Error(`expected ${end - start} rows, read ${rows.length}`));
    return rows.map((row) => plainRow(row, fields));
}
/** A row with the fields in the order asked, bigints (INT64) as numbers. */
function plainRow(row, fields) {
    const out = {};
    for (const field of fields) {
        const value = row[field];
        out[field] = typeof value === 'bigint' ? Number(value) : (value ?? null);
    }
    return out;
}
/** Every value of one column, in row order (column chunks, no row objects: cheaper). */
async function read_readColumn(dataset, field) {
    let values = [];
    let filled = 0;
    try {
        // Inside the try: a footer that lies about the row count fails as corrupt.
        values = new Array(dataset.schema.rows);
        await parquetRead({
            file: dataset.file,
            metadata: dataset.metadata,
            compressors: OKF_COMPRESSORS,
            columns: [field],
            onChunk: (chunk) => {
                const data = chunk.columnData;
                for (let i = 0; i < data.length; i++) {
                    const value = data[i];
                    values[chunk.rowStart + i] = typeof value === 'bigint' ? Number(value) : (value ?? null);
                }
                filled += data.length;
            },
        });
    }
    catch (error) {
        throw corrupt(dataset.ref, error);
    }
    if (filled !== dataset.schema.rows) {
        throw corrupt(dataset.ref, new Error(`expected ${dataset.schema.rows} values of ${field}, read ${filled}`));
    }
    return values;
}
function fieldsOf(predicate, into = new Set()) {
    switch (predicate.kind) {
        case 'and':
        case 'or':
            fieldsOf(predicate.left, into);
            return fieldsOf(predicate.right, into);
        case 'not':
            return fieldsOf(predicate.arg, into);
        default:
            into.add(predicate.field);
            return into;
    }
}
/** The row groups as [start, end) row ranges, with a reader of their column statistics. */
function rowGroups(dataset) {
    let start = 0;
    return dataset.metadata.row_groups.map((group) => {
        const rows = Number(group.num_rows);
        const first = start;
        start += rows;
        const stats = (field) => {
            const chunk = group.columns.find((c) => c.meta_data?.path_in_schema.join('.') === field);
            const s = chunk?.meta_data?.statistics;
            if (!s)
                return undefined;
            return {
                rows,
                nulls: s.null_count === undefined ? undefined : Number(s.null_count),
                min: statValue(s.min_value ?? s.min),
                max: statValue(s.max_value ?? s.max),
            };
        };
        return { start: first, end: first + rows, stats };
    });
}
function statValue(value) {
    if (typeof value === 'bigint')
        return Number(value);
    return typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}
async function filterRows(dataset, fields, predicate, range, limit) {
    const tested = [...fieldsOf(predicate)];
    const found = [];
    const rows = [];
    for (const group of rowGroups(dataset)) {
        const start = Math.max(group.start, range.start);
        const end = Math.min(group.end, range.end);
        if (start >= end || !mayMatch(predicate, group.stats))
            continue;
        const candidates = await readRows(dataset, tested, start, end);
        const hits = candidates.flatMap((row, i) => (matches(predicate, row) ? [start + i] : []));
        const wanted = hits.slice(0, limit + 1 - found.length);
        found.push(...wanted);
        const kept = wanted.slice(0, Math.max(0, limit - rows.length));
        if (kept.length > 0)
            rows.push(...(await pickRows(dataset, fields, kept)));
        if (found.length > limit)
            break;
    }
    return {
        ref: dataset.ref,
        fields,
        row_numbers: found.slice(0, limit),
        rows,
        more: found.length > limit,
    };
}
/** The rows at `positions` (ascending, within one row group). */
async function pickRows(dataset, fields, positions) {
    const first = positions[0];
    const last = positions[positions.length - 1];
    const span = await readRows(dataset, fields, first, last + 1);
    return positions.map((p) => span[p - first]);
}

// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(79979);
;// CONCATENATED MODULE: ./src/okf/stats.ts
// okf stats: per-field statistics of one column (the column alone is fetched).
//
// `count` is the number of values that are not null, `nulls` the others, `distinct` the
// number of different non-null values. Numbers (int, float) get min, max, mean and the
// nearest-rank percentiles p50 and p95; other types get min and max (str only) and the
// TOP_VALUES most frequent values (ties by value). A json value counts by its JSON text.



const TOP_VALUES = 10;
/** The statistics of `values`, a column of type `type` (pure). */
function columnStats(field, type, values) {
    const present = values.filter((v) => v !== null && v !== undefined);
    const nulls = values.length - present.length;
    if (type === 'int' || type === 'float')
        return numberStats(field, type, present, nulls);
    return valueStats(field, type, present, nulls);
}
function percentile(sorted, q) {
    if (sorted.length === 0)
        return null;
    return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)];
}
/** Different values of a sorted array (0 and -0 count as one, as in a Set). */
function distinctSorted(sorted) {
    let distinct = sorted.length > 0 ? 1 : 0;
    for (let i = 1; i < sorted.length; i++)
        if (sorted[i] !== sorted[i - 1])
            distinct += 1;
    return distinct;
}
/**
 * The mean of finite numbers: the sum over n, or, when the sum leaves the doubles (two
 * values of 1e308), the sum of each over n, which cannot.
 */
function mean(values) {
    let sum = 0;
    for (const v of values)
        sum += v;
    if (Number.isFinite(sum))
        return sum / values.length;
    let scaled = 0;
    for (const v of values)
        scaled += v / values.length;
    return scaled;
}
function numberStats(field, type, values, nulls) {
    const sorted = Float64Array.from(values).sort();
    const n = sorted.length;
    return {
        field,
        type,
        count: n,
        nulls,
        distinct: distinctSorted(sorted),
        min: n ? sorted[0] : null,
        max: n ? sorted[n - 1] : null,
        mean: n ? mean(values) : null,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
    };
}
function valueStats(field, type, values, nulls) {
    const counts = new Map();
    for (const value of values) {
        const key = type === 'json' ? JSON.stringify(value) : String(value);
        const entry = counts.get(key);
        if (entry)
            entry.count += 1;
        else
            counts.set(key, { value, count: 1 });
    }
    const top = [...counts.entries()]
        .sort(([ka, a], [kb, b]) => b.count - a.count || compareStrings(ka, kb))
        .slice(0, TOP_VALUES)
        .map(([, entry]) => entry);
    const result = {
        field,
        type,
        count: values.length,
        nulls,
        distinct: counts.size,
        top,
    };
    if (type === 'str') {
        const keys = [...counts.keys()].sort(compareStrings);
        result.min = keys[0] ?? null;
        result.max = keys[keys.length - 1] ?? null;
    }
    return result;
}
async function stats_statsOf(dataset, request) {
    const [field] = checkFields(dataset, [request.field]);
    const type = dataset.schema.columns[field].type;
    if (request.numeric && type !== 'int' && type !== 'float') {
        throw new OkfError('not_numeric', `Field ${quoted(field)} of ${dataset.ref} is ${type}, not a number: numeric statistics (mean, p50, p95) need an int or float field`);
    }
    return columnStats(field, type, await readColumn(dataset, field));
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: ./src/artifacts/index.ts + 6 modules
var artifacts = __webpack_require__(48300);
;// CONCATENATED MODULE: ./src/okf/store.ts
// Where OKF datasets are kept. The interface is small so that another store (an object
// store, a database) can be added without touching the kernel or the readers:
//   keys()          the claim and dataset keys in the store (ref.ts),
//   put(key, bytes) store one dataset, all or nothing, never overwriting,
//   open(key)       read byte ranges of one dataset.
// One implementation serves both stores of the suite: a dataset is an artifact named by
// its key holding one file, data.parquet, in an ArtifactStore, either a local directory
// (LocalArtifactStore: the CLI and the tests; byte ranges read from the file) or the
// Actions artifacts of the run (ActionsArtifactStore: the default in actions; an artifact
// downloads whole, so its bytes are checked against the hash in the key, then sliced).






const DATA_FILE = 'data.parquet';
/** The largest dataset a store opens (an artifact is untrusted input). */
const MAX_DATASET_BYTES = 2 * 1024 * 1024 * 1024 - 1;
class MemoryReader {
    bytes;
    constructor(bytes) {
        this.bytes = bytes;
    }
    get byteLength() {
        return this.bytes.byteLength;
    }
    read(start, end) {
        return Promise.resolve(this.bytes.subarray(start, end));
    }
    close() {
        return Promise.resolve();
    }
}
class FileReader {
    handle;
    byteLength;
    constructor(handle, byteLength) {
        this.handle = handle;
        this.byteLength = byteLength;
    }
    async read(start, end) {
        const from = Math.max(0, Math.min(start, this.byteLength));
        const to = Math.max(from, Math.min(end, this.byteLength));
        const buffer = Buffer.alloc(to - from);
        let done = 0;
        while (done < buffer.length) {
            const { bytesRead } = await this.handle.read(buffer, done, buffer.length - done, from + done);
            if (bytesRead === 0)
                throw new errors/* OkfError */.$('corrupt', 'The dataset file became shorter while it was read');
            done += bytesRead;
        }
        return buffer;
    }
    close() {
        return this.handle.close();
    }
}
/** OKF datasets kept as artifacts of an {@link ArtifactStore}. */
class ArtifactOkfStore {
    artifacts;
    limits;
    constructor(artifacts, limits = { maxBytes: MAX_DATASET_BYTES, maxFiles: 1 }) {
        this.artifacts = artifacts;
        this.limits = limits;
    }
    async keys() {
        const listed = await this.artifacts.list();
        return listed.map((a) => a.name).filter(ref/* isStoreKey */.DB);
    }
    async put(key, bytes) {
        try {
            await this.artifacts.upload(key, [{ name: DATA_FILE, data: bytes }]);
            return 'stored';
        }
        catch (error) {
            if (error instanceof artifacts.ArtifactError && error.code === 'exists')
                return 'exists';
            throw error;
        }
    }
    async open(key) {
        try {
            return this.artifacts.locate ? await this.openLocated(key) : await this.openDownloaded(key);
        }
        catch (error) {
            if (error instanceof artifacts.ArtifactError && error.code === 'not_found') {
                throw new errors/* OkfError */.$('not_found', `Dataset ${(0,errors/* quoted */.T)(key)} is not in the store`, {
                    cause: error,
                });
            }
            throw error;
        }
    }
    async openLocated(key) {
        const files = await this.artifacts.locate(key, this.limits);
        const file = files.get(DATA_FILE);
        if (!file || files.size !== 1)
            throw notDataset(key);
        // O_NOFOLLOW: a symlink planted after the file was located is refused.
        const handle = await (0,promises_.open)(file.path, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NOFOLLOW);
        const stat = await handle.stat();
        if (!stat.isFile() || stat.size !== file.size) {
            await handle.close();
            throw new errors/* OkfError */.$('corrupt', `Dataset ${(0,errors/* quoted */.T)(key)} changed while it was opened`);
        }
        return new FileReader(handle, stat.size);
    }
    async openDownloaded(key) {
        const files = await this.artifacts.download(key, this.limits);
        const bytes = files.get(DATA_FILE);
        if (!bytes || files.size !== 1)
            throw notDataset(key);
        const expected = (0,ref/* parseDatasetKey */.RX)(key)?.hash;
        if (expected !== undefined && (0,canonical/* sha256Hex */.fg)(bytes).slice(0, ref/* HASH_DIGITS */._O) !== expected) {
            throw new errors/* OkfError */.$('corrupt', `Dataset ${(0,errors/* quoted */.T)(key)} does not match the hash in its name`);
        }
        return new MemoryReader(bytes);
    }
}
function notDataset(key) {
    return new errors/* OkfError */.$('corrupt', `Artifact ${(0,errors/* quoted */.T)(key)} does not hold exactly one ${DATA_FILE}`);
}
/** The local-directory store: `<dir>/<key>/data.parquet`, as the CLI and the tests use it. */
function localOkfStore(dir) {
    return new ArtifactOkfStore(new LocalArtifactStore(dir));
}

;// CONCATENATED MODULE: ./src/okf/query.ts
// okf read and okf stats as one call each: open the ref in a store, answer, close. The
// CLI and the okf-read / okf-stats actions are thin shells around these.



async function okfRead(store, ref, request) {
    const dataset = await openDataset(store, ref);
    try {
        return await readDataset(dataset, request);
    }
    finally {
        await dataset.close();
    }
}
async function okfStats(store, ref, request) {
    const dataset = await openDataset(store, ref);
    try {
        return { ref: dataset.ref, ...(await statsOf(dataset, request)) };
    }
    finally {
        await dataset.close();
    }
}

;// CONCATENATED MODULE: ./src/okf/index.ts
// OKF: big results by reference, as Parquet datasets (see docs/okf.md).














;// CONCATENATED MODULE: ./src/actions/fan-in/okf.ts
// fan-in with `okf: true`: the merged articles of the news output, also published as an
// OKF dataset (okf:news-<week>#v<k>) in the same artifact store. The JSON outputs are not
// touched; the `news-okf` output carries only the ref and the schema.


/** The descriptions of the article fields, as the payload schema of the dataset. */
const NEWS_ARTICLE_SCHEMA = {
    type: 'object',
    properties: {
        url: { type: 'string', description: 'Article URL' },
        title: { type: 'string', description: 'Article title' },
        published: { type: 'string', description: 'Publication time, UTC (YYYY-MM-DDTHH:MM:SSZ)' },
        source: { type: 'string', description: 'Source id from the source config' },
        relevance_score: { type: 'number', description: 'Relevance to the topic keywords, 0 to 1' },
        github_urls: { type: 'array', description: 'GitHub repository URLs found in the article' },
        entities: { type: 'array', description: 'Named entities of the title' },
    },
};
/** The dataset name of a week's news: news-2026-w23. */
function newsDatasetName(week) {
    return `news-${week.toLowerCase()}`;
}
async function publishNewsOkf(ctx, store, newsPath, week) {
    // The file the fan-in has just written: its own output, so plain JSON.parse.
    const news = JSON.parse(await (0,promises_.readFile)(newsPath, 'utf8'));
    const item = await (0,publish.publishOkf)(news.articles, new ArtifactOkfStore(store), {
        name: newsDatasetName(week),
        payloadSchema: NEWS_ARTICLE_SCHEMA,
    });
    ctx.log.info(`Published ${(0,schema/* renderItem */.Gx)(item)}`);
    return item;
}


/***/ }),

/***/ 40272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   zj: () => (/* binding */ encodeDataset)
/* harmony export */ });
/* unused harmony exports ROW_GROUP_ROWS, PAGE_BYTES, OKF_SCHEMA_KEY, OKF_FORMAT */
/* harmony import */ var hyparquet_writer__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(15305);
/* harmony import */ var _schema_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(11165);
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
    const schema = (0,_schema_js__WEBPACK_IMPORTED_MODULE_0__/* .inferSchema */ ._A)(rows, payloadSchema);
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
    const buffer = (0,hyparquet_writer__WEBPACK_IMPORTED_MODULE_1__/* .parquetWriteBuffer */ .G)({
        columnData: columns,
        rowGroupSize: rowGroupRows,
        pageSize: pageBytes,
        statistics: true,
        createdBy: CREATED_BY,
        kvMetadata: [{ key: OKF_SCHEMA_KEY, value: JSON.stringify(fileSchema) }],
    });
    return { bytes: new Uint8Array(buffer), schema };
}


/***/ }),

/***/ 78321:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ OkfError),
/* harmony export */   T: () => (/* binding */ quoted)
/* harmony export */ });
// One error type for every OKF failure, so the CLI and the actions can name the problem
// (and tests can branch on it) without parsing messages.
class OkfError extends Error {
    code;
    constructor(code, message, options) {
        super(message, options);
        this.code = code;
        this.name = 'OkfError';
    }
}
/** JSON-quoted and cut: safe to put untrusted text (a field name, a ref) in a message. */
function quoted(text, max = 80) {
    const cut = text.length > max ? `${text.slice(0, max)}…` : text;
    return JSON.stringify(cut);
}


/***/ }),

/***/ 23923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   publishOkf: () => (/* binding */ publishOkf)
/* harmony export */ });
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79979);
/* harmony import */ var _encode_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(40272);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(78321);
/* harmony import */ var _ref_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(39589);
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
    (0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .assertDatasetName */ .ge)(options.name);
    const { bytes, schema } = (0,_encode_js__WEBPACK_IMPORTED_MODULE_1__/* .encodeDataset */ .zj)(rows, {
        payloadSchema: options.payloadSchema,
        ...(options.rowGroupRows === undefined ? {} : { rowGroupRows: options.rowGroupRows }),
        ...(options.pageBytes === undefined ? {} : { pageBytes: options.pageBytes }),
    });
    const hash = (0,_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .sha256Hex */ .fg)(bytes).slice(0, _ref_js__WEBPACK_IMPORTED_MODULE_3__/* .HASH_DIGITS */ ._O);
    for (let attempt = 0; attempt < MAX_RACES; attempt++) {
        const keys = await store.keys();
        const stored = (0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .versionsOf */ .x4)(options.name, keys);
        const same = stored
            .filter((v) => v.hash === hash && (0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .resolveKey */ .oO)(v, keys)?.hash === hash)
            .sort((a, b) => a.version - b.version)[0];
        if (same)
            return { ref: (0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .formatRef */ .rq)(same), schema };
        const highest = Math.max(0, ...(0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .claimedVersions */ .Vp)(options.name, keys), ...stored.map((v) => v.version));
        const key = { name: options.name, version: highest + 1, hash };
        // The claim holds the hash so that a person looking at the store can see the winner.
        if ((await store.put((0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .claimKey */ .Eo)(key), new TextEncoder().encode(hash))) === 'exists')
            continue;
        // 'exists' here is a dataset key with the same hash under this version: the same bytes.
        await store.put((0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .datasetKey */ .OX)(key), bytes);
        return { ref: (0,_ref_js__WEBPACK_IMPORTED_MODULE_3__/* .formatRef */ .rq)(key), schema };
    }
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .OkfError */ .$('conflict', `Dataset ${options.name}: lost ${MAX_RACES} races for a version number to other publishers`);
}


/***/ }),

/***/ 39589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ isStoreKey),
/* harmony export */   Eo: () => (/* binding */ claimKey),
/* harmony export */   OX: () => (/* binding */ datasetKey),
/* harmony export */   RX: () => (/* binding */ parseDatasetKey),
/* harmony export */   Vp: () => (/* binding */ claimedVersions),
/* harmony export */   _O: () => (/* binding */ HASH_DIGITS),
/* harmony export */   ge: () => (/* binding */ assertDatasetName),
/* harmony export */   oO: () => (/* binding */ resolveKey),
/* harmony export */   rq: () => (/* binding */ formatRef),
/* harmony export */   x4: () => (/* binding */ versionsOf)
/* harmony export */ });
/* unused harmony exports parseRef, parseClaimKey */
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(78321);
// OKF refs and where a dataset lives in a store (pure).
//
// A ref is `okf:<name>#v<k>`. Version k of <name> exists once its claim key `okf-<name>-v<k>`
// is stored; the store never overwrites a key, so exactly one publisher wins each claim. The
// winner then stores the dataset under `okf-<name>-v<k>-<hash>`, where <hash> is the first 16
// hex digits of the SHA-256 of its Parquet bytes. See docs/contracts.md ("OKF refs and
// stores") for why.

/** Dataset names: lower-case letters, digits, '-' and '_', 1 to 64, starting alphanumeric. */
const NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/u;
const REF = /^okf:([a-z0-9][a-z0-9_-]{0,63})#v([1-9][0-9]{0,8})$/u;
const KEY = /^okf-([a-z0-9][a-z0-9_-]{0,63})-v([1-9][0-9]{0,8})-([0-9a-f]{16})$/u;
const CLAIM = /^okf-([a-z0-9][a-z0-9_-]{0,63})-v([1-9][0-9]{0,8})$/u;
const HASH_DIGITS = 16;
function assertDatasetName(name) {
    if (!NAME.test(name)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OkfError */ .$('bad_ref', `Invalid dataset name ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .quoted */ .T)(name)}: use 1 to 64 lower-case letters, digits, '-' or '_', starting with a letter or digit`);
    }
}
function parseRef(text) {
    const match = REF.exec(text.trim());
    if (!match?.[1] || !match[2]) {
        throw new OkfError('bad_ref', `Malformed OKF ref ${quoted(text)}: expected okf:<name>#v<k>, e.g. okf:news#v1`);
    }
    return { name: match[1], version: Number(match[2]) };
}
function formatRef(ref) {
    return `okf:${ref.name}#v${ref.version}`;
}
function datasetKey(key) {
    return `okf-${key.name}-v${key.version}-${key.hash}`;
}
/** The key's parts, or undefined for a key that is not an OKF dataset's. */
function parseDatasetKey(key) {
    const match = KEY.exec(key);
    if (!match?.[1] || !match[2] || !match[3])
        return undefined;
    return { name: match[1], version: Number(match[2]), hash: match[3] };
}
/** The key that claims version `ref.version` of `ref.name` for one publisher. */
function claimKey(ref) {
    return `okf-${ref.name}-v${ref.version}`;
}
/** The claimed name and version, or undefined for a key that is not a claim. */
function parseClaimKey(key) {
    const match = CLAIM.exec(key);
    if (!match?.[1] || !match[2])
        return undefined;
    return { name: match[1], version: Number(match[2]) };
}
/** Whether `key` is a claim or a dataset key of an OKF store. */
function isStoreKey(key) {
    return parseClaimKey(key) !== undefined || parseDatasetKey(key) !== undefined;
}
/**
 * The dataset a ref resolves to among the keys of a store: undefined unless the version is
 * claimed and its dataset stored. Only the claim's winner stores a dataset under a version,
 * so two datasets under one version mean a foreign writer: refused rather than chosen, so
 * that a ref never comes to name other bytes.
 */
function resolveKey(ref, keys) {
    if (!keys.includes(claimKey(ref)))
        return undefined;
    const found = versionsOf(ref.name, keys).filter((key) => key.version === ref.version);
    if (found.length > 1) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OkfError */ .$('corrupt', `Dataset ${formatRef(ref)} has ${found.length} datasets stored under its version; the store was written outside the OKF publisher`);
    }
    return found[0];
}
/** The versions of `name` claimed in `keys`, ascending. */
function claimedVersions(name, keys) {
    return keys
        .flatMap((key) => {
        const parsed = parseClaimKey(key);
        return parsed && parsed.name === name ? [parsed.version] : [];
    })
        .sort((a, b) => a - b);
}
/** The datasets stored under `name` in `keys`, as parsed keys. */
function versionsOf(name, keys) {
    return keys.flatMap((key) => {
        const parsed = parseDatasetKey(key);
        return parsed && parsed.name === name ? [parsed] : [];
    });
}


/***/ }),

/***/ 11165:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gx: () => (/* binding */ renderItem),
/* harmony export */   _A: () => (/* binding */ inferSchema)
/* harmony export */ });
/* unused harmony exports OKF_TYPES, MAX_FIELDS, MAX_FIELD_NAME_LENGTH */
/* harmony import */ var _canonical_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(79979);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(78321);
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
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `Row ${row}, field ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .T)(field)}: a string with a lone surrogate is not valid Unicode`);
            }
            return 'str';
        case 'boolean':
            return 'bool';
        case 'number':
            if (!Number.isFinite(value)) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `Row ${row}, field ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .T)(field)}: ${value} is not a finite number`);
            }
            return Number.isSafeInteger(value) ? 'int' : 'float';
        case 'object':
            return 'json';
        default:
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `Row ${row}, field ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .T)(field)}: a ${typeof value} is not JSON`);
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
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `Field name ${(0,_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .quoted */ .T)(name)} refused: 1 to ${MAX_FIELD_NAME_LENGTH} characters, no control characters`);
    }
    // Rows, columns and results are plain objects, where assigning `__proto__` sets the
    // prototype instead of a field: the field would vanish silently.
    if (name === '__proto__') {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', 'Field name "__proto__" refused: it cannot be a field of a plain JavaScript object; rename it');
    }
}
/** The field => kind of every field the rows hold (in no particular order). */
function scanKinds(rows) {
    const kinds = new Map();
    rows.forEach((row, index) => {
        if (typeof row !== 'object' || row === null || Array.isArray(row)) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `Row ${index} is not a JSON object`);
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
                    throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .OkfError */ .$('bad_rows', `More than ${MAX_FIELDS} fields in the rows`);
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
    for (const field of [...kinds.keys()].sort(_canonical_index_js__WEBPACK_IMPORTED_MODULE_0__/* .compareStrings */ .Kt)) {
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


/***/ })

};
