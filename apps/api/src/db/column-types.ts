/** Unions for TEXT + CHECK columns, named because the code uses them by name (see schema-types.ts). */

export type RewardStatus = 'none' | 'awaiting_payment' | 'funded' | 'released' | 'refund_pending' | 'refunded';

export type NotificationType =
  | 'sighting'
  | 'message'
  | 'reward_funded'
  | 'reward_released'
  | 'payout_paid'
  | 'expiry_notice'
  | 'reward_refunded'
  | 'dispute'
  | 'hunt_nearby';
