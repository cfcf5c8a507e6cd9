import type { IncomingTransfer } from '@ritrova/shared';
import type { BikeRow } from '../bikes/index.ts';
import type { TransferRow } from './transfer.repository.ts';

/** A pending transfer whose time ran out reads as expired even before housekeeping marks it. */
export function effectiveStatus(transfer: Pick<TransferRow, 'status' | 'expires_at'>, now: Date): TransferRow['status'] {
  return transfer.status === 'pending' && transfer.expires_at <= now ? 'expired' : transfer.status;
}

/** A transfer as its recipient sees it: the bike, never who is giving it away. */
export function presentIncomingTransfer(
  transfer: Pick<TransferRow, 'id' | 'status' | 'created_at' | 'expires_at'>,
  bike: Pick<BikeRow, 'name' | 'brand' | 'model' | 'type' | 'color'>,
  now: Date,
): IncomingTransfer {
  return {
    id: transfer.id,
    status: effectiveStatus(transfer, now),
    createdAt: transfer.created_at.toISOString(),
    expiresAt: transfer.expires_at.toISOString(),
    bike: { name: bike.name, brand: bike.brand, model: bike.model, type: bike.type, color: bike.color },
  };
}
