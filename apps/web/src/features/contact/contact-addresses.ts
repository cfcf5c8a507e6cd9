/**
 * The company's mailboxes shown on /contact (spec §2). They are facts of the
 * company, not texts: the labels and descriptions live in the `contact` translations.
 */

/**
 * Spec §2: the eight department cards, in the order the page shows them. Customer
 * care is support: its address is the one configured (SUPPORT_EMAIL, `supportEmail`
 * of /api/config/public), the same the home page, the FAQ, the legal pages and the
 * mails give, so there is one support address (issue #19).
 */
export const departments = [
  { key: 'customer_care', email: null },
  { key: 'experience', email: 'experience@ritrova.it' },
  { key: 'careers', email: 'careers@ritrova.it' },
  { key: 'partnerships', email: 'partnerships@ritrova.it' },
  { key: 'sales', email: 'sales@ritrova.it' },
  { key: 'media', email: 'media@ritrova.it' },
  { key: 'investors', email: 'investors@ritrova.it' },
  { key: 'innovation', email: 'innovation@ritrova.it' },
] as const;
export type DepartmentKey = (typeof departments)[number]['key'];

/** The department cards with their addresses; customer care's is the configured support address (undefined while it loads). */
export function departmentAddresses(supportEmail: string | undefined): { key: DepartmentKey; email: string | undefined }[] {
  return departments.map(({ key, email }) => ({ key, email: email ?? supportEmail }));
}

/** Spec §2: the general, legal, privacy and data-protection (DPO) addresses. */
export const officeAddresses = [
  { key: 'general', email: 'info@ritrova.it' },
  { key: 'legal', email: 'legal@ritrova.it' },
  { key: 'privacy', email: 'privacy@ritrova.it' },
  { key: 'dpo', email: 'dpo@ritrova.it' },
] as const;
