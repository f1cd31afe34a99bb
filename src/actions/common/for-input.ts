import type { AnnotationProperties } from '@actions/core';
import { isAbsolute, normalize, sep } from 'node:path';
import { ConfigError } from '../../config/errors.js';
import { OkfError } from '../../okf/errors.js';
import { RunContextError } from '../../runcontext/errors.js';
import { InputError } from '../../runtime/index.js';

/**
 * Where a config error's annotation points: the file as the input named it, relative to the
 * workspace (GitHub shows an annotation on a file only by its path in the repository; an
 * absolute path or one leaving the workspace names no file there), and the line and column
 * when the parser knows them.
 */
export function configAnnotation(error: ConfigError): AnnotationProperties | undefined {
  const file = error.file;
  const inWorkspace =
    file !== '' &&
    !isAbsolute(file) &&
    !/^\.\.([\\/]|$)/.test(normalize(file)) &&
    !/[\0\r\n]/.test(file);
  if (!inWorkspace) return undefined;
  return {
    file: normalize(file).split(sep).join('/'),
    ...(error.position
      ? { startLine: error.position.line, startColumn: error.position.column }
      : {}),
  };
}

/**
 * Runs fn, turning a problem with a file or value an input named into the InputError of that
 * input, so the action fails with one line that names it.
 */
export async function forInput<T>(input: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    throw asInputError(input, error);
  }
}

/** {@link forInput} for a check that does not wait (parsing an input's value). */
export function forInputSync<T>(input: string, fn: () => T): T {
  try {
    return fn();
  } catch (error) {
    throw asInputError(input, error);
  }
}

/** The InputError of `input` for a problem it named, or the error itself for any other. */
function asInputError(input: string, error: unknown): unknown {
  if (error instanceof ConfigError)
    return new InputError(input, error.message, configAnnotation(error));
  if (error instanceof RunContextError) return new InputError(error.input, error.problem);
  if (error instanceof OkfError) return new InputError(input, error.message);
  return error;
}
