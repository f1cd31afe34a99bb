/**
 * A run-context input that cannot be used. `input` is the name of the action input (and
 * CLI option) it came from, so the action reports it as an InputError naming that input.
 */
export class RunContextError extends Error {
  readonly input: string;
  readonly problem: string;

  constructor(input: string, problem: string) {
    super(`${input}: ${problem}`);
    this.name = 'RunContextError';
    this.input = input;
    this.problem = problem;
  }
}
