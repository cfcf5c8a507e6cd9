// @vitest-environment jsdom
import type { Bike, PublicUser } from '@ritrova/shared';
import { screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { renderInDom } from '@/test/dom';
import { testAuth, testI18n, testQueryClient } from '@/test/render';
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

const stub = (heading: string) => () => <h2>{heading}</h2>;

function renderPage() {
  const client = testQueryClient();
  client.setQueryData(queryKeys.bike(bike.id), bike);
  return renderInDom(
    <BikeDetailView
      bikeId={bike.id}
      status={stub('STATUS')}
      photos={stub('PHOTOS')}
      theft={stub('THEFT')}
      maintenance={stub('MAINTENANCE')}
      shops={stub('SHOPS')}
    />,
    { i18n, client, auth },
  );
}

const details = () => screen.getByRole('region', { name: 'Dettagli' });

describe('BikeDetailView', () => {
  it('shows status, photos, details, theft, maintenance, shops, transfer and history in that order', () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
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

  it('shows the serial number, year, frame size and second colour in the details card, beside their names', () => {
    renderPage();
    for (const text of ['WBK-1234', '1978', '48 cm', 'Bianco', 'Anno', 'Taglia del telaio', 'Secondo colore'])
      expect(within(details()).getByText(text)).toBeInTheDocument();
  });

  it('turns the details card into the form on Modifica, and back on Annulla with the focus on Modifica again', async () => {
    const { user } = renderPage();
    await user.click(within(details()).getByRole('button', { name: 'Modifica' }));
    const form = screen.getByRole('region', { name: 'Modifica la bicicletta' });
    // The form's fields load with its first opening (decision 060): wait for them as a user would.
    expect(await within(form).findByDisplayValue('Graziella')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dettagli' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Annulla' }));
    expect(within(details()).getByRole('button', { name: 'Modifica' })).toHaveFocus();
    expect(within(details()).getByText('WBK-1234')).toBeInTheDocument();
  });
});
