import unhomoglyph from 'unhomoglyph';

// Public Hunter names that cannot impersonate (issue #24, decision 042). Two names are the same name
// when they look alike: their UTS #39 confusable skeletons are equal once case-folded. The mapping
// is Unicode's confusables.txt as the `unhomoglyph` package ships it; the steps around it are the
// ones UTS #39 §4 names.

/** Default_Ignorable_Code_Point: invisible, so a name with one looks like the name without it. */
const ignorable = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * UTS #39 §4 internalSkeleton: NFD, drop default-ignorable code points, replace each code point by its
 * confusables.txt prototype, NFD again. Not for display: "m" becomes "rn", "0" becomes "O".
 */
function skeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(ignorable, '')).normalize('NFD');
}

/**
 * Case folding for comparison, close to NFKC_Casefold: compatibility forms (fullwidth, ligatures,
 * mathematical letters) become plain ones, then upper- and lower-casing ("ß" and "SS" both give "ss").
 */
function fold(text: string): string {
  return text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').replace(ignorable, '');
}

/** What the keys leave out when a reserved word is looked for: the separators a name may contain. */
const separators = /[\s._'-]/gu;

/**
 * The two comparison keys of a public Hunter name; another account's name with either key equal is
 * the same name (409 `HUNTER_NAME_TAKEN`). `skeleton` folds case first, so "ATTACKER" and a
 * Cyrillic "аttacker" meet "Attacker"; `casedSkeleton` looks at the letters as written, so a capital
 * I standing for a small L ("GiuIia") or Greek capitals ("ΑΤΤΑCΚΕR") meet the name they imitate,
 * which folding first would have turned into other letters.
 */
export function hunterNameKeys(name: string): { skeleton: string; casedSkeleton: string } {
  return { skeleton: fold(skeleton(fold(name))), casedSkeleton: fold(skeleton(name.normalize('NFKC'))) };
}

/**
 * Names nobody may take, compared by their keys so look-alikes are refused too. `within`: refused
 * anywhere in a name ("Ritrova Support", "Admin Luca"); NOTE: that also refuses "Badminton" and
 * "Supporter", a price paid for catching "xAdminx". `whole`: refused as the whole name only ("Help"
 * is refused, "Helper Luca" is not). Italian and Chinese forms are here because the app speaks them.
 */
export const reservedHunterNames = {
  within: ['ritrova', 'admin', 'support', 'amministratore', '管理员', '官方'],
  whole: ['administrator', 'moderator', 'staff', 'official', 'help', 'moderatore', 'assistenza', 'ufficiale', 'aiuto', '客服'],
} as const;

const bare = (key: string) => key.replace(separators, '');
const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A reserved word's keys, each without separators: folded once, and as written in each case people use. */
function needles(word: string): { skeleton: string; cased: Set<string> } {
  return {
    skeleton: bare(hunterNameKeys(word).skeleton),
    cased: new Set([word.toLowerCase(), word.toUpperCase(), titleCase(word)].map((form) => bare(hunterNameKeys(form).casedSkeleton))),
  };
}

const withinNeedles = reservedHunterNames.within.map(needles);
const wholeNeedles = reservedHunterNames.whole.map(needles);

/**
 * Whether a public Hunter name is reserved (400 `validation.hunter_name_reserved`): it is, or
 * contains, a reserved word or a look-alike of one ("RITR0VA", a Cyrillic "аdmin", "R i t r o v a").
 */
export function isReservedHunterName(name: string): boolean {
  const keys = hunterNameKeys(name);
  const skeletonKey = bare(keys.skeleton);
  const casedKey = bare(keys.casedSkeleton);
  const contains = (n: { skeleton: string; cased: Set<string> }) => skeletonKey.includes(n.skeleton) || [...n.cased].some((c) => casedKey.includes(c));
  const equals = (n: { skeleton: string; cased: Set<string> }) => skeletonKey === n.skeleton || n.cased.has(casedKey);
  return withinNeedles.some(contains) || wholeNeedles.some(equals);
}
