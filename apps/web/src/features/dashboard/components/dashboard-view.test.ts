import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMarkup, testAuth, testI18n, testUser } from '@/test/render';
import { DashboardView } from './dashboard-view';

const user = testUser();

describe('DashboardView', () => {
  it('puts the bikes before the alerts, so that alerts never push them below the fold', async () => {
    const i18n = await testI18n('dashboard');
    const alerts = createElement('section', { 'aria-labelledby': 'alerts-heading' }, createElement('h2', { id: 'alerts-heading' }, 'Avvisi'));
    const html = renderMarkup(createElement(DashboardView, { user, alerts }), { i18n, auth: testAuth(user) });
    const bikes = html.indexOf('id="bikes-heading"');
    expect(bikes).toBeGreaterThan(-1);
    expect(html.indexOf('id="alerts-heading"')).toBeGreaterThan(bikes);
  });
});
