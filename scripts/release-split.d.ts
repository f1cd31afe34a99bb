// Types of scripts/release-split.js, for the test that imports it.
export function bundleOf(
  name: string,
  meta: { runs?: Record<string, unknown> },
  repoRoot?: string,
): { folder: string; scripts: Record<string, string> };
export function importedFolders(folder: string, repoRoot?: string): string[];
export function loadSchemas(repoRoot?: string): Map<string, { file: string; refs: string[] }>;
export function schemasFor(
  bundleTexts: string[],
  schemas: Map<string, { file: string; refs: string[] }>,
): string[];
export function standaloneActionYml(
  text: string,
  folder: string,
  scripts: Record<string, string>,
): string;
export function splitAll(options: {
  repoRoot?: string;
  out: string;
}): Promise<{ name: string; files: string[] }[]>;
