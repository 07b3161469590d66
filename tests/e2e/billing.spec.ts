import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./helpers";

/** Serious and critical axe violations inside the page's main content (the brief's bar for billing pages). */
async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include("#main").analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Desktop (1280) and mobile (375) full-page screenshots in /tmp, then back to the desktop width. */
async function screenshots(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `/tmp/billing-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Subscribe the signed-in parent through the demo checkout and come back to /subscription. */
async function subscribeThroughDemoCheckout(page: Page) {
  await page.goto("/subscription");
  await page.waitForSelector("body[data-hydrated]");
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await page.waitForURL(/\/subscription\/demo-checkout/);
  await page.getByRole("button", { name: "Pay $29" }).click();
  await page.waitForURL(/\/subscription\/success/);
  await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
  await page.goto("/subscription");
  await page.waitForSelector("body[data-hydrated]");
}

/** "November 21, 2027": one year from today, as the renewal date is shown. */
function renewalDateAYearFromNow(): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

test("a free parent subscribes through the demo checkout and sees Active with a renewal date", async ({ page }) => {
  await signUp(page, { firstName: "Rosa", lastName: "Payne" }, "/subscription");
  await page.waitForSelector("body[data-hydrated]");
  await expect(page.getByRole("heading", { level: 1, name: "Subscription" })).toBeVisible();
  await expect(page.getByTestId("plan-status")).toHaveText("Free");
  await expect(page.getByText("Free Stories Remaining: 3 of 3")).toBeVisible();
  await expect(page.getByText("per year")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");

  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await page.waitForURL(/\/subscription\/demo-checkout\?session_id=demo_cs_/);
  await expect(page.getByText("This is a demo checkout.")).toBeVisible();
  await expect(page.getByText(/No card is charged/)).toBeVisible();
  const sessionId = new URL(page.url()).searchParams.get("session_id")!;

  await page.getByRole("button", { name: "Pay $29" }).click();
  await page.waitForURL(/\/subscription\/success/);
  await expect(page.getByRole("heading", { name: "Subscription Successful" })).toBeVisible();
  await expect(page.getByText("Thank you for subscribing!")).toBeVisible();
  // The query is cleared once the subscription is confirmed.
  await expect.poll(() => new URL(page.url()).search).toBe("");

  await page.goto("/subscription");
  await expect(page.getByTestId("plan-status")).toHaveText("Active");
  await expect(page.getByTestId("renewal-date")).toHaveText(renewalDateAYearFromNow());
  await expect(page.getByRole("button", { name: "Already Subscribed" })).toBeDisabled();
  await expect(page.getByText(/Free Stories Remaining/)).toHaveCount(0);

  // Coming back to the subscription page with the session id confirms it again: toast, then a clean address.
  await page.goto(`/subscription?session_id=${encodeURIComponent(sessionId)}`);
  await page.waitForSelector("body[data-hydrated]");
  await expect(page.getByText("Thank you for subscribing to the premium plan! You now have unlimited story generation.")).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe("");
});

test("cancelling the demo checkout leads to the canceled page and back to the options", async ({ page }) => {
  await signUp(page, { firstName: "Cal", lastName: "Nott" }, "/subscription");
  await page.waitForSelector("body[data-hydrated]");
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await page.waitForURL(/\/subscription\/demo-checkout/);
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.waitForURL("**/subscription/cancel");
  await expect(page.getByRole("heading", { name: "Subscription Canceled" })).toBeVisible();
  await expect(page.getByText(/free story generations/)).toBeVisible();
  await page.getByRole("link", { name: "View Subscription Options" }).click();
  await page.waitForURL((u) => u.pathname === "/subscription");
  await expect(page.getByTestId("plan-status")).toHaveText("Free");
});

test("a failing checkout call shows the spec's Checkout Error toast and the button returns to idle", async ({ page }) => {
  await signUp(page, { firstName: "Eli", lastName: "Errant" }, "/subscription");
  await page.waitForSelector("body[data-hydrated]");
  await page.route("**/api/subscription/create-checkout", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await expect(page.getByText("There was an error starting the checkout process. Please try again.")).toBeVisible();
  await expect(page.getByText("Checkout Error")).toBeVisible();
  await expect(page.getByRole("button", { name: "Subscribe Now" })).toBeEnabled();
});

test("the success page reports an unconfirmed session as an error", async ({ page }) => {
  await signUp(page, { firstName: "Una", lastName: "Paid" }, "/subscription/success?session_id=demo_cs_forged.abc");
  await expect(page.getByRole("heading", { name: "Subscription Error" })).toBeVisible();
  await expect(page.getByText("There was an error processing your subscription.", { exact: true })).toBeVisible();
  await expect(page.getByText("Please contact support if you believe this is an error.")).toBeVisible();
});

test("a subscriber opens Manage Subscription, cancels in the demo portal, sees premium until the end date, and resumes", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, { firstName: "Mina", lastName: "Leave" }, "/subscription");
  await page.waitForSelector("body[data-hydrated]");
  expect(await seriousAxeViolations(page), "/subscription (free)").toEqual([]);
  await expect(page.getByRole("button", { name: "Manage Subscription" })).toHaveCount(0);

  await subscribeThroughDemoCheckout(page);
  const until = renewalDateAYearFromNow();
  await expect(page.getByTestId("plan-status")).toHaveText("Active");
  await expect(page.getByTestId("renewal-date")).toHaveText(until);
  // The Active badge's text meets 4.5:1 (it was 4.44:1).
  expect(await seriousAxeViolations(page), "/subscription (active)").toEqual([]);
  await screenshots(page, "subscription-active");

  // With JavaScript: the island asks the API for the portal and goes there.
  const portalCall = page.waitForResponse((r) => r.url().endsWith("/api/subscription/portal") && r.request().method() === "POST");
  await page.getByRole("button", { name: "Manage Subscription" }).click();
  expect((await portalCall).status()).toBe(200);
  await page.waitForURL(/\/subscription\/demo-portal\?session_id=demo_bps_/);
  await expect(page.getByRole("heading", { level: 1, name: "Manage subscription" })).toBeVisible();
  await expect(page.getByText("This is a demo of subscription management.")).toBeVisible();
  await expect(page.getByTestId("portal-plan-status")).toHaveText("Active");
  await expect(page.getByText(`If you cancel, you keep premium until ${until}`)).toBeVisible();
  expect(await seriousAxeViolations(page), "demo portal (active)").toEqual([]);
  await screenshots(page, "portal-active");

  await page.getByRole("button", { name: "Cancel Subscription" }).click();
  await page.waitForURL((u) => u.pathname === "/subscription");
  await page.waitForSelector("body[data-hydrated]");
  await expect(page.getByTestId("portal-notice")).toHaveText(`Your subscription is cancelled. You keep premium until ${until} and won't be charged again.`);
  await expect(page.getByTestId("plan-status")).toHaveText("Canceled");
  await expect(page.getByTestId("premium-until")).toHaveText(until);
  await expect(page.getByTestId("cancelled-note")).toContainText("Your subscription won't renew: you keep premium until then");
  // The confirmation is not repeated on reload: the address is cleaned.
  await expect.poll(() => new URL(page.url()).search).toBe("");
  expect(await seriousAxeViolations(page), "/subscription (cancelled)").toEqual([]);
  await screenshots(page, "subscription-cancelled");
  // Still premium: the status says so.
  const status = await (await page.request.get("/api/subscription/status")).json();
  expect(status).toMatchObject({ isSubscribed: true, subscriptionStatus: "cancelled", canGenerateStory: true });

  await page.getByRole("button", { name: "Manage Subscription" }).click();
  await page.waitForURL(/\/subscription\/demo-portal/);
  await expect(page.getByTestId("portal-plan-status")).toHaveText("Canceled");
  await expect(page.getByRole("button", { name: "Cancel Subscription" })).toHaveCount(0);
  expect(await seriousAxeViolations(page), "demo portal (cancelled)").toEqual([]);
  await screenshots(page, "portal-cancelled");
  await page.getByRole("button", { name: "Resume Subscription" }).click();
  await page.waitForURL((u) => u.pathname === "/subscription");
  await expect(page.getByTestId("portal-notice")).toHaveText(`Your subscription is active again. It renews on ${until}.`);
  await expect(page.getByTestId("plan-status")).toHaveText("Active");
  await expect(page.getByTestId("renewal-date")).toHaveText(until);
  await expect(page.getByTestId("cancelled-note")).toHaveCount(0);
});

test("without JavaScript, Manage Subscription and the demo portal's buttons are plain forms that work", async ({ page, browser }) => {
  await signUp(page, { firstName: "Noel", lastName: "Script" }, "/subscription");
  await subscribeThroughDemoCheckout(page);
  const noJs = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), baseURL: new URL(page.url()).origin });
  const plain = await noJs.newPage();
  await plain.goto("/subscription");
  await plain.getByRole("button", { name: "Manage Subscription" }).click();
  await plain.waitForURL(/\/subscription\/demo-portal\?session_id=demo_bps_/);
  await plain.getByRole("button", { name: "Cancel Subscription" }).click();
  await plain.waitForURL((u) => u.pathname === "/subscription");
  await expect(plain.getByTestId("plan-status")).toHaveText("Canceled");
  await expect(plain.getByTestId("portal-notice")).toContainText("You keep premium until");
  await plain.getByRole("button", { name: "Manage Subscription" }).click();
  await plain.getByRole("button", { name: "Resume Subscription" }).click();
  await plain.waitForURL((u) => u.pathname === "/subscription");
  await expect(plain.getByTestId("plan-status")).toHaveText("Active");
  await noJs.close();
});

test("the checkout-canceled page tells a parent with no free stories left exactly that, and when they renew", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, { firstName: "Tess", lastName: "Used" }, "/behaviors");
  for (let i = 0; i < 3; i++) {
    const res = await page.request.post("/api/stories/generate", {
      data: { childName: "Ivy", childAge: "4-5", behavior: "not-sharing", theme: "friendship" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(201);
  }
  await page.goto("/subscription/cancel");
  await expect(page.getByRole("heading", { name: "Subscription Canceled" })).toBeVisible();
  const note = page.getByTestId("cancel-plan-note");
  await expect(note).toContainText("You've used all 3 of your free stories this month.");
  await expect(note).toContainText(/renew on [A-Z][a-z]+ 1\.$/);
  await expect(page.getByText(/0 of 3 remaining/)).toHaveCount(0);
  await expect(page.getByText(/You can still use/)).toHaveCount(0);
  expect(await seriousAxeViolations(page), "/subscription/cancel").toEqual([]);
  await screenshots(page, "cancel-none-left");
});
