/**
 * Family links (issue 15): the read-only pages a link opens without signing in — `/s/{token}`, its
 * scene pictures, coloring page and PDF. The owner's calls that make and end a link are with the
 * story API (routes/stories-api.ts: `POST` and `DELETE /api/stories/{id}/share`).
 *
 * The shared pages: noindex (meta and X-Robots-Tag), Referrer-Policy no-referrer, a minimal header
 * (src/share/document.tsx), nothing about the owner or their other stories, and a rate limit per
 * client per link (per client alone for unknown links: guesses add no row each). An unknown, malformed or turned-off token is the spec's 'Error Loading Story' panel
 * (404); its button goes home, not to the private library a visitor has no account for.
 */
import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { HttpError } from "../src/http/errors";
import { clientAddress } from "../src/http/client-address";
import { Panel } from "../components/Panel";
import { DownloadIcon, EyeIcon } from "../components/story/icons";
import type { Story } from "../db/schema";
import { LABELS } from "../src/content/labels";
import { CARD_COPY, sharedCardHref } from "../src/reading/copy";
import { storyPdfFileName } from "../src/pdf/story-pdf";
import { coloringPageOf, storyPdf } from "../src/stories/pdf";
import { sceneImage } from "../src/stories/scenes";
import { StoryPage } from "../src/stories/story-page";
import { storyForToken } from "../src/share/links";
import { withinShareRate, SHARE_RATE_LIMIT } from "../src/share/rate";
import { shareDocumentRenderer, MAKE_YOUR_OWN } from "../src/share/document";
import { readVoiceIndex, voiceUrls, type VoiceIndex } from "../src/reading/voice-store";
import { sharedVoiceClipUrl } from "../src/reading/voice";
import { sharedImageUrl, sharedPdfUrl, sharedPreviewUrl, sharedSceneImageUrl } from "../src/share/urls";

/** Headers every shared response carries. */
const SHARED_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

/** Headers of a shared picture or PDF: not indexed, not kept long, and an SVG opened directly runs nothing. */
function fileHeaders(contentType: string): Record<string, string> {
  return {
    ...SHARED_HEADERS,
    "Content-Type": contentType,
    // Short: once the owner turns the link off, copies stop being served soon.
    "Cache-Control": "private, max-age=300",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
}

export const SHARE_ERROR = {
  title: "Error Loading Story",
  /** Issue 26: a link that was turned off says so (the spec's "you may not have permission" is for the owner's own story page). */
  body: "This family link has been turned off, so it no longer opens a story. Whoever shared it may have stopped sharing or deleted the story; ask them for a new link. If you typed or copied the address, check that it is complete.",
  action: "Return Home",
} as const;

export function setSharedHeaders(c: Context<AppEnv>) {
  for (const [k, v] of Object.entries(SHARED_HEADERS)) c.header(k, v);
  c.header("Cache-Control", "no-store");
}

/** An unknown or turned-off link: the spec's panel, 404; the button goes home (not to a library). */
function linkError(c: Context<AppEnv>) {
  setSharedHeaders(c);
  c.status(404);
  return c.render(
    <Panel
      title={SHARE_ERROR.title}
      tone="error"
      actions={
        <a className="btn btn-primary" href="/">
          {SHARE_ERROR.action}
        </a>
      }
    >
      <p>{SHARE_ERROR.body}</p>
    </Panel>,
    { title: `${SHARE_ERROR.title} · Behavior Tales`, description: "This story could not be loaded.", noindex: true },
  );
}

function tooMany(c: Context<AppEnv>) {
  setSharedHeaders(c);
  c.header("Retry-After", String(Math.ceil(SHARE_RATE_LIMIT.windowMs / 1000)));
  c.status(429);
  return c.render(
    <Panel
      title="Please wait a moment"
      tone="error"
      actions={
        <a className="btn btn-primary" href="/">
          {SHARE_ERROR.action}
        </a>
      }
    >
      <p>This story has been opened many times in a short while. Please wait a minute, then reload the page.</p>
    </Panel>,
    { title: "Please wait a moment · Behavior Tales", description: "Too many requests.", noindex: true },
  );
}

/** A file's 404 or 429: plain text, not indexed. */
function fileError(c: Context<AppEnv>, status: 404 | 429) {
  const headers: Record<string, string> = { ...SHARED_HEADERS, "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" };
  if (status === 429) headers["Retry-After"] = String(Math.ceil(SHARE_RATE_LIMIT.windowMs / 1000));
  return c.body(status === 404 ? "Not found" : "Too many requests. Please wait a minute.", status, headers);
}

/**
 * The token's story (one indexed lookup), then the rate limit: per client per link for a link that
 * opens something, per client alone for any other (so made-up tokens write no row each). A Response
 * when the client must wait or there is no story.
 */
export async function sharedStory(c: Context<AppEnv>, kind: "page" | "file"): Promise<Story | Response> {
  const token = c.req.param("token") ?? "";
  const story = await storyForToken(c.var.deps, token);
  if (!(await withinShareRate(c.var.deps, clientAddress(c), story ? token : null))) return kind === "page" ? tooMany(c) : fileError(c, 429);
  if (!story) return kind === "page" ? linkError(c) : fileError(c, 404);
  return story;
}

/** A family link's story page: the shared page (src/stories/story-page.tsx) with the link's files, its PDF buttons and "make your own". */
function SharedStoryPage({ story, token, voice }: { story: Story; token: string; voice: VoiceIndex }) {
  // The grown-up's recordings play here only if the parent chose that (issue 29).
  const voices = voice.shared ? voiceUrls(voice, (part, v) => `${sharedVoiceClipUrl(token, part)}?v=${v}`) : {};
  return (
    <StoryPage
      story={story}
      audience="family"
      sceneImageUrl={(n) => sharedSceneImageUrl(token, n)}
      coloringPageUrl={sharedImageUrl(token)}
      voices={voices}
      actions={
        <div className="story-actions" role="group" aria-label="Story actions">
          <a className="btn btn-primary" href={sharedPdfUrl(token)} download={storyPdfFileName(story.title)}>
            <DownloadIcon /> {LABELS.downloadPdf}
          </a>
          <a className="btn btn-secondary" href={sharedPreviewUrl(token)} target="_blank" rel="noopener noreferrer">
            <EyeIcon /> {LABELS.previewPdf}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          {story.plan ? (
            <a className="btn btn-secondary" href={sharedCardHref(token)}>
              {CARD_COPY.link}
            </a>
          ) : null}
        </div>
      }
      footer={
        <aside className="shared-cta card">
          <h2>Make a story for your child</h2>
          <p>Behavior Tales writes a personalized picture book for a child aged 2–10 about bedtime, sharing, tantrums and more.</p>
          <a className="btn btn-secondary" href="/">
            {MAKE_YOUR_OWN}
          </a>
        </aside>
      }
    />
  );
}

export const shareRoute = new Hono<AppEnv>()
  // ---- what a link opens, signed out ----
  .use("/s/:token", shareDocumentRenderer)
  .use("/s/:token/*", shareDocumentRenderer)
  .get("/s/:token", async (c) => {
    const story = await sharedStory(c, "page");
    if (story instanceof Response) return story;
    setSharedHeaders(c);
    const token = c.req.param("token");
    const voice = await readVoiceIndex(c.var.deps, story.id);
    return c.render(<SharedStoryPage story={story} token={token} voice={voice} />, {
      title: `${story.title} · Behavior Tales`,
      description: `A story for ${story.childName}, shared from Behavior Tales.`,
      noindex: true,
    });
  })
  .get("/s/:token/scenes/:n/image", async (c) => {
    const story = await sharedStory(c, "file");
    if (story instanceof Response) return story;
    const n = /^\d{1,3}$/.test(c.req.param("n")) ? Number(c.req.param("n")) : NaN;
    let page;
    try {
      page = await sceneImage(c.var.deps, story, n);
    } catch (err) {
      if (err instanceof HttpError && err.status === 404) return fileError(c, 404);
      throw err;
    }
    return c.body(page.bytes as unknown as ArrayBuffer, 200, fileHeaders(page.contentType));
  })
  .get("/s/:token/image", async (c) => {
    const story = await sharedStory(c, "file");
    if (story instanceof Response) return story;
    const page = await coloringPageOf(c.var.deps, story);
    if (!page) return fileError(c, 404);
    return c.body(page.bytes as unknown as ArrayBuffer, 200, fileHeaders(page.contentType));
  })
  .get("/s/:token/pdf", async (c) => {
    const story = await sharedStory(c, "file");
    if (story instanceof Response) return story;
    const bytes = await storyPdf(c.var.deps, story);
    const name = storyPdfFileName(story.title);
    const disposition = c.req.query("inline") === "1" ? "inline" : "attachment";
    const headers = fileHeaders("application/pdf");
    // A PDF viewer needs no sandbox; keep the rest.
    delete headers["Content-Security-Policy"];
    return c.body(bytes as unknown as ArrayBuffer, 200, {
      ...headers,
      "Content-Disposition": `${disposition}; filename="${name.replace(/[^\x20-\x7e]|"/g, "_")}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
  });
