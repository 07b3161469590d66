/**
 * What can't go into a children's story, one definition for every text a parent gives the story
 * writer: a custom situation (screen.ts, with its own length and language checks), and each of a
 * child's likes and things to leave out (the story form, the API and saved children, through
 * src/validation/story.ts). Browser-safe and small: the story form's island checks with it too.
 */

export interface ScreenRule {
  pattern: RegExp;
  /** The message for a custom situation's field. */
  message: string;
  /**
   * "topic": a subject the stories never take up (said back to the parent by name in a list's message);
   * "words": text that isn't a plain description (links, instructions, strong language), never repeated back.
   */
  kind: "topic" | "words";
}

export const SCREEN_RULES: readonly ScreenRule[] = [
  {
    pattern:
      /\b(https?:\/\/|www\.)|\b[\w.-]+\.(com|net|org|io|ru|xyz|info|biz|co)\b|\b[\w.+-]+@[\w-]+\.\w+|(?<![\w(+])\(?\+?\d{2,}\)?[ .-]?\d{3,}[ .-]?\d{3,}\b/i,
    message: "Please describe the situation in your own words, without links, email addresses or phone numbers.",
    kind: "words",
  },
  {
    pattern:
      /\b(ignore|disregard|forget|override)\b[^.]{0,40}\b(instructions?|prompts?|rules|above|previous)\b|\bsystem prompt\b|\byou are now\b|\bact as\b|\bjailbreak\b|\bdeveloper mode\b|\bpretend (to be|you are)\b|\bnew instructions?\b/i,
    message: "Please describe only your child's situation. Instructions for the story writer can't be included here.",
    kind: "words",
  },
  {
    pattern:
      /\b(write|generate|give me|make me|create)\b[^.]{0,30}\b(code|program|script|essay|e-?mail|letter|article|recipe|song lyrics|homework|function|website|poem)\b|\b(python|javascript|typescript|sql|html|css|json|regex)\b|\btranslate\b|\bsummari[sz]e\b|\bbuy now\b|\bdiscount\b|\bfree money\b|\bcrypto\b|\bbitcoin\b|\bcasino\b/i,
    message:
      "Please describe a situation from your child's life, like \"gets upset when it's time to leave the park\". This field can't be used for other requests.",
    kind: "words",
  },
  {
    // "nude" alone is a toddler running round after the bath (an everyday getting-dressed story, issue 22);
    // nudes and nude pictures are not.
    pattern:
      /\b(sex|sexual|sexually|sexy|porn\w*|nudes|nude (?:photos?|pictures?|pics?|images?|videos?|selfies?)|genitals?|penis|vagina|erotic|orgasm\w*|masturbat\w*|private parts|molest\w*|rape\w*|grooming)\b/i,
    message: "We can't write a story about this topic. Questions about bodies and private parts are best talked through with your pediatrician.",
    kind: "topic",
  },
  {
    pattern:
      /\b(abuse[sd]?|abusing|abusive|neglect(ed|ing)?|beats? (him|her|them|me)(?! (?:at|in) (?:uno|chess|checkers|cards?|(?:board |video |card )?games?|races?|running|tag|football|soccer|basketball|monopoly|snap|memory|connect ?(?:4|four)|candy ?land|mario ?kart|everything)\b)|beaten|hits? (him|her|them) with)\b/i,
    message:
      "We can't write a story about this. If a child is being hurt or is unsafe, please contact your local child protection service or emergency services.",
    kind: "topic",
  },
  {
    pattern:
      /\b(suicid\w*|self[- ]?harm\w*|kill (him|her|them)sel(f|ves)|hurts? (him|her|them)sel(f|ves)|cut(s|ting)? (him|her|them)sel(f|ves)|wants? to die)\b/i,
    message:
      "We can't write a story about self-harm. If you're worried about your child's safety, please talk to your doctor or call your local emergency number.",
    kind: "topic",
  },
  {
    pattern:
      /\b(guns?|rifles?|pistols?|knife|knives|weapons?|bombs?|explosives?|shoot(s|ing)?|stab(s|bing|bed)?|kill(s|ed|ing)?|murder\w*|blood\w*|gore|torture\w*)\b/i,
    message: 'We can\'t write a story about weapons or serious violence. Try describing the everyday behavior instead, like "hits or pushes when angry".',
    kind: "topic",
  },
  {
    pattern: /\b(die[sd]?|dying|death|dead|funerals?)\b/i,
    message:
      "Stories about death and loss need more care than this story writer can give. Please choose another situation, or talk with your pediatrician about books on grief.",
    kind: "topic",
  },
  {
    pattern:
      /\b(alcohol\w*|beers?|wines?|vodka|whiske?y|rum|gin|tequila|champagne|cocktails?|booze|liquor|drunk(en)?|hangover|cigarettes?|cigars?|tobacco|nicotine|smoking|vap(e|es|ing)|drugs|cocaine|heroin|meth|marijuana|cannabis|ecstasy)\b/i,
    message: 'We can\'t write a story about alcohol, smoking or drugs. Try describing the everyday behavior instead, like "gets upset when we say no".',
    kind: "topic",
  },
  {
    pattern: /\b(fuck\w*|shit\w*|bitch\w*|cunt\w*|asshole\w*|bastard\w*|dick)\b/i,
    message: "Please describe the situation without strong language.",
    kind: "words",
  },
  {
    pattern: /\b(n[i1]gg\w*|fag(s|got\w*)?|retard(s|ed)?|spics?|chinks?|kikes?|tranny|trannies|wetbacks?)\b/i,
    message: "Please describe the situation without hurtful words about people.",
    kind: "words",
  },
];

/** Children's things that only sound like a rule's words: a water gun is a toy, a shooting star a wish. */
const HARMLESS = /\b(water|nerf|squirt|bubble|glue|foam) guns?\b|\bbath bombs?\b|\bshooting stars?\b/gi;

/** The first rule the text breaks, if any. */
export function unsafeRule(text: string): ScreenRule | undefined {
  const t = text.replace(HARMLESS, " ");
  return SCREEN_RULES.find((rule) => rule.pattern.test(t));
}

export type PhraseField = "likes" | "avoid";

/**
 * Screens one of a child's likes or things to leave out: null when it may go to the story writer,
 * else the message for the field. With `owner` (a saved child's name) the message says where the
 * list is changed, for a child saved before the list was screened.
 */
export function screenPhrase(field: PhraseField, entry: string, owner?: string): string | null {
  const rule = unsafeRule(entry);
  if (!rule) return null;
  const said = entry.trim();
  if (field === "likes") {
    if (owner) {
      return rule.kind === "topic"
        ? `${owner}'s saved likes include "${said}", which can't go into a children's story. Please edit ${owner}'s likes on the My Children page.`
        : `One of ${owner}'s saved likes can't go into a children's story. Please edit ${owner}'s likes on the My Children page.`;
    }
    return rule.kind === "topic"
      ? `"${said}" can't go into a children's story. Please take it out of the things your child loves.`
      : `Please list only things your child loves, in plain words, like "dinosaurs" or "the swings".`;
  }
  // A thing to leave out that our stories never include anyway (a child afraid of blood, or of guns) is
  // exactly what the list is for: kept, and left out like the rest. Only text that isn't a plain
  // description (links, numbers, instructions, strong language) is refused.
  if (rule.kind === "topic") return null;
  if (owner) return `One of ${owner}'s things to leave out can't be used as it is. Please edit ${owner}'s things to leave out on the My Children page.`;
  return `Please list only things to leave out of the story, in plain words, like "dogs" or "thunder".`;
}
