// The error of a bad action input, in a module of its own, so that input readers can throw
// it without loading the rest of the runtime.

import type { AnnotationProperties } from './workflow-commands.js';

/** A bad action input: the message names the input, e.g. `Input 'max-items': must be at least 1, got "0"`. */
export class InputError extends Error {
  readonly input: string;
  readonly problem: string;
  /** The file (workspace-relative) and place the problem is in, for the error annotation. */
  readonly annotation?: AnnotationProperties;

  constructor(input: string, problem: string, annotation?: AnnotationProperties) {
    super(`Input '${input}': ${problem}`);
    this.name = 'InputError';
    this.input = input;
    this.problem = problem;
    if (annotation) this.annotation = annotation;
  }
}
