import { parseSightingFields } from '@ritrova/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendSighting, sightingFormData } from './sighting-report';

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

describe('sendSighting', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("sends a report without a photo as JSON to the endpoint it names: the tag page's, or a published theft's by its public id", async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push(`${init.method} ${url} ${String(init.body)}`);
        return new Response('{"success":true,"message":"Sighting reported"}', { status: 201, headers: { 'content-type': 'application/json' } });
      }),
    );
    const report = { shareExact: false, contactConsent: false, note: 'In via Roma' };
    await sendSighting({ endpoint: 'POST /api/sightings' }, { ...report, uid: '04A1B2C3D4E5F6' });
    await sendSighting({ endpoint: 'POST /api/stolen/:publicId/sightings', params: { publicId: 'ab/12' } }, report);
    expect(sent).toEqual([
      'POST /api/sightings {"shareExact":false,"contactConsent":false,"note":"In via Roma","uid":"04A1B2C3D4E5F6"}',
      'POST /api/stolen/ab%2F12/sightings {"shareExact":false,"contactConsent":false,"note":"In via Roma"}',
    ]);
  });

  it("rejects with the API's refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response('{"success":false,"error":"RATE_LIMITED","message":"Too many reports","i18nKey":"errors.RATE_LIMITED"}', {
            status: 429,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await expect(sendSighting({ endpoint: 'POST /api/sightings' }, { uid: '04A1B2C3D4E5F6', shareExact: false, contactConsent: false })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
    });
  });
});
