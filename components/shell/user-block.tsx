"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { shellClasses } from "@/components/shell/shell-classes";
import { PlanChooserTrigger } from "@/components/subscription/plan-chooser-trigger";
import { initials } from "@/lib/format";
import { toast } from "@/lib/toast";
import { fullName, planLabel } from "@/lib/account/user";

/**
 * The sidebar's user block: avatar, name, plan, settings and log-in/out, live with the session. The settings link
 * and the icons are drawn by the server (components/shell/sidebar.tsx) and passed in, so they cost no JavaScript.
 */
export function UserBlock({
  settingsLink,
  logInIcon,
  logOutIcon,
}: {
  settingsLink: React.ReactNode;
  logInIcon: React.ReactNode;
  logOutIcon: React.ReactNode;
}) {
  const { user, ready, logout } = useAuth();
  const router = useRouter();

  const onLogout = () => {
    logout();
    toast({ title: "Logged Out", description: "You have been signed out." });
    router.push("/login");
  };

  return (
    <div className="flex items-center gap-3 border-t border-border px-4 py-3">
      <span data-slot="avatar" className={shellClasses.avatar}>
        {user?.profileImageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- user photos are data: or storage URLs of unknown size
          <img
            data-slot="avatar-image"
            alt=""
            className={shellClasses.avatarImage}
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
            src={user.profileImageUrl}
          />
        ) : null}
        <span data-slot="avatar-fallback" className={shellClasses.avatarFallback}>
          {initials(user?.firstName, user?.lastName, "G")}
        </span>
      </span>
      {/* Fixed line heights: the plan line is a paragraph before the session is read and a button after. */}
      <div className="min-w-0 flex-1">
        <p className="h-5 truncate text-sm leading-5 font-medium" data-testid="sidebar-user-name">
          {user ? fullName(user) : "Guest"}
        </p>
        {user ? (
          <PlanChooserTrigger title="Choose your plan" className={shellClasses.planButton} data-testid="sidebar-user-plan">
            {`${planLabel(user.subscriptionPlan)} Plan`}
          </PlanChooserTrigger>
        ) : (
          <p className="h-4 truncate text-xs leading-4 text-muted-foreground" data-testid="sidebar-user-plan">
            Not signed in
          </p>
        )}
      </div>
      {settingsLink}
      {/* One slot, the same size whatever the session holds, so nothing moves when it is read. */}
      {user ? (
        <button type="button" data-slot="button" className={shellClasses.ghostIcon} aria-label="Log out" onClick={onLogout}>
          {logOutIcon}
        </button>
      ) : ready ? (
        <Link href="/login" aria-label="Log in" data-slot="button" className={shellClasses.ghostIcon}>
          {logInIcon}
        </Link>
      ) : (
        <span className="size-9 shrink-0" aria-hidden />
      )}
    </div>
  );
}
