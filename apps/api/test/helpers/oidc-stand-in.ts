import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Adapter, type AdapterPayload, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A local OpenID provider standing in for Google, built on `oidc-provider` (a
 * certified implementation), so the API tests drive the real `openid-client`
 * through discovery, PKCE, the code exchange and ID token validation without
 * the network. Like Google, its ID tokens carry the e-mail and name claims.
 *
 * The sign-in page signs in the account chosen with `signInAs`; with none chosen
 * it lists the known accounts as links and offers a form that signs in any
 * address (what a person, or Playwright, uses).
 */
export interface StandInAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name: string;
  family_name: string;
}

export interface OidcStandInOptions {
  /** The client's callback, e.g. `http://localhost:3000/api/auth/google/callback`. */
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
}

export type OidcStandIn = Awaited<ReturnType<typeof startOidcStandIn>>;

/**
 * The provider's state (sessions, codes, grants) in this process's memory: a
 * stand-in lives as long as its test. Given explicitly, so oidc-provider does
 * not warn about its quick-start adapter on every start.
 */
function memoryAdapter(): (model: string) => Adapter {
  const store = new Map<string, AdapterPayload>();
  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const all = () => [...store.entries()].filter(([k]) => k.startsWith(`${model}:`));
    return {
      async upsert(id, payload) {
        store.set(key(id), payload);
      },
      find: async (id) => store.get(key(id)),
      findByUid: async (uid) => all().find(([, p]) => p.uid === uid)?.[1],
      findByUserCode: async (userCode) => all().find(([, p]) => p.userCode === userCode)?.[1],
      async consume(id) {
        const payload = store.get(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        store.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const [k, p] of store) if (p.grantId === grantId) store.delete(k);
      },
    };
  };
}

const escapeHtml = (s: string) => s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string);

export async function startOidcStandIn(options: OidcStandInOptions) {
  const clientId = options.clientId ?? 'ritrova-test-client';
  const clientSecret = options.clientSecret ?? 'ritrova-test-client-secret-long-enough';
  const host = options.host ?? '127.0.0.1';
  const accounts = new Map<string, StandInAccount>();
  const addAccount = (account: StandInAccount) => {
    accounts.set(account.sub, account);
    return account;
  };
  let chosen: string | null = null;
  let cancelNext = false;
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();

  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = { ...(await exportJWK(privateKey)), kid: 'stand-in', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    adapter: memoryAdapter(),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: ['oidc-stand-in-cookie-key'] },
    pkce: { required: () => true },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 3600, IdToken: 600, Interaction: 600, Session: 3600 },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Google puts the profile claims in the ID token too, not only behind the userinfo endpoint.
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    // A first-party client: every scope asked for is granted without a consent page.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'text/plain';
      ctx.body = `${out.error}: ${out.error_description ?? ''}`;
    },
  });
  // NOTE: the client talks plain HTTP to 127.0.0.1; tell the provider it is not behind a proxy.
  provider.proxy = false;
  const koa = provider.callback();

  async function interaction(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const details = await provider.interactionDetails(req, res);
    if (url.searchParams.get('cancel') || cancelNext) {
      cancelNext = false;
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user cancelled' }, { mergeWithLastSubmission: false });
    }
    const typed = url.searchParams.get('email');
    if (typed) {
      const email = typed.trim().toLowerCase();
      const param = (name: string, fallback: string) => url.searchParams.get(name)?.trim() || fallback;
      addAccount({
        sub: `stand-in|${email}`,
        email,
        email_verified: url.searchParams.get('email_verified') === 'true',
        given_name: param('given_name', 'Google'),
        family_name: param('family_name', 'User'),
      });
      return provider.interactionFinished(req, res, { login: { accountId: `stand-in|${email}` } }, { mergeWithLastSubmission: false });
    }
    const accountId = url.searchParams.get('account') ?? chosen;
    if (details.prompt.name === 'login' && accountId && accounts.has(accountId)) {
      return provider.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false });
    }
    const links = [...accounts.values()]
      .map(
        (a) =>
          `<li><a href="?account=${encodeURIComponent(a.sub)}">${escapeHtml(a.given_name)} ${escapeHtml(a.family_name)} &lt;${escapeHtml(a.email)}&gt;</a></li>`,
      )
      .join('');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Stand-in sign-in</title>
<h1>Sign in (OpenID stand-in)</h1><ul>${links}</ul>
<form method="get">
<p><label>E-mail <input name="email" type="email" required></label></p>
<p><label>Given name <input name="given_name"></label></p>
<p><label>Family name <input name="family_name"></label></p>
<p><label><input name="email_verified" type="checkbox" value="true" checked> E-mail verified</label></p>
<p><button type="submit">Continue</button></p>
</form>
<p><a href="?cancel=1">Cancel</a></p>`);
  }

  handler = (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname.startsWith('/interaction/')) {
      interaction(req, res, url).catch((err: unknown) => {
        res.writeHead(400, { 'content-type': 'text/plain' }).end(String(err));
      });
      return;
    }
    koa(req, res);
  };

  return {
    issuer,
    clientId,
    clientSecret,
    /** Env for `setupTestApp` (or the server) that points Sign in with Google here. */
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, OIDC_ISSUER: issuer },
    /** Adds (or replaces) an account the provider can sign in. */
    addAccount,
    /** The account the sign-in page picks by itself; null shows the list instead. */
    signInAs(sub: string | null) {
      chosen = sub;
    },
    /** The next sign-in page answers as if the person pressed Cancel (`error=access_denied`). */
    cancelNextSignIn() {
      cancelNext = true;
    },
    /**
     * Walks a browser's way from the provider's authorization URL to the client's
     * callback, keeping the provider's cookies, and returns the callback URL
     * (with `code`, `state` and `iss`, or `error`).
     */
    async authorize(authorizationUrl: string): Promise<URL> {
      const jar = new Map<string, string>();
      let next = new URL(authorizationUrl);
      for (let hop = 0; hop < 10; hop++) {
        if (next.href.startsWith(options.redirectUri)) return next;
        const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
        const res = await fetch(next, { redirect: 'manual', headers: cookie ? { cookie } : {} });
        for (const line of res.headers.getSetCookie()) {
          const [pair = ''] = line.split(';');
          const eq = pair.indexOf('=');
          const value = pair.slice(eq + 1);
          if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(pair.slice(0, eq));
          else jar.set(pair.slice(0, eq), value);
        }
        const location = res.headers.get('location');
        if (!location) throw new Error(`stand-in stopped at ${next.pathname} with ${res.status}: ${(await res.text()).slice(0, 300)}`);
        next = new URL(location, next);
      }
      throw new Error('too many redirects');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
