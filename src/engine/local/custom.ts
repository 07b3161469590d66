/**
 * Turns a parent's (already screened) description into words that fit inside a child's story:
 * the child's name instead of "my son", no parent "I"/"me", no labels, one sentence, short.
 */

const LABELS: Array<[RegExp, string]> = [
  [/\bnaughty\b/gi, "tricky"],
  [/\bbad\b/gi, "hard"],
  [/\b(stupid|dumb|idiotic)\b/gi, "silly"],
  [/\blazy\b/gi, "slow to get going"],
  [/\b(rude|selfish|greedy|spoiled|spoilt|bratty|brat)\b/gi, "unkind"],
  [/\bliar\b/gi, "fib-teller"],
  [/\bcrybaby\b/gi, "crier"],
  [/\b(punish\w*|time-?outs?|spank\w*|grounded)\b/gi, "a talk"],
  [/\b(monsters?|ghosts?|nightmares?)\b/gi, "shadows"],
];

const CHILD_NOUN = /\b(my|our|the) (son|daughter|child|kid|little one|boy|girl|toddler|preschooler|baby)\b/gi;
const VERB_START =
  /^(is|isn't|has|hasn't|gets|won't|doesn't|can't|cannot|will|would|refuses|hates|keeps|always|never|often|sometimes|still|usually|cries|throws|hits|bites|kicks|yells|shouts|runs|says|takes|grabs|wants|needs|asks|acts|goes|struggles|melts|screams|whines|seems|tends|likes|loves|does|did|was)\b/i;
const STATE_START = /^(afraid|scared|nervous|worried|shy|anxious|upset|jealous|frightened|clingy|bossy|angry|mad)\b/i;

export function childFriendlySituation(text: string, childName: string): string {
  let s = text.replace(/\s+/g, " ").trim();
  // First sentence only, then at most 22 words.
  const first = s.match(/^(.+?[.!?])(\s|$)/);
  if (first && first[1].split(" ").length >= 3) s = first[1];
  s = s.replace(/[.!?,;:\s]+$/, "");
  const words = s.split(" ");
  if (words.length > 22) s = words.slice(0, 22).join(" ").replace(/\b(and|or|but|when|the|a|to|of|with|because)$/i, "").trim();

  s = s.replace(CHILD_NOUN, childName);
  s = s.replace(/\b(he|she)'s\b/gi, `${childName} is`);
  s = s.replace(/\b(he|she)\b/gi, childName);
  s = s.replace(/\b(himself|herself)\b/gi, "themself");
  s = s.replace(/\bhis\b/gi, "their");
  s = s.replace(/\bhim\b/gi, "them");
  s = s.replace(/\bhers\b/gi, "theirs");
  // "her" is "their" before a noun-like word, otherwise "them".
  s = s.replace(/\bher\b(\s+(\w+))?/gi, (_m, rest: string | undefined, next: string | undefined) => {
    const objectFollows = !next || /^(to|and|or|when|if|that|in|on|at|for|with|up|down|off|out|back|away|again|because|so|but|too)$/i.test(next);
    return (objectFollows ? "them" : "their") + (rest ?? "");
  });
  s = s.replace(/\bI'm\b/g, "the grown-ups are").replace(/\bI've\b/g, "the grown-ups have").replace(/\bI was\b/g, "the grown-ups were");
  s = s.replace(/\bI am\b/g, "the grown-ups are").replace(/\bI\b/g, "the grown-ups");
  s = s.replace(/\bme\b/gi, "the grown-ups").replace(/\bmy\b/gi, "the grown-up's").replace(/\bmine\b/gi, "the grown-ups'");
  s = s.replace(/\b(we|us)\b/gi, "the family").replace(/\bour\b/gi, "the family's");
  for (const [pattern, replacement] of LABELS) s = s.replace(pattern, replacement);

  if (STATE_START.test(s)) s = `${childName} is ${s.charAt(0).toLowerCase()}${s.slice(1)}`;
  else if (VERB_START.test(s)) s = `${childName} ${s}`;
  if (!s.startsWith(childName)) s = s.charAt(0).toLowerCase() + s.slice(1);
  return s;
}
