import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";
import { FAMILY_LINK_COPY, SHARE_COPY } from "../../src/share/urls";

/**
 * Issue 15 end to end, as one parent does it: save a child, make a story from it in two taps, share it
 * with a family link, open the link in a fresh browser (a grandparent's, no cookies), revoke it.
 */
test("save a child, a story in two taps, share it, a fresh browser opens the link, revoke it", async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => {
    // No device share sheet here: the link is copied (the clipboard is stubbed to record it).
    delete (Navigator.prototype as unknown as { share?: unknown }).share;
    const w = window as unknown as { __copied: string[] };
    w.__copied = [];
    Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: async (t: string) => void w.__copied.push(t) } });
  });
  await signUp(page, { firstName: "Hana", lastName: "Kinfolk" }, "/children");

  // Save a child.
  await page.getByLabel("Child's name").fill("Ines");
  await page.getByLabel("Child's age").selectOption("6-7");
  await page.getByLabel("she / her").check();
  await page.getByLabel("Things your child loves").fill("trains");
  await page.getByRole("button", { name: "Save child" }).click();
  await expect(page.getByText("Ines is saved.")).toBeVisible();

  // Two taps on the story form: the child, then Generate Story.
  await page.goto("/behaviors");
  await page.waitForSelector("body[data-hydrated]");
  await page.getByRole("radio", { name: "Ines", exact: true }).check();
  await page.getByRole("button", { name: "Generate Story" }).click();
  await page.waitForURL(/\/story\/\d+$/, { timeout: 60_000 });
  await page.waitForSelector("body[data-hydrated]");
  const title = (await page.locator("h1").innerText()).trim();
  await page.getByRole("tab", { name: "Story" }).click();
  await expect(page.locator("#story-text")).toContainText("Ines");
  // The saved like ("trains") is in the story, woven into a scene ("fetched her toy train", issue 25).
  await expect(page.locator("#story-text")).toContainText(/\btrains?\b/);

  // Share it: a family link, copied.
  await page.getByRole("button", { name: "Share", exact: true }).click();
  const sheet = page.getByRole("dialog", { name: SHARE_COPY.title });
  await sheet.getByRole("button", { name: FAMILY_LINK_COPY.create }).click();
  const url = await sheet.getByRole("textbox", { name: FAMILY_LINK_COPY.linkLabel }).inputValue();
  expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __copied: string[] }).__copied)).toContain(url);

  // A fresh browser (no cookies) reads it.
  const fresh = await browser.newContext();
  const gp = await fresh.newPage();
  expect((await gp.goto(url))!.status()).toBe(200);
  await expect(gp.locator("h1")).toHaveText(title);
  await expect(gp.locator("body")).not.toContainText("Kinfolk");

  // Revoke it; the fresh browser's reload shows the spec's panel.
  await sheet.getByRole("button", { name: FAMILY_LINK_COPY.stop }).click();
  await sheet.getByRole("button", { name: FAMILY_LINK_COPY.stop }).click();
  await expect(sheet.getByRole("button", { name: FAMILY_LINK_COPY.create })).toBeVisible();
  expect((await gp.reload())!.status()).toBe(404);
  await expect(gp.getByRole("heading", { name: "Error Loading Story" })).toBeVisible();
  await fresh.close();
});
