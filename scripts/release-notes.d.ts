// Types of scripts/release-notes.js, for the test that imports it.
export function versionOfTag(tag: string): string;
export function notesFor(changelog: string, version: string): string;
