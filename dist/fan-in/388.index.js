export const id = 388;
export const ids = [388];
export const modules = {

/***/ 14388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// UNUSED EXPORTS: ACTION_NAME, fanInAction, runFanInAction

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
// EXTERNAL MODULE: ./src/artifacts/index.ts + 8 modules
var artifacts = __webpack_require__(56211);
// EXTERNAL MODULE: ./src/canonical/index.ts + 6 modules
var canonical = __webpack_require__(79652);
// EXTERNAL MODULE: ./src/gather/index.ts + 2 modules
var gather = __webpack_require__(5482);
// EXTERNAL MODULE: ./src/contracts/index.ts + 2 modules
var contracts = __webpack_require__(30987);
// EXTERNAL MODULE: ./src/fanin/reasons.ts
var reasons = __webpack_require__(17831);
;// CONCATENATED MODULE: ./src/fanin/artifacts.ts
/**
 * What the fan-in reads from the artifact store: which artifacts are legs, and the run
 * context + fan plan (newest `run-context-a<N>` attempt) when the caller gives none.
 */




const LEG_PREFIX = /^(rss|github)-/;
/**
 * Legs are `rss-<id>-a<N>` and `github-<id>-a<N>` with <id> a leg of the plan. Names of that
 * form whose id ends in `-diagnostics` (a leg's own diagnostics artifact) are not legs
 * unless the plan really has such an id. Other `rss-` / `github-` names are recorded as
 * ignored; every other name is none of the fan-in's business.
 */
function classifyArtifact(name, plan) {
    if (!LEG_PREFIX.test(name))
        return { kind: 'other' };
    const parsed = (0,artifacts/* parseLegArtifactName */.DH)(name);
    if (parsed === null)
        return { kind: 'ignored', reason: 'name' };
    const fan = plan.fans[parsed.kind];
    const leg = fan?.legs.find((l) => l.id === parsed.id);
    if (!leg) {
        if (parsed.id.endsWith('-diagnostics'))
            return { kind: 'other' };
        return {
            kind: 'ignored',
            reason: 'unknown_leg',
            fan: parsed.kind,
            id: parsed.id,
            attempt: parsed.attempt,
        };
    }
    return {
        kind: 'leg',
        fan: parsed.kind,
        id: parsed.id,
        attempt: parsed.attempt,
        seq: leg.seq,
        required: leg.required,
    };
}
/** The file inside a leg artifact: `rss-<id>.json` / `github-<id>.json`. */
function legFileName(fan, id) {
    return `${fan}-${id}.json`;
}
function parseContract(bytes, contract, what) {
    if (bytes === undefined)
        throw new reasons/* FanInSetupError */.Md(`${what} is missing`);
    let value;
    try {
        value = (0,canonical/* parseStrict */.z3)(bytes, { source: what, maxBytes: 16 * 1024 * 1024 });
    }
    catch (error) {
        if (error instanceof canonical/* StrictJsonError */.U7)
            throw new reasons/* FanInSetupError */.Md(error.message);
        throw error;
    }
    return artifacts_checkContract(contract, value, what);
}
/** `value`, once valid by `contract`; else a FanInSetupError listing its first errors. */
function artifacts_checkContract(contract, value, what) {
    const result = (0,contracts/* validate */.tf)(contract, value);
    if (!result.ok) {
        const list = result.errors.slice(0, 5).map((e) => `${e.pointer || '/'} ${e.message}`);
        throw new reasons/* FanInSetupError */.Md(`${what} is not a valid ${contract}: ${list.join('; ')}`);
    }
    return value;
}
/** Parses and validates a run context given as text or bytes (an input or a file). */
function parseRunContext(bytes, what) {
    return parseContract(Buffer.from(bytes), 'run_context_v1', what);
}
/** Parses and validates a fan plan given as text or bytes. */
function parseFanPlan(bytes, what) {
    return parseContract(Buffer.from(bytes), 'fan_plan_v1', what);
}
/**
 * Reads the newest `run-context-a<N>` artifact. `names` is the store's listing. Only the
 * files that are needed must be present.
 */
async function loadRunArtifact(store, names, need) {
    const newest = (0,artifacts/* newestAttempt */._M)(names, artifacts/* RUN_CONTEXT_ARTIFACT */.F);
    if (newest === null) {
        throw new reasons/* FanInSetupError */.Md(`no run context: give the run context${need.fanPlan ? ' and fan plan' : ''} or provide a ${artifacts/* RUN_CONTEXT_ARTIFACT */.F}-a<N> artifact`);
    }
    const files = await store.download(newest.name, { maxBytes: 32 * 1024 * 1024 });
    const result = {
        name: newest.name,
    };
    if (need.runContext) {
        result.runContext = parseContract(files.get(artifacts/* RUN_CONTEXT_FILE */.nJ), 'run_context_v1', `${newest.name}/${artifacts/* RUN_CONTEXT_FILE */.nJ}`);
    }
    if (need.fanPlan) {
        result.fanPlan = parseContract(files.get(artifacts/* FAN_PLAN_FILE */.P8), 'fan_plan_v1', `${newest.name}/${artifacts/* FAN_PLAN_FILE */.P8}`);
    }
    return result;
}
/**
 * The plan must belong to the run and be well formed: fan ids `{run_id}:rss|github`,
 * legs numbered 0..expected-1 in order, ids unique within a fan.
 */
function checkPlan(plan, runContext) {
    if (plan.run_id !== runContext.run_id) {
        throw new reasons/* FanInSetupError */.Md(`the fan plan is for run ${plan.run_id}, the run context for ${runContext.run_id}`);
    }
    for (const name of ['rss', 'github']) {
        const fan = plan.fans[name];
        if (!fan)
            continue;
        const expectedId = `${plan.run_id}:${name}`;
        if (fan.fan_id !== expectedId) {
            throw new reasons/* FanInSetupError */.Md(`fan plan: the ${name} fan id is ${JSON.stringify(fan.fan_id)}, expected ${JSON.stringify(expectedId)}`);
        }
        if (fan.expected !== fan.legs.length) {
            throw new reasons/* FanInSetupError */.Md(`fan plan: the ${name} fan expects ${fan.expected} legs but lists ${fan.legs.length}`);
        }
        const ids = new Set();
        fan.legs.forEach((leg, index) => {
            if (leg.seq !== index) {
                throw new reasons/* FanInSetupError */.Md(`fan plan: ${name} leg ${index} has seq ${leg.seq}`);
            }
            if (ids.has(leg.id))
                throw new reasons/* FanInSetupError */.Md(`fan plan: ${name} leg id ${JSON.stringify(leg.id)} appears twice`);
            ids.add(leg.id);
        });
    }
}

// EXTERNAL MODULE: ./src/runtime/errno.ts
var errno = __webpack_require__(90456);
;// CONCATENATED MODULE: ./src/fanin/files.ts
/**
 * Writing the outputs (I/O). Two guarantees:
 * * atomic: readers see the old file or all of the new one (canonical/writeFileAtomic,
 *   fed the bytes as a sequence of batches so that the news file is never held as one string);
 * * idempotent: when the file already holds the same bytes apart from the volatile parts
 *   (merged_at / crawled_at), it is left untouched, so a rerun of the same run leaves the
 *   output directory byte-identical.
 */



/** Bytes gathered before one write or compare call. */
const BATCH_BYTES = 1 << 20;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
function asBuffer(bytes) {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
/**
 * The parts as byte segments of ~1 MiB, packed into reused buffers (no allocation per
 * part; byte parts are copied at once, being valid only until the next part is taken),
 * volatile parts alone. Two buffers take turns, so a segment stays valid until the one
 * after the next is pulled: a consumer may write one segment while it pulls the next
 * (writeFileAtomic does).
 */
function* segments(parts) {
    const buffers = [Buffer.allocUnsafe(BATCH_BYTES), Buffer.allocUnsafe(BATCH_BYTES)];
    let turn = 0;
    let buffer = buffers[0];
    let used = 0;
    /** The packed bytes as a segment; the other buffer takes the next ones. */
    const flush = () => {
        const segment = { bytes: buffer.subarray(0, used), volatile: false };
        turn = 1 - turn;
        buffer = buffers[turn];
        used = 0;
        return segment;
    };
    for (const part of parts) {
        if (part.volatile) {
            if (used > 0)
                yield flush();
            yield { bytes: Buffer.from(part.text, 'utf8'), volatile: true };
            continue;
        }
        if (!('bytes' in part) && part.text.length * 3 <= buffer.length - used) {
            used += buffer.write(part.text, used, 'utf8'); // fits: at most 3 bytes per UTF-16 unit
            continue;
        }
        const bytes = 'bytes' in part ? asBuffer(part.bytes) : Buffer.from(part.text, 'utf8');
        for (let from = 0; from < bytes.length;) {
            if (used === buffer.length)
                yield flush();
            const copied = bytes.copy(buffer, used, from);
            used += copied;
            from += copied;
        }
    }
    if (used > 0)
        yield flush();
}
/** The file holds these bytes, except the volatile parts, which hold some timestamp. */
async function sameApartFromVolatile(path, serialized) {
    let size;
    try {
        const info = await (0,promises_.stat)(path);
        if (!info.isFile())
            return false;
        size = info.size;
    }
    catch (error) {
        if ((0,errno/* errnoCode */.U)(error) === 'ENOENT')
            return false;
        throw error;
    }
    const handle = await (0,promises_.open)(path, 'r');
    const scratch = Buffer.allocUnsafe(BATCH_BYTES); // no segment is larger
    try {
        // Compared as the parts are produced (producing them reads and hashes the articles: it
        // is done once): a file of another length differs, or ends early or late.
        let position = 0;
        for (const segment of segments(serialized.parts())) {
            const length = segment.bytes.length;
            if (position + length > size)
                return false;
            const existing = scratch.subarray(0, length);
            const { bytesRead } = await handle.read(existing, 0, length, position);
            if (bytesRead !== length)
                return false;
            position += bytesRead;
            if (segment.volatile) {
                if (!TIMESTAMP.test(existing.toString('latin1')))
                    return false;
            }
            else if (!existing.equals(segment.bytes)) {
                return false;
            }
        }
        return position === size;
    }
    finally {
        await handle.close();
    }
}
/** The parts written beside `path`, one batch of bytes at a time, ready to be put in place. */
function preparePartsAtomic(path, serialized) {
    return (0,canonical/* prepareFileAtomic */.hN)(path, (function* () {
        for (const { bytes } of segments(serialized.parts()))
            yield bytes;
    })());
}
const NOTHING_TO_DO = async () => { };
/** Leaves an equivalent existing file untouched, else writes it beside its target. */
async function prepareOutput(path, serialized) {
    if (await sameApartFromVolatile(path, serialized)) {
        return { outcome: 'unchanged', commit: NOTHING_TO_DO, discard: NOTHING_TO_DO };
    }
    return { outcome: 'written', ...(await preparePartsAtomic(path, serialized)) };
}
/** Leaves an equivalent existing file untouched, else writes atomically. */
async function writeOutput(path, serialized) {
    const prepared = await prepareOutput(path, serialized);
    await prepared.commit();
    return prepared.outcome;
}
/**
 * Writes several outputs side by side (a small file's write and sync hide behind a large
 * one's), and puts them in place only once every one was written: when one fails, the
 * others are discarded and every target is left as it was.
 */
async function writeOutputs(outputs) {
    const prepared = await Promise.allSettled(outputs.map(({ path, serialized }) => prepareOutput(path, serialized)));
    const ready = prepared.flatMap((p) => (p.status === 'fulfilled' ? [p.value] : []));
    const failed = prepared.find((p) => p.status === 'rejected');
    if (failed) {
        await Promise.all(ready.map((p) => p.discard()));
        throw failed.reason;
    }
    for (const p of ready)
        await p.commit();
    return ready.map((p) => p.outcome);
}

;// CONCATENATED MODULE: ./src/fanin/merge-github.ts
/**
 * The repository merge (pure). Repositories are deduplicated by full_name across every
 * shard: the record with the highest stars_gained wins (null counts lowest), ties decided
 * by canonical JSON (smallest first), a total order, so the merge is associative and
 * commutative. List membership comes from the shards: `new_repos` is the union of the
 * new_repos, topic_primary and topic_secondary shards, `trending_repos` the trending
 * shard; a repository in both lists appears in both with the same (winning) record.
 */

function emptyRepoSet() {
    return { records: new Map(), newRepos: new Set(), trending: new Set() };
}
/** Negative when `a` wins over `b`. */
function compareRepoWinners(a, b) {
    const ga = a.stars_gained ?? -1;
    const gb = b.stars_gained ?? -1;
    if (ga !== gb)
        return gb - ga;
    return a === b ? 0 : (0,canonical/* compareStrings */.Kt)((0,canonical/* canonicalJson */.dj)(a), (0,canonical/* canonicalJson */.dj)(b));
}
function keep(records, repo) {
    const held = records.get(repo.full_name);
    if (held === undefined || compareRepoWinners(repo, held) < 0)
        records.set(repo.full_name, repo);
}
/** Adds one shard's repositories to `set` in place; returns `set`. */
function addShard(set, shardId, repositories) {
    const list = shardId === 'trending_repos' ? set.trending : set.newRepos;
    for (const repo of repositories) {
        keep(set.records, repo);
        list.add(repo.full_name);
    }
    return set;
}
/** The merge of two partial results (neither is modified). */
function mergeRepoSets(a, b) {
    const records = new Map(a.records);
    for (const repo of b.records.values())
        keep(records, repo);
    return {
        records,
        newRepos: new Set([...a.newRepos, ...b.newRepos]),
        trending: new Set([...a.trending, ...b.trending]),
    };
}
function listOf(set, names) {
    return [...names].sort(canonical/* compareStrings */.Kt).map((name) => set.records.get(name));
}
/** Both lists, sorted by full_name. */
function finalRepos(set) {
    return { new_repos: listOf(set, set.newRepos), trending_repos: listOf(set, set.trending) };
}

// EXTERNAL MODULE: ./src/fanin/leg-checkers.ts
var leg_checkers = __webpack_require__(6583);
// EXTERNAL MODULE: ./src/fanin/merge-news.ts
var merge_news = __webpack_require__(17704);
// EXTERNAL MODULE: ./src/fanin/leg-files.ts
var leg_files = __webpack_require__(18536);
;// CONCATENATED MODULE: ./src/contracts/generated/schemas.ts
// Generated by scripts/gen-contracts.js from schemas/*.json. Do not edit.
/* eslint-disable */
const schemas = [
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "common",
        "description": "Definitions shared by the SquadScope contracts.",
        "$defs": {
            "timestamp": {
                "description": "UTC timestamp with second precision, YYYY-MM-DDTHH:MM:SSZ.",
                "type": "string",
                "pattern": "^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])T([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]Z$",
                "format": "date-time"
            },
            "week": {
                "description": "ISO 8601 week, YYYY-Www (ISO year).",
                "type": "string",
                "pattern": "^[0-9]{4}-W(0[1-9]|[1-4][0-9]|5[0-3])$"
            },
            "checksum": {
                "description": "sha256: followed by the lowercase hex SHA-256 digest.",
                "type": "string",
                "pattern": "^sha256:[0-9a-f]{64}$"
            },
            "sourceId": {
                "description": "Identifier of an RSS source: safe inside artifact and file names.",
                "type": "string",
                "pattern": "^[a-z0-9][a-z0-9_-]{0,63}$"
            },
            "shardId": {
                "type": "string",
                "enum": [
                    "new_repos",
                    "trending_repos",
                    "topic_primary",
                    "topic_secondary"
                ]
            },
            "count": {
                "type": "integer",
                "minimum": 0,
                "maximum": 9007199254740991
            },
            "httpUrl": {
                "type": "string",
                "format": "uri",
                "pattern": "^https?://",
                "maxLength": 2048
            },
            "fanFrame": {
                "title": "FanFrame",
                "description": "One level of fan-out: which fan this leg belongs to, its index and the fan's size.",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "fan_id",
                    "seq",
                    "expected"
                ],
                "properties": {
                    "fan_id": {
                        "type": "string",
                        "minLength": 1,
                        "maxLength": 200
                    },
                    "seq": {
                        "type": "integer",
                        "minimum": 0,
                        "maximum": 1000000
                    },
                    "expected": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 1000000
                    }
                }
            },
            "fanFrames": {
                "description": "The fan frames of a leg, outermost first; inherited, never rewritten.",
                "type": "array",
                "minItems": 1,
                "maxItems": 16,
                "items": {
                    "$ref": "#/$defs/fanFrame"
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "external_news_v2",
        "title": "NewsOutput",
        "description": "data/raw/{week}-external-news.json: the merged, deduplicated, sorted articles of every source.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_context",
            "sources",
            "articles",
            "metrics",
            "warnings",
            "merged_at",
            "checksum"
        ],
        "properties": {
            "schema_version": {
                "const": 2
            },
            "run_context": {
                "$ref": "run_context_v1"
            },
            "sources": {
                "type": "object",
                "propertyNames": {
                    "$ref": "common#/$defs/sourceId"
                },
                "additionalProperties": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "status",
                        "articles_count"
                    ],
                    "properties": {
                        "status": {
                            "enum": [
                                "success",
                                "partial",
                                "failed",
                                "missing"
                            ]
                        },
                        "articles_count": {
                            "$ref": "common#/$defs/count"
                        },
                        "error": {
                            "type": "string",
                            "description": "The leg's error code, or the fan-in's reason code when no valid artifact arrived."
                        }
                    }
                }
            },
            "articles": {
                "type": "array",
                "items": {
                    "$ref": "rss_source_v2#/$defs/article"
                }
            },
            "metrics": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "total_articles",
                    "total_relevant",
                    "sources_succeeded",
                    "sources_failed"
                ],
                "properties": {
                    "total_articles": {
                        "$ref": "common#/$defs/count"
                    },
                    "total_relevant": {
                        "$ref": "common#/$defs/count"
                    },
                    "sources_succeeded": {
                        "$ref": "common#/$defs/count"
                    },
                    "sources_failed": {
                        "$ref": "common#/$defs/count"
                    }
                }
            },
            "warnings": {
                "type": "array",
                "items": {
                    "type": "string"
                }
            },
            "merged_at": {
                "$ref": "common#/$defs/timestamp"
            },
            "checksum": {
                "$ref": "common#/$defs/checksum",
                "description": "Over the final articles array."
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "fan_in_diagnostics_v1",
        "title": "FanInDiagnostics",
        "description": "Everything the fan-in saw and decided. Written on every fan-in; the only output when it fails closed.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_id",
            "week",
            "status",
            "reason",
            "artifacts",
            "fans",
            "decisions",
            "warnings",
            "merged_at"
        ],
        "properties": {
            "schema_version": {
                "const": "fan_in_diagnostics_v1"
            },
            "run_id": {
                "type": "string"
            },
            "week": {
                "$ref": "common#/$defs/week"
            },
            "status": {
                "enum": [
                    "complete",
                    "degraded",
                    "failed"
                ]
            },
            "reason": {
                "type": [
                    "string",
                    "null"
                ],
                "description": "One line: why the fan-in failed or degraded."
            },
            "artifacts": {
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "name",
                        "verdict",
                        "errors"
                    ],
                    "properties": {
                        "name": {
                            "type": "string"
                        },
                        "fan": {
                            "enum": [
                                "rss",
                                "github"
                            ]
                        },
                        "id": {
                            "type": "string"
                        },
                        "attempt": {
                            "type": "integer",
                            "minimum": 1
                        },
                        "seq": {
                            "type": "integer",
                            "minimum": 0
                        },
                        "verdict": {
                            "enum": [
                                "accepted",
                                "rejected",
                                "superseded",
                                "ignored"
                            ]
                        },
                        "reason": {
                            "type": "string",
                            "description": "Reason code: parse, too_large, schema, schema_version, run_context, config_checksum, checksum, fan, consistency, superseded, duplicate, unknown_leg, name."
                        },
                        "errors": {
                            "type": "array",
                            "items": {
                                "type": "object",
                                "additionalProperties": false,
                                "required": [
                                    "code",
                                    "pointer",
                                    "message"
                                ],
                                "properties": {
                                    "code": {
                                        "type": "string"
                                    },
                                    "pointer": {
                                        "type": "string"
                                    },
                                    "message": {
                                        "type": "string"
                                    }
                                }
                            }
                        }
                    }
                }
            },
            "fans": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "fan_id",
                        "expected",
                        "closed",
                        "legs"
                    ],
                    "properties": {
                        "fan_id": {
                            "type": "string"
                        },
                        "expected": {
                            "type": "integer"
                        },
                        "closed": {
                            "type": "boolean",
                            "description": "Every expected seq arrived with a valid artifact."
                        },
                        "legs": {
                            "type": "array",
                            "items": {
                                "type": "object",
                                "additionalProperties": false,
                                "required": [
                                    "seq",
                                    "id",
                                    "required",
                                    "status",
                                    "artifact",
                                    "items"
                                ],
                                "properties": {
                                    "seq": {
                                        "type": "integer"
                                    },
                                    "id": {
                                        "type": "string"
                                    },
                                    "required": {
                                        "type": "boolean"
                                    },
                                    "status": {
                                        "enum": [
                                            "success",
                                            "partial",
                                            "failed",
                                            "missing"
                                        ]
                                    },
                                    "artifact": {
                                        "type": [
                                            "string",
                                            "null"
                                        ]
                                    },
                                    "items": {
                                        "$ref": "common#/$defs/count"
                                    },
                                    "error": {
                                        "type": "string"
                                    }
                                }
                            }
                        }
                    }
                }
            },
            "decisions": {
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "rule",
                        "outcome",
                        "detail"
                    ],
                    "properties": {
                        "rule": {
                            "type": "string"
                        },
                        "outcome": {
                            "enum": [
                                "pass",
                                "degrade",
                                "fail"
                            ]
                        },
                        "detail": {
                            "type": "string"
                        }
                    }
                }
            },
            "warnings": {
                "type": "array",
                "items": {
                    "type": "string"
                }
            },
            "merged_at": {
                "$ref": "common#/$defs/timestamp"
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "fan_plan_v1",
        "title": "FanPlan",
        "description": "The legs of a run: for each fan its id, expected leg count and legs in source-priority order.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_id",
            "fans",
            "skipped"
        ],
        "properties": {
            "schema_version": {
                "const": "fan_plan_v1"
            },
            "run_id": {
                "type": "string",
                "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$"
            },
            "fans": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                    "rss": {
                        "$ref": "#/$defs/fan"
                    },
                    "github": {
                        "$ref": "#/$defs/fan"
                    }
                }
            },
            "skipped": {
                "description": "Configured legs that are not in the plan, and why.",
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "id",
                        "reason"
                    ],
                    "properties": {
                        "id": {
                            "type": "string"
                        },
                        "reason": {
                            "type": "string"
                        }
                    }
                }
            }
        },
        "$defs": {
            "fan": {
                "title": "Fan",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "fan_id",
                    "expected",
                    "legs"
                ],
                "properties": {
                    "fan_id": {
                        "type": "string",
                        "minLength": 1
                    },
                    "expected": {
                        "type": "integer",
                        "minimum": 1,
                        "maximum": 1000000
                    },
                    "legs": {
                        "type": "array",
                        "minItems": 1,
                        "items": {
                            "type": "object",
                            "additionalProperties": false,
                            "required": [
                                "seq",
                                "id",
                                "required"
                            ],
                            "properties": {
                                "seq": {
                                    "type": "integer",
                                    "minimum": 0
                                },
                                "id": {
                                    "type": "string",
                                    "minLength": 1,
                                    "maxLength": 64
                                },
                                "required": {
                                    "type": "boolean"
                                }
                            }
                        }
                    }
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "github_raw_v2",
        "title": "GithubRawOutput",
        "description": "data/raw/{week}.json: the legacy monolithic GitHub file, written identically from one process or from shards.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "week",
            "crawled_at",
            "new_repos",
            "trending_repos",
            "signals",
            "metadata"
        ],
        "properties": {
            "week": {
                "$ref": "common#/$defs/week"
            },
            "crawled_at": {
                "$ref": "common#/$defs/timestamp"
            },
            "new_repos": {
                "type": "array",
                "items": {
                    "$ref": "#/$defs/legacyRepository"
                }
            },
            "trending_repos": {
                "type": "array",
                "items": {
                    "$ref": "#/$defs/legacyRepository"
                }
            },
            "signals": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "top_topics"
                ],
                "properties": {
                    "top_topics": {
                        "type": "array",
                        "maxItems": 15,
                        "items": {
                            "type": "object",
                            "additionalProperties": false,
                            "required": [
                                "topic",
                                "count"
                            ],
                            "properties": {
                                "topic": {
                                    "type": "string"
                                },
                                "count": {
                                    "type": "integer",
                                    "minimum": 1
                                }
                            }
                        }
                    }
                }
            },
            "metadata": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "api_calls_used",
                    "cache_hits",
                    "stale_cache_hits",
                    "rate_limit_limit",
                    "rate_limit_remaining",
                    "rate_limit_reset",
                    "rate_limit_resource",
                    "partial_failures",
                    "run_id",
                    "crawl_window",
                    "crawl_config_checksum",
                    "schema_checksum",
                    "same_day_reuse",
                    "filter_summary",
                    "snapshot_path",
                    "source_refresh_policy",
                    "crawler_code_sha",
                    "run_context",
                    "shards",
                    "merged_at",
                    "artifact_checksum"
                ],
                "properties": {
                    "api_calls_used": {
                        "$ref": "common#/$defs/count"
                    },
                    "cache_hits": {
                        "$ref": "common#/$defs/count"
                    },
                    "stale_cache_hits": {
                        "$ref": "common#/$defs/count"
                    },
                    "rate_limit_limit": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    },
                    "rate_limit_remaining": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    },
                    "rate_limit_reset": {
                        "type": [
                            "integer",
                            "null"
                        ]
                    },
                    "rate_limit_resource": {
                        "type": "string"
                    },
                    "partial_failures": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "run_id": {
                        "type": "string"
                    },
                    "crawl_window": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": [
                            "since",
                            "until"
                        ],
                        "properties": {
                            "since": {
                                "type": "string",
                                "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
                            },
                            "until": {
                                "type": "string",
                                "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"
                            }
                        }
                    },
                    "crawl_config_checksum": {
                        "$ref": "common#/$defs/checksum"
                    },
                    "schema_checksum": {
                        "$ref": "common#/$defs/checksum"
                    },
                    "same_day_reuse": {
                        "type": "boolean"
                    },
                    "filter_summary": {
                        "type": "object",
                        "additionalProperties": {
                            "$ref": "common#/$defs/count"
                        }
                    },
                    "snapshot_path": {
                        "type": "string"
                    },
                    "source_refresh_policy": {
                        "type": "string"
                    },
                    "crawler_code_sha": {
                        "type": "string"
                    },
                    "run_context": {
                        "$ref": "run_context_v1"
                    },
                    "shards": {
                        "type": "object",
                        "additionalProperties": {
                            "type": "object",
                            "additionalProperties": false,
                            "required": [
                                "status",
                                "required",
                                "repositories"
                            ],
                            "properties": {
                                "status": {
                                    "enum": [
                                        "success",
                                        "missing"
                                    ]
                                },
                                "required": {
                                    "type": "boolean"
                                },
                                "repositories": {
                                    "$ref": "common#/$defs/count"
                                },
                                "reason": {
                                    "type": "string"
                                }
                            }
                        }
                    },
                    "merged_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "artifact_checksum": {
                        "$ref": "common#/$defs/checksum",
                        "description": "Over the canonical JSON of {new_repos, trending_repos}."
                    }
                }
            }
        },
        "$defs": {
            "legacyRepository": {
                "title": "LegacyRepository",
                "description": "The shard record without null stars_gained (the legacy file omits it when unknown).",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "id",
                    "node_id",
                    "name",
                    "owner",
                    "full_name",
                    "description",
                    "language",
                    "stars",
                    "forks",
                    "archived",
                    "disabled",
                    "created_at",
                    "updated_at",
                    "pushed_at",
                    "topics",
                    "license",
                    "url",
                    "api_url"
                ],
                "properties": {
                    "id": {
                        "$ref": "common#/$defs/count"
                    },
                    "node_id": {
                        "type": "string"
                    },
                    "name": {
                        "type": "string"
                    },
                    "owner": {
                        "type": "string"
                    },
                    "full_name": {
                        "type": "string"
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "language": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "stars": {
                        "$ref": "common#/$defs/count"
                    },
                    "forks": {
                        "$ref": "common#/$defs/count"
                    },
                    "archived": {
                        "type": "boolean"
                    },
                    "disabled": {
                        "type": "boolean"
                    },
                    "created_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "updated_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "pushed_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "topics": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "license": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "url": {
                        "type": "string"
                    },
                    "api_url": {
                        "type": "string"
                    },
                    "stars_gained": {
                        "$ref": "common#/$defs/count"
                    }
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "github_shard_v1",
        "title": "GithubShard",
        "description": "What one GitHub shard leg emits.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "shard_id",
            "run_context",
            "fan",
            "repositories",
            "api_metrics",
            "queries",
            "filter_summary",
            "checksum"
        ],
        "properties": {
            "schema_version": {
                "const": "github_shard_v1"
            },
            "shard_id": {
                "$ref": "common#/$defs/shardId"
            },
            "run_context": {
                "$ref": "run_context_v1"
            },
            "fan": {
                "$ref": "common#/$defs/fanFrames"
            },
            "repositories": {
                "type": "array",
                "items": {
                    "$ref": "#/$defs/repository"
                }
            },
            "api_metrics": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "calls_made",
                    "cache_hits",
                    "cache_misses",
                    "secondary_rate_limit_events",
                    "search_api_remaining"
                ],
                "properties": {
                    "calls_made": {
                        "$ref": "common#/$defs/count"
                    },
                    "cache_hits": {
                        "$ref": "common#/$defs/count"
                    },
                    "cache_misses": {
                        "$ref": "common#/$defs/count"
                    },
                    "secondary_rate_limit_events": {
                        "$ref": "common#/$defs/count"
                    },
                    "search_api_remaining": {
                        "oneOf": [
                            {
                                "$ref": "common#/$defs/count"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    }
                }
            },
            "queries": {
                "description": "Every search query the shard ran, with GitHub's own completeness report.",
                "type": "array",
                "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "q",
                        "total_count",
                        "incomplete_results",
                        "fetched",
                        "capped"
                    ],
                    "properties": {
                        "q": {
                            "type": "string"
                        },
                        "total_count": {
                            "$ref": "common#/$defs/count"
                        },
                        "incomplete_results": {
                            "type": "boolean"
                        },
                        "fetched": {
                            "$ref": "common#/$defs/count"
                        },
                        "capped": {
                            "type": "boolean",
                            "description": "More results existed than were fetched (max-results or GitHub's 1,000 cap)."
                        },
                        "skipped": {
                            "type": "string",
                            "description": "Why the query was not run (e.g. secondary queries when primary found enough)."
                        }
                    }
                }
            },
            "filter_summary": {
                "description": "Repositories dropped by the quality filters, counted by reason.",
                "type": "object",
                "additionalProperties": {
                    "$ref": "common#/$defs/count"
                }
            },
            "checksum": {
                "$ref": "common#/$defs/checksum"
            }
        },
        "$defs": {
            "repository": {
                "title": "Repository",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "id",
                    "node_id",
                    "name",
                    "owner",
                    "full_name",
                    "description",
                    "language",
                    "stars",
                    "forks",
                    "archived",
                    "disabled",
                    "created_at",
                    "updated_at",
                    "pushed_at",
                    "topics",
                    "license",
                    "url",
                    "api_url",
                    "stars_gained"
                ],
                "properties": {
                    "id": {
                        "$ref": "common#/$defs/count"
                    },
                    "node_id": {
                        "type": "string"
                    },
                    "name": {
                        "type": "string",
                        "minLength": 1
                    },
                    "owner": {
                        "type": "string",
                        "minLength": 1
                    },
                    "full_name": {
                        "type": "string",
                        "pattern": "^[^/\\s]+/[^/\\s]+$"
                    },
                    "description": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "language": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "stars": {
                        "$ref": "common#/$defs/count"
                    },
                    "forks": {
                        "$ref": "common#/$defs/count"
                    },
                    "archived": {
                        "type": "boolean"
                    },
                    "disabled": {
                        "type": "boolean"
                    },
                    "created_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "updated_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "pushed_at": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "topics": {
                        "type": "array",
                        "items": {
                            "type": "string"
                        }
                    },
                    "license": {
                        "type": [
                            "string",
                            "null"
                        ]
                    },
                    "url": {
                        "type": "string"
                    },
                    "api_url": {
                        "type": "string"
                    },
                    "stars_gained": {
                        "oneOf": [
                            {
                                "$ref": "common#/$defs/count"
                            },
                            {
                                "type": "null"
                            }
                        ]
                    }
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "rss_source_v2",
        "title": "RssArtifact",
        "description": "What one RSS matrix leg emits for one source (schema_version 2).",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "source_id",
            "run_context",
            "fan",
            "status",
            "articles",
            "metrics",
            "error",
            "checksum"
        ],
        "properties": {
            "schema_version": {
                "const": 2
            },
            "source_id": {
                "$ref": "common#/$defs/sourceId"
            },
            "run_context": {
                "$ref": "run_context_v1"
            },
            "fan": {
                "$ref": "common#/$defs/fanFrames"
            },
            "status": {
                "enum": [
                    "success",
                    "partial",
                    "failed"
                ]
            },
            "articles": {
                "type": "array",
                "items": {
                    "$ref": "#/$defs/article"
                }
            },
            "metrics": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "articles_fetched",
                    "articles_relevant",
                    "fetch_duration_ms",
                    "retries"
                ],
                "properties": {
                    "articles_fetched": {
                        "$ref": "common#/$defs/count"
                    },
                    "articles_relevant": {
                        "$ref": "common#/$defs/count"
                    },
                    "fetch_duration_ms": {
                        "$ref": "common#/$defs/count"
                    },
                    "retries": {
                        "$ref": "common#/$defs/count"
                    }
                }
            },
            "error": {
                "oneOf": [
                    {
                        "type": "null"
                    },
                    {
                        "$ref": "#/$defs/legError"
                    }
                ]
            },
            "checksum": {
                "$ref": "common#/$defs/checksum"
            }
        },
        "allOf": [
            {
                "if": {
                    "properties": {
                        "status": {
                            "const": "failed"
                        }
                    }
                },
                "then": {
                    "properties": {
                        "articles": {
                            "type": "array",
                            "maxItems": 0
                        },
                        "error": {
                            "$ref": "#/$defs/legError"
                        }
                    }
                },
                "else": {
                    "properties": {
                        "error": {
                            "type": "null"
                        }
                    }
                }
            }
        ],
        "$defs": {
            "legError": {
                "title": "LegError",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "code",
                    "message"
                ],
                "properties": {
                    "code": {
                        "enum": [
                            "timeout",
                            "http_status",
                            "network",
                            "parse_error",
                            "too_large",
                            "blocked_url",
                            "cancelled",
                            "invalid_feed",
                            "internal"
                        ]
                    },
                    "message": {
                        "type": "string",
                        "maxLength": 2000
                    },
                    "status": {
                        "type": "integer",
                        "minimum": 100,
                        "maximum": 599
                    }
                }
            },
            "article": {
                "title": "Article",
                "type": "object",
                "additionalProperties": false,
                "required": [
                    "url",
                    "title",
                    "published",
                    "source",
                    "relevance_score",
                    "github_urls",
                    "entities"
                ],
                "properties": {
                    "url": {
                        "$ref": "common#/$defs/httpUrl"
                    },
                    "title": {
                        "type": "string",
                        "maxLength": 2000
                    },
                    "published": {
                        "$ref": "common#/$defs/timestamp"
                    },
                    "source": {
                        "$ref": "common#/$defs/sourceId"
                    },
                    "relevance_score": {
                        "type": "number",
                        "minimum": 0,
                        "maximum": 1
                    },
                    "github_urls": {
                        "type": "array",
                        "uniqueItems": true,
                        "items": {
                            "type": "string",
                            "pattern": "^https://github\\.com/[A-Za-z0-9-]+/[A-Za-z0-9._-]+$"
                        }
                    },
                    "entities": {
                        "type": "array",
                        "items": {
                            "type": "string",
                            "minLength": 1,
                            "maxLength": 200
                        }
                    }
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "run_context_v1",
        "title": "RunContext",
        "description": "The immutable context every leg and the fan-in share. Exactly the nine fields of the specification.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "run_id",
            "week",
            "since",
            "until",
            "source_config_checksum",
            "topic_config_checksum",
            "code_sha",
            "created_at"
        ],
        "properties": {
            "schema_version": {
                "const": "run_context_v1"
            },
            "run_id": {
                "type": "string",
                "pattern": "^[0-9]{4}-W[0-9]{2}-[0-9a-f]{12}$",
                "description": "{week}-{first 12 hex of SHA-256 over the canonical context without run_id and created_at}"
            },
            "week": {
                "$ref": "common#/$defs/week"
            },
            "since": {
                "$ref": "common#/$defs/timestamp",
                "description": "Inclusive start of the window."
            },
            "until": {
                "$ref": "common#/$defs/timestamp",
                "description": "Exclusive end of the window."
            },
            "source_config_checksum": {
                "$ref": "common#/$defs/checksum"
            },
            "topic_config_checksum": {
                "$ref": "common#/$defs/checksum"
            },
            "code_sha": {
                "type": "string",
                "pattern": "^[0-9a-f]{64}$"
            },
            "created_at": {
                "$ref": "common#/$defs/timestamp"
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "scrape_state_v1",
        "title": "ScrapeState",
        "description": "When each source last succeeded; decides which sources are due.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "schema_version",
            "sources"
        ],
        "properties": {
            "schema_version": {
                "const": "scrape_state_v1"
            },
            "sources": {
                "type": "object",
                "propertyNames": {
                    "$ref": "common#/$defs/sourceId"
                },
                "additionalProperties": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": [
                        "last_scraped_at"
                    ],
                    "properties": {
                        "last_scraped_at": {
                            "$ref": "common#/$defs/timestamp"
                        }
                    }
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "source_config_v1",
        "title": "SourceConfig",
        "description": "The RSS sources, in priority order (JSON or YAML). The order decides which source wins a duplicate article.",
        "type": "array",
        "minItems": 1,
        "maxItems": 1000,
        "items": {
            "title": "SourceEntry",
            "type": "object",
            "additionalProperties": false,
            "required": [
                "id",
                "feed_url"
            ],
            "properties": {
                "id": {
                    "$ref": "common#/$defs/sourceId"
                },
                "name": {
                    "type": "string"
                },
                "feed_url": {
                    "$ref": "common#/$defs/httpUrl"
                },
                "active": {
                    "type": "boolean",
                    "default": true
                },
                "interval_hours": {
                    "type": "number",
                    "exclusiveMinimum": 0,
                    "maximum": 87600,
                    "default": 168
                },
                "required": {
                    "type": "boolean",
                    "default": false,
                    "description": "A required source that fails makes the fan-in fail closed."
                },
                "requests_per_minute": {
                    "type": "number",
                    "exclusiveMinimum": 0
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "star_snapshot_v1",
        "title": "StarSnapshot",
        "description": "data/snapshots/{week}-stars.json: star counts of one week, for next week's stars_gained.",
        "type": "object",
        "additionalProperties": false,
        "required": [
            "week",
            "captured_at",
            "repository_count",
            "stars"
        ],
        "properties": {
            "week": {
                "$ref": "common#/$defs/week"
            },
            "captured_at": {
                "$ref": "common#/$defs/timestamp"
            },
            "repository_count": {
                "$ref": "common#/$defs/count"
            },
            "stars": {
                "type": "object",
                "additionalProperties": {
                    "$ref": "common#/$defs/count"
                }
            }
        }
    },
    {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "topic_config_v1",
        "title": "TopicConfig",
        "description": "squadscope.topic.yml: keywords for relevance and the GitHub topic queries.",
        "type": "object",
        "additionalProperties": true,
        "required": [
            "keywords"
        ],
        "properties": {
            "topic": {
                "type": "string"
            },
            "keywords": {
                "type": "array",
                "minItems": 1,
                "items": {
                    "type": "string",
                    "minLength": 1
                }
            },
            "relevance_threshold": {
                "type": "number",
                "minimum": 0,
                "maximum": 1,
                "default": 0.4
            },
            "github": {
                "type": "object",
                "additionalProperties": true,
                "properties": {
                    "queries": {
                        "type": "object",
                        "additionalProperties": false,
                        "properties": {
                            "primary": {
                                "type": "array",
                                "items": {
                                    "type": "string",
                                    "minLength": 1
                                }
                            },
                            "secondary": {
                                "type": "array",
                                "items": {
                                    "type": "string",
                                    "minLength": 1
                                }
                            }
                        }
                    },
                    "min_repos_per_week": {
                        "type": "integer",
                        "minimum": 0
                    }
                }
            }
        }
    }
];

// EXTERNAL MODULE: ./src/fanin/record-json.ts
var record_json = __webpack_require__(27176);
;// CONCATENATED MODULE: ./src/fanin/outputs.ts
/**
 * The canonical outputs and the diagnostics, built and serialized (pure).
 *
 * An output is a sequence of parts; the parts marked volatile hold merged_at (and the
 * legacy crawled_at, which is merged_at): the only bytes allowed to differ between two
 * fan-ins of the same inputs. That is what lets an unchanged output be recognised and left
 * untouched, and lets the news file be written without ever joining its articles into one
 * string (parts are produced lazily).
 *
 * * news (`{week}-external-news.json`): canonical JSON + "\n". Its articles are the
 *   canonical JSON of articles that each passed the article schema in their leg; the
 *   envelope around them is validated here against external_news_v2 with the articles left
 *   out, so the full article set is never re-validated nor re-serialized.
 * * GitHub (`{week}.json`): the legacy monolithic file, 2-space JSON.stringify + "\n",
 *   keys in the legacy order (reference/legacy-formats.md), validated against github_raw_v2.
 * * diagnostics: canonical key order, 2-space indented for people to read.
 */





/** The run context with its keys in the specification's order (the legacy file keeps key order). */
function orderedRunContext(rc) {
    return {
        schema_version: rc.schema_version,
        run_id: rc.run_id,
        week: rc.week,
        since: rc.since,
        until: rc.until,
        source_config_checksum: rc.source_config_checksum,
        topic_config_checksum: rc.topic_config_checksum,
        code_sha: rc.code_sha,
        created_at: rc.created_at,
    };
}
/** Stands for the checksum while the envelope is validated: of its form, not its value. */
const CHECKSUM_FORM = `sha256:${'0'.repeat(64)}`;
function sourceEntry(leg) {
    const entry = {
        status: leg.status,
        articles_count: leg.items,
    };
    if (leg.status === 'failed' || leg.status === 'missing')
        entry.error = leg.error ?? 'no_artifact';
    else if (leg.status === 'partial' && leg.items === 0)
        entry.error = 'no_articles';
    return entry;
}
const COMMA = { text: ',' };
function buildNews(input) {
    const sources = {};
    for (const leg of input.legs)
        sources[leg.id] = sourceEntry(leg);
    let relevant = 0;
    for (const score of input.articles.scores)
        if (score >= input.threshold)
            relevant++;
    const { count, runs } = input.articles;
    const envelope = {
        schema_version: 2,
        run_context: input.runContext,
        sources,
        articles: [],
        metrics: {
            total_articles: count,
            total_relevant: relevant,
            sources_succeeded: input.sourcesSucceeded,
            sources_failed: input.sourcesFailed,
        },
        warnings: input.warnings,
        merged_at: input.mergedAt,
        checksum: CHECKSUM_FORM,
    };
    (0,contracts/* assertValid */.pP)('external_news_v2', envelope, 'the news output');
    // JCS key order: articles, checksum, merged_at, metrics, run_context, schema_version,
    // sources, warnings. Checked against canonicalJson in run.test.ts.
    const head = '{"articles":[';
    const tail = `","metrics":${(0,canonical/* canonicalJson */.dj)(envelope.metrics)}` +
        `,"run_context":${(0,canonical/* canonicalJson */.dj)(input.runContext)}` +
        `,"schema_version":2,"sources":${(0,canonical/* canonicalJson */.dj)(sources)}` +
        `,"warnings":${(0,canonical/* canonicalJson */.dj)(input.warnings)}}\n`;
    const { mergedAt } = input;
    const readRun = input.readRun ?? merge_news/* runInMemory */.Ye;
    let checksum;
    const serialized = {
        *parts() {
            // Hashing a run overlaps writing the one before (see writeFileAtomic).
            const hash = new record_json/* RunsChecksum */.iu();
            yield { text: head };
            for (let i = 0; i < runs.length; i++) {
                const run = readRun(runs[i]);
                if (i > 0)
                    yield COMMA;
                hash.add(run);
                yield { bytes: run };
            }
            checksum = hash.digest();
            yield { text: `],"checksum":${JSON.stringify(checksum)},"merged_at":"` };
            yield { text: mergedAt, volatile: true };
            yield { text: tail };
        },
    };
    return {
        envelope,
        serialized,
        checksum: () => {
            if (checksum === undefined)
                throw new Error('the news output was not produced yet');
            return checksum;
        },
    };
}
// ---------------------------------------------------------------------------------------
// GitHub (legacy monolithic file)
const LEGACY_REPOSITORY_KEYS = [
    'id',
    'node_id',
    'name',
    'owner',
    'full_name',
    'description',
    'language',
    'stars',
    'forks',
    'archived',
    'disabled',
    'created_at',
    'updated_at',
    'pushed_at',
    'topics',
    'license',
    'url',
    'api_url',
];
/** The legacy record: its key order, stars_gained only when known. */
function legacyRepository(repo) {
    const out = {};
    for (const key of LEGACY_REPOSITORY_KEYS)
        out[key] = repo[key];
    if (repo.stars_gained !== null)
        out.stars_gained = repo.stars_gained;
    return out;
}
/** The 15 most frequent topics over both lists, each repository once; count desc, topic asc. */
function topTopics(lists, limit = 15) {
    const seen = new Set();
    const counts = new Map();
    for (const list of lists) {
        for (const repo of list) {
            if (seen.has(repo.full_name))
                continue;
            seen.add(repo.full_name);
            for (const topic of new Set(repo.topics.map((t) => t.toLowerCase()))) {
                counts.set(topic, (counts.get(topic) ?? 0) + 1);
            }
        }
    }
    return [...counts]
        .map(([topic, count]) => ({ topic, count }))
        .sort((a, b) => b.count - a.count || (0,canonical/* compareStrings */.Kt)(a.topic, b.topic))
        .slice(0, limit);
}
/** The last day inside [since, until): until is exclusive, so the day of until - 1 s. */
function crawlWindow(rc) {
    const lastSecond = Date.parse(rc.until) - 1000;
    return { since: rc.since.slice(0, 10), until: new Date(lastSecond).toISOString().slice(0, 10) };
}
const shardSchema = schemas.find((s) => s.$id === 'github_shard_v1');
/** The checksum of the shard contract the merged records follow. */
const SHARD_SCHEMA_CHECKSUM = (0,canonical/* checksumOf */.lf)(shardSchema);
function buildGithub(input) {
    const rc = orderedRunContext(input.runContext);
    const new_repos = input.newRepos.map(legacyRepository);
    const trending_repos = input.trendingRepos.map(legacyRepository);
    const filterTotals = new Map();
    for (const shard of input.shards) {
        for (const [reason, count] of Object.entries(shard.filter_summary)) {
            filterTotals.set(reason, (filterTotals.get(reason) ?? 0) + (count ?? 0));
        }
    }
    const filter_summary = {};
    for (const reason of [...filterTotals.keys()].sort(canonical/* compareStrings */.Kt)) {
        filter_summary[reason] = filterTotals.get(reason);
    }
    const shards = {};
    for (const leg of input.legs) {
        shards[leg.id] = {
            status: leg.status === 'missing' ? 'missing' : 'success',
            required: leg.required,
            repositories: leg.items,
            ...(leg.status === 'missing' ? { reason: leg.error ?? 'no_artifact' } : {}),
        };
    }
    const value = {
        week: rc.week,
        crawled_at: input.mergedAt,
        new_repos,
        trending_repos,
        signals: { top_topics: topTopics([input.newRepos, input.trendingRepos]) },
        metadata: {
            api_calls_used: sum(input.shards.map((s) => s.api_metrics.calls_made)),
            cache_hits: sum(input.shards.map((s) => s.api_metrics.cache_hits)),
            stale_cache_hits: 0,
            rate_limit_limit: null,
            // The remaining budget depends on which other jobs spent it first, so it differs between
            // a matrix and a monolithic crawl of the same data: it stays in the shard artifacts
            // (api_metrics.search_api_remaining), never in the canonical bytes.
            rate_limit_remaining: null,
            rate_limit_reset: null,
            rate_limit_resource: 'search',
            partial_failures: input.partialFailures,
            run_id: rc.run_id,
            crawl_window: crawlWindow(rc),
            crawl_config_checksum: rc.topic_config_checksum,
            schema_checksum: SHARD_SCHEMA_CHECKSUM,
            // Every shard was answered from the response cache without a single API call.
            same_day_reuse: input.shards.length > 0 &&
                input.shards.every((s) => s.api_metrics.calls_made === 0 && s.api_metrics.cache_hits > 0),
            filter_summary,
            snapshot_path: `data/snapshots/${rc.week}-stars.json`,
            source_refresh_policy: 'run_context',
            crawler_code_sha: rc.code_sha,
            run_context: rc,
            shards,
            merged_at: input.mergedAt,
            artifact_checksum: legacyListsChecksum(new_repos, trending_repos),
        },
    };
    (0,contracts/* assertValid */.pP)('github_raw_v2', value, 'the GitHub output');
    const text = `${JSON.stringify(value, null, 2)}\n`;
    return {
        value,
        serialized: splitVolatile(text, ['\n  "crawled_at": "', '\n    "merged_at": "']),
    };
}
/** checksumOf({ new_repos, trending_repos }), each record serialized by the fast path. */
function legacyListsChecksum(newRepos, trendingRepos) {
    const list = (repos) => repos.map(record_json/* repositoryJson */.bK).join(',');
    return (0,canonical/* checksumOfBytes */.mr)(`{"new_repos":[${list(newRepos)}],"trending_repos":[${list(trendingRepos)}]}`);
}
function sum(values) {
    return values.reduce((a, b) => a + b, 0);
}
/**
 * Cuts `text` around the 20-character timestamp that follows each marker. Each marker is
 * a key at a given indentation that occurs exactly once (string values cannot hold an
 * unescaped quote, so no value can imitate it).
 */
function splitVolatile(text, markers) {
    const cuts = markers
        .map((marker) => {
        const at = text.indexOf(marker);
        if (at < 0 || text.indexOf(marker, at + 1) >= 0) {
            throw new Error(`serializer bug: ${JSON.stringify(marker)} must occur exactly once`);
        }
        return at + marker.length;
    })
        .sort((a, b) => a - b);
    const parts = [];
    let from = 0;
    for (const start of cuts) {
        parts.push({ text: text.slice(from, start) });
        parts.push({ text: text.slice(start, start + 20), volatile: true });
        from = start + 20;
    }
    parts.push({ text: text.slice(from) });
    return { parts: () => parts };
}
// ---------------------------------------------------------------------------------------
// Diagnostics
function buildDiagnostics(value) {
    (0,contracts/* assertValid */.pP)('fan_in_diagnostics_v1', value, 'the fan-in diagnostics');
    const text = `${JSON.stringify(JSON.parse((0,canonical/* canonicalJson */.dj)(value)), null, 2)}\n`;
    return splitVolatile(text, ['\n  "merged_at": "']);
}
/** The whole text of a serialized output (tests and small outputs). */
function serializedText(serialized) {
    let text = '';
    for (const part of serialized.parts()) {
        text += 'text' in part ? part.text : Buffer.from(part.bytes).toString('utf8');
    }
    return text;
}

;// CONCATENATED MODULE: ./src/fanin/policy.ts
/**
 * The failure policy (pure): from what each planned leg turned out to be, decide which
 * canonical outputs are written, the status, the warnings and the one line that says why.
 *
 * * A required leg (every GitHub shard the plan marks required, or an RSS source with
 *   `required: true`) that is missing or failed: fail closed, no canonical output at all.
 * * Every leg of every fan failed or missing: fail closed, diagnostics only.
 * * RSS: a source is ok when `success`, or `partial` with at least one article (partial
 *   with none counts as failed, with a warning). The news output is written when
 *   ok / planned >= min-source-ratio; otherwise it is not, and the fan-in fails.
 * * An optional GitHub shard missing: a warning, listed in partial_failures.
 * * Status: `complete` (every leg accepted and success, no warning), `degraded`
 *   (outputs written, with warnings), `failed` (exit code 1).
 */
/** Untrusted text in a warning: one line, control characters as spaces, bounded length. */
function oneLine(text, max = 300) {
    const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
    if (flat.length <= max)
        return flat;
    let end = max;
    const code = flat.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end -= 1;
    return `${flat.slice(0, end)}…`;
}
/** An RSS leg that counts toward the minimum-source policy. */
function rssLegOk(leg) {
    return leg.status === 'success' || (leg.status === 'partial' && leg.items > 0);
}
function githubLegOk(leg) {
    return leg.status !== 'missing';
}
function missingText(leg) {
    return leg.error === undefined || leg.error === 'no_artifact'
        ? 'missing (no artifact)'
        : `missing (no valid artifact: ${leg.error})`;
}
/** What is wrong with a leg that is not ok, as in the warnings. */
function legProblem(fan, leg) {
    if (leg.status === 'missing')
        return missingText(leg);
    if (fan === 'rss' && leg.status === 'failed') {
        const message = leg.message ? `: ${oneLine(leg.message)}` : '';
        return `failed (${leg.error ?? 'unknown'})${message}`;
    }
    if (fan === 'rss' && leg.status === 'partial') {
        return leg.items > 0
            ? `partial (${leg.items} article${leg.items === 1 ? '' : 's'})`
            : 'partial with no article (counted as failed)';
    }
    return null;
}
function legWarnings(fan, legs) {
    const warnings = [];
    for (const leg of [...legs].sort((a, b) => a.seq - b.seq)) {
        const problem = legProblem(fan, leg);
        if (problem)
            warnings.push(`${leg.id}: ${problem}`);
        if (leg.attempt !== null) {
            for (const newer of leg.rejectedNewer) {
                warnings.push(`${leg.id}: attempt ${newer.attempt} rejected (${newer.reason}); attempt ${leg.attempt} used`);
            }
        }
    }
    return warnings;
}
function label(fan) {
    return fan === 'rss' ? 'RSS source' : 'GitHub shard';
}
function ratioText(n) {
    return String(Math.round(n * 1000) / 1000);
}
function applyPolicy(input) {
    const decisions = [];
    const fans = ['github', 'rss'].filter((f) => input[f] !== undefined);
    const okOf = (fan) => (fan === 'rss' ? rssLegOk : githubLegOk);
    // 1. Nothing usable at all.
    const allLegs = fans.flatMap((f) => input[f].legs.map((leg) => ({ f, leg })));
    const usable = allLegs.filter(({ f, leg }) => okOf(f)(leg)).length;
    let failClosed = null;
    if (allLegs.length === 0 || usable === 0) {
        failClosed =
            allLegs.length === 0
                ? 'the fan plan has no legs: nothing to merge, no canonical output (diagnostics only)'
                : `all ${allLegs.length} legs failed or are missing: no canonical output (diagnostics only)`;
        decisions.push({ rule: 'all_legs_failed', outcome: 'fail', detail: failClosed });
    }
    // 2. Required legs.
    for (const fan of fans) {
        const required = input[fan].legs.filter((leg) => leg.required);
        const broken = required.filter((leg) => !okOf(fan)(leg));
        if (required.length === 0)
            continue;
        if (broken.length === 0) {
            decisions.push({
                rule: `${fan}.required`,
                outcome: 'pass',
                detail: `all ${required.length} required ${label(fan)}s present`,
            });
            continue;
        }
        const detail = `required ${label(fan)} ${broken
            .map((leg) => `${leg.id} ${legProblem(fan, leg) ?? 'not usable'}`)
            .join(', ')}: failing closed, no canonical output written`;
        decisions.push({ rule: `${fan}.required`, outcome: 'fail', detail });
        failClosed ??= detail;
    }
    // 3. Minimum-source policy.
    let newsPasses = false;
    let sourcesSucceeded = 0;
    let sourcesFailed = 0;
    if (input.rss) {
        const planned = input.rss.legs.length;
        sourcesSucceeded = input.rss.legs.filter(rssLegOk).length;
        sourcesFailed = planned - sourcesSucceeded;
        const ratio = planned === 0 ? 0 : sourcesSucceeded / planned;
        newsPasses = planned > 0 && ratio >= input.minSourceRatio;
        const counts = `${sourcesSucceeded} of ${planned} RSS sources succeeded (${ratioText(ratio)} ${newsPasses ? '>=' : '<'} min-source-ratio ${input.minSourceRatio})`;
        if (!newsPasses) {
            decisions.push({
                rule: 'rss.min_source_ratio',
                outcome: 'fail',
                detail: `only ${counts}: no news output`,
            });
        }
        else {
            decisions.push({
                rule: 'rss.min_source_ratio',
                outcome: sourcesFailed > 0 ? 'degrade' : 'pass',
                detail: counts,
            });
        }
    }
    // 4. Optional GitHub shards.
    if (input.github) {
        const missing = input.github.legs.filter((leg) => !leg.required && !githubLegOk(leg));
        if (missing.length > 0) {
            decisions.push({
                rule: 'github.optional',
                outcome: 'degrade',
                detail: `optional GitHub shard${missing.length === 1 ? '' : 's'} ${missing.map((l) => l.id).join(', ')} missing`,
            });
        }
    }
    const githubWarnings = input.github ? legWarnings('github', input.github.legs) : [];
    const rssWarnings = input.rss ? legWarnings('rss', input.rss.legs) : [];
    const warnings = [...githubWarnings, ...rssWarnings];
    const writeGithub = failClosed === null && input.github !== undefined;
    const writeNews = failClosed === null && newsPasses;
    let status;
    let reason;
    if (failClosed !== null) {
        status = 'failed';
        reason = failClosed;
    }
    else if (input.rss && !newsPasses) {
        status = 'failed';
        reason = decisions.find((d) => d.rule === 'rss.min_source_ratio')?.detail ?? null;
    }
    else if (warnings.length > 0) {
        status = 'degraded';
        const degrade = decisions.filter((d) => d.outcome === 'degrade').map((d) => d.detail);
        reason = `degraded: ${degrade.length > 0 ? degrade.join('; ') : `${warnings.length} warning${warnings.length === 1 ? '' : 's'}`}`;
    }
    else {
        status = 'complete';
        reason = null;
    }
    return {
        status,
        reason,
        writeNews,
        writeGithub,
        decisions,
        warnings,
        rssWarnings,
        githubWarnings,
        sourcesSucceeded,
        sourcesFailed,
        exitCode: status === 'failed' ? 1 : 0,
    };
}

;// CONCATENATED MODULE: ./src/config/errors.ts
/**
 * A configuration file that cannot be used: missing, too large, not UTF-8, not JSON/YAML,
 * or not valid against its contract. The message is one line naming the file and the
 * problem; an action maps it to an InputError naming the input that gave the path.
 */
class errors_ConfigError extends Error {
    file;
    problem;
    constructor(file, problem) {
        super(`${quotePath(file)}: ${oneLineSafe(problem)}`);
        this.name = 'ConfigError';
        this.file = file;
        this.problem = problem;
    }
}
/** JSON-quoted and cut: a path from a workflow input may hold anything, newlines included. */
function quotePath(path, max = 200) {
    return JSON.stringify(path.length > max ? `${path.slice(0, max)}…` : path);
}
/**
 * Escapes control and line-break characters, so a message built from file content (a key,
 * a YAML error) stays one line and cannot start a workflow command on a line of its own.
 */
function oneLineSafe(text) {
    return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./src/config/limits.ts
/** Largest accepted configuration file (source config, topic config, scrape state). */
const MAX_CONFIG_BYTES = 1024 * 1024;
/** Nesting limit for configuration values: the contracts need 4 levels at most. */
const MAX_CONFIG_DEPTH = 32;
/** Defaults of a source entry (source_config_v1), applied by the loader. */
const limits_SOURCE_DEFAULTS = { active: true, interval_hours: 168, required: false };
/** Default relevance threshold of the topic config (topic_config_v1). */
const DEFAULT_RELEVANCE_THRESHOLD = 0.4;

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(38815);
;// CONCATENATED MODULE: ./src/config/parse.ts
// Bytes of a configuration file to a plain JSON value (pure). JSON goes through the strict
// parser (duplicate keys, lone surrogates, depth); YAML through `yaml` restricted to plain
// data: the YAML 1.2 core schema, unique keys, scalar keys, one document, no tags beyond
// the core ones (!!binary, !!timestamp, !!set and custom tags are refused, not guessed).




const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
/**
 * The format of a config file: `.json` is JSON, `.yml`/`.yaml` is YAML; any other name is
 * sniffed: text starting with `[` or `{` is JSON, anything else YAML. (A YAML flow
 * collection in a file without a YAML extension reads as JSON: name it `.yml`.)
 */
function detectFormat(file, text) {
    const lower = file.toLowerCase();
    if (lower.endsWith('.json'))
        return 'json';
    if (lower.endsWith('.yml') || lower.endsWith('.yaml'))
        return 'yaml';
    const first = /\S/.exec(text)?.[0];
    return first === '[' || first === '{' ? 'json' : 'yaml';
}
/** UTF-8 text of the file, a leading byte order mark removed (editors on Windows add one). */
function decodeConfigText(file, bytes) {
    let text;
    try {
        text = utf8.decode(bytes);
    }
    catch {
        throw new errors_ConfigError(file, 'is not valid UTF-8');
    }
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
/** Parses config bytes as `format` (default: detected from the name and content). */
function parse_parseConfigBytes(file, bytes, format) {
    const text = decodeConfigText(file, bytes);
    if (text.trim() === '')
        throw new errors_ConfigError(file, 'is empty');
    return (format ?? detectFormat(file, text)) === 'json'
        ? parseJsonText(file, text)
        : parseYamlText(file, text);
}
function parseJsonText(file, text) {
    try {
        return (0,canonical/* parseStrict */.z3)(text, { maxDepth: MAX_CONFIG_DEPTH });
    }
    catch (error) {
        if (error instanceof canonical/* StrictJsonError */.U7) {
            throw new errors_ConfigError(file, `is not valid JSON: ${parse_oneLine(error.message)}`);
        }
        throw error;
    }
}
function parse_oneLine(text) {
    return text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
}
function yamlProblem(error, lines) {
    const { line, col } = lines.linePos(error.pos[0]);
    // prettyErrors is off, so the message is the bare reason (one line after oneLine()).
    return `line ${line}, column ${col}: ${parse_oneLine(error.message)}`;
}
function parseYamlText(file, text) {
    const lines = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, {
        schema: 'core',
        customTags: [],
        resolveKnownTags: false,
        uniqueKeys: true,
        merge: false,
        strict: true,
        prettyErrors: false,
        lineCounter: lines,
    });
    // Warnings are errors here: an unresolved tag would otherwise silently become a string.
    const first = doc.errors[0] ?? doc.warnings[0];
    if (first)
        throw new errors_ConfigError(file, `is not valid YAML: ${yamlProblem(first, lines)}`);
    // Keys must be scalars: the yaml package would stringify a collection key.
    let badKey;
    let depthProblem;
    (0,dist/* visit */.YR)(doc, {
        Pair(_key, pair) {
            if (!(0,dist/* isPair */.tO)(pair) || (0,dist/* isScalar */.jn)(pair.key) || pair.key === null)
                return;
            const offset = pair.key.range?.[0] ?? 0;
            const { line, col } = lines.linePos(offset);
            badKey = `line ${line}, column ${col}: map keys must be plain scalars`;
            return dist/* visit */.YR.BREAK;
        },
        Collection(_key, _node, path) {
            // path holds the document and every pair and collection above this one.
            const depth = path.filter((p) => !(0,dist/* isPair */.tO)(p)).length;
            if (depth > MAX_CONFIG_DEPTH) {
                depthProblem = `nesting deeper than ${MAX_CONFIG_DEPTH} levels`;
                return dist/* visit */.YR.BREAK;
            }
        },
    });
    if (badKey)
        throw new errors_ConfigError(file, `is not valid YAML: ${badKey}`);
    if (depthProblem)
        throw new errors_ConfigError(file, `is not valid YAML: ${depthProblem}`);
    let value;
    try {
        // maxAliasCount bounds alias expansion ("billion laughs").
        value = doc.toJS({ maxAliasCount: 100 });
    }
    catch (error) {
        throw new errors_ConfigError(file, `is not valid YAML: ${parse_oneLine(error instanceof Error ? error.message : String(error))}`);
    }
    assertPlainData(file, value);
    return value;
}
/** Guards the promise of this module: what YAML gives back is JSON data, nothing else. */
function assertPlainData(file, value, pointer = '') {
    if (value === null || typeof value === 'string' || typeof value === 'boolean')
        return;
    if (typeof value === 'number') {
        if (!Number.isFinite(value)) {
            throw new errors_ConfigError(file, `${pointer || '/'} is not a finite number (.inf and .nan are not accepted)`);
        }
        return;
    }
    if (Array.isArray(value)) {
        value.forEach((item, i) => assertPlainData(file, item, `${pointer}/${i}`));
        return;
    }
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
        for (const [key, item] of Object.entries(value)) {
            assertPlainData(file, item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
        }
        return;
    }
    throw new errors_ConfigError(file, `${pointer || '/'} is not plain JSON data`);
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
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
async function read_readConfigBytes(file, options = {}) {
    const maxBytes = options.maxBytes ?? MAX_CONFIG_BYTES;
    if (file === '')
        throw new errors_ConfigError(file, 'path is empty');
    if (file.includes('\0'))
        throw new errors_ConfigError(file, 'path contains a NUL character');
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
        throw new errors_ConfigError(file, problem);
    }
    try {
        const stat = await handle.stat();
        if (stat.isDirectory())
            throw new errors_ConfigError(file, 'is a directory, not a file');
        if (!stat.isFile())
            throw new errors_ConfigError(file, 'is not a regular file');
        if (stat.size > maxBytes) {
            throw new errors_ConfigError(file, `is ${stat.size} bytes, over the limit of ${maxBytes}`);
        }
        const buffer = Buffer.alloc(maxBytes + 1);
        let filled = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
            if (bytesRead === 0)
                break;
            filled += bytesRead;
            if (filled > maxBytes) {
                throw new errors_ConfigError(file, `is over the limit of ${maxBytes} bytes`);
            }
        }
        return buffer.subarray(0, filled);
    }
    catch (error) {
        // EISDIR on read (some platforms open directories fine and fail here).
        const problem = error instanceof errors_ConfigError ? undefined : openProblem(error);
        if (problem !== undefined)
            throw new errors_ConfigError(file, problem);
        throw error;
    }
    finally {
        await handle.close();
    }
}

;// CONCATENATED MODULE: ./src/config/contract.ts


const MAX_LISTED = 3;
/**
 * Validates a parsed config against its contract; on failure one ConfigError listing the
 * first few violations by JSON pointer (`/2/feed_url must match pattern ...`).
 */
function contract_checkContract(file, contract, what, value, explain = (_p, m) => m) {
    const result = (0,contracts/* validate */.tf)(contract, value);
    if (result.ok)
        return value;
    const listed = result.errors
        .slice(0, MAX_LISTED)
        .map((e) => `${e.pointer || '/'} ${explain(e.pointer, e.message)}`);
    const more = result.errors.length - MAX_LISTED;
    throw new errors_ConfigError(file, `is not a valid ${what}: ${listed.join('; ')}${more > 0 ? ` (and ${more} more)` : ''}`);
}

;// CONCATENATED MODULE: ./src/config/scrape-state.ts
// The scrape state (scrape_state_v1): when each source last succeeded. It decides which
// sources are due (seed 003); the fan-in writes the next one.



function emptyScrapeState() {
    return { schema_version: 'scrape_state_v1', sources: {} };
}
/** Parses and validates scrape state bytes (pure, strict JSON whatever the file is named). */
function parseScrapeState(file, bytes) {
    const value = parse_parseConfigBytes(file, bytes, 'json');
    return contract_checkContract(file, 'scrape_state_v1', 'scrape state', value);
}
/**
 * Reads the scrape state. No path, or a path to a file that does not exist, is the empty
 * state: the first run of a schedule has none. Any other problem throws ConfigError.
 */
async function loadScrapeState(path, options = {}) {
    if (path === undefined || path === '')
        return { state: emptyScrapeState(), found: false };
    const bytes = await read_readConfigBytes(path, { ...options, missing: 'undefined' });
    if (bytes === undefined)
        return { state: emptyScrapeState(), found: false };
    return { state: parseScrapeState(path, bytes), found: true };
}

;// CONCATENATED MODULE: ./src/config/source-config.ts
// The source config (source_config_v1): the RSS sources in priority order.






const FEED_URL_POINTER = /^\/\d+\/feed_url$/;
/** The schema's pattern and format messages say little to a user: say what is wanted. */
function explain(pointer, message) {
    if (FEED_URL_POINTER.test(pointer) && /pattern|format/.test(message)) {
        return 'must be an http:// or https:// URL';
    }
    return message;
}
/**
 * What the schema cannot say about a feed URL: it must parse as a URL with a host, and
 * carry no credentials (they would end up in logs, artifacts and the job summary).
 */
function feedUrlProblem(feedUrl) {
    let url;
    try {
        url = new URL(feedUrl);
    }
    catch {
        return 'is not a valid URL';
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        return 'must be an http:// or https:// URL';
    }
    if (url.hostname === '')
        return 'has no host';
    if (url.username !== '' || url.password !== '')
        return 'must not contain credentials';
    return undefined;
}
/** Parses and validates source config bytes (pure); `file` names the file in errors. */
function parseSourceConfig(file, bytes) {
    const value = parseConfigBytes(file, bytes);
    const entries = checkContract(file, 'source_config_v1', 'source config', value, explain);
    const seen = new Map();
    entries.forEach((entry, index) => {
        const problem = feedUrlProblem(entry.feed_url);
        if (problem) {
            throw new ConfigError(file, `/${index}/feed_url of source "${entry.id}" ${problem}`);
        }
        const first = seen.get(entry.id);
        if (first !== undefined) {
            // Ids name artifacts and matrix legs: two sources with one id would collide.
            throw new ConfigError(file, `duplicate source id "${entry.id}" (entries ${first} and ${index})`);
        }
        seen.set(entry.id, index);
    });
    return {
        sources: entries.map((entry) => ({ ...SOURCE_DEFAULTS, ...entry })),
        checksum: checksumOfBytes(bytes),
    };
}
/** Reads a source config file (JSON or YAML, at most 1 MiB); throws ConfigError. */
async function loadSourceConfig(path, options = {}) {
    const bytes = (await readConfigBytes(path, options));
    return parseSourceConfig(path, bytes);
}

;// CONCATENATED MODULE: ./src/config/topic-config.ts
// The topic config (topic_config_v1, squadscope.topic.yml): relevance keywords and GitHub queries.





/**
 * Parses and validates topic config bytes (pure). YAML unless the name ends in `.json`
 * (JSON is YAML too, but then it gets the strict JSON parser).
 */
function parseTopicConfig(file, bytes) {
    const value = parse_parseConfigBytes(file, bytes, file.toLowerCase().endsWith('.json') ? 'json' : 'yaml');
    const topic = contract_checkContract(file, 'topic_config_v1', 'topic config', value);
    return {
        topic: {
            ...topic,
            relevance_threshold: topic.relevance_threshold ?? DEFAULT_RELEVANCE_THRESHOLD,
        },
        checksum: (0,canonical/* checksumOfBytes */.mr)(bytes),
    };
}
/** Reads a topic config file (YAML, at most 1 MiB); throws ConfigError. */
async function loadTopicConfig(path, options = {}) {
    const bytes = (await read_readConfigBytes(path, options));
    return parseTopicConfig(path, bytes);
}

;// CONCATENATED MODULE: ./src/config/index.ts
// Configuration files: the source config, the topic config and the scrape state.








;// CONCATENATED MODULE: ./src/fanin/state.ts
/**
 * The scrape state (design §3 "Due sources"): when each source last succeeded. The fan-in
 * sets last_scraped_at = merged_at for the sources that count as succeeded (success, or
 * partial with at least one article) and keeps every other entry as it was.
 */



/** The state at `path`, or undefined when the file does not exist yet. */
async function readScrapeState(path) {
    try {
        const loaded = await loadScrapeState(path);
        return loaded.found ? loaded.state : undefined;
    }
    catch (error) {
        if (error instanceof errors_ConfigError)
            throw new reasons/* FanInSetupError */.Md(`state: ${error.message}`);
        throw error;
    }
}
function updateScrapeState(previous, succeeded, mergedAt) {
    const entries = new Map(Object.entries(previous?.sources ?? {}));
    for (const id of succeeded)
        entries.set(id, { last_scraped_at: mergedAt });
    const sources = {};
    for (const id of [...entries.keys()].sort(canonical/* compareStrings */.Kt))
        sources[id] = entries.get(id);
    return { schema_version: 'scrape_state_v1', sources };
}
function serializeScrapeState(state) {
    return `${(0,canonical/* canonicalJson */.dj)(state)}\n`;
}

;// CONCATENATED MODULE: ./src/runcontext/errors.ts
/**
 * A run-context input that cannot be used. `input` is the name of the action input (and
 * CLI option) it came from, so the action reports it as an InputError naming that input.
 */
class errors_RunContextError extends Error {
    input;
    problem;
    constructor(input, problem) {
        super(`${input}: ${problem}`);
        this.name = 'RunContextError';
        this.input = input;
        this.problem = problem;
    }
}
/** JSON-quoted and cut: echoes an input value on one line. */
function errors_quoted(text, max = 60) {
    return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}

;// CONCATENATED MODULE: ./src/runcontext/time.ts
// UTC instants and their text forms (pure). The contracts use `YYYY-MM-DDTHH:MM:SSZ`.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Milliseconds of UTC midnight of a calendar date; correct for years 0–99 too (Date.UTC is not). */
function utcDateMs(year, monthIndex, day) {
    const date = new Date(0);
    date.setUTCFullYear(year, monthIndex, day);
    return date.getTime();
}
/** Years whose instants the `YYYY-MM-DDTHH:MM:SSZ` form can write. */
const MIN_MS = utcDateMs(0, 0, 1);
const MAX_MS = utcDateMs(10000, 0, 1) - 1;
/** `YYYY-MM-DDTHH:MM:SSZ`, fractions of a second dropped (floor). */
function formatTimestamp(ms) {
    if (!Number.isFinite(ms) || ms < MIN_MS || ms > MAX_MS) {
        throw new RangeError(`instant ${ms} is outside the years 0000-9999`);
    }
    return new Date(Math.floor(ms / SECOND_MS) * SECOND_MS).toISOString().slice(0, 19) + 'Z';
}
/** Like formatTimestamp, but a fraction of a second rounds up (for "not before" instants). */
function formatTimestampCeil(ms) {
    return formatTimestamp(Math.ceil(ms / SECOND_MS) * SECOND_MS);
}
const time_TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
/** Milliseconds of a calendar date and time, or undefined when a field is out of range (Feb 30, 24:00). */
function fieldsMs(y, mo, d, h = 0, mi = 0, s = 0) {
    if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59)
        return undefined;
    const ms = utcDateMs(y, mo - 1, d);
    // A day past the month's end rolls over into the next month.
    if (new Date(ms).getUTCDate() !== d)
        return undefined;
    return ms + h * HOUR_MS + mi * MINUTE_MS + s * SECOND_MS;
}
/**
 * A window boundary (`since`/`until`): `YYYY-MM-DDTHH:MM:SSZ` or a date `YYYY-MM-DD`
 * (midnight UTC). Anything else, or a date that does not exist, throws RunContextError.
 */
function parseBoundary(input, text) {
    const t = time_TIMESTAMP.exec(text);
    const d = t ? undefined : DATE.exec(text);
    const m = t ?? d;
    const ms = m
        ? fieldsMs(...m.slice(1).map(Number))
        : undefined;
    if (ms === undefined) {
        throw new RunContextError(input, `must be a UTC timestamp YYYY-MM-DDTHH:MM:SSZ or a date YYYY-MM-DD, got ${quoted(text)}`);
    }
    return ms;
}
/**
 * The `now` input: an RFC 3339 date-time (any offset, fractions allowed) or a date
 * `YYYY-MM-DD`. Returned in whole seconds (floor), the precision of `created_at`.
 */
function parseNow(input, text) {
    const date = DATE.exec(text);
    let ms;
    if (date) {
        ms = fieldsMs(Number(date[1]), Number(date[2]), Number(date[3]));
    }
    else {
        const m = RFC3339.exec(text);
        if (m) {
            const [, y, mo, d, h, mi, s, fraction, zone] = m;
            const local = fieldsMs(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s));
            let offset = 0;
            if (zone !== undefined && zone.toUpperCase() !== 'Z') {
                const oh = Number(zone.slice(1, 3));
                const om = Number(zone.slice(4, 6));
                offset = oh > 23 || om > 59 ? undefined : (oh * 60 + om) * MINUTE_MS;
                if (offset !== undefined && zone.startsWith('-'))
                    offset = -offset;
            }
            if (local !== undefined && offset !== undefined) {
                const fractionMs = fraction ? Math.floor(Number(`0${fraction}`) * SECOND_MS) : 0;
                ms = local - offset + fractionMs;
            }
        }
    }
    if (ms === undefined || ms < MIN_MS || ms > MAX_MS) {
        throw new RunContextError(input, `must be an ISO 8601 timestamp such as 2026-06-05T17:42:56Z, got ${quoted(text)}`);
    }
    return Math.floor(ms / SECOND_MS) * SECOND_MS;
}

;// CONCATENATED MODULE: ./src/fanin/time.ts
/**
 * merged_at: the one field allowed to differ between two fan-ins of the same inputs. It
 * comes from an injected clock, or from SOURCE_DATE_EPOCH when set (reproducible builds'
 * convention: integer seconds since the epoch), which pins it too.
 */



function resolveMergedAt(nowMs, sourceDateEpoch) {
    const raw = sourceDateEpoch?.trim();
    if (raw === undefined || raw === '')
        return formatTimestamp(nowMs);
    if (!/^\d{1,15}$/.test(raw)) {
        throw new reasons/* FanInSetupError */.Md(`SOURCE_DATE_EPOCH must be whole seconds since 1970-01-01, got ${JSON.stringify(raw.slice(0, 40))}`);
    }
    return formatTimestamp(Number(raw) * 1000);
}

;// CONCATENATED MODULE: ./src/fanin/topic.ts
/**
 * The relevance threshold of the news metrics comes from the topic config the run was
 * planned with: its checksum (over the raw bytes) must be the run context's
 * topic_config_checksum, so the fan-in cannot count "relevant" by another rule than the
 * legs scored with. Without a topic config: the contract's default, 0.4.
 */



async function loadRelevanceThreshold(path, expectedChecksum) {
    let loaded;
    try {
        loaded = await loadTopicConfig(path);
    }
    catch (error) {
        if (error instanceof errors_ConfigError)
            throw new reasons/* FanInSetupError */.Md(`topic-config: ${error.message}`);
        throw error;
    }
    if (loaded.checksum !== expectedChecksum) {
        throw new reasons/* FanInSetupError */.Md(`topic-config ${JSON.stringify(path)} has checksum ${loaded.checksum}, the run context was made with ${expectedChecksum}`);
    }
    return loaded.topic.relevance_threshold;
}

;// CONCATENATED MODULE: ./src/fanin/run.ts
/**
 * runFanIn: the fan-in from an artifact store to the canonical outputs (the edge that does
 * the I/O; every rule it applies lives in a pure module).
 *
 *   list + classify ─► download + validate each leg ─► perfect gather per fan (by seq,
 *   newest valid attempt wins) ─► failure policy ─► merge ─► outputs (atomic, left
 *   untouched when unchanged) ─► diagnostics (always) ─► scrape state
 *
 * Input artifacts are only read. Legs are validated in worker threads when the entry point
 * allows it (leg-checkers.ts), one leg in parsed form at a time per worker; what the gather
 * keeps of an RSS leg is its articles' canonical JSON (or only its place in the leg's file,
 * leg-files.ts) with a key, a key hash and a score per article, so memory stays below the
 * size of the input.
 */
















const DEFAULT_MIN_SOURCE_RATIO = 0.6;
const DEFAULT_MAX_ARTIFACT_BYTES = 64 * 1024 * 1024;
const DEFAULT_CONCURRENCY = 4;
/** Most worker threads a fan-in may be told to start. */
const MAX_WORKERS = 16;
/** Leg bytes that pay for starting one more worker thread (it boots in ~0.1 s). */
const BYTES_PER_WORKER = 8 * 1024 * 1024;
/** Workers for this much leg data: none below two workers' worth, then up to the default. */
function workersFor(legBytes) {
    const worth = Math.floor(legBytes / BYTES_PER_WORKER);
    return worth < 2 ? 0 : Math.min(worth, (0,leg_checkers/* defaultWorkerCount */.Zx)());
}
/** How the legs were validated, for people watching the run. */
function validationLine({ legs, workers }) {
    const where = workers === 0 ? 'the main thread' : `${workers} worker thread${workers > 1 ? 's' : ''}`;
    return `validated ${legs} leg artifact${legs === 1 ? '' : 's'} in ${where}`;
}
/** Runs `fn` over `items` with at most `limit` at a time; the first error stops new work. */
async function eachLimited(items, limit, fn) {
    let next = 0;
    let failed = false;
    const worker = async () => {
        while (!failed && next < items.length) {
            const item = items[next++];
            try {
                await fn(item);
            }
            catch (error) {
                failed = true;
                throw error;
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
async function runFanIn(options, deps) {
    const minSourceRatio = options.minSourceRatio ?? DEFAULT_MIN_SOURCE_RATIO;
    if (!(minSourceRatio >= 0 && minSourceRatio <= 1)) {
        throw new reasons/* FanInSetupError */.Md(`min-source-ratio must be between 0 and 1, got ${minSourceRatio}`);
    }
    const { workers: asked } = options;
    if (asked !== undefined && !(Number.isInteger(asked) && asked >= 0 && asked <= MAX_WORKERS)) {
        throw new reasons/* FanInSetupError */.Md(`workers must be a whole number from 0 to ${MAX_WORKERS}, got ${asked}`);
    }
    const keep = new Set(options.keepQueryParams ?? []);
    const maxBytes = options.maxArtifactBytes ?? DEFAULT_MAX_ARTIFACT_BYTES;
    const mergedAt = resolveMergedAt(deps.now(), deps.sourceDateEpoch);
    // Worker threads boot while the run context loads. Their number (and the article set's
    // size) comes from the bytes of the artifacts named like legs: classification needs the
    // plan, loaded next, and an estimate is all these need.
    const listed = await deps.store.list();
    const legLike = listed.filter((a) => (0,artifacts/* parseLegArtifactName */.DH)(a.name) !== null);
    const legBytes = legLike.reduce((n, a) => n + a.size, 0);
    const workers = Math.min(asked ?? workersFor(legBytes), legLike.length);
    const pool = deps.legWorkerScript && workers > 0
        ? (0,leg_checkers/* startLegWorkers */.W4)(deps.legWorkerScript, workers)
        : undefined;
    try {
        return await gatherAndMerge(options, deps, {
            listed,
            legBytes,
            pool,
            keep,
            maxBytes,
            mergedAt,
            minSourceRatio,
        });
    }
    finally {
        await pool?.close();
    }
}
/** runFanIn once the options are checked, the artifacts listed and the workers started. */
async function gatherAndMerge(options, deps, { listed, legBytes, pool, keep, maxBytes, mergedAt, minSourceRatio }) {
    // --- Run context, plan, topic config and state: everything that can be wrong up front.
    const names = listed.map((a) => a.name);
    let { runContext, fanPlan } = options;
    if (runContext)
        artifacts_checkContract('run_context_v1', runContext, 'the run context');
    if (fanPlan)
        artifacts_checkContract('fan_plan_v1', fanPlan, 'the fan plan');
    if (!runContext || !fanPlan) {
        const loaded = await loadRunArtifact(deps.store, names, {
            runContext: !runContext,
            fanPlan: !fanPlan,
        });
        runContext ??= loaded.runContext;
        fanPlan ??= loaded.fanPlan;
    }
    checkPlan(fanPlan, runContext);
    const threshold = options.topicConfigPath
        ? await loadRelevanceThreshold(options.topicConfigPath, runContext.topic_config_checksum)
        : DEFAULT_RELEVANCE_THRESHOLD;
    const previousState = options.statePath ? await readScrapeState(options.statePath) : undefined;
    // --- Gather.
    const gathers = {};
    if (fanPlan.fans.rss)
        gathers.rss = new gather/* PerfectCollector */.f7(fanPlan.fans.rss.fan_id, fanPlan.fans.rss.expected);
    if (fanPlan.fans.github) {
        gathers.github = new gather/* PerfectCollector */.f7(fanPlan.fans.github.fan_id, fanPlan.fans.github.expected);
    }
    const records = [];
    const legs = [];
    for (const name of names) {
        const classified = classifyArtifact(name, fanPlan);
        if (classified.kind === 'leg')
            legs.push({ name, leg: classified });
        else if (classified.kind === 'ignored') {
            const { kind: _k, reason, ...where } = classified;
            records.push({ name, ...where, verdict: 'ignored', reason, errors: [] });
        }
    }
    const rc = runContext;
    const plan = fanPlan;
    const setting = { runContext: rc, plan, maxBytes, keepQueryParams: keep };
    const checker = pool ? pool.checker(setting) : (0,leg_checkers/* inThreadChecker */.z1)(setting);
    const collect = {
        store: deps.store,
        checker,
        gathers,
        maxBytes,
        // Sized for the articles the leg bytes may hold (a canonical article is ~300 bytes).
        articles: { set: new merge_news/* ArticleSet */.dV(keep, Math.ceil(legBytes / 300)), stale: false },
    };
    try {
        const concurrency = Math.max(options.concurrency ?? DEFAULT_CONCURRENCY, 4 * (pool?.size ?? 0));
        await eachLimited(legs, concurrency, async ({ name, leg }) => {
            records.push(await collectLeg(collect, name, leg));
        });
    }
    finally {
        await checker.close();
    }
    // Verdicts of the valid artifacts, now that every attempt has arrived.
    for (const fan of ['rss', 'github']) {
        const gather = gathers[fan];
        if (!gather)
            continue;
        const passed = new Map(gather.passed().map((p) => [p.name, p.outcome]));
        for (const record of records) {
            if (record.fan !== fan || record.verdict !== 'accepted')
                continue;
            const outcome = passed.get(record.name);
            if (outcome !== undefined) {
                record.verdict = 'superseded';
                record.reason = outcome;
            }
        }
    }
    records.sort((a, b) => (0,canonical/* compareStrings */.Kt)(a.name, b.name));
    const outcomes = {};
    if (plan.fans.rss && gathers.rss)
        outcomes.rss = fanOutcome('rss', plan.fans.rss, gathers.rss, records);
    if (plan.fans.github && gathers.github) {
        outcomes.github = fanOutcome('github', plan.fans.github, gathers.github, records);
    }
    const policy = applyPolicy({ ...outcomes, minSourceRatio });
    // --- Outputs.
    const week = rc.week;
    const files = [];
    const paths = {
        github: null,
        news: null,
        diagnostics: (0,external_node_path_.join)(options.outputDir, `${week}-fan-in-diagnostics.json`),
    };
    // Both canonical outputs are built (and validated) before either is written.
    let github;
    if (policy.writeGithub && gathers.github && outcomes.github) {
        const set = emptyRepoSet();
        const shards = [];
        for (const slot of gathers.github.slots()) {
            addShard(set, slot.item.shard_id, slot.item.repositories);
            shards.push(slot.item);
        }
        const lists = finalRepos(set);
        github = buildGithub({
            runContext: rc,
            legs: outcomes.github.legs,
            shards,
            newRepos: lists.new_repos,
            trendingRepos: lists.trending_repos,
            partialFailures: policy.githubWarnings,
            mergedAt,
        });
    }
    let news;
    if (policy.writeNews && gathers.rss && outcomes.rss) {
        // The set built as legs arrived, unless a rerun displaced a leg already in it.
        const set = collect.articles.stale
            ? (0,merge_news/* articleSetOf */.Gz)(gathers.rss.slots().map((slot) => slot.item.articles), keep)
            : collect.articles.set;
        news = buildNews({
            runContext: rc,
            legs: outcomes.rss.legs,
            articles: set.final(),
            readRun: (0,leg_files/* runReader */.f$)(),
            threshold,
            warnings: policy.rssWarnings,
            sourcesSucceeded: policy.sourcesSucceeded,
            sourcesFailed: policy.sourcesFailed,
            mergedAt,
        });
    }
    // Both in place, or neither (a leg file that changed since its check fails the news).
    const writes = [];
    if (github) {
        paths.github = (0,external_node_path_.join)(options.outputDir, `${week}.json`);
        writes.push({ path: paths.github, serialized: github.serialized });
    }
    if (news) {
        paths.news = (0,external_node_path_.join)(options.outputDir, `${week}-external-news.json`);
        writes.push({ path: paths.news, serialized: news.serialized });
    }
    const written = await writeOutputs(writes);
    writes.forEach((w, i) => files.push({ path: w.path, outcome: written[i] }));
    // Known now: the news articles were hashed as they were written (or compared).
    const newsChecksum = news ? news.checksum() : null;
    const diagnostics = {
        schema_version: 'fan_in_diagnostics_v1',
        run_id: rc.run_id,
        week,
        status: policy.status,
        reason: policy.reason,
        artifacts: records,
        fans: Object.fromEntries(['github', 'rss']
            .filter((f) => outcomes[f] && gathers[f])
            .map((f) => [
            f,
            {
                fan_id: outcomes[f].fan_id,
                expected: gathers[f].expected,
                closed: gathers[f].closed,
                legs: outcomes[f].legs.map(diagnosticLeg),
            },
        ])),
        decisions: policy.decisions,
        warnings: policy.warnings,
        merged_at: mergedAt,
    };
    files.push({
        path: paths.diagnostics,
        outcome: await writeOutput(paths.diagnostics, buildDiagnostics(diagnostics)),
    });
    // --- Scrape state: only when the news of those sources landed in a canonical output.
    let statePath = null;
    if (options.statePath && news && outcomes.rss) {
        const succeeded = outcomes.rss.legs.filter(rssLegOk).map((leg) => leg.id);
        const state = updateScrapeState(previousState, succeeded, mergedAt);
        await (0,canonical/* writeFileAtomic */.Zf)(options.statePath, serializeScrapeState(state));
        statePath = options.statePath;
    }
    return {
        status: policy.status,
        reason: policy.reason,
        exitCode: policy.exitCode,
        paths,
        files,
        newsChecksum,
        warnings: policy.warnings,
        diagnostics,
        runContext: rc,
        statePath,
        validation: { legs: legs.length, workers: pool?.size ?? 0 },
    };
}
/**
 * Downloads and validates one leg artifact and offers it to its gather. Returns its
 * diagnostics record: rejected (with the problems), or accepted for now (superseded and
 * duplicate verdicts are settled once every attempt has arrived).
 */
async function collectLeg(ctx, name, leg) {
    const record = {
        name,
        fan: leg.fan,
        id: leg.id,
        attempt: leg.attempt,
        seq: leg.seq,
        verdict: 'rejected',
        errors: [],
    };
    const reject = (problems) => {
        record.reason = problems[0]?.code ?? 'schema';
        record.errors = problems;
        return record;
    };
    // Where the store keeps plain files, the checker reads the leg itself (leg-files.ts).
    const fileName = legFileName(leg.fan, leg.id);
    let task;
    try {
        const limits = { maxBytes: ctx.maxBytes };
        if (ctx.store.locate) {
            const file = (await ctx.store.locate(name, limits)).get(fileName);
            if (file)
                task = { name, fan: leg.fan, id: leg.id, file };
        }
        else {
            const bytes = (await ctx.store.download(name, limits)).get(fileName);
            if (bytes)
                task = { name, fan: leg.fan, id: leg.id, bytes };
        }
    }
    catch (error) {
        // A backend failure is not a verdict on the leg: the fan-in stops and can be rerun.
        const problem = (0,leg_files/* fetchProblem */.uJ)(error);
        if (!problem)
            throw error;
        return reject([problem]);
    }
    if (task === undefined) {
        return reject([
            { code: 'name', pointer: '', message: `the artifact holds no file ${fileName}` },
        ]);
    }
    const verdict = await ctx.checker.check(task);
    if (!verdict.ok)
        return reject(verdict.problems);
    if (verdict.fan === 'rss') {
        const offered = offer(ctx.gathers.rss, verdict.frames, leg.attempt, name, verdict.item);
        if (offered.outcome === 'accepted') {
            if (offered.displaced)
                ctx.articles.stale = true;
            else
                ctx.articles.set.add(verdict.item.articles);
        }
    }
    else
        offer(ctx.gathers.github, verdict.frames, leg.attempt, name, verdict.item);
    record.verdict = 'accepted';
    return record;
}
function offer(gather, frames, attempt, name, item) {
    if (!gather)
        throw new Error(`no gather for ${name}: classifyArtifact only admits planned fans`);
    const result = gather.offer({ frames, attempt, name, item });
    if (result.outcome === 'foreign' || result.outcome === 'invalid') {
        // validate.ts checked the frame against the same plan: this is a bug, not a bad leg.
        throw new Error(`gather refused ${name} (${result.outcome}) after validation accepted it`);
    }
    return result;
}
function fanOutcome(fan, planned, gather, records) {
    const legs = planned.legs.map((leg) => {
        const rejected = records
            .filter((r) => r.fan === fan && r.id === leg.id && r.verdict === 'rejected')
            .sort((a, b) => (b.attempt ?? 0) - (a.attempt ?? 0));
        const slot = gather.get(leg.seq);
        if (!slot) {
            return {
                seq: leg.seq,
                id: leg.id,
                required: leg.required,
                status: 'missing',
                items: 0,
                artifact: null,
                attempt: null,
                error: rejected[0]?.reason ?? 'no_artifact',
                rejectedNewer: [],
            };
        }
        const outcome = {
            seq: leg.seq,
            id: leg.id,
            required: leg.required,
            status: 'success',
            items: 0,
            artifact: slot.name,
            attempt: slot.attempt,
            rejectedNewer: rejected
                .filter((r) => (r.attempt ?? 0) > slot.attempt)
                .map((r) => ({ attempt: r.attempt ?? 0, reason: r.reason ?? 'schema' })),
        };
        const item = slot.item;
        if ('articles' in item) {
            outcome.status = item.status;
            outcome.items = item.articleCount;
            if (item.error) {
                outcome.error = item.error.code;
                outcome.message = item.error.message;
            }
        }
        else {
            outcome.items = item.repositories.length;
        }
        return outcome;
    });
    return { fan_id: planned.fan_id, legs };
}
function diagnosticLeg(leg) {
    return {
        seq: leg.seq,
        id: leg.id,
        required: leg.required,
        status: leg.status,
        artifact: leg.artifact,
        items: leg.items,
        ...(leg.error !== undefined ? { error: leg.error } : {}),
    };
}

// EXTERNAL MODULE: ./src/fanin/validate.ts + 1 modules
var validate = __webpack_require__(81139);
// EXTERNAL MODULE: ./src/fanin/url.ts
var url = __webpack_require__(26119);
;// CONCATENATED MODULE: ./src/fanin/index.ts











// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 11 modules
var core = __webpack_require__(91659);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/runtime/log.ts

/**
 * Characters some readers treat as line breaks although JSON.stringify leaves them raw.
 * The runner splits on \r and \n only (JSON escapes those), but a log viewer or a later
 * consumer might not, so they are escaped too; the result stays valid JSON.
 */
const EXTRA_LINE_BREAKS = /[\u0085\u2028\u2029]/g;
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
function isLowSurrogate(code) {
    return code >= 0xdc00 && code <= 0xdfff;
}
/**
 * Makes untrusted text (feed titles, URLs, server messages) safe to log: cut to `max`
 * UTF-16 code units without splitting a surrogate pair, then JSON-quoted. The result is
 * one line that starts with `"`, so the runner can never read it as a workflow command
 * (`::add-mask::`, `::set-output::`, `::stop-commands::` …) whatever the text holds.
 */
function untrusted(text, max = 200) {
    let cut = text;
    if (text.length > max) {
        let end = Math.max(0, Math.floor(max));
        if (end > 0 &&
            isHighSurrogate(text.charCodeAt(end - 1)) &&
            isLowSurrogate(text.charCodeAt(end))) {
            end -= 1; // drop the whole character rather than leave half of it
        }
        cut = text.slice(0, end);
    }
    return JSON.stringify(cut).replace(EXTRA_LINE_BREAKS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** The characters that could start markup, break a table cell or open HTML. */
const MARKDOWN_SPECIAL = /[|\\`*_[\]<>#]/g;
/**
 * Escapes untrusted text for the job summary: line breaks become spaces (a newline ends
 * a table row) and each markdown-special character gets a backslash (CommonMark treats
 * `\<` as a literal `<`, so no HTML can be opened; GFM tables honour `\|`).
 */
function escapeMarkdown(text) {
    return text.replace(/\r\n|\r|\n/g, ' ').replace(MARKDOWN_SPECIAL, '\\$&');
}
/**
 * The logger every action uses. `info` prints its text as is: callers pass untrusted
 * parts through `untrusted()`. Annotations (warning, error) and debug lines are workflow
 * commands whose data @actions/core escapes, so they are always one line.
 */
const logger = {
    info: (message) => core/* info */.pq(message),
    debug: (message) => core/* debug */.Yz(message),
    warning: (message, props) => core/* warning */.$e(message, props),
    error: (message, props) => core/* error */.z3(message, props),
};

;// CONCATENATED MODULE: ./src/runtime/inputs.ts



/** A bad action input: the message names the input, e.g. `Input 'max-items': must be at least 1, got "0"`. */
class InputError extends Error {
    input;
    problem;
    constructor(input, problem) {
        super(`Input '${input}': ${problem}`);
        this.name = 'InputError';
        this.input = input;
        this.problem = problem;
    }
}
/** Reads inputs the way @actions/core does, but from the given environment. */
function rawInputFromEnv(env) {
    return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}
const INTEGER = /^[+-]?\d+$/;
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const TRUE_VALUES = ['true', 'True', 'TRUE'];
const FALSE_VALUES = ['false', 'False', 'FALSE'];
function got(raw) {
    return `got ${untrusted(raw, 60)}`;
}
function checkBounds(name, value, raw, { min, max }) {
    const below = min !== undefined && value < min;
    const above = max !== undefined && value > max;
    if (below || above) {
        const range = min !== undefined && max !== undefined
            ? `must be between ${min} and ${max}`
            : min !== undefined
                ? `must be at least ${min}`
                : `must be at most ${max}`;
        throw new InputError(name, `${range}, ${got(raw)}`);
    }
    return value;
}
/**
 * Typed readers over the action's inputs. Every reader throws InputError naming the
 * input, so an action validates all of them before doing any work.
 */
function createInputs(read = (name) => core/* getInput */.V4(name)) {
    const required = (name) => {
        throw new InputError(name, 'is required');
    };
    const readNumber = (name, opts, integer) => {
        const raw = read(name);
        if (raw === '')
            return opts.default ?? required(name);
        const value = Number(raw);
        if (integer) {
            if (!INTEGER.test(raw) || !Number.isSafeInteger(value)) {
                throw new InputError(name, `must be an integer, ${got(raw)}`);
            }
        }
        else if (!DECIMAL.test(raw) || !Number.isFinite(value)) {
            throw new InputError(name, `must be a number, ${got(raw)}`);
        }
        return checkBounds(name, value, raw, opts);
    };
    return {
        string(name, opts = {}) {
            const raw = read(name);
            if (raw !== '')
                return raw;
            if (opts.default !== undefined)
                return opts.default;
            return opts.required ? required(name) : '';
        },
        optional(name) {
            const raw = read(name);
            return raw === '' ? undefined : raw;
        },
        int: (name, opts) => readNumber(name, opts, true),
        number: (name, opts) => readNumber(name, opts, false),
        bool(name, def) {
            const raw = read(name);
            if (raw === '')
                return def;
            if (TRUE_VALUES.includes(raw))
                return true;
            if (FALSE_VALUES.includes(raw))
                return false;
            throw new InputError(name, `must be true or false, ${got(raw)}`);
        },
        list(name, opts = {}) {
            const raw = read(name);
            if (raw === '')
                return opts.default ? [...opts.default] : [];
            return raw
                .split(/[,\r\n]/)
                .map((item) => item.trim())
                .filter((item) => item !== '');
        },
        oneOf(name, allowed, def) {
            const raw = read(name);
            if (raw === '')
                return def ?? required(name);
            const match = allowed.find((a) => a === raw);
            if (match === undefined) {
                throw new InputError(name, `must be one of ${allowed.join(', ')}, ${got(raw)}`);
            }
            return match;
        },
        json(name) {
            const raw = read(name);
            if (raw === '')
                return undefined;
            try {
                return (0,canonical/* parseStrict */.z3)(raw, { maxBytes: 1024 * 1024 });
            }
            catch (error) {
                if (error instanceof canonical/* StrictJsonError */.U7) {
                    throw new InputError(name, `is not valid JSON: ${error.message}`);
                }
                throw error;
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/runtime/jitter.ts
/**
 * Start-up jitter spreads the legs of a matrix that all start at once (a cron, a fan-out)
 * so that they do not hit the same servers in the same second.
 */
/** The delay for `seconds` of jitter: uniform in [0, seconds * 1000) ms; 0 when seconds <= 0. */
function jitterDelayMs(seconds, random) {
    if (!(seconds > 0) || !Number.isFinite(seconds))
        return 0;
    const span = seconds * 1000;
    return Math.min(Math.floor(random() * span), Math.max(0, Math.ceil(span) - 1));
}
/** Waits `ms`, or less when the signal aborts; never rejects. */
function sleep(ms, signal) {
    return new Promise((resolve) => {
        if (signal.aborted) {
            resolve();
            return;
        }
        const done = () => {
            clearTimeout(timer);
            signal.removeEventListener('abort', done);
            resolve();
        };
        const timer = setTimeout(done, ms);
        signal.addEventListener('abort', done, { once: true });
    });
}

;// CONCATENATED MODULE: ./src/runtime/metrics.ts


/** Phase timings and named values of one action run; the last value of a name wins. */
class MetricsRecorder {
    #phases = [];
    #values = new Map();
    /** Returns false (recording nothing) when the value is not a finite number. */
    set(name, value) {
        if (!Number.isFinite(value))
            return false;
        this.#values.set(name, value);
        return true;
    }
    addPhase(name, ms) {
        this.#phases.push({ name, ms: Math.max(0, Math.round(ms)) });
    }
    phases() {
        return this.#phases.map((p) => ({ ...p }));
    }
    values() {
        const names = [...this.#values.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        return Object.fromEntries(names.map((n) => [n, this.#values.get(n)]));
    }
}
/** Appends the run's "Timings" and "Metrics" tables to a job summary. */
function addMetricsToSummary(summary, report) {
    summary
        .heading(`${report.action}: ${report.outcome}`, 3)
        .paragraph(`correlation id ${report.correlation_id}, exit code ${report.exit_code}`)
        .heading('Timings', 4)
        .table(['Phase', 'ms'], [...report.phases.map((p) => [p.name, String(p.ms)]), ['total', String(report.duration_ms)]]);
    const metrics = Object.entries(report.metrics);
    if (metrics.length > 0) {
        summary.heading('Metrics', 4).table(['Metric', 'Value'], metrics.map(([name, value]) => [name, String(value)]));
    }
}
/** The metrics file path; the action name is reduced to file-name-safe characters. */
function metricsFilePath(runnerTemp, action, correlationId) {
    const safe = (s) => s.replace(/[^A-Za-z0-9._-]/g, '_');
    return (0,external_node_path_.join)(runnerTemp, 'squadscope-metrics', `${safe(action)}-${safe(correlationId)}.json`);
}
/** Writes the metrics file under RUNNER_TEMP; returns its path, or undefined when RUNNER_TEMP is unset. */
async function writeMetricsFile(report, env) {
    const runnerTemp = env.RUNNER_TEMP;
    if (!runnerTemp)
        return undefined;
    const path = metricsFilePath(runnerTemp, report.action, report.correlation_id);
    await (0,canonical/* writeFileAtomic */.Zf)(path, `${JSON.stringify(report, null, 2)}\n`);
    return path;
}

;// CONCATENATED MODULE: ./src/runtime/signals.ts
/** The abort reason when the job is cancelled. */
class CancelledError extends Error {
    signalName;
    constructor(signalName) {
        super(`cancelled by ${signalName}`);
        this.name = 'CancelledError';
        this.signalName = signalName;
    }
}
/**
 * When a job is cancelled the runner sends SIGINT, then SIGTERM, then SIGKILL after a grace
 * period. Listening to both turns them from "exit now" into "stop new work": the first one
 * is logged and aborts the signal, later ones are ignored, and the process keeps running so
 * the action can still write a truthful artifact (`partial` or `failed: cancelled`).
 */
function installCancelHandlers(opts) {
    const target = opts.target ?? process;
    const signals = opts.signals ?? ['SIGTERM', 'SIGINT'];
    const controller = new AbortController();
    const onSignal = (signalName) => {
        if (controller.signal.aborted)
            return;
        opts.log.warning(`Received ${signalName}: the job is being cancelled; stopping new work and writing what is done so far`);
        controller.abort(new CancelledError(signalName));
    };
    for (const s of signals)
        target.on(s, onSignal);
    let disposed = false;
    return {
        signal: controller.signal,
        cancelled: () => controller.signal.aborted,
        dispose() {
            if (disposed)
                return;
            disposed = true;
            for (const s of signals)
                target.off(s, onSignal);
        },
    };
}

;// CONCATENATED MODULE: ./src/runtime/summary.ts


/**
 * A markdown builder for the job summary. Every text argument is escaped, so untrusted
 * text can neither break a table nor inject HTML; only `raw()` takes markdown as is.
 */
class JobSummary {
    #blocks = [];
    heading(text, level = 2) {
        const depth = Math.min(6, Math.max(1, Math.floor(level)));
        this.#blocks.push(`${'#'.repeat(depth)} ${escapeMarkdown(text)}`);
        return this;
    }
    paragraph(text) {
        this.#blocks.push(escapeMarkdown(text));
        return this;
    }
    list(items) {
        if (items.length > 0)
            this.#blocks.push(items.map((i) => `- ${escapeMarkdown(i)}`).join('\n'));
        return this;
    }
    /** Rows shorter than the header are padded with empty cells; extra cells are dropped. */
    table(header, rows) {
        if (header.length === 0)
            throw new RangeError('a summary table needs at least one column');
        const line = (cells) => `| ${header.map((_, i) => escapeMarkdown(cells[i] ?? '')).join(' | ')} |`;
        this.#blocks.push([line(header), `| ${header.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n'));
        return this;
    }
    raw(markdown) {
        this.#blocks.push(markdown);
        return this;
    }
    isEmpty() {
        return this.#blocks.length === 0;
    }
    toMarkdown() {
        return this.#blocks.length === 0 ? '' : `${this.#blocks.join('\n\n')}\n`;
    }
}
/**
 * Appends markdown to the step summary file named by GITHUB_STEP_SUMMARY (what
 * core.summary.write does, but with the injected environment). Returns false, writing
 * nothing, when the variable is unset (a local run).
 */
async function writeJobSummary(markdown, env) {
    const path = env.GITHUB_STEP_SUMMARY;
    if (!path)
        return false;
    await (0,promises_.appendFile)(path, markdown, 'utf8');
    return true;
}

;// CONCATENATED MODULE: ./src/runtime/lifecycle.ts








function messageOf(error) {
    if (error instanceof Error)
        return error.message || error.name;
    return String(error);
}
/**
 * One error annotation line (core.error escapes line breaks, so it stays one line). Input
 * errors are the user's to fix and get no stack; anything else gets its stack as a debug
 * line, shown only with step debug logging.
 */
function reportFailure(error, log) {
    log.error(messageOf(error));
    if (!(error instanceof InputError) && error instanceof Error && error.stack) {
        log.debug(error.stack);
    }
}
/**
 * The lifecycle every action's main.ts runs through: validate inputs, log the correlation
 * id, listen for cancellation, jitter, run, then record timings and metrics. Returns the
 * exit code (also passed to deps.exit): 0 when run() returned, 1 on a bad input or a throw.
 */
async function runAction(spec, deps = {}) {
    const env = deps.env ?? process.env;
    const exit = deps.exit ??
        ((code) => {
            process.exitCode = code;
        });
    const now = deps.now ?? (() => performance.now());
    const log = logger;
    let inputs;
    try {
        inputs = spec.readInputs(createInputs(deps.env ? rawInputFromEnv(env) : undefined), env);
    }
    catch (error) {
        // Nothing has started: one error line is all the output.
        reportFailure(error, log);
        exit(1);
        return 1;
    }
    const started = now();
    const correlationId = (deps.uuid ?? external_node_crypto_.randomUUID)();
    log.info(`${spec.name}: correlation id ${correlationId}`);
    const cancel = installCancelHandlers({ log, target: deps.signals });
    const metrics = new MetricsRecorder();
    const summary = new JobSummary();
    const ctx = {
        name: spec.name,
        correlationId,
        env,
        signal: cancel.signal,
        cancelled: cancel.cancelled,
        async phase(name, fn) {
            const t0 = now();
            try {
                return await core/* group */.Os(name, fn);
            }
            finally {
                metrics.addPhase(name, now() - t0);
            }
        },
        log,
        setOutput(name, value) {
            core/* setOutput */.uH(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
        },
        summary,
        metric(name, value) {
            if (!metrics.set(name, value)) {
                log.warning(`Metric ${untrusted(name, 80)} ignored: ${value} is not a finite number`);
            }
        },
    };
    let code = 1;
    try {
        const seconds = spec.jitterSeconds?.(inputs) ?? 0;
        const delay = jitterDelayMs(seconds, deps.random ?? Math.random);
        if (delay > 0 && !cancel.cancelled()) {
            log.info(`Start-up jitter: waiting ${delay} ms (up to ${seconds} s)`);
            const t0 = now();
            await (deps.sleep ?? sleep)(delay, cancel.signal);
            metrics.addPhase('jitter', now() - t0);
        }
        const result = await spec.run(ctx, inputs);
        ctx.metric('items', result.items);
        code = 0;
    }
    catch (error) {
        reportFailure(error, log);
        code = 1;
    }
    finally {
        const outcome = code !== 0 ? 'failure' : cancel.cancelled() ? 'cancelled' : 'success';
        const report = {
            action: spec.name,
            correlation_id: correlationId,
            outcome,
            exit_code: code,
            duration_ms: Math.max(0, Math.round(now() - started)),
            phases: metrics.phases(),
            metrics: metrics.values(),
        };
        await flush(report, summary, env, log);
        // Listen until the very end: a signal while flushing must not kill the process.
        cancel.dispose();
    }
    exit(code);
    return code;
}
/** Job summary and metrics file; a failure here is a warning and never changes the exit code. */
async function flush(report, summary, env, log) {
    try {
        addMetricsToSummary(summary, report);
        await writeJobSummary(summary.toMarkdown(), env);
    }
    catch (error) {
        log.warning(`Could not write the job summary: ${messageOf(error)}`);
    }
    try {
        const path = await writeMetricsFile(report, env);
        if (path === undefined)
            log.debug('RUNNER_TEMP is not set: no metrics file written');
        else
            log.debug(`Metrics written to ${path}`);
    }
    catch (error) {
        log.warning(`Could not write the metrics file: ${messageOf(error)}`);
    }
}

;// CONCATENATED MODULE: ./src/runtime/index.ts








;// CONCATENATED MODULE: ./src/actions/fan-in/inputs.ts
// The inputs of fan-in, all validated before any artifact is listed (design §4 step 1).



const QUERY_PARAM = /^[A-Za-z0-9._~-]{1,100}$/;
function contract(inputs, name, which) {
    const value = inputs.json(name);
    if (value === undefined)
        return undefined;
    const result = (0,contracts/* validate */.tf)(which, value);
    if (!result.ok) {
        const first = result.errors[0];
        throw new InputError(name, `is not a valid ${which}: ${first?.pointer || '/'} ${first?.message ?? ''}`);
    }
    return value;
}
function readFanInInputs(inputs, env, cwd) {
    const workspace = env['GITHUB_WORKSPACE'] || cwd;
    const path = (p) => ((0,external_node_path_.isAbsolute)(p) ? p : (0,external_node_path_.resolve)(workspace, p));
    const optionalPath = (name) => {
        const value = inputs.optional(name);
        return value === undefined ? undefined : path(value);
    };
    const keep = inputs.list('keep-query-params');
    for (const name of keep) {
        if (!QUERY_PARAM.test(name)) {
            throw new InputError('keep-query-params', `${JSON.stringify(name.slice(0, 60))} is not a query parameter name`);
        }
    }
    return {
        runContext: contract(inputs, 'run-context', 'run_context_v1'),
        fanPlan: contract(inputs, 'fan-plan', 'fan_plan_v1'),
        artifactDir: optionalPath('artifact-dir'),
        outputDir: path(inputs.string('output-dir', { default: 'data/raw' })),
        minSourceRatio: inputs.number('min-source-ratio', { default: 0.6, min: 0, max: 1 }),
        keepQueryParams: keep,
        topicConfig: optionalPath('topic-config'),
        state: optionalPath('state'),
        upload: inputs.bool('upload', true),
    };
}

;// CONCATENATED MODULE: ./src/actions/fan-in/summary.ts
// The job summary of fan-in: a table per fan (leg, status, items, verdict), the warnings
// and the rejected artifacts. JobSummary escapes every cell (leg ids and messages come
// from artifacts).
function verdict(leg) {
    if (leg.artifact !== null)
        return `accepted ${leg.artifact}`;
    return leg.error === undefined || leg.error === 'no_artifact'
        ? 'no artifact'
        : `rejected (${leg.error})`;
}
function writeFanInSummary(summary, result) {
    const d = result.diagnostics;
    summary.heading(`Fan-in ${d.week}: ${d.status}`);
    summary.paragraph(`Run ${d.run_id}, merged at ${d.merged_at}.${d.reason ? ` ${d.reason}` : ''}`);
    for (const fan of ['rss', 'github']) {
        const f = d.fans[fan];
        if (!f)
            continue;
        summary.heading(`${fan === 'rss' ? 'RSS sources' : 'GitHub shards'} (${f.legs.length} planned${f.closed ? '' : ', not all arrived'})`, 3);
        summary.table(['Leg', 'Status', fan === 'rss' ? 'Articles' : 'Repositories', 'Verdict'], f.legs.map((leg) => [leg.id, leg.status, String(leg.items), verdict(leg)]));
    }
    const written = result.files.map((f) => `${f.outcome === 'written' ? 'wrote' : 'unchanged'} ${f.path}`);
    if (written.length > 0) {
        summary.heading('Files', 3);
        summary.list(written);
    }
    if (d.warnings.length > 0) {
        summary.heading('Warnings', 3);
        summary.list(d.warnings);
    }
    const rejected = d.artifacts.filter((a) => a.verdict === 'rejected');
    if (rejected.length > 0) {
        summary.heading('Rejected artifacts', 3);
        summary.table(['Artifact', 'Reason', 'Pointer', 'Message'], rejected.map((a) => [
            a.name,
            a.reason ?? '',
            a.errors[0]?.pointer || '/',
            a.errors[0]?.message ?? '',
        ]));
    }
}

;// CONCATENATED MODULE: ./src/actions/fan-in/main.ts
// fan-in: the composition root. Reads the inputs, opens the artifact store, runs the
// fan-in (src/fanin), then reports: outputs, annotations (one error per rejected
// artifact, one warning per warning), a job summary, and the uploads of the canonical
// outputs and of the diagnostics (uploaded even when the fan-in fails).
//
// A failed fan-in exits 1 with one line saying why; nothing else is reported as failure.







const ACTION_NAME = 'fan-in';
function annotate(ctx, result) {
    for (const a of result.diagnostics.artifacts) {
        if (a.verdict !== 'rejected')
            continue;
        const first = a.errors[0];
        ctx.log.error(`Artifact ${untrusted(a.name, 120)} rejected (${a.reason ?? 'invalid'}) at ${untrusted(first?.pointer || '/', 120)}: ${untrusted(first?.message ?? '', 300)}`, { title: `fan-in: ${a.name.slice(0, 100)} rejected` });
    }
    for (const warning of result.warnings)
        ctx.log.warning(untrusted(warning, 400), { title: 'fan-in warning' });
}
function setOutputs(ctx, result, canonicalArtifact) {
    ctx.setOutput('status', result.status);
    ctx.setOutput('github-path', result.paths.github ?? '');
    ctx.setOutput('news-path', result.paths.news ?? '');
    ctx.setOutput('diagnostics-path', result.paths.diagnostics);
    ctx.setOutput('news-checksum', result.newsChecksum ?? '');
    ctx.setOutput('warnings', result.warnings);
    ctx.setOutput('canonical-artifact', canonicalArtifact);
}
async function filesOf(paths) {
    return Promise.all(paths.map(async (p) => ({ name: (0,external_node_path_.basename)(p), data: await (0,promises_.readFile)(p) })));
}
/**
 * Uploads an artifact; one that already exists with the same files (a rerun of the same
 * attempt on a local directory) is fine, with other files it is an error.
 */
async function upload(ctx, store, name, files) {
    try {
        await store.upload(name, files);
        ctx.log.info(`Uploaded artifact ${name} (${files.map((f) => f.name).join(', ')})`);
    }
    catch (error) {
        if (!(error instanceof artifacts/* ArtifactError */.nE) || error.code !== 'exists')
            throw error;
        const existing = await store.download(name);
        const same = existing.size === files.length &&
            files.every((f) => existing.get(f.name)?.equals(Buffer.from(f.data)) === true);
        if (!same) {
            throw new Error(`artifact ${name} already exists with other content: use an empty artifact-dir or a new run attempt`, {
                cause: error,
            });
        }
        ctx.log.info(`Artifact ${name} already exists with the same content`);
    }
}
async function run(ctx, inputs, deps) {
    const store = deps.store ??
        (0,artifacts/* openArtifactStore */.kT)({
            ...(inputs.artifactDir === undefined ? {} : { artifactDir: inputs.artifactDir }),
            env: ctx.env,
        });
    const result = await ctx.phase('Fan in', () => runFanIn({
        outputDir: inputs.outputDir,
        minSourceRatio: inputs.minSourceRatio,
        keepQueryParams: inputs.keepQueryParams,
        ...(inputs.runContext ? { runContext: inputs.runContext } : {}),
        ...(inputs.fanPlan ? { fanPlan: inputs.fanPlan } : {}),
        ...(inputs.topicConfig ? { topicConfigPath: inputs.topicConfig } : {}),
        ...(inputs.state ? { statePath: inputs.state } : {}),
    }, {
        store,
        now: deps.clock ?? Date.now,
        sourceDateEpoch: ctx.env['SOURCE_DATE_EPOCH'],
        ...(deps.legWorkerScript ? { legWorkerScript: deps.legWorkerScript } : {}),
    }));
    const d = result.diagnostics;
    ctx.log.info(`Fan-in of run ${d.run_id}: ${result.status}${result.reason ? ` (${untrusted(result.reason, 400)})` : ''}`);
    ctx.log.info(`Legs: ${validationLine(result.validation)}`);
    for (const file of result.files)
        ctx.log.info(`${file.outcome === 'written' ? 'Wrote' : 'Unchanged'} ${file.path}`);
    annotate(ctx, result);
    writeFanInSummary(ctx.summary, result);
    let canonicalArtifact = '';
    let uploadError;
    if (inputs.upload) {
        try {
            await ctx.phase('Upload', async () => {
                const attempt = (0,artifacts/* runAttempt */.Tm)(ctx.env);
                const canonical = [result.paths.github, result.paths.news].filter((p) => p !== null);
                if (canonical.length > 0) {
                    canonicalArtifact = (0,artifacts/* attemptName */.LZ)(`canonical-${d.week}`, attempt);
                    await upload(ctx, store, canonicalArtifact, await filesOf(canonical));
                }
                await upload(ctx, store, (0,artifacts/* attemptName */.LZ)('fan-in-diagnostics', attempt), await filesOf([result.paths.diagnostics]));
            });
        }
        catch (error) {
            uploadError = error;
            canonicalArtifact = '';
        }
    }
    setOutputs(ctx, result, canonicalArtifact);
    const articles = d.fans.rss?.legs.reduce((n, l) => n + l.items, 0) ?? 0;
    const repositories = d.fans.github?.legs.reduce((n, l) => n + l.items, 0) ?? 0;
    ctx.metric('legs_accepted', d.artifacts.filter((a) => a.verdict === 'accepted').length);
    ctx.metric('artifacts_rejected', d.artifacts.filter((a) => a.verdict === 'rejected').length);
    ctx.metric('warnings', result.warnings.length);
    ctx.metric('articles_in', articles);
    ctx.metric('repositories_in', repositories);
    // One line saying why: the fan-in's failure comes first, an upload problem after it.
    if (result.status === 'failed') {
        if (uploadError !== undefined) {
            ctx.log.error(`Upload failed: ${untrusted(uploadError instanceof Error ? uploadError.message : String(uploadError), 300)}`);
        }
        throw new Error(`fan-in failed: ${result.reason ?? 'see the diagnostics'}`);
    }
    if (uploadError !== undefined)
        throw uploadError;
    return { items: articles + repositories };
}
function fanInAction(deps = {}) {
    return {
        name: ACTION_NAME,
        readInputs: (inputs, env) => readFanInInputs(inputs, env, deps.cwd ?? process.cwd()),
        run: async (ctx, inputs) => {
            try {
                return await run(ctx, inputs, deps);
            }
            catch (error) {
                // A setup problem (no run context, a topic config of another run) is one line as is.
                if (error instanceof reasons/* FanInSetupError */.Md)
                    throw new Error(`fan-in cannot start: ${error.message}`);
                throw error;
            }
        },
    };
}
/** Runs the action; resolves to the exit code. */
function runFanInAction(deps = {}) {
    return runAction(fanInAction(deps), deps);
}
/** The bundle's entry: `entry` is the bundle itself (it also serves the leg-check workers). */
function main(entry) {
    return runFanInAction({ legWorkerScript: entry });
}


/***/ })

};
