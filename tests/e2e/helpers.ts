import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "storytime123";
export const DEMO_PARENT = { email: "parent@example.com", password: DEMO_PASSWORD };
export const DEMO_ADMIN = { email: "admin@example.com", password: DEMO_PASSWORD };

/** Sign in through the real OIDC flow (built-in provider) and land on `returnTo`. */
export async function signIn(page: Page, account: { email: string; password: string }, returnTo = "/") {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname + url.search === returnTo, { timeout: 15_000 });
}

let counter = 0;
/** A fresh e-mail per call, so tests never share accounts. */
export function uniqueEmail(prefix = "parent"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** Create a new account through the built-in provider's sign-up screen and land on `returnTo`. */
export async function signUp(
  page: Page,
  account: { firstName: string; lastName: string; email?: string; password?: string },
  returnTo = "/",
): Promise<{ email: string; password: string }> {
  const email = account.email ?? uniqueEmail();
  const password = account.password ?? "bedtime-stories-42";
  await page.goto(`/api/login?screen=signup&returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel("First name").fill(account.firstName);
  await page.getByLabel("Last name").fill(account.lastName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((url) => url.pathname + url.search === returnTo, { timeout: 15_000 });
  return { email, password };
}

export async function signOut(page: Page) {
  await page.goto("/logout");
  await page.waitForURL((url) => url.pathname === "/", { timeout: 15_000 });
  await expect(page.getByRole("link", { name: "Log In" }).first()).toBeAttached();
}

/** Make a story the way a parent does: fill the /behaviors form, submit, land on the story; returns its id. */
export async function createStoryThroughForm(page: Page, s: { childName: string; childAge: string; behavior: string; theme: string }): Promise<number> {
  await page.goto("/behaviors");
  await page.waitForSelector("body[data-hydrated]");
  await page.getByLabel("Child's name", { exact: true }).fill(s.childName);
  await page.getByLabel("Child's age", { exact: true }).selectOption(s.childAge);
  await page.getByLabel("Behavior", { exact: true }).selectOption(s.behavior);
  await page.getByLabel(s.theme, { exact: true }).check();
  await page.getByRole("button", { name: "Generate Story" }).click();
  await page.waitForURL(/\/story\/\d+$/, { timeout: 60_000 });
  return Number(new URL(page.url()).pathname.split("/").pop());
}
