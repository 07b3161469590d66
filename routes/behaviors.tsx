import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { Islands, type IslandProps } from "../src/render/islands";
import { isBehaviorId, isThemeId } from "../src/content/catalog";
import { subscriptionStatus } from "../src/stories/quota";
import { createStory, GENERATION_RATE_MESSAGE, withinGenerationRate } from "../src/stories/create";
import { storyInputSchema } from "../src/validation/story";
import { validate } from "../src/validation/validate";
import { HttpError } from "../src/http/errors";
import { requireUserPage } from "../src/auth/session";
import { formBody } from "../src/http/body";
import { planFacts } from "../src/contracts/plan";
import { storyHref } from "../src/contracts/story";
import { pageMeta } from "../src/content/meta";

const { StoryForm } = Islands;


async function page(c: Context<AppEnv>, values: IslandProps<"StoryForm">["values"], errors?: Record<string, string>, status: 200 | 400 | 402 | 422 | 429 = 200, notice?: string) {
  const user = c.var.user;
  const quota = user ? await subscriptionStatus(c.var.deps, user) : null;
  const back = `/behaviors${values.theme ? `?theme=${values.theme}` : ""}`;
  c.status(status as 200);
  return renderPage(
    c,
    <div className="container page studio-page">
      <header className="page-header">
        <h1>Create Your Personalized Story</h1>
        <p className="lead">
          Tell us about your child and what you're working on together. We'll write a warm story where they are the hero, with a coloring page and a
          printable PDF.
        </p>
      </header>
      <StoryForm signedIn={!!user} loginHref={`/api/login?returnTo=${encodeURIComponent(back)}`} values={values} errors={errors} status={quota} plan={planFacts(c.var.deps.env)} notice={notice} />
    </div>,
    pageMeta("/behaviors", planFacts(c.var.deps.env)),
    status as 200,
  );
}

export const behaviorsRoute = new Hono<AppEnv>()
  .get("/behaviors", (c) => {
    const theme = c.req.query("theme") ?? "";
    const behavior = c.req.query("behavior") ?? "";
    return page(c, {
      childName: "",
      childAge: "",
      behavior: isBehaviorId(behavior) || behavior === "custom" ? behavior : "",
      customBehavior: "",
      theme: isThemeId(theme) ? theme : "",
      pronouns: "",
      grownUpName: "",
      hair: "",
      glasses: "",
    });
  })
  // Without JavaScript: a plain form post creates the story and opens it.
  .post("/behaviors", requireUserPage(), async (c) => {
    const form = await formBody(c);
    const values = {
      childName: String(form.childName ?? ""),
      childAge: String(form.childAge ?? ""),
      behavior: String(form.behavior ?? ""),
      customBehavior: String(form.customBehavior ?? ""),
      theme: String(form.theme ?? ""),
      pronouns: String(form.pronouns ?? ""),
      grownUpName: String(form.grownUpName ?? ""),
      hair: String(form.hair ?? ""),
      glasses: form.glasses ? "on" : "",
    };
    const r = validate(storyInputSchema, { ...values, customBehavior: values.behavior === "custom" ? values.customBehavior : undefined });
    if (!r.ok) return page(c, values, r.fields, 422);
    if (!(await withinGenerationRate(c.var.deps, c.var.user!.id))) return page(c, values, {}, 429, GENERATION_RATE_MESSAGE);
    try {
      const story = await createStory(c.var.deps, c.var.user!, r.data);
      return c.redirect(storyHref(story.id), 303);
    } catch (err) {
      if (err instanceof HttpError && (err.status === 400 || err.status === 402)) return page(c, values, err.fields ?? {}, err.status);
      throw err;
    }
  });
