/**
 * The situations tests' shared writer (a fixture, not a test): a custom story from the parent's words, the
 * child Theo ("he"), Mia ("she") or Alex ("they"), with its text, one beat's scene, and what the report card fails.
 */
import type { ThemeId } from "../../../contracts/catalog";
import { checkStory } from "../../quality";
import type { StoryRequest } from "../../types";
import { composeStory } from "../index";

export interface CustomStoryOptions {
  childAge: StoryRequest["childAge"];
  pronouns: "he" | "she" | "they";
  theme: ThemeId;
  grownUpName: string;
  seed: number;
}

export function writeCustom(customBehavior: string, o: CustomStoryOptions) {
  const req: StoryRequest = {
    childName: o.pronouns === "he" ? "Theo" : o.pronouns === "she" ? "Mia" : "Alex",
    childAge: o.childAge,
    behavior: "custom",
    theme: o.theme,
    pronouns: o.pronouns,
    grownUpName: o.grownUpName,
    customBehavior,
    seed: o.seed,
  };
  const out = composeStory(req);
  return {
    req,
    out,
    text: out.plan.scenes.map((s) => s.text).join("\n"),
    /** The scene of one beat ("problem", "feeling"…), or "" when the story has none. */
    scene: (beat: string) => out.plan.scenes.find((s) => s.beat === beat)?.text ?? "",
    /** How many paragraphs match. */
    paragraphs: (re: RegExp) => out.plan.scenes.filter((s) => re.test(s.text)).length,
    frame: out.plan.situation.frame ?? "",
    /** The report card's failed checks, "id: detail" (checked only when asked for). */
    get failed() {
      return checkStory(out, req)
        .checks.filter((c) => c.status === "fail")
        .map((c) => `${c.id}: ${c.detail}`);
    },
  };
}
