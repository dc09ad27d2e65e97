"use client";

import { Loader2 } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";

import { useAuth } from "@/components/shell/auth-provider";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/auth/form-field";
import { accountApi } from "@/lib/account-client";
import { EMAIL_PATTERN } from "@/lib/account/auth-client";
import { WELCOME_BONUS_MSXT } from "@/lib/config";
import { toast } from "@/lib/toast";
import { sleep } from "@/lib/simulated-delay";

const fields = [
  { name: "firstName", label: "First Name", type: "text", autoComplete: "given-name", placeholder: "John" },
  { name: "lastName", label: "Last Name", type: "text", autoComplete: "family-name", placeholder: "Doe" },
  { name: "email", label: "Email", type: "email", autoComplete: "email", placeholder: "john@example.com" },
  { name: "username", label: "Username", type: "text", autoComplete: "username", placeholder: "johndoe" },
  { name: "password", label: "Password", type: "password", autoComplete: "new-password", placeholder: "Create a password" },
  { name: "confirmPassword", label: "Confirm Password", type: "password", autoComplete: "new-password", placeholder: "Confirm your password" },
] as const;

type FieldName = (typeof fields)[number]["name"];
type Form = Record<FieldName, string>;
const empty: Form = { firstName: "", lastName: "", email: "", username: "", password: "", confirmPassword: "" };

export function SignupForm() {
  const { login } = useAuth();
  const router = useRouter();
  const [form, setForm] = React.useState<Form>(empty);
  const [agreed, setAgreed] = React.useState(false);
  const [errors, setErrors] = React.useState<Partial<Form>>({});
  const [busy, setBusy] = React.useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Partial<Form> = {};
    for (const f of fields) if (!form[f.name].trim()) next[f.name] = `${f.label} is required`;
    if (!next.email && !EMAIL_PATTERN.test(form.email.trim())) next.email = "Enter a valid email address";
    setErrors(next);
    const first = fields.find((f) => next[f.name]);
    if (first) {
      document.getElementById(`signup-${first.name}`)?.focus();
      return;
    }
    if (!agreed) {
      toast({ title: "Agreement Required", description: "You must agree to the terms and conditions to create an account", variant: "destructive" });
      return;
    }
    if (form.password !== form.confirmPassword) {
      toast({ title: "Password Mismatch", description: "Passwords do not match", variant: "destructive" });
      return;
    }
    setBusy(true);
    const [result] = await Promise.all([
      accountApi.signup({
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        username: form.username.trim(),
        email: form.email.trim(),
        password: form.password,
      }),
      sleep(2000),
    ]);
    if (!result.ok) {
      // The form keeps what was typed; the message says what to change.
      setBusy(false);
      const field = result.code === "email_taken" ? "email" : result.code === "username_taken" ? "username" : result.message.startsWith("Password") ? "password" : null;
      if (field) {
        setErrors({ [field]: result.message });
        document.getElementById(`signup-${field}`)?.focus();
      }
      toast({ title: "Sign Up Failed", description: result.message, variant: "destructive" });
      return;
    }
    login(result.user);
    toast({
      title: "Account Created Successfully",
      description: `Welcome to MSX Studio! You received a welcome bonus of ${WELCOME_BONUS_MSXT} MSXT tokens.`,
    });
    router.push("/dashboard");
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy}>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <FormField
            key={f.name}
            className={f.name === "firstName" || f.name === "lastName" ? undefined : "sm:col-span-2"}
            id={`signup-${f.name}`}
            label={f.label}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            placeholder={f.placeholder}
            required
            value={form[f.name]}
            onChange={(e) => setForm((prev) => ({ ...prev, [f.name]: e.target.value }))}
            error={errors[f.name]}
          />
        ))}
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <span>I agree to the Terms of Service and Privacy Policy</span>
      </label>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <Loader2 className="animate-spin" aria-hidden /> : null}
        {busy ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
