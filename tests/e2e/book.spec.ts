import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { BOOK_PICTURE, bookPages } from "../../src/contracts/book";
import { smartQuotes } from "../../src/lib/typography";
import { createStoryThroughForm, signUp } from "./helpers";

/**
 * The picture book on the story page (issue 11): one spread at a time with Previous/Next, arrow keys
 * and swipes; Read aloud with the browser's speech engine (stubbed here, so the test hears nothing and
 * controls the timing); the whole book as one long illustrated page without JavaScript.
 * One parent, two stories made through the /behaviors form: a 2-3 and an 8-10.
 */
test.describe.configure({ mode: "serial" });

interface Made {
  id: number;
  childAge: string;
  scenes: Array<{ text: string }>;
  pages: Array<{ scene: number; text: string }>;
}

const STORIES = [
  { childName: "Noah", childAge: "2-3", behavior: "bedtime", theme: "Animals" },
  { childName: "Ava", childAge: "8-10", behavior: "screen-time", theme: "Nature" },
] as const;

let context: BrowserContext;
let page: Page;
const made: Made[] = [];

async function createThroughForm(p: Page, s: (typeof STORIES)[number]): Promise<Made> {
  const id = await createStoryThroughForm(p, s);
  const json = await (await p.request.get(`/api/stories/${id}`)).json();
  const scenes = json.plan.scenes as Array<{ text: string }>;
  // The pages as the book shows and reads them: printer's quotes.
  return { id, childAge: s.childAge, scenes, pages: bookPages(scenes, s.childAge).map((pg) => ({ ...pg, text: smartQuotes(pg.text) })) };
}

/** Whitespace collapsed; the page prints curly quotes where the plan has straight ones. */
const squash = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
const toddler = () => made[0]!;
const older = () => made[1]!;

async function openStory(p: Page, story: Made, hash = "") {
  await p.goto(`/story/${story.id}${hash}`);
  await p.waitForSelector("body[data-hydrated]");
}

const book = (p: Page) => p.locator("#story-book");
const picture = (p: Page) => book(p).locator(".book-picture img");
const words = (p: Page) => book(p).locator(".book-words");
const count = (p: Page) => book(p).locator(".book-count");

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await signUp(page, { firstName: "Bea", lastName: "Book" }, "/library");
  for (const s of STORIES) made.push(await createThroughForm(page, s));
});

test.afterAll(async () => {
  await context?.close();
});

test("the Book tab comes first and pages through with buttons, arrow keys and swipes", async () => {
  const story = older();
  const m = story.pages.length;
  expect(m).toBe(story.scenes.length); // 8-10: one page per scene
  await openStory(page, story);

  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText(["Book", "Story", "Coloring Page"]);
  await expect(page.getByRole("tab", { name: "Book" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#story-text")).toBeHidden();
  await expect(page.locator("#coloring-page")).toBeHidden();

  // Page 1: scene 1's picture and words; one spread at a time.
  await expect(count(page)).toHaveText(`Page 1 of ${m}`);
  await expect(count(page)).toHaveAttribute("aria-live", "polite");
  await expect(picture(page)).toHaveCount(1);
  await expect(picture(page)).toHaveAttribute("src", new RegExp(`/api/stories/${story.id}/scenes/1/image$`));
  await expect(picture(page)).toHaveAttribute("width", String(BOOK_PICTURE.width));
  await expect(picture(page)).toHaveAttribute("height", String(BOOK_PICTURE.height));
  await expect(picture(page)).toHaveAttribute("alt", /\S/);
  await expect.poll(() => picture(page).evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(squash(await words(page).innerText())).toBe(squash(story.scenes[0]!.text));
  const previous = page.getByRole("button", { name: "Previous" });
  const next = page.getByRole("button", { name: "Next" });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();

  // Next: page 2, scene 2's picture and words; the button keeps focus.
  await next.click();
  await expect(count(page)).toHaveText(`Page 2 of ${m}`);
  await expect(picture(page)).toHaveAttribute("src", new RegExp(`/scenes/2/image$`));
  expect(squash(await words(page).innerText())).toBe(squash(story.scenes[1]!.text));
  await expect(next).toBeFocused();
  await expect(previous).toBeEnabled();
  await expect(page).toHaveURL(/#page-2$/);

  // Arrow keys on the book itself (a focusable region).
  await book(page).focus();
  await page.keyboard.press("ArrowRight");
  await expect(count(page)).toHaveText(`Page 3 of ${m}`);
  await expect(picture(page)).toHaveAttribute("src", /\/scenes\/3\/image$/);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(count(page)).toHaveText(`Page 1 of ${m}`);
  await page.keyboard.press("ArrowLeft"); // nothing before page 1
  await expect(count(page)).toHaveText(`Page 1 of ${m}`);
  // On the tab list the arrows still move between tabs, not pages.
  await page.getByRole("tab", { name: "Book" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Story" })).toHaveAttribute("aria-selected", "true");
  await expect(page.locator("#story-text")).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("tab", { name: "Book" })).toHaveAttribute("aria-selected", "true");
  await expect(count(page)).toHaveText(`Page 1 of ${m}`);

  // Swipes (touch pointer events): right-to-left turns forward, left-to-right back; a mostly vertical move does nothing.
  const spread = book(page).locator(".book-current");
  const swipe = async (fromX: number, toX: number, dy = 0) => {
    const base = { pointerId: 11, pointerType: "touch", isPrimary: true, bubbles: true };
    await spread.dispatchEvent("pointerdown", { ...base, clientX: fromX, clientY: 300 });
    await spread.dispatchEvent("pointerup", { ...base, clientX: toX, clientY: 300 + dy });
  };
  await swipe(320, 180);
  await expect(count(page)).toHaveText(`Page 2 of ${m}`);
  await swipe(180, 320);
  await expect(count(page)).toHaveText(`Page 1 of ${m}`);
  await swipe(320, 240, 200);
  await swipe(320, 290);
  await expect(count(page)).toHaveText(`Page 1 of ${m}`);

  // To the end: Next is disabled there and focus moves to Previous.
  for (let i = 1; i < m; i++) await next.click();
  await expect(count(page)).toHaveText(`Page ${m} of ${m}`);
  await expect(picture(page)).toHaveAttribute("src", new RegExp(`/scenes/${story.scenes.length}/image$`));
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(count(page)).toHaveText(`Page ${m} of ${m}`);

  // The page is kept in the address: a reload returns to it, and so does a link to a page.
  await previous.click();
  await expect(page).toHaveURL(new RegExp(`#page-${m - 1}$`));
  await page.reload();
  await page.waitForSelector("body[data-hydrated]");
  await expect(count(page)).toHaveText(`Page ${m - 1} of ${m}`);
  await expect(picture(page)).toHaveAttribute("src", new RegExp(`/scenes/${m - 1}/image$`));
  await page.goto(`/story/${story.id}#page-4`);
  await expect(count(page)).toHaveText(`Page 4 of ${m}`);
  await expect(picture(page)).toHaveAttribute("src", /\/scenes\/4\/image$/);
});

test("ages 2-3: long scenes split over pages that share the picture, in big type", async () => {
  const story = toddler();
  const m = story.pages.length;
  expect(m).toBeGreaterThan(story.scenes.length);
  await openStory(page, story);
  await expect(count(page)).toHaveText(`Page 1 of ${m}`);
  for (let i = 0; i < 4; i++) {
    const p = story.pages[i]!;
    await expect(count(page)).toHaveText(`Page ${i + 1} of ${m}`);
    await expect(picture(page)).toHaveAttribute("src", new RegExp(`/scenes/${p.scene + 1}/image$`));
    expect(squash(await words(page).innerText())).toBe(squash(p.text));
    await page.getByRole("button", { name: "Next" }).click();
  }
  const size = (p: Page) => words(p).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const toddlerSize = await size(page);
  await openStory(page, older());
  const olderSize = await size(page);
  expect(toddlerSize).toBeGreaterThanOrEqual(30); // about 2rem at 1280 px
  expect(olderSize).toBeLessThan(toddlerSize);
  expect(olderSize).toBeLessThanOrEqual(21);
});

/**
 * A speech engine that says nothing: speak() fires a "word" boundary every STEP ms (charIndex and
 * charLength), then "end"; pause/resume/cancel behave like the real one. What was spoken and every
 * word marked on the page are recorded for the test.
 */
function installFakeSpeech() {
  const STEP = 60;
  const w = window as any;
  w.__spoken = [] as Array<{ text: string; lang: string }>;
  w.__marks = [] as string[];
  class FakeUtterance extends EventTarget {
    lang = "";
    rate = 1;
    pitch = 1;
    volume = 1;
    voice = null;
    constructor(public text: string) {
      super();
    }
  }
  const queue: FakeUtterance[] = [];
  let current: FakeUtterance | null = null;
  let paused = false;
  const fire = (u: FakeUtterance, type: string, extra: object = {}) => u.dispatchEvent(Object.assign(new Event(type), extra));
  function play() {
    if (current || !queue.length) return;
    const u = (current = queue.shift()!);
    w.__spoken.push({ text: u.text, lang: u.lang });
    const found = [...u.text.matchAll(/\S+/g)];
    let i = 0;
    const tick = () => {
      if (current !== u) return;
      if (paused) return void setTimeout(tick, STEP);
      if (i < found.length) {
        const m = found[i++]!;
        fire(u, "boundary", { name: "word", charIndex: m.index, charLength: m[0].length, elapsedTime: i * STEP });
        setTimeout(tick, STEP);
      } else {
        current = null;
        fire(u, "end");
        play();
      }
    };
    setTimeout(tick, STEP);
  }
  const synth = {
    get speaking() {
      return !!current;
    },
    get paused() {
      return paused;
    },
    get pending() {
      return queue.length > 0;
    },
    speak(u: FakeUtterance) {
      queue.push(u);
      play();
    },
    cancel() {
      const cut = [current, ...queue.splice(0)].filter(Boolean) as FakeUtterance[];
      current = null;
      for (const u of cut) fire(u, "error", { error: "interrupted" });
    },
    pause() {
      paused = true;
    },
    resume() {
      paused = false;
    },
    getVoices: () => [],
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  Object.defineProperty(window, "SpeechSynthesisUtterance", { value: FakeUtterance, configurable: true });
  // Every word the page marks, in order.
  let last = "";
  new MutationObserver(() => {
    const mark = document.querySelector("#story-book .book-words mark");
    if (!mark) return void (last = "");
    const before = document.createRange();
    before.setStart(mark.closest(".book-words")!, 0);
    before.setEndBefore(mark);
    const key = `${before.toString().length}:${mark.textContent}`;
    if (key !== last) w.__marks.push(mark.textContent);
    last = key;
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

test("Read aloud: the word being read is marked, pages turn by themselves, Pause/Resume/Stop", async ({ browser }, testInfo) => {
  const story = toddler();
  const m = story.pages.length;
  const ctx = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: await context.storageState() });
  await ctx.addInitScript(installFakeSpeech);
  const p = await ctx.newPage();
  try {
    await openStory(p, story);
    const firstWords = story.pages[0]!.text.split(/\s+/);
    const secondWords = story.pages[1]!.text.split(/\s+/);

    // From another tab: Read aloud brings the Book back and starts at the current page.
    await p.getByRole("tab", { name: "Story" }).click();
    await expect(p.getByRole("button", { name: "Read aloud" })).toBeHidden();
    await p.getByRole("tab", { name: "Book" }).click();
    const readAloud = p.getByRole("button", { name: "Read aloud" });
    await expect(readAloud).toBeVisible();
    await readAloud.click();
    await expect(p.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect(p.getByRole("button", { name: "Pause" })).toBeFocused();
    await expect(p.getByRole("button", { name: "Stop" })).toBeVisible();
    await expect(readAloud).toHaveCount(0);

    // The mark moves word by word through page 1 (a real <mark> inside the page's words).
    const mark = words(p).locator("mark");
    await expect(mark).toHaveCount(1);
    await expect.poll(() => p.evaluate(() => (window as any).__marks.length), { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    const marks: string[] = await p.evaluate(() => (window as any).__marks);
    expect(marks.slice(0, 4)).toEqual(firstWords.slice(0, 4));
    const spoken = await p.evaluate(() => (window as any).__spoken);
    expect(spoken[0]).toEqual({ text: story.pages[0]!.text, lang: "en-US" });

    // Page 1 ends: the book turns to page 2 and reads it from its first word.
    await expect(count(p)).toHaveText(`Page 2 of ${m}`, { timeout: 10_000 });
    await expect.poll(() => p.evaluate(() => (window as any).__spoken.length)).toBeGreaterThanOrEqual(2);
    await expect.poll(() => p.evaluate(() => (window as any).__marks.length)).toBeGreaterThanOrEqual(firstWords.length + 2);
    const all: string[] = await p.evaluate(() => (window as any).__marks);
    expect(all.slice(0, firstWords.length + 2)).toEqual([...firstWords, ...secondWords.slice(0, 2)]);

    // Pause holds the word; Resume carries on.
    await p.getByRole("button", { name: "Pause" }).click();
    await expect(p.getByRole("button", { name: "Resume" })).toBeFocused();
    const held = await mark.innerText();
    const heldCount = await p.evaluate(() => (window as any).__marks.length);
    await p.waitForTimeout(400);
    await expect(mark).toHaveText(held);
    expect(await p.evaluate(() => (window as any).__marks.length)).toBe(heldCount);
    // While reading (the mark, Resume and Stop showing): still nothing axe can find.
    const axe = await new AxeBuilder({ page: p }).include("#main").analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await p.getByRole("button", { name: "Resume" }).click();
    await expect(p.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect.poll(() => p.evaluate(() => (window as any).__marks.length)).toBeGreaterThan(heldCount);

    // Turning a page by hand while reading (here: paused) restarts reading on that page.
    await p.getByRole("button", { name: "Pause" }).click();
    const at = Number((await count(p).innerText()).match(/^Page (\d+)/)![1]);
    const before = await p.evaluate(() => (window as any).__marks.length);
    await p.getByRole("button", { name: "Next" }).click();
    await expect(count(p)).toHaveText(`Page ${at + 1} of ${m}`);
    await expect(p.getByRole("button", { name: "Pause" })).toBeVisible();
    await expect.poll(() => p.evaluate(() => (window as any).__spoken.at(-1).text)).toBe(story.pages[at]!.text);
    await expect.poll(() => p.evaluate(() => (window as any).__marks.length)).toBeGreaterThanOrEqual(before + 2);
    const restarted: string[] = (await p.evaluate(() => (window as any).__marks)).slice(before, before + 2);
    expect(restarted).toEqual(story.pages[at]!.text.split(/\s+/).slice(0, 2));

    // Stop: no mark, Read aloud again, and the page stays where it was.
    await p.getByRole("button", { name: "Stop" }).click();
    await expect(mark).toHaveCount(0);
    await expect(p.getByRole("button", { name: "Read aloud" })).toBeVisible();
    await expect(p.getByRole("button", { name: "Read aloud" })).toBeFocused();
    await expect(p.getByRole("button", { name: "Pause" })).toHaveCount(0);
    const stoppedAt = await count(p).innerText();
    await p.waitForTimeout(300);
    await expect(count(p)).toHaveText(stoppedAt);
    await expect(mark).toHaveCount(0);

    // Reading the last page to its end stops by itself.
    await p.goto("/library");
    await openStory(p, story, `#page-${m}`);
    await p.getByRole("button", { name: "Read aloud" }).click();
    await expect(mark).toHaveCount(1);
    await expect(p.getByRole("button", { name: "Read aloud" })).toBeVisible({ timeout: 10_000 });
    await expect(mark).toHaveCount(0);
    await expect(count(p)).toHaveText(`Page ${m} of ${m}`);
  } finally {
    await ctx.close();
  }
});

test("no Read aloud button where the browser has no speech engine", async ({ browser }, testInfo) => {
  const ctx = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: await context.storageState() });
  await ctx.addInitScript(() => {
    for (const name of ["speechSynthesis", "SpeechSynthesisUtterance"]) {
      delete (window as any)[name];
      Object.defineProperty(window, name, { value: undefined, configurable: true });
    }
  });
  const p = await ctx.newPage();
  try {
    await openStory(p, toddler());
    await expect(count(p)).toHaveText(/^Page 1 of \d+$/);
    await expect(p.getByRole("button", { name: "Next" })).toBeVisible();
    await expect(p.getByRole("button", { name: "Read aloud" })).toHaveCount(0);
  } finally {
    await ctx.close();
  }
});

test("without JavaScript the Book is one long illustrated page, then the Story and Coloring Page", async ({ browser }, testInfo) => {
  const ctx = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: await context.storageState(), javaScriptEnabled: false });
  const p = await ctx.newPage();
  try {
    for (const story of made) {
      await p.goto(`/story/${story.id}`);
      const images = book(p).locator("img");
      await expect(images).toHaveCount(story.scenes.length);
      const srcs = await images.evaluateAll((els) => els.map((el) => el.getAttribute("src")));
      expect(srcs).toEqual(story.scenes.map((_, i) => `/api/stories/${story.id}/scenes/${i + 1}/image`));
      expect(new Set(srcs).size).toBe(story.scenes.length);
      const loading = await images.evaluateAll((els) => els.map((el) => el.getAttribute("loading")));
      expect(loading).toEqual(story.scenes.map((_, i) => (i === 0 ? null : "lazy")));
      // Every scene's words, under its picture, all showing.
      const figures = book(p).locator("figure");
      await expect(figures).toHaveCount(story.scenes.length);
      for (let i = 0; i < story.scenes.length; i++) {
        await expect(figures.nth(i).locator(".book-words")).toBeVisible();
        expect(squash(await figures.nth(i).locator(".book-words").innerText())).toBe(squash(story.scenes[i]!.text));
      }
      await expect(images.last()).toBeVisible();
      // No paging without JavaScript; the other panels follow, with in-page links to each.
      await expect(p.getByRole("button", { name: "Next" })).toHaveCount(0);
      await expect(p.locator("#story-text")).toBeVisible();
      await expect(p.locator("#coloring-page img")).toBeAttached();
      await expect(p.getByRole("link", { name: "Book", exact: true })).toHaveAttribute("href", "#story-book");
      await expect(p.getByRole("link", { name: "Story", exact: true })).toHaveAttribute("href", "#story-text");
    }
  } finally {
    await ctx.close();
  }
});

test("375 px wide: picture above the words, both showing, nothing to scroll sideways", async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  try {
    for (const story of made) {
      await openStory(page, story);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(picture(page)).toBeVisible();
      await expect(words(page)).toBeVisible();
      const img = (await picture(page).boundingBox())!;
      const text = (await words(page).boundingBox())!;
      expect(img.height).toBeLessThanOrEqual(812 * 0.5 + 1);
      expect(img.x).toBeGreaterThanOrEqual(0);
      expect(img.x + img.width).toBeLessThanOrEqual(375);
      expect(text.y).toBeGreaterThanOrEqual(img.y + img.height);
      expect(text.x + text.width).toBeLessThanOrEqual(375);
      const size = await words(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      if (story.childAge === "2-3") expect(size).toBeGreaterThanOrEqual(25.6); // 1.6rem
    }
  } finally {
    await page.setViewportSize({ width: 1280, height: 720 });
  }
});

test("no automatically detectable accessibility problems on the story page's Book", async () => {
  for (const story of made) {
    await openStory(page, story);
    await expect(page.getByRole("tab", { name: "Book" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("button", { name: "Next" }).click();
    const results = await new AxeBuilder({ page }).include("#main").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
});
