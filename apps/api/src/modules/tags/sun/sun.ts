import { aesCbcDecrypt, aesCmac, aesEncryptBlock, macsEqual, truncateMac } from './aes-cmac.ts';

/**
 * Verification of NTAG 424 DNA Secure Unique NFC (SUN) messages in AES mode,
 * following NXP AN12196. Pure: no I/O, no clock, keys are passed in. Replay
 * protection (the counter must grow) is the caller's job, with the counter
 * this returns. See docs/ntag424-sun.md.
 */

const ZERO_IV = Buffer.alloc(16);
const UID_LENGTH = 7;
const MAC_LENGTH = 8;
const AES_PICC_DATA_LENGTH = 16;
/** LRP-mode PICCData carries an 8-byte PICCRand before the 16 encrypted bytes. */
const LRP_PICC_DATA_LENGTH = 24;
const MAX_COUNTER = 0xffffff;

/**
 * The PICCDataTag we accept: bit 7 (UID mirrored), bit 6 (SDMReadCtr
 * mirrored), RFU bits 5–4 clear and a UID length of 7 in the low nibble.
 * NOTE: a tag that hides its counter would make replays undetectable, so it is
 * refused rather than half-verified.
 */
export const PICC_DATA_TAG = 0x80 | 0x40 | UID_LENGTH;

/** Session-vector labels of AN12196: SV1 derives the encryption key, SV2 the MAC key. */
const SESSION_VECTOR_LABEL = { enc: Buffer.from('C33C', 'hex'), mac: Buffer.from('3CC3', 'hex') } as const;
/** The fixed middle of SV1/SV2: counter 0x0001 and key length 0x0080 (128 bits). */
const SESSION_VECTOR_CONSTANT = Buffer.from('00010080', 'hex');

export type SessionKeyPurpose = keyof typeof SESSION_VECTOR_LABEL;

/** Encrypted file data as the tag mirrors it, with the URL text between it and the MAC, which the MAC covers. */
export interface SunEncFile {
  ciphertext: Buffer;
  /** `&c=` or `&cmac=` in a query string; empty for a layout where the MAC follows the data directly. */
  textBeforeMac: string;
}

export type SunInput =
  | { form: 'encrypted'; piccData: Buffer; cmac: Buffer; encFile?: SunEncFile }
  | { form: 'plain'; uid: Buffer; counter: number; cmac: Buffer };

export type SunFailure = 'malformed' | 'lrp_unsupported' | 'picc_data_invalid' | 'cmac_mismatch';

/**
 * A failure names its reason; on a MAC mismatch it also carries the UID the
 * message claimed (decrypted or mirrored), so the attempt can be recorded on
 * that tag. That UID proves nothing.
 */
export type SunResult = { ok: true; uid: string; counter: number; fileData?: Buffer } | { ok: false; reason: SunFailure; claimedUid?: string };

export interface SunKeys {
  /** K_SDMMetaRead of the tag's batch: decrypts PICCData, so it cannot depend on the UID. */
  metaRead: Buffer;
  /** K_SDMFileRead of one tag, looked up (or diversified) by its UID. */
  fileRead: (uid: Buffer) => Buffer;
}

export interface PiccData {
  uid: Buffer;
  counter: number;
}

/** Decrypts the `e` parameter: one block, AES-128-CBC with a zero IV under K_SDMMetaRead. */
export function decryptPiccData(metaReadKey: Buffer, piccData: Buffer): Buffer {
  return aesCbcDecrypt(metaReadKey, ZERO_IV, piccData);
}

/** Reads UID and SDMReadCtr (3 bytes, LSB first) from decrypted PICCData, or null when the tag byte is not ours. */
export function readPiccData(plain: Buffer): PiccData | null {
  if (plain.length !== AES_PICC_DATA_LENGTH || plain[0] !== PICC_DATA_TAG) return null;
  return { uid: plain.subarray(1, 1 + UID_LENGTH), counter: plain.readUIntLE(1 + UID_LENGTH, 3) };
}

/** SDMReadCtr as the tag encodes it inside PICCData and the session vectors: 3 bytes, LSB first. */
export function encodeCounter(counter: number): Buffer {
  const bytes = Buffer.alloc(3);
  bytes.writeUIntLE(counter, 0, 3);
  return bytes;
}

/** SV1 (`enc`) or SV2 (`mac`) = label ‖ 0001 0080 ‖ UID ‖ SDMReadCtr: exactly 16 bytes when both are mirrored. */
export function sessionVector(purpose: SessionKeyPurpose, uid: Buffer, counter: number): Buffer {
  return Buffer.concat([SESSION_VECTOR_LABEL[purpose], SESSION_VECTOR_CONSTANT, uid, encodeCounter(counter)]);
}

/** K_SesSDMFileReadENC or K_SesSDMFileReadMAC: the CMAC of the session vector under K_SDMFileRead. */
export function sessionKey(purpose: SessionKeyPurpose, fileReadKey: Buffer, uid: Buffer, counter: number): Buffer {
  return aesCmac(fileReadKey, sessionVector(purpose, uid, counter));
}

/** IV for the file data: AES(K_SesSDMFileReadENC, SDMReadCtr ‖ 13 zero bytes). */
export function fileDataIv(sessionEncKey: Buffer, counter: number): Buffer {
  return aesEncryptBlock(sessionEncKey, Buffer.concat([encodeCounter(counter), Buffer.alloc(13)]));
}

/** Decrypts the `enc` parameter with the session encryption key and the counter-derived IV. */
export function decryptFileData(sessionEncKey: Buffer, counter: number, ciphertext: Buffer): Buffer {
  return aesCbcDecrypt(sessionEncKey, fileDataIv(sessionEncKey, counter), ciphertext);
}

/**
 * The bytes the tag MACs: the URL text from the start of the mirrored file
 * data up to the MAC. The tag writes hex in upper case, so the ciphertext is
 * re-encoded that way whatever case reached us. Empty without file data.
 */
export function macInput(encFile: SunEncFile | undefined): Buffer {
  if (!encFile) return Buffer.alloc(0);
  const { ciphertext, textBeforeMac } = encFile;
  return Buffer.from(ciphertext.toString('hex').toUpperCase() + textBeforeMac, 'ascii');
}

/** The 8-byte SDMMAC: the truncated CMAC of the MAC input under K_SesSDMFileReadMAC. */
export function sunMac(sessionMacKey: Buffer, input: Buffer): Buffer {
  return truncateMac(aesCmac(sessionMacKey, input));
}

function malformedReason(input: SunInput): SunFailure | null {
  if (input.cmac.length !== MAC_LENGTH) return 'malformed';
  if (input.form === 'plain') {
    const counterOk = Number.isInteger(input.counter) && input.counter >= 0 && input.counter <= MAX_COUNTER;
    return input.uid.length === UID_LENGTH && counterOk ? null : 'malformed';
  }
  if (input.piccData.length === LRP_PICC_DATA_LENGTH) return 'lrp_unsupported';
  if (input.piccData.length !== AES_PICC_DATA_LENGTH) return 'malformed';
  const ciphertext = input.encFile?.ciphertext;
  return ciphertext && (ciphertext.length === 0 || ciphertext.length % 16 !== 0) ? 'malformed' : null;
}

/**
 * Verifies a SUN message: decrypts PICCData (encrypted form), derives the
 * session MAC key from SV2 and compares the truncated CMAC in constant time.
 * File data is decrypted only once the MAC has matched.
 */
export function verifySun(input: SunInput, keys: SunKeys): SunResult {
  const malformed = malformedReason(input);
  if (malformed) return { ok: false, reason: malformed };

  const picc = input.form === 'plain' ? { uid: input.uid, counter: input.counter } : readPiccData(decryptPiccData(keys.metaRead, input.piccData));
  if (!picc) return { ok: false, reason: 'picc_data_invalid' };

  const { uid, counter } = picc;
  const fileReadKey = keys.fileRead(uid);
  const encFile = input.form === 'encrypted' ? input.encFile : undefined;
  const expected = sunMac(sessionKey('mac', fileReadKey, uid, counter), macInput(encFile));
  const uidHex = uid.toString('hex').toUpperCase();
  if (!macsEqual(expected, input.cmac)) return { ok: false, reason: 'cmac_mismatch', claimedUid: uidHex };

  const verified = { ok: true as const, uid: uidHex, counter };
  if (!encFile) return verified;
  return { ...verified, fileData: decryptFileData(sessionKey('enc', fileReadKey, uid, counter), counter, encFile.ciphertext) };
}

const PICC_DATA_NAMES = ['e', 'picc_data'];
const MAC_NAMES = ['c', 'cmac'];
const PLAIN_NAMES = ['uid', 'ctr'];
const HEX = /^(?:[0-9a-f]{2})+$/i;

function hexBytes(value: string | null): Buffer | null {
  return value !== null && HEX.test(value) ? Buffer.from(value, 'hex') : null;
}

/** The one name of `aliases` the query uses, or null when it uses none or several. */
function soleName(names: string[], aliases: string[]): string | null {
  const present = aliases.filter((alias) => names.includes(alias));
  return present.length === 1 ? (present[0] ?? null) : null;
}

/**
 * Reads a SUN query string: `e`/`picc_data` + `c`/`cmac` with optional `enc`
 * (encrypted form), or `uid` + `ctr` + `c`/`cmac` (plain mirror, `ctr` being
 * 3 bytes of hex MSB first, as the tag mirrors it). Hex in either case. Null
 * when the query is not one of these: a missing, repeated or non-hex
 * parameter, a wrong length, both forms at once, or `enc` not immediately
 * followed by the MAC (the MAC input would then hold text we cannot rebuild).
 * 24-byte PICCData (LRP mode) passes, so that `verifySun` can name it.
 */
export function parseSunParams(params: URLSearchParams): SunInput | null {
  const names = [...params.keys()];
  // NOTE: a repeated parameter could be read differently by a proxy and by us.
  if (new Set(names).size !== names.length) return null;
  const macName = soleName(names, MAC_NAMES);
  const cmac = macName ? hexBytes(params.get(macName)) : null;
  if (!macName || cmac?.length !== MAC_LENGTH) return null;

  const encrypted = names.some((name) => PICC_DATA_NAMES.includes(name));
  const plain = names.some((name) => PLAIN_NAMES.includes(name));
  if (encrypted === plain) return null;
  return encrypted ? parseEncrypted(params, names, macName, cmac) : parsePlain(params, names, cmac);
}

function parseEncrypted(params: URLSearchParams, names: string[], macName: string, cmac: Buffer): SunInput | null {
  const piccName = soleName(names, PICC_DATA_NAMES);
  const piccData = piccName ? hexBytes(params.get(piccName)) : null;
  const aesOrLrp = piccData?.length === AES_PICC_DATA_LENGTH || piccData?.length === LRP_PICC_DATA_LENGTH;
  if (!piccData || !aesOrLrp) return null;
  if (!names.includes('enc')) return { form: 'encrypted', piccData, cmac };

  const ciphertext = hexBytes(params.get('enc'));
  const macFollowsEnc = names[names.indexOf('enc') + 1] === macName;
  if (!ciphertext || ciphertext.length % 16 !== 0 || !macFollowsEnc) return null;
  return { form: 'encrypted', piccData, cmac, encFile: { ciphertext, textBeforeMac: `&${macName}=` } };
}

function parsePlain(params: URLSearchParams, names: string[], cmac: Buffer): SunInput | null {
  const uid = hexBytes(params.get('uid'));
  const counter = hexBytes(params.get('ctr'));
  if (names.includes('enc') || uid?.length !== UID_LENGTH || counter?.length !== 3) return null;
  return { form: 'plain', uid, counter: counter.readUIntBE(0, 3), cmac };
}
