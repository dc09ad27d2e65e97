/**
 * One JSON request to our own API, answered as `{ ok: true, ...body }` or the server's one-shape error. Small on
 * purpose: the shell (session, wallet) uses it on every page; the full list of calls is lib/account-client.ts.
 */
export type ApiResult<T> = ({ ok: true } & T) | { ok: false; status: number; code: string; message: string };

export async function api<T extends object>(method: string, url: string, body?: unknown): Promise<ApiResult<T>> {
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
    return { ok: true, ...data };
  } catch {
    return { ok: false, status: 0, code: "network", message: "The server could not be reached. Check your connection and try again." };
  }
}
