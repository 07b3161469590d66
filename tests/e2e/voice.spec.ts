import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { createStoryThroughForm, signUp } from "./helpers";
import { cardHref } from "../../src/reading/copy";
import { VOICE_COPY, sharedVoiceClipUrl, voiceClipUrl } from "../../src/reading/voice";

/**
 * The grown-up's voice (issue 29) in Chromium with a fake microphone (a steady tone): record the line,
 * listen back, record again, keep, play it in the book and on the card, delete; a scene's recording on
 * its page; a family link without the recordings (default) and with them; no microphone and no
 * JavaScript leave the rest of the page working. At 375 px, with desktop screenshots for a person.
 */
test.describe.configure({ mode: "serial" });
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

const SHOTS = process.env.VOICE_SHOTS_DIR ?? "test-results/voice";
let context: BrowserContext;
let page: Page;
let id: number;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, permissions: ["microphone"], viewport: { width: 375, height: 800 } });
  page = await context.newPage();
  await signUp(page, { firstName: "Vera", lastName: "Voice" }, "/library");
  id = await createStoryThroughForm(page, { childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "Animals" });
});
test.afterAll(() => context?.close());

async function openStory(p: Page) {
  await p.goto(`/story/${id}`);
  await p.waitForSelector("body[data-hydrated]");
}
const row = (p: Page, part: string) => p.locator(`.voice-row[data-part="${part}"]`);

async function record(p: Page, part: string, ms = 1800) {
  const r = row(p, part);
  await r.getByRole("button", { name: new RegExp(`^(${VOICE_COPY.record}|${VOICE_COPY.redo})$`) }).click();
  await expect(r.getByRole("status")).toContainText("Recording...");
  await p.waitForTimeout(ms);
  await r.getByRole("button", { name: VOICE_COPY.stop }).click();
  await expect(r.locator("audio.voice-take")).toBeVisible();
}

/** The audio element plays: play() resolves and time moves on. */
async function plays(audio: import("@playwright/test").Locator) {
  await audio.evaluate(async (a: HTMLAudioElement) => {
    a.muted = true;
    await a.play();
  });
  await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2);
  await audio.evaluate((a: HTMLAudioElement) => a.pause());
}

test("record the line: listen back, record again, keep; it plays from the app; the card plays it", async () => {
  // The line to record is the card's line to say together (src/reading/card.ts: always words this story says).
  await page.goto(cardHref(id));
  // When the story has no such line, the recorder offers the card's first step (what the card plays).
  const refrain = page.locator(".right-before-refrain");
  const together = (await refrain.count())
    ? (await refrain.innerText()).trim().replace(/^“|”$/g, "")
    : (await page.locator(".right-before-steps li").first().innerText()).replace(/^\s*1\.\s*/, "").trim();
  expect(together.length).toBeGreaterThan(5);
  await openStory(page);
  const line = row(page, "line");
  await expect(page.getByText(VOICE_COPY.cap)).toBeVisible();
  await expect(line).toContainText(together);
  await record(page, "line");
  await expect(line.getByText(VOICE_COPY.listen)).toBeVisible();
  await plays(line.locator("audio.voice-take"));
  // Redo: a second take replaces the first, still nothing saved.
  await line.getByRole("button", { name: VOICE_COPY.redo }).click();
  await page.waitForTimeout(1500);
  await line.getByRole("button", { name: VOICE_COPY.stop }).click();
  await expect(line.locator("audio.voice-take")).toBeVisible();
  expect((await page.request.get(voiceClipUrl(id, "line"))).status()).toBe(404);
  await page.screenshot({ path: `${SHOTS}/recorder-take-375.png`, fullPage: false });

  await line.getByRole("button", { name: VOICE_COPY.keep }).click();
  await expect(page.locator("#toasts")).toContainText(VOICE_COPY.kept);
  const kept = line.locator("audio.voice-audio");
  await expect(kept).toHaveAttribute("src", new RegExp(`^${voiceClipUrl(id, "line")}\\?v=\\d+$`));
  await plays(kept);
  const res = await page.request.get(voiceClipUrl(id, "line"));
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^audio\/(webm|ogg|mp4)/);
  expect((await res.body()).byteLength).toBeGreaterThan(1000);

  await page.goto(cardHref(id));
  const cardAudio = page.locator(".right-before-voice audio");
  await expect(page.getByText(VOICE_COPY.playLine)).toBeVisible();
  await plays(cardAudio);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${SHOTS}/card-with-voice-375.png`, fullPage: true });
});

test("a scene's recording plays on its page of the book, as soon as it is kept", async () => {
  await openStory(page);
  await page.getByText(VOICE_COPY.pagesSummary).click();
  await record(page, "scene-1");
  await row(page, "scene-1").getByRole("button", { name: VOICE_COPY.keep }).click();
  await expect(page.locator("#toasts")).toContainText(VOICE_COPY.kept);
  // The book (page 1 is scene 1) offers it without a reload.
  const play = page.locator("#story-book").getByRole("button", { name: VOICE_COPY.play });
  await expect(play).toBeVisible();
  await play.click();
  await expect(play.or(page.locator("#story-book").getByRole("button", { name: VOICE_COPY.stop }))).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  // The next page is still scene 1 or already scene 2; by the last page there is no recording.
  await page.goto(`/story/${id}#page-40`);
  await page.waitForSelector("body[data-hydrated]");
  await expect(page.locator("#story-book").getByRole("button", { name: VOICE_COPY.play })).toHaveCount(0);
  await openStory(page);
  await page.screenshot({ path: `${SHOTS}/story-recorder-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/story-recorder-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
});

async function visitor(browser: Browser, baseURL: string) {
  const ctx = await browser.newContext({ baseURL, viewport: { width: 375, height: 800 } });
  return { ctx, p: await ctx.newPage() };
}

test("a family link: no recordings until the parent ticks the box, then the card and the book play them", async ({ browser }, testInfo) => {
  await openStory(page);
  const { url } = await page.evaluate(async (storyId) => (await fetch(`/api/stories/${storyId}/share`, { method: "POST", credentials: "include" })).json(), id);
  const path = new URL(url).pathname;
  const token = path.split("/").pop()!;
  const { ctx, p } = await visitor(browser, testInfo.project.use.baseURL!);
  try {
    await p.goto(`${path}/card`);
    await expect(p.locator("h1")).toContainText("Sleepy Wind-Down");
    await expect(p.locator("audio")).toHaveCount(0);
    expect((await p.request.get(sharedVoiceClipUrl(token, "line"))).status()).toBe(404);
    await p.goto(path);
    await p.waitForSelector("body[data-hydrated]");
    await expect(p.locator("#story-book").getByRole("button", { name: VOICE_COPY.play })).toHaveCount(0);

    const share = page.getByRole("checkbox", { name: VOICE_COPY.shareLabel });
    await expect(share).not.toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${id}/voice`) && r.request().method() === "PATCH");
    await share.check();
    expect((await saved).status()).toBe(200);

    // A family link's card is kept for five minutes by the visitor's browser: a reload fetches it again.
    await p.goto(`${path}/card`);
    await p.reload();
    await plays(p.locator(".right-before-voice audio"));
    await p.screenshot({ path: `${SHOTS}/shared-card-with-voice-375.png`, fullPage: true });
    await p.goto(path);
    await p.waitForSelector("body[data-hydrated]");
    await expect(p.locator("#story-book").getByRole("button", { name: VOICE_COPY.play })).toBeVisible();
    // Still no recorder for a visitor.
    await expect(p.getByRole("button", { name: VOICE_COPY.record, exact: true })).toHaveCount(0);

    const unsaved = page.waitForResponse((r) => r.url().endsWith(`/api/stories/${id}/voice`) && r.request().method() === "PATCH");
    await share.uncheck();
    expect((await unsaved).status()).toBe(200);
    expect((await p.request.get(sharedVoiceClipUrl(token, "line"))).status()).toBe(404);
  } finally {
    await ctx.close();
  }
});

test("delete a recording: gone from the page, the card and the app", async () => {
  await openStory(page);
  const line = row(page, "line");
  await line.getByRole("button", { name: VOICE_COPY.delete }).click();
  await expect(page.locator("#toasts")).toContainText(VOICE_COPY.deleted);
  await expect(line.locator("audio")).toHaveCount(0);
  await expect(line.getByRole("button", { name: VOICE_COPY.record, exact: true })).toBeVisible();
  expect((await page.request.get(voiceClipUrl(id, "line"))).status()).toBe(404);
  await page.goto(cardHref(id));
  await expect(page.locator("audio")).toHaveCount(0);
});

test("no microphone, or no JavaScript: a line says so and the book still works", async ({ browser }, testInfo) => {
  const noMic = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: await context.storageState(),
    viewport: { width: 375, height: 800 },
  });
  try {
    const p = await noMic.newPage();
    await p.addInitScript(() => {
      // A browser without MediaRecorder (or without a microphone API).
      delete (window as { MediaRecorder?: unknown }).MediaRecorder;
    });
    await openStory(p);
    await expect(p.getByText(VOICE_COPY.noMicrophone)).toBeVisible();
    await expect(p.getByRole("button", { name: VOICE_COPY.record, exact: true })).toHaveCount(0);
    await p.getByRole("button", { name: "Next" }).click();
    await expect(p.getByText("Page 2 of")).toBeVisible();
  } finally {
    await noMic.close();
  }
  const noJs = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: await context.storageState(),
    javaScriptEnabled: false,
    viewport: { width: 375, height: 800 },
  });
  try {
    const p = await noJs.newPage();
    await p.goto(`/story/${id}`);
    await expect(p.getByText(VOICE_COPY.noScript)).toBeVisible();
    await expect(p.getByRole("button", { name: VOICE_COPY.record, exact: true })).toHaveCount(0);
    // The kept scene recording still plays without JavaScript: a plain player under its scene.
    await expect(p.locator(".book-scene .book-voice audio")).toHaveCount(1);
    await expect(p.locator(".book-scene").first()).toBeVisible();
  } finally {
    await noJs.close();
  }
});
