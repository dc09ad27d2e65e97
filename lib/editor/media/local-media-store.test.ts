import { describe, expect, it } from "vitest";

import { isQuotaError, keepFailureMessage, keepFiles, LocalMediaStore, type MediaBlobStorage, storageName } from "./local-media-store";

function fakeStorage(options: { full?: boolean } = {}) {
  const files = new Map<string, Blob>();
  const storage: MediaBlobStorage = {
    async put(id, blob) {
      if (options.full) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      files.set(id, blob);
    },
    async get(id) {
      return files.get(id) ?? null;
    },
    async delete(id) {
      files.delete(id);
    },
  };
  return { files, storage };
}

function urlFactory() {
  let n = 0;
  const made: Blob[] = [];
  return {
    made,
    create: (blob: Blob) => {
      made.push(blob);
      return `blob:test/${++n}`;
    },
  };
}

describe("LocalMediaStore", () => {
  it("keeps a file and gives it back after a reload (a new store over the same storage)", async () => {
    const { storage, files } = fakeStorage();
    const file = new Blob(["video bytes"], { type: "video/webm" });
    await new LocalMediaStore(storage).keep("asset-1", file, "blob:page/1");
    expect(files.get("asset-1")).toBe(file);

    const urls = urlFactory();
    const reloaded = new LocalMediaStore(storage, urls.create);
    const url = await reloaded.resolve("asset-1");
    expect(url).toBe("blob:test/1");
    expect(await urls.made[0].text()).toBe("video bytes");
    // One object URL per id.
    expect(await reloaded.resolve("asset-1")).toBe("blob:test/1");
    expect(urls.made).toHaveLength(1);
  });

  it("reuses the URL the page already plays a kept file from", async () => {
    const { storage } = fakeStorage();
    const urls = urlFactory();
    const store = new LocalMediaStore(storage, urls.create);
    await store.keep("a", new Blob(["x"]), "blob:page/7");
    expect(await store.resolve("a")).toBe("blob:page/7");
    expect(urls.made).toHaveLength(0);
  });

  it("answers null for a file this browser does not have, and finds it once stored", async () => {
    const { storage } = fakeStorage();
    const urls = urlFactory();
    const store = new LocalMediaStore(storage, urls.create);
    expect(await store.resolve("missing")).toBeNull();
    await storage.put("missing", new Blob(["late"]));
    expect(await store.resolve("missing")).toBe("blob:test/1");
  });

  it("passes a full storage's error on, with a message that says what to do", async () => {
    const { storage } = fakeStorage({ full: true });
    const error = await new LocalMediaStore(storage).keep("a", new Blob(["x"])).catch((e: unknown) => e);
    expect(isQuotaError(error)).toBe(true);
    expect(keepFailureMessage("clip.mp4", error)).toMatch(/^clip\.mp4 plays now, but this browser's storage is full/);
    expect(keepFailureMessage("clip.mp4", new Error("other"))).toMatch(/would not store it/);
    expect(isQuotaError(new Error("other"))).toBe(false);
  });

  it("keeps each added file, telling of those a full storage refused", async () => {
    const told: string[] = [];
    const notify = (title: string, message: string) => told.push(`${title}: ${message}`);
    const file = new File(["x"], "beach.mp4", { type: "video/mp4" });
    const ok = fakeStorage();
    await keepFiles(new LocalMediaStore(ok.storage), [{ localId: "a", file, url: "blob:p/1" }], notify);
    expect(ok.files.get("a")).toBe(file);
    expect(told).toEqual([]);

    await keepFiles(new LocalMediaStore(fakeStorage({ full: true }).storage), [{ localId: "a", file, url: "blob:p/1" }], notify);
    expect(told).toEqual([expect.stringMatching(/^Not kept in this browser: beach\.mp4 plays now, but this browser's storage is full/)]);

    await keepFiles(null, [{ localId: "a", file, url: "blob:p/1" }], notify);
    expect(told[1]).toMatch(/has no storage for files/);
  });

  it("forgets a file", async () => {
    const { storage, files } = fakeStorage();
    const store = new LocalMediaStore(storage, urlFactory().create);
    await store.keep("a", new Blob(["x"]));
    await store.forget("a");
    expect(files.size).toBe(0);
    expect(await store.resolve("a")).toBeNull();
  });

  it("makes storage names safe for OPFS", () => {
    expect(storageName("9b1c-AA_z")).toBe("9b1c-AA_z");
    expect(storageName("../x y")).toBe("___x_y");
  });
});
