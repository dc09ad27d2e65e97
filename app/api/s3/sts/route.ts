import { ApiError } from "@/lib/server/api";
import { route } from "@/lib/server/route";

/**
 * Temporary storage credentials are not offered. A session policy can keep them under the account's own prefix, but
 * it cannot bound how many bytes they write, and every plan's storage is bounded by what each upload reserved: uploads
 * go through signed URLs, each for one reservation and one part's length (docs/security.md).
 */
export const GET = route({ access: "guest" }, () => {
  throw new ApiError(
    403,
    "Temporary storage credentials are not offered: uploads go through signed URLs bounded by what each upload reserved",
    "temporary_credentials_off",
  );
});
