// The workflow commands the runtime writes (log lines, annotations, groups, outputs), byte
// for byte as @actions/core writes them, without loading @actions/core: its module graph
// (the HTTP client and its proxy agents, for OIDC tokens no action asks for) would be
// loaded and evaluated before an action's first line.

import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync } from 'node:fs';
import { EOL } from 'node:os';
import { redact } from '../base/secrets.js';
import { isHighSurrogate } from '../base/surrogates.js';

/** Where an annotation points (the fields of @actions/core's AnnotationProperties). */
export interface AnnotationProperties {
  title?: string;
  file?: string;
  startLine?: number;
  endLine?: number;
  startColumn?: number;
  endColumn?: number;
}

/**
 * The longest message a log line or annotation carries, in UTF-16 code units: a longer one
 * (a module's 1 MB error, a server's page) is cut here, with `…`, whoever wrote it. The one
 * place the bound lives; docs/contracts.md.
 */
export const MAX_LOG_MESSAGE_CHARS = 8_000;

/** `message` cut to MAX_LOG_MESSAGE_CHARS code units (never half a surrogate pair), `…` when cut. */
export function boundedMessage(message: string): string {
  if (message.length <= MAX_LOG_MESSAGE_CHARS) return message;
  let end = MAX_LOG_MESSAGE_CHARS - 1;
  if (isHighSurrogate(message.charCodeAt(end - 1))) end -= 1;
  return `${message.slice(0, end)}…`;
}

function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function escapeProperty(value: string | number): string {
  return escapeData(typeof value === 'string' ? value : JSON.stringify(value))
    .replace(/:/g, '%3A')
    .replace(/,/g, '%2C');
}

/** `::command key=value,…::message`; properties without a value are left out. */
export function workflowCommand(
  command: string,
  properties: Record<string, string | number | undefined>,
  message: string,
): string {
  let line = `::${command}`;
  if (Object.keys(properties).length > 0) {
    const set = Object.entries(properties).filter(([, value]) => value);
    line += ` ${set.map(([key, value]) => `${key}=${escapeProperty(value!)}`).join(',')}`;
  }
  return `${line}::${escapeData(message)}`;
}

function annotationProperties(
  props: AnnotationProperties,
): Record<string, string | number | undefined> {
  if (Object.keys(props).length === 0) return {};
  return {
    title: props.title,
    file: props.file,
    line: props.startLine,
    endLine: props.endLine,
    col: props.startColumn,
    endColumn: props.endColumn,
  };
}

/** Secrets no line may show (hideInLog); `***` takes their place. */
const hidden: string[] = [];

/**
 * From now on every line this writer prints shows `***` instead of `secret`. The step hides
 * its secrets itself rather than with `::add-mask::`, whose own line would print the secret.
 */
export function hideInLog(secret: string): void {
  if (!hidden.includes(secret)) hidden.push(secret);
  hidden.sort((a, b) => b.length - a.length);
}

function issue(line: string): void {
  process.stdout.write((hidden.length === 0 ? line : redact(line, hidden)) + EOL);
}

export const commands = {
  info: (message: string): void => issue(boundedMessage(message)),
  debug: (message: string): void => issue(workflowCommand('debug', {}, boundedMessage(message))),
  warning: (message: string, props: AnnotationProperties = {}): void =>
    issue(workflowCommand('warning', annotationProperties(props), boundedMessage(message))),
  error: (message: string, props: AnnotationProperties = {}): void =>
    issue(workflowCommand('error', annotationProperties(props), boundedMessage(message))),

  /** Runs fn between a group's start and end lines (the end also when fn throws). */
  async group<T>(name: string, fn: () => Promise<T>): Promise<T> {
    issue(workflowCommand('group', {}, name));
    try {
      return await fn();
    } finally {
      issue(workflowCommand('endgroup', {}, ''));
    }
  },

  /**
   * A step output: a heredoc block appended to the file GITHUB_OUTPUT names (its delimiter
   * a fresh uuid the name and value must not hold), or the old `set-output` command.
   */
  setOutput(name: string, value: string): void {
    const path = process.env['GITHUB_OUTPUT'] || '';
    if (!path) {
      process.stdout.write(EOL);
      issue(workflowCommand('set-output', { name }, value));
      return;
    }
    const delimiter = `ghadelimiter_${randomUUID()}`;
    if (name.includes(delimiter) || value.includes(delimiter)) {
      throw new Error(
        `Unexpected input: an output should not contain the delimiter "${delimiter}"`,
      );
    }
    if (!existsSync(path)) throw new Error(`Missing file at path: ${path}`);
    const block = `${name}<<${delimiter}${EOL}${value}${EOL}${delimiter}`;
    appendFileSync(path, `${block}${EOL}`, { encoding: 'utf8' });
  },
};
