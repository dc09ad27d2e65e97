/** Rewards center sample data. */
import type { Transaction } from "@/lib/wallet/transactions";

export type ChallengeType = "daily" | "weekly" | "monthly";

export interface Challenge {
  id: string;
  title: string;
  description: string;
  /** MSXT. */
  reward: number;
  progress: number;
  target: number;
  type: ChallengeType;
  daysLeft: number;
}

/**
 * The challenges: titles, targets, rewards and periods. `progress` and `daysLeft` are sample
 * values; the Rewards Center shows the server's counts instead (lib/server/challenges.ts), and pays on those.
 */
export const challenges: Challenge[] = [
  { id: "weekly-uploads", title: "Weekly Creator", description: "Upload 5 videos this week", reward: 50, progress: 5, target: 5, type: "weekly", daysLeft: 3 },
  { id: "monthly-ai", title: "AI Explorer", description: "Use 10 AI features this month", reward: 30, progress: 7, target: 10, type: "monthly", daysLeft: 12 },
  { id: "daily-shares", title: "Social Sharer", description: "Share 3 videos today", reward: 15, progress: 3, target: 3, type: "daily", daysLeft: 1 },
  { id: "login-streak", title: "Streak Master", description: "Log in 7 days in a row", reward: 20, progress: 4, target: 7, type: "weekly", daysLeft: 3 },
];

export interface EarningActivity {
  title: string;
  /** MSXT. */
  reward: number;
  description: string;
}

export const earningActivities: EarningActivity[] = [
  { title: "Video Upload", reward: 5, description: "Upload a video to your library" },
  { title: "AI Effects", reward: 3, description: "Apply an AI effect to a video" },
  { title: "Share to Social", reward: 10, description: "Share a video on a social network" },
  { title: "Refer Friend", reward: 5, description: "A friend signs up with your link" },
  { title: "Daily Login", reward: 2, description: "Sign in once a day" },
  { title: "Complete Tutorial", reward: 15, description: "Finish a studio tutorial" },
];

export const viewBonusTiers: EarningActivity[] = [
  { title: "1K Views", reward: 20, description: "A video reaches 1,000 views" },
  { title: "10K Views", reward: 100, description: "A video reaches 10,000 views" },
  { title: "100K Views", reward: 500, description: "A video reaches 100,000 views" },
];

export const streakBonuses: EarningActivity[] = [
  { title: "7-Day Streak", reward: 50, description: "Create 7 days in a row" },
  { title: "30-Day Streak", reward: 200, description: "Create 30 days in a row" },
  { title: "Perfect Month", reward: 500, description: "Create every day of a calendar month" },
];

export const REFERRAL_BONUS_MSXT = 5;

/** The periodic claims (Daily Rewards on the dashboard, the Rewards Center), MSXT: paid by the server, once a period. */
export const DAILY_REWARD_MSXT = 10;
export const WEEKLY_REWARD_MSXT = 100;

/** Today's earnings (sample). */
export const todaysEarnings = "12.50";

/** Sample history rows, listed below the transactions the user really made. */
export const sampleTransactions: Transaction[] = [
  { id: "sample-1", type: "reward", amount: "+5.00", description: "Video upload reward", date: "2025-01-15T10:30:00.000Z", status: "completed" },
  { id: "sample-2", type: "bonus", amount: "+20.00", description: "1K views bonus", date: "2025-01-14T16:00:00.000Z", status: "completed" },
  { id: "sample-3", type: "reward", amount: "+3.00", description: "AI effects used", date: "2025-01-14T09:15:00.000Z", status: "completed" },
  { id: "sample-4", type: "withdrawal", amount: "-25.00", description: "Withdrawal to wallet", date: "2025-01-12T12:00:00.000Z", status: "completed" },
  { id: "sample-5", type: "purchase", amount: "-13.00", description: "Creator Starter plan (monthly)", date: "2025-01-10T08:45:00.000Z", status: "completed" },
];
