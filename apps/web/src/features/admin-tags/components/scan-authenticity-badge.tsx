import type { ScanAuthenticity } from '@ritrova/shared';
import { Repeat, ShieldCheck, ShieldOff, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const looks = {
  authenticated: { tone: 'green', Icon: ShieldCheck },
  replayed: { tone: 'yellow', Icon: Repeat },
  forged: { tone: 'red', Icon: ShieldX },
  unauthenticated: { tone: 'gray', Icon: ShieldOff },
} as const satisfies Record<ScanAuthenticity, unknown>;

/** What a scan of a secure tag proved, in words, with a colour and an icon. */
export function ScanAuthenticityBadge({ authenticity }: { authenticity: ScanAuthenticity }) {
  const { t } = useTranslation('adminTags');
  const { tone, Icon } = looks[authenticity];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`scans.authenticities.${authenticity}`)}
    </Badge>
  );
}
