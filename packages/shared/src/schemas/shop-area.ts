import { z } from 'zod';
import { emailSchema } from './account.ts';

/**
 * The shop area (issue #8 item 6, `/shop/dashboard`): a shop account's tags,
 * their activation for a customer at sale, and maintenance records written
 * with the bike owner's consent. One schema per request and answer.
 */

/** Body of `POST /api/shop/tags/{id}/activate`: the customer's address, as the shop types it. */
export const shopActivateTagSchema = z.object({ customerEmail: emailSchema });
export type ShopActivateTagInput = z.input<typeof shopActivateTagSchema>;

/** Body of `POST /api/shop/sales/claim`: the token of the invitation link. */
export const shopSaleClaimSchema = z.object({
  token: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(200, 'validation.invalid'),
});

/** Body of `POST /api/bikes/{bikeId}/shop-consents`: the address of the shop's account. */
export const shopConsentGrantSchema = z.object({ shopEmail: emailSchema });
export type ShopConsentGrantInput = z.input<typeof shopConsentGrantSchema>;

/** A tag assigned to the shop, with its sale when the shop activated it for a customer. */
export const shopTagSchema = z.object({
  id: z.string(),
  uid: z.string(),
  status: z.enum(['unassigned', 'assigned', 'lost', 'retired']),
  batch: z.string().nullable(),
  /**
   * The sale, if any: the address the shop typed (only the shop sees it; null 30 days after the customer
   * claimed the tag, issue #26), when, and whether the customer has it.
   */
  sale: z
    .object({
      customerEmail: z.string().nullable(),
      activatedAt: z.string(),
      claimedAt: z.string().nullable(),
    })
    .nullable(),
});
export type ShopTag = z.infer<typeof shopTagSchema>;

/** A bike whose owner lets the shop add maintenance records: enough to recognise it, nothing of the owner but a first name. */
export const shopBikeSchema = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  model: z.string().nullable(),
  color: z.string().nullable(),
  ownerFirstName: z.string(),
  consentGrantedAt: z.string(),
});
export type ShopBike = z.infer<typeof shopBikeSchema>;

/** A shop the owner authorised on one bike, as the owner's bike page lists it. */
export const shopConsentSchema = z.object({
  shopId: z.string(),
  shopName: z.string(),
  shopEmail: z.string(),
  grantedAt: z.string(),
});
export type ShopConsent = z.infer<typeof shopConsentSchema>;

/** What an activation answers: whether the tag is already the customer's, or waits for their sign-up. */
export const shopSaleResultSchema = z.object({
  tag: shopTagSchema,
  /** `claimed`: an account with that address exists and now holds the tag; `invited`: an invitation was mailed. */
  outcome: z.enum(['claimed', 'invited']),
});
export type ShopSaleResult = z.infer<typeof shopSaleResultSchema>;
