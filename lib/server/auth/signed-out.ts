/**
 * After a log-out the visitor stays signed out (guarded pages send them to /login) instead of becoming a new
 * guest: this cookie tells the proxy not to hand out a guest session. Log-in, sign-up and "Continue as Demo User"
 * remove it. (The proxy reads the same name.)
 */
export const SIGNED_OUT_COOKIE = "msx_signed_out";
