import { z } from 'zod';
import { emailSchema } from './account.ts';
import { tagUidSchema } from './tag.ts';

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

/**
 * Programming plain tags from the shop's phone (issue #28 item 2, decision 062): a tag is `prepared` (its
 * UID held for the shop, not yet in the inventory), `programmed` (its read-back matched: in the shop's
 * inventory) or `locked` (made read-only afterwards).
 */
export const tagProgrammingStates = ['prepared', 'programmed', 'locked'] as const;
export type TagProgrammingState = (typeof tagProgrammingStates)[number];

/** Body of `POST /api/shop/tags/program/prepare` and `…/lock`: the tag's UID as the phone read it (`04:a2:…` is fine). */
export const tagProgrammingUidSchema = z.object({ uid: tagUidSchema });
export type TagProgrammingUidInput = z.input<typeof tagProgrammingUidSchema>;

/** Body of `POST /api/shop/tags/program/confirm`: the UID and the URL the phone read back from the tag after writing it. */
export const tagProgrammingConfirmSchema = z.object({
  uid: tagUidSchema,
  readBackUrl: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(2048, 'validation.max_length'),
});
export type TagProgrammingConfirmInput = z.input<typeof tagProgrammingConfirmSchema>;

/** A tag the shop is programming or has programmed from its phone, with the URL the tag carries. */
export const tagProgrammingSchema = z.object({
  uid: z.string(),
  /** `plainTagUrl(PUBLIC_URL, uid)`: what to write, and what the read-back must equal. */
  url: z.string(),
  state: z.enum(tagProgrammingStates),
  preparedAt: z.string(),
  programmedAt: z.string().nullable(),
  lockedAt: z.string().nullable(),
});
export type TagProgramming = z.infer<typeof tagProgrammingSchema>;

/** What a phone without Web NFC shows: the URL template for NXP TagWriter's UID mirror. */
export const tagProgrammingTemplateSchema = z.object({
  /** The URL up to the UID (`https://…/nfc/verifica?uid=`). */
  urlPrefix: z.string(),
  /** The prefix followed by the 14 placeholder characters the chip's UID mirror overwrites. */
  urlTemplate: z.string(),
});
export type TagProgrammingTemplate = z.infer<typeof tagProgrammingTemplateSchema>;
