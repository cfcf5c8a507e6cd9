import type { ShopBike, ShopConsent, ShopTag } from '@ritrova/shared';
import type { TagRow } from '../tags/index.ts';
import type { UserRow } from '../users/index.ts';

/** How a shop account is named to customers: its account's name, else its address. */
export function shopName(shop: Pick<UserRow, 'nome' | 'cognome' | 'email'>): string {
  return (
    [shop.nome, shop.cognome]
      .map((part) => part?.trim())
      .filter(Boolean)
      .join(' ') || shop.email
  );
}

/**
 * A tag as its shop sees it. The customer's address is the one the shop itself
 * typed at the sale; whoever holds the tag now is not shown.
 */
export function presentShopTag(
  row: Pick<TagRow, 'id' | 'uid' | 'status' | 'batch'> & {
    customer_email: string | null;
    sold_at: Date | null;
    claimed_at: Date | null;
  },
): ShopTag {
  return {
    id: row.id,
    uid: row.uid,
    status: row.status,
    batch: row.batch,
    // NOTE: a sale's address is cleared 30 days after it was claimed (issue #26): the sale stays without it.
    sale: row.sold_at ? { customerEmail: row.customer_email, activatedAt: row.sold_at.toISOString(), claimedAt: row.claimed_at?.toISOString() ?? null } : null,
  };
}

/** A consented bike for the shop: what identifies it at the counter, the owner's first name only. */
export function presentShopBike(row: {
  id: string;
  name: string;
  brand: string;
  model: string | null;
  color: string | null;
  owner_nome: string;
  granted_at: Date;
}): ShopBike {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    model: row.model,
    color: row.color,
    ownerFirstName: row.owner_nome,
    consentGrantedAt: row.granted_at.toISOString(),
  };
}

/** An authorised shop as the bike's owner sees it. */
export function presentShopConsent(row: { shop_id: string; granted_at: Date; nome: string; cognome: string; email: string }): ShopConsent {
  return { shopId: row.shop_id, shopName: shopName(row), shopEmail: row.email, grantedAt: row.granted_at.toISOString() };
}
