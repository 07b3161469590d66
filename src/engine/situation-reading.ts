/**
 * The parent's own situation, read and shown back before anything is spent (issue 22): the guided
 * parts or the free text become one description; it is screened, read by the local reader, and
 * answered as "understood" (what the story will be built on), "ask" (readable, a part missing: the
 * question for that part) or "declined" (nothing to go on, unsafe, a language we can't read, or a
 * situation that needs more care than a story). The story form, the no-JavaScript confirm step,
 * `POST /api/situation` and story creation all use this one reading.
 */
import { composeSituation, type SituationParts, type SituationReading } from "../contracts/situation";
import type { Pronouns } from "../contracts/story-fields";
import { screenCustomBehavior } from "./screen";
import { sensitiveMessage, sensitiveTopic, SENSITIVE_HELP } from "./sensitive";
import { hasSomethingToGoOn, normalize, pronounsInText, saysWhatHappens, understandSituation } from "./local/situations/understand";
import { plainAction, readAction } from "./local/situations/action";
import { situationStory } from "./local/situations";

export interface SituationInput {
  customBehavior?: string | null;
  situation?: SituationParts | null;
}

/** The one description of a request: the guided parts when given, else the free text. */
export function situationText(input: SituationInput): string {
  if (input.situation && input.situation.does?.trim()) return composeSituation(input.situation);
  return (input.customBehavior ?? "").replace(/\s+/g, " ").trim();
}

/** Examples for text with nothing to go on. */
export const SITUATION_EXAMPLES_MESSAGE =
  'Tell us what your child does and when it happens, in a sentence or two — for example: "Leo cries when we leave the playground" or "Maya hits her baby brother when she is tired."';

function askMessage(name: string, part: "does" | "when"): string {
  const who = name.trim() || "your child";
  return part === "does"
    ? `What does ${who} do when it happens? A few words are enough, like "screams and kicks" or "hides under the table".`
    : `When or where does it happen? For example "at bedtime", "when we leave the park" or "at school drop-off".`;
}

const PLACE_WORDS_FOR_READBACK: Record<string, string> = { "living room": "at home", bedroom: "in the bedroom", kitchen: "at home, at mealtimes" };

/** Reads the parent's description (free text or guided parts) for the story, or says what's missing. */
export function readSituation(input: SituationInput, child: { name?: string; pronouns?: Pronouns; grownUpName?: string } = {}): SituationReading {
  const name = child.name?.trim() ?? "";
  if (input.situation && !input.situation.does?.trim() && (input.situation.when?.trim() || input.situation.who?.trim())) {
    return {
      status: "ask",
      text: situationText({ customBehavior: [input.situation.when, input.situation.who].filter(Boolean).join(", ") }),
      part: "does",
      message: askMessage(name, "does"),
    };
  }
  const text = situationText(input);
  const sensitive = sensitiveTopic(normalize(text).text);
  if (sensitive) return { status: "declined", reason: "sensitive", message: sensitiveMessage(sensitive), help: { ...SENSITIVE_HELP } };
  const screened = screenCustomBehavior(text);
  if (!screened.ok) {
    switch (screened.reason) {
      case "length":
        return { status: "declined", reason: "length", message: screened.message };
      case "language":
        return { status: "declined", reason: "language", message: screened.message };
      case "unsafe":
        return { status: "declined", reason: "unsafe", message: screened.message };
      case "unreadable":
        // Readable words we could not yet build on: ask for what the child does, in plain words.
        if (hasSomethingToGoOn(normalize(text).text)) return { status: "ask", text, part: "does", message: askMessage(name, "does") };
        return { status: "declined", reason: "nothing", message: SITUATION_EXAMPLES_MESSAGE };
      case "empty":
        return { status: "declined", reason: "nothing", message: screened.message };
      default:
        return { status: "declined", reason: "nothing", message: SITUATION_EXAMPLES_MESSAGE };
    }
  }
  // Where and when, but not what happens ("at the dinner table every night"): ask for that part.
  if (!saysWhatHappens(normalize(screened.text).text)) return { status: "ask", text: screened.text, part: "does", message: askMessage(name, "does") };
  const sit = understandSituation(screened.text, name);
  const story = situationStory(sit, screened.text, { pronouns: child.pronouns, grownUpName: child.grownUpName });
  const grownUp = child.grownUpName?.trim() || "you";
  const who = sit.person ? sit.person.replace(/\{G\}/g, grownUp).replace(/\{C's\}/g, name ? `${name}'s` : "your child's") : undefined;
  const where = sit.matched.place ? `the ${sit.place}` : (PLACE_WORDS_FOR_READBACK[sit.place] ?? `the ${sit.place}`);
  // What happens, in the parent's own words as we read them ("Maya screams and kicks"), and when
  // ("when it is time to get out of the swimming pool"); the story's own reading is `story`.
  const pronouns = child.pronouns ?? pronounsInText(screened.text) ?? "they";
  const action = readAction(screened.text, name, { whole: true });
  const child1 = name || "Your child";
  // What the story will be, as the story's own plan has it (the parent's place word kept: "at preschool").
  const storyLine = plainAction(story.episodes[0].summary.replace(/\{C\}/g, child1), child1, pronouns, child.grownUpName?.trim() || "you");
  // The parent's "me", "my", "I", "we" read back to them as "you", "your".
  const you = (s: string) => s.replace(/\bmy\b/g, "your").replace(/\b(me|i|we|us)\b/g, "you");
  const does = action ? you(`${child1} ${plainAction(action.present, child1, pronouns, "me")}`) : sit.summary;
  const whenWords =
    action?.when || action?.where
      ? you(plainAction([action.when, action.where].filter(Boolean).join(", "), child1, pronouns, "me").replace(/\{they\}/g, pronouns))
      : undefined;
  const planName = story.strategy.name.replace(/^the /i, "The ");
  const planSteps = story.strategy.steps.map((s) => s.replace(/\.$/, ""));
  return {
    status: "understood",
    text: screened.text,
    summary: storyLine,
    understood: {
      does,
      when: whenWords ?? (sit.trigger ? `${where}, when ${name || "your child"} is ${sit.trigger.state}` : where),
      ...(who ? { who } : {}),
      story: storyLine,
      feeling: sit.feeling[0],
      kind: sit.frameLabel,
      plan: `${planName}: ${planSteps.map(lowerFirst).join("; ")}`,
      planName,
      planSteps,
    },
  };
}

/** "Freeze, …" → "freeze, …" inside a line (not "I …"). */
function lowerFirst(s: string): string {
  return /^[A-Z][a-z]/.test(s) && !/^I\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
}
