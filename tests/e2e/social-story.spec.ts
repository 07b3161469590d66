import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";
import { STORY_STYLE_LABEL, storyStyleChoice } from "../../src/contracts/story-fields";

/** Screenshots looked at by hand (task H7). */
const LOOK = "/tmp/h3/H7";
mkdirSync(LOOK, { recursive: true });

test("issue 25: a parent chooses the social story style and reads a first-person story with its pictures", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, { firstName: "Rae", lastName: "Lind" }, "/behaviors");
  await page.waitForSelector("body[data-hydrated]");
  await page.getByLabel("Child's name").fill("Nico");
  await page.getByLabel("Child's age").selectOption("4-5");
  await page.getByLabel("Behavior", { exact: true }).selectOption("separation");
  await page.getByLabel("Animals").check();
  const style = page.getByRole("group", { name: STORY_STYLE_LABEL });
  // Offered, not forced: the picture book is chosen until the parent picks the social story; the choice names the child.
  await expect(style.getByRole("radio", { name: storyStyleChoice("picture-book", "Nico") })).toBeChecked();
  const social = style.getByRole("radio", { name: storyStyleChoice("social", "Nico") });
  await social.check();
  await style.screenshot({ path: `${LOOK}/e2e-style-choice.png` });
  await page.getByRole("button", { name: "Generate Story" }).click();
  await page.waitForURL(/\/story\/\d+$/, { timeout: 45_000 });
  const body = page.locator("main");
  await expect(body).toContainText("My name is Nico.");
  // A goodbye's own stumble page: whoever takes over helps (issue 25: not a stock "forgets" paragraph); no story friend.
  await expect(body).toContainText("helps me find the first fun thing.");
  await expect(body).not.toContainText("story friend");
  await expect(body).not.toContainText("Nico felt");
  // Pictures on the story page, one a page.
  await expect(page.locator("main svg, main img").first()).toBeVisible();
  await page.screenshot({ path: `${LOOK}/e2e-social-story.png`, fullPage: true });
});
