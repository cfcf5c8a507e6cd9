import { MIRRORED_UID_LENGTH, plainTagUrl } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { configurationPages, ntag21xChips, plainTagLayout, plainTagPassword } from './ntag21x.ts';

/** Reads a Type 2 Tag memory image from page 4 back to the URL of its first URI record, as a phone would. */
function readUrl(image: Buffer): string {
  expect(image[0]).toBe(0x03);
  const long = image[1] === 0xff;
  const length = long ? image.readUInt16BE(2) : (image[1] as number);
  const start = long ? 4 : 2;
  expect(image[start + length]).toBe(0xfe);
  const record = image.subarray(start, start + length);
  const header = record[0] as number;
  expect(header & 0x07).toBe(0x01); // TNF well-known
  expect(header & 0xc0).toBe(0xc0); // MB, ME
  const short = (header & 0x10) !== 0;
  const payloadLength = short ? (record[2] as number) : record.readUInt32BE(2);
  const typeAt = short ? 3 : 6;
  expect(record[1]).toBe(0x01); // type length
  expect(String.fromCharCode(record[typeAt] as number)).toBe('U');
  const payload = record.subarray(typeAt + 1, typeAt + 1 + payloadLength);
  expect(payload.length).toBe(payloadLength);
  const prefix = { 3: 'http://', 4: 'https://' }[payload[0] as number];
  return `${prefix}${payload.subarray(1).toString('ascii')}`;
}

/** What the chip does on a read: the UID's 14 ASCII characters over the bytes at MIRROR_PAGE / MIRROR_BYTE. */
function mirror(image: Buffer, mirrorPage: number, mirrorByte: number, uid: string): Buffer {
  const copy = Buffer.from(image);
  copy.write(uid, (mirrorPage - 4) * 4 + mirrorByte, 'ascii');
  return copy;
}

describe('the memory image of a plain NTAG21x tag', () => {
  it('matches the image counted by hand from the data sheet and the URI record definition for https://r.it', () => {
    const layout = plainTagLayout('ntag213', 'https://r.it');
    expect(layout.urlTemplate).toBe('https://r.it/nfc/verifica?uid=00000000000000');
    // TLV 03, length 0x29; record D1 (MB ME SR, TNF 1), type length 1, payload 0x25, "U", 0x04 = https://, then the rest.
    expect(layout.ndefMessageHex).toBe(`D101255504${'722E69742F6E66632F76657269666963613F7569643D'}${'30'.repeat(14)}`);
    expect(layout.pages).toEqual([
      { page: 4, hex: '0329D101' },
      { page: 5, hex: '25550472' },
      { page: 6, hex: '2E69742F' },
      { page: 7, hex: '6E66632F' },
      { page: 8, hex: '76657269' },
      { page: 9, hex: '66696361' },
      { page: 10, hex: '3F756964' },
      { page: 11, hex: '3D303030' },
      { page: 12, hex: '30303030' },
      { page: 13, hex: '30303030' },
      { page: 14, hex: '303030FE' },
    ]);
    expect(layout.memoryImageHex).toBe(layout.pages.map((p) => p.hex).join(''));
    // The first "0" after "uid=" is byte 29 of the image: page 4 + 7 = 11, byte 1.
    expect(layout.mirror).toEqual({ page: 11, byte: 1 });
    // MIRROR = MIRROR_CONF 01b (UID) << 6 | MIRROR_BYTE 1 << 4 | STRG_MOD_EN (bit 2, the factory setting) = 0x54.
    expect(layout.config).toMatchObject({ firstPage: 0x29, mirror: 0x54, mirrorPage: 0x0b, auth0: 0xff, access: 0x00 });
  });

  it('pads the image with zeros to whole pages after the terminator', () => {
    const layout = plainTagLayout('ntag213', 'https://ritrova.it');
    // "ritrova.it/nfc/verifica?uid=" + 14: payload 43, record 47, TLV 2 + 47 + FE = 50 bytes, two zeros of padding.
    expect(layout.memoryImageHex.length).toBe(52 * 2);
    expect(layout.memoryImageHex.endsWith('FE0000')).toBe(true);
    expect(layout.pages.at(-1)).toEqual({ page: 16, hex: '30FE0000' });
    expect(layout.mirror).toEqual({ page: 4 + Math.floor(35 / 4), byte: 35 % 4 });
  });

  for (const chip of ['ntag213', 'ntag215', 'ntag216'] as const) {
    it(`lands the mirrored UID exactly on the 14 placeholder characters of an ${chip}, and the record reads back as the tag's page`, () => {
      const layout = plainTagLayout(chip, 'https://ritrova.it');
      const image = Buffer.from(layout.memoryImageHex, 'hex');
      const at = (layout.mirror.page - 4) * 4 + layout.mirror.byte;
      expect(image.subarray(at - 4, at).toString('ascii')).toBe('uid=');
      expect(image.subarray(at, at + MIRRORED_UID_LENGTH).toString('ascii')).toBe('0'.repeat(MIRRORED_UID_LENGTH));
      expect(image[at + MIRRORED_UID_LENGTH + 0]).toBe(0xfe);
      const uid = '04A1B2C3D4E5F6';
      expect(readUrl(mirror(image, layout.mirror.page, layout.mirror.byte, uid))).toBe(plainTagUrl('https://ritrova.it', uid));
      expect(layout.config.mirrorPage).toBe(layout.mirror.page);
      expect((layout.config.mirror >> 4) & 0b11).toBe(layout.mirror.byte);
      expect(layout.config.mirror >> 6).toBe(0b01);
    });
  }

  it('names each chip’s configuration pages, user memory and factory capability container as the data sheet gives them', () => {
    expect(ntag21xChips.ntag213).toEqual({ userBytes: 144, ndefBytes: 144, lastUserPage: 0x27, configPage: 0x29, capabilityContainer: 'E1101200' });
    expect(ntag21xChips.ntag215).toEqual({ userBytes: 504, ndefBytes: 496, lastUserPage: 0x81, configPage: 0x83, capabilityContainer: 'E1103E00' });
    expect(ntag21xChips.ntag216).toEqual({ userBytes: 888, ndefBytes: 872, lastUserPage: 0xe1, configPage: 0xe3, capabilityContainer: 'E1106D00' });
    for (const chip of ['ntag213', 'ntag215', 'ntag216'] as const) {
      const { userBytes, ndefBytes, lastUserPage, configPage, capabilityContainer } = ntag21xChips[chip];
      // Pages 4..last hold the user memory; the dynamic lock bytes sit between it and the configuration.
      expect((lastUserPage - 3) * 4).toBe(userBytes);
      expect(configPage).toBe(lastUserPage + 2);
      // The CC's third byte is the NDEF data area in 8-byte units.
      expect(Number.parseInt(capabilityContainer.slice(4, 6), 16) * 8).toBe(ndefBytes);
      expect(plainTagLayout(chip, 'https://ritrova.it').config.firstPage).toBe(ntag21xChips[chip].configPage);
    }
  });

  it('uses the http:// prefix code for a local address and refuses other schemes', () => {
    const layout = plainTagLayout('ntag213', 'http://localhost:3221');
    expect(layout.pages[1]?.hex.slice(4, 6)).toBe('03');
    expect(readUrl(Buffer.from(layout.memoryImageHex, 'hex'))).toBe('http://localhost:3221/nfc/verifica?uid=00000000000000');
    expect(() => plainTagLayout('ntag213', 'ftp://example.com')).toThrow(/https/);
  });

  it('refuses a URL too long for the chip, and writes a long one with the 3-byte TLV length and a long record where it fits', () => {
    // 144 bytes of an NTAG213: TLV 2 + record 5 + rest + FE; rest = host + 18 + 14.
    const fits = `https://${'a'.repeat(144 - 2 - 5 - 1 - 18 - 14 - 3)}.it`;
    expect(plainTagLayout('ntag213', fits).memoryImageHex.length).toBe(144 * 2);
    expect(() => plainTagLayout('ntag213', `https://${'a'.repeat(144 - 2 - 5 - 1 - 18 - 14 - 3 + 1)}.it`)).toThrow(/too long for an ntag213: 145 bytes.*144/);
    const long = `https://${'a'.repeat(240)}.it`;
    expect(() => plainTagLayout('ntag213', long)).toThrow(/too long/);
    // An NTAG215 phone reads 496 bytes (its CC), not the 504 of user memory.
    expect(() => plainTagLayout('ntag215', `https://${'a'.repeat(496 - 4 - 7 - 1 - 18 - 14 - 3)}.it`)).toThrow(/497 bytes.*496/);
    const layout = plainTagLayout('ntag215', long);
    const image = Buffer.from(layout.memoryImageHex, 'hex');
    // rest = 243 + 18 + 14 = 275, payload 276 > 255: a long record (C1, 4-byte payload length) of 7 + 276 = 283 bytes.
    expect([...image.subarray(0, 4)]).toEqual([0x03, 0xff, 0x01, 0x1b]);
    expect([...image.subarray(4, 11)]).toEqual([0xc1, 0x01, 0x00, 0x00, 0x01, 0x14, 0x55]);
    expect(readUrl(mirror(image, layout.mirror.page, layout.mirror.byte, '04A1B2C3D4E5F6'))).toBe(plainTagUrl(long, '04A1B2C3D4E5F6'));
    expect(layout.mirror).toEqual({ page: 4 + Math.floor((4 + 7 + 1 + 261) / 4), byte: (4 + 7 + 1 + 261) % 4 });
  });
});

describe('the configuration pages of a plain tag', () => {
  it('leaves the password off without a key: AUTH0 FF, only the MIRROR and ACCESS pages to write', () => {
    const layout = plainTagLayout('ntag213', 'https://r.it');
    expect(configurationPages(layout, null)).toEqual([
      { page: 0x2a, hex: '00000000' },
      { page: 0x29, hex: '54000BFF' },
    ]);
  });

  it('protects writes from page 4 with the per-tag password, reads stay open (PROT 0), the MIRROR page written last', () => {
    const layout = plainTagLayout('ntag215', 'https://r.it', { passwordProtected: true });
    expect(layout.config).toMatchObject({ firstPage: 0x83, auth0: 0x04, access: 0x00 });
    const password = { pwd: 'A1B2C3D4', pack: 'E5F6' };
    expect(configurationPages(layout, password)).toEqual([
      { page: 0x85, hex: 'A1B2C3D4' },
      { page: 0x86, hex: 'E5F60000' },
      { page: 0x84, hex: '00000000' },
      { page: 0x83, hex: '54000B04' },
    ]);
  });

  it('derives PWD and PACK per tag from the key: HMAC-SHA-256 of the UID bytes, first 4 then next 2', () => {
    const key = Buffer.from('00112233445566778899aabbccddeeff', 'hex');
    // printf '\x04\xa1\xb2\xc3\xd4\xe5\xf6' | openssl dgst -sha256 -mac HMAC -macopt hexkey:00112233445566778899aabbccddeeff
    // = 491bd39d d21f 58438c2f…
    const password = plainTagPassword(key, '04:a1:b2:c3:d4:e5:f6');
    expect(password).toEqual({ pwd: '491BD39D', pack: 'D21F' });
    expect(plainTagPassword(key, '04A1B2C3D4E5F7')).not.toEqual(password);
  });
});
