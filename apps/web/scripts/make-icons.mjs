// Renders the app icons and the social preview image from public/favicon.svg
// (the project's own drawing) with sharp. Run after changing the drawing:
//   node apps/web/scripts/make-icons.mjs
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const publicDir = new URL('../public/', import.meta.url);
const svg = await readFile(new URL('favicon.svg', publicDir));

for (const [file, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
]) {
  await writeFile(new URL(file, publicDir), await sharp(svg, { density: 600 }).resize(size, size).png().toBuffer());
}

// Maskable: the drawing inside the safe zone (80%) on the brand colour.
const inner = await sharp(svg, { density: 600 }).resize(410, 410).png().toBuffer();
await writeFile(
  new URL('icon-maskable-512.png', publicDir),
  await sharp({ create: { width: 512, height: 512, channels: 4, background: '#047857' } })
    .composite([{ input: inner, gravity: 'center' }])
    .png()
    .toBuffer(),
);

// Open Graph preview, 1200×630.
const mark = await sharp(svg, { density: 600 }).resize(300, 300).png().toBuffer();
const text = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <rect width="1200" height="630" fill="#ecfdf5"/>
  <text x="460" y="290" font-family="DejaVu Sans, Arial, sans-serif" font-size="96" font-weight="700" fill="#064e3b">Ritrova</text>
  <text x="460" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#065f46">La tua bici protetta da un tag NFC</text>
  <text x="460" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#065f46">e da una community di Hunter</text>
</svg>`);
await writeFile(
  new URL('og-image.png', publicDir),
  await sharp(text)
    .composite([{ input: mark, left: 110, top: 165 }])
    .png({ compressionLevel: 9 })
    .toBuffer(),
);
console.log('icons written to apps/web/public');
