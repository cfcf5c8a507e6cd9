import { HeartHandshake, Nfc, Tag, Wrench } from 'lucide-react';
import { paths, registerPath } from '@/app/paths';
import { AudiencePage } from './audience-page';
import { ShopIllustration } from './illustrations/shop-illustration';

const benefits = [
  { key: 'sell', Icon: Tag },
  { key: 'activate', Icon: Nfc },
  { key: 'maintenance', Icon: Wrench },
  { key: 'trust', Icon: HeartHandshake },
] as const;

/** /shop: the landing page for bike shops (a future audience, spec §1). */
export function ShopsPage() {
  return (
    <AudiencePage
      audience="shops"
      Illustration={ShopIllustration}
      benefits={benefits}
      steps={['register', 'enable', 'activate']}
      ctaTo={registerPath('shop')}
      secondary={{ to: `${paths.faq}#shops`, labelKey: 'hero.secondary' }}
    />
  );
}
