import type Provider from 'oidc-provider';

type InteractionDetails = Awaited<ReturnType<Provider['interactionDetails']>>;

/**
 * Grants what the consent prompt found missing (scopes, claims, resource
 * scopes) and returns the grant's id: Spool's own client is first-party, so
 * people are never asked to consent to it.
 */
export async function grantMissingConsent(
  provider: Provider,
  details: InteractionDetails,
): Promise<string> {
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({
        accountId: details.session?.accountId ?? '',
        clientId: String(details.params['client_id']),
      });
  if (!grant) throw new Error('grant of the interaction not found');
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return grant.save();
}
