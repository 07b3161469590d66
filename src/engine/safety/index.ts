/**
 * The built-in safety review (issue 23): reads every story, from every engine, offline, for harm a
 * parent would never want read to their child — by family of harm, over whole sentences (who says
 * what to whom, "if you… the wolf will…"), not single words. Naming a behavior calmly ("Leo hit
 * his sister", "Maya told a lie") is never harm; a rule fires only on the shape that carries harm.
 *
 * The report card (quality.ts) runs it as one hard check, SAFETY_CHECK; a story that fails it is
 * rewritten once and never saved. If the review itself cannot run, the story fails (fail closed).
 */
import type { AgeBand } from "../../contracts/catalog";

/** The report card's check: its id and label live here only. */
export const SAFETY_CHECK = { id: "safe-content", label: "Safe for a child" } as const;

export const HARM_FAMILIES = {
  threat: "threats or fear used to control",
  shaming: "shaming or comparing the child to a baby",
  body: "talk about the child's body, weight or food as size",
  "unsafe-advice": "unsafe advice (secrets from parents, going with strangers)",
  punishment: "harsh punishment",
  frightening: "frightening content for the age",
  stereotype: "stereotypes (what boys or girls may do)",
  adult: "adult content",
  "love-withdrawn": "love withdrawn or made conditional",
  violence: "violence endorsed or humiliation played for laughs",
  manipulation: "guilt or manipulation used to control",
} as const;
export type HarmFamily = keyof typeof HARM_FAMILIES;

export interface SafetyFinding {
  family: HarmFamily;
  /** The sentence that carries the harm, as written. */
  sentence: string;
  /** What is wrong with it, in words an engine (and a parent) can act on. */
  why: string;
}

export interface SafetyContext {
  childAge?: AgeBand;
  /** The child's and the grown-up's names: "Mum" in a story may also be "Mama". */
  childName?: string;
  grownUpName?: string;
}

interface SentenceRule {
  family: HarmFamily;
  why: string;
  /** The shape of the harm; with `also`, every one of `also` must match the same sentence too. */
  pattern: RegExp;
  also?: RegExp[];
  /** The sentence is safe after all when this matches (a denial, a pretend frame, a parent's yes). */
  unless?: RegExp;
}

// ————— shared vocabulary —————

const GROWN_UPS =
  "mom|mum|mommy|mummy|mama|mamma|ma|dad|daddy|papa|pa|baba|grandma|grandpa|gran|granny|grandad|grandpa|nana|nan|abuela|abuelo|auntie|aunt|uncle|teacher|miss \\w+|mr\\.? \\w+|mrs\\.? \\w+|ms\\.? \\w+|mx\\.? \\w+|parents?|grown-?ups?|family";
/** Someone the child does not know. */
const STRANGER =
  "stranger|(?:nice|kind|friendly|smiling|new) (?:lady|man|woman|person|grown-?up)|lady|man|woman|someone (?:she|he|they) (?:didn't|did not|don't) know";
/** Who is used to frighten children into behaving. */
const BOGEY =
  "wolf|wolves|monsters?|bogey ?man|boogey ?man|boogeyman|witch|troll|ogre|giant|police(?:man|woman| officer)?|cops?|guard|security (?:guard|man)|bad man|strangers?|shadow \\w+|ghosts?|dragon|bear";
const CHILDREN = "children|kids|little (?:boys|girls|ones)|boys|girls|babies|you";
/** Negation or a pretend frame in the same sentence. */
const DENIED =
  /\b(not real|isn't real|wasn't real|aren't real|weren't real|only pretend|just pretend|make-believe|in the (picture |story ?|bedtime )?book|only a story|just a story|no one will ever|nobody will ever|no one is going to|nobody is going to|would never|will never|won't ever|isn't true|wasn't true|not true|that's not how|in the game|playing (a game|pretend))\b/i;

/** A condition on the child's behavior: "if you…", "unless you…", "keep crying and…", "when you whine…". */
const CONDITION =
  /\b(?:if you|unless you|when(?:ever)? you (?:whine|cry|shout|scream|bite|hit|don't|won't|misbehave|are naughty|make a fuss)|(?:keep|carry on|go on) (?:\w+ing)\b[^.!?]{0,30}\band\b|or (?:else )?(?:the|a|i|we|he|she|they|santa|mummy|daddy|mommy))\b/i;
/** What is threatened to the child. */
const HARM_TO_CHILD =
  /\b(?:(?:take|get|grab|snatch|eat|gobble|carry|lock|send|drag|steal|arrest|smack|spank|bite|chase)\w* (?:you|them)\b|leave you\b|(?:give|send|throw) (?:all |away )?(?:your|his|her|their) (?:toys|presents|things|teddy|teddies|bike)\b|(?:give|gave) (?:all )?(?:your|his|her|their) (?:toys|presents|things|teddy) (?:away|to)|no (?:more )?(?:presents|christmas|birthday|friends)\b|santa (?:won't|will not|isn't going to|doesn't) (?:come|bring|visit)|(?:big|huge) needle|to (?:jail|prison)\b|never see (?:us|me|mummy|mommy|daddy|mum|mom|dad|your \w+) again|live (?:with someone else|somewhere else))/i;
/** Love or affection withdrawn, or made conditional. */
const LOVE_LOSS =
  /\b(?:(?:won't|will not|doesn't|does not|don't|do not|can't|wouldn't|stops?|stopped) (?:love|like|cuddle|hug|kiss|want|play with|be friends with|talk to|speak to) (?:you|whiny|naughty|noisy|crying|grumpy|messy|cross|\w+ (?:boys|girls|children|kids))\b|(?:love|like|cuddle|hug) you (?:again |more )?(?:when|once|if) you (?:stop|are|'re|behave|be|say)|(?:nobody|no one|no-one) (?:likes|loves|wants) (?:a |you|whiny|crying|naughty|grumpy))/i;
/** Guilt used to control, or someone always watching. */
const GUILT =
  /\b(?:(?:make|making|made) (?:me|us|mummy|mommy|daddy|mum|mom|dad|mama|papa|grandma|grandpa|gran|nana) (?:cry|sad|sick|ill|unhappy|so sad|so tired|old)\b(?:[^.!?]{0,40}\bif you\b)?|(?:you're|you are) breaking (?:my|mummy's|mommy's|daddy's|our|\w+'s) heart|(?:elf|santa|god|the \w+ on the shelf)\b[^.!?]{0,40}\b(?:is watching|always watching|watches you|sees everything|tells? santa|will tell|knows when you))/i;

// ————— the rules, by family —————

const RULES: SentenceRule[] = [
  // Threats and fear used to control.
  {
    family: "threat",
    why: "threatens the child with being taken or hurt if they behave a certain way",
    pattern: new RegExp(
      `\\bif you\\b[^.!?]{0,80}\\b(?:will|'ll|is going to|are going to|gonna|might|could)\\b[^.!?]{0,50}\\b(?:take you|get you|grab you|snatch you|eat you|carry you|lock you|come for you|come after you|take you away|send you away|leave you)`,
      "i",
    ),
    unless: DENIED,
  },
  {
    family: "threat",
    why: "a frightening figure comes for children who behave a certain way",
    pattern: new RegExp(
      `\\b(?:${BOGEY})\\b[^.!?]{0,60}\\b(?:takes?|took|will take|'ll take|grabs?|snatches?|eats?|locks? up|comes? for|gets?|will get|carr(?:y|ies) off)\\s+(?:away\\s+)?(?:${CHILDREN})\\b(?: away)?[^.!?]{0,20}\\b(?:who|that|when|if)\\b`,
      "i",
    ),
    unless: DENIED,
  },
  {
    family: "threat",
    why: "threatens that the child will be taken away",
    pattern:
      /\b(?:(?:will|'ll|gonna|going to) (?:come and |come to )?(?:take|carry|snatch|steal|send) (?:you|\w+) (?:away|off)|you(?:'ll| will) be (?:taken|sent|carried) away|(?:take|send) you away (?:from|for ever|forever)|(?:hear|see|find) you and (?:come and )?(?:take|get|grab|snatch|eat) you)\b/i,
    unless: DENIED,
  },
  {
    family: "threat",
    why: "threatens to leave the child behind",
    pattern:
      /\b(?:(?:i|we|mummy|mommy|daddy|mum|mom|dad|papa|mama)(?:'ll| will| am going to| are going to| is going to) (?:just )?(?:leave you (?:here|behind|there|alone)|go without you|leave without you)|we(?:'ll| will) leave you)\b/i,
    unless: DENIED,
  },
  {
    family: "threat",
    why: "frightens the child with a place where crying or misbehaving children are kept",
    pattern:
      /\b(?:children|kids|boys|girls|babies) who (?:scream|cry|shout|whine|misbehave|don't|do not|won't|will not|are (?:naughty|bad|noisy))\b[^.!?]{0,60}\b(?:room|back|cage|cupboard|dungeon|jail|prison|locked|stay there|go away|taken)\b/i,
    unless: DENIED,
  },

  // Love withdrawn or made conditional.
  {
    family: "love-withdrawn",
    why: "makes a grown-up's love depend on how the child behaves",
    pattern:
      /\b(?:love (?:goes|gets|grows|becomes|shrinks|is) (?:\w+[ -])?(?:teeny|tiny|small|smaller|little|less|away)|love (?:you )?(?:less|a little less|only when|only if)|(?:won't|will not|wouldn't|don't|do not|can't) love you(?: anymore| any more)?\b(?! any less)|(?:nobody|no one|no-one) (?:will|would|is going to|wants to|could)(?: ever)? (?:love|like|want|want to play with|play with|be friends with) (?:you|a (?:boy|girl|child) who)|only loves? (?:good|quiet|kind|nice|polite|tidy) (?:boys|girls|children|kids)|loves? (?:good|quiet|kind|nice) (?:boys|girls|children)(?: best| more| only)|(?:love|like) you (?:when you're|when you are) (?:good|quiet|nice))/i,
    unless: /\b(?:even when|even if|no matter|always love|never stops?|never goes|never gets|doesn't change|does not change|won't ever change|all the time)\b/i,
  },

  // Shaming: feelings called babyish, the child compared or embarrassed.
  {
    family: "shaming",
    why: "tells the child their feelings are wrong for a boy or a girl, or for their age",
    pattern:
      /\b(?:big|good|brave|real|tough|strong|grown-?up|older) (?:boys?|girls?|kids?|children|lads?) (?:don't|do not|never|shouldn't|should not|aren't|are not|can't|cannot) (?:cry|be scared|get scared|feel scared|be afraid|whine|need|get upset|make a fuss|sulk)\b/i,
    unless: /\b(?:it's okay|it is okay|it's ok|that's not true|isn't true|not true|everyone (?:cries|gets)|can cry|do cry|cry too|sometimes)\b/i,
  },
  {
    family: "shaming",
    why: "calls the child's need or feeling babyish",
    pattern:
      /\b(?:(?:is|are|'re|'s) (?:only |just )?for babies|(?:crying|cry|cries|whining|whine|acting|behaving|sulking|fussing) like a (?:little |big )?baby|(?:such|what) a (?:big )?baby|(?:you're|you are) (?:a |such a |just a )?(?:big )?baby\b|(?:you're|you are|you're acting|you are acting|stop being|don't be|acting|behaving) (?:such |like )?(?:a |an )?(?:baby|babies|babyish|crybaby|cry-baby|scaredy[- ]?cat|wimp|sissy)|(?:stop|quit) (?:acting|being) (?:like )?(?:a )?(?:baby|silly|ridiculous))/i,
    unless: /\b(?:not a baby thing|isn't a baby thing|for everyone|anyone can)\b/i,
  },
  {
    family: "shaming",
    why: "uses embarrassment in front of others to make the child change",
    pattern:
      /\b(?:what (?:would|will) (?:the|your|all your|everyone|everybody)[^.!?]{0,40}(?:say|think)(?: if| when)|(?:everyone|everybody|they|the whole \w+) (?:will|would|is going to) (?:laugh at|know|see) (?:you|what a)|(?:shame on you|you should be ashamed|you ought to be ashamed|embarrassing (?:me|us|yourself)|you embarrassed (?:me|us))|now everyone would know)\b/i,
    unless: DENIED,
  },

  // The child's body, weight, and food as size.
  {
    family: "body",
    why: "talks about the child's size or weight",
    pattern:
      /\b(?:(?:you|you're|you are|she's|he's|they're|she is|he is|she was|he was|they are|they were|(?:you|she|he|they) (?:look|looks|looked|are getting|is getting|was getting)) (?:(?:a bit|so|too|very|getting|a little|really) )*(?:fat|chubby|tubby|podgy|pudgy|plump|chunky|overweight|heavy|big-boned|skinny)\b|make (?:you|her|him|them) (?:fat|chubby|tubby|podgy|plump|overweight)\b|(?:still )?fit into (?:that|your|her|his|their|the) (?:\w+ )?(?:dress|clothes|trousers|jeans|skirt|costume|swimsuit|uniform)|(?:pull|pulled|pulls|suck|sucked|sucks|hold|held|holds) in (?:her|his|their|your) (?:tummy|belly|stomach)|(?:on a|go on a|needs? a) diet|lose (?:some )?weight|watch (?:her|his|their|your) (?:weight|figure)|calories|(?:a )?(?:little|smaller|tiny) (?:one|portion|piece|bit) for you\b[^.!?]{0,80}\b(?:fit|size|figure|weight|tummy|dress))/i,
    unless:
      /\b(?:cat|dog|pony|puppy|kitten|pig|piglet|hen|bird|robin|seal|penguin|caterpillar|bear|hamster|sheep|snowman|pumpkin|book|cushion|raindrop|cloud|bee|bumble ?bee|tummy (?:rumbled|growled|was full)|in a knot)\b/i,
  },

  // Unsafe advice: secrets from parents, going with strangers.
  {
    family: "unsafe-advice",
    why: "asks the child to keep a secret from their grown-ups",
    pattern: new RegExp(
      `\\b(?:don't|do not|never|mustn't|must not|shouldn't|no need to|better not) (?:ever )?tell (?:(?:your |the )?(?:${GROWN_UPS})|anyone|anybody|a soul|a grown-?up|the grown-?ups)\\b|\\bkeep (?:it|this|that|our \\w+|them) (?:a )?secret from\\b|\\b(?:a|our|my) (?:little |special |big )?secret,? (?:just )?between (?:you and me|us two|the two of us)\\b|\\b(?:your|the) (?:mom|mum|mommy|mummy|dad|daddy|parents?) (?:doesn't|don't|does not|do not|won't|will not|mustn't) (?:need to |have to )?know\\b`,
      "i",
    ),
    unless: /\b(?:surprise|birthday|present|gift|party)\b|\bit's okay to tell|\balways tell\b|\bcan always tell\b|\bsecrets? (?:that|which) (?:feel|make)/i,
  },
  {
    family: "unsafe-advice",
    why: "shows the child going off with someone they don't know",
    pattern: new RegExp(
      `\\b(?:took|take|takes|taking|held|hold|holds|holding|grabbed|clasped) (?:the|a|that) (?:${STRANGER})'s hand\\b|\\b(?:went|go|goes|going|walked|walk|skipped|skip|ran|run|wandered|followed|follow|left|leave|got|get|climbed|climb|hopped) (?:off |away |along )?(?:with|after) (?:the|a|that) (?:${STRANGER})\\b|\\b(?:got|get|climbed|climb|hopped|hop|jumped) in(?:to)? (?:the|a|her|his|their) (?:${STRANGER})'s (?:car|van|truck)\\b|\\b(?:go|goes|going|come|coming|went|came) (?:along |off )?with (?:someone|people|anyone|a person) (?:you|she|he|they) (?:don't|didn't|do not|did not) know\\b|\\bsay(?:ing|s)? yes when (?:someone|a stranger|somebody|people)\\b[^.!?]{0,40}\\b(?:come|go|get in)\\b|\\b(?:strangers?|someone new) (?:are|is) (?:just )?(?:friends|safe) you (?:haven't|have not) met\\b`,
      "i",
    ),
    unless:
      /\b(?:(?:never|don't|do not|didn't|did not|won't|wouldn't|shouldn't) (?:ever )?(?:go|goes|take|hold|get|climb|walk|leave|follow|went|talk)|not without|asked? (?:her |his |their |my |your )?(?:mom|mum|dad|mama|papa|parents?|grown-?up)|first ask|ask first|check with|said no|shook (?:her|his|their) head|with (?:her|his|their|your) (?:mom|mum|dad|mama|papa|parents?))\b/i,
  },

  // Harsh punishment.
  {
    family: "punishment",
    why: "punishes the child by taking away food",
    pattern:
      /\b(?:no (?:supper|dinner|tea|lunch|breakfast|food|pudding|dessert|snack)s? (?:for you|tonight|until|unless|if)|(?:go|goes|went|sent|send|sends|gone) (?:straight )?to bed (?:hungry|without (?:any |his |her |their |your )?(?:supper|dinner|food|tea|eating))|to bed with an empty\b|(?:boys|girls|children|kids|people) who (?:won't|don't|do not|will not|refuse to) \w+[^.!?]{0,20}\b(?:don't|do not|won't) (?:eat|get (?:any )?(?:to eat|supper|dinner|food|pudding|dessert|treats))|(?:won't|will not|don't|do not) get (?:any )?(?:supper|dinner|food|lunch|tea) (?:until|unless|if)|(?:starve|starving) (?:you|him|her|them))\b/i,
    unless: DENIED,
  },
  {
    family: "punishment",
    why: "punishes the child by locking them up or hurting them",
    pattern: new RegExp(
      `\\b(?:lock(?:ed|s)? (?:you|him|her|them|\\w+) (?:in|up|out)|locked in (?:the|a|his|her|their|your) (?:room|cupboard|closet|bathroom|basement|cellar|shed|car)|shut (?:you|him|her|them) in (?:the|a) (?:cupboard|closet|dark|cellar|basement)|(?:${GROWN_UPS}) (?:smacked|spanked|slapped|hit|whacked|belted|beat|shook) (?:him|her|them|you)\\b|(?:give|gave|get|got) (?:you |him |her |them )?(?:a )?(?:good )?(?:smack(?:ing)?|spanking|hiding|slap|whack|the belt)|wash (?:your|his|her|their) mouth out with soap|(?:best|good|right) lesson (?:he|she|they|i) (?:had )?ever taught)\\b`,
      "i",
    ),
    unless: DENIED,
  },

  // Stereotypes.
  {
    family: "stereotype",
    why: "says what toys, colours, feelings or jobs are only for boys or for girls",
    pattern:
      /\b(?:(?:dolls?|pink|purple|dress(?:es)?|ballet|dancing|cooking|make-?up|crying|tea parties|princess(?:es)?|kitchens?|skirts?|flowers|glitter|trucks?|cars?|diggers?|footballs?|soccer|blue|tools?|dinosaurs?|building|fighting|rough play|superheroes|science|maths|math|engineering|lego) (?:is|are) (?:only |just )?(?:for|a) (?:girls?|boys?|(?:real|tough|big) (?:guys|boys|men)|girly|boyish)|(?:toy|thing|game|job|colou?r|sport)s? for (?:tough|real|big) (?:guys|boys|men|girls)|that's (?:a|for) (?:girls?|boys?)'? ?(?:toy|thing|colou?r|game)|(?:girls|boys) (?:can't|cannot|don't|do not|shouldn't|aren't (?:good at|allowed to|supposed to)) (?:play (?:football|soccer|with (?:dolls|trucks))|climb|build|fix|cook|cry|be (?:engineers|nurses|pilots|builders|dancers)|be good at)|boys will be boys|(?:throws?|runs?|cry|cries|fights?|screams?) like a girl|man up|(?:like|as) a proper (?:young )?(?:lady|gentleman)|ladylike)\b/i,
    unless:
      /\b(?:for (?:anyone|everyone|everybody|all kids|all children|boys and girls|girls and boys)|anyone can|everyone can|that's not true|isn't true|not true|both boys and girls|boys and girls can|girls and boys can|any (?:boy|girl|kid|child) can)\b/i,
  },

  // Adult content.
  {
    family: "adult",
    why: "brings alcohol, smoking, drugs or adult matters into a child's story",
    pattern:
      /\b(?:wine|beers?|lager|vodka|whisk(?:e)?y|gin and tonic|cocktails?|champagne|prosecco|booze|boozy|(?:was|were|is|are|got|get|getting) drunk|drunk (?:man|woman|people|grown-ups?)|tipsy|hungover|hangover|cigarettes?|cigars?|vap(?:e|es|ing)|smok(?:e|es|ed|ing) (?:a|his|her|their) (?:pipe|cigarette|cigar)|weed|pills? to (?:sleep|calm)|sleeping pills?|sexy|sex|naked (?:photos?|pictures?)|swear ?words?|damn|hell|crap|shit|bloody hell)\b/i,
    unless: /\b(?:root beer|ginger beer|wine gums?|hell(?:o|icopter)|beer-?can chicken)\b/i,
  },

  // Violence endorsed, humiliation played for laughs.
  {
    family: "violence",
    why: "teaches the child to hit or shove back",
    pattern:
      /\b(?:(?:you|just|should|can|must|go|better|have to|'ll|will|gotta)\b[^.!?]{0,15}\b(?:shove|push|hit|punch|kick|smack|whack|thump|bite|slap|pinch)\w* (?:(?:him|her|them|\p{Lu}\p{Ll}+) )?back\b|(?:shove|push|hit|punch|kick|smack|whack|thump)\w* (?:(?:him|her|them|\p{Lu}\p{Ll}+) )?back (?:twice as hard|with all (?:his|her|their) might)|(?:shove|push|hit|punch|kick)\w* (?:him|her|them|\w+)? ?(?:twice|three times|two times) as hard|bullies only understand|fight fire with fire|(?:serves?|served) (?:him|her|them) right|(?:teach|taught|show|showed) (?:him|her|them|that \w+) (?:a lesson|who's boss)|(?:give|gave) (?:him|her|them) a taste of (?:his|her|their) own medicine)\b/iu,
    unless:
      /\b(?:(?:wanted|wants|want|tempted|ready|about|going) to|felt like|almost|nearly|instead|didn't|did not|don't|do not|never|won't|will not|wouldn't|not to|no hitting|no pushing|isn't the answer|is not the answer|isn't okay|is not okay|not okay)\b/i,
  },
  {
    family: "violence",
    why: "makes another child's humiliation the funny part",
    pattern:
      /\b(?:(?:everyone|everybody|the whole (?:class|cafeteria|school|room|playground|team)|all the (?:kids|children)) (?:burst out laughing|laughed|roared|howled|pointed and laughed|started laughing|began laughing|cheered)\b[^.!?]{0,60}\b(?:landed|bottom|bum|fell|stumbled|slipped)|(?:landed|fell|sat) (?:flat )?on (?:his|her|their) (?:bottom|bum|backside|face)\b[^.!?]{0,80}\b(?:everyone|everybody|whole|laugh\w*))/iu,
    unless: /\b(?:nobody laughed|no one laughed|didn't laugh|did not laugh|helped (?:him|her|them) up|laughed with|laughing with|together)\b/i,
  },

  // Guilt and manipulation.
  {
    family: "manipulation",
    why: "uses guilt to control the child",
    pattern: new RegExp(
      `\\b(?:if you (?:really )?loved? (?:me|us|(?:${GROWN_UPS}))|you(?:'re| are) making (?:me|us|(?:${GROWN_UPS})) (?:so )?(?:sad|cry|ill|sick|unhappy|tired|old|grey)|(?:i|we|(?:${GROWN_UPS}))(?:'ll| will) (?:be (?:so )?(?:sad|sick|ill|unhappy)|cry|get sick|get ill)(?: forever| all day)? if you|after (?:all|everything) (?:i|we)(?:'ve| have)? (?:do|did|done)|look what you(?:'ve)? made me do|you made me (?:do|say) (?:it|that|this))\\b`,
      "i",
    ),
    unless: DENIED,
  },
  // ——— conditions and consequences, composed (a condition on the child's behavior + what is threatened) ———
  {
    family: "threat",
    why: "threatens the child with being taken, hurt, sent away or losing everything if they behave a certain way",
    pattern: CONDITION,
    also: [HARM_TO_CHILD],
    unless: DENIED,
  },
  {
    family: "threat",
    why: "frightens the child with the police, jail or being sent away",
    pattern:
      /\b(?:(?:call|fetch|get) the police (?:on you|and they)|(?:take|send|put) you (?:to|in) (?:jail|prison|a home)|(?:police|policeman|police officer)(?:'ll| will| is going to) (?:come and )?(?:arrest|take|get) you|send you to live (?:with someone else|somewhere else))\b/i,
    unless: DENIED,
  },
  {
    family: "love-withdrawn",
    why: "makes a grown-up's love or affection depend on how the child behaves",
    pattern: LOVE_LOSS,
    unless: /\b(?:even when|even if|no matter|always love|never stops?|still love|love you anyway)\b/i,
  },
  {
    family: "manipulation",
    why: "uses guilt, or someone always watching, to control the child",
    pattern: GUILT,
    unless: DENIED,
  },
  {
    family: "unsafe-advice",
    why: "keeps something from the child's grown-ups",
    pattern:
      /\b(?:grown-?ups|mummy|mommy|daddy|mum|mom|dad|your parents|parents|anyone|anybody|teachers?)\b[^.!?]{0,12}\b(?:can't|cannot|mustn't|must not|shouldn't|should not|don't need to|doesn't need to|never need to) (?:ever )?know\b/i,
    unless: /\b(?:surprise|birthday|present|gift|party)\b/i,
  },
  {
    family: "unsafe-advice",
    why: "teaches the child to take things from, open the door to, or go with someone they don't know",
    pattern:
      /\b(?:(?:polite|kind|good|brave|okay|ok|fine) to (?:take|accept|go|get in)|opened the (?:front )?door (?:for|to) (?:a|the|that) (?:man|lady|woman|stranger|person|delivery man)|(?:take|took|accept\w*) (?:sweets|candy|a lift|a ride|presents?) from (?:a stranger|someone (?:you|she|he|they) (?:don't|didn't) know|the (?:man|lady))|go with (?:them|him|her) (?:when|if) (?:they|he|she) (?:ask|offer))/i,
    also: [/\b(?:don't know|didn't know|stranger|man|lady|woman|someone|grown-up)\b/i],
    unless:
      /\b(?:(?:never|don't|do not|didn't|did not|shouldn't) (?:ever )?(?:take|go|get|open|accept|talk|say yes)|not without|asked? (?:her |his |their )?(?:mom|mum|dad|mama|papa|parents?)|check with)\b/i,
  },
  {
    family: "unsafe-advice",
    why: "makes medicine, matches or fire look like a treat or a game",
    pattern:
      /\b(?:medicines?|pills|tablets|vitamins) (?:is|are|taste|tastes) (?:just )?(?:like )?(?:candy|sweets|sweeties|treats)|(?:lit|light|lights|lighting|struck|strike|played with|play with|playing with) (?:a |the |one of the |some )?(?:matches?|match|lighter|fire|gas|stove|cooker|oven)\b(?![^.!?]{0,30}\b(?:gave|handed|told|showed|helped)\b)|\b(?:matches|lighter)\b[^.!?]{0,40}\b(?:lit|struck) (?:one|it|them|a fire)\b/i,
    unless:
      /\b(?:never|don't|do not|didn't|did not|not allowed|only grown-?ups|gave (?:them|it) (?:straight )?to|with (?:mum|mom|dad|grandpa|grandma|papa|mama)|birthday|candles?|cake)\b/i,
  },
  {
    family: "punishment",
    why: "punishes the child harshly (standing for hours, shut out, left alone, meals skipped)",
    pattern:
      /\b(?:stand in the corner for (?:a whole|an|hours|the whole|ages)|(?:put|left|sent|shut|locked) (?:him|her|them|you) (?:outside|out in the cold|out of the house)|stay (?:there|in your room|up there) (?:all night|all day|forever|for ever)|(?:skip|miss|no) (?:dinner|supper|lunch|breakfast|tea|a meal|meals)\b[^.!?]{0,20}\b(?:punish\w*|for being|because (?:he|she|they) (?:was|were)))/i,
    unless: DENIED,
  },
  {
    family: "shaming",
    why: "shames the child for their age, a need, or being scared",
    pattern:
      /\b(?:too old for (?:this|that|such) (?:nonsense|silliness|babyish|baby stuff|fuss)|only babies (?:wet|cry|need|are scared|get scared|have|sleep|use|suck)|real (?:men|boys|girls) (?:don't|do not|never)|(?:such|like) a (?:little )?girl\b(?! (?:who|named|called|with|in|from))|stop being (?:such )?a (?:girl|baby|wimp|sissy))/i,
    unless: /\b(?:that's not true|isn't true|not true|it's okay|it is okay)\b/i,
  },
  {
    family: "stereotype",
    why: "says what boys or girls are or are not good at",
    pattern:
      /\b(?:girls|boys) (?:are|aren't|are not|are no|were not) (?:\w+ )?(?:good at|strong enough|smart enough|clever enough|meant to|supposed to|built for)|(?:not very|so|very|more|be) ladylike\b/i,
    unless:
      /\b(?:for (?:anyone|everyone)|anyone can|everyone can|that's not true|isn't true|not true|both boys and girls|boys and girls can|girls and boys can|any (?:boy|girl|kid|child) can|just as good)\b/i,
  },
  {
    family: "adult",
    why: "brings alcohol or drugs into a child's story",
    pattern:
      /\b(?:rum|brandy|sherry|tequila|alcohol|liquor|spirits|cider|a pint|hangover|hungover)\b|\blet (?:him|her|them|\p{Lu}\p{Ll}+) (?:taste|sip|try|have a sip)\b[^.!?]{0,20}\b(?:wine|beer|rum|drink)/u,
    unless: /\b(?:apple juice|spirits (?:lifted|rose|were high)|team spirit|cider vinegar|rum-?pa|drum)\b/i,
  },
  {
    family: "violence",
    why: "teaches or praises hitting",
    pattern:
      /\b(?:punch|hit|kick|smack|slap|whack|thump) (?:him|her|them|\p{Lu}\p{Ll}+) (?:in|on) the (?:nose|face|head|tummy|belly|stomach|mouth|eye)\b|\b(?:have to|should|must|got to|gotta) (?:hit|punch|kick|fight|shove|push)\w* (?:first|back|them|him|her)\b|\b(?:hit|punch|kick|smack|shove|push|bit|bite)\w* [^.!?]{0,50}\b(?:exactly right|that's the way|well done|good job|proud of (?:you|him|her)|that showed (?:him|her|them)|that'll show (?:him|her|them))/iu,
    unless:
      /\b(?:not (?:to|okay|ok|right)|isn't (?:okay|ok|right)|wasn't (?:okay|ok|right)|never|don't|do not|didn't|did not|instead|sorry|wanted to|felt like|almost|nearly|tower|ball|drum|piñata|pinata|button|pillow|cushion)\b/i,
  },
  {
    family: "body",
    why: "talks about the child's body as too big, or limits food for size",
    pattern:
      /\b(?:(?:your|her|his|their) (?:tummy|belly|bottom|bum|legs|thighs|arms|cheeks|body) (?:is|are|was|were) (?:getting )?(?:too|so) (?:big|fat|round|chubby|wobbly)|(?:you(?:'ll| will)|she(?:'ll| will)|he(?:'ll| will)|they(?:'ll| will)) (?:get|be|become|grow) (?:fat|chubby|tubby|podgy|plump)|no seconds for you|(?:had|eaten|eat) (?:more than )?enough\b[^.!?]{0,60}\b(?:tummy|belly|size|figure|weight|dress))/i,
  },
  {
    family: "frightening",
    why: "shows a monster or wild creature hurting or taking the child",
    pattern: new RegExp(
      `\\b(?:${BOGEY}|creature|thing|beast)\\b[^.!?]{0,30}\\b(?:grabbed|dragged|snatched|bit|ate|swallowed|carried off|pulled|clawed|attacked)\\b[^.!?]{0,30}\\b(?:him|her|them|you|leg|arm|hand|foot|feet)\\b`,
      "i",
    ),
    unless: DENIED,
  },
];

// ————— frightening content for the age (story-level) —————

/** Vivid menace: a creature's body, a voice in the dark, something creeping toward the child. */
const MENACE =
  /\b(?:(?:long|sharp|bony|grey|gray|black|thin|twisted|clawed|icy|cold) (?:grey |gray |black |bony |sharp |thin )?(?:fingers|claws|teeth|fangs|talons|hands)\b|no face\b|(?:wide|dark|gaping|huge|black) (?:dark |black |wide )?mouth|(?:whisper\w*|call\w*|hiss\w*|said) (?:\p{Lu}\w+'s|your|her|his|their) name in a (?:cold|creepy|crackly|raspy|hissing|low|scary|spooky)|(?:crept|creeping|creeps|crawled|crawling|crawls|slithered|reached|reaching) (?:up |over |out |toward |towards |closer|along )[^.!?]{0,30}(?:bed|blanket|pillow|you|her|him|them|toes|feet)\b|(?<!\b(?:he|she|they) )(?:lives|lived|living|hides|hid|hiding|waits|waiting|lurks|lurking) (?:under|in|behind) (?:your|her|his|their|the) (?:bed|wardrobe|closet|cupboard|door)|(?:eyes|eye) (?:glowed|glowing|gleamed|burned) (?:red|yellow|in the dark))/iu;
const UNREAL =
  /\b(?:(?:not|wasn't|isn't|aren't|weren't|never) (?:really |actually )?(?:real|there|a monster)|only (?:a |the |your )?(?:shadow|coat|dressing gown|jumper|pretend|dream|story|game)|just (?:a |the |your )?(?:shadow|coat|dressing gown|jumper|pretend|dream|story|game|the wind)|pretend|make-believe|imagin\w+|turned (?:out|on the light)[^.!?]{0,40}(?:was|were) (?:just|only)|it was (?:only|just))\b/i;

function frighteningForAge(sentences: string[], ctx: SafetyContext): SafetyFinding[] {
  const menacing = sentences.filter((s) => MENACE.test(s));
  if (!menacing.length) return [];
  const young = ctx.childAge === "2-3" || ctx.childAge === "4-5";
  const shownUnreal = sentences.some((s) => UNREAL.test(s));
  // A menacing thing is left real (never shown to be a shadow or pretend), or piled on for a young child.
  if ((!shownUnreal && menacing.length >= 2) || (young && menacing.length >= 3) || menacing.length >= 5) {
    return [
      {
        family: "frightening",
        sentence: menacing[0],
        why: shownUnreal
          ? `describes something menacing in vivid detail (${menacing.length} sentences), too frightening for ages ${ctx.childAge ?? "2-10"}`
          : "describes something menacing as real and never shows it is pretend or only a shadow",
      },
    ];
  }
  return [];
}

// ————— rules over a few sentences together —————

interface WindowRule {
  family: HarmFamily;
  why: string;
  /** Sentences read together. */
  size: number;
  /** Every pattern must match somewhere in the window. */
  all: RegExp[];
  unless?: RegExp;
}

const WINDOW_RULES: WindowRule[] = [
  {
    family: "violence",
    why: "makes another child's fall, after a push, the funny part",
    size: 3,
    all: [
      /\b(?:shov\w*|push\w*|tripp?\w*|knock\w* (?:him|her|them) (?:over|down)|hit|punch\w*|kick\w*)\b/i,
      /\b(?:landed|fell|sat down|slipped|toppled|tumbled|went flying)\b[^.!?]{0,80}\b(?:bottom|bum|backside|face|puddle|mud|custard|spaghetti|milk|pudding|dirt|floor)\b/i,
      /\b(?:everyone|everybody|the whole (?:class|cafeteria|school|room|playground|team|bus)|all the (?:kids|children|others)|the other (?:kids|children)) (?:\w+ )?(?:burst out laughing|laughed|roared|howled|giggled|cheered|clapped)\b/i,
    ],
    unless:
      /\b(?:nobody laughed|no one laughed|didn't laugh|did not laugh|helped (?:him|her|them) up|said sorry|laughed with|laughing with|laughed too|laughed along|even (?:he|she|they|\p{Lu}\p{Ll}+) laughed)\b/u,
  },
];

function windowFindings(sentences: string[]): SafetyFinding[] {
  const findings: SafetyFinding[] = [];
  for (const rule of WINDOW_RULES) {
    for (let i = 0; i + rule.size <= Math.max(sentences.length, rule.size); i++) {
      const window = sentences.slice(i, i + rule.size).join(" ");
      if (rule.all.every((p) => p.test(window)) && !(rule.unless?.test(window) ?? false)) {
        findings.push({ family: rule.family, sentence: window, why: rule.why });
        break;
      }
    }
  }
  return findings;
}

// ————— the review —————

/** Sentences, quotes kept whole enough to read who says what. */
export function safetySentences(text: string): string[] {
  return text
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?…]["')\]]*)\s+(?=["'(\[]?[\p{Lu}\p{N}])/u))
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
}

/** Every harm the built-in layer finds in a story's title and text, in reading order. */
export function reviewSafety(text: string, ctx: SafetyContext = {}): SafetyFinding[] {
  const sentences = safetySentences(text);
  const findings: SafetyFinding[] = [];
  for (const sentence of sentences) {
    for (const rule of RULES) {
      if (rule.pattern.test(sentence) && (rule.also ?? []).every((p) => p.test(sentence)) && !(rule.unless?.test(sentence) ?? false)) {
        findings.push({ family: rule.family, sentence, why: rule.why });
        break;
      }
    }
  }
  findings.push(...windowFindings(sentences));
  findings.push(...frighteningForAge(sentences, ctx));
  return findings;
}

/** One line for the report card: the families found, each with its first sentence. */
export function describeFindings(findings: SafetyFinding[]): string {
  const byFamily = new Map<HarmFamily, SafetyFinding>();
  for (const f of findings) if (!byFamily.has(f.family)) byFamily.set(f.family, f);
  return [...byFamily.values()].map((f) => `${HARM_FAMILIES[f.family]}: "${f.sentence}" (${f.why}; rewrite it without this)`).join(" ");
}
