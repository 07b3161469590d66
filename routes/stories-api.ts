import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { AppEnv } from "../src/app-env";
import { requireUser } from "../src/auth/session";
import { errorBody, HttpError } from "../src/http/errors";
import { storyInputOrThrow } from "../src/children/story-input";
import { createStory, GENERATION_RATE_MESSAGE, screenInput, withinGenerationRate } from "../src/stories/create";
import type { GenerationEvent } from "../src/contracts/story-plan";
import { deleteStory, getOwnStory, listStorySummaries, parseListQuery, parseStoryId, setFavorite, storyJson } from "../src/stories/library";
import { storiesApiUrl } from "../src/contracts/story";
import { coloringPageOf, storyPdf } from "../src/stories/pdf";
import { sceneImage } from "../src/stories/scenes";
import { storyPdfFileName } from "../src/pdf/story-pdf";
import { createShare, revokeShare, shareLinkUrl } from "../src/share/links";
import type { ShareLinkJson } from "../src/share/urls";
import { subscriptionStatus } from "../src/stories/quota";
import { jsonBody } from "../src/http/body";
import { clientAddress } from "../src/http/client-address";
import { FREE_STORY_CLIENT_LIMIT_MESSAGE, withinFreeStoriesPerClient } from "../src/stories/client-quota";

/** The API's story id: digits only; anything else is simply "not found" here. */
function apiStoryId(raw: string | undefined): number {
  if (!raw || !/^\d{1,15}$/.test(raw)) throw new HttpError(404, "not_found", "Story not found");
  return Number(raw);
}

/** Story calls of the spec's call table; every one owner-only. */
export const storiesApi = new Hono<AppEnv>()
  .use("/api/stories/*", requireUser)
  .use("/api/stories", requireUser)
  .post("/api/stories/generate", async (c) => {
    const deps = c.var.deps;
    const user = c.var.user!;
    const body = await jsonBody(c);
    // A saved child (childId) or sibling that is not this parent's is a 404, before anything is spent.
    // The parent's own situation is read first too (issue 22): "ask" or "declined" is a plain 400, no stream.
    const input = screenInput(await storyInputOrThrow(deps, user.id, body));
    if (!(await withinGenerationRate(deps, user.id))) throw new HttpError(429, "rate_limited", GENERATION_RATE_MESSAGE);
    // Quota and screening are checked before any stream starts, so those answers are plain JSON.
    const status = await subscriptionStatus(deps, user);
    if (!status.canGenerateStory) {
      throw new HttpError(402, "subscription_required", status.limitReason ?? status.message, undefined, { status });
    }
    if (!(await withinFreeStoriesPerClient(deps, user, clientAddress(c)))) throw new HttpError(429, "rate_limited", FREE_STORY_CLIENT_LIMIT_MESSAGE);

    if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
      const story = await createStory(deps, user, input);
      return c.json(storyJson(story), 201);
    }

    // Streaming: the story is written and saved whether or not the browser stays to watch.
    let listener: ((e: GenerationEvent) => void) | null = null;
    const backlog: GenerationEvent[] = [];
    const emit = (e: GenerationEvent) => (listener ? listener(e) : backlog.push(e));
    const generation = createStory(deps, user, input, { emit });
    deps.waitUntil(generation.catch(() => {}));
    return streamSSE(c, async (stream) => {
      let open = true;
      stream.onAbort(() => {
        open = false;
      });
      const send = (e: GenerationEvent) => {
        if (!open) return;
        stream.writeSSE({ event: e.type, data: JSON.stringify(e) }).catch(() => {
          open = false;
        });
      };
      for (const e of backlog.splice(0)) send(e);
      listener = send;
      // A comment line now and then, so a proxy does not close a stream that is quiet while the model writes.
      const heartbeat = setInterval(() => {
        if (open) stream.write(": keep-alive\n\n").catch(() => (open = false));
      }, deps.services.timeouts.heartbeatMs);
      try {
        const story = await generation;
        if (open) await stream.writeSSE({ event: "story", data: JSON.stringify(storyJson(story)) });
      } catch (err) {
        const httpError = err instanceof HttpError ? err : new HttpError(500, "internal_error", "Please try again later");
        if (open) await stream.writeSSE({ event: "error", data: JSON.stringify({ status: httpError.status, ...errorBody(httpError) }) });
      } finally {
        clearInterval(heartbeat);
      }
    });
  })
  .get("/api/stories", async (c) => {
    // Summaries (StorySummary), newest first, a page at a time: ?cursor=&limit= (default and most 100),
    // ?q= search, ?favorite=1, ?childId= (a saved child's stories, see madeForChild). Still a JSON array;
    // the next page's address is in the Link header. The full text: GET /api/stories/{id}.
    const { view, cursor, limit } = parseListQuery((name) => c.req.query(name));
    const page = await listStorySummaries(c.var.deps, c.var.user!.id, { view, cursor, limit });
    if (page.next) c.header("Link", `<${storiesApiUrl(view, page.next, limit)}>; rel="next"`);
    return c.json(page.items);
  })
  .get("/api/stories/:id", async (c) => {
    const story = await getOwnStory(c.var.deps, c.var.user!.id, parseStoryId(c.req.param("id")));
    return c.json(storyJson(story));
  })
  .patch("/api/stories/:id/favorite", async (c) => {
    const id = parseStoryId(c.req.param("id"));
    const body = z.object({ favorite: z.boolean({ error: "favorite must be true or false" }) }).safeParse(await jsonBody(c));
    if (!body.success)
      throw new HttpError(400, "invalid_input", 'Send { "favorite": true } or { "favorite": false }.', { favorite: "favorite must be true or false" });
    const story = await setFavorite(c.var.deps, c.var.user!.id, id, body.data.favorite);
    return c.json(storyJson(story));
  })
  .delete("/api/stories/:id", async (c) => {
    await deleteStory(c.var.deps, c.var.user!.id, parseStoryId(c.req.param("id")));
    return c.json({ success: true });
  })
  .get("/api/stories/:id/pdf", async (c) => {
    const story = await getOwnStory(c.var.deps, c.var.user!.id, parseStoryId(c.req.param("id")));
    const bytes = await storyPdf(c.var.deps, story);
    const name = storyPdfFileName(story.title);
    const disposition = c.req.query("inline") === "1" ? "inline" : "attachment";
    return c.body(bytes as unknown as ArrayBuffer, 200, {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${disposition}; filename="${name.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "Cache-Control": "private, max-age=3600",
    });
  })
  .get("/api/stories/:id/scenes/:n/image", async (c) => {
    const story = await getOwnStory(c.var.deps, c.var.user!.id, parseStoryId(c.req.param("id")));
    const n = /^\d{1,3}$/.test(c.req.param("n")) ? Number(c.req.param("n")) : NaN;
    const page = await sceneImage(c.var.deps, story, n);
    return c.body(page.bytes as unknown as ArrayBuffer, 200, {
      "Content-Type": page.contentType,
      "Cache-Control": "private, max-age=86400",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  })
  .get("/api/stories/:id/image", async (c) => {
    const story = await getOwnStory(c.var.deps, c.var.user!.id, parseStoryId(c.req.param("id")));
    const page = await coloringPageOf(c.var.deps, story);
    if (!page) throw new HttpError(404, "not_found", "Coloring page not found");
    return c.body(page.bytes as unknown as ArrayBuffer, 200, {
      "Content-Type": page.contentType,
      "Cache-Control": "private, max-age=86400",
      // An SVG opened directly must not run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  })
  // ---- family links (issue 15): make or return a story's link, or turn it off; what a link opens is
  // routes/share.tsx. A malformed id is "not found" here, as it was before these calls moved. ----
  .post("/api/stories/:id/share", async (c) => {
    const { token, created } = await createShare(c.var.deps, c.var.user!.id, apiStoryId(c.req.param("id")));
    return c.json({ url: shareLinkUrl(c.var.deps, token) } satisfies ShareLinkJson, created ? 201 : 200);
  })
  .delete("/api/stories/:id/share", async (c) => {
    await revokeShare(c.var.deps, c.var.user!.id, apiStoryId(c.req.param("id")));
    return c.body(null, 204);
  });
