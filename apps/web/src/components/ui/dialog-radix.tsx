import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The open dialog itself (Radix: focus trap, Escape, outside clicks, scroll lock, the portal), loaded by
 * `dialog.tsx` only when a dialog opens or its button is about to be pressed (issue #27: Radix is not part of a
 * page's first script). The button that opens it is `dialog.tsx`'s own, so Radix's Root lives here with it.
 */
export function RadixDialogContent({
  contentId,
  onOpenChange,
  triggerRef,
  title,
  description,
  children,
}: {
  contentId: string;
  onOpenChange: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <DialogPrimitive.Root open onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          id={contentId}
          // Closed, the focus goes back to the button that opened it (what Radix's own trigger does).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-bold text-ink">{title}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="mt-2 text-sm text-muted">{description}</DialogPrimitive.Description>
          <div className="mt-4">{children}</div>
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-muted hover:bg-slate-100" aria-label={t('close')}>
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
