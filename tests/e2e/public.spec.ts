import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

const ARTICLE_SLUG = "big-feelings-small-bodies-understanding-tantrums";

/** Every public route of the spec's table (sign-in routes and /behaviors belong to other suites). */
const PAGES: { path: string; h1: string | RegExp; content: (string | RegExp)[]; island?: boolean }[] = [
  {
    path: "/",
    h1: "Stories where your child is the hero",
    content: ["A peek inside a real story", "How it works", "Personalize", "Generate", "Download", "Create Free Account"],
  },
  {
    path: "/about",
    h1: "About Behavior Tales",
    content: ["Our Mission", "Get Our Free Research Paper", "The Science Behind Stories", "Get Started"],
    island: true,
  },
  { path: "/contact", h1: "Contact Us", content: ["Send Message", "support@behaviortales.app"], island: true },
  { path: "/research-paper", h1: "Access required", content: ["Go to the About page"], island: true },
  { path: "/research-paper?email=ada%40example.com", h1: "Thank you for subscribing!", content: ["Download the Research Paper", "PDF, 82 KB"], island: true },
  {
    path: "/about/research-paper?email=ada%40example.com",
    h1: "Your research paper is ready",
    content: ["it will be sent to ada@example.com once our newsletter service is connected", "PDF, 82 KB"],
  },
  { path: "/behavior-guide", h1: "Behavior Guide", content: ["Bedtime Battles", "Hitting, Biting & Pushing", "Read Parenting Tips"], island: true },
  { path: "/parenting-tips", h1: "Parenting Tips", content: ["Communication", "Positive Discipline", "Routines", "Connect before you correct"], island: true },
  { path: "/blog", h1: "The Behavior Tales Blog", content: ["Featured", "Recent Articles", "Get new articles in your inbox", "Subscribe"], island: true },
  { path: `/blog/${ARTICLE_SLUG}`, h1: /tantrum/i, content: ["All articles", "min read"] },
  { path: "/terms-of-service", h1: "Terms of Service", content: ["Last updated: May 1, 2025"] },
  { path: "/privacy-policy", h1: "Privacy Policy", content: ["Last updated: May 1, 2025"] },
  { path: "/cookies", h1: "Cookie Policy", content: ["Last updated: May 1, 2025", "bt_session"] },
  { path: "/copyright", h1: "Copyright Notice", content: ["Last updated: May 1, 2025", `© ${new Date().getFullYear()} Behavior Tales`] },
  {
    path: "/support",
    h1: "Support Center",
    content: ["Common Questions", "Account Help", "Content Help", "Contact Us", "How do I create a story?"],
    island: true,
  },
  {
    path: "/faq",
    h1: "Frequently Asked Questions",
    content: ["General Questions", "Account & Subscription", "Content & Stories", "Technical Support", "Still have questions?"],
    island: true,
  },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const p of PAGES) {
  test(`${p.path}: key content, fits 375 px, no serious or critical axe violations`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const res = await page.goto(p.path);
    expect(res?.status()).toBe(200);
    if (p.island) await page.waitForSelector("body[data-hydrated]");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
    for (const text of p.content) await expect(page.locator("main").getByText(text).first()).toBeAttached();
    expect(await page.title()).toMatch(/Behavior Tales/);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("home shows three ratings accessibly and links the sample story", async ({ page }) => {
  await page.goto("/");
  for (const label of ["Rated 5 out of 5", "Rated 4.5 out of 5"]) await expect(page.getByRole("img", { name: label }).first()).toBeVisible();
  await expect(page.getByRole("img", { name: /Rated .* out of 5/ })).toHaveCount(3);
  const sample = page.getByRole("link", { name: "See a sample story (PDF)" });
  await expect(sample).toHaveAttribute("href", "/samples/sample-story.pdf");
  const pdf = await page.request.get("/samples/sample-story.pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("pdf");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a behavior-guide topic opens as a dialog, is readable on a phone, and closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/behavior-guide");
    const dialog = page.locator("#topic-bedtime");
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: /Bedtime Battles/ }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Why it Happens" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Storytelling Tips" })).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Create a Story About This" })).toHaveAttribute("href", "/behaviors?behavior=bedtime");
    const box = await dialog.locator(".guide-dialog-box").boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
    await dialog.getByRole("link", { name: "Close Bedtime Battles" }).click();
    await expect(dialog).toBeHidden();
  });

  test("support tabs are links that show the chosen panel", async ({ page }) => {
    await page.goto("/support");
    await expect(page.getByText("How do I create a story?")).toBeVisible();
    await page.getByRole("link", { name: "Contact Us", exact: true }).first().click();
    await expect(page).toHaveURL(/\?tab=contact/);
    await expect(page.getByRole("heading", { name: "Live Chat" })).toBeVisible();
    await expect(page.getByText("How do I create a story?")).toBeHidden();
  });

  test("the FAQ search works as a plain form, and the research form shows its messages from the server", async ({ page }) => {
    await page.goto("/faq");
    await page.getByPlaceholder("Search questions...").fill("xylophone");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No results found")).toBeVisible();
    await page.getByRole("link", { name: "Clear Search" }).click();
    await expect(page.getByText("General Questions")).toBeVisible();

    await page.goto("/about");
    await page.getByLabel("First name").fill("C3PO");
    await page.getByRole("button", { name: "Get the Research Paper" }).click();
    await expect(page.getByText("Please enter a valid name (letters, spaces, hyphens, and apostrophes only)")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await page.getByLabel("First name").fill("Ana");
    await page.getByLabel("Email address").fill("ana.nojs@example.com");
    await page.getByLabel(/I agree to receive the research paper/).check();
    await page.getByRole("button", { name: "Get the Research Paper" }).click();
    await expect(page).toHaveURL(/\/about\/research-paper\?email=ana\.nojs%40example\.com#main$/);
    await expect(page.getByText("it will be sent to ana.nojs@example.com once our newsletter service is connected", { exact: false })).toBeVisible();
  });
});

test("research-paper signup: each message for its bad input, nothing sent while anything is missing, then the paper", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/subscribe-and-redirect")) calls.push(r.method());
  });
  await page.goto("/about");
  await page.waitForSelector("body[data-hydrated]");
  const submit = page.getByRole("button", { name: "Get the Research Paper" });

  await page.getByLabel("First name").fill("R2-D2");
  await page.getByLabel("Email address").fill("not-an-email");
  await submit.click();
  await expect(page.getByText("Please enter a valid name (letters, spaces, hyphens, and apostrophes only)")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please agree to receive the research paper to continue")).toBeVisible();

  await page.getByLabel("First name").fill("Mary-Jane O'Neil");
  await page.getByLabel("Email address").fill("mary.jane@example.com");
  await submit.click();
  await expect(page.getByText("Please enter a valid name (letters, spaces, hyphens, and apostrophes only)")).toBeHidden();
  await expect(page.getByText("Please agree to receive the research paper to continue")).toBeVisible();
  expect(calls).toEqual([]);

  await page.getByLabel(/I agree to receive the research paper/).check();
  await submit.click();
  await page.waitForURL("**/about/research-paper?email=mary.jane%40example.com");
  expect(calls).toEqual(["POST"]);
  await expect(page.getByText("it will be sent to mary.jane@example.com once our newsletter service is connected", { exact: false })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("newsletterEmail"))).toBe("mary.jane@example.com");

  // /research-paper reads the stored e-mail, clears it and puts it in the address.
  await page.goto("/research-paper");
  await page.waitForSelector("body[data-hydrated]");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for subscribing!");
  await expect(page).toHaveURL(/\/research-paper\?email=mary\.jane%40example\.com$/);
  expect(await page.evaluate(() => localStorage.getItem("newsletterEmail"))).toBeNull();

  // The download link records the download and delivers the PDF.
  const href = await page.getByRole("link", { name: "Download the Research Paper" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("pdf");
  expect(Number(pdf.headers()["content-length"] ?? (await pdf.body()).length)).toBe(83_779);
});

test("when the signup call fails the visitor still reaches the research-paper page", async ({ page }) => {
  await page.route("**/api/subscribe-and-redirect", (route) => route.fulfill({ status: 500, body: "down" }));
  await page.goto("/about");
  await page.waitForSelector("body[data-hydrated]");
  await page.getByLabel("First name").fill("Theo");
  await page.getByLabel("Email address").fill("theo@example.com");
  await page.getByLabel(/I agree to receive the research paper/).check();
  await page.getByRole("button", { name: "Get the Research Paper" }).click();
  await page.waitForURL("**/about/research-paper?email=theo%40example.com");
  await expect(page.getByText("it will be sent to theo@example.com once our newsletter service is connected", { exact: false })).toBeVisible();
});

test("contact form: each validation message for its bad input", async ({ page }) => {
  await page.goto("/contact");
  await page.waitForSelector("body[data-hydrated]");
  await page.getByLabel("Name").fill("J");
  await page.getByLabel("Email").fill("jo@");
  await page.getByLabel("Subject").fill("Hi");
  await page.getByLabel("Message").fill("Too short");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Subject must be at least 3 characters.")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters.")).toBeVisible();
});

test("FAQ search filters case-insensitively, one item opens at a time, and 'Clear Search' restores everything", async ({ page }) => {
  await page.goto("/faq");
  await page.waitForSelector("body[data-hydrated]");
  const items = page.locator("details.faq-item");
  const total = await items.count();
  expect(total).toBeGreaterThan(8);

  const search = page.getByPlaceholder("Search questions...");
  await search.fill("ENCRYPTED");
  await expect(items).not.toHaveCount(total);
  const matches = await items.count();
  expect(matches).toBeGreaterThan(0);
  for (let i = 0; i < matches; i++) expect((await items.nth(i).textContent())!.toLowerCase()).toContain("encrypted");

  await search.fill("browser");
  await expect(page.getByText("Which browsers", { exact: false }).first()).toBeVisible();

  await search.fill("zzzz no such words");
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(items).toHaveCount(0);
  await page.getByRole("link", { name: "Clear Search" }).click();
  await expect(items).toHaveCount(total);
  await expect(search).toHaveValue("");
  await expect(search).toBeFocused();

  await items.nth(0).locator("summary").click();
  await items.nth(1).locator("summary").click();
  await expect(page.locator("details.faq-item[open]")).toHaveCount(1);
  await expect(items.nth(1)).toHaveAttribute("open", "");
});

test("tabs switch in place with the mouse and the keyboard once hydrated", async ({ page }) => {
  await page.goto("/parenting-tips");
  await page.waitForSelector("body[data-hydrated]");
  const tablist = page.getByRole("tablist", { name: "Parenting tip topics" });
  await expect(tablist.getByRole("tab", { name: "Communication" })).toHaveAttribute("aria-selected", "true");
  await tablist.getByRole("tab", { name: "Routines" }).click();
  await expect(page.getByRole("tabpanel", { name: "Routines" })).toBeVisible();
  await expect(page.getByRole("tabpanel", { name: "Communication" })).toBeHidden();
  await expect(page).toHaveURL(/\?tab=routines/);
  await page.keyboard.press("ArrowLeft");
  await expect(tablist.getByRole("tab", { name: "Positive Discipline" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Positive Discipline" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("an open behavior-guide dialog fits a phone and has no serious or critical axe violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/behavior-guide#topic-tantrums");
  await expect(page.locator("#topic-tantrums")).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a blog article that does not exist shows the 404 card", async ({ page }) => {
  const res = await page.goto("/blog/not-a-real-article");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});
