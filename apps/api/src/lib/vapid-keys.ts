import webpush from 'web-push';
import type { Config } from '../config.ts';
import { resolveLocalSecret } from './secret-box.ts';

/** The application server's VAPID key pair (RFC 8292), base64url as browsers take the public one. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The Web Push key pair: the configured one (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY,
 * required in production by config.ts), elsewhere one generated on first start and
 * kept in DATA_DIR/vapid-keys, like the other local secrets. Browsers' subscriptions
 * are bound to the public key: changing it silently orphans them.
 */
export function resolveVapidKeys(config: Pick<Config, 'vapid' | 'dataDir'>): VapidKeys {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const stored = resolveLocalSecret(undefined, config.dataDir, 'vapid-keys', () => {
    const generated = webpush.generateVAPIDKeys();
    return `${generated.publicKey}.${generated.privateKey}`;
  });
  const [pub, priv] = stored.split('.');
  if (!pub || !priv) throw new Error(`${config.dataDir}/vapid-keys is not "<public key>.<private key>": delete it to generate a new pair`);
  return { publicKey: pub, privateKey: priv, subject };
}
