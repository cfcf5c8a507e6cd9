/**
 * Toasts from the shell (header, footer, session): sonner is loaded with the
 * first one (or by the lazily mounted <Toaster> in the layout), so the entry
 * every page waits for does not carry it. Feature pages import sonner directly.
 */
export const notify = {
  error(message: string): void {
    void import('sonner').then(({ toast }) => toast.error(message));
  },
  success(message: string): void {
    void import('sonner').then(({ toast }) => toast.success(message));
  },
  info(message: string): void {
    void import('sonner').then(({ toast }) => toast.info(message));
  },
};
