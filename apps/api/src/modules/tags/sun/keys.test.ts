import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateSunQuery } from './generate.ts';
import { batchKeys, deriveFileReadKey, deriveMetaReadKey, diversifyAes128, parseMasterKey, SYSTEM_IDENTIFIER } from './keys.ts';
import { parseSunParams, verifySun } from './sun.ts';

const hex = (value: string) => Buffer.from(value, 'hex');
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length }).map((array) => Buffer.from(array));

describe('diversifyAes128 (AN10922)', () => {
  it('gives the AES-128 example of AN10922 §2.2.1', () => {
    // NOTE: not from vectors/ntag424-sun.json (which has no KDF group): NXP's own published example, M = UID ‖ AID ‖ "NXP Abu".
    const m = Buffer.concat([hex('04782E21801D80'), hex('3042F5'), Buffer.from('NXP Abu', 'ascii')]);
    expect(diversifyAes128(hex('00112233445566778899AABBCCDDEEFF'), m)).toEqual(hex('A8DD63A3B89D54B37CA802473FDA9175'));
  });

  it('takes 1 to 31 bytes of input, the range AN10922 allows', () => {
    const master = hex('00112233445566778899AABBCCDDEEFF');
    expect(diversifyAes128(master, Buffer.alloc(31))).toHaveLength(16);
    expect(() => diversifyAes128(master, Buffer.alloc(0))).toThrow(RangeError);
    expect(() => diversifyAes128(master, Buffer.alloc(32))).toThrow(RangeError);
  });
});

describe('tag keys', () => {
  const master = hex('00112233445566778899AABBCCDDEEFF');
  const uid = hex('04DE5F1EACC040');

  it('diversifies the file-read key over UID ‖ "RITROVA" ‖ key version, as docs/ntag424-sun.md says', () => {
    expect(SYSTEM_IDENTIFIER.toString('ascii')).toBe('RITROVA');
    const input = Buffer.concat([uid, SYSTEM_IDENTIFIER, Buffer.from([3])]);
    expect(deriveFileReadKey(master, uid, 3)).toEqual(diversifyAes128(master, input));
    expect(deriveMetaReadKey(master, 3)).toEqual(diversifyAes128(master, Buffer.concat([SYSTEM_IDENTIFIER, Buffer.from([3])])));
  });

  it('gives every UID, key version and master key its own file-read key, distinct from the meta-read key', () => {
    fc.assert(
      fc.property(bytes(16), bytes(7), bytes(7), fc.integer({ min: 0, max: 254 }), (masterKey, a, b, version) => {
        fc.pre(!a.equals(b));
        const key = deriveFileReadKey(masterKey, a, version);
        expect(key).toHaveLength(16);
        expect(key.equals(deriveFileReadKey(masterKey, b, version))).toBe(false);
        expect(key.equals(deriveFileReadKey(masterKey, a, version + 1))).toBe(false);
        expect(key.equals(deriveMetaReadKey(masterKey, version))).toBe(false);
        expect(deriveMetaReadKey(masterKey, version).equals(deriveMetaReadKey(masterKey, version + 1))).toBe(false);
      }),
    );
  });

  it('refuses a UID that is not 7 bytes and a key version outside one byte', () => {
    expect(() => deriveFileReadKey(master, uid.subarray(0, 4), 1)).toThrow(/7 bytes/);
    expect(() => deriveMetaReadKey(master, 256)).toThrow(/0 to 255/);
    expect(() => deriveMetaReadKey(master, 1.5)).toThrow(/0 to 255/);
  });

  it('verifies a tap under its batch keys and refuses it after the key version changes', () => {
    const query = generateSunQuery({ uid, counter: 42, keys: batchKeys(master, 1), fileData: Buffer.alloc(16, 0x61) });
    const input = parseSunParams(new URLSearchParams(query));
    if (!input) throw new Error(`not a SUN query: ${query}`);
    expect(verifySun(input, batchKeys(master, 1))).toMatchObject({ ok: true, uid: '04DE5F1EACC040', counter: 42 });
    expect(verifySun(input, batchKeys(master, 2)).ok).toBe(false);
  });
});

describe('parseMasterKey', () => {
  it('reads 32 hex characters in either case', () => {
    expect(parseMasterKey('00112233445566778899aabbccddeeff')).toEqual(hex('00112233445566778899AABBCCDDEEFF'));
    expect(parseMasterKey('00112233445566778899AABBCCDDEEFF')).toEqual(hex('00112233445566778899AABBCCDDEEFF'));
  });

  it.each([
    ['too short', '00112233445566778899aabbccddee'],
    ['too long', '00112233445566778899aabbccddeeff00'],
    ['not hex', '00112233445566778899aabbccddeefg'],
    ['padded with spaces', ' 00112233445566778899aabbccddeeff'],
  ])('refuses a key that is %s, without repeating it', (_, value) => {
    expect(() => parseMasterKey(value)).toThrow(/32 hexadecimal characters/);
    expect(() => parseMasterKey(value)).not.toThrow(value.trim());
  });

  it('refuses the all-zero factory key', () => {
    expect(() => parseMasterKey('0'.repeat(32))).toThrow(/all zeros/);
  });
});
