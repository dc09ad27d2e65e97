/**
 * Test helpers (unit and end-to-end tests only): a stub HTTP server on 127.0.0.1 and a generated
 * photo-like test image (a subject on a gradient backdrop); a person on a busy backdrop with its known mask.
 */
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import sharp from "sharp";

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface StubServer {
  port: number;
  origin: string;
  host: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startStubServer(
  handler: (req: RecordedRequest, res: http.ServerResponse) => unknown,
  port = 0,
): Promise<StubServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const recorded = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(recorded);
      void Promise.resolve(handler(recorded, res)).catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    port: actual,
    host: `127.0.0.1:${actual}`,
    origin: `http://127.0.0.1:${actual}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A 320x240 PNG: an orange disc with a highlight on a blue vertical-and-horizontal gradient. */
export async function makeSubjectPng(width = 320, height = 240): Promise<Buffer> {
  const r = Math.round(Math.min(width, height) * 0.3);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#2a5fc8"/><stop offset="1" stop-color="#8fc3f0"/>
      </linearGradient>
      <radialGradient id="disc" cx="0.4" cy="0.35" r="0.7">
        <stop offset="0" stop-color="#ffb36b"/><stop offset="1" stop-color="#c2410c"/>
      </radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#bg)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${r}" fill="url(#disc)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The alpha value (0..255) of a PNG at (x, y). */
export async function alphaAt(png: Buffer, x: number, y: number): Promise<number> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return data[(y * info.width + x) * info.channels + 3];
}

/** A person cut out of a public-domain NASA photo (see testdata/README.md); its alpha is the known mask. */
const CUTOUT = path.join(process.cwd(), "lib", "server", "ai", "testdata", "astronaut-cutout.png");

/** A busy, multicolour backdrop: diagonal stripes, discs and a checkerboard in many colours (seeded, so stable). */
export async function busyBackdrop(width: number, height: number): Promise<Buffer> {
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const colour = () => `hsl(${Math.floor(rand() * 360)},${60 + Math.floor(rand() * 40)}%,${35 + Math.floor(rand() * 35)}%)`;
  const shapes: string[] = [];
  for (let i = -height; i < width + height; i += 14) {
    shapes.push(`<line x1="${i}" y1="0" x2="${i + height}" y2="${height}" stroke="${colour()}" stroke-width="9"/>`);
  }
  for (let y = 0; y < height; y += 24) {
    for (let x = (y / 24) % 2 === 0 ? 0 : 24; x < width; x += 48) shapes.push(`<rect x="${x}" y="${y}" width="24" height="24" fill="${colour()}" opacity="0.55"/>`);
  }
  for (let i = 0; i < 40; i++) {
    shapes.push(`<circle cx="${Math.floor(rand() * width)}" cy="${Math.floor(rand() * height)}" r="${6 + Math.floor(rand() * 22)}" fill="${colour()}"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${colour()}"/>${shapes.join("")}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The person composited onto the busy backdrop, and the known mask (alpha of the cut-out, at 50 %). */
export async function personOnBusyBackdrop() {
  const cutout = await readFile(CUTOUT);
  const { width, height } = await sharp(cutout).metadata();
  const image = await sharp(await busyBackdrop(width, height))
    .composite([{ input: cutout }])
    .flatten()
    .png()
    .toBuffer();
  const alpha = await sharp(cutout).extractChannel(3).raw().toBuffer();
  return { image, width, height, truth: Uint8Array.from(alpha, (a) => (a >= 128 ? 1 : 0)) };
}
