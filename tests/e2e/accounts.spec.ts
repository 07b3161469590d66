import { expect, test } from "@playwright/test";
import { DEMO_PARENT, signIn, signOut, signUp } from "./helpers";

test("sign up, come back to the page asked for, see initials, open the profile, sign out, sign in with the demo account", async ({ page }) => {
  // A signed-out visit to a protected page goes to sign-in and comes back to it.
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fprofile/);
  await page.getByRole("main").getByRole("link", { name: "Sign up", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await page.getByLabel("First name").fill("Rosa");
  await page.getByLabel("Last name").fill("Delgado");
  const email = `rosa-${Date.now()}@example.com`;
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password must be at least 8 characters.")).toBeVisible();
  await page.getByLabel("Password").fill("moonlight-stories");
  await page.getByRole("button", { name: "Create account" }).click();

  await page.waitForURL("**/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Rosa Delgado" })).toBeVisible();
  await expect(page.locator(".site-header .avatar")).toHaveText("RD");
  await expect(page.getByText(email).first()).toBeVisible();
  await expect(page.getByText(/Member since/)).toBeVisible();
  await expect(page.getByRole("link", { name: "My Library" }).first()).toBeAttached();

  await signOut(page);
  await expect(page.locator(".site-header .avatar")).toHaveCount(0);

  await signIn(page, DEMO_PARENT, "/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Paula Parent" })).toBeVisible();
  await expect(page.locator(".site-header .avatar")).toHaveText("PP");
});

test("a wrong password gets one clear message and reveals nothing else", async ({ page }) => {
  await page.goto("/api/login");
  await page.getByLabel("Email").fill("parent@example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
  await page.getByLabel("Email").fill("nobody-here@example.com");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
});

test("a new account can sign up from the header and lands back where it started", async ({ page }) => {
  await signUp(page, { firstName: "Kai", lastName: "Nakamura" }, "/contact");
  await expect(page.locator(".site-header .avatar")).toHaveText("KN");
});

test("after deleting the account, the same browser can sign in again straight away (was a 500 until the cookie expired)", async ({ page }) => {
  const { email, password } = await signUp(page, { firstName: "Dana", lastName: "Reyes" }, "/profile");
  await page.locator("summary", { hasText: "Delete my account" }).click();
  await page.getByLabel("I understand that my account and all my stories will be permanently deleted.").check();
  await page.getByRole("button", { name: "Permanently delete my account" }).click();
  // Issue 26 (changed by design): the deletion lands on a page that confirms it.
  await page.waitForURL((url) => url.pathname === "/account/deleted");
  await expect(page.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();
  await expect(page.locator(".site-header .avatar")).toHaveCount(0);

  // Same browser, same cookies (the built-in provider's session cookie included): sign-in starts normally.
  const res = await page.goto("/api/login?returnTo=%2Fprofile");
  expect(res!.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Sign in to Behavior Tales" })).toBeVisible();
  // The deleted login is gone…
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
  // …and the same e-mail can start again.
  await signUp(page, { firstName: "Dana", lastName: "Reyes", email, password }, "/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Dana Reyes" })).toBeVisible();
});
