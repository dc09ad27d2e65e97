import { ESLint } from "eslint";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The project's own ESLint configuration keeps the layers pointing one way. Each probe is a small source file
// linted under a path where it would live; nothing is written to disk.
const root = fileURLToPath(new URL("..", import.meta.url));
let eslint: ESLint;

async function restricted(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

const importsApp = `import { GET } from "@/app/api/health/route";\nexport const handler = GET;\n`;
const importsAppRelative = `import { GET } from "../../app/api/health/route";\nexport const handler = GET;\n`;
const importsFixture = `import { sample } from "@/fixtures/sample";\nexport const value = sample;\n`;
const importsContract = `import { claimSchema } from "@/lib/contracts/wallet";\nexport const schema = claimSchema;\n`;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe("layer rules", () => {
  it("refuses an import from app/ in lib/ and components/, by alias or by relative path", async () => {
    expect(await restricted("lib/server/probe.ts", importsApp)).toEqual([expect.stringContaining("never import from app/")]);
    expect(await restricted("lib/server/probe.ts", importsAppRelative)).toEqual([expect.stringContaining("never import from app/")]);
    expect(await restricted("components/shell/probe.tsx", importsApp)).toEqual([expect.stringContaining("never import from app/")]);
    expect(await restricted("lib/server/probe.test.ts", importsApp)).toEqual([expect.stringContaining("never import from app/")]);
  }, 60_000);

  it("refuses fixtures/ in production code and allows it in tests", async () => {
    const message = expect.stringContaining("never imports fixtures/");
    expect(await restricted("lib/probe.ts", importsFixture)).toEqual([message]);
    expect(await restricted("components/shell/probe.tsx", importsFixture)).toEqual([message]);
    expect(await restricted("app/api/probe/route.ts", importsFixture)).toEqual([message]);
    expect(await restricted("lib/probe.test.ts", importsFixture)).toEqual([]);
  }, 60_000);

  it("lets app/, lib/ and components/ use the contracts", async () => {
    expect(await restricted("app/api/probe/route.ts", importsContract)).toEqual([]);
    expect(await restricted("components/wallet/probe.tsx", importsContract)).toEqual([]);
    expect(await restricted("lib/server/probe.ts", importsContract)).toEqual([]);
  }, 60_000);
});
