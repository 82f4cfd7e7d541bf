import type { Language } from '@spool/contracts';
import type { Translator } from '../../platform/i18n.js';

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const logo = `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true"><rect x="7" y="3" width="18" height="4" rx="1.5" fill="#8a5a2b"/><rect x="7" y="25" width="18" height="4" rx="1.5" fill="#8a5a2b"/><rect x="10" y="7" width="12" height="18" fill="#1f5c63"/><path d="M10 10h12M10 13h12M10 16h12M10 19h12M10 22h12" stroke="#5fa3a8" stroke-width="1"/></svg>`;

/** The same palette, corners and wordmark as the web app (apps/web/src/config/theme.ts). */
const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
  background:#f6f4ef;color:#1d2426;font:16px/1.5 "Inter Variable","Noto Sans","Segoe UI",system-ui,-apple-system,sans-serif}
main{width:100%;max-width:400px;padding:24px}
.brand{display:flex;align-items:center;gap:10px;font-weight:700;font-size:1.25rem;margin-bottom:24px}
.card{background:#fff;border:1px solid #e3dfd6;border-radius:10px;padding:28px}
h1{font-size:1.375rem;font-weight:650;letter-spacing:-.01em;margin:0 0 20px}
label{display:block;font-size:.875rem;font-weight:600;margin:0 0 6px}
input,select{width:100%;font:inherit;padding:10px 12px;border:1px solid #c9c3b6;border-radius:8px;margin:0 0 16px;background:#fff;color:inherit}
input:focus,select:focus{outline:2px solid #1f5c63;outline-offset:1px;border-color:#1f5c63}
button,.button{display:inline-block;width:100%;font:inherit;font-weight:600;padding:10px 16px;border-radius:8px;border:0;
  background:#1f5c63;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#123e43}
.secondary{background:transparent;color:#1f5c63;border:1px solid #c9c3b6;margin-top:10px}
.secondary:hover{background:#eef3f3}
.alert{border-radius:8px;padding:10px 12px;margin:0 0 16px;background:#fbeae9;color:#8c1d18;font-size:.9375rem}
.note{color:#55605f;font-size:.9375rem;margin:0 0 16px}
.hint{color:#55605f;font-size:.875rem;margin:-10px 0 16px}
footer{margin-top:24px;color:#55605f;font-size:.875rem;text-align:center}
`;

function page(
  language: Language,
  title: string,
  body: string,
  scripts: readonly string[] = [],
): string {
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html>
<html lang="${language}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - Spool</title>
<style>${styles}</style>
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</head>
<body>
<main>
<div class="brand">${logo}<span>Spool</span></div>
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

export type LoginPageModel = {
  language: Language;
  action: string;
  abortUrl: string;
  login: string;
  error?: 'invalid' | 'throttled' | undefined;
  /** With `throttled`: when the person may try again. */
  retryAt?: Date | undefined;
  /**
   * The organisation field, with what was typed in it: always offered (optional), but for a
   * tenant switch, which names its tenant itself.
   */
  organisation?: string | undefined;
};

/** The sign-in form: user name or e-mail, organisation (optional), password. */
export function renderLoginPage(translator: Translator, model: LoginPageModel): string {
  const t = (key: string, params?: Record<string, unknown>) =>
    translator.text(model.language, key, params);
  const alert = (text: string) => `<p class="alert" role="alert">${escapeHtml(text)}</p>`;
  const message =
    model.error === 'invalid'
      ? `${alert(t('signIn.invalid'))}<p class="note">${escapeHtml(t('signIn.invalidPolicy'))}</p>`
      : model.error === 'throttled'
        ? alert(
            t('signIn.throttled', {
              time: (model.retryAt ?? new Date()).toLocaleTimeString(model.language, {
                hour: '2-digit',
                minute: '2-digit',
              }),
            }),
          )
        : '';
  // Where the person types next: the password to retype, or the login.
  const focus = model.login ? 'password' : 'login';
  const organisationField =
    model.organisation === undefined
      ? ''
      : `<label for="organisation">${escapeHtml(t('signIn.organisation'))}</label>
<input id="organisation" name="organisation" type="text" autocomplete="organization" aria-describedby="organisation-hint" value="${escapeHtml(model.organisation)}">
<p class="hint" id="organisation-hint">${escapeHtml(t('signIn.organisationHint'))}</p>`;
  return page(
    model.language,
    t('signIn.title'),
    `<h1>${escapeHtml(t('signIn.title'))}</h1>
${message}
<form method="post" action="${escapeHtml(model.action)}" novalidate>
<label for="login">${escapeHtml(t('signIn.login'))}</label>
<input id="login" name="login" type="text" autocomplete="username" required${focus === 'login' ? ' autofocus' : ''} value="${escapeHtml(model.login)}">
${organisationField}
<label for="password">${escapeHtml(t('signIn.password'))}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focus === 'password' ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t('signIn.submit'))}</button>
</form>
<a class="button secondary" href="${escapeHtml(model.abortUrl)}">${escapeHtml(t('signIn.cancel'))}</a>`,
  );
}

/** oidc-provider's sign-out confirmation: submitted at once by a same-origin script (CSP allows no inline one). */
export function renderSignOutPage(
  translator: Translator,
  language: Language,
  form: string,
): string {
  const t = (key: string) => translator.text(language, key);
  return page(
    language,
    t('signIn.signingOut'),
    `<h1>${escapeHtml(t('signIn.signingOut'))}</h1>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">${escapeHtml(t('signIn.signOut'))}</button>`,
    ['/account/assets/sign-out.js'],
  );
}

export function renderSignedOutPage(
  translator: Translator,
  language: Language,
  home: string,
): string {
  const t = (key: string) => translator.text(language, key);
  return page(
    language,
    t('signIn.signedOut'),
    `<h1>${escapeHtml(t('signIn.signedOut'))}</h1>
<a class="button" href="${escapeHtml(home)}">${escapeHtml(t('signIn.backToSpool'))}</a>`,
  );
}

export function renderErrorPage(translator: Translator, language: Language, home: string): string {
  const t = (key: string) => translator.text(language, key);
  return page(
    language,
    t('signIn.errorTitle'),
    `<h1>${escapeHtml(t('signIn.errorTitle'))}</h1>
<p class="note">${escapeHtml(t('signIn.errorText'))}</p>
<a class="button" href="${escapeHtml(home)}">${escapeHtml(t('signIn.backToSpool'))}</a>`,
  );
}

/** Submits oidc-provider's sign-out form with "yes": the person already chose to sign out in Spool. */
export const signOutScript = `(function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var yes = document.createElement('input');
  yes.type = 'hidden'; yes.name = 'logout'; yes.value = 'yes';
  form.appendChild(yes);
  form.submit();
})();
`;
