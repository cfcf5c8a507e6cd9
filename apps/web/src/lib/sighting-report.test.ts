import { parseSightingFields } from '@ritrova/shared';
import { describe, expect, it } from 'vitest';
import { sightingFormData } from './sighting-report';

describe('sightingFormData', () => {
  it('sends the photo in the part `photo` and text parts the API reads back as the JSON body', () => {
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'bici.jpg', { type: 'image/jpeg' });
    const report = {
      uid: '04A1B2C3D4E5F6',
      location: { latitude: 45.4642, longitude: 9.19, accuracy: 12 },
      shareExact: false,
      contactConsent: true,
      contactEmail: 'finder@example.com',
      note: 'Legata al palo',
      scanId: '42',
    };
    const form = sightingFormData(report, photo);
    expect(form.get('photo')).toBeInstanceOf(File);
    expect((form.get('photo') as File).name).toBe('bici.jpg');
    const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<string, string>;
    expect(fields).toEqual({
      uid: '04A1B2C3D4E5F6',
      scanId: '42',
      note: 'Legata al palo',
      shareExact: 'false',
      contactConsent: 'true',
      contactEmail: 'finder@example.com',
      latitude: '45.4642',
      longitude: '9.19',
      accuracy: '12',
    });
    expect(parseSightingFields(fields)).toEqual(report);
  });

  it('leaves out what was not given', () => {
    const form = sightingFormData({ uid: '04A1B2C3D4E5F6', shareExact: false, contactConsent: false }, new File(['x'], 'a.png'));
    expect([...form.keys()]).toEqual(['uid', 'shareExact', 'contactConsent', 'photo']);
  });
});
