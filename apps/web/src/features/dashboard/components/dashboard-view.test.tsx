// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { renderInDom } from '@/test/dom';
import { testAuth, testI18n, testQueryClient, testUser } from '@/test/render';
import { DashboardView } from './dashboard-view';

const user = testUser();

describe('DashboardView', () => {
  it('puts the bikes before the alerts, so that alerts never push them below the fold', async () => {
    const client = testQueryClient();
    client.setQueryData(queryKeys.currentUser(user.id), user);
    client.setQueryData(queryKeys.userStats(user.id), { scanCount: 0, alertCount: 0 });
    client.setQueryData(queryKeys.myBikes(user.id), []);
    const alerts = (
      <section aria-labelledby="alerts-heading">
        <h2 id="alerts-heading">Avvisi</h2>
      </section>
    );
    renderInDom(<DashboardView user={user} alerts={alerts} />, { i18n: await testI18n('dashboard'), client, auth: testAuth(user) });
    const regions = screen.getAllByRole('region');
    const bikes = regions.indexOf(screen.getByRole('region', { name: 'Le tue biciclette' }));
    expect(regions.indexOf(screen.getByRole('region', { name: 'Avvisi' }))).toBeGreaterThan(bikes);
  });
});
