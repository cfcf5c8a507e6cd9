import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, with sonner's `toast` API for what the pages use, but sonner itself (~9 KB) loaded on the
 * first toast — or by the layout's lazily mounted <Toaster> once the page is up — and not with each page's code
 * (issue #27 item 6). A toast's id is chosen here, so `toast()` still returns it at once (for `dismiss`).
 */
type Message = string;
type Id = string | number;

let loading: Promise<typeof import('sonner')> | undefined;
const sonner = () => {
  loading ??= import('sonner').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
};

let next = 0;
const show =
  (kind: 'default' | 'success' | 'error' | 'info') =>
  (message: Message, options?: ExternalToast): Id => {
    const id = options?.id ?? `ritrova-toast-${++next}`;
    void sonner()
      .then(({ toast }) => (kind === 'default' ? toast : toast[kind])(message, { ...options, id }))
      .catch(() => undefined);
    return id;
  };

export const toast = Object.assign(show('default'), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismiss(id?: Id): void {
    void sonner()
      .then(({ toast }) => toast.dismiss(id))
      .catch(() => undefined);
  },
});
