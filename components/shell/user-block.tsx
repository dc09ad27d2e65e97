"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";

import { useAuth } from "@/components/shell/auth-provider";
import { LogIn, LogOut, Settings } from "@/components/shell/shell-icons";
import { PlanChooserButton } from "@/components/subscription/plan-chooser-button";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { initials } from "@/lib/format";
import { toast } from "@/lib/toast";
import { fullName, planLabel } from "@/lib/account/user";

export function UserBlock() {
  const { user, ready, logout } = useAuth();
  const router = useRouter();

  const onLogout = () => {
    logout();
    toast({ title: "Logged Out", description: "You have been signed out." });
    router.push("/login");
  };

  return (
    <div className="flex items-center gap-3 border-t border-border px-4 py-3">
      <Avatar>
        {user?.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
        <AvatarFallback>{initials(user?.firstName, user?.lastName, "G")}</AvatarFallback>
      </Avatar>
      {/* Fixed line heights: the plan line is a paragraph before the session is read and a button after. */}
      <div className="min-w-0 flex-1">
        <p className="h-5 truncate text-sm leading-5 font-medium" data-testid="sidebar-user-name">
          {user ? fullName(user) : "Guest"}
        </p>
        {user ? (
          <PlanChooserButton
            variant="ghost"
            title="Choose your plan"
            className="block h-4 max-w-full truncate p-0 text-xs leading-4 font-normal text-muted-foreground underline-offset-2 hover:bg-transparent hover:text-foreground hover:underline"
            data-testid="sidebar-user-plan"
          >
            {`${planLabel(user.subscriptionPlan)} Plan`}
          </PlanChooserButton>
        ) : (
          <p className="h-4 truncate text-xs leading-4 text-muted-foreground" data-testid="sidebar-user-plan">
            Not signed in
          </p>
        )}
      </div>
      <Button variant="ghost" size="icon" asChild>
        <Link href="/my-account" aria-label="Account settings">
          <Settings aria-hidden />
        </Link>
      </Button>
      {/* One slot, the same size whatever the session holds, so nothing moves when it is read. */}
      {user ? (
        <Button variant="ghost" size="icon" aria-label="Log out" onClick={onLogout}>
          <LogOut aria-hidden />
        </Button>
      ) : ready ? (
        <Button variant="ghost" size="icon" asChild>
          <Link href="/login" aria-label="Log in">
            <LogIn aria-hidden />
          </Link>
        </Button>
      ) : (
        <span className="size-9 shrink-0" aria-hidden />
      )}
    </div>
  );
}
