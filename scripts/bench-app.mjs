// Shared by the benchmarks: builds when there is no build, then runs `next start` on 127.0.0.1 with a fresh
// embedded database in a temporary folder, and stops it (and deletes the folder) when the process exits.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Starts the app and resolves with its base URL and the first answer of `readyPath` once it answers. */
export async function startApp({ port, appDir = ".", readyPath = "/login", env = {} }) {
  if (!existsSync(path.join(appDir, ".next", "BUILD_ID"))) {
    console.log("No build found: running next build ...");
    execSync("npx next build", { stdio: "inherit", cwd: appDir });
  }
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "msx-bench-"));
  const server = spawn("npx", ["next", "start", "-H", "127.0.0.1", "-p", String(port)], {
    cwd: appDir,
    // APP_URL: a production start needs the site's origin for its links; here it is the bench's own server.
    // `env` may set DATABASE_URL (a real PostgreSQL); by default the embedded database in the temporary folder.
    env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: path.join(dataDir, "db"), APP_URL: base, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const first = await fetch(`${base}${readyPath}`, { redirect: "manual" });
      if (first.status < 500) return { base, first, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error("next start did not answer within 120 s");
}

/** 16-bit PCM mono WAV of samples in -1..1 (the benchmarks' generated sound). */
export function pcmWav(samples, rate) {
  const out = Buffer.alloc(44 + samples.length * 2);
  out.write("RIFF", 0, "latin1");
  out.writeUInt32LE(36 + samples.length * 2, 4);
  out.write("WAVEfmt ", 8, "latin1");
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(1, 22);
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write("data", 36, "latin1");
  out.writeUInt32LE(samples.length * 2, 40);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i])) * 32767), 44 + i * 2);
  return out;
}

/**
 * Clicks the editor's Export and answers when the export that counts started: with BENCH_FORMAT (mp4 or webm) other
 * than the one the Export dialog chose, it picks that format once the dialog has chosen (which restarts the export).
 */
export async function startExport(page, format = process.env.BENCH_FORMAT) {
  let started = Date.now();
  await page.getByRole("button", { name: "Export", exact: true }).click();
  if (format) {
    const dialog = page.getByRole("dialog", { name: "Export Video" });
    await dialog.locator("input[name=export-format]:checked").waitFor({ state: "attached" });
    const radio = dialog.getByRole("radio", { name: format === "webm" ? /^WebM/ : /^MP4/ });
    if (!(await radio.isChecked())) {
      await radio.check();
      started = Date.now();
    }
  }
  return started;
}
