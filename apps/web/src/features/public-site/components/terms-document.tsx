import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import { readLegalSections } from '../legal-sections';
import { legalVersions, publicTextValues } from '../public-text-values';
import { CompanyFacts } from './company-facts';
import { LegalDocument } from './legal-document';

/** /terms: the terms of service (`legal:terms.*`), dated by `legalVersions.terms`. */
export function TermsDocument() {
  const { t } = useTranslation('legal');
  const format = useFormat();
  const date = legalVersions.terms;
  return (
    <LegalDocument
      document="terms"
      meta={{ title: t('terms.meta_title', publicTextValues), description: t('terms.meta_description', publicTextValues) }}
      title={t('terms.title')}
      // Noon UTC: the same calendar day in every time zone a reader may be in.
      version={{ date, text: t('version', { date: format.date(`${date}T12:00:00Z`) }) }}
      intro={t('terms.intro', publicTextValues)}
      sections={readLegalSections(t('terms.sections', { ...publicTextValues, returnObjects: true }))}
      extras={{ provider: <CompanyFacts /> }}
      readAlso={t('terms.read_also')}
    />
  );
}
