/**
 * The grown-up's voice (issue 29, ADR 027). The owner's calls — the list and the family-link choice
 * (`GET`/`PATCH /api/stories/{id}/voice`), one clip (`PUT`/`GET`/`DELETE /api/stories/{id}/voice/{part}`)
 * — and a clip through a family link (`GET /s/{token}/voice/{part}`), only while the link is on and the
 * parent chose to let it play the recordings. Another parent's story is a 404, like every story call.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../src/app-env";
import { requireUser } from "../src/auth/session";
import { jsonBody } from "../src/http/body";
import { HttpError } from "../src/http/errors";
import { getOwnStory, parseStoryId } from "../src/stories/library";
import { deleteVoiceClip, ownVoice, readVoiceIndex, saveVoiceClip, setVoiceShared, voiceClip } from "../src/reading/voice-store";
import { VOICE_SECONDS_HEADER } from "../src/reading/voice";
import { sharedStory } from "./share";

const sharedBody = z.object({ shared: z.boolean() });

/** An audio file: never sniffed or run as anything else; a byte range when the player asks for one (Safari does). */
function audio(c: Context<AppEnv>, clip: { bytes: Uint8Array; contentType: string }, cacheControl: string, extra: Record<string, string> = {}) {
  const headers: Record<string, string> = {
    ...extra,
    "Content-Type": clip.contentType,
    "Cache-Control": cacheControl,
    "Accept-Ranges": "bytes",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; sandbox",
  };
  const size = clip.bytes.byteLength;
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header("range") ?? "");
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(size - 1, Number(range[2])) : size - 1;
    if (start >= size || start > end) return c.body(null, 416, { ...headers, "Content-Range": `bytes */${size}` });
    return c.body(clip.bytes.slice(start, end + 1) as unknown as ArrayBuffer, 206, { ...headers, "Content-Range": `bytes ${start}-${end}/${size}` });
  }
  return c.body(clip.bytes as unknown as ArrayBuffer, 200, headers);
}

export const voiceRoute = new Hono<AppEnv>()
  .use("/api/stories/:id/voice", requireUser)
  .use("/api/stories/:id/voice/*", requireUser)
  .get("/api/stories/:id/voice", async (c) => c.json(await ownVoice(c.var.deps, c.var.user!.id, parseStoryId(c.req.param("id")))))
  .patch("/api/stories/:id/voice", async (c) => {
    const { shared } = sharedBody.parse(await jsonBody(c));
    return c.json(await setVoiceShared(c.var.deps, c.var.user!.id, parseStoryId(c.req.param("id")), shared));
  })
  .put("/api/stories/:id/voice/:part", async (c) => {
    const id = parseStoryId(c.req.param("id"));
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const json = await saveVoiceClip(
      c.var.deps,
      c.var.user!.id,
      id,
      c.req.param("part"),
      c.req.header("content-type"),
      c.req.header(VOICE_SECONDS_HEADER),
      bytes,
    );
    return c.json(json, 201);
  })
  .get("/api/stories/:id/voice/:part", async (c) => {
    const story = await getOwnStory(c.var.deps, c.var.user!.id, parseStoryId(c.req.param("id")));
    const clip = await voiceClip(c.var.deps, story, c.req.param("part"));
    if (!clip) throw new HttpError(404, "not_found", "There is no recording here.");
    // The address changes with every new recording (?v=), so the browser may keep it: the card plays it offline.
    return audio(c, clip, "private, max-age=604800");
  })
  .delete("/api/stories/:id/voice/:part", async (c) =>
    c.json(await deleteVoiceClip(c.var.deps, c.var.user!.id, parseStoryId(c.req.param("id")), c.req.param("part"))),
  )
  // Through a family link: only when the parent chose to share the recordings.
  .get("/s/:token/voice/:part", async (c) => {
    const story = await sharedStory(c, "file");
    if (story instanceof Response) return story;
    const notFound = () =>
      c.body("Not found", 404, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow",
        "Referrer-Policy": "no-referrer",
      });
    if (!(await readVoiceIndex(c.var.deps, story.id)).shared) return notFound();
    const clip = await voiceClip(c.var.deps, story, c.req.param("part"));
    if (!clip) return notFound();
    return audio(c, clip, "private, max-age=300", { "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" });
  });
