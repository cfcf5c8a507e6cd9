import { MessageSquare } from 'lucide-react';
import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { lazyComponent } from '@/lib/lazy-component';

// The message box and its form code load when the button is pointed at, focused or pressed (issue #27 item 6).
const WriteToOwnerFields = lazyComponent(() => import('./write-to-owner-fields'), 'WriteToOwnerFields');

/** A first message to the stolen bike's owner, relayed by Ritrova; the conversation opens once it is sent. */
export function WriteToOwnerForm({ theftReportId }: { theftReportId: string }) {
  const { t } = useTranslation('hunter');
  const formId = useId();
  const [open, setOpen] = useState(false);
  // Once opened, the box stays (hidden when closed) with what was typed in it.
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const preload = () => void WriteToOwnerFields.preload().catch(() => undefined);
  return (
    <div>
      <Button
        ref={toggle}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={formId}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen((value) => !value);
        }}
      >
        <MessageSquare aria-hidden="true" className="size-4" />
        {t('write.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <WriteToOwnerFields
            theftReportId={theftReportId}
            formId={formId}
            open={open}
            onCancel={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
