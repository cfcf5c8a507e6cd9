/**
 * The early script of the pages the browser renders alone (the signed-in pages, decision 060): the server's
 * document names the page's first API paths and its modules and texts; this asks for the answers with the
 * stored session as soon as it runs (`async`, a few hundred bytes), then for the page's modules and texts,
 * while the app's entry is still coming. The app's API client takes the answers (`window.__ritrovaEarly`)
 * instead of asking again.
 */
import { startEarly } from './early-start';

// Storage read inside startEarly's guard: a browser that blocks it throws on `localStorage` itself.
const doc = {
  getElementById: (id: string) => document.getElementById(id),
  preload(hrefs: string[]) {
    // One insertion for all the hints, not one per hint.
    const hints = document.createDocumentFragment();
    for (const href of hrefs) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      hints.append(link);
    }
    document.head.append(hints);
  },
};
window.__ritrovaEarly = startEarly(doc, { getItem: (key) => localStorage.getItem(key) }, fetch.bind(window));
