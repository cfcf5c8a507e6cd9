import type { OwnTag, ShopSaleResult, ShopTag } from '@ritrova/shared';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { hashToken, randomToken } from '../../lib/secrets.ts';
import { runTransaction } from '../../lib/transactions.ts';
import type { TagRow } from '../tags/index.ts';
import { claimTag, lockTag, presentOwnTag, tagOfShop, tagsByIds, tagsHeldBy, tagsOfShop } from '../tags/index.ts';
import type { UserRow } from '../users/index.ts';
import { canSignIn, findUserByEmail } from '../users/index.ts';
import { hasClaimedSale, provesSaleAddress, saleRefusal } from './shop.policy.ts';
import { presentShopTag, shopName } from './shop.presenter.ts';
import { shopRepository } from './shop.repository.ts';

/** The tags assigned to a shop, with their sales. */
export async function listShopTags(ctx: AppContext, shopId: string): Promise<ShopTag[]> {
  return (await withSales(ctx.db, await tagsOfShop(ctx.db, shopId))).map(presentShopTag);
}

/** The shop's tags, each with its sale if there is one (the tags are the tags module's, the sales the shop's). */
async function withSales(db: Db, tags: TagRow[]) {
  const sales = new Map(
    (
      await shopRepository.salesOfTags(
        db,
        tags.map((tag) => tag.id),
      )
    ).map((sale) => [sale.tag_id, sale]),
  );
  return tags.map((tag) => {
    const sale = sales.get(tag.id);
    return { ...tag, customer_email: sale?.customer_email ?? null, sold_at: sale?.created_at ?? null, claimed_at: sale?.claimed_at ?? null };
  });
}

/**
 * Activates a tag of the shop for a customer at sale. An account that has
 * proven the address gets the tag at once (and a mail saying so); otherwise an
 * invitation is mailed and the tag waits for the address to be proven
 * (`claimShopSales`) or for the mailed link (`claimSaleByToken`).
 */
export async function activateTagForCustomer(ctx: AppContext, shop: UserRow, tagId: string, customerEmail: string): Promise<ShopSaleResult> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    const tag = isUuid(tagId) ? await lockTag(trx, tagId) : undefined;
    const sold = tag ? (await shopRepository.findSaleOfTag(trx, tag.id)) !== undefined : false;
    const refusal = saleRefusal(shop, tag, sold);
    if (refusal === 'TAG_NOT_IN_SHOP') throw new AppError(400, refusal, 'This tag is not assigned to your shop');
    if (refusal || !tag) throw new AppError(409, 'TAG_UNAVAILABLE', 'This tag has already been sold or is no longer in service');

    const customer = await findUserByEmail(trx, customerEmail);
    const receiver = customer && canSignIn(customer) && provesSaleAddress(customer, customerEmail) ? customer : null;
    const token = randomToken();
    if (receiver) {
      const claimed = await claimTag(trx, tag.uid, receiver.id, now);
      if (!claimed) throw new Error(`tag ${tag.uid} could not be claimed under its lock`);
    }
    await shopRepository.insertSale(trx, { tagId: tag.id, shopId: shop.id, customerEmail, tokenHash: hashToken(token), claimedBy: receiver?.id ?? null }, now);
    await ctx.jobs.sendMail(
      receiver
        ? {
            template: 'shopTagActivated',
            language: receiver.language,
            to: receiver.email,
            params: { nome: receiver.nome, link: `${ctx.config.publicUrl}/dashboard`, shop: shopName(shop) },
          }
        : {
            // The customer's language is unknown: the shop's own is the best guess (they just spoke).
            template: 'shopTagInvitation',
            language: shop.language,
            to: customerEmail,
            params: { nome: '', link: `${ctx.config.publicUrl}/register?sale=${encodeURIComponent(token)}`, shop: shopName(shop) },
          },
      { trx },
    );
    const ofShop = await tagOfShop(trx, shop.id, tag.id);
    const [shopTag] = ofShop ? await withSales(trx, [ofShop]) : [];
    if (!shopTag) throw new Error(`tag ${tag.id} left shop ${shop.id}`);
    return { tag: presentShopTag(shopTag), outcome: receiver ? ('claimed' as const) : ('invited' as const) };
  });
}

/**
 * The retention job's `transfer_addresses` rule (issue #26): clears the customer's address of a batch of
 * sales claimed at or before `before` (the shop still sees the sale and when it was claimed); how many.
 */
export function clearSaleAddresses(db: Db, before: Date, limit: number): Promise<number> {
  return shopRepository.clearAddressesClaimedBefore(db, before, limit);
}

/**
 * Gives an account the tags sold to its address while it waited: called at every
 * sign-in and when the address is confirmed. Does nothing until the address is
 * verified; a tag that meanwhile went to someone else (scanned and claimed) stays theirs.
 */
export async function claimShopSales(db: Db, user: UserRow, now: Date): Promise<TagRow[]> {
  if (!user.email_verified_at || !canSignIn(user)) return [];
  const claimAll = async (trx: Db) => {
    const claimed: TagRow[] = [];
    const sales = await shopRepository.lockOpenSalesFor(trx, user.email.toLowerCase());
    const tags = await tagsByIds(
      trx,
      sales.map((sale) => sale.tag_id),
    );
    for (const sale of sales) {
      const uid = tags.get(sale.tag_id)?.uid;
      if (!uid) continue;
      const tag = await claimTag(trx, uid, user.id, now);
      if (!tag) continue;
      await shopRepository.markSaleClaimed(trx, sale.id, user.id, now);
      claimed.push(tag);
    }
    return claimed;
  };
  // NOTE: some sign-ins start the session inside their own transaction; this joins it.
  return db.isTransaction ? claimAll(db) : runTransaction(db, claimAll);
}

/**
 * Claims a sold tag with the invitation link's token, for the signed-in account.
 * NOTE: any account may use the token, whatever its address: the token reached
 * the mailbox the shop typed, so whoever holds it is the customer (who may
 * already have an account under another address). Claiming again is a no-op for
 * the same account; another account is refused once the sale is claimed.
 */
export async function claimSaleByToken(ctx: AppContext, user: UserRow, token: string): Promise<OwnTag> {
  const now = ctx.clock.now();
  return runTransaction(ctx.db, async (trx) => {
    const locked = await shopRepository.lockSaleByTokenHash(trx, hashToken(token));
    const saleTag = locked && (await tagsByIds(trx, [locked.tag_id])).get(locked.tag_id);
    const sale = locked && saleTag ? { ...locked, uid: saleTag.uid, tag_owner_id: saleTag.owner_id } : undefined;
    if (!sale) throw new AppError(404, 'NOT_FOUND', 'Invitation not found');
    if (sale.claimed_at === null) {
      const tag = await claimTag(trx, sale.uid, user.id, now);
      if (!tag) throw new AppError(409, 'TAG_UNAVAILABLE', 'This tag is no longer available');
      await shopRepository.markSaleClaimed(trx, sale.id, user.id, now);
    } else if (!hasClaimedSale(user, sale)) {
      throw new AppError(409, 'TAG_OWNED_BY_OTHER', 'This tag is already registered to another account');
    }
    const [own] = await tagsHeldBy(trx, user.id, { uid: sale.uid });
    if (!own) throw new Error(`claimed tag ${sale.uid} is not on the account`);
    return presentOwnTag(own);
  });
}

/**
 * For the deletion of an account (privacy/erasure.ts `pseudonymiseAccount`), in its transaction: the
 * sales made to its address, or claimed by it, lose the address (the shop keeps the sale, its dates and
 * the tag); a sale still waiting for that address waits for nobody now.
 */
export function forgetSaleAddress(trx: Db, customer: { userId: string; email: string }): Promise<number> {
  return shopRepository.clearCustomerAddress(trx, customer);
}
