import type { BikeRecord, TagChip } from '@ritrova/shared';

/** A chip as its maker names it (what a shop or an officer would look up): NTAG213, NTAG 424 DNA. */
export function chipName(chip: TagChip): { name: string; secure: boolean } {
  if (chip === 'ntag424') return { name: 'NTAG 424 DNA', secure: true };
  return { name: chip.toUpperCase(), secure: false };
}

/** The frame's colours on one line ("celeste / nero"), or null when none was given. */
export function frameColours(color: string | null, secondColor: string | null): string | null {
  const colours = [color, secondColor].filter((c): c is string => Boolean(c));
  return colours.length > 0 ? colours.join(' / ') : null;
}

/** The sheet's photos: the main one printed large, the others small beside each other. */
export function sheetPhotos(photos: BikeRecord['photos']): { main: BikeRecord['photos'][number] | null; others: BikeRecord['photos'] } {
  const main = photos.find((p) => p.isMain) ?? photos[0] ?? null;
  return { main, others: photos.filter((p) => p !== main) };
}
