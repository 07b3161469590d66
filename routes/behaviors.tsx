import { Hono, type Context } from "hono";
import type { AppEnv } from "../src/app-env";
import { renderPage } from "../src/render/document";
import { Islands, type IslandProps } from "../src/render/islands";
import { isBehaviorId, isThemeId, type ThemeId } from "../src/contracts/catalog";
import { subscriptionStatus } from "../src/stories/quota";
import { createStory, GENERATION_RATE_MESSAGE, withinGenerationRate } from "../src/stories/create";
import { resolveStoryInput } from "../src/children/story-input";
import { childChoices } from "../src/children/children";
import { formValuesFor, type ChildChoice } from "../src/children/form";
import { emptyStoryFormChild, storyFormChildOf, type ChildFieldsJson } from "../src/contracts/child-fields";
import { HttpError } from "../src/http/errors";
import { requireUserPage } from "../src/auth/session";
import { formBody } from "../src/http/body";
import { clientAddress } from "../src/http/client-address";
import { FREE_STORY_CLIENT_LIMIT_MESSAGE, withinFreeStoriesPerClient } from "../src/stories/client-quota";
import { planFacts } from "../src/contracts/plan";
import { storyHref, WRITE_ANOTHER } from "../src/contracts/story";
import { getOwnStory } from "../src/stories/library";
import type { Story } from "../db/schema";
import { pageMeta } from "../src/content/meta";
import { readSituation } from "../src/engine/situation-reading";
import type { SituationUnderstood } from "../src/contracts/situation";
import { EMPTY_SITUATION, foldSituation, situationErrorKey } from "../islands/StoryForm";
import { practiceSource } from "../src/children/practice";
import { CHECK_IN_COPY, isPracticeStoryKind, storyFormHref } from "../src/contracts/practice";
import { STORY_DRAFT_ACTION, draftLoginHref, saveStoryDraft, storyFormValues, takeStoryDraft } from "./story-draft";

const { StoryForm } = Islands;

type Values = IslandProps<"StoryForm">["values"];

/** The situation's confirm step, its help link, or "Edit" (focus back on the situation). */
type SituationView = { understood?: SituationUnderstood; situationHelp?: { label: string; href: string }; focusSituation?: boolean; draftRestored?: boolean };

/**
 * A practice or you-did-it story for a saved child (issue 28): the form's line saying which, and the way
 * back to an ordinary story; none when the child has no practice (the field is then dropped).
 */
async function practiceView(c: Context<AppEnv>, values: Values, choices: ChildChoice[]) {
  const kind = values.practiceStory;
  const child = choices.find((ch) => String(ch.id) === values.childId);
  if (!isPracticeStoryKind(kind) || !child || !c.var.user) return undefined;
  const source = await practiceSource(c.var.deps, c.var.user.id, child.id);
  if (!source) return undefined;
  return {
    childId: String(child.id),
    line: CHECK_IN_COPY.formLine[kind](child.name, source.planName),
    ordinaryLabel: CHECK_IN_COPY.formLineOrdinary,
    ordinaryHref: storyFormHref(child.id),
  };
}

async function page(
  c: Context<AppEnv>,
  values: Values,
  errors?: Record<string, string>,
  status: 200 | 400 | 402 | 404 | 422 | 429 = 200,
  notice?: string,
  choices?: ChildChoice[],
  situation: SituationView = {},
) {
  const user = c.var.user;
  const quota = user ? await subscriptionStatus(c.var.deps, user) : null;
  const savedChildren = choices ?? (user ? await childChoices(c.var.deps, user.id) : []);
  const back = `/behaviors${values.theme ? `?theme=${values.theme}` : ""}`;
  const practice = await practiceView(c, values, savedChildren);
  c.status(status as 200);
  return renderPage(
    c,
    <div className="container page studio-page">
      <header className="page-header">
        <h1>Create Your Personalized Story</h1>
        <p className="lead">
          Tell us about your child and what you're working on together. We'll write a warm story where they are the hero, with a coloring page and a printable
          PDF.
        </p>
      </header>
      <StoryForm
        signedIn={!!user}
        loginHref={`/api/login?returnTo=${encodeURIComponent(back)}`}
        draftAction={STORY_DRAFT_ACTION}
        values={practice ? values : { ...values, practiceStory: "" }}
        errors={errors}
        status={quota}
        savedChildren={savedChildren}
        plan={planFacts(c.var.deps.env)}
        notice={notice}
        practice={practice}
        {...situation}
      />
    </div>,
    pageMeta("/behaviors", planFacts(c.var.deps.env)),
    status as 200,
  );
}

/** The form as a story was asked for: its saved child (as saved now) or the child it was typed in for. */
function valuesAgain(story: Story, values: Values, choices: ChildChoice[]): Values {
  const custom = story.behavior === "custom";
  const base: Values = {
    ...values,
    behavior: custom || isBehaviorId(story.behavior) ? story.behavior : "",
    customBehavior: custom ? (story.customBehavior ?? "") : "",
    situationMode: "words",
    theme: isThemeId(story.theme) ? story.theme : "",
    siblings: (story.siblings ?? []).map((s) => ({ name: s.name, pronouns: s.pronouns ?? "", childId: "" })),
  };
  const child = story.childId ? choices.find((ch) => ch.id === story.childId) : undefined;
  if (child) return { ...base, ...formValuesFor(child, base) };
  const typed = {
    name: story.childName,
    childAge: story.childAge,
    pronouns: story.pronouns,
    grownUpName: story.grownUpName,
    hair: story.hair,
    glasses: story.glasses ?? false,
    likes: story.likes ?? [],
    avoid: story.avoid ?? [],
  } as ChildFieldsJson;
  return { ...base, ...storyFormChildOf(typed) };
}

export const behaviorsRoute = new Hono<AppEnv>()
  .get("/behaviors", async (c) => {
    const theme = c.req.query("theme") ?? "";
    const behavior = c.req.query("behavior") ?? "";
    const values: Values = {
      childId: "",
      ...emptyStoryFormChild("top"),
      behavior: isBehaviorId(behavior) || behavior === "custom" ? behavior : "",
      customBehavior: "",
      ...EMPTY_SITUATION,
      theme: isThemeId(theme) ? theme : "",
      ...emptyStoryFormChild("about"),
      siblings: [],
    };
    // ?child=ID (the "Make a story" link on /children): that saved child, ready to generate.
    const user = c.var.user;
    const choices = user ? await childChoices(c.var.deps, user.id) : [];
    const chosen = choices.find((ch) => String(ch.id) === c.req.query("child"));
    // Back from signing in or making an account: the form the visitor filled, as they left it.
    const draft = takeStoryDraft(c, values);
    if (draft) return page(c, draft, undefined, 200, undefined, choices, { draftRestored: true });
    // ?again=ID ("Write another" on the story page): that story's inputs again, ready to generate. Another
    // family's story, or a missing one, is the empty form, exactly like no parameter.
    const again = Number(c.req.query(WRITE_ANOTHER.param));
    if (user && Number.isSafeInteger(again) && again > 0) {
      const story = await getOwnStory(c.var.deps, user.id, again).catch(() => null);
      if (story) return page(c, valuesAgain(story, values, choices), undefined, 200, undefined, choices);
    }
    // ?child=ID&practice=KIND (the offer on the child's practice): the practiced story's behavior, its
    // situation in the parent's own words when it was custom, and its theme, ready to generate.
    const kind = c.req.query("practice");
    const source = chosen && user && isPracticeStoryKind(kind) ? await practiceSource(c.var.deps, user.id, chosen.id) : null;
    if (chosen && source) {
      const custom = source.behavior === "custom";
      const practiced = {
        ...values,
        behavior: source.behavior,
        theme: source.theme,
        customBehavior: custom ? (source.customBehavior ?? "") : "",
        situationMode: "words",
        practiceStory: kind,
      };
      return page(c, { ...practiced, ...formValuesFor(chosen, practiced) }, undefined, 200, undefined, choices);
    }
    return page(c, chosen ? { ...values, ...formValuesFor(chosen, values) } : values, undefined, 200, undefined, choices);
  })
  // A visitor's "Create free account" / "Sign in" beside Generate: the filled form is kept through it.
  .post(STORY_DRAFT_ACTION, async (c) => {
    const form = await formBody(c);
    saveStoryDraft(c, storyFormValues(form));
    if (c.var.user) return c.redirect("/behaviors", 303);
    return c.redirect(draftLoginHref(form.next === "signin" ? "signin" : "signup"), 303);
  })
  // Without JavaScript: a plain form post creates the story and opens it. A custom situation is read
  // back first ("Here's what we understood", with "Looks right" posting confirmed=1 and "Edit").
  .post("/behaviors", requireUserPage(), async (c) => {
    const form = await formBody(c);
    const text = (k: string) => (typeof form[k] === "string" ? (form[k] as string) : "");
    const values: Values = storyFormValues(form);
    // "Edit" on the confirm step: the filled form again, the situation's field focused.
    if (text("edit")) return page(c, values, undefined, 200, undefined, undefined, { focusSituation: true });
    const custom = values.behavior === "custom";
    const parts = custom && values.situationMode === "parts";
    let r;
    try {
      r = await resolveStoryInput(c.var.deps, c.var.user!.id, {
        ...values,
        customBehavior: custom && !parts ? values.customBehavior : undefined,
        situation: parts
          ? { does: values.situationDoes, when: values.situationWhen, who: values.situationWho, underneath: values.situationUnderneath }
          : undefined,
        siblings: values.siblings.map((s) => (s.childId ? { childId: Number(s.childId) } : { name: s.name, pronouns: s.pronouns })),
      });
    } catch (err) {
      // A saved child that is not (or no longer) this parent's: say so on the form.
      if (err instanceof HttpError && err.status === 404)
        return page(c, { ...values, childId: "" }, { childId: "That saved child was not found. Please choose again." }, 404);
      throw err;
    }
    if (!r.ok) return page(c, values, foldSituation(r.fields), 422);
    if (custom) {
      const input = r.data;
      const reading = readSituation(
        { customBehavior: input.customBehavior, situation: input.situation },
        { name: input.childName, pronouns: input.pronouns, grownUpName: input.grownUpName },
        { dryRun: { ages: [input.childAge], theme: input.theme as ThemeId } },
      );
      if (reading.status !== "understood") {
        const key = situationErrorKey(parts ? "parts" : "words", reading.status === "ask" ? reading.part : undefined);
        return page(
          c,
          values,
          { [key]: reading.message },
          422,
          undefined,
          undefined,
          reading.status === "declined" && reading.help ? { situationHelp: reading.help } : {},
        );
      }
      // Shown back before anything is spent; "Looks right" posts the same values with confirmed=1.
      if (text("confirmed") !== "1") return page(c, values, undefined, 200, undefined, undefined, { understood: reading.understood });
    }
    if (!(await withinGenerationRate(c.var.deps, c.var.user!.id))) return page(c, values, {}, 429, GENERATION_RATE_MESSAGE);
    if (!(await withinFreeStoriesPerClient(c.var.deps, c.var.user!, clientAddress(c)))) return page(c, values, {}, 429, FREE_STORY_CLIENT_LIMIT_MESSAGE);
    try {
      const story = await createStory(c.var.deps, c.var.user!, r.data);
      return c.redirect(storyHref(story.id), 303);
    } catch (err) {
      if (err instanceof HttpError && (err.status === 400 || err.status === 402)) return page(c, values, err.fields ?? {}, err.status);
      throw err;
    }
  });
