import * as client from 'openid-client';
import { BrowserSession, formAction } from './browser-session.js';

/**
 * The web app's side of the embedded provider's sign-in, for server tests at a
 * listening `origin`: starts a code + PKCE sign-in, submits the form, and
 * exchanges the code for tokens.
 */
export async function embeddedSignIn(origin: string) {
  const oidc = await client.discovery(
    new URL(`${origin}/oidc`),
    'spool-web',
    undefined,
    client.None(),
    { execute: [client.allowInsecureRequests] },
  );

  /** Starts a sign-in as the web app does, and returns the session at the login form. */
  async function startSignIn(extra: Record<string, string> = {}) {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(oidc, {
      redirect_uri: `${origin}/oidc-callback`,
      scope: 'openid profile email offline_access spool',
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      prompt: 'consent',
      resource: 'urn:spool:api',
      ...extra,
    });
    const browser = new BrowserSession(origin);
    const page = await browser.follow(await browser.request(url.toString()));
    if (page instanceof URL) throw new Error(`unexpected redirect to ${page.href}`);
    return { browser, page, verifier, state, html: await page.text() };
  }

  /** Fills the form of a started sign-in and follows the answer. */
  async function submit(
    started: Awaited<ReturnType<typeof startSignIn>>,
    form: Record<string, string>,
    headers?: Record<string, string>,
  ) {
    const answer = await started.browser.request(formAction(started.html), {
      method: 'POST',
      form,
      ...(headers && { headers }),
    });
    return { ...started, answer, landed: await started.browser.follow(answer) };
  }

  /** A whole sign-in with these form fields, up to the redirect to the app (or the page shown). */
  async function signIn(form: Record<string, string>, headers?: Record<string, string>) {
    return submit(await startSignIn(), form, headers);
  }

  /** The tokens the web app holds after a sign-in that landed on its callback. */
  async function exchange({ landed, verifier, state }: Awaited<ReturnType<typeof signIn>>) {
    if (!(landed instanceof URL)) throw new Error(`no redirect to the app: ${landed.status}`);
    return client.authorizationCodeGrant(oidc, landed, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
  }

  return { oidc, startSignIn, submit, signIn, exchange };
}

/** The claims of a JWT access token, unverified (the test just received it from the issuer). */
export function accessTokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}
