import { aesCmacPaddedTo } from './aes-cmac.ts';
import type { SunKeys } from './sun.ts';

/**
 * The SUN key hierarchy: one 16-byte master key from config; every tag key is
 * derived from it (NXP AN10922, AES-128), so no tag key is ever stored.
 * Bumping the key version of a batch gives all its keys new values.
 */

/** The AN10922 system identifier ("RITROVA" in ASCII) that binds derived keys to this product. */
export const SYSTEM_IDENTIFIER = Buffer.from('RITROVA', 'ascii');
/** AN10922: the diversification constant that marks an AES-128 key. */
const AES128_DIVERSIFICATION_CONSTANT = 0x01;
/** AN10922 pads the diversification data to two AES blocks. */
const DIVERSIFICATION_LENGTH = 32;
const UID_LENGTH = 7;

/** Parses the master key from config (32 hex characters); the error never repeats the value. */
export function parseMasterKey(hex: string): Buffer {
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new Error('the SUN master key must be 32 hexadecimal characters (a 16-byte AES key)');
  const key = Buffer.from(hex, 'hex');
  if (key.every((byte) => byte === 0)) throw new Error('the SUN master key must not be all zeros, the NTAG factory default');
  return key;
}

/**
 * AN10922 AES-128 diversification: CMAC(master, 0x01 ‖ M) where the CMAC pads
 * to 32 bytes (K2) unless 0x01 ‖ M already is 32 bytes long (K1).
 */
export function diversifyAes128(masterKey: Buffer, diversificationInput: Buffer): Buffer {
  if (diversificationInput.length < 1 || diversificationInput.length > DIVERSIFICATION_LENGTH - 1) {
    throw new RangeError('AN10922 diversification input must be 1 to 31 bytes');
  }
  const data = Buffer.concat([Buffer.from([AES128_DIVERSIFICATION_CONSTANT]), diversificationInput]);
  return aesCmacPaddedTo(masterKey, data, DIVERSIFICATION_LENGTH);
}

/** System identifier ‖ key version: the part of the diversification input shared by a batch. */
function batchIdentifier(keyVersion: number): Buffer {
  if (!Number.isInteger(keyVersion) || keyVersion < 0 || keyVersion > 0xff) throw new RangeError('the key version must be an integer from 0 to 255');
  return Buffer.concat([SYSTEM_IDENTIFIER, Buffer.from([keyVersion])]);
}

/** K_SDMFileRead of one tag: AN10922 over UID ‖ "RITROVA" ‖ key version. */
export function deriveFileReadKey(masterKey: Buffer, uid: Buffer, keyVersion: number): Buffer {
  if (uid.length !== UID_LENGTH) throw new RangeError('an NTAG 424 DNA UID is 7 bytes');
  return diversifyAes128(masterKey, Buffer.concat([uid, batchIdentifier(keyVersion)]));
}

/**
 * K_SDMMetaRead of a batch: AN10922 over "RITROVA" ‖ key version. It cannot
 * depend on the UID, which is only known once PICCData is decrypted.
 * NOTE: the padding makes inputs of different lengths distinct, so this 8-byte
 * input never yields a tag's 15-byte file-read key.
 */
export function deriveMetaReadKey(masterKey: Buffer, keyVersion: number): Buffer {
  return diversifyAes128(masterKey, batchIdentifier(keyVersion));
}

/** The keys `verifySun` needs for the tags of one batch (one key version). */
export function batchKeys(masterKey: Buffer, keyVersion: number): SunKeys {
  return {
    metaRead: deriveMetaReadKey(masterKey, keyVersion),
    fileRead: (uid) => deriveFileReadKey(masterKey, uid, keyVersion),
  };
}
