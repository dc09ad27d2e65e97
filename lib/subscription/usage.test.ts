import { describe, expect, it } from "vitest";

import { exportRefusal, recordExport } from "./export-quota";
import { formatBytes } from "@/lib/format";

import { aiQuotaMessage, apiErrorOf, storageQuotaMessage } from "./usage";

describe("usage figures and quota messages", () => {
  it("formats bytes as a person reads them", () => {
    expect(formatBytes(0)).toBe("0 GB");
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(12.5 * 1024 ** 2)).toBe("12.5 MB");
    expect(formatBytes(1024 ** 3)).toBe("1 GB");
    expect(formatBytes(2.25 * 1024 ** 3)).toBe("2.25 GB");
    expect(formatBytes(1.5 * 1024 ** 4)).toBe("1.5 TB");
  });

  it("names the plan and the limit", () => {
    expect(aiQuotaMessage("starter", 50)).toBe("You have used all 50 AI generations of the Starter plan this month. Upgrade for more.");
    expect(storageQuotaMessage("free", 100 * 1024 ** 2, 0.95 * 1024 ** 3, 1024 ** 3)).toBe(
      "This file (100 MB) does not fit in the 1 GB of cloud storage of the Free plan: 972.8 MB is in use. Delete files or upgrade for more.",
    );
  });

  it("reads the one error shape, and nothing else", () => {
    expect(apiErrorOf('{"error":{"code":"quota_exceeded","message":"m"}}')).toEqual({ code: "quota_exceeded", message: "m" });
    expect(apiErrorOf("Payment Required")).toBeNull();
    expect(apiErrorOf('{"error":"x"}')).toBeNull();
  });
});

describe("export quota (client)", () => {
  const answer = (status: number, body: unknown) => (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;
  const usage = (used: number, total: number | null) => ({ plan: "free", exports: { used, total } });

  it("refuses to start when the month's exports are used up", async () => {
    expect(await exportRefusal(answer(200, usage(10, 10)))).toBe("You have used all 10 exports of the Free plan this month. Upgrade for more.");
    expect(await exportRefusal(answer(200, usage(9, 10)))).toBeNull();
    expect(await exportRefusal(answer(200, usage(500, null)))).toBeNull();
    expect(await exportRefusal(answer(500, {}))).toBeNull();
  });

  it("answers the server's refusal when counting a finished export", async () => {
    expect(await recordExport(answer(200, { exports: { used: 3, total: 10 } }))).toBeNull();
    expect(await recordExport(answer(402, { error: { code: "quota_exceeded", message: "No more." } }))).toBe("No more.");
    expect(await recordExport((() => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch)).toBeNull();
  });
});
