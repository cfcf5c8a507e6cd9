/**
 * The printable programming sheet of one of the shop's batches (issue #28 item 1: the URL template, NDEF
 * message and memory image for NXP TagWriter or an encoding machine), downloaded from a route under the
 * shop area's API prefix that item 1 adds.
 * NOTE for the merge: null until that route is wired here (e.g. `(batch) => `/api/shop/tags/batches/${…}/provisioning``);
 * while null, the page without Web NFC sends the shop to support for the sheet instead of a link.
 */
export const shopProvisioningSheetPath: ((batch: string) => string) | null = null;
