/**
 * Issue 29: the grown-up's recordings — kept with the story's files, owner-only, capped with a clear
 * 4xx, played through a family link only when the parent chose it, and gone with the story.
 */
import { describe, expect, it } from "vitest";
import { createTestContext, createUser, jsonHeaders, sameOrigin, sessionCookie, type TestContext } from "../helpers/app";
import { loadStoryFonts } from "../../src/pdf/fonts-node";
import { voiceClipKey, voiceIndexKey } from "../../src/contracts/story";
import { VOICE_COPY, VOICE_LIMITS, VOICE_SECONDS_HEADER, sharedVoiceClipUrl, voiceApiUrl, voiceClipUrl, type VoiceJson } from "../../src/reading/voice";
import { cardHref } from "../../src/reading/copy";

const BASE = "http://localhost:3000";
/** A WebM file's first bytes (the EBML header), then some "audio". */
const webm = (size = 2000) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  for (let i = 4; i < size; i++) bytes[i] = i % 251;
  return bytes;
};

async function setup() {
  const t: TestContext = await createTestContext({}, (deps) => {
    deps.services.fonts = loadStoryFonts();
  });
  const alice = await createUser(t.deps, { firstName: "Alice" });
  const bruno = await createUser(t.deps, { firstName: "Bruno" });
  const a = await sessionCookie(t.deps, alice);
  const b = await sessionCookie(t.deps, bruno);
  const res = await t.app.request(`${BASE}/api/stories/generate`, {
    method: "POST",
    headers: jsonHeaders(a),
    body: JSON.stringify({ childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she" }),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { t, a, b, id };
}

const upload = (t: TestContext, cookie: string, url: string, body: Uint8Array, type = "audio/webm;codecs=opus", seconds = "4.2") =>
  t.app.request(`${BASE}${url}`, {
    method: "PUT",
    headers: sameOrigin({ Cookie: cookie, "Content-Type": type, [VOICE_SECONDS_HEADER]: seconds }),
    body: body as unknown as BodyInit,
  });

describe("the grown-up's recordings", () => {
  it("the owner keeps, lists, plays (whole and a range) and deletes a clip; the card and the book carry it", async () => {
    const { t, a, id } = await setup();
    const bytes = webm();
    const put = await upload(t, a, voiceClipUrl(id, "line"), bytes);
    expect(put.status).toBe(201);
    const json = (await put.json()) as VoiceJson;
    expect(json.shared).toBe(false);
    expect(json.clips).toEqual([expect.objectContaining({ part: "line", contentType: "audio/webm;codecs=opus", seconds: 4.2, bytes: 2000 })]);
    expect(await t.deps.blobs.get(voiceClipKey(id, "line"))).not.toBeNull();

    const got = await t.app.request(`${BASE}${json.clips[0]!.url}`, { headers: { Cookie: a } });
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("audio/webm;codecs=opus");
    expect(new Uint8Array(await got.arrayBuffer())).toEqual(bytes);
    const part = await t.app.request(`${BASE}${voiceClipUrl(id, "line")}`, { headers: { Cookie: a, Range: "bytes=0-3" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 0-3/2000");
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    // The card plays the line; the story page's book carries it too.
    const card = await (await t.app.request(`${BASE}${cardHref(id)}`, { headers: { Cookie: a, Accept: "text/html" } })).text();
    expect(card).toContain(`<audio`);
    expect(card).toContain(json.clips[0]!.url.replace(/&/g, "&amp;"));
    expect(card).toContain(VOICE_COPY.playLine);

    expect((await upload(t, a, voiceClipUrl(id, "scene-2"), webm(300), "audio/ogg", "3")).status).toBe(415);
    const ogg = webm(300);
    ogg.set([0x4f, 0x67, 0x67, 0x53]);
    expect((await upload(t, a, voiceClipUrl(id, "scene-2"), ogg, "audio/ogg", "3")).status).toBe(201);
    const listed = (await (await t.app.request(`${BASE}${voiceApiUrl(id)}`, { headers: jsonHeaders(a) })).json()) as VoiceJson;
    expect(listed.clips.map((c) => c.part)).toEqual(["line", "scene-2"]);

    const del = await t.app.request(`${BASE}${voiceClipUrl(id, "line")}`, { method: "DELETE", headers: jsonHeaders(a) });
    expect(del.status).toBe(200);
    expect(((await del.json()) as VoiceJson).clips.map((c) => c.part)).toEqual(["scene-2"]);
    expect((await t.app.request(`${BASE}${voiceClipUrl(id, "line")}`, { headers: { Cookie: a } })).status).toBe(404);
    expect(await t.deps.blobs.get(voiceClipKey(id, "line"))).toBeNull();
  });

  it("another parent and a signed-out visitor get nothing; parts a story does not have are 404", async () => {
    const { t, a, b, id } = await setup();
    expect((await upload(t, a, voiceClipUrl(id, "line"), webm())).status).toBe(201);
    expect((await t.app.request(`${BASE}${voiceClipUrl(id, "line")}`, { headers: { Cookie: b } })).status).toBe(404);
    expect((await t.app.request(`${BASE}${voiceApiUrl(id)}`, { headers: jsonHeaders(b) })).status).toBe(404);
    expect((await upload(t, b, voiceClipUrl(id, "line"), webm())).status).toBe(404);
    expect((await t.app.request(`${BASE}${voiceClipUrl(id, "line")}`, { method: "DELETE", headers: jsonHeaders(b) })).status).toBe(404);
    expect((await t.app.request(`${BASE}${voiceClipUrl(id, "line")}`)).status).toBe(401);
    expect((await upload(t, a, "/api/stories/" + id + "/voice/scene-99", webm())).status).toBe(404);
    expect((await upload(t, a, "/api/stories/" + id + "/voice/secret", webm())).status).toBe(404);
    // Still Alice's, byte for byte.
    const mine = await t.app.request(`${BASE}${voiceClipUrl(id, "line")}`, { headers: { Cookie: a } });
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(webm());
  });

  it("caps: too large (413 before reading on), too long (413), not audio (415), empty (400) — each with its message", async () => {
    const { t, a, id } = await setup();
    const url = voiceClipUrl(id, "line");
    const cases: [Response, number, string][] = [
      [await upload(t, a, url, webm(VOICE_LIMITS.maxBytes + 1)), 413, VOICE_COPY.tooLarge],
      [await upload(t, a, url, webm(), "audio/webm", String(VOICE_LIMITS.maxSeconds + 5)), 413, VOICE_COPY.tooLong],
      [await upload(t, a, url, new TextEncoder().encode("<html><script>alert(1)</script>"), "audio/webm"), 415, VOICE_COPY.badType],
      [await upload(t, a, url, webm(), "text/html"), 415, VOICE_COPY.badType],
      [await upload(t, a, url, new Uint8Array(0)), 400, VOICE_COPY.empty],
    ];
    for (const [res, status, message] of cases) {
      expect(res.status).toBe(status);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await t.deps.blobs.get(voiceClipKey(id, "line"))).toBeNull();
    // Exactly at the caps is kept.
    expect((await upload(t, a, url, webm(VOICE_LIMITS.maxBytes), "audio/webm", String(VOICE_LIMITS.maxSeconds))).status).toBe(201);
  });

  it("a family link plays the recordings only when the parent chose it (default off), and never after the link is off", async () => {
    const { t, a, id } = await setup();
    expect((await upload(t, a, voiceClipUrl(id, "line"), webm())).status).toBe(201);
    expect((await upload(t, a, voiceClipUrl(id, "scene-1"), webm(500))).status).toBe(201);
    const made = await t.app.request(`${BASE}/api/stories/${id}/share`, { method: "POST", headers: jsonHeaders(a) });
    const token = new URL(((await made.json()) as { url: string }).url).pathname.split("/").pop()!;
    const shared = () => t.app.request(`${BASE}${sharedVoiceClipUrl(token, "line")}`);
    const sharedCard = async () => (await t.app.request(`${BASE}/s/${token}/card`, { headers: { Accept: "text/html" } })).text();
    expect((await shared()).status).toBe(404);
    expect(await sharedCard()).not.toContain("<audio");
    const sharedPage = async () => (await t.app.request(`${BASE}/s/${token}`, { headers: { Accept: "text/html" } })).text();
    expect(await sharedPage()).not.toContain("/voice/");

    const on = await t.app.request(`${BASE}${voiceApiUrl(id)}`, { method: "PATCH", headers: jsonHeaders(a), body: JSON.stringify({ shared: true }) });
    expect(((await on.json()) as VoiceJson).shared).toBe(true);
    const res = await shared();
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(webm());
    expect(await sharedCard()).toContain(sharedVoiceClipUrl(token, "line"));
    // The book on the shared page plays scene 1's recording.
    expect(await sharedPage()).toContain(sharedVoiceClipUrl(token, "scene-1"));

    await t.app.request(`${BASE}/api/stories/${id}/share`, { method: "DELETE", headers: jsonHeaders(a) });
    expect((await shared()).status).toBe(404);
  });

  it("deleting the story deletes its recordings and their index", async () => {
    const { t, a, id } = await setup();
    expect((await upload(t, a, voiceClipUrl(id, "scene-1"), webm())).status).toBe(201);
    expect(await t.deps.blobs.get(voiceIndexKey(id))).not.toBeNull();
    expect((await t.app.request(`${BASE}/api/stories/${id}`, { method: "DELETE", headers: jsonHeaders(a) })).status).toBe(200);
    expect(await t.deps.blobs.get(voiceClipKey(id, "scene-1"))).toBeNull();
    expect(await t.deps.blobs.get(voiceIndexKey(id))).toBeNull();
  });
});
