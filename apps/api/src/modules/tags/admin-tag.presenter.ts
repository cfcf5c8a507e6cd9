import type { AdminTag, AdminTagScan } from '@ritrova/shared';
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

/** About 100 m: enough to see where a tag was read, not which door. */
export const roundCoordinate = (value: number) => Math.round(value * 1000) / 1000;

/** A scan for the admins: the scanner as "Nome I.", the position rounded. */
export function presentAdminTagScan(scan: {
  id: number;
  scanned_at: Date;
  result: string;
  authenticity: AdminTagScan['authenticity'];
  latitude: number | null;
  longitude: number | null;
  scanner_id: string | null;
  scanner_nome: string | null;
  scanner_cognome: string | null;
}): AdminTagScan {
  const initial = scan.scanner_cognome?.trim().charAt(0);
  return {
    id: Number(scan.id),
    scannedAt: scan.scanned_at.toISOString(),
    result: scan.result,
    authenticity: scan.authenticity,
    scanner: scan.scanner_id && scan.scanner_nome ? `${scan.scanner_nome}${initial ? ` ${initial.toUpperCase()}.` : ''}` : null,
    position:
      scan.latitude !== null && scan.longitude !== null ? { latitude: roundCoordinate(scan.latitude), longitude: roundCoordinate(scan.longitude) } : null,
  };
}
