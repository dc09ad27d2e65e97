import { signedPostSchema } from "@/lib/contracts/uploads";
import { ApiError } from "@/lib/server/api";
import { route } from "@/lib/server/route";
import { getEmbeddedStorage } from "@/lib/server/storage";
import { assertSigned, tooLarge } from "@/lib/server/storage/embedded";
import { checkKey } from "@/lib/server/storage/rules";
import { finishUpload, largerThanDeclared, openReservationByKey } from "@/lib/server/uploads";
import { MAX_UPLOAD_BYTES } from "@/lib/media/upload-rules";

const FORM_OVERHEAD = 64 * 1024;

/** The embedded store's POST-policy upload: the signed form fields and the file, in one request. */
export const POST = route({ access: "public" }, async ({ req }) => {
  const storage = getEmbeddedStorage();
  if (Number(req.headers.get("content-length") ?? "0") > MAX_UPLOAD_BYTES + FORM_OVERHEAD) throw tooLarge();
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new ApiError(400, "The body is not a multipart/form-data upload", "invalid_form");
  }
  const parsed = signedPostSchema.safeParse(Object.fromEntries(form.entries()));
  if (!parsed.success) {
    const missingSignature = parsed.error.issues.some((i) => String(i.path[0]).startsWith("x-msx-"));
    if (missingSignature) assertSigned("invalid");
    throw new ApiError(400, parsed.error.issues[0]?.message ?? "Invalid upload form", "invalid_request");
  }
  const { key, "Content-Type": contentType, "x-msx-expires": expires, "x-msx-signature": signature, file } = parsed.data;
  storage.checkPostSignature({ key, contentType, expires, signature });
  // The reservation made when the POST was signed: the file may not be larger than the size declared then.
  const reservation = await openReservationByKey(checkKey(key));
  if (file.size > reservation.sizeBytes) throw largerThanDeclared();
  const etag = await storage.putObject({ key, contentType }, file);
  await finishUpload(reservation, file.size);
  return new Response(null, { status: 204, headers: { ETag: etag } });
});
