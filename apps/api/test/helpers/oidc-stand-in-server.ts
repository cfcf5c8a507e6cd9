import { startOidcStandIn } from './oidc-stand-in.ts';

/**
 * The OpenID stand-in as a process of its own, for the end-to-end server
 * (e2e/serve.mjs) or a developer trying Sign in with Google without Google:
 * `OIDC_STAND_IN_PORT=3198 OIDC_REDIRECT_URI=http://localhost:3000/api/auth/google/callback
 * node apps/api/test/helpers/oidc-stand-in-server.ts`, then start the
 * server with the GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and OIDC_ISSUER it prints.
 */
const port = Number(process.env.OIDC_STAND_IN_PORT ?? 3198);
const redirectUri = process.env.OIDC_REDIRECT_URI ?? 'http://localhost:3000/api/auth/google/callback';
const standIn = await startOidcStandIn({ port, redirectUri });
console.log(
  `OpenID stand-in at ${standIn.issuer}: ${Object.entries(standIn.env)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')}`,
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
