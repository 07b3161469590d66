import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

test("a signed-in parent creates a story and watches it being written, then lands on the story", async ({ page }) => {
  await signUp(page, { firstName: "Nora", lastName: "Quinn" }, "/behaviors?theme=nature");
  await page.waitForSelector("body[data-hydrated]");
  await expect(page.getByRole("heading", { level: 1, name: "Create Your Personalized Story" })).toBeVisible();
  await expect(page.getByLabel("Nature")).toBeChecked();

  // The spec's required-field messages.
  await page.getByLabel("Nature").uncheck().catch(() => {});
  await page.getByRole("button", { name: "Generate Story" }).click();
  await expect(page.getByText("Child's name is required")).toBeVisible();
  await expect(page.getByText("Child's age is required")).toBeVisible();
  await expect(page.getByText("Behavior is required")).toBeVisible();

  await page.getByLabel("Child's name").fill("Elsie");
  await page.getByLabel("Child's age").selectOption("6-7");
  await page.getByLabel("Behavior", { exact: true }).selectOption("custom");
  await expect(page.getByLabel("Describe the situation")).toBeVisible();
  await page.getByLabel("Behavior", { exact: true }).selectOption("tantrums");
  await expect(page.getByLabel("Describe the situation")).toHaveCount(0);
  await page.getByLabel("Nature").check();
  // The optional description of the child: pronouns, what she calls the parent, how to draw her.
  await expect(page.getByRole("group", { name: "About Elsie (optional)" })).toBeVisible();
  await page.getByLabel("she / her").check();
  await page.getByLabel("What Elsie calls you").fill("Grandma Rose");
  await page.getByLabel("Hair, for the pictures").selectOption("braids");
  await page.getByLabel("Wears glasses").check();
  await page.getByRole("button", { name: "Generate Story" }).click();

  await expect(page.getByRole("heading", { name: "Generating your story..." })).toBeVisible();
  for (const label of ["Creating characters and plot...", "Crafting engaging narrative...", "Drawing a custom coloring page...", "Putting everything together..."]) {
    await expect(page.getByText(label)).toBeVisible();
  }
  // Text appears while the story is still being generated.
  const preview = page.getByTestId("story-preview");
  await expect(preview).toContainText("Elsie", { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Generating your story..." })).toBeVisible();
  const midway = (await preview.innerText()).length;

  await expect(page.getByRole("heading", { name: "Story generated!" })).toBeVisible({ timeout: 30_000 });
  expect((await preview.innerText()).length).toBeGreaterThan(midway);
  await expect(page.getByText("Story created successfully!")).toBeVisible();
  await expect(page.getByText("Redirecting to your new story...")).toBeVisible();
  await page.waitForURL(/\/story\/\d+$/, { timeout: 10_000 });

  // The story calls the grown-up by the name given, and tells the parent what it does in plain words.
  await expect(page.locator(".story-text")).toContainText("Grandma Rose");
  await expect(page.locator(".story-text")).not.toContainText("the grown-up");
  await expect(page.getByRole("heading", { name: "What this story does" })).toBeVisible();
  await expect(page.getByText(/^Names the feeling: /)).toBeVisible();
  await expect(page.getByText(/Score \d+\/100|Flesch|Warning/)).toHaveCount(0);
  // The coloring page is described from the plan: Elsie, the place, who is there.
  await expect(page.locator("#coloring-page img")).toHaveAttribute("alt", /^Coloring page: Elsie.* (in|at) /);
});

test("a free user's fourth story meets the subscription card; after subscribing through the demo checkout it is written", async ({ page }) => {
  await signUp(page, { firstName: "Omar", lastName: "Haddad" }, "/behaviors");
  for (let i = 0; i < 3; i++) {
    const res = await page.request.post("/api/stories/generate", {
      data: { childName: "Zara", childAge: "2-3", behavior: "not-sharing", theme: "friendship" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto("/behaviors");
  await page.waitForSelector("body[data-hydrated]");
  await expect(page.getByText("Free stories remaining: 0 of 3")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Subscription Required" })).toBeVisible();
  await expect(page.getByText("You have used all your free stories")).toBeVisible();
  await expect(page.getByText("Unlimited stories for a full year")).toBeVisible();
  await expect(page.getByRole("link", { name: "View Subscription Options" })).toHaveAttribute("href", "/subscription");

  // One message and one button: the form is paused (disabled) and says why.
  await expect(page.getByRole("link", { name: "View Subscription Options" })).toHaveCount(1);
  await expect(page.getByLabel("Child's name")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Generate Story" })).toBeDisabled();

  // The server refuses too (402), whatever the page shows.
  const res = await page.request.post("/api/stories/generate", {
    data: { childName: "Zara", childAge: "2-3", behavior: "not-sharing", theme: "friendship" },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(402);

  // Subscribe through the demo checkout, see Active with a renewal date, then write the fourth story.
  await page.getByRole("link", { name: "View Subscription Options" }).click();
  await page.waitForURL((u) => u.pathname === "/subscription");
  await page.waitForSelector("body[data-hydrated]");
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await page.waitForURL(/\/subscription\/demo-checkout/);
  await page.getByRole("button", { name: "Pay $29" }).click();
  await page.waitForURL(/\/subscription\/success/);
  await expect(page.getByRole("heading", { name: "Subscription Successful" })).toBeVisible();
  await page.goto("/subscription");
  await expect(page.getByTestId("plan-status")).toHaveText("Active");
  await expect(page.getByTestId("renewal-date")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

  await page.goto("/behaviors");
  await page.waitForSelector("body[data-hydrated]");
  await expect(page.getByRole("heading", { name: "Subscription Required" })).toHaveCount(0);
  await page.getByLabel("Child's name").fill("Zara");
  await page.getByLabel("Child's age").selectOption("2-3");
  await page.getByLabel("Behavior", { exact: true }).selectOption("not-sharing");
  await page.getByLabel("Friendship").check();
  await page.getByRole("button", { name: "Generate Story" }).click();
  await page.waitForURL(/\/story\/\d+$/, { timeout: 30_000 });
  await expect(page.getByText(/A story for Zara about not sharing/)).toBeVisible();
});
