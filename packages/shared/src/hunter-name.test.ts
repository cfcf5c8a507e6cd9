import { describe, expect, it } from 'vitest';
import { hunterNameKeys, isReservedHunterName } from './hunter-name.ts';
import { hunterNameSchema } from './schemas/public-name.ts';

/** Whether two names would take the same place (either of their keys is equal). */
const clash = (a: string, b: string) => {
  const x = hunterNameKeys(a);
  const y = hunterNameKeys(b);
  return x.skeleton === y.skeleton || x.casedSkeleton === y.casedSkeleton;
};

describe('hunterNameKeys (UTS #39 skeleton, case-folded)', () => {
  it('gives a name and its look-alikes the same key: other scripts, fullwidth letters, other case', () => {
    expect(clash('Attacker', '\u0410ttacker')).toBe(true); // Cyrillic capital A
    expect(clash('Attacker', '\uFF21ttacker')).toBe(true); // fullwidth A
    expect(clash('Attacker', 'ATTACKER')).toBe(true);
    expect(clash('Attacker', '\u0391\u03A4\u03A4\u0391C\u039A\u0395R')).toBe(true); // Greek capitals
    expect(clash('Giulia Navigli', 'GiuIia Navigli')).toBe(true); // capital i for a small L
    expect(clash('Attacker', 'Attacker\u3164')).toBe(true); // an invisible Hangul filler appended
    expect(clash('Marco Polo', 'Marco P0lo')).toBe(true); // digit zero for the letter O
  });

  it('keeps different names apart', () => {
    expect(clash('Attacker', 'Attackers')).toBe(false);
    expect(clash('Volpe del Naviglio', 'Volpe del Ticino')).toBe(false);
    expect(clash('Jose', 'José')).toBe(false);
    expect(clash('小明', '小红')).toBe(false);
  });
});

describe('isReservedHunterName', () => {
  it('refuses the reserved words, names that contain ritrova, admin or support, and their look-alikes', () => {
    for (const name of [
      'admin',
      'Administrator',
      'Support',
      'Moderator',
      'staff',
      'Official',
      'HELP',
      'Ritrova',
      'Ritrova Support',
      'Il Ritrovatore',
      'Admin Luca',
    ])
      expect(isReservedHunterName(name), name).toBe(true);
    for (const name of ['\u0430dmin', 'ADMlN', 'Adrnin', 'RITR0VA', 'R i t r o v a', '\uFF32itrova', 'Supp0rt Team', 'amministratore', '管理员'])
      expect(isReservedHunterName(name), name).toBe(true);
  });

  it('lets ordinary names through, including ones that only start like a reserved word', () => {
    for (const name of ['Volpe del Naviglio', 'Helper Luca', 'Staffetta', 'Giulia', 'Ufficio Bici', '小明'])
      expect(isReservedHunterName(name), name).toBe(false);
  });

  it('is what the shared Hunter name schema refuses, naming the reason', () => {
    const result = hunterNameSchema.safeParse('Ritrova Support');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.hunter_name_reserved');
    expect(hunterNameSchema.safeParse('Volpe Rossa').success).toBe(true);
  });
});
