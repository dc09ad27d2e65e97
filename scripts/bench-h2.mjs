// For the Lighthouse benchmark: an HTTP/2 front (TLS, a throwaway self-signed certificate for 127.0.0.1) for a local
// `next start`, which speaks only HTTP/1.1. Production serves the app over HTTP/2 (Vercel's edge does), where a page's
// scripts share one connection instead of opening up to six, each with its own handshake and slow start.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import { tmpdir } from "node:os";
import path from "node:path";

// Headers HTTP/2 forbids (connection-specific), dropped from the HTTP/1.1 answer.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade"]);

/** A key and a self-signed certificate for 127.0.0.1, valid one day (openssl). */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), "msx-bench-tls-"));
  try {
    const key = path.join(dir, "key.pem");
    const cert = path.join(dir, "cert.pem");
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
        .concat(["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert]),
      { stdio: "ignore" },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves https://127.0.0.1:<port> over HTTP/2, passing every request to the HTTP/1.1 server at `target`. */
export async function startHttp2Front({ port, target }) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer(selfSignedCertificate());
  server.on("stream", (stream, headers) => {
    const forwarded = { host: upstream.host, "x-forwarded-proto": "https" };
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(":")) forwarded[name] = value;
    const request = http.request(
      { host: upstream.hostname, port: upstream.port, method: headers[":method"], path: headers[":path"], headers: forwarded, agent },
      (response) => {
        // The browser may have given up on the request (a closed page, a cancelled prefetch).
        if (stream.destroyed) return void response.resume();
        const answer = { ":status": response.statusCode };
        for (const [name, value] of Object.entries(response.headers)) if (!HOP_BY_HOP.has(name)) answer[name] = value;
        stream.respond(answer);
        response.pipe(stream);
      },
    );
    request.on("error", () => {
      if (stream.destroyed) return;
      if (!stream.headersSent) stream.respond({ ":status": 502 });
      stream.end();
    });
    stream.on("error", () => request.destroy());
    stream.on("close", () => request.destroy());
    stream.pipe(request);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () => {
      server.close();
      agent.destroy();
    },
  };
}
