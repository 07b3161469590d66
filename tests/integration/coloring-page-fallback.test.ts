/**
 * The coloring page is drawn while the story is written, and a story that passed is never lost to a
 * picture (issue 23, item 5; ADR 023). The app runs as an operator configures it — the story model on
 * one host (AI_BASE_URL, OPENAI_API_KEY), OpenAI images on another (IMAGE_BASE_URL, IMAGE_API_KEY) —
 * with stand-ins playing both, through the real AI SDK.
 */
import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { createTestContext, createUser, jsonHeaders, sessionCookie } from "../helpers/app";
import { startChatCompletionsServer, type ChatAnswer } from "../fakes/chat-completions-server";
import { CONTENT_POLICY_REFUSAL, startImagesServer, type ImageAnswer, type ImagesServer } from "../fakes/images-server";
import { composeStory, GENERATION_TIMEOUTS, type GenerationTimeouts, type StoryRequest } from "../../src/engine";
import { storyPdfKey } from "../../src/contracts/story";
import { generations, users } from "../../db/schema";

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const GOOD = { childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she", grownUpName: "Mom" };
const request: StoryRequest = { ...GOOD, childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she", seed: 1 };
const good = composeStory(request);
const { episode: _episode, coloringScene: _coloring, ...planFields } = good.plan;
const PLAN = JSON.stringify({ ...planFields, scenes: good.plan.scenes.map(({ text, ...scene }) => ({ ...scene, summary: text.split(". ")[0] })) });
const GOOD_SCENES = good.plan.scenes.map((s) => s.text).join("\n###\n");
/** A draft about the wrong child ("Mia" for Maya): it fails the checks and is written again. */
const MIA_SCENES = good.plan.scenes.map((s) => s.text.replace(/\bMaya\b/g, "Mia")).join("\n###\n");

const FAST: GenerationTimeouts = {
  ...GENERATION_TIMEOUTS,
  firstTokenMs: 2000,
  stallMs: 2000,
  callMs: 3000,
  imageMs: 800,
  generationMs: 8000,
  heartbeatMs: 1000,
};

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** The app with a story model and an image model (each a stand-in on its own host). */
async function app(image: (index: number) => ImageAnswer, opts: { writing?: ChatAnswer[]; timeouts?: Partial<GenerationTimeouts> } = {}) {
  let writingAskedAt = 0;
  let writes = 0;
  const writings = opts.writing ?? [GOOD_SCENES];
  const model = await startChatCompletionsServer((body) => {
    if (body.response_format !== undefined) return PLAN;
    writingAskedAt = Date.now();
    return writings[Math.min(writes++, writings.length - 1)]!;
  });
  const images: ImagesServer = await startImagesServer(image);
  closers.push(model.close, images.close);
  const t = await createTestContext(
    {
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: model.baseURL,
      AI_MODEL: "story-model",
      OPENAI_API_KEY: "text-host-key",
      IMAGE_PROVIDER: "openai",
      IMAGE_BASE_URL: images.baseURL,
      IMAGE_API_KEY: "sk-images",
    },
    (deps) => {
      deps.services.timeouts = { ...FAST, ...opts.timeouts };
    },
  );
  const user = await createUser(t.deps);
  const cookie = await sessionCookie(t.deps, user);
  const post = () =>
    t.app.request("http://localhost:3000/api/stories/generate", {
      method: "POST",
      headers: { ...jsonHeaders(cookie), Accept: "application/json" },
      body: JSON.stringify(GOOD),
    });
  return { t, user, model, images, post, writingAskedAt: () => writingAskedAt };
}

type Ctx = Awaited<ReturnType<typeof app>>;

/** Saved, counted, its coloring page of `contentType`, and the PDF built around it. */
async function expectSaved({ t, user }: Ctx, story: { id: number; plan: { scenes: unknown[] } }, contentType: string) {
  const page = await t.deps.blobs.get(`stories/${story.id}/coloring`);
  expect(page?.contentType).toBe(contentType);
  if (contentType === "image/svg+xml") expect(new TextDecoder().decode(page!.bytes)).toMatch(/^<svg[\s\S]*<title>[^<]*Maya/);
  const pdf = await t.deps.blobs.get(storyPdfKey(story as never));
  expect(pdf?.contentType).toBe("application/pdf");
  // Title, scenes, coloring page, grown-ups' page, the cut-out card page (issue 29), chart.
  expect((await PDFDocument.load(pdf!.bytes)).getPageCount()).toBe(story.plan.scenes.length + 5);
  expect((await t.deps.db.select().from(generations).where(eq(generations.userId, user.id))).map((g) => g.status)).toEqual(["committed"]);
  const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
  expect(row!.storiesGenerated).toBe(1);
}

describe("the coloring page beside the writing", () => {
  it("an image model that refuses (400 content policy): the story is saved with the built-in line art, 201, and its PDF builds", async () => {
    const ctx = await app(() => CONTENT_POLICY_REFUSAL);
    const res = await ctx.post();
    expect(res.status).toBe(201);
    const story = await res.json();
    expect(story.storyContent).toContain("Maya");
    await expectSaved(ctx, story, "image/svg+xml");
    expect(story.qualityReport.coloringFallback).toMatch(/^the image model refused the picture .*safety system/);
    // Each host got its own key: the images key never went to the story host, nor the story host's to images.
    expect(ctx.images.seen.map((r) => [r.url, r.headers.authorization])).toEqual([["/v1/images/generations", "Bearer sk-images"]]);
    expect(ctx.model.seen.map((r) => r.headers.authorization)).toEqual(ctx.model.seen.map(() => "Bearer text-host-key"));
  });

  it("an image model that never answers: the line art after imageMs, and the story is saved", async () => {
    const ctx = await app(() => ({ hang: true }));
    const started = Date.now();
    const res = await ctx.post();
    const took = Date.now() - started;
    expect(res.status).toBe(201);
    const story = await res.json();
    await expectSaved(ctx, story, "image/svg+xml");
    expect(story.qualityReport.coloringFallback).toBe("the image model did not answer within 1 s");
    // Waited for the picture its imageMs, and not to the story's own deadline.
    expect(took).toBeGreaterThanOrEqual(FAST.imageMs - 50);
    expect(took).toBeLessThan(FAST.generationMs);
    expect(ctx.images.seen).toHaveLength(1);
  });

  it("asks for the picture as soon as the plan exists, while the story is still being written", async () => {
    const ctx = await app(() => ({ png: true, delayMs: 1000 }), { writing: [{ text: GOOD_SCENES, delayMs: 1000 }], timeouts: { imageMs: 3000 } });
    const res = await ctx.post();
    expect(res.status).toBe(201);
    const story = await res.json();
    await expectSaved(ctx, story, "image/png");
    expect(story.qualityReport.coloringFallback).toBeUndefined();
    // The picture was asked for before the writing call answered (it answers 1 s after it is asked):
    // the two waits overlap.
    const [asked] = ctx.images.seen;
    expect(asked!.at).toBeLessThan(ctx.writingAskedAt() + 1000);
    // The picture is of the plan the story was written from: its child, named in the prompt.
    expect(String(asked!.body.prompt)).toMatch(/girl named Maya/);
  });

  it("a draft written again from the same plan keeps the picture under way: one image request", async () => {
    const ctx = await app(() => ({ png: true, delayMs: 300 }), { writing: [MIA_SCENES, GOOD_SCENES] });
    const res = await ctx.post();
    expect(res.status).toBe(201);
    const story = await res.json();
    expect(story.qualityReport.attempts).toBe(2);
    await expectSaved(ctx, story, "image/png");
    expect(ctx.images.seen).toHaveLength(1);
  });
});
