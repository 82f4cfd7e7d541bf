/**
 * What a browser does between redirects, for server tests of the sign-in flow:
 * keeps cookies (by name, for this one host) and follows redirects by hand so
 * that each hop can be inspected.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async request(
    url: string,
    init: {
      method?: 'GET' | 'POST';
      form?: Record<string, string>;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const target = new URL(url, this.origin);
    const headers: Record<string, string> = {
      accept: 'text/html',
      'accept-language': 'en',
      ...init.headers,
    };
    if (this.cookies.size > 0) {
      headers['cookie'] = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(target, {
      method: init.method ?? 'GET',
      headers,
      redirect: 'manual',
      ...(body !== undefined && { body }),
    });
    for (const cookie of response.headers.getSetCookie()) this.store(cookie);
    return response;
  }

  /** Follows redirects within this origin; stops at the first answer that is not one, or leaves. */
  async follow(response: Response): Promise<Response | URL> {
    let current = response;
    for (let hop = 0; hop < 10; hop += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const next = new URL(location, this.origin);
      if (next.origin !== this.origin || next.pathname === '/oidc-callback') return next;
      current = await this.request(next.toString());
    }
    throw new Error('too many redirects');
  }

  private store(setCookie: string): void {
    const [pair = '', ...attributes] = setCookie.split(';');
    const separator = pair.indexOf('=');
    const name = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1).trim();
    const expired = attributes.some((attribute) => {
      const [key = '', raw = ''] = attribute.trim().split('=');
      if (key.toLowerCase() === 'max-age') return Number(raw) <= 0;
      if (key.toLowerCase() === 'expires') return new Date(raw).getTime() < Date.now();
      return false;
    });
    if (expired || value === '') this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}

/** Reads the form's action from a sign-in page. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no form on the page');
  return match[1].replaceAll('&amp;', '&');
}
