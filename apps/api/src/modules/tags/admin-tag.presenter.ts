import type { AdminTag } from '@ritrova/shared';
import type { InventoryTagRow } from './admin-tag.repository.ts';

const fullName = (nome: string | null, cognome: string | null) => [nome, cognome].filter(Boolean).join(' ').trim();

/** A tag in the admin's inventory: the owner's e-mail and name, the shop's name; nothing else of either account. */
export function presentAdminTag(tag: InventoryTagRow): AdminTag {
  return {
    id: tag.id,
    uid: tag.uid,
    status: tag.status,
    batch: tag.batch,
    chip: tag.chip,
    ownerId: tag.owner_id,
    bikeId: tag.bike_id,
    owner: tag.owner_id && tag.owner_email ? { email: tag.owner_email, name: fullName(tag.owner_nome, tag.owner_cognome) } : null,
    shop: tag.shop_id ? { id: tag.shop_id, name: fullName(tag.shop_nome, tag.shop_cognome) } : null,
    createdAt: tag.created_at.toISOString(),
    assignedAt: tag.assigned_at?.toISOString() ?? null,
  };
}
