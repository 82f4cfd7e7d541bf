export { signInPlugin } from './sign-in.plugin.js';
export {
  apiAudience,
  apiScope,
  createEmbeddedIssuer,
  defaultAccessTokenTtlSeconds,
  loadIssuerSecrets,
  webClientId,
} from './embedded-issuer.js';
export type { EmbeddedIssuer, IssuerSecrets } from './embedded-issuer.js';
