import { describe, expect, it } from "vitest";

import { finishExport, requestExportTicket } from "./export-quota";
import { formatBytes } from "@/lib/format";

import { aiQuotaMessage, apiErrorOf, storageQuotaMessage } from "./messages";

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
  const ticket = { exports: { used: 3, total: 10 }, ticket: "id.1.sig", expiresAt: "2030-01-01T00:00:00.000Z", premiumEffects: false };

  it("asks for a ticket before encoding: the server's refusal stops the export", async () => {
    expect(await requestExportTicket(answer(200, ticket))).toEqual({ ok: true, ticket });
    expect(await requestExportTicket(answer(402, { error: { code: "quota_exceeded", message: "You have used all 10 exports of the Free plan this month. Upgrade for more." } }))).toEqual({
      ok: false,
      message: "You have used all 10 exports of the Free plan this month. Upgrade for more.",
      quota: true,
    });
    expect(await requestExportTicket(answer(500, {}))).toMatchObject({ ok: false, quota: false });
    expect(await requestExportTicket(answer(200, { exports: {} }))).toMatchObject({ ok: false, quota: false });
    expect(await requestExportTicket((() => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch)).toMatchObject({ ok: false, quota: false });
  });

  it("hands the ticket back when the export finishes", async () => {
    expect(await finishExport(ticket, answer(200, { finished: true, premiumEffects: false }))).toBeNull();
    expect(await finishExport(ticket, answer(403, { error: { code: "invalid_export_ticket", message: "No ticket." } }))).toBe("No ticket.");
    expect(await finishExport(ticket, (() => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch)).toBeNull();
  });
});
