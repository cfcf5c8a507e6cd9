import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const VERSION = 1;

/**
 * Seals small secrets for storage (AES-256-GCM). The key is derived with HKDF from
 * a configured string, per purpose; the context (e.g. the account id) is bound as
 * associated data, so a sealed value copied to another row does not open.
 * Layout: version byte ‖ 12-byte IV ‖ ciphertext ‖ 16-byte tag.
 */
export class SecretBox {
  readonly #key: Buffer;

  constructor(secret: string, purpose: string) {
    this.#key = Buffer.from(hkdfSync('sha256', secret, 'ritrova', purpose, 32));
  }

  seal(plaintext: string, context: string): Buffer {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.of(VERSION), iv, body, cipher.getAuthTag()]);
  }

  /** The plaintext; throws when the value was altered, sealed under another key or for another context. */
  open(sealed: Buffer, context: string): string {
    if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new Error('sealed value has an unknown layout');
    const iv = sealed.subarray(1, 1 + IV_BYTES);
    const tag = sealed.subarray(sealed.length - TAG_BYTES);
    const decipher = createDecipheriv('aes-256-gcm', this.#key, iv);
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  }
}

/**
 * Outside production a secret may be left unset: one is generated on first start
 * and kept in DATA_DIR under `fileName`, so it survives restarts. Production
 * requires it configured (config refuses to start without it).
 */
export function resolveLocalSecret(
  configured: string | undefined,
  dataDir: string,
  fileName: string,
  generate: () => string = () => randomBytes(48).toString('base64url'),
): string {
  if (configured) return configured;
  const file = path.join(dataDir, fileName);
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = generate();
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
