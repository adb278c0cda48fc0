import { StrictMode, startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ensureTemporal } from '../kernel/temporal';
import { startInspector } from './hooks/inspect';
import { App, preloadRoute } from './app';
import { FirstPaintContext, FirstPaintDataContext } from './hooks/first-paint';
import { readFirstPaintData, type FirstPaintData } from './hooks/first-paint-data';
import { finishEarlyInput } from './hooks/early-input';
import intlWarm from './intl-warm?worker&url';
import { LanguageProvider } from './hooks/language';
import { deviceLanguage } from './lib/language';
import './styles.css';

// Temporal first (native where the browser has it, else the polyfill chunk), then the optional
// inspector, then the app: every machine may use both from its first event. Meanwhile the screen
// of this URL loads (the server's HTML already asked for its chunks), so the first render shows it
// instead of a fallback. Until then the server's HTML is on screen: the route's frame (issue #25,
// src/hooks/first-paint.ts), or index.html's static top bar where there is none (the service
// worker's offline shell, an unknown path).
const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// The device's language (issue #40): the server sent the frame in the language of its `lang`
// cookie; where storage says otherwise (a cookie cleared), the frame is not hydrated but replaced.
const language = deviceLanguage();
const prerendered = root.dataset.firstPaint !== undefined && document.documentElement.lang === language;
// ICU's number data, loaded on a worker's thread instead of in the first render that shows an
// amount (src/intl-warm.ts). A frame page's loader started it already, right after the paint.
if (!prerendered) {
  try {
    new Worker(intlWarm);
  } catch {
    // Only a head start: without it the first amount formatted loads the data itself.
  }
}
const [data] = await Promise.all([
  prerendered ? readFirstPaintData(document, Date.now()) : null,
  ensureTemporal(),
  startInspector(),
  preloadRoute(window.location.pathname),
]);

/** Hydrates the server's frame, then leaves first-paint mode: the session starts, screens mount. */
function Hydrated({ data: pageData }: { data: FirstPaintData | null }) {
  const [firstPaint, setFirstPaint] = useState(true);
  useEffect(() => {
    // Hydrated: the frame is the app's now (the browser tests wait for this mark).
    root?.setAttribute('data-hydrated', '');
    // As a transition the screens' first render is time-sliced (React yields every few
    // milliseconds) instead of one long task, and the frame stays until it is ready.
    startTransition(() => setFirstPaint(false));
  }, []);
  useLayoutEffect(() => {
    // The screens have replaced the frame, and their fields (whose layout effects ran first) have
    // taken what was typed into it: stop keeping input, replay a tap (src/hooks/early-input.ts).
    if (!firstPaint && root) finishEarlyInput(root);
  }, [firstPaint]);
  return (
    <LanguageProvider language={language}>
      <FirstPaintContext value={firstPaint}>
        <FirstPaintDataContext value={pageData}>
          <App />
        </FirstPaintDataContext>
      </FirstPaintContext>
    </LanguageProvider>
  );
}

/** Renders the app over whatever #root held; a stale frame's typing is taken as at a hydration. */
function Rendered() {
  useLayoutEffect(() => {
    if (root) finishEarlyInput(root);
  }, []);
  return (
    <LanguageProvider language={language}>
      <App />
    </LanguageProvider>
  );
}

/**
 * Resolves once the browser has painted what it has (a frame, then a task after it). The frame is
 * the page's first paint and its largest: were the scripts, on a fast link, to run before the
 * browser first painted, the screens would be the first paint instead (and beranda's splash,
 * on a first visit, would hide the page for its 3 s).
 */
const painted = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });

if (prerendered && data !== 'stale') {
  await painted();
  // Hydration inside a transition is time-sliced (a transition hydration lane) instead of one
  // task for the whole frame: the frame is on screen and stays there meanwhile, and a long task
  // after the first paint is what Total Blocking Time counts (issue #25 item 3).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <Hydrated data={data} />
      </StrictMode>,
    );
  });
} else {
  // No frame, or its data is too old to show (src/hooks/first-paint-data.ts): render from scratch, which
  // fetches everything as before.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Rendered />
      </StrictMode>,
    );
  });
}
