import '@testing-library/jest-dom/vitest';
import { cleanup, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, onTestFinished } from 'vitest';
import { type RenderOptions, renderMarkup, withProviders } from './render';

/*
 * What the web components' tests that run in a DOM (a file starting `// @vitest-environment jsdom`)
 * render with: Testing Library's queries by role and text, and a user that clicks and types.
 * Each test's render is taken down after it.
 */

afterEach(cleanup);

/** `element` mounted in the document inside the app's providers, and a user to act on it. */
export function renderInDom(element: ReactElement, options: RenderOptions) {
  const user = userEvent.setup();
  return { user, ...render(withProviders(element, options)) };
}

/**
 * The markup the server sends for `element` (lazily loaded parts show their fallbacks), put into the
 * document and not hydrated: the page a browser shows before the script runs, to query by role and text.
 */
export function renderServerMarkup(element: ReactElement, options: RenderOptions) {
  const container = document.createElement('div');
  container.innerHTML = renderMarkup(element, options);
  document.body.append(container);
  onTestFinished(() => container.remove());
  return { container, ...within(container) };
}
