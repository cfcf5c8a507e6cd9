import { batchKeys, type SunInput, type SunKeys, verifySun } from '../tags/index.ts';

/** What a SUN message says once checked: a genuine tap of a tag (its counter still to compare), or not genuine. */
export type SunOutcome = { genuine: true; uid: string; counter: number } | { genuine: false; uid: string | null; reason: string };

/** The stored facts of a UID that decide a SUN check: whether it is a secure tag, and its batch's key version. */
export type KeyVersionOf = (uid: string) => Promise<number | null>;

/**
 * Checks SUN messages against the keys derived from the master key. The URL
 * does not say which batch (key version) a tag belongs to: the encrypted form
 * is tried with the meta-read key of each version in use (a wrong key fails
 * the PICCData check 255 times in 256, and the MAC catches the rest), and the
 * version that opened it must be the one stored for that UID.
 */
export class SunChecker {
  private readonly keys = new Map<number, SunKeys>();
  private readonly masterKey: Buffer;

  constructor(masterKey: Buffer) {
    this.masterKey = masterKey;
  }

  private keysFor(version: number): SunKeys {
    let keys = this.keys.get(version);
    if (!keys) {
      keys = batchKeys(this.masterKey, version);
      this.keys.set(version, keys);
    }
    return keys;
  }

  async check(input: SunInput, versionsInUse: () => Promise<number[]>, keyVersionOf: KeyVersionOf): Promise<SunOutcome> {
    if (input.form === 'plain') {
      const uid = input.uid.toString('hex').toUpperCase();
      const version = await keyVersionOf(uid);
      if (version === null) return { genuine: false, uid, reason: 'not_secure' };
      const result = verifySun(input, this.keysFor(version));
      return result.ok ? { genuine: true, uid, counter: result.counter } : { genuine: false, uid, reason: result.reason };
    }
    let claimed: string | null = null;
    let reason = 'picc_data_invalid';
    for (const version of await versionsInUse()) {
      const result = verifySun(input, this.keysFor(version));
      if (result.ok) {
        if ((await keyVersionOf(result.uid)) === version) return { genuine: true, uid: result.uid, counter: result.counter };
        return { genuine: false, uid: result.uid, reason: 'key_version_mismatch' };
      }
      if (result.reason === 'malformed' || result.reason === 'lrp_unsupported') return { genuine: false, uid: null, reason: result.reason };
      // A MAC mismatch under the tag's own version names the tag that was imitated.
      if (result.reason === 'cmac_mismatch' && claimed === null && result.claimedUid && (await keyVersionOf(result.claimedUid)) === version) {
        claimed = result.claimedUid;
        reason = result.reason;
      }
    }
    return { genuine: false, uid: claimed, reason };
  }
}
