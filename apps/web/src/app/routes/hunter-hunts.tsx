import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/ui/spinner';
import { HunterPage } from '@/features/hunter/components/hunter-page';
import { HuntsView } from '@/features/hunter/components/hunts-view';
import { useAuth } from '@/lib/auth/use-auth';

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
