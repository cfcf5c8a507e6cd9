/**
 * How a secure tag is programmed (NXP AN12196): the NDEF file holds one URI
 * record whose `e` and `c` values are placeholders the tag overwrites on every
 * tap. The SDM offsets are byte positions in that file.
 */

/** The page a tag opens. */
export const SUN_PATH = '/nfc/verifica';
const PICC_PLACEHOLDER = '0'.repeat(32);
const MAC_PLACEHOLDER = '0'.repeat(16);

/** NFC Forum URI record prefixes this layout uses (RTD URI, abbreviation codes). */
const URI_PREFIXES: [string, number][] = [
  ['https://', 0x04],
  ['http://', 0x03],
];

/**
 * NDEF file = NLEN (2 bytes) ‖ record header 0xD1 (MB, ME, short record, well-known) ‖
 * type length 1 ‖ payload length ‖ type "U" ‖ URI prefix code ‖ the rest of the URI.
 */
const URI_START = 7;

export interface SunNdefLayout {
  urlTemplate: string;
  ndefFile: Buffer;
  /** Where the tag writes PICCData (32 hex characters). */
  piccDataOffset: number;
  /** Where the MAC input starts: the MAC itself, as the MAC covers no URL text in this layout. */
  sdmMacInputOffset: number;
  /** Where the tag writes the 16 hex characters of the MAC. */
  sdmMacOffset: number;
}

/** The NDEF file and SDM offsets of a batch's tags for a public address such as https://ritrova.it. */
export function sunNdefLayout(publicUrl: string): SunNdefLayout {
  const urlTemplate = `${publicUrl.replace(/\/$/, '')}${SUN_PATH}?e=${PICC_PLACEHOLDER}&c=${MAC_PLACEHOLDER}`;
  const prefix = URI_PREFIXES.find(([text]) => urlTemplate.startsWith(text));
  if (!prefix) throw new RangeError('the public URL must start with https:// or http://');
  const rest = Buffer.from(urlTemplate.slice(prefix[0].length), 'ascii');
  const payloadLength = 1 + rest.length;
  if (payloadLength > 255) throw new RangeError('the tag URL is too long for a short NDEF record');
  const record = Buffer.concat([Buffer.from([0xd1, 0x01, payloadLength, 0x55, prefix[1]]), rest]);
  const nlen = Buffer.alloc(2);
  nlen.writeUInt16BE(record.length);
  const piccDataOffset = URI_START + rest.indexOf(`?e=${PICC_PLACEHOLDER}`) + 3;
  const sdmMacOffset = URI_START + rest.indexOf(`&c=${MAC_PLACEHOLDER}`) + 3;
  return { urlTemplate, ndefFile: Buffer.concat([nlen, record]), piccDataOffset, sdmMacInputOffset: sdmMacOffset, sdmMacOffset };
}
