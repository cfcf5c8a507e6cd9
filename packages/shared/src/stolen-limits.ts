/**
 * The stolen bikes' list filters, in a module without zod: pages read them without loading the schemas
 * (issue #27 item 6).
 */

/** The radius of an area filter, in kilometres, and its default. */
export const STOLEN_RADIUS_KM = { min: 1, max: 200, default: 10 } as const;
export const STOLEN_PAGE_SIZE = 12;
