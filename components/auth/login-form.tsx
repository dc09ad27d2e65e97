"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { Button } from "@/components/ui/button";
import { EmailField, FormField } from "@/components/auth/form-field";
import { accountApi } from "@/lib/account-client";
import { EMAIL_PATTERN } from "@/lib/account/auth-client";
import { toast } from "@/lib/toast";
import { sleep } from "@/lib/simulated-delay";

type Errors = { email?: string; password?: string };

const providers = [
  { id: "google", name: "Google" },
  { id: "microsoft", name: "Microsoft" },
  { id: "yahoo", name: "Yahoo" },
] as const;

/** The simulated sign-in delay: 1.5 to 2 s. */
const loginDelay = () => sleep(1500 + Math.floor(Math.random() * 500));

export function LoginForm() {
  const { login } = useAuth();
  const router = useRouter();
  const [email, setEmail] = React.useState("");
  const [password, setPassword] = React.useState("");
  const [errors, setErrors] = React.useState<Errors>({});
  const [busy, setBusy] = React.useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {};
    const trimmed = email.trim();
    if (!trimmed) next.email = "Email is required";
    else if (!EMAIL_PATTERN.test(trimmed)) next.email = "Enter a valid email address";
    if (!password) next.password = "Password is required";
    setErrors(next);
    if (next.email || next.password) {
      document.getElementById(next.email ? "login-email" : "login-password")?.focus();
      return;
    }
    setBusy("email");
    const [result] = await Promise.all([accountApi.login(trimmed, password), loginDelay()]);
    if (!result.ok) {
      // One message for every failure: nobody learns which e-mails have accounts. What was typed stays.
      setBusy(null);
      setErrors({ password: result.status === 401 ? "Invalid email or password" : result.message });
      toast({ title: "Login Failed", description: result.status === 401 ? "Invalid email or password" : result.message, variant: "destructive" });
      document.getElementById("login-password")?.focus();
      return;
    }
    login(result.user);
    if (result.owner) {
      toast({ title: "Owner Access Granted", description: "Welcome back. Opening the owner dashboard." });
      router.push("/dashboard?owner=true");
    } else {
      toast({ title: "Login Successful", description: "Welcome back to MSX Studio!" });
      router.push("/dashboard");
    }
  };

  const social = async (p: (typeof providers)[number]) => {
    setBusy(p.id);
    const [result] = await Promise.all([accountApi.social(p.id), loginDelay()]);
    if (!result.ok) {
      setBusy(null);
      toast({ title: `${p.name} Login Failed`, description: result.message, variant: "destructive" });
      return;
    }
    if (result.redirect) {
      window.location.assign(result.redirect);
      return;
    }
    if (result.user) login(result.user);
    toast({ title: `${p.name} Login Successful`, description: result.message ?? `Signed in with ${p.name}.` });
    router.push("/dashboard");
  };

  const demo = async () => {
    setBusy("demo");
    const result = await accountApi.demo();
    if (!result.ok) {
      setBusy(null);
      toast({ title: "Error", description: result.message, variant: "destructive" });
      return;
    }
    login(result.user);
    router.push("/dashboard");
  };

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy === "email"}>
        <EmailField id="login-email" value={email} onValue={setEmail} error={errors.email} />
        <FormField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          placeholder="Enter your password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <Button type="submit" size="lg" disabled={busy !== null}>
          {busy === "email" ? <Loader2 className="animate-spin" aria-hidden /> : null}
          {busy === "email" ? "Signing in..." : "Sign In"}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or continue with
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid grid-cols-3 gap-2">
        {providers.map((p) => (
          <Button key={p.id} variant="outline" disabled={busy !== null} onClick={() => void social(p)}>
            {busy === p.id ? <Loader2 className="animate-spin" aria-hidden /> : null}
            {p.name}
          </Button>
        ))}
      </div>
      <Button variant="secondary" size="lg" disabled={busy !== null} onClick={() => void demo()}>
        {busy === "demo" ? <Loader2 className="animate-spin" aria-hidden /> : null}
        Continue as Demo User
      </Button>
    </div>
  );
}
