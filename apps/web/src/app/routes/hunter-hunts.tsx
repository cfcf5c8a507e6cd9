import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';
import { hunterKeys } from '@/features/hunter/api/keys';
import { HunterPage } from '@/features/hunter/components/hunter-page';
import { HuntsView } from '@/features/hunter/components/hunts-view';
import { originKey } from '@/features/hunter/hunt-display';
import { useAuth } from '@/lib/auth/use-auth';
import { answerOf, type SeedQueries } from '@/lib/page-data';
import { queryKeys } from '@/lib/query-keys';

export function Component() {
  const { t } = useTranslation('hunter');
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return (
    <HunterPage title={t('hunts.title')} subtitle={t('hunts.subtitle')}>
      <HuntsView userId={user.id} />
    </HunterPage>
  );
}

/**
 * The hunts page is rendered on the server for its signed-in Hunter (issue #27 item 6): the offered hunts (sorted
 * from the area's centre, as before the Hunter shares a position), their own hunts, the area and the push switch.
 */
export const seedQueries: SeedQueries = (client, answers) => {
  const me = answerOf(answers, 'GET /api/users/me');
  if (!me) return;
  const userId = me.user.id;
  const offered = answerOf(answers, 'GET /api/hunts');
  if (offered) client.setQueryData(hunterKeys.offeredHunts(userId, originKey(null)), offered.hunts);
  const mine = answerOf(answers, 'GET /api/hunter/hunts');
  if (mine) client.setQueryData(hunterKeys.myHunts(userId), mine.hunts);
  const area = answerOf(answers, 'GET /api/hunter/area');
  if (area) client.setQueryData(hunterKeys.area(userId), area.area);
  const push = answerOf(answers, 'GET /api/push');
  if (push) client.setQueryData(queryKeys.pushSettings(userId), push.push);
};
