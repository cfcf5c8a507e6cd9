import type { BikeStatus } from '@ritrova/shared';

/** The one primary action a bike's page offers first. */
export type BikeNextAction = 'report_theft' | 'pay_reward' | 'mark_recovered';

/** What the status card says about the bike (`bikes:status_card.summary.<summary>`). */
export type BikeStatusSummary = 'active' | 'recovered' | 'stolen_unpaid' | 'stolen';

/**
 * The sections of a bike's page, most important first: status and the next
 * action, the photo and the details, then the theft (facts, reward, sightings),
 * maintenance, the shops allowed to add it, the transfer and the history.
 */
export const bikePageSections = ['status', 'photos', 'details', 'theft', 'maintenance', 'shops', 'transfer', 'history'] as const;
export type BikePageSection = (typeof bikePageSections)[number];

export interface BikePagePlan {
  nextAction: BikeNextAction;
  summary: BikeStatusSummary;
}

/**
 * Issue #19: what a bike's page leads with. A stolen bike whose reward waits
 * for its payment asks for the payment first (until then Hunters see only a
 * promise); a stolen bike otherwise asks to be marked recovered; any other bike
 * offers the theft report.
 */
export function bikePagePlan({ status, rewardAwaitingPayment }: { status: BikeStatus; rewardAwaitingPayment: boolean }): BikePagePlan {
  if (status === 'stolen') {
    return rewardAwaitingPayment ? { nextAction: 'pay_reward', summary: 'stolen_unpaid' } : { nextAction: 'mark_recovered', summary: 'stolen' };
  }
  return { nextAction: 'report_theft', summary: status === 'recovered' ? 'recovered' : 'active' };
}
