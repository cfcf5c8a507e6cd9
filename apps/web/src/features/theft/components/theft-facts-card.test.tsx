// @vitest-environment jsdom
import type { Bike, TheftFacts } from '@ritrova/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInDom } from '@/test/dom';
import { testI18n, testQueryClient } from '@/test/render';
import { theftKeys } from '../api/keys';
import type { TheftFactsAnswer } from '../api/theft-facts';
import { TheftFactsCard } from './theft-facts-card';

const facts: TheftFacts = {
  stolenAt: '2026-11-20T17:30:00.000Z',
  place: { lat: 45.464711, lng: 9.190103 },
  address: 'Piazza del Duomo 1',
  placeName: 'Milano (MI)',
  circumstances: 'Legata davanti al bar',
  lock: 'Catena al palo',
  policeReportNumber: null,
  policeStation: null,
  policeReportDate: null,
};

async function renderCard(status: Bike['status'], answer: TheftFactsAnswer) {
  const client = testQueryClient();
  client.setQueryData(theftKeys.facts('b1'), answer);
  const bike = { id: 'b1', name: 'Rossa', status } as Bike;
  return renderInDom(<TheftFactsCard bike={bike} />, { i18n: await testI18n('theft'), client });
}

/** The value beside a fact's name in the card's list. */
const fact = (name: string) => within(screen.getByRole('region', { name: 'Dettagli del furto' })).getByText(name, { selector: 'dt' }).nextElementSibling;

describe('TheftFactsCard', () => {
  it('shows the facts exactly to the owner, the edit and the reminder to file the police report while stolen', async () => {
    await renderCard('stolen', { facts, editable: true });
    expect(fact('Dove')).toHaveTextContent('Milano (MI) Piazza del Duomo 1 Punto: 45.464711, 9.190103');
    expect(fact('Come era legata')).toHaveTextContent('Catena al palo');
    expect(fact('Denuncia')).toHaveTextContent('Non indicato');
    expect(screen.getByRole('button', { name: 'Modifica' })).toBeInTheDocument();
    expect(screen.getByText('Ricordati di sporgere denuncia')).toBeInTheDocument();
  });

  it('opens the edit with the facts filled in, and Annulla closes it with nothing changed', async () => {
    const { user } = await renderCard('stolen', { facts, editable: true });
    await user.click(screen.getByRole('button', { name: 'Modifica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica i dettagli del furto' });
    expect(within(dialog).getByRole('textbox', { name: /^Come era legata/ })).toHaveValue('Catena al palo');
    expect(within(dialog).getByRole('textbox', { name: /^Indirizzo/ })).toHaveValue('Piazza del Duomo 1');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fact('Come era legata')).toHaveTextContent('Catena al palo');
  });

  it('offers no edit once the bike is recovered, and shows the police report number', async () => {
    await renderCard('recovered', { facts: { ...facts, policeReportNumber: 'MI-1' }, editable: false });
    expect(fact('Denuncia')).toHaveTextContent('N. MI-1');
    expect(screen.queryByRole('button', { name: 'Modifica' })).not.toBeInTheDocument();
    expect(screen.queryByText('Ricordati di sporgere denuncia')).not.toBeInTheDocument();
  });

  it('shows nothing for a bike never reported stolen', async () => {
    const { container } = await renderCard('stolen', { facts: null, editable: false });
    expect(container).toBeEmptyDOMElement();
  });
});
