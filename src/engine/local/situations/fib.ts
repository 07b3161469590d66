/**
 * A fib (issue 22): the child says something that isn't true. "Lies about everything", "tells fibs",
 * "said she brushed her teeth when she didn't", "swears she fed the cat when she didn't". Read on the
 * parent's normalized text (lower case). Lying down is not a lie: "lies on the floor and screams" is a
 * tantrum, "lying awake" a bedtime.
 */
const NOT_A_LIE = "(?! (?:down|on|in|there|around|about on|under|flat|awake|still|across|back)\\b)";

/** The parent says the child lies, fibs or doesn't tell the truth. */
export const LIE_WORDS = new RegExp(
  `\\b(?:(?:lies|lying)${NOT_A_LIE}|lied(?! down\\b)|liar|fib(?:s|bing|bed|ber)?|(?:tells?|telling|told) (?:fibs|lies|porkies|stories|tall tales)|(?:isn'?t|not|never) (?:being )?(?:honest|truthful|telling (?:me |us )?the truth)|tell(?:s|ing)? (?:me |us |anyone )?the truth|mak(?:es?|ing) (?:things|stuff) up)\\b`,
);

/** A claim the parent contradicts: "says he did his homework when he didn't", "told me she'd tidied up when she hadn't". */
// ("told her teacher mrs hughes that she fed the class hamster but she didnt": R14, the teacher named, and "but")
export const CLAIM_DENIED =
  /\b(?:says?|said|saying|(?:tells?|telling|told) (?:me|us|(?:his|her|their|my|the) \w+(?: (?:mr|mrs|ms|miss)\.? [a-z]+)?)|claims?|claimed|swears?|swore|insists?|insisted|pretends?|pretended)\.? (?:that )?(?:he|she|they|kid)(?:'d|'s)? [a-z' ]{2,60}? (?:when|but) (?:he|she|they|kid)(?: [a-z]+ly)? (?:(?:did|had|has|was|is|does)(?:n'?t| not)|never)\b/;

/** The parent's message is about the child fibbing. */
export function isFib(normalized: string): boolean {
  return LIE_WORDS.test(normalized) || CLAIM_DENIED.test(normalized);
}

/** A lie about one thing in the parent's words: [to whose, to whom, about what] ("lied to his teacher about finishing his homework"). */
export const LIE_ABOUT =
  /\b(?:lies|lied|lying|fibs|fibbed|fibbing|tells? (?:fibs|lies)|told (?:fibs|lies)|telling (?:fibs|lies)) (?:to (?:(his|her|their|my|the) )?([a-z]+) )?about ((?:[a-z']+ ){0,6}?[a-z']+)(?=[,.;!?]|$| and\b| but\b| when\b| so\b| because\b)/;
