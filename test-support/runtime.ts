/**
 * Test support: captures what @actions/core prints (it writes to process.stdout, which is
 * where the runner reads workflow commands from).
 */
export interface CapturedOutput {
  /** Everything written so far. */
  text(): string;
  /** The output split on \r and \n as the runner splits it, without the final empty piece. */
  lines(): string[];
  restore(): void;
}

export function captureStdout(): CapturedOutput {
  const chunks: string[] = [];
  const original = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  }) as typeof process.stdout.write;
  const text = () => chunks.join('');
  return {
    text,
    lines() {
      const parts = text().split(/\r\n|\r|\n/);
      if (parts.at(-1) === '') parts.pop();
      return parts;
    },
    restore() {
      process.stdout.write = original;
    },
  };
}

/** Runs fn with stdout captured, restoring it afterwards. */
export async function withCapturedStdout<T>(
  fn: () => Promise<T> | T,
): Promise<{ result: T; out: CapturedOutput }> {
  const out = captureStdout();
  try {
    return { result: await fn(), out };
  } finally {
    out.restore();
  }
}
