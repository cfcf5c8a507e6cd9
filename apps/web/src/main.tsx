import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { prefetchData, preloadPath, seedBrowserQueries, startApp } from './app/router';
import { apiClient } from './lib/api-client';
import { sessionStore } from './lib/auth/session-store';
import { whenHydrated } from './lib/hydration';
import { startI18n } from './lib/i18n/i18n';
import { chosenLanguage, syncLanguageCookie } from './lib/i18n/language-choice';
import { readServerRenderData } from './lib/server-render-data';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A page the server rendered (the tag page, the public pages) carries what it was rendered from:
// the same language, the same answers (read by the query cache when the page loads it), the
// page's code and texts loaded first, then hydration.
const served = readServerRenderData();
// A page rendered for its owner in another language than the one chosen on this device (kept in this browser, the
// cookie not yet in step): the app renders it afresh in the chosen one, as before issue #27 item 6.
const chosen = chosenLanguage();
const rendered = served?.signedIn && chosen !== null && chosen !== served.language ? null : served;
const texts = startI18n(rendered?.language);
if (rendered?.signedIn) {
  // A signed-in page rendered for its owner came with its answers (issue #27 item 6): taken, not asked again.
  // Started as the app starts on a page it renders: the router's first render does not start it again (which
  // would drop the session's check from the answers kept).
  apiClient.adopt(rendered.signedIn.answers);
  startApp(window.location.pathname);
  // The page's queries hold those answers (seedBrowserQueries below) and do not ask for them: once the app runs the
  // page, none is kept, or a later refresh of the same path would be answered with the document's copy.
  whenHydrated(() => apiClient.forgetEarly());
} else if (rendered) {
  // A signed-in visitor's answers for the page it hydrates, asked for while the texts load (decision 057).
  prefetchData(window.location.pathname);
} else {
  // The texts, the page's code and texts, the session's check and the page's answers, all at once (decision 060);
  // the first render waits for the shell's texts only.
  startApp(window.location.pathname);
}
await texts;
syncLanguageCookie();

if (rendered) {
  await preloadPath(window.location.pathname);
  // The page's queries hold what the server rendered it from: hydration finds the same markup.
  if (rendered.signedIn) await seedBrowserQueries(window.location.pathname, rendered.signedIn.answers);
  // In a transition, hydration yields to the browser every few milliseconds: no long task while the page is read.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App hydrating />
      </StrictMode>,
    );
  });
} else {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The offline app (decision 064): once the page has loaded and the browser is idle, in a chunk of its own.
if (import.meta.env.PROD) {
  const startOffline = () =>
    void import('./lib/offline/service-worker').then((m) => {
      m.startOfflineSupport({ serverRendered: rendered !== null });
      // A page rendered for its owner came with its answers, which the worker never saw: asked once more through it
      // (after the page has shown, only while a worker runs the page), so that it keeps its offline copy (decision 064).
      const token = sessionStore.getToken();
      if (rendered?.signedIn && token && navigator.serviceWorker?.controller) {
        for (const path of Object.keys(rendered.signedIn.answers)) void fetch(path, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
      }
    });
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(startOffline) : setTimeout(startOffline, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
