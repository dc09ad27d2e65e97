/** A wallet transaction as the screens list it (the server's ledger entries, newest first). */

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
