/**
 * The command line of a squadscope command: parsed strictly (an unknown option or a missing
 * value is an error, never ignored), every such error a UsageError, which the commands
 * answer with their usage text and exit status 2.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { messageOf } from '../base/error-message.js';

/** The command line cannot run: its message says what to change. */
export class UsageError extends Error {
  override name = 'UsageError';
}

interface StrictConfig<O extends ParseArgsOptionsConfig, P extends boolean> {
  args: string[];
  strict: true;
  allowPositionals: P;
  options: O;
}

/** `argv` parsed against `options`; positional arguments only where `allowPositionals`. */
export function parseCommandLine<O extends ParseArgsOptionsConfig, P extends boolean = false>(
  argv: string[],
  options: O,
  allowPositionals?: P,
): ReturnType<typeof parseArgs<StrictConfig<O, P>>> {
  const config: StrictConfig<O, P> = {
    args: argv,
    strict: true,
    allowPositionals: (allowPositionals ?? false) as P,
    options,
  };
  try {
    return parseArgs(config);
  } catch (error) {
    throw new UsageError(messageOf(error));
  }
}
