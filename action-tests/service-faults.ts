// Fault plans for the local artifact service: which call fails, and how, reproducibly from
// a seed. Pure: the service asks `next(op, name)` once per call it serves.

/** How one call fails. */
export type FaultKind =
  /** An error answer with a Twirp/Azure body: the client retries 5xx and 429. */
  | 'status-500'
  | 'status-502'
  | 'status-503'
  /** 429 with `Retry-After: 1`. */
  | 'status-429'
  /** The connection is dropped before the request is acted on (no answer, nothing done). */
  | 'reset'
  /** The request is carried out, then the connection is dropped before the answer. */
  | 'lost-answer'
  /** Blob GET: headers and half the bytes are sent, then the connection is dropped. */
  | 'reset-mid-blob'
  /** Blob GET: a full Content-Length is promised, half the bytes are sent, the body ends. */
  | 'cut-blob'
  /** Blob GET: the bytes come in small pieces over about `SLOW_BLOB_MS`. */
  | 'slow-blob';

export const SLOW_BLOB_MS = 300;

/**
 * Faults of one call kind. Several rules may name the same kind: each is drawn on its own
 * (the first that hits decides), so that some faults can be rarer than others.
 */
export interface FaultRule {
  /** The call kind: a Twirp method or `blob:get`, `blob:block`, `blob:blocklist`, `blob:put`. */
  op: string;
  /** Chance in [0, 1] that a call of this kind fails. */
  rate: number;
  /** The faults drawn from (uniformly). */
  kinds: readonly FaultKind[];
}

/** A fault on the `nth` (1-based) call of `op`, counting only calls naming `name` when given. */
export interface ScriptedFault {
  op: string;
  name?: string;
  nth: number;
  kind: FaultKind;
}

export interface FaultPlan {
  seed: number;
  rules?: readonly FaultRule[];
  script?: readonly ScriptedFault[];
  /**
   * Most drawn faults for one call (op and artifact name) over the plan's life: what makes a
   * plan transient (default 2). A download attempt is two calls (signed URL, blob), so it
   * may fail up to twice this many times. Scripted faults are not capped.
   */
  maxPerCall?: number;
}

/** A 32-bit PRNG (mulberry32): the same seed gives the same faults. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface FaultDecider {
  next(op: string, name: string | undefined): FaultKind | null;
}

/** FNV-1a of `text`, mixed with `seed`: one draw per call, whatever order calls interleave in. */
function drawFor(seed: number, text: string): [number, number] {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  const random = seededRandom(h >>> 0);
  return [random(), random()];
}

/**
 * The fault (or none) for each call. A draw depends on the seed, the call kind, the artifact
 * named and how many calls of that kind named it before: concurrent callers that interleave
 * differently from run to run still meet the same faults.
 */
export function faultDecider(plan: FaultPlan): FaultDecider {
  const maxPerCall = plan.maxPerCall ?? 2;
  const counts = new Map<string, number>();
  const drawn = new Map<string, number>();
  const bump = (key: string): number => {
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    return n;
  };
  return {
    next(op, name) {
      const nthOfOp = bump(op);
      const nthOfName = name === undefined ? 0 : bump(`${op}\0${name}`);
      const scripted = plan.script?.find(
        (s) =>
          s.op === op &&
          (s.name === undefined ? s.nth === nthOfOp : s.name === name && s.nth === nthOfName),
      );
      if (scripted) return scripted.kind;
      const key = `${op}\0${name ?? ''}`;
      const faults = drawn.get(key) ?? 0;
      if (faults >= maxPerCall) return null;
      const rules = plan.rules?.filter((r) => r.op === op && r.kinds.length > 0) ?? [];
      for (const [i, rule] of rules.entries()) {
        // The first rule of a kind draws as a plan of one rule a kind always has.
        const salt = i === 0 ? '' : `\0${i}`;
        const [draw, pick] = drawFor(
          plan.seed,
          `${key}\0${name === undefined ? nthOfOp : nthOfName}${salt}`,
        );
        if (draw >= rule.rate) continue;
        drawn.set(key, faults + 1);
        return rule.kinds[Math.floor(pick * rule.kinds.length)] ?? null;
      }
      return null;
    },
  };
}

/** The error answers the client retries itself on its RPCs (after 3 s, then 1.5 times longer). */
export const CLIENT_RETRIED: readonly FaultKind[] = [
  'status-500',
  'status-502',
  'status-503',
  'status-429',
];

/**
 * The faults the retries clear: resets on the client's RPCs (which it does not retry
 * itself), a lost finalize answer, and anything on the two calls of a download; and, at a
 * fifth of `rate`, 5xx and 429 on the client's RPCs, which the client retries itself but
 * each after 3 s at least (more would make a run mostly waiting).
 */
export function transientPlan(seed: number, rate: number): FaultPlan {
  const blobKinds: FaultKind[] = [
    'status-500',
    'status-503',
    'status-429',
    'reset',
    'reset-mid-blob',
    'cut-blob',
    'slow-blob',
  ];
  return {
    seed,
    rules: [
      { op: 'ListArtifacts', rate, kinds: ['reset'] },
      { op: 'CreateArtifact', rate, kinds: ['reset'] },
      // A finalize dropped before it is carried out leaves the name taken by an artifact that
      // never completes: no retry clears that, so it is not in a transient plan.
      { op: 'FinalizeArtifact', rate, kinds: ['lost-answer'] },
      ...['ListArtifacts', 'CreateArtifact', 'FinalizeArtifact'].map((op) => ({
        op,
        rate: rate / 5,
        kinds: CLIENT_RETRIED,
      })),
      {
        op: 'GetSignedArtifactURL',
        rate,
        kinds: ['status-500', 'status-502', 'status-503', 'status-429', 'reset'],
      },
      { op: 'blob:get', rate, kinds: blobKinds },
    ],
  };
}
