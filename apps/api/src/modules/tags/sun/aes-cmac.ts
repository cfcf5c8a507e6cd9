import { createCipheriv, createDecipheriv, timingSafeEqual } from 'node:crypto';

/**
 * AES-128 primitives for SUN verification, on node:crypto only: AES-CMAC as
 * RFC 4493 defines it (node:crypto has no CMAC), the MAC truncation the NTAG
 * 424 DNA applies, and the raw (unpadded) CBC used for PICCData and file data.
 */

const BLOCK_SIZE = 16;
/** RFC 4493 §2.3: the constant R_b that reduces a doubled 128-bit block. */
const R_B = 0x87;
const ZERO_BLOCK = Buffer.alloc(BLOCK_SIZE);

/** Encrypts one 16-byte block with AES-128, without chaining. */
export function aesEncryptBlock(key: Buffer, block: Buffer): Buffer {
  const cipher = createCipheriv('aes-128-ecb', key, null).setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]);
}

/** AES-128-CBC encryption of whole blocks: SDM data is never padded by the cipher. */
export function aesCbcEncrypt(key: Buffer, iv: Buffer, data: Buffer): Buffer {
  const cipher = createCipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  return Buffer.concat([cipher.update(data), cipher.final()]);
}

/** AES-128-CBC decryption of whole blocks, the inverse of `aesCbcEncrypt`. */
export function aesCbcDecrypt(key: Buffer, iv: Buffer, data: Buffer): Buffer {
  const decipher = createDecipheriv('aes-128-cbc', key, iv).setAutoPadding(false);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/** Multiplication by x in GF(2^128): a left shift by one bit, reduced by R_b when the top bit falls off. */
function double(block: Buffer): Buffer {
  const out = Buffer.alloc(BLOCK_SIZE);
  for (let i = 0; i < BLOCK_SIZE; i++) {
    const carry = i + 1 < BLOCK_SIZE ? block.readUInt8(i + 1) >> 7 : 0;
    out.writeUInt8(((block.readUInt8(i) << 1) | carry) & 0xff, i);
  }
  // NOTE: a mask instead of a branch, so the key-derived top bit does not show in the timing.
  const last = BLOCK_SIZE - 1;
  out.writeUInt8(out.readUInt8(last) ^ (R_B & -(block.readUInt8(0) >> 7)), last);
  return out;
}

/** RFC 4493 §2.3: the subkeys K1 (for a complete last block) and K2 (for a padded one). */
export function cmacSubkeys(key: Buffer): { k1: Buffer; k2: Buffer } {
  const k1 = double(aesEncryptBlock(key, ZERO_BLOCK));
  return { k1, k2: double(k1) };
}

function xor(a: Buffer, b: Buffer): Buffer {
  return Buffer.from(a.map((byte, i) => byte ^ (b[i] ?? 0)));
}

/**
 * AES-CMAC with the message padded up to `paddedLength` bytes rather than to
 * the next block boundary. RFC 4493 pads to the next boundary (see `aesCmac`);
 * AN10922 key diversification always pads to 32 bytes. Either way a message
 * that already fills `paddedLength` is MACed with K1, a padded one (0x80 then
 * zeros) with K2.
 */
export function aesCmacPaddedTo(key: Buffer, message: Buffer, paddedLength: number): Buffer {
  if (paddedLength % BLOCK_SIZE !== 0 || paddedLength < Math.max(message.length, BLOCK_SIZE)) {
    throw new RangeError(`cannot pad ${message.length} bytes to ${paddedLength}`);
  }
  const { k1, k2 } = cmacSubkeys(key);
  const complete = message.length === paddedLength;
  const padded = complete ? message : Buffer.concat([message, Buffer.from([0x80]), Buffer.alloc(paddedLength - message.length - 1)]);
  const lastStart = paddedLength - BLOCK_SIZE;
  const lastBlock = xor(padded.subarray(lastStart), complete ? k1 : k2);
  const chained = aesCbcEncrypt(key, ZERO_BLOCK, Buffer.concat([padded.subarray(0, lastStart), lastBlock]));
  return chained.subarray(lastStart);
}

/** AES-128-CMAC of RFC 4493: the full 16-byte MAC of any message, including the empty one. */
export function aesCmac(key: Buffer, message: Buffer): Buffer {
  const blocks = Math.max(1, Math.ceil(message.length / BLOCK_SIZE));
  return aesCmacPaddedTo(key, message, blocks * BLOCK_SIZE);
}

/**
 * The 8-byte MAC an NTAG 424 DNA sends: the bytes at odd indexes (1, 3, …, 15)
 * of the full CMAC, as NT4H2421Gx and AN12196 define "MACt".
 */
export function truncateMac(fullCmac: Buffer): Buffer {
  return Buffer.from(fullCmac.filter((_, index) => index % 2 === 1));
}

/** Compares two MACs in constant time; MACs of different lengths are simply unequal. */
export function macsEqual(a: Buffer, b: Buffer): boolean {
  // NOTE: the length is public (the wire format fixes it); only the contents must not leak through timing.
  return a.length === b.length && timingSafeEqual(a, b);
}
