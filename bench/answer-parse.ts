import { performance } from 'node:perf_hooks';
import { apiAnswers } from '@ritrova/shared/api';

/**
 * What checking an answer against its schema would cost the browser (decision 070): `GET /api/bikes/:id`
 * parsed by its zod schema, for a bike with 3 tags, 8 photos, 4 owners in its history and a pending
 * transfer, as `JSON.parse` gives it; the first parse (zod builds its checks then) and the median of
 * 2,000 after it, beside `JSON.parse` of the same text. Prints figures; asserts nothing.
 */
export function reportAnswerParse(): void {
  const bike = {
    id: 'b8a1c2d3-0000-4000-8000-000000000001',
    _id: 'b8a1c2d3-0000-4000-8000-000000000001',
    name: 'Bici di città',
    brand: 'Bianchi',
    model: 'Spillo',
    type: 'city',
    color: 'celeste',
    secondColor: null,
    year: 2022,
    frameSize: 'M',
    serialNumber: 'WTU1234567',
    notes: 'Cestino davanti, campanello rosso.',
    purchaseValueCents: 65_000,
    status: 'active',
    reward: 0,
    stolenInfo: null,
    tags: [{ uid: '04A1B2C3D4E5F6' }, { uid: '04A1B2C3D4E5F7' }, { uid: '04A1B2C3D4E5F8' }],
    tagId: '04A1B2C3D4E5F6',
    photos: Array.from({ length: 8 }, (_, i) => ({ id: `p${i}`, thumbnailUrl: `/api/photos/file/p${i}-thumb.webp?sig=abcdef`, isMain: i === 0 })),
    mainPhoto: '/api/photos/file/p0.webp?sig=abcdef',
    owner: 'u1',
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ownershipHistory: Array.from({ length: 4 }, (_, i) => ({
      startedAt: `202${i}-01-01T00:00:00.000Z`,
      endedAt: i === 3 ? null : `202${i + 1}-01-01T00:00:00.000Z`,
      via: i === 0 ? 'registration' : 'transfer',
    })),
    pendingTransfer: { id: 't1', toEmail: 'anna@example.com', expiresAt: '2026-12-10T10:00:00.000Z', createdAt: '2026-11-26T10:00:00.000Z' },
    deleteBlockedBy: null,
  };
  const text = JSON.stringify({ success: true, bike, data: bike, message: 'OK' });
  const schema = apiAnswers['GET /api/bikes/:id'];
  const t0 = performance.now();
  schema.parse(JSON.parse(text));
  const firstMs = performance.now() - t0;
  const median = (run: () => void) => {
    const times: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const t = performance.now();
      run();
      times.push(performance.now() - t);
    }
    return (times.sort((a, b) => a - b)[1000] ?? 0) * 1000;
  };
  const parsed = JSON.parse(text);
  const zodUs = median(() => schema.parse(parsed));
  const jsonUs = median(() => JSON.parse(text));
  console.log('\n## Answer check (zod parse of GET /api/bikes/:id, decision 070)');
  console.log(
    `answer: ${text.length} bytes; first zod parse: ${firstMs.toFixed(2)} ms; then median ${zodUs.toFixed(1)} µs per parse (JSON.parse of the text: ${jsonUs.toFixed(1)} µs)`,
  );
}
