import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aesCbcDecrypt, aesCbcEncrypt, aesCmac, aesEncryptBlock, cmacSubkeys, macsEqual, truncateMac } from './aes-cmac.ts';

interface Vectors {
  aes_cmac_rfc4493: { key: string; L: string; K1: string; K2: string; cases: { msg: string; mac: string }[] };
  sdm_aes: { name: string; full_cmac: string; sdmmac: string }[];
}

/** NTAG 424 DNA and AES-CMAC vectors kept in the repository (vectors/ntag424-sun.json says where each came from). */
const vectors: Vectors = JSON.parse(readFileSync(new URL('./vectors/ntag424-sun.json', import.meta.url), 'utf8'));
const rfc = vectors.aes_cmac_rfc4493;
const hex = (value: string) => Buffer.from(value, 'hex');
const key = hex(rfc.key);

describe('AES-CMAC (RFC 4493)', () => {
  it('derives L, K1 and K2 as RFC 4493 §4 gives them', () => {
    expect(aesEncryptBlock(key, Buffer.alloc(16))).toEqual(hex(rfc.L));
    const { k1, k2 } = cmacSubkeys(key);
    expect(k1).toEqual(hex(rfc.K1));
    expect(k2).toEqual(hex(rfc.K2));
  });

  it('has all four RFC 4493 examples', () => {
    expect(rfc.cases).toHaveLength(4);
  });

  it.each(rfc.cases.map((c) => ({ ...c, bytes: c.msg.length / 2 })))('MACs the $bytes-byte example', ({ msg, mac }) => {
    expect(aesCmac(key, hex(msg))).toEqual(hex(mac));
  });
});

describe('truncateMac', () => {
  it.each(vectors.sdm_aes)('keeps the odd-indexed bytes: $name', ({ full_cmac, sdmmac }) => {
    expect(truncateMac(hex(full_cmac))).toEqual(hex(sdmmac));
  });
});

describe('macsEqual', () => {
  const mac = hex(rfc.cases[0]?.mac ?? '');

  it('tells equal MACs from different ones, and different lengths apart without throwing', () => {
    expect(macsEqual(mac, Buffer.from(mac))).toBe(true);
    const flipped = Buffer.from(mac);
    flipped.writeUInt8(flipped.readUInt8(15) ^ 1, 15);
    expect(macsEqual(mac, flipped)).toBe(false);
    expect(macsEqual(mac, mac.subarray(0, 8))).toBe(false);
  });
});

describe('AES-CBC without padding', () => {
  it('round-trips whole blocks and chains them from the IV', () => {
    const data = hex(rfc.cases[3]?.msg ?? '');
    const iv = hex(rfc.K1);
    const encrypted = aesCbcEncrypt(key, iv, data);
    expect(encrypted).toHaveLength(data.length);
    expect(encrypted.subarray(0, 16)).toEqual(aesEncryptBlock(key, Buffer.from(data.subarray(0, 16).map((byte, i) => byte ^ (iv[i] ?? 0)))));
    expect(aesCbcDecrypt(key, iv, encrypted)).toEqual(data);
  });
});
