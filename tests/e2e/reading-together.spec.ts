import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { createStoryThroughForm, signUp } from "./helpers";
import { CARD_COPY, READING_TIPS, cardHref } from "../../src/reading/copy";

/**
 * Reading together (issue 29): the book view's "Reading tips" toggle (off by default, remembered on
 * this device, a real button with aria-pressed; without JavaScript a closed <details> under each
 * scene) and the "Right before" card at 375 px. One parent, one 2-3 bedtime story made through the form.
 */
test.describe.configure({ mode: "serial" });

let context: BrowserContext;
let page: Page;
let id: number;

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await signUp(page, { firstName: "Tia", lastName: "Tips" }, "/library");
  id = await createStoryThroughForm(page, { childName: "Noah", childAge: "2-3", behavior: "bedtime", theme: "Animals" });
});
test.afterAll(() => context?.close());

async function openStory(p: Page) {
  await p.goto(`/story/${id}`);
  await p.waitForSelector("body[data-hydrated]");
}

const toggle = (p: Page) => p.getByRole("button", { name: READING_TIPS.toggle });
const tips = (p: Page) => p.locator("#story-book .book-tips-open");

test("reading tips are off for the child, turn on with a real toggle, follow the pages and are remembered on this device", async () => {
  await openStory(page);
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(tips(page)).toHaveCount(0);

  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(tips(page)).toContainText(READING_TIPS.heading);
  await expect(tips(page)).toContainText(/Where is Noah\? Can you point to (him|her|them)\?/);
  const first = await tips(page).innerText();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(tips(page)).not.toHaveText(first);

  // Remembered per device: a reload keeps them on; turning them off is remembered too.
  await page.reload();
  await page.waitForSelector("body[data-hydrated]");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(tips(page)).toBeVisible();
  const axe = await new AxeBuilder({ page }).include("#main").analyze();
  expect(axe.violations).toEqual([]);
  await toggle(page).click();
  await page.reload();
  await page.waitForSelector("body[data-hydrated]");
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(tips(page)).toHaveCount(0);
});

test("without JavaScript each scene has its tips in a closed details", async ({ browser }, testInfo) => {
  const ctx = await browser.newContext({ baseURL: testInfo.project.use.baseURL, storageState: await context.storageState(), javaScriptEnabled: false });
  const p = await ctx.newPage();
  await p.goto(`/story/${id}`);
  const details = p.locator("#story-book details.book-tips");
  expect(await details.count()).toBeGreaterThanOrEqual(8);
  await expect(details.first()).not.toHaveAttribute("open", /.*/);
  await details.first().locator("summary").click();
  await expect(details.first()).toContainText(/Where is Noah\? Can you point to (him|her|them)\?/);
  await ctx.close();
});

test("the Right before card opens from the story page at 375 px: big type, steps with pictures, the refrain, axe-clean", async () => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openStory(page);
  await page.getByRole("link", { name: CARD_COPY.link }).click();
  await expect(page).toHaveURL(new RegExp(`${cardHref(id)}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sleepy Wind-Down");
  const steps = page.locator(".right-before-steps li");
  // Ages 2-3: the plan in two steps (issue 25), each with its picture.
  await expect(steps).toHaveCount(2);
  await expect(steps.locator("svg")).toHaveCount(2);
  await expect(page.locator(".right-before-refrain")).toHaveText("“Breathe slow, let go, think of something happy.”");
  // Phone-size: nothing wider than the screen, step words at least 20 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(parseFloat(await steps.first().evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(20);
  await page.screenshot({ path: testInfo().outputPath("right-before-375.png"), fullPage: true });
  const axe = await new AxeBuilder({ page }).include("#main").analyze();
  expect(axe.violations).toEqual([]);
});

function testInfo() {
  return test.info();
}
