/**
 * The radius of a Hunter's area, in whole kilometres. In a module without zod: the hunts page reads it for its
 * default and would otherwise load zod with it (issue #27 item 6); `schemas/hunter-area.ts` validates with it.
 */
export const HUNTER_AREA_RADIUS = { min: 1, max: 100, default: 10 } as const;
