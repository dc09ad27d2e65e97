import { describe, expect, it } from "vitest";

import { readTransactions, recordTransaction, TRANSACTIONS_STORAGE_KEY } from "@/lib/transactions";

function memory() {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

describe("transaction log", () => {
  it("records newest first", () => {
    const s = memory();
    recordTransaction(s, { type: "reward", amount: "+10.00", description: "Daily login" });
    const second = recordTransaction(s, { type: "bonus", amount: "+100.00", description: "Weekly bonus" });
    const list = readTransactions(s);
    expect(list.map((t) => t.description)).toEqual(["Weekly bonus", "Daily login"]);
    expect(list[0]).toEqual(second);
    expect(second.status).toBe("completed");
  });

  it("survives a corrupt log", () => {
    const s = memory();
    s.data.set(TRANSACTIONS_STORAGE_KEY, "nope");
    expect(readTransactions(s)).toEqual([]);
  });
});
