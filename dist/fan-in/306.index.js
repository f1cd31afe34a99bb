export const id = 306;
export const ids = [306,799];
export const modules = {

/***/ 3984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  writeFanInSummary: () => (/* binding */ writeFanInSummary),
  X: () => (/* binding */ writePartialSummary)
});

// EXTERNAL MODULE: ./src/canonical/index.ts + 8 modules
var canonical = __webpack_require__(79979);
;// CONCATENATED MODULE: ./src/report/glance.ts
/**
 * (pure) A run at a glance: its outcome, its legs with failures first, what each leg brought
 * and how long it took, and the warnings. Built from the fan-in's diagnostics and, when
 * there is one, the run ledger; rendered as the fan-in's job summary (markdown.ts) and by
 * `squadscope crawl` (text.ts), so that both say the same.
 */

const STATUS_ORDER = {
    failed: 0,
    missing: 1,
    partial: 2,
    success: 3,
};
function verdict(leg) {
    if (leg.artifact !== null)
        return `accepted ${leg.artifact}`;
    return leg.error === undefined || leg.error === 'no_artifact'
        ? 'no artifact'
        : `rejected (${leg.error})`;
}
function failuresFirst(a, b) {
    return (STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
        (a.kind === b.kind ? 0 : a.kind === 'rss' ? -1 : 1) ||
        a.seq - b.seq ||
        (0,canonical/* compareStrings */.Kt)(a.id, b.id));
}
function legsOf(d, ledger) {
    const durations = new Map((ledger?.legs ?? []).map((l) => [`${l.kind}/${l.leg_id}`, l.duration_ms]));
    const legs = [];
    for (const kind of ['rss', 'github']) {
        for (const leg of d.fans[kind]?.legs ?? []) {
            legs.push({
                kind,
                id: leg.id,
                seq: leg.seq,
                status: leg.status,
                required: leg.required,
                items: leg.items,
                durationMs: durations.get(`${kind}/${leg.id}`) ?? null,
                verdict: verdict(leg),
            });
        }
    }
    return legs.sort(failuresFirst);
}
function glanceOf(d, ledger) {
    const legs = legsOf(d, ledger);
    const sum = (kind) => legs.filter((l) => l.kind === kind).reduce((n, l) => n + l.items, 0);
    return {
        week: d.week,
        runId: d.run_id,
        outcome: d.status,
        reason: d.reason,
        legs,
        articles: sum('rss'),
        repositories: sum('github'),
        warnings: [...d.warnings],
        rejected: d.artifacts
            .filter((a) => a.verdict === 'rejected')
            .map((a) => ({
            artifact: a.name,
            reason: a.reason ?? '',
            pointer: a.errors[0]?.pointer || '/',
            message: a.errors[0]?.message ?? '',
        })),
        timing: ledger === null
            ? null
            : {
                leg_duration_ms: ledger.run.leg_duration_ms,
                critical_path: ledger.run.critical_path,
                critical_path_ms: ledger.run.critical_path_ms,
            },
    };
}
/** `3 legs: 2 success, 1 failed` (statuses in failures-first order). */
function glance_legCounts(legs) {
    const counts = new Map();
    for (const leg of legs)
        counts.set(leg.status, (counts.get(leg.status) ?? 0) + 1);
    const parts = Object.keys(STATUS_ORDER)
        .filter((s) => counts.has(s))
        .map((s) => `${counts.get(s)} ${s}`);
    return `${legs.length} ${legs.length === 1 ? 'leg' : 'legs'}${parts.length ? `: ${parts.join(', ')}` : ''}`;
}
function glance_secondsText(ms) {
    return ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`;
}

;// CONCATENATED MODULE: ./src/report/markdown.ts

/** Successful legs listed in the table; failures are always all listed. */
const TABLE_SUCCESSES = 20;
/** Bars per chart (the largest values): a chart of 256 bars says nothing. */
const CHART_BARS = 30;
/** A chart label: letters, digits and `_ . / -` only, in quotes. */
function label(text) {
    return `"${text.replace(/[^A-Za-z0-9_./-]/g, '_').slice(0, 40)}"`;
}
/** One `xychart-beta` bar chart, or null without data. */
function barChart(title, axis, bars) {
    if (bars.length === 0)
        return null;
    const shown = [...bars]
        .map((b, i) => ({ ...b, i }))
        .sort((a, b) => b.value - a.value || a.i - b.i)
        .slice(0, CHART_BARS)
        .sort((a, b) => a.i - b.i);
    const more = bars.length > shown.length ? ` (largest ${shown.length} of ${bars.length})` : '';
    const max = Math.max(1, ...shown.map((b) => b.value));
    return [
        '```mermaid',
        'xychart-beta',
        `  title "${`${title}${more}`.replace(/"/g, "'")}"`,
        `  x-axis [${shown.map((b) => label(b.label)).join(', ')}]`,
        `  y-axis ${label(axis)} 0 --> ${max}`,
        `  bar [${shown.map((b) => String(b.value)).join(', ')}]`,
        '```',
    ].join('\n');
}
function legRow(leg) {
    return [
        `${leg.kind}/${leg.id}`,
        leg.status,
        String(leg.items),
        glance_secondsText(leg.durationMs),
        leg.verdict,
    ];
}
function legTable(summary, legs) {
    if (legs.length === 0)
        return;
    const failures = legs.filter((l) => l.status !== 'success');
    const successes = legs.filter((l) => l.status === 'success');
    const shown = [...failures, ...successes.slice(0, TABLE_SUCCESSES)];
    summary.table(['Leg', 'Status', 'Items', 'Time', 'Verdict'], shown.map(legRow));
    const hidden = legs.length - shown.length;
    if (hidden > 0)
        summary.paragraph(`… and ${hidden} more successful legs (see the diagnostics file).`);
}
function charts(summary, legs) {
    const inPlanOrder = [...legs].sort((a, b) => a.kind === b.kind ? a.seq - b.seq : a.kind === 'rss' ? -1 : 1);
    const articles = barChart('Articles per source', 'Articles', inPlanOrder.filter((l) => l.kind === 'rss').map((l) => ({ label: l.id, value: l.items })));
    const durations = barChart('Leg durations (s)', 'Seconds', inPlanOrder
        .filter((l) => l.durationMs !== null)
        .map((l) => ({
        label: `${l.kind}/${l.id}`,
        value: Math.round(l.durationMs / 100) / 10,
    })));
    if (articles !== null)
        summary.raw(articles);
    if (durations !== null)
        summary.raw(durations);
}
function writeGlanceSummary(summary, g) {
    summary.heading(`Fan-in ${g.week}: ${g.outcome}`);
    summary.paragraph(`${glance_legCounts(g.legs)}; ${g.articles} articles, ${g.repositories} repositories; ${g.warnings.length} warnings. Run ${g.runId}.${g.reason ? ` ${g.reason}` : ''}`);
    legTable(summary, g.legs);
    charts(summary, g.legs);
    if (g.timing !== null && g.timing.critical_path.length > 0) {
        summary.paragraph(`Critical path ${glance_secondsText(g.timing.critical_path_ms)}: ${g.timing.critical_path
            .map((s) => `${s.step} ${glance_secondsText(s.duration_ms)}`)
            .join(' → ')}.`);
    }
    if (g.warnings.length > 0) {
        summary.heading('Warnings', 3);
        summary.list(g.warnings);
    }
    if (g.rejected.length > 0) {
        summary.heading('Rejected artifacts', 3);
        summary.table(['Artifact', 'Reason', 'Pointer', 'Message'], g.rejected.map((r) => [r.artifact, r.reason, r.pointer, r.message]));
    }
}

;// CONCATENATED MODULE: ./src/report/text.ts
/**
 * The run at a glance as plain text, for `squadscope crawl`: the outcome line, bar charts of
 * articles per source and of leg durations, and the critical path. Leg ids are validated
 * ids (safe to print); nothing here comes from a feed.
 */

const BAR_WIDTH = 30;
function bars(rows) {
    const max = Math.max(0, ...rows.map((r) => r.value));
    const width = Math.max(...rows.map((r) => r.label.length), 0);
    return rows.map((r) => {
        const n = max === 0 ? 0 : Math.round((r.value / max) * BAR_WIDTH);
        return `    ${r.label.padEnd(width)}  ${'#'.repeat(n)}${n > 0 ? ' ' : ''}${r.text}`;
    });
}
function inPlanOrder(legs) {
    return [...legs].sort((a, b) => (a.kind === b.kind ? a.seq - b.seq : a.kind === 'rss' ? -1 : 1));
}
function glanceText(g) {
    const lines = [
        `Fan-in ${g.week}: ${g.outcome}. ${legCounts(g.legs)}; ${g.articles} articles, ${g.repositories} repositories; ${g.warnings.length} warnings`,
    ];
    const ordered = inPlanOrder(g.legs);
    const rss = ordered.filter((l) => l.kind === 'rss');
    if (rss.length > 0) {
        lines.push('  articles per source');
        lines.push(...bars(rss.map((l) => ({ label: l.id, value: l.items, text: String(l.items) }))));
    }
    const timed = ordered.filter((l) => l.durationMs !== null);
    if (timed.length > 0) {
        lines.push('  leg durations');
        lines.push(...bars(timed.map((l) => ({
            label: `${l.kind}/${l.id}`,
            value: l.durationMs,
            text: secondsText(l.durationMs),
        }))));
    }
    if (g.timing !== null && g.timing.critical_path.length > 0) {
        lines.push(`  critical path ${secondsText(g.timing.critical_path_ms)}: ${g.timing.critical_path
            .map((s) => `${s.step} ${secondsText(s.duration_ms)}`)
            .join(' -> ')}`);
    }
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/index.ts




;// CONCATENATED MODULE: ./src/actions/fan-in/summary.ts
// The job summary of fan-in: the run at a glance (src/report), from the diagnostics and the
// run ledger, and for a plan with no legs why nothing was planned. JobSummary escapes every
// cell (leg ids and messages come from artifacts).

function writeFanInSummary(summary, result, ledger) {
    const d = result.diagnostics;
    writeGlanceSummary(summary, glanceOf(d, ledger));
    if (d.skipped && d.skipped.length > 0) {
        summary.heading('Not planned', 3);
        summary.table(['Source', 'Why'], d.skipped.map((s) => [s.id, s.reason]));
    }
}
/** The job summary of a partial fan-in: the chunk and what its partial artifact holds. */
function writePartialSummary(summary, p) {
    summary.heading(`Partial fan-in: chunk ${p.chunk} of ${p.chunks ?? '?'}`, 3);
    summary.table(['Artifact', 'Legs', 'Held', 'Without a valid payload'], [[p.name, String(p.partial.legs.length), String(p.held), String(p.missing)]]);
}


/***/ }),

/***/ 98799:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ canonicalize)
/* harmony export */ });
function serializeString (value) {
  if (!value.isWellFormed()) {
    throw new Error('Lone surrogate is not allowed');
  }
  return JSON.stringify(value);
}

function serializePrimitive (value) {
  switch (typeof value) {
    case 'number':
      if (isNaN(value)) {
        throw new Error('NaN is not allowed');
      }
      if (!isFinite(value)) {
        throw new Error('Infinity is not allowed');
      }
      // For finite numbers String(value) would give identical output, but
      // JSON.stringify benchmarks faster on V8.
      return JSON.stringify(value);
    case 'string':
      return serializeString(value);
    case 'boolean':
      return value ? 'true' : 'false';
    default:
      // null, or values JSON.stringify maps to undefined (undefined,
      // functions, symbols).
      return JSON.stringify(value);
  }
}

// Resolves a value to either its serialized primitive form (a string — or
// undefined, for values JSON.stringify drops) or a frame describing the
// container to descend into. Callers distinguish the two cases with
// `typeof result !== 'object'`.
//
// toJSON results are unwrapped here, and the wrapper objects stay in `seen`
// until the resolved subtree is fully serialized, so cycles introduced via
// toJSON are still detected.
function enterValue (value, seen) {
  let wrappers = null;
  while (value !== null && typeof value === 'object' && typeof value.toJSON === 'function') {
    if (seen.has(value)) {
      throw new Error('Circular reference detected');
    }
    seen.add(value);
    (wrappers ??= []).push(value);
    value = value.toJSON();
  }

  // Boxed Number/String/Boolean objects serialize as their primitive values,
  // mirroring how JSON.stringify treats them.
  if (value instanceof Number || value instanceof String || value instanceof Boolean) {
    value = value.valueOf();
  }

  if (value === null || typeof value !== 'object') {
    if (wrappers !== null) {
      for (const wrapper of wrappers) seen.delete(wrapper);
    }
    return serializePrimitive(value);
  }

  if (seen.has(value)) {
    throw new Error('Circular reference detected');
  }
  seen.add(value);

  return {
    container: value,
    // null marks an array frame; object frames carry their sorted keys.
    // `sort()`'s default comparator orders by UTF-16 code unit, which is the
    // order JCS requires.
    keys: Array.isArray(value) ? null : Object.keys(value).sort(),
    // Next child to serialize; the frame resumes here after a nested
    // container's subtree completes.
    index: 0,
    // Whether no member has been emitted yet (controls comma placement).
    first: true,
    // toJSON wrappers to release from `seen` when this frame completes.
    wrappers
  };
}

function canonicalize (object) {
  if (object === null || typeof object !== 'object') {
    return serializePrimitive(object);
  }

  const seen = new Set();
  const root = enterValue(object, seen);
  if (typeof root !== 'object') {
    // A toJSON chain resolved the input to a primitive.
    return root;
  }

  let result = root.keys === null ? '[' : '{';
  const stack = [root];

  // Depth-first serialization with an explicit stack instead of recursion, so
  // nesting depth is bounded by heap size rather than call-stack size. The top
  // frame is the container currently being serialized: primitive children are
  // appended inline, while a nested container pushes a new frame and jumps
  // back to the outer loop. Because frame.index was already advanced, the
  // parent resumes at its next child once the subtree is done. Opening
  // brackets are emitted when a frame is pushed, closing brackets when it
  // completes.
  outer:
  while (stack.length > 0) {
    const frame = stack[stack.length - 1];
    const container = frame.container;

    // keys === null marks an array frame; otherwise keys holds the object's
    // sorted property names. Either way the iteration counter lives on the
    // frame itself (frame.index), so when a frame is resumed after a nested
    // container completes, the while condition continues at the first
    // unserialized child instead of restarting from the beginning.
    if (frame.keys === null) {
      while (frame.index < container.length) {
        const i = frame.index++;
        if (i > 0) {
          result += ',';
        }
        const element = container[i];
        // Inside arrays, JSON.stringify serializes values with no JSON
        // representation (undefined, symbols, functions) as null.
        const value = element === undefined || typeof element === 'symbol' || typeof element === 'function' ? null : element;
        if (value === null || typeof value !== 'object') {
          result += serializePrimitive(value);
          continue;
        }
        const child = enterValue(value, seen);
        if (typeof child !== 'object') {
          // A toJSON chain resolved the child to an already-serialized
          // primitive — or, when child is undefined, to a value with no JSON
          // representation, which becomes null inside arrays.
          result += child === undefined ? 'null' : child;
          continue;
        }
        result += child.keys === null ? '[' : '{';
        stack.push(child);
        continue outer;
      }
      result += ']';
    } else {
      const keys = frame.keys;
      while (frame.index < keys.length) {
        const key = keys[frame.index++];
        const value = container[key];
        // Inside objects, JSON.stringify omits properties whose value has no
        // JSON representation (undefined, symbols, functions).
        if (value === undefined || typeof value === 'symbol' || typeof value === 'function') {
          continue;
        }
        if (value === null || typeof value !== 'object') {
          // Commas are tracked with a flag rather than the key index: a
          // skipped key must not leave a stray comma behind.
          if (frame.first) {
            frame.first = false;
          } else {
            result += ',';
          }
          result += serializeString(key) + ':' + serializePrimitive(value);
          continue;
        }
        // The child must be resolved before the key is emitted: a toJSON
        // returning a value with no JSON representation drops the whole
        // property.
        const child = enterValue(value, seen);
        if (child === undefined) {
          continue;
        }
        if (frame.first) {
          frame.first = false;
        } else {
          result += ',';
        }
        result += serializeString(key) + ':';
        if (typeof child !== 'object') {
          result += child;
          continue;
        }
        result += child.keys === null ? '[' : '{';
        stack.push(child);
        continue outer;
      }
      result += '}';
    }

    // Frame complete. The container leaves `seen` so that a later, sibling
    // reference to the same object is not mistaken for a cycle.
    seen.delete(container);
    if (frame.wrappers !== null) {
      for (const wrapper of frame.wrappers) seen.delete(wrapper);
    }
    stack.pop();
  }

  return result;
}


/***/ })

};
