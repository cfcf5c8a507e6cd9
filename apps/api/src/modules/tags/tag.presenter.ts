import type { OwnTag } from '@ritrova/shared';
import type { TagRow } from './tag-row.ts';

/** A tag as its owner sees it (spec §3 Tag). */
export function presentOwnTag(tag: TagRow & { bike_name?: string | null }): OwnTag {
  return {
    id: tag.id,
    _id: tag.id,
    uid: tag.uid,
    status: tag.status === 'lost' ? 'lost' : 'assigned',
    type: 'nfc',
    bikeId: tag.bike_id,
    bike: tag.bike_id ? { id: tag.bike_id, name: tag.bike_name ?? '' } : null,
    assignedTo: { assignedAt: (tag.assigned_at ?? tag.created_at).toISOString() },
    attachedAt: tag.attached_at?.toISOString() ?? null,
  };
}
