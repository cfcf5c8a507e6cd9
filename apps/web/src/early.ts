/**
 * The early script of the pages the browser renders alone (the signed-in pages, decision 060): the server's
 * document names the page's first API paths; this asks for them with the stored session as soon as it runs
 * (`async`, a few hundred bytes), while the app's code and texts are still coming. The app's API client
 * takes the answers (`window.__ritrovaEarly`) instead of asking again.
 */
import { startEarly } from './early-start';

// Storage read inside startEarly's guard: a browser that blocks it throws on `localStorage` itself.
window.__ritrovaEarly = startEarly(document, { getItem: (key) => localStorage.getItem(key) }, fetch.bind(window));
