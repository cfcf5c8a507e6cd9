import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { VerifyPage } from './verify-page';

/** The thanks for a sighting report sent without JavaScript: what happens now, and the way home. */
export function SightingSent({ contact }: { contact: boolean }) {
  const { t } = useTranslation(['verify', 'common']);
  return (
    <VerifyPage>
      <Alert tone="success" title={t('sighting.sent_title')}>
        {t(contact ? 'sighting.sent_text_contact' : 'sighting.sent_text')}
      </Alert>
      <div>
        <Link to={paths.home} className={buttonClasses('secondary')}>
          {t('back_home', { ns: 'common' })}
        </Link>
      </div>
    </VerifyPage>
  );
}
