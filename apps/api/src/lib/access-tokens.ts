import { tokenLifetimes } from '@ritrova/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { isUuid } from './ids.ts';

const ISSUER = 'ritrova';
const AUDIENCE = 'ritrova-web';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  /** The user's session version when the token was issued; a bump ends every session. */
  sessionVersion: number;
  /** The session (refresh-token family) the token was issued for; revoking the family ends the token. */
  sessionId: string;
}

/** Signs and checks the short-lived access tokens (JWT, HS256). */
export class AccessTokens {
  private readonly key: Uint8Array;
  private readonly clock: Clock;

  constructor(secret: string, clock: Clock) {
    this.key = new TextEncoder().encode(secret);
    this.clock = clock;
  }

  /** Issues an access token for a user. */
  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ sv: claims.sessionVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(this.clock.now())
      .setExpirationTime(new Date(this.clock.now().getTime() + tokenLifetimes.accessTokenSeconds * 1000))
      .sign(this.key);
  }

  /**
   * Verifies algorithm, signature, expiry, issuer and audience, and that the token names its
   * session; throws a 401 otherwise. A token from before sessions were named (no `sid`) fails
   * closed: the client refreshes and gets one that does.
   */
  async verify(token: string): Promise<AccessClaims> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: this.clock.now(),
      });
      const { sub, sv, sid } = payload;
      if (typeof sub !== 'string' || typeof sv !== 'number' || typeof sid !== 'string' || !isUuid(sid)) throw new AppError(401, 'UNAUTHORIZED');
      return { userId: sub, sessionVersion: sv, sessionId: sid };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) throw new AppError(401, 'TOKEN_EXPIRED');
      throw new AppError(401, 'UNAUTHORIZED');
    }
  }
}
