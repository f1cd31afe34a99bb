/**
 * The command line of a squadscope command: parsed strictly (an unknown option or a missing
 * value is an error, never ignored), every such error a UsageError, which the commands
 * answer with their usage text and exit status 2.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { messageOf, plainReason } from '../base/error-message.js';

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

/**
 * A message an action wrote, as the CLI says it: the CLI speaks of its flags, an action of
 * its inputs. `Input 'x': …` becomes `--x: …`, and `set the x input` / `set x: true` /
 * `needs x: true` / `the x input` become `pass --x` / `pass --x` / `needs --x` / `the --x
 * flag`, for each input `flags` holds
 * (a flag of the same name); an input the CLI sets itself stays as it is. The message is
 * plain text on one line.
 */
export function speakFlags(message: string, flags: Iterable<string>): string {
  let text = plainReason(message);
  for (const flag of flags) {
    const name = flag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    text = text
      .replace(new RegExp(`\\bInput '${name}':`, 'g'), `--${flag}:`)
      .replace(new RegExp(`\\bset the ${name} input\\b`, 'g'), `pass --${flag}`)
      .replace(new RegExp(`\\bset ${name}: true\\b`, 'g'), `pass --${flag}`)
      .replace(new RegExp(`\\bneeds ${name}: true\\b`, 'g'), `needs --${flag}`)
      .replace(new RegExp(`\\bthe ${name} input\\b`, 'g'), `the --${flag} flag`);
  }
  return text;
}
