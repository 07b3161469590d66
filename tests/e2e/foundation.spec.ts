import { expect, test } from "@playwright/test";

test("the home page is server-rendered with no JavaScript and the mobile menu opens without it", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts).toEqual([]);
  await page.getByLabel("Menu").click();
  await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the contact page hydrates only its island, validates and sends a message", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/contact");
  await page.waitForSelector("body[data-hydrated]");
  expect(scripts.some((s) => /ContactForm-/.test(s))).toBe(true);
  expect(scripts.some((s) => /(StoryForm|LibraryGrid|FaqSearch)-/.test(s))).toBe(false);

  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Subject must be at least 3 characters.")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters.")).toBeVisible();

  await page.getByLabel("Name").fill("Priya Shah");
  await page.getByLabel("Email").fill("priya@example.com");
  await page.getByLabel("Subject").fill("Lovely stories");
  await page.getByLabel("Message").fill("My son asks for his dragon story every night.");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent")).toBeVisible();
  await expect(page.getByText("Thank you for contacting us. We'll get back to you shortly!")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("");
});
