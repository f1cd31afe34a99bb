// Types of scripts/pin-workflows.js, for the test that imports it.
export function checkTag(tag: string | undefined): string;
export function ownRefs(text: string): { line: number; ref: string }[];
export function pinText(text: string, tag: string): string;
export function workflowFiles(repoRoot?: string): string[];
export function unpinned(tag: string, repoRoot?: string): string[];
