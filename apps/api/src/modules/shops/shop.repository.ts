import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { MaintenanceConsentsTable, ShopSalesTable } from '../../db/schema.ts';

export type ShopSaleRow = Selectable<ShopSalesTable>;
export type MaintenanceConsentRow = Selectable<MaintenanceConsentsTable>;

/** SQL for the shop area (sales of tags, maintenance consents); the rules live in the services. */
export const shopRepository = {
  /** The sales of these tags (a tag is sold once at most). */
  salesOfTags(db: Db, tagIds: readonly string[]): Promise<ShopSaleRow[]> {
    if (tagIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('shop_sales').selectAll().where('tag_id', 'in', tagIds).execute();
  },

  findSaleOfTag(db: Db, tagId: string): Promise<ShopSaleRow | undefined> {
    return db.selectFrom('shop_sales').selectAll().where('tag_id', '=', tagId).executeTakeFirst();
  },

  insertSale(
    db: Db,
    sale: { tagId: string; shopId: string; customerEmail: string; tokenHash: Buffer; claimedBy: string | null },
    now: Date,
  ): Promise<ShopSaleRow> {
    return db
      .insertInto('shop_sales')
      .values({
        tag_id: sale.tagId,
        shop_id: sale.shopId,
        customer_email: sale.customerEmail,
        token_hash: sale.tokenHash,
        claimed_by: sale.claimedBy,
        claimed_at: sale.claimedBy ? now : null,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  /** The sales still waiting for an address, locked (concurrent sign-ins skip them); their tags are the tags module's. */
  lockOpenSalesFor(db: Db, email: string) {
    return db
      .selectFrom('shop_sales')
      .select(['id', 'tag_id'])
      .where('customer_email', '=', email)
      .where('claimed_at', 'is', null)
      .forUpdate()
      .skipLocked()
      .execute();
  },

  lockSaleByTokenHash(db: Db, tokenHash: Buffer): Promise<ShopSaleRow | undefined> {
    return db.selectFrom('shop_sales').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
  },

  async markSaleClaimed(db: Db, saleId: string, userId: string, now: Date): Promise<void> {
    await db.updateTable('shop_sales').set({ claimed_at: now, claimed_by: userId }).where('id', '=', saleId).execute();
  },

  /** Clears the customer's address of every sale made to it or claimed by the account (erasure); how many. */
  async clearCustomerAddress(db: Db, customer: { userId: string; email: string }): Promise<number> {
    const result = await db
      .updateTable('shop_sales')
      .set({ customer_email: null })
      .where((eb) => eb.or([eb('customer_email', '=', customer.email.toLowerCase()), eb('claimed_by', '=', customer.userId)]))
      .where('customer_email', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Deletes every consent an owner granted, revoked ones too (erasure of the owner); how many. */
  async deleteConsentsGrantedBy(db: Db, ownerId: string): Promise<number> {
    const result = await db.deleteFrom('maintenance_consents').where('granted_by', '=', ownerId).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  /** The active consent of a shop on a bike: not revoked, and granted by `ownerId` (the bike's current owner, as the caller read it). */
  findActiveConsent(db: Db, bikeId: string, shopId: string, ownerId: string): Promise<MaintenanceConsentRow | undefined> {
    return db
      .selectFrom('maintenance_consents')
      .selectAll()
      .where('bike_id', '=', bikeId)
      .where('shop_id', '=', shopId)
      .where('granted_by', '=', ownerId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
  },

  /** Whether the shop ever had a consent on the bike (revoked, or granted by a previous owner). */
  async hadConsent(db: Db, bikeId: string, shopId: string): Promise<boolean> {
    const row = await db
      .selectFrom('maintenance_consents')
      .select('id')
      .where('bike_id', '=', bikeId)
      .where('shop_id', '=', shopId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Grants a consent; a consent already active is kept as it is (same row, same date). */
  async grantConsent(db: Db, consent: { bikeId: string; shopId: string; grantedBy: string }, now: Date): Promise<void> {
    // NOTE: a consent left active by a previous owner would block the partial unique index; it no longer counts, so it ends here.
    await db
      .updateTable('maintenance_consents')
      .set({ revoked_at: now })
      .where('bike_id', '=', consent.bikeId)
      .where('shop_id', '=', consent.shopId)
      .where('granted_by', '<>', consent.grantedBy)
      .where('revoked_at', 'is', null)
      .execute();
    await db
      .insertInto('maintenance_consents')
      .values({ bike_id: consent.bikeId, shop_id: consent.shopId, granted_by: consent.grantedBy, granted_at: now })
      .onConflict((oc) => oc.columns(['bike_id', 'shop_id']).where('revoked_at', 'is', null).doNothing())
      .execute();
  },

  /** Revokes the owner's active consent for a shop; false when there was none. */
  async revokeConsent(db: Db, bikeId: string, shopId: string, ownerId: string, now: Date): Promise<boolean> {
    const rows = await db
      .updateTable('maintenance_consents')
      .set({ revoked_at: now })
      .where('bike_id', '=', bikeId)
      .where('shop_id', '=', shopId)
      .where('granted_by', '=', ownerId)
      .where('revoked_at', 'is', null)
      .returning('id')
      .execute();
    return rows.length > 0;
  },

  /** The owner's active consents on a bike (their shops are the users module's), the most recent first. */
  listConsentsOfBike(db: Db, bikeId: string, ownerId: string): Promise<MaintenanceConsentRow[]> {
    return db
      .selectFrom('maintenance_consents')
      .selectAll()
      .where('bike_id', '=', bikeId)
      .where('granted_by', '=', ownerId)
      .where('revoked_at', 'is', null)
      .orderBy('granted_at', 'desc')
      .execute();
  },

  /** The shop's active consents, the most recent first (whether each still counts — granted by the bike's current owner — is the service's to tell). */
  listActiveConsentsOfShop(db: Db, shopId: string): Promise<MaintenanceConsentRow[]> {
    return db
      .selectFrom('maintenance_consents')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('revoked_at', 'is', null)
      .orderBy('granted_at', 'desc')
      .execute();
  },

  /** Clears the customer's address of at most `limit` sales claimed at or before `before`, skipping locked ones (retention, issue #26); how many. */
  async clearAddressesClaimedBefore(db: Db, before: Date, limit: number): Promise<number> {
    const result = await db
      .updateTable('shop_sales')
      .set({ customer_email: null })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('shop_sales')
          .select('id')
          .where('customer_email', 'is not', null)
          .where('claimed_at', '<=', before)
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  },
};
