/**
 * The local screen for a parent's custom situation, run before anything is generated
 * (so an unusable description costs nothing from the quota). Messages are written for the form field.
 * Descriptions in Spanish, French, German and Portuguese are read (their common words); other
 * languages get a clear message here, before anything is spent.
 */
import { detectLanguage, UNSUPPORTED_LANGUAGE_MESSAGE } from "./local/situations/language";
import { isReadable, normalize, understandSituation } from "./local/situations/understand";

/**
 * For a description where we found nothing of the parent's own to build on: no object, person or
 * place we could read (a story would be about something else, so nothing is spent on it).
 */
export const UNREADABLE_SITUATION_MESSAGE =
  "We couldn't tell what happens from this description. Please say what your child does and where — for example: \"Leo cries when we leave the playground.\"";

export const CUSTOM_BEHAVIOR_MAX_CHARS = 500;
const MIN_WORDS = 3;

export type ScreenResult = { ok: true; text: string } | { ok: false; message: string };

interface Rule {
  pattern: RegExp;
  message: string;
}

const RULES: Rule[] = [
  {
    pattern: /\b(https?:\/\/|www\.)|\b[\w.-]+\.(com|net|org|io|ru|xyz|info|biz|co)\b|\b[\w.+-]+@[\w-]+\.\w+/i,
    message: "Please describe the situation in your own words, without links or email addresses.",
  },
  {
    pattern:
      /\b(ignore|disregard|forget|override)\b[^.]{0,40}\b(instructions?|prompts?|rules|above|previous)\b|\bsystem prompt\b|\byou are now\b|\bact as\b|\bjailbreak\b|\bdeveloper mode\b|\bpretend (to be|you are)\b|\bnew instructions?\b/i,
    message:
      "Please describe only your child's situation. Instructions for the story writer can't be included here.",
  },
  {
    pattern:
      /\b(write|generate|give me|make me|create)\b[^.]{0,30}\b(code|program|script|essay|e-?mail|letter|article|recipe|song lyrics|homework|function|website|poem)\b|\b(python|javascript|typescript|sql|html|css|json|regex)\b|\btranslate\b|\bsummari[sz]e\b|\bbuy now\b|\bdiscount\b|\bfree money\b|\bcrypto\b|\bbitcoin\b|\bcasino\b/i,
    message:
      "Please describe a situation from your child's life, like \"gets upset when it's time to leave the park\". This field can't be used for other requests.",
  },
  {
    pattern:
      /\b(sex|sexual|sexually|sexy|porn\w*|nude|nudes|genitals?|penis|vagina|erotic|orgasm\w*|masturbat\w*|private parts|molest\w*|rape\w*|grooming)\b/i,
    message:
      "We can't write a story about this topic. Questions about bodies and private parts are best talked through with your pediatrician.",
  },
  {
    pattern:
      /\b(abuse[sd]?|abusing|abusive|neglect(ed|ing)?|beats? (him|her|them|me)|beaten|hits? (him|her|them) with)\b/i,
    message:
      "We can't write a story about this. If a child is being hurt or is unsafe, please contact your local child protection service or emergency services.",
  },
  {
    pattern:
      /\b(suicid\w*|self[- ]?harm\w*|kill (him|her|them)sel(f|ves)|hurts? (him|her|them)sel(f|ves)|cut(s|ting)? (him|her|them)sel(f|ves)|wants? to die)\b/i,
    message:
      "We can't write a story about self-harm. If you're worried about your child's safety, please talk to your doctor or call your local emergency number.",
  },
  {
    pattern:
      /\b(guns?|rifles?|pistols?|knife|knives|weapons?|bombs?|explosives?|shoot(s|ing)?|stab(s|bing|bed)?|kill(s|ed|ing)?|murder\w*|blood\w*|gore|torture\w*)\b/i,
    message:
      "We can't write a story about weapons or serious violence. Try describing the everyday behavior instead, like \"hits or pushes when angry\".",
  },
  {
    pattern: /\b(die[sd]?|dying|death|dead|funeral)\b/i,
    message:
      "Stories about death and loss need more care than this story writer can give. Please choose another situation, or talk with your pediatrician about books on grief.",
  },
  {
    pattern: /\b(fuck\w*|shit\w*|bitch\w*|cunt\w*|asshole\w*|bastard\w*|dick)\b/i,
    message: "Please describe the situation without strong language.",
  },
];

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Screens a parent's custom situation. Returns the cleaned text or a kind message for the form field. */
export function screenCustomBehavior(text: string | undefined | null): ScreenResult {
  const cleaned = (text ?? "").replace(/\s+/g, " ").trim();
  if (!cleaned) {
    return { ok: false, message: "Please describe the situation you'd like the story to help with." };
  }
  if (cleaned.length > CUSTOM_BEHAVIOR_MAX_CHARS) {
    return {
      ok: false,
      message: `Please keep the description to ${CUSTOM_BEHAVIOR_MAX_CHARS} characters or fewer (it is ${cleaned.length} now).`,
    };
  }
  // Scripts the story writer can't read (Chinese has no spaces, so this comes before the word count).
  const letters = cleaned.match(/\p{L}/gu) ?? [];
  const latin = cleaned.match(/\p{Script=Latin}/gu) ?? [];
  if (letters.length >= 2 && latin.length / letters.length < 0.6) return { ok: false, message: UNSUPPORTED_LANGUAGE_MESSAGE };
  if (wordCount(cleaned) < MIN_WORDS || !/\p{L}{2,}/u.test(cleaned)) {
    return {
      ok: false,
      message:
        "Please describe the situation in a few more words, like \"gets upset when it's time to leave the park\".",
    };
  }
  if (/(.)\1{9,}/u.test(cleaned) || /\b(\w+)\b(?:\W+\1\b){5,}/i.test(cleaned)) {
    return { ok: false, message: "Please describe the situation in your own words, in a sentence or two." };
  }
  for (const rule of RULES) {
    if (rule.pattern.test(cleaned)) return { ok: false, message: rule.message };
  }
  if (detectLanguage(cleaned) === "unsupported") return { ok: false, message: UNSUPPORTED_LANGUAGE_MESSAGE };
  // Honest understanding: the story must be built on the parent's own words (an object, a person
  // or a place they named), never on a situation we made up in their place.
  if (!isReadable(understandSituation(cleaned, ""), normalize(cleaned).text)) return { ok: false, message: UNREADABLE_SITUATION_MESSAGE };
  return { ok: true, text: cleaned };
}
