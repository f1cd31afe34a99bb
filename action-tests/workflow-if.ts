// A small evaluator of GitHub Actions `if:` expressions, for testing a workflow's job
// conditions against the outputs a plan can give (actionlint checks syntax, not logic).
// It covers what the suite's workflows use: contexts, property access (dotted names with
// hyphens too), string and number literals, !, ==, !=, &&, || and the status functions.
// Comparison follows GitHub: strings case-insensitively, null as ''.
import jsep from 'jsep';

export type Value = string | number | boolean | null | { [key: string]: Value };

export interface IfContext {
  contexts: { [name: string]: Value };
  /** success(), failure(), cancelled(), always() of the job being decided. */
  status: { success: boolean; failure: boolean; cancelled: boolean };
}

/** `a.b-c.d` → `a['b-c'].d`, which jsep reads as one property access. */
function bracketHyphens(expr: string): string {
  return expr.replace(/\.([A-Za-z_][\w]*(?:-[\w]+)+)/g, "['$1']");
}

function unwrap(text: string): string {
  const t = text.trim();
  const m = /^\$\{\{([\s\S]*)\}\}$/.exec(t);
  return m ? (m[1] as string) : t;
}

function loose(v: Value): string | number | boolean {
  if (v === null) return '';
  if (typeof v === 'string') return v.toLowerCase();
  if (typeof v === 'object') return JSON.stringify(v);
  return v;
}

function truthy(v: Value): boolean {
  return !(v === null || v === false || v === 0 || v === '');
}

function evaluate(node: jsep.Expression, ctx: IfContext): Value {
  switch (node.type) {
    case 'Literal':
      return (node as jsep.Literal).value as Value;
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (!(name in ctx.contexts)) throw new Error(`unknown context ${name}`);
      return ctx.contexts[name] as Value;
    }
    case 'MemberExpression': {
      const m = node as jsep.MemberExpression;
      const object = evaluate(m.object, ctx);
      const key = m.computed
        ? String(evaluate(m.property, ctx))
        : (m.property as jsep.Identifier).name;
      if (object === null || typeof object !== 'object') return null;
      return object[key] ?? null;
    }
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      if (u.operator !== '!') throw new Error(`unsupported operator ${u.operator}`);
      return !truthy(evaluate(u.argument, ctx));
    }
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      const left = evaluate(b.left, ctx);
      if (b.operator === '&&') return truthy(left) ? evaluate(b.right, ctx) : left;
      if (b.operator === '||') return truthy(left) ? left : evaluate(b.right, ctx);
      const right = evaluate(b.right, ctx);
      if (b.operator === '==') return loose(left) === loose(right);
      if (b.operator === '!=') return loose(left) !== loose(right);
      throw new Error(`unsupported operator ${b.operator}`);
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      const name = (c.callee as jsep.Identifier).name;
      if (name === 'always') return true;
      if (name === 'success' || name === 'failure' || name === 'cancelled') return ctx.status[name];
      throw new Error(`unsupported function ${name}`);
    }
    default:
      throw new Error(`unsupported expression ${node.type}`);
  }
}

/** Whether a job with this `if:` runs. Without a status function GitHub adds success(). */
export function jobRuns(condition: string | undefined, ctx: IfContext): boolean {
  const expr = unwrap(condition ?? 'success()');
  const withStatus = /\b(success|failure|cancelled|always)\(\)/.test(expr)
    ? expr
    : `success() && (${expr})`;
  return truthy(evaluate(jsep(bracketHyphens(withStatus)), ctx));
}
