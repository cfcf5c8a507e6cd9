import {
  cloneElement,
  createContext,
  isValidElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';

/**
 * The app's modal dialogs (a required title and description, announced by screen readers). The button that
 * opens one and its state are here, light; the dialog itself (Radix, its focus trap and scroll lock: ~30 KB)
 * is `dialog-radix.tsx`, loaded when the button is pointed at, focused or pressed, or once the page is idle —
 * not with the page (issue #27 item 6). Same markup and behaviour as Radix's own Trigger and Close.
 */
const loadRadix = () => import('./dialog-radix');
const RadixDialogContent = lazy(() => loadRadix().then((m) => ({ default: m.RadixDialogContent })));

let requested = false;
/** Starts loading the dialog's code (once). */
export function preloadDialog(): void {
  if (requested) return;
  requested = true;
  void loadRadix().catch(() => {
    requested = false;
  });
}

interface DialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
  triggerRef: RefObject<HTMLElement | null>;
  contentId: string;
}

const DialogContext = createContext<DialogState | null>(null);

function useDialog(part: string): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error(`${part} must be inside a <Dialog>`);
  return state;
}

export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(defaultOpen);
  const open = openProp ?? own;
  const controlled = openProp !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwn(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const triggerRef = useRef<HTMLElement | null>(null);
  const contentId = useId();
  const state = useMemo(() => ({ open, setOpen, triggerRef, contentId }), [open, setOpen, contentId]);
  return <DialogContext.Provider value={state}>{children}</DialogContext.Provider>;
}

type SlotProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
  onTouchStart?: (event: unknown) => void;
  ref?: Ref<HTMLElement>;
};

/** Calls the child's own handler, then ours unless the child prevented it (Radix's composeEventHandlers). */
function compose<E extends { defaultPrevented?: boolean }>(theirs: ((event: E) => void) | undefined, ours: (event: E) => void) {
  return (event: E) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as RefObject<T | null>).current = value;
}

/** The child element (`asChild`, the only form the app uses) with the given props merged in. */
function slot(children: ReactNode, part: string, props: SlotProps & Record<string, unknown>): ReactElement {
  if (!isValidElement<SlotProps>(children)) throw new Error(`${part} expects one element (asChild)`);
  const own = children.props;
  const merged: Record<string, unknown> = { type: 'button', ...props, ...own };
  for (const name of ['onClick', 'onPointerEnter', 'onFocus', 'onTouchStart'] as const) {
    const ours = props[name] as ((event: never) => void) | undefined;
    if (ours) merged[name] = compose(own[name] as ((event: never) => void) | undefined, ours);
  }
  if (props.ref) {
    const ours = props.ref;
    merged.ref = (node: HTMLElement | null) => {
      setRef(own.ref, node);
      setRef(ours, node);
    };
  }
  return cloneElement(children, merged);
}

/** The button that opens the dialog; its code starts loading when the button is pointed at or focused. */
export function DialogTrigger({ children, preload }: { asChild: true; children: ReactNode; preload?: () => unknown }) {
  const { open, setOpen, triggerRef, contentId } = useDialog('DialogTrigger');
  // `preload`: the dialog's own content, when it is a module of its own (lib/lazy-component.ts).
  const preloadRef = useRef(preload);
  preloadRef.current = preload;
  const load = useCallback(() => {
    preloadDialog();
    void Promise.resolve(preloadRef.current?.()).catch(() => undefined);
  }, []);
  // Once the page is idle, so that a first press opens it at once.
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') return;
    const id = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, [load]);
  return slot(children, 'DialogTrigger', {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': contentId,
    'data-state': open ? 'open' : 'closed',
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node;
    },
    onPointerEnter: load,
    onFocus: load,
    onTouchStart: load,
    onClick: () => setOpen(!open),
  });
}

/** A button inside the dialog that closes it. */
export function DialogClose({ children }: { asChild: true; children: ReactNode }) {
  const { setOpen } = useDialog('DialogClose');
  return slot(children, 'DialogClose', { onClick: () => setOpen(false) });
}

/** The dialog, while open: its code is loaded then if it was not already (nothing shows until it is). */
export function DialogContent({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  const { open, setOpen, triggerRef, contentId } = useDialog('DialogContent');
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialogContent contentId={contentId} onOpenChange={setOpen} triggerRef={triggerRef} title={title} description={description}>
        {children}
      </RadixDialogContent>
    </Suspense>
  );
}
