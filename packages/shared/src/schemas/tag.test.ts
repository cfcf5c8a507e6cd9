import { describe, expect, it } from 'vitest';
import { locationSchema } from './tag.ts';

describe('locationSchema', () => {
  it('keeps the accuracy in whole metres, so a vanishing value is 0 rather than a number the database cannot hold', () => {
    expect(locationSchema.parse({ latitude: 45.46, longitude: 9.19, accuracy: 12.4 }).accuracy).toBe(12);
    expect(locationSchema.parse({ latitude: 45.46, longitude: 9.19, accuracy: 5e-324 }).accuracy).toBe(0);
  });

  it('refuses an accuracy below 0 or above 100 km', () => {
    expect(locationSchema.safeParse({ latitude: 45.46, longitude: 9.19, accuracy: -1 }).success).toBe(false);
    expect(locationSchema.safeParse({ latitude: 45.46, longitude: 9.19, accuracy: 100_001 }).success).toBe(false);
  });
});
