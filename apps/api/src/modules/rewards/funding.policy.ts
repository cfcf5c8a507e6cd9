import type { UserRow } from '../users/index.ts';
import type { PaymentRow, ReportRow } from './lock-order.ts';

/** The signed-in caller with the role: an admin is an actor like any other here, and gets no more. */
type Actor = Pick<UserRow, 'id' | 'role'>;

/** A reward payment is seen by the owner who made it; anyone else's answers 404. */
export function canSeePayment(actor: Actor, payment: Pick<PaymentRow, 'owner_id'>): boolean {
  return payment.owner_id === actor.id;
}

/** The owner is never credited with (nor paid for) the return of their own bike. */
export function isOwnTheft(userId: string, report: Pick<ReportRow, 'owner_id'>): boolean {
  return report.owner_id === userId;
}
