/**
 * The browser's calls to the API. The server decides every balance, claim and plan; `api` sends the request and
 * hands back a result: `{ ok: true, ...answer }`, or `{ ok: false, status, code, message }` for the server's
 * one-shape error, a network failure (status 0) or an answer that does not match the route's contract schema
 * (code unexpected_answer). It never throws, so a screen shows one error and keeps working.
 */
import type { OrderRequest, OrderResponse, OrdersListResponse } from "@/lib/contracts/orders";
import type { AccountUser } from "@/lib/account/user";
import type { Transaction } from "@/lib/wallet/transactions";

export type ApiResult<T> = ({ ok: true } & T) | { ok: false; status: number; code: string; message: string };

export const UNEXPECTED_ANSWER = "unexpected_answer";

/** A contract schema as the client uses it (zod or zod/mini): a safe parse of the answer. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { message: string }[] } };
}

export async function api<T extends object>(method: string, url: string, body?: unknown, schema?: AnswerSchema<T>): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await res.json().catch(() => ({}))) as T & { error?: { code: string; message: string } };
    if (!res.ok) {
      return { ok: false, status: res.status, code: data.error?.code ?? "error", message: data.error?.message ?? "Something went wrong. Please try again." };
    }
    if (schema) {
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        console.error(`Unexpected answer from ${url}:`, parsed.error.issues[0]?.message ?? "does not match its contract");
        return { ok: false, status: res.status, code: UNEXPECTED_ANSWER, message: "The server sent an answer this screen cannot read. Please try again." };
      }
      return { ok: true, ...parsed.data };
    }
    return { ok: true, ...data };
  } catch {
    return { ok: false, status: 0, code: "network", message: "The server could not be reached. Check your connection and try again." };
  }
}

type UserAnswer = { user: AccountUser };

export const accountApi = {
  me: () => api<UserAnswer>("GET", "/api/me"),
  login: (email: string, password: string) => api<UserAnswer & { owner: boolean }>("POST", "/api/auth/login", { email, password }),
  signup: (form: { firstName: string; lastName: string; username: string; email: string; password: string }) =>
    api<UserAnswer>("POST", "/api/auth/signup", form),
  demo: () => api<UserAnswer>("POST", "/api/auth/demo"),
  social: (provider: "google" | "microsoft" | "yahoo") =>
    api<Partial<UserAnswer> & { redirect?: string; development?: boolean; message?: string }>("POST", "/api/auth/social", { provider }),
  logout: () => api<{ ok: true }>("POST", "/api/auth/logout"),
  forgot: (email: string) => api<{ ok: true }>("POST", "/api/auth/forgot", { email }),
  resetPassword: (token: string, password: string) => api<{ ok: true }>("POST", "/api/auth/reset", { token, password }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api<{ ok: true }>("POST", "/api/auth/password", { currentPassword, newPassword }),
  updateProfile: (fields: Record<string, unknown>) => api<UserAnswer>("PATCH", "/api/me", fields),
  claim: (kind: "daily" | "weekly" | "challenge", challengeId?: string) =>
    api<UserAnswer>("POST", "/api/wallet/claim", kind === "challenge" ? { kind, challengeId } : { kind }),
  convert: (direction: "msxt-to-usd" | "usd-to-msxt", amount: string, reference: string) =>
    api<UserAnswer>("POST", "/api/wallet/convert", { direction, amount, reference }),
  withdraw: (method: string) => api<{ id: string; status: string }>("POST", "/api/wallet/withdraw", { method }),
  /** Buys a plan: the one order path of the cart and the 'Choose Your Plan' dialog. */
  placeOrder: (body: OrderRequest) => api<OrderResponse>("POST", "/api/orders", body),
  orders: () => api<OrdersListResponse>("GET", "/api/orders"),
  confirmOrder: (id: string) => api<Omit<OrderResponse, "checkoutUrl">>("POST", `/api/orders/${encodeURIComponent(id)}/confirm`),
  cancelPlan: () => api<UserAnswer>("DELETE", "/api/account/plan"),
};

export interface WalletSummary {
  balances: { MSXT: string; USD: string };
  transactions: Transaction[];
  claims: { daily: boolean; weekly: boolean; challenges: string[] };
  /** Each challenge's progress as the server counted it (uploads, shares, log-ins, AI runs) and its days left. */
  challenges: { id: string; progress: number; daysLeft: number; claimed: boolean }[];
}

export const walletApi = () => api<WalletSummary>("GET", "/api/wallet");
