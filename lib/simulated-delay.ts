/** The screens' simulated delays (a login's 1.5 s, a checkout's 3 s, a generation's wait): every one waits through `sleep`. */

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms));
}
