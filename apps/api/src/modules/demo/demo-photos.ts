import sharp from 'sharp';
import type { Db } from '../../db/database.ts';
import type { Storage } from '../../lib/storage.ts';
import { processImage, seedBikePhoto, storeImage } from '../photos/index.ts';

/** A generated picture of a bicycle (no download): a coloured backdrop and a line drawing. */
async function bikePicture(background: string, frame: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <rect width="1200" height="800" fill="${background}"/>
    <rect y="620" width="1200" height="180" fill="#00000022"/>
    <g fill="none" stroke="#1f2937" stroke-width="18">
      <circle cx="330" cy="520" r="170"/><circle cx="870" cy="520" r="170"/>
    </g>
    <g fill="none" stroke="${frame}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round">
      <path d="M330 520 L500 300 L760 300 L870 520 M500 300 L600 520 L330 520 M600 520 L760 300 M740 240 L790 240 M760 300 L745 240 M470 250 L560 250 M500 300 L485 250"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

const palette: Record<string, [string, string]> = {
  'La bici di città': ['#dbeafe', '#1d4ed8'],
  'Corsa della domenica': ['#fee2e2', '#b91c1c'],
  'E-bike per il lavoro': ['#dcfce7', '#15803d'],
};

/** Gives a demo bike a main photo, processed and stored like an upload. */
export async function seedDemoPhoto(db: Db, storage: Storage, bike: { id: string; name: string; owner_id: string }): Promise<void> {
  const [background, frame] = palette[bike.name] ?? ['#f1f5f9', '#334155'];
  const image = await processImage(await bikePicture(background, frame));
  const id = crypto.randomUUID();
  await storeImage(storage, `${bike.id}/${id}`, image);
  await seedBikePhoto(db, {
    id,
    bike_id: bike.id,
    uploaded_by: bike.owner_id,
    filename: `${bike.name}.jpg`,
    format: image.format,
    width: image.width,
    height: image.height,
    bytes: image.original.length,
    is_main: true,
  });
}
