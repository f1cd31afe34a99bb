/**
 * squadscope: runs the suite's pipeline on one machine with a local directory as the
 * artifact store. Each command lives in src/cli/commands/.
 */
// Each command is imported when it is run, so that one command (or --help) does not load
// the modules of all the others.

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  /** The bundle entry, to validate legs in worker threads (see runFanIn). */
  legWorkerScript?: URL;
}

import { readFileSync } from 'node:fs';

const USAGE = `Usage: squadscope <command> [options]

Commands:
  crawl     run the whole crawl (plan, every leg in parallel, fan-in) on this machine;
            with no flags it crawls the bundled example feeds and GitHub responses
  fan-in    merge a directory of downloaded leg artifacts into the canonical outputs
  emit      publish a JSON payload as one leg of a fan (any matrix)
  gather    gather the legs of a fan into a named collector (perfect or latent)
  okf       read a slice (okf read) or field statistics (okf stats) of an OKF dataset

Run 'squadscope <command> --help' for a command's options; 'squadscope --version' for
the version.
`;

const COMMANDS: Record<string, (argv: string[], io: CliIo) => Promise<number>> = {
  crawl: async (argv, io) => (await import('./commands/crawl.js')).crawlCommand(argv, io),
  // fan-in writes whole lines (its io adds no newline); crawl writes text as it comes.
  'fan-in': async (argv, io) =>
    (await import('./commands/fan-in.js')).fanInCommand(argv, {
      env: io.env,
      ...(io.legWorkerScript ? { legWorkerScript: io.legWorkerScript } : {}),
      stdout: (line) => io.stdout(`${line}\n`),
      stderr: (line) => io.stderr(`${line}\n`),
    }),
  emit: async (argv, io) => (await import('./commands/gather.js')).emitCommand(argv, lines(io)),
  gather: async (argv, io) => (await import('./commands/gather.js')).gatherCommand(argv, lines(io)),
  okf: async (argv, io) => (await import('./commands/okf.js')).okfCommand(argv, lines(io)),
};

/** The io of a command that writes whole lines. */
function lines(io: CliIo) {
  return {
    env: io.env,
    stdout: (line: string) => io.stdout(`${line}\n`),
    stderr: (line: string) => io.stderr(`${line}\n`),
  };
}

/** The suite's version, from the package.json beside src/ and dist/ (two levels up from here). */
function version(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}

export async function cli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === '--version' || name === '-V' || name === 'version') {
    io.stdout(`squadscope ${version()}\n`);
    return 0;
  }
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.stdout(USAGE);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    io.stderr(`squadscope: unknown command '${name}'\n\n${USAGE}`);
    return 2;
  }
  return command(rest, io);
}
