import { expect, test } from "@playwright/test";
import { signUp } from "./helpers";

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
