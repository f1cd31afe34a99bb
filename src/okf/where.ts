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

import jsep from 'jsep';
import type { Expression } from 'jsep';
import { OkfError } from './errors.js';
import { quoted } from '../base/untrusted.js';
import type { OkfSchema, OkfType } from './schema.js';

export type Literal = string | number | boolean;
export type CompareOp = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type Predicate =
  | { kind: 'and' | 'or'; left: Predicate; right: Predicate }
  | { kind: 'not'; arg: Predicate }
  | { kind: 'cmp'; field: string; op: CompareOp; value: Literal | null }
  | { kind: 'in'; field: string; values: Literal[] }
  | { kind: 'contains'; field: string; value: Literal };

export const MAX_WHERE_LENGTH = 2000;
const COMPARE_OPS = new Set(['=', '==', '!=', '<', '<=', '>', '>=']);

// jsep is one shared parser: configure it once, with only the operators of the grammar,
// so anything else ('+', '&&', '!') is a syntax error at its position.
let configured = false;
function parser(): typeof jsep {
  if (!configured) {
    jsep.removeAllBinaryOps();
    jsep.removeAllUnaryOps();
    jsep.addBinaryOp('or', 1);
    jsep.addBinaryOp('and', 2);
    for (const op of COMPARE_OPS) jsep.addBinaryOp(op, 6);
    jsep.addBinaryOp('in', 6);
    jsep.addBinaryOp('contains', 6);
    jsep.addUnaryOp('not');
    jsep.addUnaryOp('-');
    configured = true;
  }
  return jsep;
}

function syntax(where: string, message: string, index?: number): OkfError {
  const at =
    index === undefined ? '' : ` at position ${index + 1}:\n  ${where}\n  ${' '.repeat(index)}^`;
  return new OkfError('syntax', `where: ${message}${at}`);
}

function parseTree(where: string): Expression {
  if (where.length > MAX_WHERE_LENGTH) {
    throw new OkfError(
      'bad_option',
      `where is ${where.length} characters long, over the maximum of ${MAX_WHERE_LENGTH}`,
    );
  }
  if (/[\u0000-\u001f]/u.test(where)) throw syntax(where, 'control characters are not allowed');
  try {
    return parser()(where);
  } catch (error) {
    const e = error as { description?: string; index?: number; message?: string };
    throw syntax(where, e.description ?? e.message ?? 'cannot parse', e.index);
  }
}

export function parseWhere(where: string, schema: OkfSchema): Predicate {
  const tree = parseTree(where);
  return new Checker(where, schema).predicate(tree);
}

function describe(node: Expression): string {
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
  constructor(
    private readonly where: string,
    private readonly schema: OkfSchema,
  ) {}

  predicate(node: Expression): Predicate {
    if (node.type === 'UnaryExpression' && node['operator'] === 'not') {
      const arg = node['argument'] as Expression;
      if (arg.type === 'Identifier') {
        throw syntax(
          this.where,
          `'not' applies to a condition in parentheses: write not (${String(arg['name'])} …)`,
        );
      }
      return { kind: 'not', arg: this.predicate(arg) };
    }
    if (node.type !== 'BinaryExpression') {
      throw syntax(this.where, `expected a condition, found ${describe(node)}`);
    }
    const op = String(node['operator']);
    const left = node['left'] as Expression;
    const right = node['right'] as Expression;
    if (op === 'and' || op === 'or')
      return { kind: op, left: this.predicate(left), right: this.predicate(right) };
    const field = this.field(left, op);
    const type = this.schema.columns[field]!.type;
    if (op === 'in') return { kind: 'in', field, values: this.list(right, field, type) };
    const value = this.literal(right, op);
    if (op === 'contains') return this.contains(field, type, value);
    return this.compare(field, type, op === '==' ? '=' : (op as CompareOp), value);
  }

  private field(node: Expression, op: string): string {
    if (node.type !== 'Identifier') {
      throw syntax(
        this.where,
        `the left side of '${op}' must be a field name, found ${describe(node)}`,
      );
    }
    const name = String(node['name']);
    if (!Object.hasOwn(this.schema.columns, name)) {
      const known = Object.keys(this.schema.columns).slice(0, 30).join(', ');
      throw new OkfError(
        'unknown_field',
        `where: unknown field ${quoted(name)} (fields: ${known})`,
      );
    }
    return name;
  }

  private literal(node: Expression, op: string): Literal | null {
    if (node.type === 'Literal') {
      const value = node['value'];
      if (typeof value === 'string' || typeof value === 'boolean' || value === null) return value;
      if (typeof value === 'number' && Number.isFinite(value)) return value;
    }
    if (node.type === 'UnaryExpression' && node['operator'] === '-') {
      const arg = node['argument'] as Expression;
      if (arg.type === 'Literal' && typeof arg['value'] === 'number') return -arg['value'];
    }
    throw syntax(
      this.where,
      `the right side of '${op}' must be a string, number, boolean or null literal, found ${describe(node)}`,
    );
  }

  private list(node: Expression, field: string, type: OkfType): Literal[] {
    if (node.type !== 'ArrayExpression') {
      throw syntax(this.where, `'in' takes a list in brackets, e.g. ${field} in ["a", "b"]`);
    }
    const elements = (node['elements'] as (Expression | null)[]).map((e) => {
      const value = e ? this.literal(e, 'in') : null;
      if (value === null) throw syntax(this.where, `the list of 'in' holds literals, not null`);
      this.expectType(field, type, value, 'in');
      return value;
    });
    if (elements.length === 0) throw syntax(this.where, `the list of 'in' is empty`);
    return elements;
  }

  private contains(field: string, type: OkfType, value: Literal | null): Predicate {
    if (value === null) throw syntax(this.where, `'contains' takes a literal, not null`);
    if (type === 'str' && typeof value !== 'string') {
      throw mismatch(field, type, value, 'contains');
    }
    if (type !== 'str' && type !== 'json') {
      throw new OkfError(
        'type_mismatch',
        `where: 'contains' applies to str and json fields; ${field} is ${type}`,
      );
    }
    return { kind: 'contains', field, value };
  }

  private compare(field: string, type: OkfType, op: CompareOp, value: Literal | null): Predicate {
    if (value === null) {
      if (op !== '=' && op !== '!=') throw syntax(this.where, `null compares with = and != only`);
      return { kind: 'cmp', field, op, value };
    }
    if (type === 'json') {
      throw new OkfError(
        'type_mismatch',
        `where: ${field} is json: use 'contains', '= null' or '!= null'`,
      );
    }
    this.expectType(field, type, value, op);
    if (type === 'bool' && op !== '=' && op !== '!=') {
      throw new OkfError('type_mismatch', `where: ${field} is bool: compare it with = or != only`);
    }
    return { kind: 'cmp', field, op, value };
  }

  private expectType(field: string, type: OkfType, value: Literal, op: string): void {
    const ok =
      (type === 'str' && typeof value === 'string') ||
      ((type === 'int' || type === 'float') && typeof value === 'number') ||
      (type === 'bool' && typeof value === 'boolean') ||
      type === 'json';
    if (!ok) throw mismatch(field, type, value, op);
  }
}

function mismatch(field: string, type: OkfType, value: Literal, op: string): OkfError {
  return new OkfError(
    'type_mismatch',
    `where: ${field} is ${type}, but '${op}' compares it with the ${typeof value} ${typeof value === 'string' ? quoted(value) : String(value)}`,
  );
}
