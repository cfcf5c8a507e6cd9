import type { RecipientId, RetentionPeriod } from '@ritrova/shared';
import type { ParseKeys } from 'i18next';

/**
 * The words of the privacy page's retention and recipients sections, read from the retention table
 * (`retentionPolicy`, `recipientIds` in @ritrova/shared) and the `privacy` namespace. Plain functions
 * of a translation function, so the page and the generator of docs/privacy.md say the same.
 */

/**
 * A translation function of the `privacy` namespace (i18next's `t`, or the docs generator's): its keys are the
 * namespace's, checked by the type system where the texts are typed (the web app, src/i18next.d.ts).
 */
export type Translate = (key: ParseKeys<'privacy'>, options?: Record<string, unknown>) => string;

/**
 * How long a rule keeps its data: "30 giorni da quando vengono registrati", "6 months after the theft
 * ends", "失窃结束后 6 个月" (the unit in the language's plural form); a count of zero is the moment
 * itself ("When the theft ends …").
 */
export function retentionPeriodText(t: Translate, { count, unit, after }: RetentionPeriod): string {
  if (count === 0) return t(`retention.clock.${after}.at`);
  return t('period.after', { duration: t(`period.${unit}`, { count }), clock: t(`retention.clock.${after}.after`) });
}

/** OpenStreetMap's tile server: the default of MAP_TILE_PROVIDER, described by `privacy:recipients.map_tiles.*`. */
export const DEFAULT_MAP_TILE_PROVIDER = 'OpenStreetMap Foundation (United Kingdom)';

export interface RecipientTexts {
  name: string;
  receives: string;
  where: string;
  safeguard: string;
}

/**
 * Who a recipient is, what it receives, where and on what safeguard. The map tiles' recipient is the
 * provider the server is configured with (MAP_TILE_PROVIDER, "name (where)"): OpenStreetMap's own
 * details hold only for OpenStreetMap; another provider is named as configured, with the promise
 * that binds any provider we choose. Unknown (no configuration yet): the default's texts.
 */
export function recipientTexts(t: Translate, id: RecipientId, mapTileProvider?: string): RecipientTexts {
  const texts = (field: 'name' | 'receives' | 'where' | 'safeguard') => t(`recipients.${id}.${field}`);
  if (id === 'map_tiles' && mapTileProvider && mapTileProvider !== DEFAULT_MAP_TILE_PROVIDER) {
    return {
      name: mapTileProvider,
      receives: texts('receives'),
      where: t('recipients.map_tiles.configured_where'),
      safeguard: t('recipients.map_tiles.configured_safeguard'),
    };
  }
  return { name: texts('name'), receives: texts('receives'), where: texts('where'), safeguard: texts('safeguard') };
}
