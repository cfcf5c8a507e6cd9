import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { apiToken, createBikeViaApi, expect, newPerson, registerViaApi, seriousViolations, signInFresh, test } from './fixtures.js';

/** A photo of one colour with a little noise (a flat colour would compress under the 1 KB minimum); JPEG unless named .png. */
async function writePhoto(dir: string, name: string, width: number, height: number, rgb: [number, number, number]): Promise<string> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = Math.max(0, Math.min(255, (rgb[i % 3] ?? 0) + Math.floor(Math.random() * 40) - 20));
  const file = path.join(dir, name);
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  await (name.endsWith('.png') ? image.png() : image.jpeg({ quality: 85 })).toFile(file);
  return file;
}

/** The `<photoId>` of a stored file's URL (`/media/<bikeId>/<photoId>/<variant>.<ext>`). */
function photoIdOf(src: string | null): string {
  const id = src?.match(/\/media\/[^/]+\/([^/]+)\//)?.[1];
  if (!id) throw new Error(`not a photo URL: ${src}`);
  return id;
}

/** The dashboard's thumbnail of the bike: its main photo. */
async function dashboardThumbnail(page: Page, bikeName: string): Promise<string | null> {
  await page.goto('/dashboard');
  const item = page.getByRole('region', { name: 'Le tue biciclette' }).getByRole('link').filter({ hasText: bikeName });
  return item.locator('img').getAttribute('src');
}

test('an owner uploads two photos, picks the main one, and deletes it: the other becomes main', async ({ page }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-photos-'));
  const landscape = await writePhoto(dir, 'rossa-orizzontale.jpg', 800, 600, [200, 40, 40]);
  const portrait = await writePhoto(dir, 'blu-verticale.jpg', 600, 800, [40, 60, 200]);

  const owner = await registerViaApi(page, newPerson('Ilaria'));
  const bike = await createBikeViaApi(page, await apiToken(page, owner), { name: 'Graziella', brand: 'Carnielli', type: 'city' });
  await signInFresh(page, owner);
  await page.goto(`/bikes/${bike.id}`);

  const photos = page.getByRole('region', { name: 'Foto', exact: true });
  await expect(photos.getByText('Nessuna foto')).toBeVisible();

  const toggle = photos.getByRole('button', { name: 'Aggiungi foto' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(photos.getByText('Puoi aggiungere ancora 5 foto.')).toBeVisible();

  await photos.locator('input[type="file"]').setInputFiles([landscape, portrait]);
  // Each file has its item with a bar; the second waits for the first (one upload at a time).
  await expect(photos.getByRole('progressbar', { name: 'Caricamento di rossa-orizzontale.jpg' })).toBeVisible();
  await expect(photos.getByRole('progressbar', { name: 'Caricamento di blu-verticale.jpg' })).toBeVisible();
  await expect(photos.getByRole('status').filter({ hasText: 'blu-verticale.jpg caricata.' })).toBeAttached();
  await expect(photos.getByRole('progressbar', { name: 'Caricamento di blu-verticale.jpg' })).toHaveAttribute('aria-valuenow', '100');
  // Finished items leave the list after about 3 s.
  await expect(photos.getByRole('progressbar')).toHaveCount(0, { timeout: 8_000 });

  const first = photos.getByRole('button', { name: 'Graziella, foto 1 di 2' });
  const second = photos.getByRole('button', { name: 'Graziella, foto 2 di 2' });
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(second).toHaveAttribute('aria-pressed', 'false');
  await expect(photos.getByRole('img', { name: 'Graziella, foto 1 di 2' }).first()).toBeVisible();
  await expect(photos.getByText('Puoi aggiungere ancora 3 foto.')).toBeVisible();
  const firstId = photoIdOf(await first.locator('img').getAttribute('src'));
  const secondId = photoIdOf(await second.locator('img').getAttribute('src'));

  expect(await seriousViolations(page)).toEqual([]);

  // The first upload is the main photo, on the dashboard too.
  expect(photoIdOf(await dashboardThumbnail(page, 'Graziella'))).toBe(firstId);

  await page.goto(`/bikes/${bike.id}`);
  await photos.getByRole('button', { name: 'Graziella, foto 2 di 2' }).click();
  await expect(photos.getByRole('button', { name: 'Graziella, foto 2 di 2' })).toHaveAttribute('aria-pressed', 'true');
  await photos.getByRole('button', { name: 'Imposta come principale' }).click();
  await expect(page.getByText('Foto principale aggiornata.')).toBeVisible();
  // The new main photo comes first, and is still the one shown.
  await expect(photos.getByText('Foto 1 di 2')).toBeVisible();
  await expect(photos.getByRole('button', { name: 'Imposta come principale' })).toHaveCount(0);
  expect(photoIdOf(await photos.getByRole('button', { name: 'Graziella, foto 1 di 2' }).locator('img').getAttribute('src'))).toBe(secondId);

  expect(photoIdOf(await dashboardThumbnail(page, 'Graziella'))).toBe(secondId);

  await page.goto(`/bikes/${bike.id}`);
  await photos.getByRole('button', { name: 'Elimina', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare questa foto?' });
  await expect(dialog.getByText('È la foto principale')).toBeVisible();
  await dialog.getByRole('button', { name: 'Elimina la foto' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Foto eliminata.')).toBeVisible();

  // One photo left, now the main one; the focus is on it.
  await expect(photos.getByText('Foto 1 di 1')).toBeVisible();
  await expect(photos.getByText('Principale', { exact: true })).toBeVisible();
  await expect(photos.getByRole('button', { name: /Graziella, foto/ })).toHaveCount(0);
  await expect(photos.locator('figure')).toBeFocused();
  expect(photoIdOf(await photos.locator('figure img').last().getAttribute('src'))).toBe(firstId);
  expect(photoIdOf(await dashboardThumbnail(page, 'Graziella'))).toBe(firstId);

  await fs.rm(dir, { recursive: true, force: true });
});

test('files the limits refuse are listed with their reason, before anything is sent', async ({ page }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-photos-'));
  const tooNarrow = await writePhoto(dir, 'stretta.jpg', 300, 900, [40, 160, 60]);
  const notAnImage = path.join(dir, 'note.txt');
  await fs.writeFile(notAnImage, 'not a photo'.repeat(200));

  const owner = await registerViaApi(page, newPerson('Bruno'));
  const bike = await createBikeViaApi(page, await apiToken(page, owner), { name: 'Saltafossi', brand: 'Olmo', type: 'mountain' });
  await signInFresh(page, owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/bikes/${bike.id}`);

  const photos = page.getByRole('region', { name: 'Foto', exact: true });
  await photos.getByRole('button', { name: 'Aggiungi foto' }).click();
  await photos.locator('input[type="file"]').setInputFiles([tooNarrow, notAnImage]);
  // Each reason is listed (and also announced in the live region, hence the listitem role).
  await expect(photos.getByRole('listitem').filter({ hasText: 'note.txt: Formato non supportato. Usa JPEG, PNG o WebP.' })).toBeVisible();
  await expect(photos.getByRole('listitem').filter({ hasText: /^stretta\.jpg: Dimensioni non valide/ })).toBeVisible();
  await expect(photos.getByText('Nessuna foto')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await fs.rm(dir, { recursive: true, force: true });
});

test('a photo above 5 MB is compressed in the browser and then accepted', async ({ page }) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ritrova-photos-'));
  const large = await writePhoto(dir, 'scatto-grande.png', 2400, 1800, [120, 120, 40]);
  expect((await fs.stat(large)).size).toBeGreaterThan(5 * 1024 * 1024);

  const owner = await registerViaApi(page, newPerson('Sara'));
  const token = await apiToken(page, owner);
  const bike = await createBikeViaApi(page, token, { name: 'Corsa', brand: 'Colnago', type: 'road' });
  await signInFresh(page, owner);
  await page.goto(`/bikes/${bike.id}`);

  const photos = page.getByRole('region', { name: 'Foto', exact: true });
  await photos.getByRole('button', { name: 'Aggiungi foto' }).click();
  await photos.locator('input[type="file"]').setInputFiles(large);
  await expect(photos.getByRole('status').filter({ hasText: 'scatto-grande.png caricata.' })).toBeAttached({ timeout: 20_000 });
  await expect(photos.getByText('Foto 1 di 1')).toBeVisible();

  // What arrived is the JPEG the browser made, its longer side 1920 px.
  const res = await page.request.get(`/api/photos/${bike.id}/photos`, { headers: { Authorization: `Bearer ${token}` } });
  const [stored] = ((await res.json()) as { data: { photos: Array<{ format: string; metadata: { width: number; height: number } }> } }).data.photos;
  expect(stored).toMatchObject({ format: 'jpeg', metadata: { width: 1920, height: 1440 } });

  await fs.rm(dir, { recursive: true, force: true });
});
