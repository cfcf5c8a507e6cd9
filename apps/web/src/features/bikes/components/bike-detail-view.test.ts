import type { Bike, PublicUser } from '@ritrova/shared';
import { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { renderMarkup, testAuth, testI18n } from '@/test/render';
import { BikeDetailView } from './bike-detail-view';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('bikes');
});

const bike: Bike = {
  id: 'b1',
  _id: 'b1',
  name: 'Graziella',
  brand: 'Carnielli',
  model: null,
  type: 'city',
  color: 'Rosso',
  secondColor: 'Bianco',
  year: 1978,
  frameSize: '48 cm',
  serialNumber: 'WBK-1234',
  notes: null,
  purchaseValueCents: null,
  status: 'active',
  reward: 0,
  stolenInfo: null,
  tags: [],
  tagId: null,
  photos: [],
  mainPhoto: null,
  owner: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ownershipHistory: [{ startedAt: '2026-01-01T00:00:00.000Z', endedAt: null, via: 'registration' }],
  pendingTransfer: null,
  deleteBlockedBy: null,
};

const user = { id: 'u1', nome: 'Giulia' } as PublicUser;
const auth = testAuth(user);

const stub = (heading: string) => () => createElement('h2', null, heading);

function render(): string {
  const client = new QueryClient();
  client.setQueryData(queryKeys.bike(bike.id), bike);
  const page = createElement(BikeDetailView, {
    bikeId: bike.id,
    status: stub('STATUS'),
    photos: stub('PHOTOS'),
    theft: stub('THEFT'),
    maintenance: stub('MAINTENANCE'),
    shops: stub('SHOPS'),
  });
  return renderMarkup(page, { i18n, client, auth });
}

const headings = (html: string) => [...html.matchAll(/<h2[^>]*>(.*?)<\/h2>/g)].map(([, inner = '']) => inner.replace(/<[^>]+>/g, ''));

describe('BikeDetailView', () => {
  it('shows status, photos, details, theft, maintenance, shops, transfer and history in that order', () => {
    expect(headings(render())).toEqual([
      'STATUS',
      'PHOTOS',
      'Dettagli',
      'THEFT',
      'MAINTENANCE',
      'SHOPS',
      'Trasferisci la proprietà',
      'Storico della proprietà',
    ]);
  });

  it('offers the edit in the details card, and shows the serial number, year, frame size and second colour there', () => {
    const html = render();
    const details = html.slice(html.indexOf('Dettagli'), html.indexOf('THEFT'));
    expect(details).toContain('Modifica');
    for (const text of ['WBK-1234', '1978', '48 cm', 'Bianco', 'Anno', 'Taglia del telaio', 'Secondo colore']) expect(details).toContain(text);
  });
});
