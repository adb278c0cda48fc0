import '@testing-library/jest-dom/vitest';
import { ensureTemporal } from '../kernel/temporal';

// Node 20 and jsdom have no native Temporal: load the polyfill once, as the browser entry does.
await ensureTemporal();

// Test suites hash thousands of passwords: a cheaper scrypt than production's OWASP cost
// (server/auth/passwords.ts; loadConfig refuses it in production). tests/server/passwords.test.ts
// sets its own to prove the upgrade of old hashes.
process.env.SCRYPT_LOG2_N ??= '12';
