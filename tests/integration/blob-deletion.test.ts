/**
 * Issue 21, item 1: deleting one family's story must never touch another family's files. Measured
 * before the fix on the folder store: user A deleted story 1; user B's stories 10–13 lost their
 * coloring pages (404) and PDFs (500, on the family link too) while the library still listed them.
 * And a lost coloring page is drawn again from the story's plan and seed, never a 500.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFsBlobStore } from "../../src/entry/fs-blob-store";
import { createStory } from "../../src/stories/create";
import { coloringKey, storyPdfKey, voiceClipKey, voiceIndexKey } from "../../src/contracts/story";
import { VOICE_SECONDS_HEADER, voiceClipUrl } from "../../src/reading/voice";
import type { Story, User } from "../../db/schema";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";

const blobDir = mkdtempSync(join(tmpdir(), "bt-blob-deletion-"));
afterAll(() => rmSync(blobDir, { recursive: true, force: true }));

let t: TestContext;
let a: User, b: User;
let cookieA: string, cookieB: string;
const bStories: Story[] = [];
const before = new Map<string, Uint8Array>();

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());
/** A small WebM recording (its EBML header, then bytes that differ per story). */
const recording = (seed: number) => Uint8Array.from({ length: 600 }, (_, i) => (i < 4 ? [0x1a, 0x45, 0xdf, 0xa3][i]! : (i * seed) % 251));
const record = (cookie: string, id: number, part: "line" | "scene-1", seed: number) =>
  t.app.request(voiceClipUrl(id, part), {
    method: "PUT",
    headers: sameOrigin({ Cookie: cookie, "Content-Type": "audio/webm;codecs=opus", [VOICE_SECONDS_HEADER]: "3" }),
    body: recording(seed) as unknown as BodyInit,
  });
const voiceOf = (cookie: string, id: number, part: "line" | "scene-1") => t.app.request(voiceClipUrl(id, part), { headers: sameOrigin({ Cookie: cookie }) });

beforeAll(async () => {
  t = await createTestContext({}, (deps) => {
    deps.blobs = createFsBlobStore(blobDir);
  });
  const premium = { subscriptionStatus: "active" as const, subscriptionExpiresAt: new Date("2027-11-21T00:00:00Z") };
  a = await createUser(t.deps, premium);
  b = await createUser(t.deps, premium);
  cookieA = await sessionCookie(t.deps, a);
  cookieB = await sessionCookie(t.deps, b);
  const input = { childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals" } as const;
  const first = await createStory(t.deps, a, { ...input, childName: "Ada" }, { seed: 11 });
  expect(first.id).toBe(1);
  // B's stories 2–13: ids 10–13 start with story 1's digit.
  for (let i = 2; i <= 13; i++) bStories.push(await createStory(t.deps, b, { ...input, childName: `Ben` }, { seed: 100 + i }));
  expect(bStories.map((s) => s.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  for (const s of bStories) {
    const image = await t.app.request(`/api/stories/${s.id}/image`, { headers: jsonHeaders(cookieB) });
    const pdf = await t.app.request(`/api/stories/${s.id}/pdf`, { headers: jsonHeaders(cookieB) });
    expect([image.status, pdf.status]).toEqual([200, 200]);
    before.set(`${s.id}/image`, await bytesOf(image));
    before.set(`${s.id}/pdf`, await bytesOf(pdf));
    // The grown-up's recordings (issue 29): B's line on every story, and A's on story 1.
    expect((await record(cookieB, s.id, "line", s.id)).status).toBe(201);
    before.set(`${s.id}/voice`, await bytesOf(await voiceOf(cookieB, s.id, "line")));
  }
  expect((await record(cookieA, 1, "line", 1)).status).toBe(201);
  // 13 stories and 12 picture-book PDFs (now with reading tips and the card page): set-up, not a
  // timed figure — it took 9-14 s on a loaded 2-core CI machine, so it gets a minute.
}, 60_000);

describe("one family deletes a story", () => {
  it("A deletes story 1: every file of B's stories 2–13 (10–13 included) is byte for byte what it was", async () => {
    const res = await t.app.request("/api/stories/1", { method: "DELETE", headers: jsonHeaders(cookieA) });
    expect(res.status).toBe(200);
    expect(await t.deps.blobs.get(coloringKey(1))).toBeNull();
    expect(await t.deps.blobs.get(voiceClipKey(1, "line"))).toBeNull();
    expect(await t.deps.blobs.get(voiceIndexKey(1))).toBeNull();
    for (const s of bStories) {
      const voice = await voiceOf(cookieB, s.id, "line");
      expect([s.id, voice.status]).toEqual([s.id, 200]);
      expect(await bytesOf(voice)).toEqual(before.get(`${s.id}/voice`));
      const image = await t.app.request(`/api/stories/${s.id}/image`, { headers: jsonHeaders(cookieB) });
      const pdf = await t.app.request(`/api/stories/${s.id}/pdf`, { headers: jsonHeaders(cookieB) });
      expect([s.id, image.status, pdf.status]).toEqual([s.id, 200, 200]);
      expect(await bytesOf(image)).toEqual(before.get(`${s.id}/image`));
      expect(await bytesOf(pdf)).toEqual(before.get(`${s.id}/pdf`));
    }
  });

  it("the family link of B's story 10 still serves its PDF after A deletes another story", async () => {
    const shared = await t.app.request("/api/stories/10/share", { method: "POST", headers: jsonHeaders(cookieB) });
    expect(shared.status).toBe(201);
    const { url } = (await shared.json()) as { url: string };
    const path = new URL(url).pathname;
    // With its link on, the book carries the link's QR codes (issue 29): that book is what must survive.
    const sharedBefore = await bytesOf(await t.app.request(`${path}/pdf`));
    const c = await createStory(t.deps, a, { childName: "Ada", childAge: "4-5", behavior: "not-sharing", theme: "animals" }, { seed: 12 });
    expect((await t.app.request(`/api/stories/${c.id}`, { method: "DELETE", headers: jsonHeaders(cookieA) })).status).toBe(200);
    const pdf = await t.app.request(`${path}/pdf`);
    expect(pdf.status).toBe(200);
    expect(await bytesOf(pdf)).toEqual(sharedBefore);
  });
});

describe("one family deletes its account", () => {
  it("A's recordings go with A's account; every recording of B's stays byte for byte", async () => {
    const story = await createStory(t.deps, a, { childName: "Ada", childAge: "4-5", behavior: "bedtime", theme: "animals" }, { seed: 21 });
    expect((await record(cookieA, story.id, "scene-1", 7)).status).toBe(201);
    const res = await t.app.request("/api/account", { method: "DELETE", headers: jsonHeaders(cookieA), body: JSON.stringify({ confirm: true }) });
    expect(res.status).toBe(200);
    expect(await t.deps.blobs.get(voiceClipKey(story.id, "scene-1"))).toBeNull();
    expect(await t.deps.blobs.get(voiceIndexKey(story.id))).toBeNull();
    for (const s of bStories) expect(await bytesOf(await voiceOf(cookieB, s.id, "line"))).toEqual(before.get(`${s.id}/voice`));
  });
});

describe("a lost coloring page", () => {
  it("is drawn again from the story's plan and seed — the same picture — and the PDF is made again, never a 500", async () => {
    const s = bStories[9]!; // story 11
    await t.deps.blobs.delete(coloringKey(s.id));
    await t.deps.blobs.delete(storyPdfKey(s));
    const pdf = await t.app.request(`/api/stories/${s.id}/pdf`, { headers: jsonHeaders(cookieB) });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode((await bytesOf(pdf)).slice(0, 5))).toBe("%PDF-");
    const image = await t.app.request(`/api/stories/${s.id}/image`, { headers: jsonHeaders(cookieB) });
    expect(image.status).toBe(200);
    expect(await bytesOf(image)).toEqual(before.get(`${s.id}/image`));
    // Kept again: the next reader gets the file.
    expect(await t.deps.blobs.get(coloringKey(s.id))).not.toBeNull();
  });
});
