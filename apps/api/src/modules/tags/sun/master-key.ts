import { randomBytes } from 'node:crypto';
import type { Config } from '../../../config.ts';
import { resolveLocalSecret } from '../../../lib/secret-box.ts';
import { parseMasterKey } from './keys.ts';

/**
 * The master key of the secure tags: SUN_MASTER_KEY (required in production);
 * elsewhere one generated once into DATA_DIR/sun-master-key, so the server, the
 * worker and the `tags:*` commands of one machine agree.
 */
export function loadSunMasterKey(config: Pick<Config, 'sunMasterKey' | 'dataDir'>): Buffer {
  return parseMasterKey(resolveLocalSecret(config.sunMasterKey, config.dataDir, 'sun-master-key', () => randomBytes(16).toString('hex')));
}
