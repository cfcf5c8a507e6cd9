import { describe, expect, it } from 'vitest';
import { FieldValidationError } from '../field-errors.ts';
import { parseSightingFields } from './sighting.ts';
import { sightingReportSchema } from './tag.ts';

const uid = '04A1B2C3D4E5F6';

function refused(fields: Record<string, string>) {
  try {
    parseSightingFields(fields);
  } catch (err) {
    if (err instanceof FieldValidationError) return err.fields;
    throw err;
  }
  throw new Error('the fields were accepted');
}

describe('parseSightingFields', () => {
  it('gives what the same sighting sent as JSON gives', () => {
    const form = parseSightingFields({
      uid: '04:a1:b2:c3:d4:e5:f6',
      latitude: '45.4642',
      longitude: ' 9.19 ',
      accuracy: '12.5',
      shareExact: 'on',
      contactConsent: 'true',
      contactEmail: 'finder@example.com',
      note: 'Legata al palo',
      scanId: '42',
    });
    const json = sightingReportSchema.parse({
      uid: '04:a1:b2:c3:d4:e5:f6',
      location: { latitude: 45.4642, longitude: 9.19, accuracy: 12.5 },
      shareExact: true,
      contactConsent: true,
      contactEmail: 'finder@example.com',
      note: 'Legata al palo',
      scanId: '42',
    });
    expect(form).toEqual(json);
  });

  it('reads an unchecked box, empty inputs and unknown fields as not sent', () => {
    expect(parseSightingFields({ uid, note: '', contactEmail: ' ', latitude: '', longitude: '', scanId: '', submit: 'Invia' })).toEqual({
      uid,
      shareExact: false,
      contactConsent: false,
    });
    expect(parseSightingFields({ uid, shareExact: 'false', contactConsent: 'off' })).toMatchObject({ shareExact: false, contactConsent: false });
  });

  it('names each refused form field with its validation key', () => {
    expect(refused({ uid, latitude: '45,5', longitude: '9.1', shareExact: 'maybe' })).toEqual([
      { field: 'shareExact', i18nKey: 'validation.invalid_choice', message: 'shareExact: is not one of the allowed values' },
      { field: 'latitude', i18nKey: 'validation.number', message: 'latitude: must be a whole number' },
    ]);
    expect(refused({ uid, latitude: '95', longitude: '9.1' })).toEqual([expect.objectContaining({ field: 'latitude', i18nKey: 'validation.max_value' })]);
    // A point needs both coordinates.
    expect(refused({ uid, latitude: '45.1' }).map((f) => f.field)).toEqual(['longitude']);
    expect(
      refused({ uid: '', contactEmail: 'nope', note: 'x'.repeat(1001) })
        .map((f) => f.field)
        .sort(),
    ).toEqual(['contactEmail', 'note', 'uid']);
  });

  it('refuses a NUL byte or a lone surrogate in any text', () => {
    expect(refused({ uid, note: 'a\u0000b' })).toEqual([expect.objectContaining({ field: 'note', i18nKey: 'validation.invalid_characters' })]);
    expect(refused({ uid, note: 'a\uD800b' })).toEqual([expect.objectContaining({ field: 'note', i18nKey: 'validation.invalid_characters' })]);
    expect(parseSightingFields({ uid, note: 'bici 🚲' }).note).toBe('bici 🚲');
  });
});
