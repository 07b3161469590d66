import { describe, expect, it } from "vitest";
import { Browser, formAction, startIdpApp } from "../helpers/idp";
import { STORY_DRAFT_ACTION, STORY_DRAFT_RETURN } from "../../routes/story-draft";
import { VISITOR_DRAFT } from "../../islands/StoryForm";

/** Visible text of server HTML, entities decoded. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const SITUATION = "she hides under the table when the doorbell rings";
const DRAFT = {
  childName: "Mia",
  childAge: "4-5",
  behavior: "custom",
  situationMode: "words",
  customBehavior: SITUATION,
  theme: "animals",
  pronouns: "she",
  grownUpName: "Mom",
};

/** Issue 26 item 2: a visitor's filled story form is kept through sign-up and sign-in, and comes back filled. */
describe("a visitor's story form, kept through making an account", () => {
  it("posts to the draft, goes to sign-up (nothing private in the address), and comes back to the filled form once", async () => {
    const t = await startIdpApp();
    const browser = new Browser();
    const form = await browser.go(`${t.base}/behaviors`);
    // Beside the disabled Generate button: the hint and the two ways on, both posting the form.
    expect(form.body).toMatch(new RegExp(`<button[^>]*disabled=""[^>]*aria-describedby="visitor-hint"`));
    expect(text(form.body)).toContain("What you've filled in is kept.");
    expect(form.body.match(new RegExp(`formaction="${STORY_DRAFT_ACTION}"`, "gi"))).toHaveLength(2);
    expect(text(form.body)).toContain(VISITOR_DRAFT.signUp);

    const toSignUp = await browser.go(`${t.base}${STORY_DRAFT_ACTION}`, { form: { ...DRAFT, next: "signup" }, follow: false });
    expect(toSignUp.res.status).toBe(303);
    const location = toSignUp.res.headers.get("location")!;
    expect(location).toBe(`/api/login?screen=signup&returnTo=${encodeURIComponent(STORY_DRAFT_RETURN)}`);
    expect(location).not.toContain("Mia");

    const signUpPage = await browser.go(new URL(location, t.base).toString());
    expect(signUpPage.body).toContain("Create your account");
    const done = await browser.go(new URL(formAction(signUpPage.body, "signup"), t.base).toString(), {
      form: { firstName: "Nina", lastName: "New", email: "nina-draft@example.com", password: "moonlight-stories" },
    });
    expect(done.url).toMatch(/\/callback\?/);
    expect(done.res.headers.get("refresh")).toBe(`1; url=${STORY_DRAFT_RETURN}`);

    const back = await browser.go(`${t.base}${STORY_DRAFT_RETURN}`);
    expect(back.res.status).toBe(200);
    expect(back.body).toContain('value="Mia"');
    expect(back.body).toContain(SITUATION);
    expect(back.body).toMatch(/<input[^>]*value="animals"[^>]*checked=""|<input[^>]*checked=""[^>]*value="animals"/);
    expect(text(back.body)).toContain(VISITOR_DRAFT.restored);
    // Signed in, the Generate button is live.
    expect(back.body).not.toMatch(/<button[^>]*disabled=""[^>]*>Generate Story/);

    // Taken once: the next visit is a fresh form.
    const again = await browser.go(`${t.base}/behaviors`);
    expect(again.body).not.toContain('value="Mia"');
  });

  it("'Sign in' keeps it too, and goes to the sign-in screen", async () => {
    const t = await startIdpApp();
    const browser = new Browser();
    const toSignIn = await browser.go(`${t.base}${STORY_DRAFT_ACTION}`, { form: { ...DRAFT, next: "signin" }, follow: false });
    expect(toSignIn.res.headers.get("location")).toBe(`/api/login?returnTo=${encodeURIComponent(STORY_DRAFT_RETURN)}`);
    // A visitor who comes back without signing in still finds it (and it is still kept for later).
    const still = await browser.go(`${t.base}${STORY_DRAFT_RETURN}`);
    expect(still.body).toContain('value="Mia"');
    const stillAgain = await browser.go(`${t.base}${STORY_DRAFT_RETURN}`);
    expect(stillAgain.body).toContain('value="Mia"');
  });
});
