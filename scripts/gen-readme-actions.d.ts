// Types of scripts/gen-readme-actions.js, for the test that imports it.
export interface ActionEntry {
  name: string;
  meta: {
    name?: string;
    description?: string;
    inputs?: Record<string, { description?: string; required?: boolean; default?: unknown } | null>;
    outputs?: Record<string, { description?: string } | null>;
  };
}
export const START: string;
export const END: string;
export const REPOSITORY: string;
export const PIPELINE_ORDER: string[];
export const root: string;
export function loadActions(repoRoot?: string): ActionEntry[];
export function cell(text: unknown): string;
export function renderActionsTable(actions: ActionEntry[]): string;
export function renderBlock(actions: ActionEntry[], repoRoot?: string): Promise<string>;
export function spliceReadme(readme: string, block: string): string;
export function generateReadme(readme: string, repoRoot?: string): Promise<string>;
