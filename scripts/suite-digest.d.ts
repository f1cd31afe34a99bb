// Types of scripts/suite-digest.js, for the test that imports it.
export function digestPaths(root: string): string[];
export function suiteDigest(root: string): string;
export function stampSuiteDigest(root: string): string;
