import { describe, expect, it } from "vitest";

import { revenueSourceSchema, revenueSources } from "@/lib/catalog/revenue";
import {
  computeRevenue,
  creatorPeriodRecord,
  formatCents,
  formatRatio,
  periodRecord,
} from "@/lib/dashboard/revenue";

describe("revenue fixture", () => {
  it("parses with its schema", () => {
    for (const s of revenueSources) expect(revenueSourceSchema.parse(s)).toEqual(s);
    expect(revenueSources).toHaveLength(7);
  });

  it("rejects shares that do not add up to 100%", () => {
    expect(() =>
      revenueSourceSchema.parse({ id: "x", name: "X", ownerPercentage: 99, creatorPercentage: 0.1, dailyAmount: 1 }),
    ).toThrow();
  });
});

describe("computeRevenue", () => {
  const summary = computeRevenue(revenueSources);

  it("splits each source to the cent, owner and creators adding up to the source", () => {
    const platform = summary.rows.find((r) => r.id === "platform")!;
    expect(platform).toMatchObject({ dailyCents: 244755, ownerDailyCents: 244510, creatorDailyCents: 245 });
    const pool = summary.rows.find((r) => r.id === "rewards-pool")!;
    expect(pool).toMatchObject({ dailyCents: 12375, ownerDailyCents: 12251, creatorDailyCents: 124 });
    const web3 = summary.rows.find((r) => r.id === "web3-data")!;
    expect(web3).toMatchObject({ ownerDailyCents: 45000, creatorDailyCents: 0 });
    for (const r of summary.rows) {
      expect(r.ownerDailyCents + r.creatorDailyCents).toBe(r.dailyCents);
      expect(r.yearlyCents).toBe(r.dailyCents * 365);
      expect(r.ownerYearlyCents + r.creatorYearlyCents).toBe(r.yearlyCents);
    }
  });

  it("sums the table: totals, yearly projection (daily x 365) and the owner-to-creator ratio", () => {
    // 2447.55 + 889.11 + 456.78 + 334.22 + 450 + 123.75 + 64.94 = 4766.35
    expect(summary.totals.dailyCents).toBe(476635);
    // creators: 2.45 + 0.89 + 0.46 + 0.33 + 0 + 1.24 + 0.06 = 5.43
    expect(summary.totals.creatorDailyCents).toBe(543);
    expect(summary.totals.ownerDailyCents).toBe(476092);
    expect(summary.totals.ownerYearlyCents).toBe(476092 * 365);
    expect(summary.totals.creatorYearlyCents).toBe(543 * 365);
    expect(summary.totals.yearlyCents).toBe(476635 * 365);
    expect(summary.ownerToCreatorRatio).toBeCloseTo(476092 / 543, 10);
    expect(formatRatio(summary.ownerToCreatorRatio)).toBe("877x");
  });

  it("handles an empty table and creators getting nothing", () => {
    const empty = computeRevenue([]);
    expect(empty.totals.dailyCents).toBe(0);
    const ownerOnly = computeRevenue([{ id: "a", name: "A", ownerPercentage: 100, creatorPercentage: 0, dailyAmount: 10 }]);
    expect(ownerOnly.ownerToCreatorRatio).toBe(Number.POSITIVE_INFINITY);
    expect(formatRatio(ownerOnly.ownerToCreatorRatio)).toBe("∞");
  });
});

describe("period records", () => {
  const summary = computeRevenue(revenueSources);

  it("scales the daily figures by 1, 7, 30 and 365 days", () => {
    const daily = periodRecord(summary, "daily");
    expect(daily).toMatchObject({
      totalRevenue: 476635,
      ownerEarnings: 476092,
      creatorEarnings: 543,
      ownerShare: 99.9,
      creatorShare: 0.1,
      adRevenue: 88911,
      adOwnerEarnings: 88822,
      adCreatorEarnings: 89,
      creatorDailyRewards: 124,
      creatorBonuses: 6,
      web3DataRevenue: 45000,
      dataOwnerEarnings: 45000,
      dataCreatorEarnings: 0,
    });
    expect(periodRecord(summary, "weekly").ownerEarnings).toBe(476092 * 7);
    expect(periodRecord(summary, "monthly").creatorEarnings).toBe(543 * 30);
    expect(periodRecord(summary, "yearly").ownerEarnings).toBe(summary.totals.ownerYearlyCents);
  });

  it("a creator's record holds no owner or platform-wide figure", () => {
    const creator = creatorPeriodRecord(periodRecord(summary, "daily"));
    expect(Object.keys(creator).sort()).toEqual(
      ["adCreatorEarnings", "creatorBonuses", "creatorDailyRewards", "creatorEarnings", "creatorShare", "dataCreatorEarnings", "period"].sort(),
    );
  });
});

describe("formatCents", () => {
  it("formats dollars with separators", () => {
    expect(formatCents(476092)).toBe("$4,760.92");
    expect(formatCents(173773580)).toBe("$1,737,735.80");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(-150)).toBe("-$1.50");
  });
});
