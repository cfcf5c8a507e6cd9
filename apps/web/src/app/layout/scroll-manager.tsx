import { useEffect } from 'react';
import { useLocation } from 'react-router';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Scrolls `target` to just below the sticky header (a larger scroll margin of its
 * own wins), so a section heading is never under the header.
 */
function scrollBelowHeader(target: HTMLElement, behavior: ScrollBehavior = scrollBehavior()) {
  const header = document.querySelector('header');
  const margin = Math.max(Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0, (header?.getBoundingClientRect().height ?? 0) + 16);
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - margin, behavior });
}

/** How long a `#section` link waits for its section to exist (a page whose data comes late: the bike page). */
const FIND_FOR_MS = 10_000;
/** How long the section is kept in view while what is above it still loads (photos, lists), unless the visitor moves. */
const SETTLE_FOR_MS = 4_000;

/**
 * Lands on the element `id` names once it exists, and keeps it there while the page above it
 * settles (issue #27: a sighting alert landed 1,723 px above the sightings once the bike page's
 * photos and lists arrived). The section gets the focus, so a screen reader reads from there.
 * Stops at the visitor's first scroll, key or tap. Returns the cleanup.
 */
function landOnSection(id: string): () => void {
  const stops: Array<() => void> = [];
  const stop = () => {
    for (const s of stops.splice(0)) s();
  };
  const settle = (target: HTMLElement) => {
    scrollBelowHeader(target);
    if (!target.hasAttribute('tabindex') && target.tabIndex < 0) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    // Where the section is in the document (not the window: a smooth scroll in progress moves that).
    const offset = () => target.getBoundingClientRect().top + window.scrollY;
    let lastOffset = offset();
    const resized = new ResizeObserver(() => {
      if (Math.abs(offset() - lastOffset) > 1) scrollBelowHeader(target, 'auto');
      lastOffset = offset();
    });
    resized.observe(document.body);
    const timer = window.setTimeout(stop, SETTLE_FOR_MS);
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const) {
      window.addEventListener(type, stop, { once: true, passive: true });
      stops.push(() => window.removeEventListener(type, stop));
    }
    stops.push(
      () => resized.disconnect(),
      () => window.clearTimeout(timer),
    );
  };
  const found = document.getElementById(id);
  if (found) {
    settle(found);
    return stop;
  }
  const waiting = new MutationObserver(() => {
    const target = document.getElementById(id);
    if (!target) return;
    waiting.disconnect();
    settle(target);
  });
  waiting.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => waiting.disconnect(), FIND_FOR_MS);
  stops.push(
    () => waiting.disconnect(),
    () => window.clearTimeout(timer),
  );
  return stop;
}

/**
 * Spec §2: every path change scrolls smoothly to the top; a `#section` link
 * lands on that section instead (landOnSection: waiting for a page that renders it late).
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, also to the same URL.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return;
    }
    return landOnSection(decodeURIComponent(hash.slice(1)));
  }, [pathname, hash, key]);

  return null;
}
