import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./helpers";

/**
 * Saved children (issue 15) in a real browser: save a child on /children, make a story for them from
 * /behaviors in two taps (the child, then Generate Story), and find it under the child's filter in the library.
 */

/** Desktop (1280) and mobile (375) full-page screenshots in /tmp, then back to the desktop width. */
async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/family-${name}-${width}.png`, fullPage: true });
  }
}

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("save a child, make their story in two taps, find it under their name in the library", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, { firstName: "Fern", lastName: "Family" }, "/children");
  await expect(page.getByRole("heading", { name: "My Children", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "My Children" })).toHaveAttribute("aria-current", "page");

  // A mistake first: the page comes back with the message and what was typed.
  await page.getByLabel("Child's name").fill("Maya");
  await page.getByLabel("Things your child loves").fill("dinosaurs, the swings, pancakes, kites");
  await page.getByRole("button", { name: "Save child" }).click();
  await expect(page.getByText("Child's age is required")).toBeVisible();
  await expect(page.getByText(/Please list up to 3 things/)).toBeVisible();
  await expect(page.getByLabel("Child's name")).toHaveValue("Maya");

  await page.getByLabel("Child's age").selectOption("4-5");
  await page.getByLabel("she / her").check();
  await page.getByLabel("What your child calls you").fill("Papa");
  await page.getByLabel("Things your child loves").fill("dinosaurs, the swings");
  await page.getByLabel("Things to leave out").fill("dogs");
  await page.getByRole("button", { name: "Save child" }).click();
  await expect(page.getByText("Maya is saved.")).toBeVisible();
  await expect(page.getByText("Loves: dinosaurs, the swings")).toBeVisible();

  // A second child, to show two chips (and a sibling choice) on the form.
  await page.getByLabel("Child's name").fill("Leo");
  await page.getByLabel("Child's age").selectOption("2-3");
  await page.getByLabel("he / him").check();
  await page.getByRole("button", { name: "Save child" }).click();
  await expect(page.getByText("Leo is saved.")).toBeVisible();
  await noAxeViolations(page);
  await screenshots(page, "children");

  // Removing asks first.
  await page.getByText("Remove…").last().click();
  await expect(page.getByText("Remove Leo from your saved children? Leo's stories stay in your library.")).toBeVisible();

  // Two taps from /behaviors: the child, then Generate Story.
  await page.goto("/behaviors");
  await page.waitForSelector("body[data-hydrated]");
  await expect(page.getByRole("group", { name: "Who is this story for?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Manage children" })).toHaveAttribute("href", "/children");
  await page.getByRole("radio", { name: "Maya", exact: true }).check(); // tap 1
  await expect(page.getByLabel("Child's name", { exact: true })).toHaveValue("Maya");
  await expect(page.getByLabel("Child's age", { exact: true })).toHaveValue("4-5");
  await expect(page.getByLabel("What Maya calls you")).toHaveValue("Papa");
  await noAxeViolations(page);
  await page.getByText("Add brothers or sisters (optional)").click();
  await screenshots(page, "behaviors");
  await page.getByText("Add brothers or sisters (optional)").click();
  await page.setViewportSize({ width: 1280, height: 900 });
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/stories/generate") && r.method() === "POST"),
    page.getByRole("button", { name: "Generate Story" }).click(), // tap 2
  ]);
  expect(request.postDataJSON()).toMatchObject({
    childId: expect.any(Number),
    childName: "Maya",
    childAge: "4-5",
    pronouns: "she",
    behavior: "bedtime",
    theme: "animals",
  });
  await page.waitForURL(/\/story\/\d+$/, { timeout: 60_000 });
  const storyId = Number(new URL(page.url()).pathname.split("/").pop());
  const title = (await page.getByRole("heading", { level: 1 }).innerText()).trim();

  // A story for someone else, so the filter has something to leave out.
  await page.goto("/behaviors");
  await page.waitForSelector("body[data-hydrated]");
  await page.getByRole("radio", { name: "Leo", exact: true }).check();
  await page.getByRole("button", { name: "Generate Story" }).click();
  await page.waitForURL(/\/story\/\d+$/, { timeout: 60_000 });
  const leoStoryId = Number(new URL(page.url()).pathname.split("/").pop());

  // The library: Maya's chip shows Maya's story only; the address says so (works without JavaScript too).
  await page.goto("/library");
  await page.waitForSelector("body[data-hydrated]");
  await expect(page.locator("#library-results")).toHaveAttribute("aria-busy", "false");
  await expect(page.locator("article.story-card")).toHaveCount(2);
  const filter = page.getByRole("navigation", { name: "Stories for" });
  await filter.getByRole("link", { name: "Maya" }).click();
  await expect(page).toHaveURL(/\/library\?child=\d+$/);
  await expect(page.locator("article.story-card")).toHaveCount(1);
  await expect(page.locator(`article.story-card[data-story-id="${storyId}"]`)).toBeVisible();
  await expect(page.locator(`article.story-card[data-story-id="${leoStoryId}"]`)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(filter.getByRole("link", { name: "Maya" })).toHaveAttribute("aria-current", "true");
  await noAxeViolations(page);
  await screenshots(page, "library-filter");
  await page.setViewportSize({ width: 1280, height: 900 });
  // Reloaded from the address: the same view, from the server.
  await page.reload();
  await expect(page.locator("article.story-card")).toHaveCount(1);
  await filter.getByRole("link", { name: "Everyone" }).click();
  await expect(page.locator("article.story-card")).toHaveCount(2);
});
