import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureTemporal } from '../kernel/temporal';
import { startInspector } from './hooks/inspect';
import { App, preloadRoute } from './app';
import './styles.css';

// Temporal first (native where the browser has it, else the polyfill chunk), then the optional
// inspector, then the app: every machine may use both from its first event. Meanwhile the screen
// of this URL loads (the server's HTML already asked for its chunks), so the first render shows it
// instead of a fallback. Until then index.html's static shell (the top bar) is on screen.
await Promise.all([ensureTemporal(), startInspector(), preloadRoute(window.location.pathname)]);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// As a transition the first render is time-sliced (React yields every few milliseconds) instead of
// one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
