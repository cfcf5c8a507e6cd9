import { BrowserRouter } from 'react-router';
import { HydrationProvider } from '../lib/hydration';
import { AppRoutes } from './router';

/**
 * The app in the browser. `hydrating` tells the components that read
 * browser-only state (the stored session) to render what the server did first.
 * (The query cache comes with each page: lib/page-queries.tsx.)
 */
export function App({ hydrating = false }: { hydrating?: boolean }) {
  return (
    <HydrationProvider hydrating={hydrating}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </HydrationProvider>
  );
}
