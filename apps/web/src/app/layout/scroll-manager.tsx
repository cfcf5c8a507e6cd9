import { useEffect } from 'react';
import { useLocation } from 'react-router';

function scrollBehavior(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
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
        target.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
        return;
      }
      if (++attempts < 30) timer = window.setTimeout(tryScroll, 100);
    };
    tryScroll();
    return () => window.clearTimeout(timer);
  }, [pathname, hash, key]);

  return null;
}
