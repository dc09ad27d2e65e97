"use client";

import { Camera, KeyRound, Loader2, UserRound } from "lucide-react";
import * as React from "react";

import { PasswordField } from "@/components/account/password-field";
import { photoToDataUrl } from "@/components/account/photo-to-data-url";
import { useAuth } from "@/components/shell/auth-provider";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/shell/section-card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { initials } from "@/lib/format";
import { checkProfilePhoto, PROFILE_PHOTO_TYPES } from "@/lib/account/profile-photo";
import { toast } from "@/lib/toast";
import { accountApi } from "@/lib/account-client";
import type { AccountUser } from "@/lib/account/user";
import { sleep } from "@/lib/simulated-delay";

const ACCOUNT_SAVE_DELAY_MS = 1500;

interface Profile {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  dateOfBirth: string;
  bio: string;
  profileImage: string | null;
}

const emptyPasswords = { currentPassword: "", newPassword: "", confirmPassword: "" };

function initialProfile(user: AccountUser): Profile {
  return {
    firstName: user.firstName ?? "",
    lastName: user.lastName ?? "",
    username: user.username,
    email: user.email,
    dateOfBirth: user.dateOfBirth ?? "",
    bio: user.bio ?? "",
    profileImage: user.profileImageUrl,
  };
}

/** Profile Information and Change Password: both buttons are disabled while either one is saving. */
export function AccountForms() {
  const { user } = useAuth();
  // The guard renders this page only once the session user is known.
  if (!user) return null;
  return <AccountFormsFor key={user.id} user={user} />;
}

function AccountFormsFor({ user }: { user: AccountUser }) {
  const { updateUser } = useAuth();
  const [profile, setProfile] = React.useState<Profile>(() => initialProfile(user));
  const [passwords, setPasswords] = React.useState(emptyPasswords);
  const [saving, setSaving] = React.useState<"profile" | "password" | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | null>(null);
  const fileInput = React.useRef<HTMLInputElement>(null);

  React.useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const field = (key: keyof Omit<Profile, "profileImage">) => ({
    value: profile[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setProfile((p) => ({ ...p, [key]: e.target.value })),
  });

  const onPhoto = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = "";
    if (!file) return;
    const check = checkProfilePhoto(file);
    if (!check.ok) {
      toast({ title: check.title, description: check.description, variant: "destructive" });
      return;
    }
    try {
      const dataUrl = await photoToDataUrl(file);
      setProfile((p) => ({ ...p, profileImage: dataUrl }));
      toast({ title: "Photo Ready", description: "Save Changes to keep your new photo." });
    } catch {
      toast({ title: "Unreadable Image", description: "That image could not be opened. Please try another file.", variant: "destructive" });
    }
  };

  const saveProfile = (e: React.FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving("profile");
    const snapshot = profile;
    void Promise.all([
      updateUser({
        firstName: snapshot.firstName.trim() || null,
        lastName: snapshot.lastName.trim() || null,
        ...(user.role === "guest"
          ? {}
          : { username: snapshot.username.trim() || user.username, email: snapshot.email.trim() || user.email }),
        profileImageUrl: snapshot.profileImage,
        dateOfBirth: snapshot.dateOfBirth || null,
        bio: snapshot.bio || null,
      }),
      sleep(ACCOUNT_SAVE_DELAY_MS),
    ]).then(([error]) => {
      setSaving(null);
      if (error) toast({ title: "Save Failed", description: error, variant: "destructive" });
      else toast({ title: "Profile Updated", description: "Your profile information has been updated successfully." });
    });
  };

  const updatePassword = (e: React.FormEvent) => {
    e.preventDefault();
    if (saving) return;
    if (passwords.newPassword !== passwords.confirmPassword) {
      toast({ title: "Password Mismatch", description: "New passwords do not match", variant: "destructive" });
      return;
    }
    setSaving("password");
    // The server checks the current password before it sets the new one.
    void Promise.all([accountApi.changePassword(passwords.currentPassword, passwords.newPassword), sleep(ACCOUNT_SAVE_DELAY_MS)]).then(([result]) => {
      setSaving(null);
      if (!result.ok) {
        toast({ title: "Password Not Changed", description: result.message, variant: "destructive" });
        return;
      }
      setPasswords(emptyPasswords);
      toast({ title: "Password Updated", description: "Your password has been changed successfully." });
    });
  };

  const password = (key: keyof typeof emptyPasswords) => ({
    value: passwords[key],
    onChange: (value: string) => setPasswords((p) => ({ ...p, [key]: value })),
  });

  return (
    <div className="grid gap-6">
      <SectionCard icon={UserRound} title="Profile Information" description="Update your personal details and profile photo.">
        <form className="grid gap-5" onSubmit={saveProfile} aria-label="Profile Information">
          <div className="flex flex-wrap items-center gap-4">
            <Avatar className="size-20 text-lg">
              {profile.profileImage ? <AvatarImage src={profile.profileImage} alt="Profile photo" /> : null}
              <AvatarFallback className="text-xl" data-testid="profile-initials">
                {initials(profile.firstName, profile.lastName)}
              </AvatarFallback>
            </Avatar>
            <div className="grid gap-1">
              <input
                ref={fileInput}
                type="file"
                accept={PROFILE_PHOTO_TYPES.join(",")}
                className="sr-only"
                tabIndex={-1}
                aria-label="Profile photo file"
                onChange={(e) => void onPhoto(e)}
              />
              <Button variant="outline" size="sm" className="w-fit" onClick={() => fileInput.current?.click()}>
                <Camera aria-hidden />
                Change Photo
              </Button>
              <p className="text-xs text-muted-foreground">JPG, PNG or GIF. Max 2MB.</p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="firstName">First Name</Label>
              <Input id="firstName" autoComplete="given-name" {...field("firstName")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="lastName">Last Name</Label>
              <Input id="lastName" autoComplete="family-name" {...field("lastName")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="username">Username</Label>
              <Input id="username" autoComplete="username" {...field("username")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="email">Email</Label>
              <Input id="email" type="email" autoComplete="email" {...field("email")} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="dateOfBirth">Date of Birth</Label>
              <Input id="dateOfBirth" type="date" autoComplete="bday" {...field("dateOfBirth")} />
            </div>
          </div>
          <div className="grid gap-2">
            <Label htmlFor="bio">Bio</Label>
            <Textarea id="bio" rows={4} {...field("bio")} />
          </div>
          <Button type="submit" className="w-fit" disabled={saving !== null}>
            {saving === "profile" ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {saving === "profile" ? "Saving..." : "Save Changes"}
          </Button>
        </form>
      </SectionCard>

      <SectionCard icon={KeyRound} title="Change Password" description="Choose a new password for your account.">
        <form className="grid gap-4" onSubmit={updatePassword} aria-label="Change Password">
          <PasswordField id="currentPassword" label="Current Password" autoComplete="current-password" {...password("currentPassword")} />
          <PasswordField id="newPassword" label="New Password" autoComplete="new-password" {...password("newPassword")} />
          <PasswordField id="confirmPassword" label="Confirm New Password" autoComplete="new-password" {...password("confirmPassword")} />
          <Button type="submit" className="w-fit" disabled={saving !== null}>
            {saving === "password" ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {saving === "password" ? "Updating..." : "Update Password"}
          </Button>
        </form>
      </SectionCard>
    </div>
  );
}
