/**
 * The security headers sent with every response (next.config.ts). The Content-Security-Policy
 * allows what the app really loads: itself, the storage origin when one is configured, and
 * blob:/data: for media the browser makes (previews, recordings, exports). Pages get a stricter one from proxy.ts:
 * only scripts carrying that answer's nonce run, and the scripts they load ('strict-dynamic').
 */
export interface SecurityHeaderOptions {
  /** Origin of the S3-compatible store the browser uploads to and plays from, if any. */
  storageOrigin?: string | null;
  /** Development needs eval for React's debugging tools and fast refresh. */
  dev?: boolean;
  /**
   * A page's per-answer nonce: then no inline script runs unless it carries it, and scripts load only through
   * scripts that do ('strict-dynamic': Next's chunk loader). Without it (files, API answers) inline scripts may run.
   */
  nonce?: string;
}

/**
 * Production answers tell browsers to use HTTPS only, for two years, subdomains included (HSTS). Browsers ignore
 * it on plain-HTTP answers, so a local `next start` on http://127.0.0.1 still works. Not sent in development:
 * a browser that saw it for localhost would refuse http://localhost on every port.
 */
export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * What a file served from our origin (an upload) may do when opened on its own: nothing but play itself in the
 * browser's media viewer. No script, no request elsewhere, a unique origin (sandbox), so an uploaded HTML or SVG
 * could never act as a page of ours. Sent with nosniff.
 */
export const FILE_CSP = "sandbox; default-src 'none'; media-src 'self'; img-src 'self'; style-src 'unsafe-inline'";

export function storageOriginFromEnv(env: Record<string, string | undefined>): string | null {
  const explicit = env.S3_PUBLIC_URL || env.S3_ENDPOINT;
  if (explicit) {
    try {
      return new URL(explicit).origin;
    } catch {
      return null;
    }
  }
  if (env.S3_BUCKET) {
    const region = env.S3_REGION || "us-east-1";
    return `https://${env.S3_BUCKET}.s3.${region}.amazonaws.com`;
  }
  return null;
}

export function contentSecurityPolicy({ storageOrigin, dev = false, nonce }: SecurityHeaderOptions = {}): string {
  const storage = storageOrigin ? ` ${storageOrigin}` : "";
  const scripts = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'";
  const directives = [
    "default-src 'self'",
    `script-src ${scripts} 'wasm-unsafe-eval'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data:${storage}`,
    `media-src 'self' blob: data:${storage}`,
    "font-src 'self' data:",
    `connect-src 'self' blob: data:${storage}${dev ? " ws:" : ""}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/**
 * The policy of API answers (JSON, and files, which set their own FILE_CSP over it): nothing to load, run or frame.
 * It holds no ":", so Next sends it as it is: a configured header value with a ":" goes through Next's path compiler on
 * every request (to fill in parameters).
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** The headers of every answer: pages and files, or with `api`, API answers (their policy is API_CSP). */
export function securityHeaders(options: SecurityHeaderOptions & { api?: boolean } = {}): { key: string; value: string }[] {
  return [
    { key: "Content-Security-Policy", value: options.api ? API_CSP : contentSecurityPolicy(options) },
    ...(options.dev ? [] : [{ key: "Strict-Transport-Security", value: HSTS }]),
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "microphone=(self), camera=(), geolocation=(), payment=()" },
  ];
}
