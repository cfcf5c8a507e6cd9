// @vitest-environment jsdom
import type { AppNotification } from '@ritrova/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { renderInDom } from '@/test/dom';
import { testI18n, testQueryClient } from '@/test/render';
import { NotificationsPanel } from './notifications-panel';

const base = {
  read: false,
  bikeId: 'bike-1',
  bikeName: 'Corsa della domenica',
  theftReportId: null,
  sightingId: null,
  conversationId: null,
  sighting: null,
  hunt: null,
} as const;
const sighting: AppNotification = {
  ...base,
  id: 'n-1',
  type: 'sighting',
  createdAt: new Date(Date.now() - 10 * 60 * 1000).toISOString(),
  count: 2,
  tone: 'alert',
  group: {
    firstAt: new Date(Date.now() - 20 * 60 * 1000).toISOString(),
    kinds: { verifiedPresence: 0, hunterScan: 0, anonymousScan: 1, report: 1 },
    reportsWithPhoto: 1,
    reportsWithNote: 0,
    latest: { note: false, photo: true },
    place: null,
  },
};
const funded: AppNotification = { ...base, id: 'n-2', type: 'reward_funded', createdAt: '2026-11-21T10:00:00Z', count: 1, tone: 'success', group: null };

async function renderPanel(notifications: AppNotification[], audience?: 'owner' | 'hunter') {
  const client = testQueryClient();
  client.setQueryData(queryKeys.notifications('u1'), { notifications, unread: notifications.length });
  return renderInDom(<NotificationsPanel userId="u1" audience={audience} />, { i18n: await testI18n('notifications'), client });
}

/** The panel's alerts, as list items of the alerts' region. */
const alerts = () => within(within(screen.getByRole('region', { name: /^Avvisi/ })).getAllByRole('list')[0] as HTMLElement).getAllByRole('listitem');

describe('NotificationsPanel', () => {
  it('shows a grouped sighting as new, with its summary, kinds and photo, opening the bike’s sightings', async () => {
    await renderPanel([sighting]);
    const [alert] = alerts();
    const item = within(alert as HTMLElement);
    expect(item.getByText('Nuovo')).toBeInTheDocument();
    // The day of the first ("oggi", "da ieri") depends on the hour the test runs: the rest does not.
    expect(item.getByText(/^2 avvistamenti .*, l'ultimo 10 minuti fa$/)).toBeInTheDocument();
    expect(
      within(item.getByRole('list', { name: 'Di che tipo' }))
        .getAllByRole('listitem')
        .map((kind) => kind.textContent),
    ).toContain('1 scansione anonima');
    expect(item.getByText('1 con foto')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Vedi gli avvistamenti' })).toHaveAttribute('href', '/bikes/bike-1#sightings-heading');
    expect(item.getByRole('button', { name: 'Segna come letto' })).toBeEnabled();
  });

  it('says a reward paid into escrow in words of good news', async () => {
    await renderPanel([funded]);
    expect(within(alerts()[0] as HTMLElement).getByText(/è stata pagata ed è in deposito/)).toBeInTheDocument();
  });

  it('tells an owner with no alerts what will appear: sightings of her bikes', async () => {
    await renderPanel([], 'owner');
    expect(screen.getByText(/gli avvistamenti delle tue bici rubate/)).toBeInTheDocument();
  });

  it('tells a Hunter with no alerts what will appear: hunts near them, not sightings of their bikes', async () => {
    await renderPanel([], 'hunter');
    expect(screen.getByText(/le nuove cacce nella tua zona/)).toBeInTheDocument();
    expect(screen.queryByText(/le tue bici rubate/)).not.toBeInTheDocument();
  });
});
