import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { z } from 'zod';
import type { Language } from '@spool/contracts';
import type { Translator } from '../../platform/i18n.js';
import type { SignInResult } from '../identity/index.js';
import { grantMissingConsent } from './grant-consent.js';
import { renderLoginPage, signOutScript, type LoginPageModel } from './sign-in-pages.js';

const hostChoice = 'host';

const loginFormSchema = z.object({
  login: z.string().trim().max(256).default(''),
  password: z.string().max(1024).default(''),
  tenant: z.string().trim().max(64).optional(),
});

type SignIn = (request: {
  login: string;
  password: string;
  tenantId: string | null | undefined;
}) => Promise<SignInResult>;

/**
 * The interaction pages the embedded issuer sends people to: the sign-in form,
 * and the consent step, which completes by itself for Spool's own client.
 */
export function signInRoutes(
  app: FastifyInstance,
  deps: { provider: Provider; translator: Translator; signIn: SignIn },
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
      }),
    );
  });

  app.post('/account/interaction/:uid/login', async (request, reply) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const form = loginFormSchema.parse(request.body ?? {});
    const requestedTenant = form.tenant ?? (details.params['tenant'] as string | undefined);
    const tenantId =
      requestedTenant === undefined || requestedTenant === ''
        ? undefined
        : requestedTenant === hostChoice
          ? null
          : requestedTenant;
    const result = await deps.signIn({ login: form.login, password: form.password, tenantId });
    if (result.kind === 'signedIn') {
      return finish(request, reply, { login: { accountId: result.user.userId } });
    }
    const language = languageOf(request, details.params['ui_locales']);
    const model: LoginPageModel = {
      language,
      action: `/account/interaction/${details.uid}/login`,
      abortUrl: `/account/interaction/${details.uid}/abort`,
      login: form.login,
    };
    if (result.kind === 'chooseTenant') {
      model.tenantChoices = result.tenants.map((choice) => ({
        value: choice.tenantId ?? hostChoice,
        label: choice.tenantName ?? translator.text(language, 'signIn.host'),
      }));
      return sendPage(reply, renderLoginPage(translator, model));
    }
    model.error = result.kind;
    if (result.kind === 'lockedOut') model.lockedUntil = result.until;
    return sendPage(
      reply,
      renderLoginPage(translator, model),
      result.kind === 'lockedOut' ? 423 : 401,
    );
  });

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
