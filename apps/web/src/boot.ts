/**
 * The one script a page the server rendered starts with (decisions 029, 058). The
 * page is complete without the app: its links are links, its forms post to the
 * server, the language is chosen here. So a visitor who only reads (and a visitor
 * who only sends the sighting form) never downloads the app: it is fetched once
 * the visitor starts to use the page — the first touch, click, key or focus — or
 * at once for a signed-in visitor, whose header, menu and tag scan are the app's.
 * What the visitor did while the app was coming (a button pressed, a field typed
 * into, a file or box chosen) is handed to it once it runs.
 */
import { hasStoredSession, isBootLanguage, rememberBootLanguage, syncBootLanguageCookie } from './boot-storage';

interface Boot {
  /** The app's entry module. */
  entry: string;
  /** Modules the page will need, fetched in parallel with the entry. */
  preload: string[];
  /** `intent`: the app loads when the visitor starts to use the page; absent: once the page is painted. */
  when?: 'intent';
}

const root = document.documentElement;
const block = document.getElementById('ritrova-boot');
const boot: Boot | null = block?.textContent ? (JSON.parse(block.textContent) as Boot) : null;
/** The app has hydrated the page (HydrationProvider sets it): from then on it answers everything. */
const appReady = () => root.hasAttribute('data-app-ready');

let started = false;
function start(app: Boot): void {
  if (started) return;
  started = true;
  // One insertion for all the hints, not one per hint.
  const hints = document.createDocumentFragment();
  for (const href of app.preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    hints.append(link);
  }
  document.head.append(hints);
  void import(/* @vite-ignore */ app.entry);
}

/** Fields the visitor changed before the app ran, with what they hold: the app's first render would reset them. */
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
const toggled = new Map<HTMLInputElement, boolean>();
const picked = new Set<HTMLInputElement>();
/** The button pressed before the app ran: pressed again once it runs. */
let pressed: HTMLElement | null = null;
/** A form of the app's sent before the app ran: sent again, by the app, once it runs. */
let sent: { form: HTMLFormElement; submitter: HTMLButtonElement | null } | null = null;
/** The language chosen before the app ran, on a page that is not loaded again for it. */
let switched: { select: HTMLSelectElement; language: string } | null = null;
/** The tag page records a scan per view (decision 029): it is never loaded again by the starter. */
const viewsAreRecorded = window.location.pathname === '/nfc/verifica';

function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** Gives the app what the visitor did while it loaded, as the events it listens to. */
function handOver(): void {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    // React notices a change against the value it last saw set: set another one its way, then the typed one past it.
    field.value = value === '' ? '-' : '';
    setNativeValue(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  for (const [box, checked] of toggled) {
    if (!box.isConnected) continue;
    // Likewise: the opposite its way, then a click, which is what React listens to on a box.
    box.checked = !checked;
    box.click();
  }
  for (const file of picked) if (file.isConnected && file.files?.length) file.dispatchEvent(new Event('change', { bubbles: true }));
  if (switched?.select.isConnected) {
    switched.select.value = switched.language;
    switched.select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  switched = null;
  const button = pressed;
  pressed = null;
  if (button?.isConnected) button.click();
  const form = sent;
  sent = null;
  if (form?.form.isConnected) form.form.requestSubmit(form.submitter?.isConnected ? form.submitter : null);
}

/** What the app answers: the visitor touching or focusing one of these is the visitor starting to use the page (the language switch is answered here). */
const controls = 'button, input, select:not([data-language-switch]), textarea';

function waitForIntent(app: Boot): void {
  // A finger or pointer down on a control, or a control focused (a key, a label): not a scroll, not a link.
  const intent = (event: Event) => {
    if ((event.target as Element | null)?.closest?.(controls)) start(app);
  };
  for (const type of ['pointerdown', 'focusin'] as const) window.addEventListener(type, intent, { capture: true, passive: true });

  document.addEventListener(
    'click',
    (event) => {
      if (appReady()) return;
      const button = (event.target as Element | null)?.closest?.('button');
      // A form's submit button posts the form: the server answers it, no app needed.
      if (!button || (button.type === 'submit' && button.form)) return;
      event.preventDefault();
      event.stopPropagation();
      pressed = button;
      start(app);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      // A form with its own action (the sighting forms) is answered by the server; the others are the app's.
      if (appReady() || !(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
      event.preventDefault();
      event.stopPropagation();
      const submitter = event.submitter;
      sent = { form, submitter: submitter instanceof HTMLButtonElement && submitter.form === form ? submitter : null };
      start(app);
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const field = event.target;
      if (appReady()) return;
      if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(field.type)))
        typed.set(field, field.value);
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      const field = event.target;
      if (appReady()) return;
      if (field instanceof HTMLSelectElement && field.hasAttribute('data-language-switch')) {
        if (!isBootLanguage(field.value)) return;
        event.stopPropagation();
        if (viewsAreRecorded) {
          // Loading the tag page again would record another scan: the app switches it in place.
          switched = { select: field, language: field.value };
          start(app);
        } else {
          // The choice is remembered as the app does, and the server renders the page in it.
          rememberBootLanguage(field.value);
          window.location.reload();
        }
      } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) toggled.set(field, field.checked);
      else if (field instanceof HTMLInputElement && field.type === 'file') picked.add(field);
    },
    true,
  );

  new MutationObserver((_, observer) => {
    if (!appReady()) return;
    observer.disconnect();
    handOver();
  }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
}

if (boot) {
  // A choice made before the cookie existed reaches the server from the next page on.
  syncBootLanguageCookie();
  if (boot.when === 'intent' && !hasStoredSession()) waitForIntent(boot);
  // After the next frame is painted (a timer queued from the frame runs once it is on screen).
  else requestAnimationFrame(() => setTimeout(() => start(boot), 0));
}
