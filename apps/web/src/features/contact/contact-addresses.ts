/**
 * The company's mailboxes shown on /contact (spec §2). They are facts of the
 * company, not texts: the labels and descriptions live in the `contact` translations.
 */

/** Spec §2: the eight department cards, in the order the page shows them. */
export const departments = [
  { key: 'customer_care', email: 'customercare@ritrova.it' },
  { key: 'experience', email: 'experience@ritrova.it' },
  { key: 'careers', email: 'careers@ritrova.it' },
  { key: 'partnerships', email: 'partnerships@ritrova.it' },
  { key: 'sales', email: 'sales@ritrova.it' },
  { key: 'media', email: 'media@ritrova.it' },
  { key: 'investors', email: 'investors@ritrova.it' },
  { key: 'innovation', email: 'innovation@ritrova.it' },
] as const;
export type DepartmentKey = (typeof departments)[number]['key'];

/** Spec §2: the general, legal, privacy and data-protection (DPO) addresses. */
export const officeAddresses = [
  { key: 'general', email: 'info@ritrova.it' },
  { key: 'legal', email: 'legal@ritrova.it' },
  { key: 'privacy', email: 'privacy@ritrova.it' },
  { key: 'dpo', email: 'dpo@ritrova.it' },
] as const;
