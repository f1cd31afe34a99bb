/**
 * Test support: what a CLI command prints, kept. `sink` is the stdout/stderr pair a command's
 * io takes; each call is one entry of `out` or `err`, as the command wrote it.
 */
export interface Printed {
  out: string[];
  err: string[];
  sink: { stdout: (text: string) => void; stderr: (text: string) => void };
}

export function printed(): Printed {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    sink: { stdout: (text) => void out.push(text), stderr: (text) => void err.push(text) },
  };
}
