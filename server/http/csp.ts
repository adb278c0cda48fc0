// The app's helmet configuration (CSP, HSTS, …), and a page's CSP: the app-wide one plus the
// hashes of that page's inline styles (the static shell's critical CSS, server/http/spa.ts).
import type { HelmetOptions } from 'helmet';
import { securityHeaders } from './security-headers';

/**
 * helmet's configuration; `extraStyleSrc` and `extraScriptSrc` add CSP sources for a page's inline
 * styles and scripts (their hashes: a frame page's critical CSS and its script loader).
 */
export function helmetOptions(
  production: boolean,
  extraStyleSrc: string[] = [],
  extraScriptSrc: string[] = [],
): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval': the officer's QR reader compiles our own ZXing .wasm (no eval of JS).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...extraScriptSrc],
        styleSrc: ["'self'", ...extraStyleSrc],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only where TLS is certain; a plain-HTTP LAN deployment must stay reachable.
    strictTransportSecurity: production ? { maxAge: 15552000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

/** The CSP of a page with these inline-style and inline-script hashes (computed once per set). */
export function pageCsp(production: boolean): (styleHashes: string[], scriptHashes?: string[]) => string {
  const cache = new Map<string, string>();
  return (styles, scripts = []) => {
    const key = `${styles.join(' ')}|${scripts.join(' ')}`;
    let csp = cache.get(key);
    if (csp === undefined)
      cache.set(
        key,
        (csp = securityHeaders(helmetOptions(production, styles, scripts))['content-security-policy'] ?? ''),
      );
    return csp;
  };
}
