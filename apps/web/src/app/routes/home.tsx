import { useTranslation } from 'react-i18next';
import { ContactForm } from '@/features/contact/components/contact-form';
import { AudiencesSection } from '@/features/home/components/audiences-section';
import { ContactSection } from '@/features/home/components/contact-section';
import { CtaSection } from '@/features/home/components/cta-section';
import { FeaturesSection } from '@/features/home/components/features-section';
import { Hero } from '@/features/home/components/hero';
import { HowItWorksSection } from '@/features/home/components/how-it-works-section';

export function Component() {
  const { t } = useTranslation('home');
  return (
    <>
      <title>{t('meta_title')}</title>
      <meta name="description" content={t('meta_description')} />
      <Hero />
      <FeaturesSection />
      <HowItWorksSection />
      <AudiencesSection />
      <ContactSection>
        <ContactForm />
      </ContactSection>
      <CtaSection />
    </>
  );
}
