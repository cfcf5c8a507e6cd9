/** Spec §2: the FAQ's seven sections, in the order the page shows them (also their anchors). */
export const faqSectionIds = ['general', 'nfcTags', 'owners', 'hunters', 'security', 'shops', 'support'] as const;
export type FaqSectionId = (typeof faqSectionIds)[number];

/** Spec §9: a FAQ section holds at most 8 questions. */
export const MAX_QUESTIONS_PER_SECTION = 8;

export interface FaqQuestionKeys {
  /** 1-based, as in the keys (`q3`/`a3`). */
  number: number;
  question: string;
  answer: string;
}

/**
 * The translation keys of the questions a section shows, in order: spec §2 shows a
 * question only if its text exists, so `lookup` returns the text of a key or nothing,
 * and a question without an answer (or with blank text) is left out too.
 */
export function presentQuestions(sectionId: string, lookup: (key: string) => string | null | undefined, max = MAX_QUESTIONS_PER_SECTION): FaqQuestionKeys[] {
  const present: FaqQuestionKeys[] = [];
  for (let number = 1; number <= max; number++) {
    const question = `sections.${sectionId}.q${number}`;
    const answer = `sections.${sectionId}.a${number}`;
    if (lookup(question)?.trim() && lookup(answer)?.trim()) present.push({ number, question, answer });
  }
  return present;
}
