import { ChartColumn, Factory, Gift, ShieldCheck } from 'lucide-react';
import { paths } from '@/app/paths';
import { AudiencePage } from './audience-page';
import { FactoryIllustration } from './illustrations/factory-illustration';

const benefits = [
  { key: 'factory', Icon: Factory },
  { key: 'free', Icon: Gift },
  { key: 'analytics', Icon: ChartColumn },
  { key: 'value', Icon: ShieldCheck },
] as const;

/** /manufacturer: the landing page for bike makers; spec §2 sends every button to /contact. */
export function ManufacturersPage() {
  return (
    <AudiencePage
      audience="manufacturers"
      Illustration={FactoryIllustration}
      benefits={benefits}
      steps={['contact', 'integrate', 'ship']}
      ctaTo={paths.contact}
    />
  );
}
