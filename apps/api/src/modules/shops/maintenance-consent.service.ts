import type { MaintenanceRecord, maintenanceUpdateSchema, ShopBike, ShopConsent } from '@ritrova/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { runTransaction } from '../../lib/transactions.ts';
import type { BikeRow } from '../bikes/index.ts';
import { bikeNotFound, bikesByIds, findBike } from '../bikes/index.ts';
import { addMaintenanceRecord, canKeepMaintenanceLog } from '../maintenance/index.ts';
import type { UserRow } from '../users/index.ts';
import { findUserByEmail, usersByIds } from '../users/index.ts';
import { canReceiveConsent, consentState } from './shop.policy.ts';
import { presentShopBike, presentShopConsent } from './shop.presenter.ts';
import { shopRepository } from './shop.repository.ts';

/** A bike whose log the caller keeps (its owner); anyone else's answers 404. */
async function ownersBike(ctx: AppContext, owner: UserRow, bikeId: string): Promise<BikeRow> {
  const bike = isUuid(bikeId) ? await findBike(ctx.db, bikeId) : undefined;
  if (!bike || !canKeepMaintenanceLog(owner, bike)) throw bikeNotFound();
  return bike;
}

/** The shops the owner lets add maintenance records to one of their bikes. */
export async function listConsents(ctx: AppContext, owner: UserRow, bikeId: string): Promise<ShopConsent[]> {
  const bike = await ownersBike(ctx, owner, bikeId);
  const consents = await shopRepository.listConsentsOfBike(ctx.db, bike.id, owner.id);
  const shops = await usersByIds(
    ctx.db,
    consents.map((c) => c.shop_id),
  );
  return consents.flatMap((c) => {
    const shop = shops.get(c.shop_id);
    return shop ? [presentShopConsent({ shop_id: c.shop_id, granted_at: c.granted_at, nome: shop.nome, cognome: shop.cognome, email: shop.email })] : [];
  });
}

/**
 * The owner lets a shop (named by its account's address) add records to the
 * bike's log. Granting again changes nothing. An address that is not an active
 * shop account answers 404: consent goes to shops only.
 */
export async function grantConsent(ctx: AppContext, owner: UserRow, bikeId: string, shopEmail: string): Promise<ShopConsent[]> {
  const bike = await ownersBike(ctx, owner, bikeId);
  const shop = await findUserByEmail(ctx.db, shopEmail);
  if (!shop || !canReceiveConsent(shop)) throw new AppError(404, 'NOT_FOUND', 'No shop account with this address');
  await runTransaction(ctx.db, (trx) => shopRepository.grantConsent(trx, { bikeId: bike.id, shopId: shop.id, grantedBy: owner.id }, ctx.clock.now()));
  return listConsents(ctx, owner, bike.id);
}

/** The owner withdraws a shop's consent; the shop's records already written stay in the log. */
export async function revokeConsent(ctx: AppContext, owner: UserRow, bikeId: string, shopId: string): Promise<void> {
  const bike = await ownersBike(ctx, owner, bikeId);
  const revoked = isUuid(shopId) && (await shopRepository.revokeConsent(ctx.db, bike.id, shopId, owner.id, ctx.clock.now()));
  if (!revoked) throw new AppError(404, 'NOT_FOUND', 'This shop is not authorised on this bike');
}

/** The bikes whose owners let the shop add maintenance records. */
export async function listConsentedBikes(ctx: AppContext, shop: UserRow): Promise<ShopBike[]> {
  // A consent counts while its granter still owns the bike (the bikes module says who does now).
  const consents = await shopRepository.listActiveConsentsOfShop(ctx.db, shop.id);
  const bikes = await bikesByIds(
    ctx.db,
    consents.map((c) => c.bike_id),
  );
  const counting = consents.flatMap((c) => {
    const bike = bikes.get(c.bike_id);
    return bike && bike.owner_id === c.granted_by ? [{ consent: c, bike }] : [];
  });
  const owners = await usersByIds(
    ctx.db,
    counting.map(({ bike }) => bike.owner_id),
  );
  return counting.flatMap(({ consent, bike }) => {
    const owner = owners.get(bike.owner_id);
    return owner
      ? [
          presentShopBike({
            id: bike.id,
            name: bike.name,
            brand: bike.brand,
            model: bike.model,
            color: bike.color,
            owner_nome: owner.nome,
            granted_at: consent.granted_at,
          }),
        ]
      : [];
  });
}

/**
 * A shop adds a record to a bike's log with the owner's consent; the record
 * carries the shop badge. A bike the shop was never authorised on does not
 * exist for it (404); one whose consent was withdrawn (or whose owner changed)
 * answers 403 CONSENT_REQUIRED.
 */
export async function recordShopMaintenance(
  ctx: AppContext,
  shop: UserRow,
  bikeId: string,
  input: z.output<typeof maintenanceUpdateSchema>,
): Promise<MaintenanceRecord> {
  const bike = isUuid(bikeId) ? await findBike(ctx.db, bikeId) : undefined;
  const state = bike
    ? consentState(
        (await shopRepository.findActiveConsent(ctx.db, bike.id, shop.id, bike.owner_id)) !== undefined,
        await shopRepository.hadConsent(ctx.db, bike.id, shop.id),
      )
    : 'none';
  if (!bike || state === 'none') throw bikeNotFound();
  if (state === 'revoked') throw new AppError(403, 'CONSENT_REQUIRED', "The bike's owner has not authorised your shop");
  // The shop can neither change nor delete the record afterwards (only its owner's log shows it).
  return { ...(await addMaintenanceRecord(ctx, shop, bike, input)), editable: false };
}

/** For the purge of a deleted account (privacy/account-retention.ts): the consents it granted to shops go. */
export function forgetConsentsGrantedBy(trx: Db, ownerId: string): Promise<number> {
  return shopRepository.deleteConsentsGrantedBy(trx, ownerId);
}
