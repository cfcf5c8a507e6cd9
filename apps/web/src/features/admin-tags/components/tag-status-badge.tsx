import type { TagStatus } from '@ritrova/shared';
import { Archive, CircleCheck, Package, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const looks = {
  unassigned: { tone: 'blue', Icon: Package },
  assigned: { tone: 'green', Icon: CircleCheck },
  lost: { tone: 'red', Icon: SearchX },
  retired: { tone: 'gray', Icon: Archive },
} as const satisfies Record<TagStatus, unknown>;

/** A tag's status in words, with a colour and an icon. */
export function TagStatusBadge({ status }: { status: TagStatus }) {
  const { t } = useTranslation('adminTags');
  const { tone, Icon } = looks[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${status}`)}
    </Badge>
  );
}
