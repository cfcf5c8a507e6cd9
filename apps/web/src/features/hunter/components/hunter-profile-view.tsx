import { useTranslation } from 'react-i18next';
import { useHunterProfileQuery } from '../api/get-hunter-profile';
import { AchievementsGrid } from './achievements-grid';
import { ExperienceHistory } from './experience-history';
import { ExperienceRules } from './experience-rules';
import { HunterPage } from './hunter-page';
import { LevelCard } from './level-card';
import { QueryStatus } from './query-status';

/** /hunter/profile: level and reputation, achievements, recent history, and how points are earned. */
export function HunterProfileView({ userId }: { userId: string }) {
  const { t } = useTranslation('hunter');
  const profile = useHunterProfileQuery(userId);
  return (
    <HunterPage title={t('profile.title')} subtitle={t('profile.subtitle')}>
      <QueryStatus query={profile} loadingLabel={t('profile.loading')} errorText={t('profile.load_failed')} />
      {profile.data && (
        <>
          <LevelCard profile={profile.data} />
          <AchievementsGrid achievements={profile.data.achievements} />
          <ExperienceHistory history={profile.data.history} />
        </>
      )}
      <ExperienceRules />
    </HunterPage>
  );
}
