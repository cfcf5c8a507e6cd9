import * as oidc from 'openid-client';

/** What Google (or another OpenID provider) vouches for, read from the verified ID token. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

/** The secrets of one authorization request, kept in the browser's state cookie until the callback. */
export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Why the provider's answer could not be used; the callback turns it into a page for the user. */
export class ProviderAnswerError extends Error {
  readonly reason: 'cancelled' | 'state_mismatch' | 'provider_error';

  constructor(reason: 'cancelled' | 'state_mismatch' | 'provider_error') {
    super(`OpenID provider answer refused: ${reason}`);
    this.reason = reason;
    this.name = 'ProviderAnswerError';
  }
}

export interface GoogleClientSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** Where the provider sends the browser back: `<PUBLIC_URL>/api/auth/google/callback`. */
  redirectUri: string;
  /** Plain-HTTP issuers are refused unless this is set (tests and a provider on localhost). */
  allowHttp: boolean;
}

const SCOPE = 'openid email profile';
const TIMEOUT_SECONDS = 10;

export type GoogleClient = ReturnType<typeof createGoogleClient>;

/**
 * The OpenID Connect client (openid-client v6) for Sign in with Google: the
 * provider's metadata is discovered on first use and kept; a failed discovery is
 * retried on the next sign-in. The library checks the ID token's signature,
 * issuer, audience, expiry and nonce; this adapter only reads its claims.
 */
export function createGoogleClient(settings: GoogleClientSettings) {
  let discovered: Promise<oidc.Configuration> | null = null;

  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute: settings.allowHttp ? [oidc.allowInsecureRequests] : [],
        timeout: TIMEOUT_SECONDS,
      })
      .catch((err: unknown) => {
        discovered = null;
        throw err;
      });
    return discovered;
  }

  return {
    /** The provider's sign-in page for a new request (PKCE S256, state and nonce) and the checks to keep. */
    async authorizationUrl(): Promise<{ url: URL; checks: AuthorizationChecks }> {
      const config = await configuration();
      const checks = { state: oidc.randomState(), nonce: oidc.randomNonce(), codeVerifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state: checks.state,
        nonce: checks.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, checks };
    },

    /**
     * Validates the callback's query against the checks, exchanges the code (with
     * the PKCE verifier) and returns the identity in the verified ID token.
     */
    async identityFromCallback(query: URLSearchParams, checks: AuthorizationChecks): Promise<ProviderIdentity> {
      const error = query.get('error');
      if (error) throw new ProviderAnswerError(error === 'access_denied' ? 'cancelled' : 'provider_error');
      if (query.get('state') !== checks.state) throw new ProviderAnswerError('state_mismatch');
      const config = await configuration();
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.search = query.toString();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== 'string') throw new ProviderAnswerError('provider_error');
      const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        // NOTE: Google sends a boolean, some providers the string "true"; anything else is unverified.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: text(claims.given_name) || text(claims.name) || claims.email.split('@')[0] || '',
        familyName: text(claims.family_name),
      };
    },
  };
}
