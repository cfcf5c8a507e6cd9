/**
 * The one script a page the server rendered starts with (decision 029). The
 * page is complete without the app; the app only makes it interactive. So it
 * is fetched once the page has been painted: on a slow connection the bytes of
 * the first paint (HTML and CSS) do not share the line with the app's.
 */
interface Boot {
  /** The app's entry module. */
  entry: string;
  /** Modules the page will need, fetched in parallel with the entry. */
  preload: string[];
}

const block = document.getElementById('ritrova-boot');
const boot: Boot | null = block?.textContent ? (JSON.parse(block.textContent) as Boot) : null;

function start(app: Boot): void {
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

// After the next frame is painted (a timer queued from the frame runs once it is on screen).
if (boot) requestAnimationFrame(() => setTimeout(() => start(boot), 0));
