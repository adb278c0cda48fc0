import '@testing-library/jest-dom/vitest';
import { ensureTemporal } from '../kernel/temporal';

// Node 20 and jsdom have no native Temporal: load the polyfill once, as the browser entry does.
await ensureTemporal();
