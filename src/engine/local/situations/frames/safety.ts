import { type Danger, readDanger } from "../danger";
import { band, type Frame, type FrameEpisode, type FrameStrategy } from "./types";

/**
 * A danger situation (danger.ts): a safety story in the place the parent named, whose plan is the
 * rule a grown-up would teach (walk at the pool and wait for the grown-up's "Ready!"; "Hot! Hands
 * back"; the buckle stays clicked) and whose success shows that safe behavior. Nothing in it rewards
 * the danger, and the child is excited, not scared: the grown-up's worry is what the child sees.
 */

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
type Four = [string, string, string, string];
/** A safety story keeps its own feeling (excited, and the grown-up's worry), stumble and echo: the shared ones are sad or scared, or leave the place. */
const OWN: FrameEpisode["ownOnly"] = ["feeling", "stumble", "echo"];
const scene = (t: Four, day?: number) => ({ text: band(...t), ...(day ? { day } : {}) });

/** The pool: walk, wait at the edge for the grown-up in the water and "Ready!", stop at the whistle (when the parent named the lifeguard). */
function poolEpisode(lifeguard: boolean, deepEnd: boolean): FrameEpisode {
  const deep = deepEnd ? "the deep end" : "the deep water";
  const L = (s: string) => (lifeguard ? s : "");
  const strategy: FrameStrategy = {
    name: "Walk and Wait for Ready",
    steps: [
      "Walking feet at the pool: the edge is slippery, so never run",
      "Wait at the edge until {G} is in the water and says “Ready!”",
      lifeguard ? "When the lifeguard's whistle blows, stop and look" : "Stay where {G} can reach you in the water, always",
    ],
    why: "A child who can't swim yet is only safe in the water with a grown-up within arm's reach. Walking, waiting for the grown-up's “Ready!” and stopping at the whistle are the pool's own rules, made into a game the child can win.",
    refrain: "Walking feet, then wait for {G}'s “Ready!”",
    toddlerSteps: ["Walking feet", "Wait for {G}: “Ready!”"],
    smallFirstStep: "Walking feet, all the way to the edge",
  };
  return {
    id: `pool${lifeguard ? "-lifeguard" : ""}${deepEnd ? "-deep" : ""}`,
    moment: "swim time at the pool",
    talkAbout: "Why does {G} need to be in the water before {name} gets in?",
    strategy,
    ownOnly: OWN,
    scenes: {
      opening: scene([
        `{C} and {G} went to the pool. {placeLine} Blue water! Big kids went splash in ${deep}! {C} could not swim yet.${L(" A lifeguard sat up high, with a whistle.")}`,
        `One {timeWord}, {C} {was} {atP} with {G}. {placeLine} The water sparkled, and the big kids were splashing in ${deep}. {C} couldn't swim yet, but {C} wanted to be in there right now.${L(" Up on a tall chair sat the lifeguard, with a whistle ready.")}`,
        `One {timeWord}, {C} {was} {atP} with {G}. {placeLine} Everyone else seemed to be in the water already, and ${deep} looked like the best part of the pool. {C} couldn't swim yet. That didn't seem like a good enough reason to wait.${L(" The lifeguard watched from a tall chair, whistle ready.")}`,
        `One {timeWord}, {C} {was} {atP} with {G}. {placeLine} {C} could not swim yet, a fact {C} considered a small detail. ${cap(deep)} was where everything interesting was happening, and waiting for {G} felt like a waste of a perfectly good {timeWord}.${L(" From a tall chair, the lifeguard watched it all, whistle at the ready.")}`,
      ]),
      problem: scene([
        `{C} ran along the edge of the pool. Run, run! "Walk!" called {G}.${L(" The lifeguard blew the whistle. Tweet!")} But {C} laughed. Then splash! In went {C}, into ${deep}, with no {G} there. {G} jumped in fast and held {Cobj} up.`,
        `Off {C} ran, along the edge of the pool, slap, slap on the wet tiles. "{name}, walk!" called {G}.${L(" The lifeguard blew the whistle. Tweet!")} {C} just laughed and leapt, right into ${deep}, before {G} was anywhere near. {G} was in the water in a flash and lifted {Cobj} up. {C} coughed and blinked. The water was much too deep for {Cobj}.`,
        `{C} ran along the edge of the pool, feet slapping on the wet tiles. "{name}, walk, please!" called {G}.${L(" The lifeguard's whistle went, sharp and loud.")} {C} laughed and kept going, then leapt straight into ${deep}. Nobody had said "Ready." {G} was in the water at once and lifted {Cobj} up. {C} coughed and spluttered. The water was over {C's} head.`,
        `{C} set off along the edge of the pool at a speed wet tiles are not designed for. "{name}! Walk!" called {G}.${L(" The lifeguard's whistle shrieked.")} {C} laughed, as if that were applause, and leapt into ${deep}. Nobody had said "Ready." The water closed over {C's} head. {G} was in the pool in about one second and hauled {Cobj} up, and {C} came up spluttering. Nobody was laughing now.`,
      ]),
      feeling: scene([
        `{C} felt {feeling}. Running was fun! Splashing was fun! Now {C's} legs felt wobbly. {G} held {Cobj} very close. {G} looked worried. "${cap(deep)} is too deep for you," said {G}. "You can't swim yet. I get in first."`,
        `{C} had felt {feeling}, fizzy and fast, and running and jumping had seemed like a great game. Now {C's} legs felt wobbly, and {G} wasn't playing. {G} held {Cobj} close at the edge of the pool. "${cap(deep)} is deeper than you are tall," {G} said quietly. "You can't swim yet. I need to be in the water, right next to you."`,
        `{C} had felt {feeling}, the kind of fizzy that makes your legs go before your brain does.${L(" Even the whistle had seemed funny.")} Now {C} felt wobbly and cold, and {G} didn't think it was funny. "You can't swim yet," {G} said, sitting with {Cobj} at the edge of the pool, "and ${deep} is over your head. That's why the pool has rules."`,
        `{C} had felt {feeling}, and excitement, it turns out, is terrible at safety.${L(" The whistle had seemed like a joke.")} Now, dripping and wobbly at the edge of the pool, {C} saw {G's} face and understood it hadn't been one. "You can't swim yet," said {G}. "${cap(deep)} is over your head. I need to be in the water, within reach, every time."`,
      ]),
      stumble: scene([
        `Next time at the pool, {C} did walking feet. Good! Then {C} got to the edge. Wiggle, wiggle! Ready to go! "Wait," said {G}. "I get in first." {C} waited.`,
        `The next time at the pool, {C} remembered walking feet, slow and careful, all the way to the edge. But then {C's} toes curled over the edge, ready to go. "Wait!" said {G}, and {C} stepped back. "Walking feet were perfect," said {G}. "Now the waiting part."`,
        `The next time, {C} walked the whole length of the pool. Then, at the edge, {C's} knees bent all by themselves, ready to go. "Hold it," said {G}, a hand on {C's} shoulder. "Great walking. You forgot the wait." {C} groaned. "Waiting is the hardest part."`,
        `At the next visit, {C} walked beautifully, possibly the slowest walk in the history of the pool. Then, at the edge, {C's} legs remembered the fun part and forgot the rest. {G's} hand landed on {C's} shoulder just in time. "Excellent walking," said {G}. "Zero waiting." "Waiting is the boring bit," said {C}. "Waiting is the important bit," said {G}.`,
      ]),
      success: scene([
        `This time, {C} walked. Slow feet! {C} sat at the edge of the pool and waited. {G} got into the water. "Ready!" said {G}. Then {C} came, right into {G's} arms, far from ${deep}.${L(" Tweet! The whistle! {C} stopped and looked.")}`,
        `This time, {C} walked all the way, slow and proud. {C} sat down at the edge of the pool, feet dangling, and waited. {G} climbed into the water and held out both arms. "Ready!" said {G}. Only then did {C} come in, right into {G's} arms.${L(" When the lifeguard's whistle blew, {C} stopped still and looked up, just like the rule said.")} "I waited!" said {C}.`,
        `This time, {C} walked, every step, even when big kids hurried past. At the edge of the pool {C} sat down and waited, toes in the water, until {G} was in and said, "Ready." Then {C} went carefully down into {G's} arms, and {G} kept {Cobj} within reach the whole time, far from ${deep}.${L(" Once, the whistle blew. {C} stopped at once and looked at the lifeguard.")}`,
        `This time {C} walked with enormous dignity, like someone whose knees had never once bent for a jump. At the edge of the pool {C} sat, and waited, and waited, until {G} was standing in the water and said, "Ready." Then {C} came down into {G's} arms and stayed within reach, far from ${deep}.${L(" When the whistle blew, {C} stopped and looked up at the lifeguard before anyone else did. The lifeguard gave a thumbs-up.")}`,
      ]),
      echo: scene(
        [
          `Next time at the pool, {C} walked. {C} sat at the edge. "Ready?" asked {C}. "Ready!" said {G}, in the water. Hooray!`,
          `The next time they went to the pool, {C} told {G} the rules before they had even changed: "Walking feet. Wait at the edge until you say ready."${L(' "And stop when the whistle blows," {C} added.')} {G} laughed. "You're the rule boss now." Swimming lessons were starting soon, too.`,
          `At the pool the next week, {C} walked in, sat at the edge and waited for {G's} "Ready" without being asked.${L(" The lifeguard noticed, and nodded.")} Swimming lessons started on Saturday. Until then, the rule was simple: in the water, {G} within reach. Always.`,
          `By the next visit to the pool, {C} had appointed {themself} unofficial deputy of pool safety, and reminded a small boy to walk with a seriousness that made {G} hide a smile.${L(" The lifeguard seemed to approve.")} Swimming lessons started on Saturday. Until then, {C} knew the deal: {G} in the water, within reach, every time.`,
        ],
        1,
      ),
    },
  };
}

/** The waves or a pond: stay where the grown-up can reach, hold hands at the water, stop when called. */
function openWaterEpisode(spot: string, beach: boolean): FrameEpisode {
  const S = cap(spot);
  const were = spot === "the waves" ? "were" : "was";
  const edge = beach ? "where the waves ran up the sand" : `at the edge of ${spot}`;
  return {
    id: beach ? "beach" : `water-${spot.replace(/^the /, "")}`,
    moment: `time by ${spot}`,
    talkAbout: `Why does {name} hold {G's} hand by ${spot}?`,
    ownOnly: OWN,
    strategy: {
      name: "Hand in Hand by the Water",
      steps: [
        `Stay where {G} can reach you by ${spot}`,
        `Hold hands with {G} before you go closer to the water`,
        "Stop and come back when {G} calls your name",
      ],
      why: "Young children can be knocked over or slip into water in seconds, and quietly. A grown-up within arm's reach and a hand held at the water's edge are the rule; a stop-and-come-back game makes listening near water something the child can do.",
      refrain: `By ${spot}, hand in hand, {G} can reach me!`,
      toddlerSteps: ["Stay by {G}", "Hold hands at the water"],
      smallFirstStep: "Hold {G's} hand near the water",
    },
    scenes: {
      opening: scene([
        `{C} and {G} went ${beach ? "to the beach" : `to ${spot}`}. {placeLine} Look! ${S}! {C} wanted to go close. Right now!`,
        `One {timeWord}, {C} {was} {atP} with {G}. {placeLine} ${S} ${were} sparkling in the sun, and {C} wanted to be right there, right now, without waiting one more second.`,
        `One {timeWord}, {C} {was} {atP} with {G}. {placeLine} ${S} ${were} the most exciting thing for miles, and {G}, busy with the bag, was being far too slow about it.`,
        `One {timeWord}, {C} {was} {atP} with {G}. {placeLine} ${S} ${were} right there, and {G} was fussing with a bag and a bottle of sunscreen as if there were all the time in the world. {C} disagreed.`,
      ]),
      problem: scene([
        `Off ran {C}, to ${spot}. Run, run! "Stop!" called {G}. But {C} did not stop. ${beach ? "A big wave came. Whoosh! Down went {C}!" : "{C} leaned over the water. Wobble!"} {G} ran fast and held {Cobj} tight.`,
        `Off ran {C}, straight to ${spot}, without {G}. "{name}, stop!" called {G}. But {C} didn't stop. ${beach ? "Then a big wave came rushing in and knocked {Cobj} right over." : "{C} leaned right out over the water, wobbling."} {G} got there in a flash and scooped {Cobj} up.`,
        `{C} ran, straight to ${spot}, with {G's} voice behind, "{name}! Stop!" {C} heard it and kept going. ${beach ? "Then a wave, bigger than it had looked, knocked {Cobj} off {their} feet." : "At the edge, {C} leaned out over the water, and one foot slipped in the mud."} {G} was there in a second, holding on tight.`,
        `{C} ran for ${spot}, ignoring {G's} call to stop, on the grounds that it was probably about sunscreen. ${beach ? "The sea had other ideas. A wave much bigger than it had looked knocked {Cobj} flat." : "At the edge, the mud had other ideas, and one of {C's} feet slid toward the water."} {G} arrived about one second later and didn't let go.`,
      ]),
      feeling: scene([
        `{C} felt {feeling}. Running was fun! Now {C} felt wobbly. {G} looked worried. "Water is strong," said {G}. "Stay where I can reach you."`,
        `{C} had felt {feeling}, bursting to go, and running had felt like a game. Now {C} felt wet and wobbly, and {G} wasn't playing. "Water can pull you and knock you down," {G} said, holding {Cobj} close. "By ${spot}, I need to be able to reach you."`,
        `{C} had felt {feeling}, so full of go that stopping had seemed impossible. Now {C} felt wobbly, and {G's} hands were shaking a little. "Water is stronger than it looks," said {G}. "Near ${spot}, you stay where I can reach you. Every time."`,
        `{C} had felt {feeling}, and it had seemed like a fine reason to run. {G's} face said otherwise, and now {C} felt wobbly. "Water is stronger than it looks, and faster," said {G}. "By ${spot}, I need to be within reach of you. That's not a maybe."`,
      ]),
      stumble: scene([
        `Later, {C} stayed by {G}. Good! Then ${spot}! {C} ran a step. "Hand first," said {G}. {C} came back and held on.`,
        `Later, {C} remembered to stay close to {G}, for a while. Then ${spot} looked so good that {C's} feet just set off. "Hand first!" called {G}, and {C} stopped and came back. "Oops. I forgot the hand part."`,
        `Later, {C} stayed close, right up until ${spot} looked too good to resist. {C's} feet set off. "{name}!" called {G}. {C} stopped, turned and came back. "Good stop," said {G}. "Now the hand part."`,
        `Later, {C} managed to stay within reach for an impressive four minutes. Then ${spot} did something sparkly and {C's} feet set off without consulting anyone. "{name}!" {C} stopped, sighed and came back. "Great stop," said {G}. "Try the hand next."`,
      ]),
      success: scene([
        `Then {C} wanted to go to ${spot}. {C} stopped. {C} held out a hand. "{G}, come!" Hand in hand, they went to the water, ${edge}. {refrain}`,
        `Then {C} wanted to go to ${spot} again. This time, {C} stopped and held out a hand. "{G}, hand!" So they went together, hand in hand, ${edge}, with {G} right there. When {G} said, "Back now," {C} turned and came.`,
        `This time, when ${spot} called, {C} stopped and held out a hand first. "Coming?" They went together, ${edge}, {G} within reach the whole time. When {G} said it was time to come back, {C} came back, first time.`,
        `This time, when ${spot} beckoned, {C} stopped, turned and held out a hand, like someone hailing a taxi. They went together, ${edge}, {G} within reach, and when {G} said, "Back," {C} came back. First time. {G} checked {C's} forehead for a fever.`,
      ]),
      echo: scene(
        [
          `The next day, by ${spot}, {C} held {G's} hand. "Hand in hand!" said {C}. Splash, splash, together.`,
          `The next day by ${spot}, {C} held out a hand before {G} could even ask. "Hand in hand," {C} said, "so you can reach me." They paddled together, and it was the best time yet.`,
          `The next day by ${spot}, {C} reached for {G's} hand first. They explored together, and {C} noticed something: it was more fun when nobody had to shout.`,
          `The next day by ${spot}, {C} offered {G} a hand with the air of someone doing {G} a favor. {G} took it. They explored together, and nobody had to shout at all, which {C} considered a personal achievement.`,
        ],
        1,
      ),
    },
  };
}

interface HomeDanger {
  id: string;
  moment: string;
  strategy: FrameStrategy;
  talkAbout: string;
  /** [ages 2-3, 4-5, 6-7, 8-10] for each scene. */
  opening: Four;
  problem: Four;
  why: Four;
  stumble: Four;
  success: Four;
  echo: Four;
}

function homeEpisode(d: HomeDanger): FrameEpisode {
  return {
    id: d.id,
    moment: d.moment,
    talkAbout: d.talkAbout,
    strategy: d.strategy,
    ownOnly: OWN,
    scenes: {
      opening: scene(d.opening),
      problem: scene([`${d.problem[0]} {G's} heart went boom, boom, boom.`, d.problem[1], d.problem[2], d.problem[3]]),
      feeling: scene([
        `{C} felt {feeling}. It was a fun game! Then {C} saw {G's} face. {G} looked worried. {C} felt wobbly inside. ${d.why[0]} {G} gave {Cobj} a big hug. "I love you," said {G}. "My job is to keep you safe."`,
        `{C} had felt {feeling}, and it had seemed like a fun game. But {G} wasn't playing, and that made {Cobj} feel wobbly inside. {G} knelt down close. ${d.why[1]} {G} gave {Cobj} a long hug. "Keeping you safe is my job," {G} said. "That's why we have this rule."`,
        `{C} had felt {feeling}, the kind of fizzy that doesn't stop to think. But {G's} face wasn't cross, only worried, and that made {Cobj} feel wobbly. ${d.why[2]} {G} hugged {Cobj} for a long moment. "Keeping you safe is my most important job," {G} said. "Rules like this one are how I do it."`,
        `{C} had felt {feeling}, which at the time had seemed like plenty of reason. {G's} face suggested otherwise: not cross, just worried, which left {C} feeling oddly wobbly. ${d.why[3]} "I'm not angry," {G} added. "I'm the person whose job is to keep you in one piece, and I take it very seriously."`,
      ]),
      stumble: scene([
        `${d.stumble[0]} "Good stopping," said {G}. "Let's try again." {C} nodded.`,
        d.stumble[1],
        d.stumble[2],
        `${d.stumble[3]} Progress, {G} pointed out, is still progress.`,
      ]),
      success: scene([
        `${d.success[0]} {G} clapped. "You did the safe way!" {C} felt so proud.`,
        d.success[1],
        d.success[2],
        `${d.success[3]} {G} didn't say much. The look on {G's} face said plenty, and all of it was good.`,
      ]),
      echo: scene(
        [`${d.echo[0]} {G} smiled a big smile. Safe and happy!`, d.echo[1], d.echo[2], `${d.echo[3]} {G} pretended not to be impressed, and failed.`],
        1,
      ),
    },
  };
}

function highEpisode(spot: string): FrameEpisode {
  return homeEpisode({
    id: "high",
    moment: `climbing on ${spot}`,
    talkAbout: "Where is a safe place for climbing?",
    strategy: {
      name: "Feet on the Floor",
      steps: [`Feet on the floor: climbing is for the climbing frame, not ${spot}`, "Ask {G} to reach things up high: “Can you reach it?”"],
      why: "Falls from furniture and windows are a leading cause of injury in young children. The rule is short, the same every time, and comes with a yes: a place to climb, and a grown-up who reaches.",
      refrain: "Feet on the floor, ask {G} to reach!",
      toddlerSteps: ["Feet on the floor", "Ask {G}: “Reach it, please!”"],
      smallFirstStep: "Feet on the floor by " + spot,
    },
    opening: [
      `{C} {was} {atP}. {placeLine} Up high was ${spot}. Ooh! {C} wanted to go up. Up, up, up!`,
      `One {timeWord}, {C} {was} {atP}, and {G} was busy. {placeLine} {C} looked up at ${spot}. It was high, and high looked like fun.`,
      `One {timeWord}, {C} {was} {atP} while {G} was busy. {placeLine} {C} looked up at ${spot} and had an idea. From up there, {C} would be taller than everyone.`,
      `One {timeWord}, {C} {was} {atP} while {G} was busy. {placeLine} {C} studied ${spot} the way a mountaineer studies a mountain. It was high. That was the whole point.`,
    ],
    problem: [
      `{C} climbed up onto ${spot}. Up high! {C} laughed. Wobble! "Stop!" said {G}. {G} came fast and lifted {Cobj} down.`,
      `{C} climbed up onto ${spot}, higher and higher. {C} laughed and wobbled. "{name}, stop!" called {G}, and came running, and lifted {Cobj} down.`,
      `Up went {C}, onto ${spot}, and stood there, laughing and wobbling. "{name}! Don't move!" {G} crossed the room in three steps and lifted {Cobj} down.`,
      `Up went {C}, onto ${spot}, and stood there, triumphant and slightly wobbly. "{name}. Don't. Move." {G} crossed the room faster than {C} had known {G} could and lifted {Cobj} down.`,
    ],
    why: [
      `"That is too high," said {G}. "You could fall and get hurt."`,
      `"${cap(spot)} is not for climbing," {G} said. "If you fall from up there, you could get badly hurt."`,
      `"${cap(spot)} isn't made for climbing," said {G}. "It can tip, or you can fall, and falls from up high really hurt."`,
      `"${cap(spot)} isn't built for climbing," said {G}. "It tips, and you fall, and falls from that high break things. Mostly people."`,
    ],
    stumble: [
      `Later, {C} wanted up again. One foot went up! Oops. "Feet on the floor," said {G}. Down came the foot.`,
      `Later, {C} looked at ${spot} again, and one foot went up before {C} remembered. "Feet on the floor!" said {G}. Down came the foot. "Oops. I forgot to ask."`,
      `Later, one of {C's} feet was halfway up ${spot} before the rest of {C} remembered the rule. "Feet," said {G}. Down came the foot. "I forgot the asking part."`,
      `Later, {C's} left foot was halfway up ${spot} before {C's} brain filed an objection. "Feet," said {G}, without looking up. Down it came. "I was only checking it was still there," said {C}.`,
    ],
    success: [
      `Then {C} wanted something up high. Feet on the floor! "{G}, reach it, please!" {G} reached. Got it! {refrain}`,
      `Then {C} wanted something from up high. {C} kept both feet on the floor and called, "{G}, can you reach it?" {G} reached it down. "Thank you for asking," said {G}. Then they went to the park, where climbing was allowed.`,
      `Then {C} wanted something from up high. Both feet stayed on the floor. "{G}, can you reach it?" {G} could, easily. Later they went to the park, and {C} climbed the climbing frame, right to the top, where climbing belongs.`,
      `Then {C} wanted something from up high and, with both feet firmly on the floor, said, "{G}, can you reach it?" {G} reached it down. Later, at the park, {C} climbed the climbing frame to the very top, which was allowed, and therefore, somehow, even better.`,
    ],
    echo: [
      `The next day, {C} saw ${spot}. "Feet on the floor!" said {C}. Then up the climbing frame at the park. Up, up!`,
      `The next day, {C} walked right past ${spot} and said, "Feet on the floor!" Then {C} asked {G} for a trip to the climbing frame, where climbing was for.`,
      `The next day, {C} told {their} teddy the rule: "Feet on the floor by ${spot}. Climbing is for the climbing frame." Teddy agreed.`,
      `The next day, {C} explained the rule to a visiting cousin with the patience of a safety inspector. "Feet on the floor. Climbing is for the climbing frame. Questions?"`,
    ],
  });
}

function hotEpisode(spot: string): FrameEpisode {
  return homeEpisode({
    id: "hot",
    moment: `cooking time near ${spot}`,
    talkAbout: `What do we say near ${spot}?`,
    strategy: {
      name: "Hot! Hands Back",
      steps: [`Say “Hot!” near ${spot} and put your hands behind your back`, "Stand on the safe spot and watch {G}"],
      why: "Burns happen in a second, and toddlers can't tell hot from not. A short phrase with an action (hands behind the back) and a safe spot to stand give the child something to do instead of touching.",
      refrain: "Hot, hot! Hands back! Safe spot!",
      toddlerSteps: ["“Hot!” Hands back", "Stand on the safe spot"],
      smallFirstStep: "Say “Hot!” and put your hands behind your back",
    },
    opening: [
      `{G} was cooking. {placeLine} Yum! ${cap(spot)} was on. {C} wanted to see. {C} wanted to touch.`,
      `One {timeWord}, {G} was cooking {atP}. {placeLine} ${cap(spot)} was on, and something smelled wonderful. {C} wanted to see, and to touch.`,
      `One {timeWord}, {G} was cooking {atP}, and {C} {was} supposed to be drawing. {placeLine} ${cap(spot)} was on, and everything about it looked interesting to {Cobj}: the light, the warmth, the knobs.`,
      `One {timeWord}, {G} was cooking {atP}. {placeLine} ${cap(spot)} was on, humming and glowing, and {C} found it far more interesting than anything {C} {was} supposed to be doing.`,
    ],
    problem: [
      `{C} reached out to ${spot}. Touch! "No! Hot!" said {G}. {G} pulled {C's} hand back fast. {C} laughed.`,
      `{C} reached out and touched ${spot}, even though {G} had said it was hot. "{name}! Hot!" {G} pulled {C's} hand away fast. {C} laughed. It felt like a game.`,
      `{C's} hand went out toward ${spot}. "{name}! Hot!" {G} pulled {C's} hand away, fast. {C} laughed, but {G} didn't.`,
      `{C's} hand went out toward ${spot}, purely for research. "{name}! Hot!" {G} caught it in mid-air. {C} laughed. {G} did not.`,
    ],
    why: [
      `"That is hot," said {G}. "Hot hurts. Ouch!"`,
      `"${cap(spot)} is hot," {G} said. "Hot can burn your skin, and a burn really hurts."`,
      `"${cap(spot)} is hot enough to burn," said {G}. "A burn hurts for days."`,
      `"${cap(spot)} can burn you in one second," said {G}. "And a burn hurts for a lot longer than one second."`,
    ],
    stumble: [
      `Later, {C} said, "Hot!" Good! But a hand went out. Oops! "Hands back," said {G}. Back went the hands.`,
      `Later, {C} remembered to say, "Hot!" But {C's} hand still crept toward ${spot}. "Hands back," said {G}. {C} tucked them behind {their} back. "Oops."`,
      `Later, {C} remembered to say the hot word, and then {C's} hand drifted toward ${spot} anyway. "Hands," said {G}. Back they went. "The saying part is easier," admitted {C}.`,
      `Later, {C} announced the hot word beautifully, then watched {their} own hand drift toward ${spot} as if it belonged to someone else. "Hands," said {G}. "They're new," said {C}, tucking them away.`,
    ],
    success: [
      `This time, {C} saw ${spot}. "Hot!" {C} said. Hands back! {C} stood on the safe spot and watched. {refrain}`,
      `This time, when ${spot} was on, {C} put both hands behind {their} back and said, "Hot!" Then {C} stood on the safe spot and watched {G} stir. "Perfect," said {G}.`,
      `This time, when ${spot} was on, {C} said "Hot!", put both hands behind {their} back and stood on the safe spot, watching {G} cook from there. {G} let {Cobj} choose the plates.`,
      `This time, in a voice like a fire alarm, {C} said, "Hot!" {C} clasped both hands behind {their} back and supervised from the safe spot, like a head chef. {G} was allowed to do the stirring.`,
    ],
    echo: [
      `The next day, {G} cooked again. Sizzle, sizzle! "Hot!" said {C}. Hands back! Safe spot! {C} watched from there. {G} smiled. "Thank you for staying safe."`,
      `The next day, before {G} had even turned ${spot} on, {C} went to the safe spot all by {themself}. "Hot, hands back," {C} said.`,
      `The next day, {C} {was} on the safe spot before ${spot} was even on. "Hot, hands back," {C} told the teddy, very seriously.`,
      `The next day, {C} {was} on the safe spot before ${spot} was even warm, reminding everyone, including the cat, that hands went behind backs.`,
    ],
  });
}

function doorEpisode(): FrameEpisode {
  return homeEpisode({
    id: "door",
    moment: "a busy moment at home",
    talkAbout: "Who opens the front door in our house?",
    strategy: {
      name: "Doors Need a Grown-Up",
      steps: ["The front door is a grown-up job: never open it on your own", "Find {G} and ask to go out, and you go together"],
      why: "A child outside alone can reach a road or a pool in moments. A clear rule (the front door is a grown-up job) plus a yes (ask, and you go together) works best with a lock or a chain high up as the real protection.",
      refrain: "Front door? Find {G}! Out we go together!",
      toddlerSteps: ["Door? Find {G}", "Ask, and go out together"],
      smallFirstStep: "Find {G} before the front door",
    },
    opening: [
      `{C} {was} at home. {placeLine} {G} was busy. {C} looked at the front door. Outside! {C} wanted to go out.`,
      `One {timeWord}, {C} {was} at home and {G} was busy. {placeLine} {C} looked at the front door. Outside there was sunshine, and the whole world.`,
      `One {timeWord}, {C} {was} at home and {G} was busy upstairs. {placeLine} The front door was right there, and outside looked far more exciting than inside.`,
      `One {timeWord}, {C} {was} at home and {G} was busy. {placeLine} {C} regarded the front door. It was, technically, a door like any other. And {C} had recently learned to open it.`,
    ],
    problem: [
      `{C} opened the front door. Out went {C}, all alone! {G} looked. Where was {C}? {G} ran out fast. There was {C}, near the road.`,
      `{C} opened the front door and went outside, all alone. When {G} came back, the door was open and {C} {was} gone. {G} ran out and found {Cobj} at the end of the path, near the road.`,
      `{C} opened the front door and slipped outside, all alone. A minute later, {G} found the door wide open and the hall empty, and ran. {C} {was} at the end of the path, right by the road.`,
      `{C} opened the front door and stepped out to see the world. A minute later {G} found the door open and the hall empty, and ran, calling. {C} {was} at the end of the path, by the road, having a lovely time.`,
    ],
    why: [
      `"You went out alone," said {G}. "Cars go by. I could not find you."`,
      `"You went out on your own," {G} said. "There are cars out there, and I couldn't find you. That was scary for me."`,
      `"Outside on your own, there are cars, and I didn't know where you were," said {G}. "That's why the front door is a grown-up job."`,
      `"Outside there are roads, and I didn't know where you were," said {G}. "For about a minute, that was the longest minute of my life."`,
    ],
    stumble: [
      `Later, {C} went to the front door. A hand went up. Oops! "Find {G}!" {C} said. {C} ran to find {G}.`,
      `Later, {C} had {their} hand on the front door before remembering. "Oops!" {C} went to find {G}. "Can we go out?" "Good remembering," said {G}.`,
      `Later, {C's} hand was on the door handle before the rule caught up. {C} let go, went looking for {G}, and asked. "Nearly," said {G}. "But you stopped. That counts."`,
      `Later, {C's} hand was already on the door handle when the rule arrived, late, like a bus. {C} let go and went to find {G}. "Close call," said {C}. "Good catch," said {G}.`,
    ],
    success: [
      `Then {C} wanted to go out. {C} did not open the door. {C} found {G}. "Out, please?" Out they went, together! {refrain}`,
      `Then {C} wanted to go out. This time {C} didn't touch the front door. {C} found {G} and asked, "Can we go outside?" "Yes," said {G}, and they went out together, hand in hand.`,
      `Then {C} wanted to go out, and walked right past the front door to find {G}. "Can we go outside?" They went together, and {G} let {Cobj} choose where to walk.`,
      `Then {C} wanted to go out, and walked past the front door without so much as a glance, to find {G}. "Shall we go outside?" They went together, and {C} chose the route.`,
    ],
    echo: [
      `The next day, {C} saw the front door. "Find {G}!" said {C}. {G} came and held {C's} hand. Out they went, together. Step, step, step.`,
      `The next day, {C} stood by the front door and called, "{G}! Let's go out together!"`,
      `The next day, {C} taught the teddy: "The front door is a grown-up job. You ask, and you go together."`,
      `The next day, {C} explained to a visiting friend that the front door was a grown-up job, in the tone of someone explaining gravity.`,
    ],
  });
}

function buckleEpisode(): FrameEpisode {
  return homeEpisode({
    id: "buckle",
    moment: "a drive in the car",
    talkAbout: "When is the buckle allowed to come undone?",
    strategy: {
      name: "Click Stays Clicked",
      steps: ["The buckle stays clicked until the car has stopped and {G} says “Out!”", "Say “{G}, help!” if something is wrong, instead of unclicking"],
      why: "A car seat only protects a child who is buckled in. The rule is that the buckle stays clicked until the car stops; giving the child words for what is wrong (“I'm hot”, “it pinches”) removes the reason to unclick.",
      refrain: "Click stays clicked till the car stops!",
      toddlerSteps: ["Click stays clicked", "Say “Help!” if something is wrong"],
      smallFirstStep: "Hands off the buckle until the car stops",
    },
    opening: [
      `{C} and {G} went for a drive. {placeLine} {C} sat in the car seat. Click! Buckled in. Vroom went the car. Trees went by. Houses went by.`,
      `One {timeWord}, {G} and {C} were on a long drive. {placeLine} {C} {was} in the car seat, buckled in, and bored.`,
      `One {timeWord}, {G} and {C} were on a long drive. {placeLine} {C} had counted every red car, and the buckle was right there, waiting to be fiddled with.`,
      `One {timeWord}, {G} and {C} were on a very long drive. {placeLine} {C} had exhausted the scenery and discovered that the buckle made an interesting sound.`,
    ],
    problem: [
      `{C} pressed the buckle. Click! Undone! {C} wiggled out and laughed. {G} stopped the car, fast. "Sit down. Buckle up!"`,
      `{C} pressed the buckle. Click! Undone! {C} wriggled out of the straps and laughed. {G} pulled over as soon as it was safe and turned around. "{name}! Back in your seat."`,
      `{C} pressed the buckle, and it opened. {C} wriggled halfway out of the straps, laughing. {G} pulled over as soon as it was safe, and turned around, pale.`,
      `{C} pressed the buckle. It opened, which was fascinating. {C} {was} halfway out of the straps when {G} saw, in the mirror, pulled over as soon as it was safe, and turned around without a single word. That was the scary part.`,
    ],
    why: [
      `"The buckle keeps you safe," said {G}. "If the car stops fast, it holds you."`,
      `"The buckle keeps you safe," {G} said. "If the car has to stop fast, the straps hold you tight. Without them, you could get badly hurt."`,
      `"If the car stops suddenly, the straps are what hold you," said {G}. "Without them, you'd fly forward and get badly hurt."`,
      `"If the car stops suddenly, the straps are the only thing holding you," said {G}. "Without them, you keep going. Into things."`,
    ],
    stumble: [
      `Later, {C} touched the buckle. Oops! "Click stays clicked," said {G}. {C} let go.`,
      `Later, in the car, {C's} fingers crept to the buckle. "Click stays clicked," said {G}. {C} let go. "Oops. I forgot."`,
      `Later, {C's} fingers found the buckle again, out of habit. "Click stays clicked," said {G}. {C} let go. "My fingers forgot."`,
      `Later, {C's} fingers wandered toward the buckle, as fingers do. "Click," said {G}. "Stays clicked," said {C}, and let go.`,
    ],
    success: [
      `Then the straps felt pinchy. {C} did not unclick. Hands off! "{G}, help!" {C} said. {G} stopped the car when it was safe and fixed it. Click stayed clicked! {refrain}`,
      `Then the straps pinched {C's} shoulder. This time {C} didn't touch the buckle. "{G}, help! It pinches!" {G} pulled over when it was safe and fixed the strap. Click stayed clicked all the way.`,
      `Then a strap began to pinch. This time {C} kept {their} hands off the buckle and said, "{G}, the strap hurts." {G} pulled over when it was safe and fixed it. The buckle stayed clicked until they'd stopped and {G} said, "Out!"`,
      `Then a strap began to pinch, and {C}, hands nowhere near the buckle, reported it like a pilot: "{G}, we have a strap problem." {G} pulled over when it was safe and fixed it. The buckle stayed clicked until the car stopped and {G} said, "Out!"`,
    ],
    echo: [
      `The next day, in the car, click! "Click stays clicked!" said {C}. {C} sat back and sang a car song. {G} smiled in the mirror. All the way there!`,
      `The next day, {C} clicked in and said, "Click stays clicked till the car stops!" {G} smiled in the mirror.`,
      `The next day, {C} reminded {G} to buckle up, too. "Click stays clicked," {C} said. "For everyone."`,
      `The next day, {C} inspected everyone's buckles before the car was allowed to move, including {G's}.`,
    ],
  });
}

function bottlesEpisode(spot: string): FrameEpisode {
  return homeEpisode({
    id: "bottles",
    moment: `finding ${spot}`,
    talkAbout: `What do we do if we find ${spot}?`,
    strategy: {
      name: "Look, Don't Touch, Tell",
      steps: [`Look, don't touch: medicine and cleaning bottles are for grown-ups only`, "Tell {G}: “Look!” and walk away"],
      why: "Medicines and cleaning products are a leading cause of poisoning in young children; they belong locked up and out of reach. The child's part is simple and the same every time: don't touch, tell a grown-up.",
      refrain: "Look, don't touch, tell {G}!",
      toddlerSteps: ["Don't touch", "Tell {G}: “Look!”"],
      smallFirstStep: "Hands off, and tell {G}",
    },
    opening: [
      `{C} {was} playing {atP}. {placeLine} A cupboard was open. Bottles! Pretty bottles! {C} wanted to play.`,
      `One {timeWord}, {C} {was} playing {atP}. {placeLine} The cupboard under the sink was open, and inside were bottles, bright and interesting.`,
      `One {timeWord}, {C} {was} exploring {atP}. {placeLine} The cupboard under the sink was open, and the bottles inside looked like the start of a great game.`,
      `One {timeWord}, {C} {was} {atP}, and the cupboard under the sink was open. {placeLine} Inside was a row of bottles with interesting colors and even more interesting lids.`,
    ],
    problem: [
      `{C} found ${spot}. Shake, shake! Open! {G} came fast. "Stop! Give it to me." {G} took it away.`,
      `{C} took out ${spot} and started to play with it, twisting the lid. {G} came in and gasped. "{name}! Stop! Give that to me." {G} took it away, fast.`,
      `{C} lined up ${spot} and started twisting a lid. {G} came in, saw, and moved faster than {C} had ever seen. "{name}, stop. Give that to me."`,
      `{C} lined up ${spot} and was working on a lid when {G} came in. {G} crossed the room at a speed usually reserved for dropped ice cream and took it away.`,
    ],
    why: [
      `"That is not for kids," said {G}. "It can make you very sick."`,
      `"That is not for children," {G} said. "Even a little bit can make you very, very sick."`,
      `"What's inside can make you really sick, even a tiny bit," said {G}. "That's why it's grown-ups only."`,
      `"Even a tiny amount of what's in there can make you very ill," said {G}. "Which is why it's grown-ups only, and why I'm putting a lock on that cupboard."`,
    ],
    stumble: [
      `Later, {C} saw a bottle. A hand went out. Oops! "Don't touch," said {G}. {C} said, "{G}, look!"`,
      `Later, {C} found another bottle and picked it up before remembering. "Oops!" {C} put it down. "{G}, look!" "Next time, don't even pick it up," said {G}.`,
      `Later, {C} found a bottle and had it in {their} hand before remembering. {C} put it down and called {G}. "Nearly perfect," said {G}. "Next time, don't touch at all."`,
      `Later, {C} found a bottle and was holding it before the rule arrived. {C} put it down very carefully, as if it might explode, and called {G}.`,
    ],
    success: [
      `Then {C} saw ${spot}. {C} did not touch. "{G}, look!" {C} said, and walked away. {refrain}`,
      `Then {C} found ${spot} again. This time, {C} didn't touch it at all. "{G}, look!" {C} called, and walked away to play. {G} put it up high, locked away.`,
      `Then {C} spotted ${spot} again. Hands behind {their} back, {C} called, "{G}, look!" Then {C} walked away. {G} put it up high, in a cupboard with a lock.`,
      `Then {C} spotted ${spot} again, put both hands in {their} pockets, and called, "{G}, look! Grown-up job!" {G} locked it away, up high, and {C} went back to something actually fun.`,
    ],
    echo: [
      `The next day, {C} saw a bottle. "Look, don't touch!" said {C}. Hands behind {their} back. "{G}, look!" {G} came and put it up high. "Thank you for telling me."`,
      `The next day, {C} told the teddy, "Bottles are grown-ups only. Look, don't touch, tell {G}."`,
      `The next day, {C} told the teddy the rule: look, don't touch, tell a grown-up. The teddy looked relieved.`,
      `The next day, {C} made a sign for the locked cupboard: GROWN-UPS ONLY. It was misspelled, but very clear.`,
    ],
  });
}

function bathEpisode(): FrameEpisode {
  return homeEpisode({
    id: "bath",
    moment: "bath time",
    talkAbout: "Why do we sit down in the bath?",
    strategy: {
      name: "Bottom Down in the Bath",
      steps: ["Bottom down in the bath: sit, don't stand", "Wait for {G} to lift you out when bath time is done"],
      why: "A wet bath is slippery, and a fall against the tub or under the water happens fast. Sitting down and waiting to be lifted out are the rules, and the grown-up stays right there for all of bath time.",
      refrain: "Bottom down, splash and play, {G} lifts me out the safe way!",
      toddlerSteps: ["Bottom down in the bath", "Wait for {G}'s arms"],
      smallFirstStep: "Bottom down in the bath",
    },
    opening: [
      `It was bath time. {placeLine} Bubbles! Splash! {C} wiggled in the bath.`,
      `One {timeWord}, it was bath time. {placeLine} The bath was warm and bubbly, with a rubber duck bobbing on top, and {C} {was} full of wiggles. {C} splashed and kicked and sang a very loud song.`,
      `One {timeWord}, it was bath time. {placeLine} The bath was full of bubbles and {C} {was} full of energy, which is not a good mix. The rubber duck was already on its third shipwreck, and {C} {was} only getting started.`,
      `One {timeWord}, it was bath time. {placeLine} The bath was warm, the bubbles were excellent, and {C} had decided that sitting down was for babies. Standing up, {C} reasoned, gave a much better view of the shipwreck {C} {was} staging with the rubber duck and a shampoo bottle.`,
    ],
    problem: [
      `{C} stood up in the bath. Then {C} tried to climb out. Slip! Splash! {G} caught {Cobj} fast.`,
      `{C} stood up in the bath and tried to climb out all alone. {C's} foot slipped on the wet bottom of the bath. {G} caught {Cobj} just in time.`,
      `{C} stood up in the bath and started climbing out by {themself}. A foot slipped, and {C} wobbled. {G} caught {Cobj} just in time.`,
      `{C} stood up in the bath and began to climb out unassisted. The bath, being wet, objected. {C's} foot slid, and {G} caught {Cobj} just in time.`,
    ],
    why: [
      `"The bath is slippy," said {G}. "You could bump your head."`,
      `"The bath is slippery," {G} said. "If you fall, you could bump your head, hard."`,
      `"A wet bath is as slippery as ice," said {G}. "A fall in there can really hurt."`,
      `"A wet bath is basically an ice rink with taps," said {G}. "Falls in there hurt."`,
    ],
    stumble: [
      `Next bath, {C} sat down. Good! Then up went {C}! Oops. "Bottom down," said {G}. Down went {C}.`,
      `At the next bath, {C} sat nicely, until a toy floated away. Up went {C}. "Bottom down!" said {G}. {C} sat. "Oops."`,
      `At the next bath, {C} sat beautifully, until the duck floated out of reach and {C} half stood up. "Bottom," said {G}. Down went {C}.`,
      `At the next bath, {C} sat perfectly until the duck escaped, at which point {C} rose like a periscope. "Bottom," said {G}. Down went {C}.`,
    ],
    success: [
      `This time, {C} sat. Splash, splash! Bath done. {C} waited. {G} lifted {Cobj} out. Wrapped up warm! {refrain}`,
      `This time, {C} kept {their} bottom down the whole bath, splashing and playing and sailing the duck. When bath time was done, {C} stayed sitting and waited, and {G} lifted {Cobj} out into a warm, fluffy towel. "Bottom down, and you waited," said {G}. "Perfect."`,
      `This time, {C} stayed sitting for the whole bath, even when the duck drifted off to the far end. When it was time to get out, {C} waited for {G}, who lifted {Cobj} out into a big towel. No slips, no wobbles, and a very happy duck.`,
      `This time, {C} remained seated for the whole bath, like a tiny judge presiding over the Court of Ducks. When the duck drifted out of reach, {C} asked {G} to fetch it, which was a first. When bath time was over, {C} waited for {G}, who lifted {Cobj} out into a warm towel.`,
    ],
    echo: [
      `The next bath, {C} sat. "Bottom down!" said {C}. Splash, splash, sitting down. {G} smiled. "Safe and splashy!"`,
      `At the next bath, {C} sat down at once. "Bottom down, splash and play," {C} sang.`,
      `At the next bath, {C} sat straight down and reminded the ducks to do the same.`,
      `At the next bath, {C} sat straight down and informed the ducks of the new policy.`,
    ],
  });
}

/** The episode for the danger the parent described (a pool without a lifeguard never has a whistle in it). */
export function safetyEpisode(d: Danger): FrameEpisode {
  switch (d.kind) {
    case "pool":
      return poolEpisode(d.episode.includes("lifeguard"), d.episode.includes("deep"));
    case "open-water":
      return openWaterEpisode(d.spot, d.place === "beach");
    case "bath":
      return bathEpisode();
    case "high":
      return highEpisode(d.spot);
    case "hot":
      return hotEpisode(d.spot);
    case "door":
      return doorEpisode();
    case "buckle":
      return buckleEpisode();
    case "bottles":
      return bottlesEpisode(d.spot);
  }
}

/** The episode for the parent's words (read again from them), or the pool. */
export function safetyEpisodeFor(s: string): FrameEpisode {
  const d = readDanger(s);
  return d ? safetyEpisode(d) : poolEpisode(false, false);
}

export const safetyFrame: Frame = {
  id: "safety",
  childTerms: "the safe way",
  strategy: {
    name: "Walk and Wait for Ready",
    steps: ["Walking feet at the pool", "Wait at the edge until {G} is in the water and says “Ready!”"],
    why: "The grown-up's safety rule, made into a game the child can win.",
    refrain: "Walking feet, then wait for {G}'s “Ready!”",
    toddlerSteps: ["Walking feet", "Wait for {G}: “Ready!”"],
    smallFirstStep: "Walking feet",
  },
  titles: ["{name} Knows the Safe Way", "{name} Waits for {G}", "The Safe Way, {name}!"],
  strategyScenes: [],
  talkAbout: ["What is the safe way {name} learned?", "Why did {G} look worried?", "What can you do instead?", "Who keeps you safe?"],
  episodes: [
    poolEpisode(true, true),
    poolEpisode(true, false),
    poolEpisode(false, true),
    poolEpisode(false, false),
    openWaterEpisode("the waves", true),
    openWaterEpisode("the pond", false),
    bathEpisode(),
    highEpisode("the bookcase"),
    hotEpisode("the oven"),
    doorEpisode(),
    buckleEpisode(),
    bottlesEpisode("the cleaning bottles"),
  ],
};
