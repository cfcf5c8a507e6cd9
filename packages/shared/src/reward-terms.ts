/**
 * The reward's terms (spec §1/§9), in a module without zod: the bike page states them at its first paint and
 * would otherwise load zod with them (issue #27 item 6).
 */

/** Spec §1/§9: a released reward is paid within this many Italian business days. */
export const PAYOUT_BUSINESS_DAYS = 7;
/** Spec §1/§9: an unrecovered bike's reward is refunded (65%) after this many months, with notice this many days before. */
export const REFUND_AFTER_MONTHS = 12;
export const REFUND_NOTICE_DAYS = 30;
/** Spec §1/§9: disputes can be raised within this many days of the recovery. */
export const DISPUTE_WINDOW_DAYS = 30;
/** Spec §1/§9: invoices/receipts are issued within 48 hours (ours are immediate). */
export const INVOICE_HOURS = 48;
