import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { readLegalSections } from '../legal-sections';
import { legalVersions, publicTextValues } from '../public-text-values';
import { CompanyFacts } from './company-facts';
import { LegalDocument } from './legal-document';
import { PrivacyRecipients } from './privacy-recipients';
import { PrivacyRetention } from './privacy-retention';

/**
 * /privacy: the privacy policy (`privacy` namespace), dated by its recorded version
 * (locales/privacy-version.json, which a test keeps in step with the texts and the retention table),
 * with the recipients and the retention periods rendered from the retention table.
 */
export function PrivacyDocument() {
  const { t } = useTranslation('privacy');
  const format = useFormat();
  const date = legalVersions.privacy;
  return (
    <LegalDocument
      document="privacy"
      meta={{ title: t('meta_title'), description: t('meta_description') }}
      title={t('title')}
      // Noon UTC: the same calendar day in every time zone a reader may be in.
      version={{ date, text: t('updated', { date: format.date(`${date}T12:00:00Z`) }) }}
      intro={t('intro', publicTextValues)}
      sections={readLegalSections(t('sections', { ...publicTextValues, returnObjects: true }))}
      extras={{ controller: <CompanyFacts />, recipients: <PrivacyRecipients />, retention: <PrivacyRetention /> }}
      readAlso={t('read_also')}
    />
  );
}
