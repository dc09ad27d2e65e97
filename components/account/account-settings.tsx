"use client";

import { Eye, EyeOff, Loader2, Pencil, ShieldAlert, ShieldCheck } from "lucide-react";
import Link from "next/link";
import * as React from "react";

import { ResendLinkButton } from "@/components/account/resend-link-button";
import { useAuth } from "@/components/shell/auth-provider";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { defaultPreferences, type PreferenceKey, type Preferences, type ProfileExtras } from "@/lib/account/settings";
import { initials } from "@/lib/format";
import { toast } from "@/lib/toast";
import { awaitsVerification, fullName, planLabel } from "@/lib/account/user";
import { sleep } from "@/lib/simulated-delay";

const preferenceRows: { key: PreferenceKey; label: string; text: string }[] = [
  { key: "emailNotifications", label: "Email Notifications", text: "Account activity and earnings updates by email" },
  { key: "pushNotifications", label: "Push Notifications", text: "Alerts in your browser when something needs you" },
  { key: "marketingEmails", label: "Marketing Emails", text: "News, tips and offers from MSX Studio" },
  { key: "twoFactorAuth", label: "Two-Factor Authentication", text: "Ask for a second step when you sign in" },
  { key: "publicProfile", label: "Public Profile", text: "Let other creators see your profile" },
  { key: "showEarnings", label: "Show Earnings", text: "Show your earnings on your public profile" },
];

type Draft = { firstName: string; lastName: string; email: string } & ProfileExtras;

export function AccountSettings() {
  const { user, ready, updateUser } = useAuth();
  // Profile and preferences live on the account (server), so they follow the creator to any browser.
  const extras: ProfileExtras | null = user ? { phone: user.phone ?? "", dateOfBirth: user.dateOfBirth ?? "", bio: user.bio ?? "" } : null;
  const preferences: Preferences = { ...defaultPreferences, ...(user?.preferences ?? {}) };
  const [draft, setDraft] = React.useState<Draft | null>(null);
  const [saving, setSaving] = React.useState(false);
  const [showSensitive, setShowSensitive] = React.useState(false);

  if (!ready) {
    return (
      <div role="status" className="flex min-h-64 items-center justify-center gap-2 text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden />
        Loading your account...
      </div>
    );
  }
  if (!user) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3">
          <p>You are signed out. Sign in to manage your account settings.</p>
          <Button asChild>
            <Link href="/login">Go to Login</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }

  const current: Draft = { firstName: user.firstName ?? "", lastName: user.lastName ?? "", email: user.email, ...(extras as ProfileExtras) };
  const editing = draft !== null;

  const save = async () => {
    if (!draft) return;
    setSaving(true);
    const [error] = await Promise.all([
      updateUser({
        firstName: draft.firstName.trim() || null,
        lastName: draft.lastName.trim() || null,
        ...(user.role === "guest" ? {} : { email: draft.email.trim() || user.email }),
        phone: draft.phone.trim() || null,
        dateOfBirth: draft.dateOfBirth || null,
        bio: draft.bio || null,
      }),
      sleep(1500),
    ]);
    setSaving(false);
    if (error) {
      // The draft stays as typed; the message says what to change.
      toast({ title: "Save Failed", description: error, variant: "destructive" });
      return;
    }
    setDraft(null);
    toast({ title: "Profile Updated", description: "Your account information has been saved successfully" });
  };

  const setPreference = (key: PreferenceKey, value: boolean) => {
    void updateUser({ preferences: { [key]: value } }).then((error) => {
      if (error) toast({ title: "Save Failed", description: error, variant: "destructive" });
    });
  };

  const masked = (value: string) => (showSensitive ? value || "Not provided" : value ? "••••••••" : "Not provided");

  const textField = (name: keyof Draft, label: string, type = "text", autoComplete?: string) => (
    <div className="flex flex-col gap-2">
      <label htmlFor={`account-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={`account-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={draft?.[name] ?? ""}
        disabled={saving}
        onChange={(e) => setDraft((d) => (d ? { ...d, [name]: e.target.value } : d))}
      />
    </div>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2" aria-labelledby="profile-title">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <Avatar className="size-14">
              {user.profileImageUrl ? <AvatarImage src={user.profileImageUrl} alt="" /> : null}
              <AvatarFallback className="text-base">{initials(user.firstName, user.lastName)}</AvatarFallback>
            </Avatar>
            <div className="min-w-0">
              <CardTitle id="profile-title">Profile Information</CardTitle>
              <p className="mt-1 truncate text-sm text-muted-foreground">{fullName(user)}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Badge data-testid="account-type">{planLabel(user.subscriptionPlan)}</Badge>
                {user.emailVerified ? (
                  <Badge variant="success" data-testid="verification-status">
                    <ShieldCheck aria-hidden />
                    Verified
                  </Badge>
                ) : (
                  <Badge variant="warning" data-testid="verification-status">
                    <ShieldAlert aria-hidden />
                    Unverified
                  </Badge>
                )}
              </div>
              {awaitsVerification(user) ? (
                <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                  <span>Open the link we sent to verify your e-mail; rewards need it.</span>
                  <ResendLinkButton className={buttonVariants({ variant: "outline", size: "sm" })} />
                </div>
              ) : null}
            </div>
          </div>
          {!editing ? (
            <Button variant="outline" onClick={() => setDraft(current)}>
              <Pencil aria-hidden />
              Edit Profile
            </Button>
          ) : null}
        </CardHeader>
        <CardContent>
          {editing ? (
            <form
              className="grid gap-4 sm:grid-cols-2"
              onSubmit={(e) => {
                e.preventDefault();
                void save();
              }}
            >
              {textField("firstName", "First Name", "text", "given-name")}
              {textField("lastName", "Last Name", "text", "family-name")}
              {textField("email", "Email", "email", "email")}
              {textField("phone", "Phone", "tel", "tel")}
              {textField("dateOfBirth", "Date of Birth", "date", "bday")}
              <div className="flex flex-col gap-2 sm:col-span-2">
                <label htmlFor="account-bio" className="text-sm font-medium">
                  Bio
                </label>
                <Textarea
                  id="account-bio"
                  value={draft.bio}
                  disabled={saving}
                  onChange={(e) => setDraft((d) => (d ? { ...d, bio: e.target.value } : d))}
                />
              </div>
              <div className="flex gap-2 sm:col-span-2">
                <Button type="submit" disabled={saving}>
                  {saving ? <Loader2 className="animate-spin" aria-hidden /> : null}
                  {saving ? "Saving..." : "Save"}
                </Button>
                <Button variant="outline" disabled={saving} onClick={() => setDraft(null)}>
                  Cancel
                </Button>
              </div>
            </form>
          ) : (
            <div className="flex flex-col gap-4">
              <dl className="grid gap-4 sm:grid-cols-2">
                {[
                  ["First Name", current.firstName || "Not provided"],
                  ["Last Name", current.lastName || "Not provided"],
                  ["Email", current.email],
                  ["Phone", masked(current.phone)],
                  ["Date of Birth", masked(current.dateOfBirth)],
                ].map(([label, value]) => (
                  <div key={label}>
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="mt-0.5 text-sm break-words" data-testid={`profile-${label}`}>
                      {value}
                    </dd>
                  </div>
                ))}
                <div className="sm:col-span-2">
                  <dt className="text-xs text-muted-foreground">Bio</dt>
                  <dd className="mt-0.5 text-sm whitespace-pre-wrap" data-testid="profile-Bio">
                    {current.bio || "Not provided"}
                  </dd>
                </div>
              </dl>
              <Button variant="ghost" size="sm" className="self-start" aria-pressed={showSensitive} onClick={() => setShowSensitive((v) => !v)}>
                {showSensitive ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                {showSensitive ? "Hide sensitive information" : "Show sensitive information"}
              </Button>
            </div>
          )}
        </CardContent>
      </Card>

      <Card aria-labelledby="preferences-title">
        <CardHeader>
          <CardTitle id="preferences-title">Preferences</CardTitle>
          <CardDescription>Saved as soon as you switch them.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col gap-4">
            {preferenceRows.map(({ key, label, text }) => (
              <li key={key} className="flex items-start justify-between gap-3">
                <div>
                  <label htmlFor={`pref-${key}`} className="text-sm font-medium">
                    {label}
                  </label>
                  <p id={`pref-${key}-text`} className="text-xs text-muted-foreground">
                    {text}
                  </p>
                </div>
                <Switch
                  id={`pref-${key}`}
                  checked={(preferences as Preferences)[key]}
                  onCheckedChange={(v) => setPreference(key, v)}
                  aria-describedby={`pref-${key}-text`}
                />
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
