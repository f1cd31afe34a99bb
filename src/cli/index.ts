/**
 * squadscope: runs the suite's pipeline on one machine with a local directory as the
 * artifact store. Each command lives in src/cli/commands/.
 */
import { crawlCommand } from './commands/crawl.js';
import { fanInCommand } from './commands/fan-in.js';
import { emitCommand, gatherCommand } from './commands/gather.js';
import { okfCommand } from './commands/okf.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  env: NodeJS.ProcessEnv;
  /** The bundle entry, to validate legs in worker threads (see runFanIn). */
  legWorkerScript?: URL;
}

const USAGE = `Usage: squadscope <command> [options]

Commands:
  crawl     run the whole crawl (plan, every leg in parallel, fan-in) on this machine;
            with no flags it crawls the bundled example feeds and GitHub responses
  fan-in    merge a directory of downloaded leg artifacts into the canonical outputs
  emit      publish a JSON payload as one leg of a fan (any matrix)
  gather    gather the legs of a fan into a named collector (perfect or latent)
  okf       read a slice (okf read) or field statistics (okf stats) of an OKF dataset

Run 'squadscope <command> --help' for a command's options.
`;

const COMMANDS: Record<string, (argv: string[], io: CliIo) => Promise<number>> = {
  crawl: crawlCommand,
  // fan-in writes whole lines (its io adds no newline); crawl writes text as it comes.
  'fan-in': (argv, io) =>
    fanInCommand(argv, {
      env: io.env,
      ...(io.legWorkerScript ? { legWorkerScript: io.legWorkerScript } : {}),
      stdout: (line) => io.stdout(`${line}\n`),
      stderr: (line) => io.stderr(`${line}\n`),
    }),
  emit: (argv, io) => emitCommand(argv, lines(io)),
  gather: (argv, io) => gatherCommand(argv, lines(io)),
  okf: (argv, io) => okfCommand(argv, lines(io)),
};

/** The io of a command that writes whole lines. */
function lines(io: CliIo) {
  return {
    env: io.env,
    stdout: (line: string) => io.stdout(`${line}\n`),
    stderr: (line: string) => io.stderr(`${line}\n`),
  };
}

export async function cli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
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
