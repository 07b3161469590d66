/**
 * The story factory tests, the bench and seed-like setups share: a real story row for a user, with a
 * ~600-word sample text, a coloring page drawn by the local line-art engine (stored where createStory
 * stores it), the API image and PDF URLs, and a report card. No vitest imports, so bench/ can use it.
 */
import { composeStory } from "../../src/engine/local";
import type { AgeBand, BehaviorOptionId } from "../../src/contracts/catalog";
import { stories, type Story, type User } from "../../db/schema";
import type { Deps } from "../../src/deps";
import { createLocalColoringEngine } from "../../src/art/local";
import type { ColoringPageEngine } from "../../src/art/types";
import { loadStoryFonts } from "../../src/pdf/fonts-node";
import { coloringKey } from "../../src/contracts/story";
import { markStorySaved } from "../../src/stories/library";

export interface SampleStory {
  title: string;
  behavior: string;
  customBehavior?: string;
  theme: "animals" | "fantasy" | "friendship" | "nature" | "family";
  childAge: "2-3" | "4-5" | "6-7" | "8-10";
  /** Paragraphs separated by blank lines; {name} is the child's name. */
  text: string;
}

export const SAMPLE_STORIES: SampleStory[] = [
  {
    title: "{name} and the Sharing Dragon",
    behavior: "not-sharing",
    theme: "fantasy",
    childAge: "6-7",
    text: `In a kingdom of tall towers and soft green hills, there lived a child named {name}. {name} had a wooden sword, a cape that sparkled in the sun, and a box of shiny blue marbles. The marbles were {name}'s favorite thing in the whole kingdom.

One morning, a small dragon named Pip flew down to the castle garden. Pip had round golden eyes and wings that made a sound like turning pages. Pip was friendly, and Pip was curious about everything. "What are those?" asked Pip, pointing a claw at the marbles.

"They are mine," said {name}, and pulled the box close. {name}'s tummy felt tight. {name} worried that Pip might lose a marble, or take the best one, or never give them back. That tight, worried feeling is a feeling many children know. It usually comes when something we love feels at risk.

Pip's wings drooped a little. Pip sat down on the grass and looked at the clouds. The garden was quiet. {name} noticed that playing alone was not as much fun as it had been a minute ago. The marbles rolled and clicked, but nobody laughed when they crashed together.

Just then, the Queen walked by with her basket of apples. She saw {name} holding the box and Pip sitting alone. She knelt down beside them. "Sometimes sharing feels hard," she said kindly. "Our hands want to hold on. One thing that can help is taking turns. You choose who goes first, and we count to ten for each turn."

{name} thought about it. Counting to ten did not sound too long. "Pip can have one marble," said {name}, "and I will count." Pip took one blue marble very carefully and rolled it across the flat stone path. It clicked against another marble with a happy sound. {name} counted slowly, "One, two, three," all the way to ten.

But when ten came, Pip did not give the marble back. Pip was having too much fun. {name}'s face got hot. {name} wanted to grab the marble and shout. Instead, {name} remembered the Queen's words and took one big dragon breath, in through the nose and out through the mouth, like blowing out a birthday candle.

"Pip," said {name} in a calm voice, "ten is done. It is my turn now." Pip blinked and looked at the marble. "Oh! Sorry," said Pip, and rolled it back. {name} felt the hot feeling cool down, like a warm stone set in a stream.

They took turns all morning. Sometimes {name} went first, and sometimes Pip did. They built a track out of sticks and leaves, and the marbles raced down it faster and faster. When a marble rolled under a bush, Pip found it with a puff of smoke that smelled like toast.

By lunchtime, the box of marbles was still full. Not one marble was lost. But something new had been added to the day. There was a friend, and there was laughing, and there was a game that was better with two.

That evening, {name} told the Queen all about the marble track. "Sharing was hard at first," said {name}. "Taking turns made it easier." The Queen smiled. "You were brave to try," she said.

{name} fell asleep with the box of marbles on the shelf and a picture of a little dragon in mind. Tomorrow, {name} thought, Pip could pick the first turn.`,
  },
  {
    title: "The Quiet Hour at Willow Pond",
    behavior: "screen-time",
    theme: "nature",
    childAge: "8-10",
    text: `{name} loved the tablet. On the tablet there were puzzles that glowed, cartoons that never seemed to end, and a game about building cities on floating islands. When the tablet was on, the rest of the house seemed to disappear.

Every afternoon, Dad set a timer for screen time. When the timer rang, the tablet went back on the kitchen shelf. And every afternoon, when the timer rang, {name} felt a big, stormy feeling rise up from the toes to the ears. It was the feeling of being pulled away from something fun before it was finished. Many people, grown-ups too, feel that way when a screen has to be switched off.

One Saturday the timer rang right in the middle of a level. "Just five more minutes," begged {name}. "The bridge is almost built!" Dad sat down at the table. "I know it is hard to stop in the middle," he said. "Let's try something new today. Let's go to Willow Pond and see what we can find."

{name} groaned, but put on muddy boots anyway. The path to Willow Pond went past tall grass and a fence covered in honeysuckle. A heron stood very still at the edge of the water, like a gray statue. {name} had never noticed how patient a heron could be.

At the pond, Dad pulled out a little notebook and two pencils. "Here is my idea," he said. "When the timer rings, we write down where we stopped, so the game is waiting for us later. Then we pick one thing to do outside, and we write that down too." {name} liked the notebook. It felt like a secret plan.

The next afternoon the timer rang again. The stormy feeling came back, fast and loud. {name} slammed the tablet onto the sofa and said something grumpy. The game was not saved, and the floating city was gone. {name} felt sad and a little embarrassed. Dad did not scold. He sat nearby and waited until the storm got smaller.

"That was a tough one," said Dad. "What could help next time?" {name} thought for a while. "I could set my own warning," {name} said. "Five minutes before the timer, so I can finish the bridge and save." Dad nodded. "That sounds like a smart plan."

So {name} tried again. The five-minute warning chimed like a little bell. {name} finished the bridge, pressed save, and wrote in the notebook: "Level 12, the bridge is done." When the big timer rang, the tablet went back on the shelf. The stormy feeling was there, but it was small, like a cloud that was already moving away.

Then {name} opened the notebook to a new page and wrote: "Today: count the frogs at Willow Pond." There were seven frogs that day, and one of them was as big as a pancake. The heron was there again, still as ever, and {name} stood still too, just to see what it felt like.

Over the next weeks, the notebook filled up. Some pages were about the floating city. Many pages were about the pond: a turtle on a log, a dragonfly with blue wings, a nest hidden in the reeds. {name} even drew a map of the path with every puddle marked.

One evening Dad found {name} on the porch, drawing the heron from memory. The tablet was on the shelf, and the timer had not even rung yet. "I stopped early," said {name}. "The pond is better at this time of day."

Screens are fun, and there is a time for them. {name} had learned how to stop without a storm, and how much the world outside had been waiting to be noticed.`,
  },
  {
    title: "Goodnight, Little Owl",
    behavior: "bedtime",
    theme: "animals",
    childAge: "2-3",
    text: `{name} lives in a cozy house by the woods. When the sky turns orange, it is nearly bedtime. When the sky turns dark blue, it is bedtime.

Up in the tall oak tree lives a little owl named Hoot. Hoot is awake at night. Hoot sees {name}'s window and the soft yellow lamp.

One night {name} does not want to go to bed. {name} wants to play with the blocks. {name} wants to jump on the pillows. "No bed!" says {name}. {name} feels wiggly and cross. That is okay. Many children feel wiggly at bedtime.

Mama sits on the floor. "Bedtime can feel hard," she says. "Let's make a bedtime path. Step one is bath. Step two is pajamas. Step three is teeth. Step four is one story. Step five is a big hug." Mama draws five little pictures on a card.

{name} looks at the card. There is a bathtub. There are pajamas with stars. There is a toothbrush. There is a book. There is a hug with two arms.

Step one is bath. Splash, splash. The bubbles are warm. {name} pops them one by one. Step two is pajamas. {name} puts in one arm, then the other arm. The stars on the pajamas are yellow.

Step three is teeth. Brush, brush, top and bottom. But then {name} sees the blocks again. {name} runs to the blocks. "Play!" says {name}. Mama waits. Mama points to the card. "What comes next?" she asks.

{name} looks at the card. The next picture is the book. {name} loves books. {name} takes a slow breath, in and out, like a sleepy owl. Then {name} walks back to bed.

Step four is one story. Mama reads about a bunny who says goodnight to the moon. {name} turns the pages. {name}'s eyes feel heavy, heavy, heavy.

Outside, Hoot says, "Hoo, hoo." It is a soft sound. It sounds like "goodnight." {name} listens. The woods are quiet. The wind is gentle in the leaves.

Step five is a big hug. Mama hugs {name}. {name} hugs Teddy. Teddy hugs nobody, but Teddy is soft.

"You did all five steps," says Mama. "You found your way back to the path." {name} smiles a sleepy smile. The card sits on the shelf, ready for tomorrow.

The lamp goes off. The nightlight glows like a small moon. {name} is warm. {name} is safe. Mama is close by.

The next night, the sky turns orange, then dark blue. {name} points to the card. "Bath!" says {name}. And the bedtime path begins again.

Hoot sits in the oak tree and watches the yellow window go dark. The stars come out one by one. Goodnight, woods. Goodnight, Hoot. Goodnight, {name}. Sleep well.`,
  },
  {
    title: "{name}'s Brave Words",
    behavior: "custom",
    customBehavior: "gets upset when her baby brother knocks over her block towers",
    theme: "family",
    childAge: "4-5",
    text: `{name} likes to build. {name} builds towers with red blocks and blue blocks and one special yellow block that goes on the very top. Some towers are as tall as the kitchen chair.

{name} has a baby brother named Sam. Sam is little. Sam crawls fast. Sam loves towers too, but Sam loves them in a different way. Sam likes to knock them down. Crash!

One afternoon, {name} built the tallest tower ever. It had eleven blocks and the yellow block on top. Then Sam crawled over, reached out a chubby hand, and crash! The blocks went everywhere. The yellow block rolled under the sofa.

{name} felt a hot, sharp feeling. It was anger. {name} shouted, "NO, Sam!" and wanted to push him away. Sam started to cry. Anger is a real feeling, and it is okay to feel it. What we do with it is what matters.

Grandma came in from the garden. She picked up Sam and sat down next to {name}. "That was a big crash," she said. "You worked hard on that tower. It makes sense that you feel angry." {name} nodded. The hot feeling was still there.

"I know a trick," said Grandma. "When you feel the hot feeling, put your hand on your heart and say your brave words. Brave words sound like this: 'Sam, stop. That is my tower.' Then you can ask a grown-up for help." {name} tried it, very quietly. "Sam, stop. That is my tower."

Grandma had another idea, too. "What if Sam had his own tower to knock down?" she asked. So they built a little tower just for Sam, three soft blocks tall. Sam knocked it down and laughed. Then they built it again. Sam knocked it down again. He laughed even harder.

The next day, {name} was building again. Sam crawled over. {name} felt the hot feeling start in the tummy. {name} forgot the brave words and yelled. Sam cried. {name} felt sad inside. That is okay. New tricks take practice.

Later that day, {name} tried again. Sam crawled toward the tower. {name} put a hand on the heart and took a breath. "Sam, stop. That is my tower," said {name} in a strong, calm voice. Then {name} called, "Grandma, can you help?"

Grandma came and scooped up Sam. "Thank you for using your brave words," she said. "Shall we build Sam's tower?" {name} built three soft blocks for Sam, right next to the big tower. Sam knocked down his own tower and clapped his hands.

{name}'s tower stayed up. It had twelve blocks this time, and the yellow block was on top. {name} felt proud and tall, just like the tower.

At dinner, {name} told Mom and Dad about the brave words. "I said stop, and I asked for help," said {name}. Dad gave a big high five. Sam banged his spoon, which is how babies say hooray.

That night, {name} thought about towers and brothers and hot feelings. Sam will keep growing. One day he might build towers too. And {name} will be there to show him how to put the yellow block on top.`,
  },
];

const CHILD_NAMES = ["Maya", "Leo", "Ava", "Noah", "Zara", "Omar", "Elsie", "Theo"];

let coloringEngine: ColoringPageEngine | undefined;
/** The local line-art engine with the bundled heading font (the same drawing createStory stores). */
export function sampleColoringEngine(): ColoringPageEngine {
  coloringEngine ??= createLocalColoringEngine({ font: loadStoryFonts().heading });
  return coloringEngine;
}

export function fillName(text: string, name: string): string {
  return text.replaceAll("{name}", name);
}

/** A story text of about `words` words (paragraphs from the samples, in order, trimmed at a paragraph). */
export function sampleStoryText(words: number, name = "Maya"): string {
  const paragraphs = SAMPLE_STORIES.flatMap((s) => fillName(s.text, name).split(/\n\s*\n/));
  const out: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i++) {
    const p = paragraphs[i % paragraphs.length]!;
    out.push(p);
    count += p.split(/\s+/).length;
  }
  return out.join("\n\n");
}

/** Plain metrics for the report card, counted from the text (the real checks live with the engine). */
export function sampleQualityReport(text: string, attempts = 1) {
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  const sentences = text.split(/(?<=[.!?])["”]?\s+/).filter((s) => /\w/.test(s));
  const words = (text.match(/\S+/g) ?? []).length;
  const syllables = (text.toLowerCase().match(/[aeiouy]+/g) ?? []).length;
  const avg = words / Math.max(1, sentences.length);
  const longSentences = sentences.filter((s) => (s.match(/\S+/g) ?? []).length > 25).length;
  const readingGrade = Math.max(0, 0.39 * avg + 11.8 * (syllables / Math.max(1, words)) - 15.59);
  return {
    passed: true,
    score: 92,
    attempts,
    checks: [
      { id: "length", label: "Length for the age", status: "pass", detail: `${words} words` },
      { id: "sentences", label: "Sentence length", status: "pass", detail: `${avg.toFixed(1)} words per sentence on average` },
      { id: "reading-grade", label: "Reading grade", status: readingGrade > 4 ? "warn" : "pass", detail: `Grade ${readingGrade.toFixed(1)} (read aloud)` },
      { id: "feeling", label: "A feeling is named", status: "pass", detail: "The child's feeling is named and accepted." },
      { id: "strategy", label: "A strategy is tried", status: "pass", detail: "A concrete strategy fails once, then works." },
      { id: "no-shaming", label: "No shaming words", status: "pass", detail: "No labels, threats or punishment." },
    ],
    metrics: {
      words,
      sentences: sentences.length,
      avgSentenceLength: Math.round(avg * 10) / 10,
      longSentences,
      paragraphs: paragraphs.length,
      readingGrade: Math.round(readingGrade * 10) / 10,
      describingToDirecting: 4.5,
    },
  };
}

let seq = 0;

export interface StoryOverrides {
  sample?: number;
  title?: string;
  childName?: string;
  childAge?: string;
  behavior?: string;
  customBehavior?: string | null;
  theme?: string;
  storyContent?: string;
  favorite?: boolean;
  createdAt?: Date;
  /** Skip drawing the coloring page (bulk inserts for benches). */
  withColoringPage?: boolean;
}

/** Insert one story for `user`, as createStory would have saved it. Samples rotate unless `sample` is given. */
export async function createStoryFor(deps: Deps, user: Pick<User, "id">, overrides: StoryOverrides = {}): Promise<Story> {
  const n = seq++;
  const sample = SAMPLE_STORIES[(overrides.sample ?? n) % SAMPLE_STORIES.length]!;
  const childName = overrides.childName ?? CHILD_NAMES[n % CHILD_NAMES.length]!;
  const title = overrides.title ?? fillName(sample.title, childName);
  const storyContent = overrides.storyContent ?? fillName(sample.text, childName);
  const behavior = overrides.behavior ?? sample.behavior;
  const theme = (overrides.theme ?? sample.theme) as SampleStory["theme"];
  const [row] = await deps.db
    .insert(stories)
    .values({
      userId: user.id,
      childName,
      childAge: overrides.childAge ?? sample.childAge,
      behavior,
      theme,
      customBehavior:
        overrides.customBehavior !== undefined ? overrides.customBehavior : behavior === "custom" ? (sample.customBehavior ?? "a special situation") : null,
      storyContent,
      title,
      imageUrl: "", // saved below, as createStory does (markStorySaved)
      favorite: overrides.favorite ?? false,
      qualityReport: sampleQualityReport(storyContent),
      engine: "local",
      createdAt: overrides.createdAt ?? deps.now(),
    })
    .returning({ id: stories.id });
  const id = row!.id;
  if (overrides.withColoringPage !== false) {
    // The sample text is fixed; its picture is drawn from a plan for the same child, behavior and theme.
    const plan = composeStory({
      childName,
      childAge: (overrides.childAge ?? sample.childAge) as AgeBand,
      behavior: behavior as BehaviorOptionId,
      theme,
      seed: id,
      customBehavior: overrides.customBehavior ?? sample.customBehavior ?? undefined,
    }).plan;
    const page = await sampleColoringEngine().draw({
      plan,
      theme,
      behavior,
      customBehavior: overrides.customBehavior ?? undefined,
      childName,
      title,
      seed: id,
    });
    await deps.blobs.put(coloringKey(id), page.bytes, page.contentType);
  }
  return markStorySaved(deps, id);
}
