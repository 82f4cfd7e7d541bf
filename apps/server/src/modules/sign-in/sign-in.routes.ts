import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import type { Language } from '@spool/contracts';
import type { Translator } from '../../platform/i18n.js';
import type { SignInResult, SignInScope } from '../identity/index.js';
import { grantMissingConsent } from './grant-consent.js';
import { renderLoginPage, signOutScript, type LoginPageModel } from './sign-in-pages.js';

const hostChoice = 'host';

const loginFormSchema = z.object({
  login: z.string().trim().max(256).catch(''),
  password: z.string().max(1024).catch(''),
  /** Empty: the host's account of the login, else the only account it names. */
  organisation: z.string().trim().max(64).optional().catch(undefined),
});

/** The `tenant` parameter of a tenant switch (the web app's /activate-tenant): an id or `host`. */
const tenantParameterSchema = z.union([z.uuid(), z.literal(hostChoice)]);

type SignIn = (request: {
  login: string;
  password: string;
  scope: SignInScope | undefined;
}) => Promise<SignInResult>;

/** The side a tenant switch names (the organisation field is not shown then). */
function switchedScope(tenantParameter: unknown): SignInScope | undefined {
  const switched = tenantParameterSchema.safeParse(tenantParameter);
  if (!switched.success) return undefined;
  return { tenantId: switched.data === hostChoice ? null : switched.data };
}

/** The one side a sign-in looks in: the tenant switch's, or the organisation typed, or none. */
function scopeOf(
  form: z.infer<typeof loginFormSchema>,
  tenantParameter: unknown,
): SignInScope | undefined {
  return (
    switchedScope(tenantParameter) ??
    (form.organisation ? { tenantName: form.organisation } : undefined)
  );
}

/**
 * The interaction pages the embedded issuer sends people to: the sign-in form,
 * and the consent step, which completes by itself for Spool's own client.
 */
export function signInRoutes(
  app: FastifyInstance,
  deps: {
    provider: Provider;
    translator: Translator;
    signIn: SignIn;
    /** @fastify/rate-limit's route options for the sign-in form, per client address. */
    perAddressLimit: RateLimitOptions;
  },
): void {
  const { provider, translator } = deps;

  const languageOf = (request: FastifyRequest, uiLocales: unknown): Language =>
    translator.languageFor(
      typeof uiLocales === 'string' ? uiLocales : request.headers['accept-language'],
    );

  const sendPage = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    result: InteractionResults,
  ) => {
    reply.hijack();
    // Merged with the login just submitted: with prompt=login (switching tenants), the
    // consent step's result must still carry that login, or the provider asks for it again.
    await provider.interactionFinished(request.raw, reply.raw, result, {
      mergeWithLastSubmission: true,
    });
  };

  app.get('/account/interaction/:uid', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    if (details.prompt.name === 'consent') {
      const grantId = await grantMissingConsent(provider, details);
      return finish(request, reply, { consent: { grantId } });
    }
    return sendPage(
      reply,
      renderLoginPage(translator, {
        language: languageOf(request, details.params['ui_locales']),
        action: `/account/interaction/${details.uid}/login`,
        abortUrl: `/account/interaction/${details.uid}/abort`,
        login: typeof details.params['login_hint'] === 'string' ? details.params['login_hint'] : '',
        organisation: switchedScope(details.params['tenant']) ? undefined : '',
      }),
    );
  });

  app.post(
    '/account/interaction/:uid/login',
    { config: { rateLimit: deps.perAddressLimit } },
    async (request, reply) => {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      const form = loginFormSchema.parse(request.body ?? {});
      const scope = scopeOf(form, details.params['tenant']);
      const result = await deps.signIn({ login: form.login, password: form.password, scope });
      if (result.kind === 'signedIn') {
        return finish(request, reply, { login: { accountId: result.user.userId } });
      }
      const model: LoginPageModel = {
        language: languageOf(request, details.params['ui_locales']),
        action: `/account/interaction/${details.uid}/login`,
        abortUrl: `/account/interaction/${details.uid}/abort`,
        login: form.login,
        error: result.kind,
        organisation: switchedScope(details.params['tenant'])
          ? undefined
          : (form.organisation ?? ''),
      };
      if (result.kind === 'throttled') {
        model.retryAt = new Date(Date.now() + result.retryAfterSeconds * 1000);
        reply.header('retry-after', String(result.retryAfterSeconds));
      }
      const status = result.kind === 'throttled' ? 429 : 401;
      return sendPage(reply, renderLoginPage(translator, model), status);
    },
  );

  app.get('/account/interaction/:uid/abort', async (request, reply) => {
    await provider.interactionDetails(request.raw, reply.raw);
    return finish(request, reply, {
      error: 'access_denied',
      error_description: 'The person cancelled the sign-in',
    });
  });

  app.get('/account/assets/sign-out.js', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/javascript')
      .send(signOutScript),
  );
}
