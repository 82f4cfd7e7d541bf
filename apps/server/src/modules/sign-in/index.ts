export { signInPlugin } from './sign-in.plugin.js';
export {
  apiAudience,
  apiScope,
  createEmbeddedIssuer,
  defaultAccessTokenTtlSeconds,
  webClientId,
} from './embedded-issuer.js';
export type { EmbeddedIssuer } from './embedded-issuer.js';
