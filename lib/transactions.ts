/**
 * The user's token transaction log, kept in browser storage: reward claims, bonuses, purchases,
 * withdrawals and conversions recorded by any screen, newest first. Screens that show a history
 * list these above their sample rows.
 */
import type { KeyValueStorage } from "@/lib/session";

export const TRANSACTIONS_STORAGE_KEY = "msx.transactions";
export const TRANSACTIONS_EVENT = "msx:transactions";

export type TransactionType = "reward" | "bonus" | "withdrawal" | "purchase" | "conversion";

export interface Transaction {
  id: string;
  type: TransactionType;
  /** Signed decimal string, e.g. "+10.00" or "-29.99". */
  amount: string;
  description: string;
  /** ISO timestamp. */
  date: string;
  status: "completed" | "pending";
}

export function readTransactions(storage: KeyValueStorage): Transaction[] {
  try {
    const raw = storage.getItem(TRANSACTIONS_STORAGE_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? (list as Transaction[]).filter((t) => typeof t?.id === "string") : [];
  } catch {
    return [];
  }
}

/** Records a transaction at the top of the log and tells open screens. */
export function recordTransaction(
  storage: KeyValueStorage,
  tx: Omit<Transaction, "id" | "date" | "status"> & Partial<Pick<Transaction, "id" | "date" | "status">>,
): Transaction {
  const full: Transaction = {
    id: tx.id ?? `tx-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
    date: tx.date ?? new Date().toISOString(),
    status: tx.status ?? "completed",
    type: tx.type,
    amount: tx.amount,
    description: tx.description,
  };
  storage.setItem(TRANSACTIONS_STORAGE_KEY, JSON.stringify([full, ...readTransactions(storage)].slice(0, 200)));
  if (typeof window !== "undefined") window.dispatchEvent(new Event(TRANSACTIONS_EVENT));
  return full;
}
