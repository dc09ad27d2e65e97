/**
 * Revenue maths for the dashboard: every figure the revenue table, the split chart and the
 * earnings panel show comes from here. Amounts are integer cents; a source's owner share is its
 * daily cents times the owner percentage, rounded to the cent, and the creators get the rest, so
 * the two always add up to the source's amount. Yearly projection = daily x 365.
 */
export const DAYS_PER_YEAR = 365;

export interface RevenueSourceInput {
  id: string;
  name: string;
  ownerPercentage: number;
  creatorPercentage: number;
  /** Dollars a day. */
  dailyAmount: number;
}

/** A day's and a year's revenue in cents, and the owner's and creators' shares of each. */
export interface RevenueFigures {
  dailyCents: number;
  ownerDailyCents: number;
  creatorDailyCents: number;
  yearlyCents: number;
  ownerYearlyCents: number;
  creatorYearlyCents: number;
}

export interface RevenueRow extends RevenueFigures {
  id: string;
  name: string;
  ownerPercentage: number;
  creatorPercentage: number;
}

export interface RevenueSummary {
  rows: RevenueRow[];
  totals: RevenueFigures;
  /** Owner daily total / creator daily total (Infinity when creators get nothing). */
  ownerToCreatorRatio: number;
}

const toCents = (dollars: number) => Math.round(dollars * 100);

export function computeRevenue(sources: readonly RevenueSourceInput[]): RevenueSummary {
  const rows = sources.map((s): RevenueRow => {
    const dailyCents = toCents(s.dailyAmount);
    const ownerDailyCents = Math.round((dailyCents * s.ownerPercentage) / 100);
    const creatorDailyCents = dailyCents - ownerDailyCents;
    return {
      id: s.id,
      name: s.name,
      ownerPercentage: s.ownerPercentage,
      creatorPercentage: s.creatorPercentage,
      dailyCents,
      ownerDailyCents,
      creatorDailyCents,
      yearlyCents: dailyCents * DAYS_PER_YEAR,
      ownerYearlyCents: ownerDailyCents * DAYS_PER_YEAR,
      creatorYearlyCents: creatorDailyCents * DAYS_PER_YEAR,
    };
  });
  const sum = (key: keyof RevenueFigures) => rows.reduce((n, r) => n + r[key], 0);
  const totals = {
    dailyCents: sum("dailyCents"),
    ownerDailyCents: sum("ownerDailyCents"),
    creatorDailyCents: sum("creatorDailyCents"),
    yearlyCents: sum("yearlyCents"),
    ownerYearlyCents: sum("ownerYearlyCents"),
    creatorYearlyCents: sum("creatorYearlyCents"),
  };
  const ownerToCreatorRatio =
    totals.creatorDailyCents === 0 ? Number.POSITIVE_INFINITY : totals.ownerDailyCents / totals.creatorDailyCents;
  return { rows, totals, ownerToCreatorRatio };
}

/** "877x" (rounded to a whole number). */
export function formatRatio(ratio: number): string {
  if (!Number.isFinite(ratio)) return "∞";
  return `${Math.round(ratio).toLocaleString("en-US")}x`;
}

/** Cents as dollars with separators: 476092 -> "$4,760.92". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

export const earningsPeriods = ["daily", "weekly", "monthly", "yearly"] as const;
export type EarningsPeriod = (typeof earningsPeriods)[number];
export const periodDays: Record<EarningsPeriod, number> = { daily: 1, weekly: 7, monthly: 30, yearly: DAYS_PER_YEAR };

/** The earnings panel's record for one period, in cents. */
export interface RevenuePeriodRecord {
  period: EarningsPeriod;
  totalRevenue: number;
  /** Platform split in percent. */
  ownerShare: number;
  creatorShare: number;
  adRevenue: number;
  ownerEarnings: number;
  creatorEarnings: number;
  creatorDailyRewards: number;
  creatorBonuses: number;
  web3DataRevenue: number;
  dataOwnerEarnings: number;
  dataCreatorEarnings: number;
  adOwnerEarnings: number;
  /** Creators' share of ad impressions, auto-claimed. */
  adCreatorEarnings: number;
}

/** What a creator may see of a period: their side only, never owner or platform-wide figures. */
export type CreatorPeriodRecord = Pick<
  RevenuePeriodRecord,
  "period" | "creatorShare" | "creatorEarnings" | "creatorDailyRewards" | "creatorBonuses" | "dataCreatorEarnings" | "adCreatorEarnings"
>;

export function periodRecord(summary: RevenueSummary, period: EarningsPeriod): RevenuePeriodRecord {
  const days = periodDays[period];
  const row = (id: string) => summary.rows.find((r) => r.id === id);
  const daily = (id: string, key: "dailyCents" | "ownerDailyCents" | "creatorDailyCents") => (row(id)?.[key] ?? 0) * days;
  const platform = row("platform");
  return {
    period,
    totalRevenue: summary.totals.dailyCents * days,
    ownerShare: platform?.ownerPercentage ?? 0,
    creatorShare: platform?.creatorPercentage ?? 0,
    adRevenue: daily("ads", "dailyCents"),
    ownerEarnings: summary.totals.ownerDailyCents * days,
    creatorEarnings: summary.totals.creatorDailyCents * days,
    creatorDailyRewards: daily("rewards-pool", "creatorDailyCents"),
    creatorBonuses: daily("bonus-pool", "creatorDailyCents"),
    web3DataRevenue: daily("web3-data", "dailyCents"),
    dataOwnerEarnings: daily("web3-data", "ownerDailyCents"),
    dataCreatorEarnings: daily("web3-data", "creatorDailyCents"),
    adOwnerEarnings: daily("ads", "ownerDailyCents"),
    adCreatorEarnings: daily("ads", "creatorDailyCents"),
  };
}

export function creatorPeriodRecord(record: RevenuePeriodRecord): CreatorPeriodRecord {
  return {
    period: record.period,
    creatorShare: record.creatorShare,
    creatorEarnings: record.creatorEarnings,
    creatorDailyRewards: record.creatorDailyRewards,
    creatorBonuses: record.creatorBonuses,
    dataCreatorEarnings: record.dataCreatorEarnings,
    adCreatorEarnings: record.adCreatorEarnings,
  };
}
