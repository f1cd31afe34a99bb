/**
 * ajv-formats' full formats: those the precompiled validators (generated/validators.ts)
 * check `format` with, and those the fan-in's fast article check must agree with.
 * The module is CommonJS: under Node's ESM interop its exports sit on `.default`, in an
 * ncc bundle on the namespace itself.
 */
import * as formatsModule from 'ajv-formats/dist/formats.js';

type Formats = typeof formatsModule.fullFormats;

export const fullFormats: Formats =
  formatsModule.fullFormats ??
  (formatsModule as unknown as { default: { fullFormats: Formats } }).default.fullFormats;
