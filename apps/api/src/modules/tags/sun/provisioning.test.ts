import { describe, expect, it } from 'vitest';
import { sunNdefLayout } from './provisioning.ts';

describe('the NDEF layout of a secure tag', () => {
  it('puts the placeholders at the offsets it names', () => {
    const layout = sunNdefLayout('https://ritrova.it/');
    expect(layout.urlTemplate).toBe(`https://ritrova.it/nfc/verifica?e=${'0'.repeat(32)}&c=${'0'.repeat(16)}`);
    const file = layout.ndefFile;
    // NLEN, then a short well-known URI record with the https:// prefix code.
    expect(file.readUInt16BE(0)).toBe(file.length - 2);
    expect([...file.subarray(2, 7)]).toEqual([0xd1, 0x01, file.length - 6, 0x55, 0x04]);
    expect(file.subarray(7).toString('ascii')).toBe(layout.urlTemplate.slice('https://'.length));
    expect(file.subarray(layout.piccDataOffset - 3, layout.piccDataOffset).toString('ascii')).toBe('?e=');
    expect(file.subarray(layout.piccDataOffset, layout.piccDataOffset + 32).toString('ascii')).toBe('0'.repeat(32));
    expect(file.subarray(layout.sdmMacOffset - 3, layout.sdmMacOffset).toString('ascii')).toBe('&c=');
    expect(file.subarray(layout.sdmMacOffset).toString('ascii')).toBe('0'.repeat(16));
    expect(layout.sdmMacInputOffset).toBe(layout.sdmMacOffset);
  });

  it('matches the offsets counted by hand for https://ritrova.it', () => {
    // "ritrova.it/nfc/verifica?e=" is 26 characters after the 7 bytes of header: PICCData at 33, MAC at 33 + 32 + 3.
    expect(sunNdefLayout('https://ritrova.it')).toMatchObject({ piccDataOffset: 33, sdmMacOffset: 68 });
  });

  it('uses the http:// prefix code for a local address and refuses other schemes', () => {
    expect(sunNdefLayout('http://localhost:3000').ndefFile[6]).toBe(0x03);
    expect(() => sunNdefLayout('ftp://example.com')).toThrow(/https/);
  });
});
