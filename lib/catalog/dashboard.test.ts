import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  activitySchema,
  communityCreatorSchema,
  dailySummary,
  dailySummarySchema,
  dashboardStats,
  dashboardStatsSchema,
  recentActivity,
  recentProjectSchema,
  recentProjects,
  todaysEarnings,
  todaysEarningsSchema,
  topCreators,
} from "@/lib/catalog/dashboard";
import { musicTrackSchema, musicTracks } from "@/lib/catalog/music";

describe("dashboard catalogue", () => {
  it("parse with their schemas", () => {
    expect(dashboardStatsSchema.parse(dashboardStats)).toEqual(dashboardStats);
    expect(z.array(recentProjectSchema).parse(recentProjects)).toHaveLength(3);
    expect(z.array(activitySchema).parse(recentActivity).length).toBeGreaterThan(0);
    expect(todaysEarningsSchema.parse(todaysEarnings)).toEqual(todaysEarnings);
    expect(dailySummarySchema.parse(dailySummary).length).toBeGreaterThan(0);
    expect(z.array(musicTrackSchema).parse(musicTracks).length).toBeGreaterThan(0);
    expect(z.array(communityCreatorSchema).parse(topCreators).length).toBeGreaterThan(0);
  });

  it("has unique ids and the default streak of 7", () => {
    expect(new Set(recentProjects.map((p) => p.id)).size).toBe(recentProjects.length);
    expect(new Set(recentActivity.map((a) => a.id)).size).toBe(recentActivity.length);
    expect(dashboardStats.dayStreak).toBe(7);
  });
});
