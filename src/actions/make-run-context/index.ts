// Bundle entry of make-run-context (ncc keeps import.meta.url pointing at the bundle).
import { fileURLToPath } from 'node:url';
import { main } from './main.js';

await main(fileURLToPath(import.meta.url));
