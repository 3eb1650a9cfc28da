/**
 * API keys: create (the full key is returned once), list, revoke, and verify a bearer token.
 * Used by the API route wrapper (lib/api), Settings → Security and the admin CLI.
 */
export { createApiKey, API_KEY_NAME_MAX_LENGTH, type CreateApiKeyInput, type CreatedApiKey } from "./create-api-key";
export { listApiKeys } from "./list-api-keys";
export { revokeApiKey, revokeApiKeyByName } from "./revoke-api-key";
export { verifyApiKey, type KeyPrincipal } from "./verify-api-key";
export type { ApiKeySummary } from "./api-key-summary";
