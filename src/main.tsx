import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ensureTemporal } from './lib/temporal';
import { startInspector } from './inspect';
import { App } from './app';
import './styles.css';

// Temporal first (native where the browser has it, else the polyfill chunk), then the optional
// inspector, then the app: every machine may use both from its first event.
await Promise.all([ensureTemporal(), startInspector()]);

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
