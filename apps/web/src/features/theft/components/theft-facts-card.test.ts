import type { Bike, TheftFacts } from '@ritrova/shared';
import { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMarkup, testI18n } from '@/test/render';
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

async function render(status: Bike['status'], answer: TheftFactsAnswer) {
  const i18n = await testI18n('theft');
  const client = new QueryClient();
  client.setQueryData(theftKeys.facts('b1'), answer);
  const bike = { id: 'b1', name: 'Rossa', status } as Bike;
  return renderMarkup(createElement(TheftFactsCard, { bike }), { i18n, client });
}

describe('TheftFactsCard', () => {
  it('shows the facts exactly to the owner, the edit and the reminder to file the police report while stolen', async () => {
    const html = await render('stolen', { facts, editable: true });
    expect(html).toContain('Dettagli del furto');
    expect(html).toContain('Milano (MI)');
    expect(html).toContain('Piazza del Duomo 1');
    expect(html).toContain('45.464711, 9.190103');
    expect(html).toContain('Catena al palo');
    expect(html).toContain('Modifica');
    expect(html).toContain('Ricordati di sporgere denuncia');
  });

  it('offers no edit once the bike is recovered, and shows nothing for a bike never reported stolen', async () => {
    const recovered = await render('recovered', { facts: { ...facts, policeReportNumber: 'MI-1' }, editable: false });
    expect(recovered).toContain('N. MI-1');
    expect(recovered).not.toContain('Modifica');
    expect(recovered).not.toContain('Ricordati di sporgere denuncia');
    expect(await render('stolen', { facts: null, editable: false })).toBe('');
  });
});
