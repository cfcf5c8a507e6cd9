import { generate } from 'otplib';
import { DEMO_ADMIN_TOTP_SECRET } from '../modules/demo/demo.seed.ts';

/**
 * `npm run demo:code`: the demo admin's current two-factor code, for trying the
 * admin area without an authenticator app. The key is public, like the demo
 * passwords; a real admin's key never leaves their app.
 */
const code = await generate({ secret: DEMO_ADMIN_TOTP_SECRET });
const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${code.slice(0, 3)} ${code.slice(3)}  (demo admin, valid for about ${secondsLeft} s more)`);
