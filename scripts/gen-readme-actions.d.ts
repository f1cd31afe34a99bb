// Types of scripts/gen-readme-actions.js, for the tests that import it.
export interface ActionUsage {
  about: string;
  permissions: Record<string, string> | null;
  'permissions-note': string;
  minimal: string;
  example: string;
}
export interface ActionEntry {
  name: string;
  usage?: ActionUsage | null;
  meta: {
    name?: string;
    description?: string;
    inputs?: Record<string, { description?: string; required?: boolean; default?: unknown } | null>;
    outputs?: Record<string, { description?: string } | null>;
    runs?: { using?: string; main?: string };
  };
}
export const START: string;
export const END: string;
export const REPOSITORY: string;
export const OWNER: string;
export const PIPELINE_ORDER: string[];
export const root: string;
export const USAGE_KEYS: string[];
export function loadUsage(path: string): ActionUsage | null;
export function standaloneText(text: string): string;
export function loadActions(repoRoot?: string): ActionEntry[];
export function cell(text: unknown): string;
export function monorepoUses(name: string): string;
export function standaloneUses(name: string): string;
export function renderActionReadme(action: ActionEntry, options?: { standalone?: boolean }): string;
export function summaryOf(description: unknown): string;
export function renderActionsTable(actions: ActionEntry[]): string;
export function formatMarkdown(text: string, path: string): Promise<string>;
export function renderBlock(actions: ActionEntry[], repoRoot?: string): Promise<string>;
export function generateActionReadme(
  action: ActionEntry,
  repoRoot?: string,
  options?: { standalone?: boolean },
): Promise<string>;
export function spliceReadme(readme: string, block: string): string;
export function generateReadme(readme: string, repoRoot?: string): Promise<string>;
export function generateAll(repoRoot?: string): Promise<[string, string][]>;
