/**
 * The shared fetch behaviour: GET joins the query-key segments with '/',
 * sends cookies, reads JSON; a non-ok answer throws '{status}: {response text}' (the status text
 * when the body is empty). A 401 throws by default; the `returnNull` variant answers null instead.
 */
export type QueryKey = readonly (string | number)[];

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: string,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new HttpError(res.status, `${res.status}: ${text}`, text);
}

export function queryKeyToUrl(queryKey: QueryKey): string {
  return queryKey.map(String).join("/");
}

type On401 = "throw" | "returnNull";

export async function apiGet<T>(
  queryKey: QueryKey,
  options: { on401?: On401; fetchImpl?: typeof fetch; signal?: AbortSignal } = {},
): Promise<T | null> {
  const { on401 = "throw", fetchImpl = fetch, signal } = options;
  const res = await fetchImpl(queryKeyToUrl(queryKey), { credentials: "include", signal });
  if (on401 === "returnNull" && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** POSTs (or PUTs, PATCHes, DELETEs) a JSON body and answers the Response once it is ok. */
export async function apiRequest(
  method: "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  body?: unknown,
  options: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {},
): Promise<Response> {
  const { fetchImpl = fetch, signal } = options;
  const res = await fetchImpl(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
    signal,
  });
  await throwIfResNotOk(res);
  return res;
}

/** POSTs JSON and reads the JSON answer. */
export async function apiPost<T>(url: string, body: unknown, options?: { fetchImpl?: typeof fetch; signal?: AbortSignal }): Promise<T> {
  const res = await apiRequest("POST", url, body, options);
  return (await res.json()) as T;
}
