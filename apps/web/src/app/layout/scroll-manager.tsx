import { useEffect } from 'react';
import { useLocation } from 'react-router';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Scrolls `target` to just below the sticky header (a larger scroll margin of its
 * own wins), so a section heading is never under the header.
 */
function scrollBelowHeader(target: HTMLElement) {
  const header = document.querySelector('header');
  const margin = Math.max(Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0, (header?.getBoundingClientRect().height ?? 0) + 16);
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - margin, behavior: scrollBehavior() });
}

/**
 * Spec §2: every path change scrolls smoothly to the top; a `#section` link
 * scrolls to that section instead, waiting for a lazily loaded page to render it.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, also to the same URL.
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, behavior: scrollBehavior() });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    let timer = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) {
        scrollBelowHeader(target);
        return;
      }
      if (++attempts < 30) timer = window.setTimeout(tryScroll, 100);
    };
    tryScroll();
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);

  return null;
}
