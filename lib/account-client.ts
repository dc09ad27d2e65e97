/**
 * The browser's calls to the API. The server decides every balance, claim and plan; `api` sends the request and
 * hands back a result: `{ ok: true, ...answer }`, or `{ ok: false, status, code, message }` for the server's
 * one-shape error, a network failure (status 0) or an answer that does not match the route's contract schema
 * (code unexpected_answer). It never throws, so a screen shows one error and keeps working.
 */
import type { OrderRequest, OrderResponse, OrdersListResponse, PaymentConfig, PromoRequest, PromoValidateResponse } from "@/lib/contracts/orders";
import type { TopupRequest, TopupResponse, TopupsListResponse } from "@/lib/contracts/topups";
import { api } from "@/lib/api-request";
import type { AccountUser } from "@/lib/account/user";
import type { Transaction } from "@/lib/wallet/transactions";

export { api, type AnswerSchema, type ApiResult } from "@/lib/api-request";

type UserAnswer = { user: AccountUser };

export const accountApi = {
  me: () => api<UserAnswer>("GET", "/api/me"),
  login: (email: string, password: string) => api<UserAnswer & { owner: boolean }>("POST", "/api/auth/login", { email, password }),
  signup: (form: { firstName: string; lastName: string; username: string; email: string; password: string }) =>
    api<UserAnswer>("POST", "/api/auth/signup", form),
  demo: () => api<UserAnswer>("POST", "/api/auth/demo"),
  social: (provider: "google" | "microsoft" | "yahoo") =>
    api<Partial<UserAnswer> & { redirect?: string; development?: boolean; message?: string }>("POST", "/api/auth/social", { provider }),
  verifyEmail: (token: string) => api<Partial<UserAnswer> & { verified: true }>("POST", "/api/auth/verify-email", { token }),
  resendVerification: () => api<{ ok: true; email: string }>("POST", "/api/auth/verify-email/resend"),
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
  /** Buys MSXT by card (the sidebar's Buy); `requestId` makes a retried request the same top-up. */
  buyMsxt: (body: TopupRequest) => api<TopupResponse>("POST", "/api/wallet/topups", body),
  topups: () => api<TopupsListResponse>("GET", "/api/wallet/topups"),
  confirmTopup: (id: string) => api<Omit<TopupResponse, "checkoutUrl">>("POST", `/api/wallet/topups/${encodeURIComponent(id)}/confirm`),
  cancelPlan: () => api<UserAnswer>("DELETE", "/api/account/plan"),
  /** How this server takes cards (no secret in it). */
  paymentConfig: () => api<PaymentConfig>("GET", "/api/payments/config"),
  /** Checks a promo code for the cart; spending its use is the order's. */
  validatePromo: (code: string) => api<PromoValidateResponse>("POST", "/api/promo/validate", { code } satisfies PromoRequest),
};

export interface WalletSummary {
  balances: { MSXT: string; USD: string };
  transactions: Transaction[];
  claims: { daily: boolean; weekly: boolean; challenges: string[] };
  /** Each challenge's progress as the server counted it (uploads, shares, log-ins, AI runs) and its days left. */
  challenges: { id: string; progress: number; daysLeft: number; claimed: boolean }[];
}

