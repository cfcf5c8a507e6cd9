import {
  DISPUTE_WINDOW_DAYS,
  HUNTER_SHARE_PERCENT,
  INVOICE_HOURS,
  PAYOUT_BUSINESS_DAYS,
  REFUND_AFTER_MONTHS,
  REFUND_NOTICE_DAYS,
  SERVICE_FEE_PERCENT,
  splitReward,
} from '@ritrova/shared';
import privacyVersion from '@/locales/privacy-version.json';

/**
 * The reward and commercial terms the public texts quote, interpolated from the
 * constants the API applies, so a page can never promise what the product does not do
 * (decision 019). Figures with no constant in the code (age 16, retention periods) are
 * written in the texts.
 */
export const publicTextValues = {
  hunterShare: HUNTER_SHARE_PERCENT,
  serviceFee: SERVICE_FEE_PERCENT,
  // NOTE: an unrecovered bike's refund uses the same split as a payout (the ledger's
  // `refundReward`): the owner gets back the Hunter's share, the fee is kept.
  refundShare: HUNTER_SHARE_PERCENT,
  payoutDays: PAYOUT_BUSINESS_DAYS,
  refundMonths: REFUND_AFTER_MONTHS,
  refundNoticeDays: REFUND_NOTICE_DAYS,
  disputeDays: DISPUTE_WINDOW_DAYS,
  invoiceHours: INVOICE_HOURS,
} as const;

/** The reward used in the Hunter page's worked example, in euros. */
export const EXAMPLE_REWARD_EUROS = 200;

/** How an example reward splits between the Hunter and the service fee, in euros: the ledger's own split. */
export function exampleSplit(rewardEuros: number): { hunter: number; fee: number } {
  const { share, platform } = splitReward(Math.round(rewardEuros * 100));
  return { hunter: share / 100, fee: platform / 100 };
}

/**
 * The date each legal text took effect (decision 019). The privacy policy's is recorded with a hash of
 * its texts and of the retention table (`npm run privacy:version`; a test fails when they changed
 * without it); changing the terms means a new date here.
 */
export const legalVersions = {
  privacy: privacyVersion.date,
  terms: '2026-11-21',
} as const;
