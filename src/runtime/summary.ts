import { appendFile } from 'node:fs/promises';
import { escapeMarkdown } from '../base/untrusted.js';

/**
 * A markdown builder for the job summary. Every text argument is escaped, so untrusted
 * text can neither break a table nor inject HTML; only `raw()` takes markdown as is.
 */
export class JobSummary {
  readonly #blocks: string[] = [];

  heading(text: string, level = 2): this {
    const depth = Math.min(6, Math.max(1, Math.floor(level)));
    this.#blocks.push(`${'#'.repeat(depth)} ${escapeMarkdown(text)}`);
    return this;
  }

  paragraph(text: string): this {
    this.#blocks.push(escapeMarkdown(text));
    return this;
  }

  list(items: readonly string[]): this {
    if (items.length > 0) this.#blocks.push(items.map((i) => `- ${escapeMarkdown(i)}`).join('\n'));
    return this;
  }

  /** Rows shorter than the header are padded with empty cells; extra cells are dropped. */
  table(header: readonly string[], rows: readonly (readonly string[])[]): this {
    if (header.length === 0) throw new RangeError('a summary table needs at least one column');
    const line = (cells: readonly string[]) =>
      `| ${header.map((_, i) => escapeMarkdown(cells[i] ?? '')).join(' | ')} |`;
    this.#blocks.push(
      [line(header), `| ${header.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n'),
    );
    return this;
  }

  raw(markdown: string): this {
    this.#blocks.push(markdown);
    return this;
  }

  isEmpty(): boolean {
    return this.#blocks.length === 0;
  }

  toMarkdown(): string {
    return this.#blocks.length === 0 ? '' : `${this.#blocks.join('\n\n')}\n`;
  }
}

/**
 * Appends markdown to the step summary file named by GITHUB_STEP_SUMMARY (what
 * core.summary.write does, but with the injected environment). Returns false, writing
 * nothing, when the variable is unset (a local run).
 */
export async function writeJobSummary(markdown: string, env: NodeJS.ProcessEnv): Promise<boolean> {
  const path = env.GITHUB_STEP_SUMMARY;
  if (!path) return false;
  await appendFile(path, markdown, 'utf8');
  return true;
}
