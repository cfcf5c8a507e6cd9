import { randomBytes } from 'node:crypto';
import { aesCbcEncrypt } from './aes-cmac.ts';
import { encodeCounter, fileDataIv, macInput, PICC_DATA_TAG, type SunEncFile, type SunKeys, sessionKey, sunMac } from './sun.ts';

/**
 * Test support: what an NTAG 424 DNA writes into its URL on each tap, built
 * from the same primitives `verifySun` checks (those are pinned by the
 * published vectors). Backs the `tags:sun-url` CLI and end-to-end tests.
 */

/** Parameter names: ours (`short`) or those of AN12196's examples (`long`). */
const PARAM_NAMES = {
  short: { piccData: 'e', mac: 'c' },
  long: { piccData: 'picc_data', mac: 'cmac' },
} as const;

export interface SunTap {
  uid: Buffer;
  counter: number;
  keys: SunKeys;
  /** Plain file data the tag mirrors encrypted as `enc`: a whole number of 16-byte blocks. */
  fileData?: Buffer;
  /** The 5 bytes a real tag fills PICCData with at random; fixed only to reproduce published vectors. */
  piccRandom?: Buffer;
  paramNames?: keyof typeof PARAM_NAMES;
}

function hex(bytes: Buffer): string {
  return bytes.toString('hex').toUpperCase();
}

/** Builds the SUN query string (`e=…[&enc=…]&c=…`, upper-case hex) a tag would send for this tap. */
export function generateSunQuery(tap: SunTap): string {
  const { uid, counter, keys, fileData, piccRandom = randomBytes(5) } = tap;
  if (uid.length !== 7 || piccRandom.length !== 5) throw new RangeError('the UID is 7 bytes and the PICCData padding 5');
  if (!Number.isInteger(counter) || counter < 0 || counter > 0xffffff) throw new RangeError('the counter is 3 bytes');
  if (fileData && (fileData.length === 0 || fileData.length % 16 !== 0)) throw new RangeError('file data is a whole number of 16-byte blocks');

  const names = PARAM_NAMES[tap.paramNames ?? 'short'];
  // AN12196: PICCData = AES-CBC(K_SDMMetaRead, zero IV, tag ‖ UID ‖ counter ‖ random padding).
  const piccData = aesCbcEncrypt(keys.metaRead, Buffer.alloc(16), Buffer.concat([Buffer.from([PICC_DATA_TAG]), uid, encodeCounter(counter), piccRandom]));
  const fileReadKey = keys.fileRead(uid);
  const encKey = sessionKey('enc', fileReadKey, uid, counter);
  const encFile: SunEncFile | undefined = fileData
    ? { ciphertext: aesCbcEncrypt(encKey, fileDataIv(encKey, counter), fileData), textBeforeMac: `&${names.mac}=` }
    : undefined;
  const cmac = sunMac(sessionKey('mac', fileReadKey, uid, counter), macInput(encFile));

  const encPart = encFile ? `&enc=${hex(encFile.ciphertext)}` : '';
  return `${names.piccData}=${hex(piccData)}${encPart}&${names.mac}=${hex(cmac)}`;
}

/** A tap with the last hex digit of its MAC changed (the MAC ends the query): what a forger without the key sends. */
export function forgeSunQuery(query: string): string {
  return `${query.slice(0, -1)}${query.at(-1) === '0' ? '1' : '0'}`;
}
