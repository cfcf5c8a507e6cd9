import { createHmac } from 'node:crypto';
import { MIRRORED_UID_LENGTH, normalizeTagUid, PLAIN_TAG_URL_PATH, type PlainTagChip } from '@ritrova/shared';

/**
 * How a plain tag (NXP NTAG213/215/216, NFC Forum Type 2) is programmed so that it opens its own
 * verification page (issue #28, decision 061): one URI record holding the verification URL with 14
 * placeholder characters, and the chip's UID ASCII mirror set to write the UID over them on every
 * read. Pure: no clock, no database. Facts from NXP's NTAG213/215/216 data sheet (§8.5 memory
 * organisation, §8.5.7 configuration pages, §8.7 ASCII mirror, §8.8 password verification).
 */

export interface Ntag21xChip {
  /** User memory from page 4 (bytes): pages 4 to `lastUserPage`. */
  userBytes: number;
  /**
   * The NDEF data area the capability container declares (its third byte × 8): what a phone reads
   * at most. NOTE: smaller than the user memory on the NTAG215 (496 of 504) and NTAG216 (872 of 888).
   */
  ndefBytes: number;
  /** The last page of user memory. */
  lastUserPage: number;
  /** The first configuration page (MIRROR, RFUI, MIRROR_PAGE, AUTH0); ACCESS, PWD and PACK follow. */
  configPage: number;
  /** The capability container NXP writes in page 3 at the factory (E1: NDEF, 10: version 1.0, size / 8, 00: read/write). */
  capabilityContainer: string;
}

export const ntag21xChips: Record<PlainTagChip, Ntag21xChip> = {
  ntag213: { userBytes: 144, ndefBytes: 144, lastUserPage: 0x27, configPage: 0x29, capabilityContainer: 'E1101200' },
  ntag215: { userBytes: 504, ndefBytes: 496, lastUserPage: 0x81, configPage: 0x83, capabilityContainer: 'E1103E00' },
  ntag216: { userBytes: 888, ndefBytes: 872, lastUserPage: 0xe1, configPage: 0xe3, capabilityContainer: 'E1106D00' },
};

/** The page the NDEF data starts on in every Type 2 Tag. */
const FIRST_USER_PAGE = 4;
const PAGE_BYTES = 4;

/** NFC Forum URI RTD abbreviation codes this layout uses. */
const URI_PREFIXES: [string, number][] = [
  ['https://', 0x04],
  ['http://', 0x03],
];

/** MIRROR byte: MIRROR_CONF (bits 7–6) 01b = UID ASCII mirror; MIRROR_BYTE bits 5–4; STRG_MOD_EN bit 2 (on, as shipped). */
const MIRROR_CONF_UID = 0b01 << 6;
const STRG_MOD_EN = 1 << 2;
/** AUTH0 above the last page: no password verification. */
const AUTH0_NONE = 0xff;
/**
 * ACCESS byte: PROT (bit 7) 0 = the password guards writes only, every phone still reads;
 * CFGLCK (bit 6) 0 = configuration stays changeable (with the password); NFC_CNT_EN (bit 4) and
 * NFC_CNT_PWD_PROT (bit 3) off; AUTHLIM (bits 2–0) 0 = failed attempts are not counted, so a
 * stranger's guesses cannot lock us out of re-writing the tag.
 */
const ACCESS = 0x00;

export interface PlainTagPage {
  page: number;
  /** The 4 bytes of the page as upper-case hex. */
  hex: string;
}

export interface PlainTagLayout {
  chip: PlainTagChip;
  /** The URL as written: PUBLIC_URL + /nfc/verifica?uid= + 14 placeholder characters. */
  urlTemplate: string;
  /** The NDEF message (one URI record) as hex. */
  ndefMessageHex: string;
  /** Pages 4… of the tag: TLV 03, length, the message, terminator FE, zero padding; as hex. */
  memoryImageHex: string;
  /** The same image page by page. */
  pages: PlainTagPage[];
  /** Where the chip writes the UID's 14 ASCII characters: the first placeholder character. */
  mirror: { page: number; byte: number };
  /** Page 3 as NXP ships it (not written by us; checked when reading the tag). */
  capabilityContainer: string;
  config: {
    /** The page holding MIRROR, RFUI, MIRROR_PAGE, AUTH0; ACCESS is the next, then PWD and PACK. */
    firstPage: number;
    mirror: number;
    mirrorPage: number;
    auth0: number;
    access: number;
  };
  /** Whether writes are guarded by a per-tag password (AUTH0 = 4). */
  passwordProtected: boolean;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex').toUpperCase();

/** One URI record (MB, ME, TNF well-known, type "U"): short (SR) up to 255 bytes of payload, long beyond. */
function uriRecord(prefixCode: number, rest: Buffer): Buffer {
  const payload = Buffer.concat([Buffer.from([prefixCode]), rest]);
  if (payload.length <= 255) return Buffer.concat([Buffer.from([0xd1, 0x01, payload.length, 0x55]), payload]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(payload.length);
  return Buffer.concat([Buffer.from([0xc1, 0x01]), length, Buffer.from([0x55]), payload]);
}

/** NDEF Message TLV: one length byte below 255, else FF and two bytes. */
function ndefTlv(message: Buffer): Buffer {
  if (message.length < 0xff) return Buffer.concat([Buffer.from([0x03, message.length]), message]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(message.length);
  return Buffer.concat([Buffer.from([0x03, 0xff]), length, message]);
}

/**
 * What to write on a plain tag of `chip` for the site at `publicUrl`: the memory image from page 4
 * and the configuration that mirrors the UID onto the placeholder. Throws a RangeError for a scheme
 * other than http(s) or a URL too long for the chip's user memory.
 */
export function plainTagLayout(chip: PlainTagChip, publicUrl: string, options: { passwordProtected?: boolean } = {}): PlainTagLayout {
  const spec = ntag21xChips[chip];
  const urlTemplate = `${publicUrl.replace(/\/+$/, '')}${PLAIN_TAG_URL_PATH}${'0'.repeat(MIRRORED_UID_LENGTH)}`;
  const prefix = URI_PREFIXES.find(([text]) => urlTemplate.startsWith(text));
  if (!prefix) throw new RangeError('the public URL must start with https:// or http://');
  const rest = Buffer.from(urlTemplate.slice(prefix[0].length), 'ascii');
  const message = uriRecord(prefix[1], rest);
  const tlv = ndefTlv(message);
  const used = tlv.length + 1;
  if (used > spec.ndefBytes) {
    throw new RangeError(`the tag URL is too long for an ${chip}: ${used} bytes, its NDEF area holds ${spec.ndefBytes}`);
  }
  const image = Buffer.alloc(Math.ceil(used / PAGE_BYTES) * PAGE_BYTES);
  tlv.copy(image);
  image[tlv.length] = 0xfe;
  // The placeholder ends the URL, so it ends the record, right before the terminator.
  const placeholderAt = tlv.length - MIRRORED_UID_LENGTH;
  const mirror = { page: FIRST_USER_PAGE + Math.floor(placeholderAt / PAGE_BYTES), byte: placeholderAt % PAGE_BYTES };
  const pages: PlainTagPage[] = [];
  for (let at = 0; at < image.length; at += PAGE_BYTES) {
    pages.push({ page: FIRST_USER_PAGE + at / PAGE_BYTES, hex: hex(image.subarray(at, at + PAGE_BYTES)) });
  }
  const passwordProtected = options.passwordProtected === true;
  return {
    chip,
    urlTemplate,
    ndefMessageHex: hex(message),
    memoryImageHex: hex(image),
    pages,
    mirror,
    capabilityContainer: spec.capabilityContainer,
    config: {
      firstPage: spec.configPage,
      mirror: MIRROR_CONF_UID | (mirror.byte << 4) | STRG_MOD_EN,
      mirrorPage: mirror.page,
      // NOTE: from page 4 on, not after the message: a stranger could otherwise overwrite our URL.
      auth0: passwordProtected ? FIRST_USER_PAGE : AUTH0_NONE,
      access: ACCESS,
    },
    passwordProtected,
  };
}

/** A tag's password (4 bytes) and password acknowledge (2 bytes), as hex. */
export interface PlainTagPassword {
  pwd: string;
  pack: string;
}

/** PWD and PACK of one tag: HMAC-SHA-256 of its UID bytes under the batch password key, first 4 bytes then the next 2. */
export function plainTagPassword(key: Buffer, uid: string): PlainTagPassword {
  const mac = createHmac('sha256', key)
    .update(Buffer.from(normalizeTagUid(uid), 'hex'))
    .digest();
  return { pwd: hex(mac.subarray(0, 4)), pack: hex(mac.subarray(4, 6)) };
}

/**
 * The configuration pages to write, in the order that works on a fresh tag: PWD and PACK first
 * (when set), then ACCESS, and MIRROR / MIRROR_PAGE / AUTH0 last, since once AUTH0 is set every
 * later write needs the password.
 */
export function configurationPages(layout: PlainTagLayout, password: PlainTagPassword | null): PlainTagPage[] {
  const { firstPage, mirror, mirrorPage, auth0, access } = layout.config;
  const pages: PlainTagPage[] = [];
  if (password) {
    pages.push({ page: firstPage + 2, hex: password.pwd }, { page: firstPage + 3, hex: `${password.pack}0000` });
  }
  pages.push({ page: firstPage + 1, hex: hex(Uint8Array.of(access, 0, 0, 0)) }, { page: firstPage, hex: hex(Uint8Array.of(mirror, 0, mirrorPage, auth0)) });
  return pages;
}
