// A bare Next app (one static App Router page and one dynamic route handler) built with this project's installed next,
// react and react-dom: the reference `npm run size`, `npm run bench:lighthouse` and `npm run bench:api` compare the app
// with, in the same run. Built once per set
// of versions into .bench/bare-next-<next>-<react>/ (gitignored) and reused; it needs no network (next resolves from
// the project's node_modules, the folder being inside the project).
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const versionOf = (name) => JSON.parse(readFileSync(path.resolve("node_modules", name, "package.json"), "utf8")).version;

/** The installed versions the bare app is built with, e.g. { next: "16.4.6", react: "19.3.1", "react-dom": "19.3.1" }. */
export function bareVersions() {
  return { next: versionOf("next"), react: versionOf("react"), "react-dom": versionOf("react-dom") };
}

/** Builds the bare app unless a build for the installed versions exists; returns its folder. */
export function bareApp() {
  const versions = bareVersions();
  const dir = path.resolve(".bench", `bare-next-${versions.next}-${versions.react}`);
  const stamp = path.join(dir, "versions.json");
  // The recipe's version too: a change to the files below rebuilds it.
  const key = JSON.stringify({ recipe: 3, ...versions });
  if (existsSync(path.join(dir, ".next", "BUILD_ID")) && existsSync(stamp) && readFileSync(stamp, "utf8") === key) return dir;
  console.log(`Building the bare Next ${versions.next} / React ${versions.react} page once (${path.relative(".", dir)}) ...`);
  mkdirSync(path.join(dir, "app"), { recursive: true });
  writeFileSync(path.join(dir, "package.json"), JSON.stringify({ name: "bare-next", private: true }, null, 2));
  // Its own (empty) config and instrumentation: Next would otherwise look upwards and take the project's.
  writeFileSync(path.join(dir, "next.config.mjs"), "export default {};\n");
  writeFileSync(path.join(dir, "instrumentation.js"), "export function register() {}\n");
  writeFileSync(
    path.join(dir, "app", "layout.js"),
    'export const metadata = { title: "Bare" };\nexport default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(
    path.join(dir, "app", "page.js"),
    "export default function Page() {\n  return (\n    <main>\n      <h1>Hello</h1>\n      <p>A bare Next page.</p>\n    </main>\n  );\n}\n",
  );
  // The API baseline: a route handler answering a small JSON body on every request, as the app's /api/health does.
  mkdirSync(path.join(dir, "app", "api", "health"), { recursive: true });
  writeFileSync(
    path.join(dir, "app", "api", "health", "route.js"),
    'export const dynamic = "force-dynamic";\nexport function GET() {\n  return Response.json({ status: "ok" });\n}\n',
  );
  execSync(`node ${path.resolve("node_modules/next/dist/bin/next")} build`, {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  writeFileSync(stamp, key);
  return dir;
}
