const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id can name a row. Ids that cannot are simply not found (404),
 * like another user's: a client learns nothing from the difference.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
