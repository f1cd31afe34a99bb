export { assertValid, ContractError, validate } from './validate.js';
export type { ContractViolation, ValidationResult } from './validate.js';
export type { ContractName } from './generated/schemas.js';
export type * from './generated/types.js';

export type { FullRepository, OwnGithubShard, OwnRssArtifact } from './own-types.js';
