/**
 * Behavior Guide (/behavior-guide): the page intro and one topic per predefined behavior.
 *
 * Topics are keyed by the catalog's BehaviorId, so the type system (and content.test.ts) makes sure
 * every behavior in BEHAVIORS has an entry. Each card shows `title` and `summary`; its dialog shows
 * "Why it Happens" (`whyItHappens`) and "Storytelling Tips" (`storytellingTips`), one string per paragraph.
 *
 * The printable story book's "For grown-ups" page is built from the same topic (see `grownUpsGuide`):
 * `whyItHappens`, then `practice` ("How to practice it this week": the week after reading, in terms of
 * "the steps from the story", never a strategy's name, because the story's own strategy is printed just
 * above it) and `whenToAskForHelp` (plain signs that make a talk with the doctor or teacher worthwhile).
 * Stories about a parent's own situation (behavior "custom") get a page about that situation (`situationGuide`,
 * src/content/situation-guide.ts) when it is known, else the general `CUSTOM_GUIDE`.
 * Books for school-age children ("6-7", "8-10") use the topic's `older` block instead, with no age note:
 * the age notes and the main paragraphs are written around toddlers and preschoolers.
 *
 * US English throughout (the site says "Mom", "pediatrician", "recess"): "your child's doctor", never UK terms.
 */
import { BEHAVIORS, isBehaviorId, type BehaviorId } from "../contracts/catalog";
import type { ContentLink, GrownUpsGuide } from "./types";

export type { GrownUpsGuide } from "./types";
import { situationGuide, type SituationGuideInput } from "./situation-guide";

/**
 * The "For grown-ups" texts rewritten for school-age children (6–10): why the behavior shows up at this age,
 * how to practice the story's steps with a child who can help plan and track them, and the signs worth
 * raising at this age with the child's doctor, teacher or school counselor.
 */
export interface OlderGuide {
  /** One paragraph, 60–110 words, about 6–10-year-olds (no toddlers or preschoolers). */
  whyItHappens: string;
  /** 2–3 sentences: collaborative practice for the week, in terms of "the steps from the story". */
  practice: string;
  /** 2–3 calm sentences, at most 65 words, with concrete signs for this age and who to talk to. */
  whenToAskForHelp: string;
}

export interface GuideTopic {
  id: BehaviorId;
  /** Card and dialog heading. */
  title: string;
  /** One line for the card. */
  summary: string;
  /** When this behavior is most common, in one sentence. */
  ageNote?: string;
  /** 2–3 short paragraphs on the development behind the behavior. */
  whyItHappens: string[];
  /** 3–5 practical tips for using a story about it. */
  storytellingTips: string[];
  /**
   * "How to practice it this week": 2–3 short sentences of practice for the week after reading the story.
   * Says "the steps from the story" or "the story's plan", never a strategy's name (the book prints that just above).
   */
  practice: string;
  /** "When to ask for help": 2–3 calm sentences naming the signs worth raising with the child's doctor or teacher. */
  whenToAskForHelp: string;
  /** The same three texts for school-age children (bands "6-7" and "8-10"). Every topic has one. */
  older?: OlderGuide;
}

export interface GuidePageCopy {
  heading: string;
  intro: string[];
  /** Dialog section headings, in the spec's words. */
  whyHeading: string;
  tipsHeading: string;
  /** Button inside each dialog that opens the story form. */
  dialogAction: ContentLink;
  /** Links shown under the grid. */
  links: ContentLink[];
}

export const GUIDE_PAGE: GuidePageCopy = {
  heading: "Behavior Guide",
  intro: [
    "Every child goes through seasons of big feelings, stubborn refusals and tricky habits. Almost all of them are a normal part of growing up: a sign of a brain and body still learning skills that adults take for granted.",
    `This guide covers the ${BEHAVIORS.length} behaviors parents, caregivers and teachers ask us about most. For each one you'll find a short, plain-language explanation of why it happens and practical ideas for using a story to help. Choose a topic to read more, then create a story where your child meets the same challenge and finds their own way through it.`,
  ],
  whyHeading: "Why it Happens",
  tipsHeading: "Storytelling Tips",
  dialogAction: { label: "Create a Story About This", href: "/behaviors" },
  links: [
    { label: "Create a Story", href: "/behaviors" },
    { label: "Read Parenting Tips", href: "/parenting-tips" },
  ],
};

export const GUIDE_TOPICS: Record<BehaviorId, GuideTopic> = {
  aggression: {
    id: "aggression",
    title: "Hitting, Biting & Pushing",
    summary: "When frustration comes out through hands, feet or teeth.",
    ageNote: "Physical aggression is most common between about 18 months and 3 years and usually fades as words and self-control grow.",
    whyItHappens: [
      "Research that follows children over time finds that hitting, pushing and biting peak in the toddler years and then steadily decline. A two-year-old's feelings arrive faster than their words, and the part of the brain that puts on the brakes is years away from maturity. When a toy is grabbed, a body is often the quickest tool the child has.",
      "In older children, aggression usually carries a message: I'm overwhelmed, I feel left out, that wasn't fair, I don't know how to join in. Tiredness, hunger, crowded spaces and big changes at home all lower the threshold. Children also copy what they see, including rough play, sibling scuffles and shows where characters solve problems with force.",
      "None of this makes a child mean. It means they need a different tool that works just as fast, plenty of practice using it, and adults who stop the hurting calmly and firmly.",
    ],
    storytellingTips: [
      "Name the feeling before the action: let the character feel hot, tight and angry so your child learns to spot the moment before hands fly.",
      "Model one concrete replacement, such as \"Stop, hands down, take a dragon breath, say 'I'm angry!'\" or stomping feet and squeezing fists, and keep using the same words at home.",
      "Show repair, not punishment: the character checks on the friend, offers a tissue or a hug, and the friendship carries on.",
      "Read the story at a calm time, never straight after an incident, when your child is too flooded to listen and may hear it as a telling-off.",
    ],
    practice:
      "Read the story again at a calm time, never straight after an incident, and act out the steps from the story with a teddy doing the grabbing, so your child's body learns the new move too. This week, when you see the hot feeling building, say the story's words quietly and stay close. Each time your child uses the plan, even halfway, tell them exactly what they did.",
    whenToAskForHelp:
      "Talk to your child's doctor or teacher if hurting others still happens most days after about age 5, causes real injuries, or is getting worse despite calm, steady limits. It's also worth asking if your child often hurts themselves, or if you're finding it hard to stay calm yourself. Asking early is a good step, never a failure.",
    older: {
      whyItHappens:
        "At six to ten, hitting or pushing usually means a feeling got too big too fast, even for a child who knows the rules and has the words. At six to ten, the triggers are often social: being left out, losing a game, being teased or feeling something was unfair. Tiredness after a long school day, stress at home and rough play copied from siblings, sports or screens all lower the threshold. Many children feel real shame afterwards. What helps is a fast, private plan for the hot moment and a calm way to make things right.",
      practice:
        "Read the story together, then ask your child to name the steps from the story in their own words and choose a private signal you can give when anger is rising. This week, plan ahead for one or two tricky moments, such as losing a game, and agree on what they'll do instead. Each evening, look back together at one time they used the plan, even partly.",
      whenToAskForHelp:
        "Talk to your child's doctor, teacher or school counselor if your child hurts others most weeks, causes real injuries, or keeps getting into fights at school despite calm, steady limits. It's also worth asking if the anger often comes with sadness or unkind talk about themselves. Asking early is a good step, never a failure.",
    },
  },
  bedtime: {
    id: "bedtime",
    title: "Bedtime Battles",
    summary: "Stalling, extra requests and getting up again and again after lights out.",
    ageNote: "Bedtime resistance is most common from about 2 to 6 years, when children are asserting independence and imaginations are growing.",
    whyItHappens: [
      "Bedtime asks a lot of a child: stop something fun, separate from the people they love, and lie still in the dark. To a young child the evening can feel like the best part of the day is happening without them, so one more drink, one more story and one more hug are perfectly logical.",
      'Timing matters too. A child who is overtired often gets a "second wind" and seems wired rather than sleepy, while a bedtime set before they feel tired can turn into a long wait. Sleep experts recommend roughly 10–13 hours in every 24 for preschoolers and 9–12 hours for school-age children, and a predictable wind-down helps the body feel ready.',
      "Many bedtime battles are really about connection or worry. A new sibling, a move, starting school or a scary idea from the day can all surface at lights out, when there is nothing else to think about.",
    ],
    storytellingTips: [
      "Mirror your real routine in the story, step by step (bath, pajamas, teeth, story, cuddle, lights), so it becomes a rehearsal your child can predict.",
      "Include your child's comfort object or night-light in the story and let the character use it to feel safe.",
      "Keep the ending slow, quiet and cozy. Bedtime stories should finish calm, with the character drifting happily to sleep.",
      "Make the story part of the routine itself: read it as the last book of the night for a week or two.",
      "Let the character find a \"bedtime job\", such as saying goodnight to the moon or choosing tomorrow's socks, so there is something to look forward to that isn't another request.",
    ],
    practice:
      "Keep the story as the last book of the night this week, and once, in the daytime, walk through the steps from the story together as a game while nobody is tired. At lights out, use the story's words for the plan and keep your own answers short and boringly the same. Each morning, tell your child one thing they managed, such as staying in bed after the last hug.",
    whenToAskForHelp:
      "Mention it to your child's doctor if your child snores loudly or seems to pause in their breathing at night, often lies awake for an hour or more despite a steady routine, or is very sleepy or irritable during the day. Sleep troubles are very common, and most improve well with the right support.",
    older: {
      whyItHappens:
        "School-age children still need about 9 to 12 hours of sleep, but bedtime gets squeezed from every side: homework, after-school activities, busier family evenings and screens that are hard to put down. Lying in the dark is also when the day's worries surface, such as a falling-out with a friend, a test tomorrow or something seen online. Many children this age push back because it feels unfair that older siblings or grown-ups stay up later. A predictable wind-down they help design, with screens off well before lights out, makes sleep come more easily.",
      practice:
        "Read the story together, then ask your child to plan their own wind-down using the steps from the story and write it as a short checklist. This week, keep screens out of the bedroom, agree on a fixed lights-out time, and let your child check off each step themselves. Each morning, ask what helped and adjust the plan together.",
      whenToAskForHelp:
        "Talk to your child's doctor if your child snores loudly or seems to pause in their breathing at night, often lies awake for an hour or more, or is very tired, irritable or struggling to focus at school. It's also worth asking if worries keep them awake most nights. Most sleep troubles at this age improve well with the right support.",
    },
  },
  defiance: {
    id: "defiance",
    title: 'Saying "No!"',
    summary: "Refusing, arguing back and digging in when asked to do something.",
    ageNote: 'A strong "No!" phase is typical from around 18 months to 3 years and often returns around 4 and again at 6–7.',
    whyItHappens: [
      'Saying no is one of the first ways a child discovers they are a separate person with their own will. Psychologists describe the toddler years as a time of building autonomy, and testing "What happens if I don\'t?" is part of that work, not a sign of a broken relationship.',
      'Defiance grows when a child feels they have no say: a day full of instructions, rushing and "because I said so". It also grows when a child is tired, hungry or overwhelmed, and when refusing is the most reliable way to get a grown-up\'s full attention.',
      "Older children may push back because something feels unfair, because a task seems too hard, or because they want to save face in front of others. Underneath, most defiant moments are a request for a little power and a little respect.",
    ],
    storytellingTips: [
      "Let the character feel the strong wish to decide for themselves, and say out loud that the wish is okay.",
      'Model the grown-up in the story offering two good choices ("Red boots or blue boots?") so your child sees cooperation that still leaves room to decide.',
      "Show what cooperating makes possible, such as getting to the park sooner or the pleasure of helping, rather than what happens to children who refuse.",
      "Avoid any story where the child is described as bad or naughty. Keep the focus on a clever choice the character makes.",
    ],
    practice:
      'Read the story again at a relaxed time, then act out the steps from the story with toys, letting your child play the grown-up. This week, offer small, real choices several times a day, such as which cup or which shoes first, and use the story\'s words when a "No!" is building. When your child goes along with a request, even slowly, say exactly what they did.',
    whenToAskForHelp:
      "Talk to your child's doctor or teacher if angry refusals and arguing happen most days for several months, are much stronger than in other children the same age, or often end with someone getting hurt. It's also worth asking if family or school life is becoming hard to manage. Help for this is common, and it usually works well.",
    older: {
      whyItHappens:
        "Between six and ten, children care intensely about fairness and about being treated as capable. Arguing back is often a way to test rules that seem unfair, to win back some control over a busy, adult-run day, or to save face in front of siblings and friends. School can leave children with little say for hours, so home is where the pushback comes out. Tiredness, hard homework and being called away from screens make refusals more likely. Children this age respond best to clear reasons, real choices and a chance to negotiate some of the rules.",
      practice:
        "Read the story together, then agree on two or three house rules your child helps write, and on the steps from the story for moments when they feel like refusing. This week, give a short reason with each request, offer real choices about how or when, and use a quiet signal instead of repeating yourself. Notice out loud each time they cooperate or disagree calmly.",
      whenToAskForHelp:
        "Talk to your child's doctor, teacher or school counselor if angry refusals and arguing happen most days for several months, cause trouble at school as well as at home, or often end with someone getting hurt. It's also worth asking if your child seems unhappy much of the time. Help for this is common at this age, and it usually works well.",
    },
  },
  disobedience: {
    id: "disobedience",
    title: "Not Listening",
    summary: "When instructions seem to go in one ear and straight out the other.",
    ageNote: "Common at every age from 2 to 10; the reasons change as children grow.",
    whyItHappens: [
      'Young children really do have a harder time following instructions than we expect. Working memory, the mental notepad that holds "shoes, coat, bag, door", is small in early childhood and grows slowly through the school years. A three-step instruction can simply fall out of a four-year-old\'s head.',
      "Attention is also very \"sticky\" when a child is absorbed in play. Calling from another room while they are building a tower often doesn't register at all. That isn't rudeness; their brain has not yet learned to switch focus quickly.",
      "When a child clearly hears and still doesn't follow through, it is often because the task feels boring or hard, or because they have learned that the request will be repeated several times before anything happens.",
    ],
    storytellingTips: [
      "Model a simple listening routine in the story: stop, look at the speaker, listen, then say the instruction back.",
      "Show the grown-up giving one step at a time, and the character feeling proud when they remember it.",
      "Tie listening to something the character cares about, such as being ready in time for the fun part of the day.",
      'After reading, play a quick game of "listening ears" with silly one-step instructions to practice the skill while it is fresh.',
    ],
    practice:
      "Read the story again at a calm time, then play a quick game of silly one-step instructions using the steps from the story, so listening feels like fun. This week, go close and catch your child's eye before you ask, give one step at a time, and ask them to say it back. Thank them the first time they follow through, before you have to repeat yourself.",
    whenToAskForHelp:
      "If your child often doesn't seem to hear you, struggles to follow speech in noisy rooms or is slower to talk than others their age, ask your child's doctor about a hearing check. It's also worth talking to their teacher if following instructions is much harder for them than for classmates. There's often a simple reason, and knowing it helps.",
    older: {
      whyItHappens:
        "By school age, children can follow instructions with several steps, but their attention is pulled in many directions: games, screens, daydreams and plans of their own. Working memory is still growing, so a list of jobs called from another room can easily get lost. Children this age also test whether a request really matters, especially when it is usually repeated several times before anything happens. Some tune out because a task feels boring or too hard. Clear requests made once, a say in how jobs get done and a simple way to remember them all make listening easier.",
      practice:
        'Read the story together, then ask your child to choose a signal that means "listen now" and put the steps from the story into their own words. This week, make each request once, face to face, and ask your child to repeat it back or add it to a short list they keep. At the end of each day, count together how many times they followed through the first time.',
      whenToAskForHelp:
        "Ask your child's doctor about a hearing check if your child often seems not to hear, mishears words or struggles to follow speech in a noisy room. It's also worth talking to their teacher if following instructions, staying focused or remembering steps is much harder for your child than for classmates. There's often a simple reason, and knowing it helps.",
    },
  },
  fear: {
    id: "fear",
    title: "Fears & Worries",
    summary: "The dark, monsters, dogs, storms, loud noises and other big fears.",
    ageNote: "Fears of the dark, monsters and noises peak between about 3 and 6; worries about real dangers grow from about 7.",
    whyItHappens: [
      "Fear is a healthy alarm system, and the things children fear follow a predictable path. Between three and six, imagination blooms faster than the ability to tell pretend from real, so a shadow can become a monster and a dream can feel true. Loud noises, dogs and the dark are among the most common fears at this age.",
      "As children reach school age, their fears shift toward real-world dangers: storms, getting hurt, something happening to a parent, or things overheard on the news. They understand more about the world, but not yet enough to know how unlikely most dangers are.",
      "Most fears fade with time, reassurance and small, safe experiences of facing them. Avoiding the feared thing entirely tends to keep a fear going, while pushing a frightened child too fast can make it stronger.",
    ],
    storytellingTips: [
      'Take the fear seriously in the story. Let the character say "I\'m scared" and have a grown-up listen instead of saying "Don\'t be silly."',
      "Model small, brave steps: peeking at the dog from across the street before saying hello, or turning the lamp off for one minute with a flashlight in hand.",
      "Give the character a coping tool your child can borrow, such as slow balloon breaths, a brave phrase, or a special object.",
      "Keep the story itself gentle. Nothing in it should be frightening, and the ending should leave your child feeling safe and capable.",
      "If the fear is about bedtime, read the story in the daytime first, then again at night once it feels familiar.",
    ],
    practice:
      "Read the story again in the daytime, then use the steps from the story to take one small, safe step toward the fear together, stopping while your child still feels brave. When the fear shows up this week, use the story's words and keep your reassurance short and calm. Afterwards, tell your child exactly what brave thing you saw them do.",
    whenToAskForHelp:
      "Talk to your child's doctor if a fear lasts for months, is much stronger than you'd expect for their age, or stops them doing everyday things like going to school, sleeping or playing with friends. It's also worth asking if worries often show up as tummy aches or headaches. Fears respond very well to the right support.",
    older: {
      whyItHappens:
        "At six to ten, fears shift from monsters and the dark toward real-world things: storms, getting hurt, illness, burglars, something happening to a parent, or frightening news heard at school or seen online. Children this age understand more about what could go wrong, but not yet how unlikely most of it is, and a vivid imagination fills in the gaps. Many also start to worry about performing, such as tests, sports or speaking in class. Avoiding the feared thing keeps a fear going, while accurate information and small, planned steps toward it help it fade.",
      practice:
        "Read the story together, then ask your child to make a ladder of small steps toward the fear, from easiest to hardest, using the steps from the story as their plan. This week, try one rung at a time when they feel ready, and let them rate their worry from one to ten before and after. Praise the brave effort, not just how it turned out.",
      whenToAskForHelp:
        "Talk to your child's doctor or school counselor if a fear or worry lasts for months, keeps your child from school, sleep, friends or activities, or often shows up as stomachaches or headaches. It's also worth asking if your child needs a lot of reassurance every day. Worries at this age respond very well to the right support.",
    },
  },
  interrupting: {
    id: "interrupting",
    title: "Interrupting",
    summary: "Talking over others and needing to be heard right now.",
    ageNote: "Interrupting is very common from 3 to 7, while impulse control and a sense of time are still developing.",
    whyItHappens: [
      "When a young child has something to say, it can feel urgent and enormous, and they worry, often correctly, that if they wait they'll forget it. The ability to hold a thought while waiting for a turn depends on impulse control and working memory, both still under construction.",
      "Young children also see conversations from their own point of view. They don't yet fully understand that a grown-up on the phone is busy in the same way they would be busy building a block tower.",
      'Finally, interrupting often works: a child who interrupts usually gets attention, even if it\'s a cross "Not now!" Children learn patient waiting when there is a clear signal to use and they can trust their turn will come.',
    ],
    storytellingTips: [
      "Model a concrete waiting signal, such as a hand on the grown-up's arm, with the grown-up answering by covering the child's hand to say \"I know you're waiting.\"",
      "Show the character's turn coming, and the grown-up listening with full attention, so the story proves that waiting pays off.",
      'Name the bursting feeling ("My words were jumping to get out!") and give the character a trick for holding on, like picturing the idea in a bubble.',
      "Practice the signal together after reading, then praise your child the first times they use it for real.",
    ],
    practice:
      "Read the story again when everyone is calm, then practice the story's waiting plan in short, playful rounds, with you on a pretend phone call and your child using the plan to wait. Start with very short waits and stretch them a little through the week. When the turn comes, give your child your full attention and thank them for waiting.",
    whenToAskForHelp:
      "Interrupting on its own is rarely a concern. It's worth a chat with your child's teacher or doctor if, beyond about age 7, waiting, sitting still or taking turns is very hard for your child in most places, including school, and is getting in the way of friendships or learning. They can help you find the right support.",
    older: {
      whyItHappens:
        "School-age children have more to say and stronger opinions, and excitement about an idea can still beat their impulse control. Many fear they'll forget their point if they wait, and they notice when grown-ups interrupt each other, so the rule can feel unfair. At school, calling out can seem like the only way to be heard, and at home a phone, a sibling or a busy parent can make a child feel they have to compete for a turn. Children this age can learn a clear waiting signal and how to judge when something really can't wait.",
      practice:
        "Read the story together, then agree with your child on a private waiting signal and on what counts as important enough to interrupt. This week, practice with short pretend phone calls using the steps from the story, and stretch the wait a little each day. When you finish, turn to your child first and thank them for waiting.",
      whenToAskForHelp:
        "Interrupting on its own is rarely a concern. It's worth talking to your child's teacher or doctor if waiting, sitting still or taking turns is much harder for your child than for classmates in most places, including school, and is getting in the way of friendships or learning. They can help you find the right support.",
    },
  },
  lying: {
    id: "lying",
    title: "Telling the Truth",
    summary: 'Fibs, tall tales and "I didn\'t do it!"',
    ageNote: "Most children begin telling simple lies between about 3 and 4; this is a normal developmental step.",
    whyItHappens: [
      "It may be surprising, but a child's first lies are a developmental milestone. To lie, a child must understand that other people have their own thoughts and can believe something untrue, a skill psychologists call theory of mind. Most children start trying it out between three and four.",
      'Young children lie mostly to avoid trouble or to get something they want, and sometimes because wishing and remembering blur together ("I did brush my teeth!"). Older children may also lie to protect someone\'s feelings, to fit in, or because they are worried about disappointing the adults they love.',
      "How adults respond matters. Studies by developmental psychologists have found that children in harsh, punitive settings tend to lie more and lie better, while children who are met with calm and appreciation when they tell the truth become more honest over time.",
    ],
    storytellingTips: [
      "Show honesty being met with warmth. In one well-known study, a story in which a child was praised for confessing encouraged more truth-telling than stories where lying led to punishment.",
      "Let the character feel the uncomfortable, wiggly feeling of keeping a fib inside, and the relief of telling the truth.",
      "Model how to make things right after a mistake, such as helping clean up or fixing what was broken, so the truth feels safe to tell.",
      "Keep the language kind: the character tells a lie but is never called a liar.",
      'After reading, try "I\'m so glad you told me" the next time your child owns up, even to something small.',
    ],
    practice:
      "Read the story again when things are calm, then play a game of owning up to silly pretend mishaps, so the steps from the story feel easy to say out loud. This week, when your child tells you a hard truth, thank them first and fix the problem together second. If you already know what happened, say so kindly instead of asking a question that invites a fib.",
    whenToAskForHelp:
      "It's worth talking to your child's doctor or teacher if lying is still frequent and deliberate after about age 7 or 8, comes with other problems such as taking things or hurting others, or if your child seems very frightened of getting things wrong. For most children, honesty grows steadily when the truth is met with calm.",
    older: {
      whyItHappens:
        "By school age, children are better at lying and at keeping a story straight, and they lie for new reasons: to avoid disappointing the adults they love, to fit in with friends, to protect someone's feelings, to get out of homework or chores, or to hide a mistake they feel embarrassed about. Their sense of right and wrong is growing fast, and many feel uncomfortable afterwards. Harsh punishment tends to teach children to lie more carefully. Calm responses, appreciation for hard truths and a clear way to put things right help honesty grow.",
      practice:
        "Read the story together, then talk about why people sometimes fib and ask your child which of the steps from the story would help them tell a hard truth. This week, agree that owning up will always lead to fixing the problem together, not to shouting, and keep that promise. When your child tells you something difficult, thank them before anything else.",
      whenToAskForHelp:
        "Talk to your child's doctor, teacher or school counselor if lying is frequent and deliberate, comes with taking things, hurting others or skipping school, or if your child seems very frightened of getting things wrong. It's also worth asking if lies seem to hide something that is upsetting them. For most children, honesty grows steadily when the truth is met with calm.",
    },
  },
  manners: {
    id: "manners",
    title: "Manners",
    summary: "Please, thank you, greetings, and kindness at the table.",
    ageNote: "Children can start using simple manners around 2–3; social courtesies keep developing well into school age.",
    whyItHappens: [
      "Manners aren't instinct; they are social conventions that children learn, mostly by watching the adults around them. A toddler who grabs without saying please isn't being rude; they simply haven't made the link yet between the words and the way people feel.",
      "Even children who know their manners forget them when they are excited, hungry, tired or shy. The words live in memory, but in the moment the feeling is louder.",
      "Manners grow alongside empathy. As children start to understand that a thank-you makes someone feel appreciated, and a grab makes them feel pushed aside, polite words begin to make sense from the inside out.",
    ],
    storytellingTips: [
      'Pick one or two specific manners for the story, such as saying "Please may I…" or greeting a visitor, rather than a long list.',
      "Show how the kind words make another character feel: a smile, a warm glow, a friend who wants to play again.",
      "Give your child the exact phrases to borrow, and let the character practice them in a playful way.",
      "After reading, role-play the scene with stuffed animals so your child can rehearse the words with no pressure.",
    ],
    practice:
      "Read the story again, then act out the same scene with toys or a pretend tea party, so your child can try the story's words with no audience. This week, use the words yourself, with your child as well as with others, and give a quiet reminder before a visit rather than a correction during it. When the words come out on their own, mention it warmly afterwards.",
    whenToAskForHelp:
      "Forgetting manners is rarely a concern; they take years to learn. It's worth talking to your child's doctor or teacher if your child has trouble talking or understanding words compared with others their age, seems very unaware of how other people feel, or finds it hard to make or keep friends. Support early on makes social skills easier to build.",
    older: {
      whyItHappens:
        "School-age children know most of the polite words, so slips are usually about the moment rather than the knowledge. Excitement, hunger, screens and being in a rush all crowd manners out, and some children feel awkward using them in front of friends. At six to ten, children are also learning subtler skills: greeting adults, waiting their turn in a conversation, writing a thank-you note and noticing how their words land. They learn these best from adults who model them and explain why they matter, rather than from correction in front of others.",
      practice:
        "Read the story together, then ask your child to pick one manner from the story to work on this week and plan where they'll use it, such as greeting a neighbor. Agree on a quiet signal you can give instead of correcting them in front of others. At the end of the week, ask how it went and how people responded.",
      whenToAskForHelp:
        "Forgetting manners is rarely a concern at this age. It's worth talking to your child's teacher or doctor if your child often seems unaware of how others feel, finds it hard to make or keep friends, or struggles with the back-and-forth of conversation compared with classmates. Support early on makes social skills easier to build.",
    },
  },
  messiness: {
    id: "messiness",
    title: "Tidying Up",
    summary: "Toys everywhere and cleanup time that never seems to start.",
    ageNote: "Children can help tidy from about 2 and take on simple jobs on their own from around 5–6.",
    whyItHappens: [
      'To an adult, "clean your room" is one instruction. To a child, it is dozens of decisions: where does this go, what about that, where do I even start? Planning and organizing are executive skills that develop slowly, and a big mess can feel so overwhelming that doing nothing seems like the only option.',
      "Children are also fully absorbed in the here and now. A game that's still going on in their head doesn't feel finished, so packing it away can feel like a loss.",
      "Finally, tidying is rarely as interesting as playing. Children build the habit when the job is small, clear and a little fun, and when everything has an easy place to go.",
    ],
    storytellingTips: [
      'Model breaking the job into small, named steps: "First all the blocks, then the books, then the teddies."',
      "Turn tidying into a game within the story, such as a race against a song, sorting by color, or feeding a hungry toy box.",
      "Show the payoff: finding a favorite toy easily, room to build something new, or a grown-up's specific praise.",
      "Read the story just before a tidy-up time and use the same game straight afterwards.",
    ],
    practice:
      "Read the story just before a tidy-up time and use the steps from the story straight afterwards, one kind of thing at a time. This week, keep the job short and the same each day, with an easy place for everything, and work alongside your child at first. Praise what they did, such as all the blocks back in their box, rather than how the whole room looks.",
    whenToAskForHelp:
      "Untidiness is one of the most ordinary parts of childhood. It's worth mentioning to your child's teacher or doctor if, by school age, organizing things and following simple routines is much harder for your child than for classmates, or if they get very upset when things aren't arranged in a certain way. They can suggest ways to make this easier.",
    older: {
      whyItHappens:
        "Between six and ten, children have more belongings, more schoolwork and more activities to keep track of, but the planning and organizing skills that manage it all are still developing. A messy room or a lost homework folder usually reflects a brain that finds it hard to break a big job into steps, not laziness. School-age children also care about their own space and resist being told exactly how to arrange it. They keep things tidier when they help design the system, the job has a clear finish, and everything has an easy place to go.",
      practice:
        "Read the story together, then ask your child to turn the steps from the story into their own tidy-up checklist and decide where everything should live. This week, set one short, daily tidy time, and let them race a timer or play music while they work. Check the list together at the end and notice what they finished, not what's left.",
      whenToAskForHelp:
        "Untidiness is one of the most ordinary parts of childhood. It's worth talking to your child's teacher or doctor if organizing things, keeping track of homework or following routines is much harder for your child than for classmates, or if they get very upset when things aren't arranged in a certain way. They can suggest ways to make this easier.",
    },
  },
  "nail-biting": {
    id: "nail-biting",
    title: "Nail Biting",
    summary: "A common habit that helps children soothe or focus.",
    ageNote: "Nail biting often starts after age 3 and is common in school-age children; many outgrow it.",
    whyItHappens: [
      "Nail biting is one of the most common childhood habits. Children often do it when they are bored, concentrating, tired or nervous, such as while watching TV or waiting for a test, and many don't even notice they're doing it.",
      "Like thumb sucking, it is a form of self-soothing. The repetitive action helps a child settle a restless or anxious feeling. Occasionally it also runs in families, and some children copy a parent or sibling.",
      "Because it is usually unconscious, scolding rarely helps and often adds the very stress that fuels the habit. What helps is noticing the moments it happens, giving the hands something else to do, and celebrating small wins.",
    ],
    storytellingTips: [
      "Let the character notice when their fingers go to their mouth (while worried, bored or thinking hard) so your child learns to spot the same moments.",
      "Model a replacement for busy hands, such as a squeeze ball, a smooth pocket stone, or clasping hands together.",
      "Introduce a secret, kind reminder signal between the character and a grown-up, and agree on the same one with your child.",
      "Celebrate progress in the story, like one nail growing long enough to paint or decorate, rather than promising perfection.",
    ],
    practice:
      "Read the story again at a calm time, then agree on a private, kind reminder signal and try the steps from the story together, so busy hands have something else to do. This week, keep something to hold within reach at the times the habit shows up, like TV time or homework. Notice small wins out loud, and skip the scolding, which only adds stress.",
    whenToAskForHelp:
      "Talk to your child's doctor if the skin around the nails often bleeds, looks red and swollen or seems infected, or if your child also picks their skin or pulls out their hair. It's also worth asking if the habit upsets your child or comes with a lot of worry. Most often, nail biting is harmless and fades with time.",
    older: {
      whyItHappens:
        "Nail biting is most common in school-age children and teenagers. At six to ten, it often shows up while concentrating on homework, watching a screen, waiting for a test or feeling nervous about friends, and many children don't notice they're doing it. It is a way of settling restless energy or worry, and it can be copied from family members too. Because children this age are becoming self-conscious, teasing or nagging can add to the stress that fuels the habit. What helps is spotting the moments it happens and giving busy hands something else to do.",
      practice:
        "Read the story together, then help your child list the times their fingers go to their mouth and use the steps from the story to choose something else for their hands. This week, agree on a private reminder signal only the two of you know, and let them track their good days on a chart. Celebrate small wins, such as one nail growing longer.",
      whenToAskForHelp:
        "Talk to your child's doctor if the skin around the nails often bleeds, looks red and swollen or seems infected, or if your child also picks their skin or pulls out their hair. It's also worth asking if the habit upsets your child or comes with a lot of worry. Most often, nail biting is harmless and fades with time.",
    },
  },
  patience: {
    id: "patience",
    title: "Waiting & Patience",
    summary: 'When every wait feels endless and "now!" is the only time.',
    ageNote: "The ability to wait grows gradually from about 3 through the early school years.",
    whyItHappens: [
      'Waiting is a skill, and it takes years to build. Young children live in the present moment, and their sense of time is still fuzzy: "in ten minutes" and "tomorrow" can feel almost the same, and both feel like forever.',
      "Classic research on delayed gratification found that children's ability to wait for a reward improves with age, and, importantly, that children wait longer when they have strategies like singing, looking away or thinking about something else. Patience isn't just willpower; it is knowing what to do while you wait.",
      "Tiredness, hunger and excitement all shrink a child's patience. A child who can wait beautifully at breakfast may fall apart waiting in line before dinner.",
    ],
    storytellingTips: [
      "Model two or three waiting tricks the character tries: singing a song, counting, playing I-spy, or drawing while they wait.",
      "Make time visible, such as a sand timer, a candle of sleeps, or a line of stickers, so the story shows the wait getting shorter.",
      "Let the character feel the wiggly, impatient feeling, and then feel proud when the wait is over.",
      "Take the story's best waiting trick with you to the next line, car ride or doctor's waiting room.",
    ],
    practice:
      "Read the story again, then practice the steps from the story in tiny, planned waits at home, such as waiting while a sand timer runs before a snack. This week, take the plan with you to the next line, car ride or waiting room, with something for your child to do while they wait. Notice every small wait out loud, and keep waits short when your child is tired or hungry.",
    whenToAskForHelp:
      "Short patience is normal in young children. If, by about age 6 or 7, waiting is far harder for your child than for classmates, leads to frequent outbursts or gets in the way of learning or friendships, it's worth talking to their teacher or doctor. Often a few changes at home and school make a real difference.",
    older: {
      whyItHappens:
        "Patience keeps growing through the school years, but six- to ten-year-olds face new kinds of waiting: for a turn in a game, for a birthday, for a friend to reply, or while saving their allowance for something special. Fast apps and on-demand shows make instant results feel normal, so slower rewards can seem unfair. Children this age can now use waiting strategies on purpose, like planning what to do in the meantime or breaking a long wait into parts, once someone shows them how. Tiredness and hunger still shrink patience at any age.",
      practice:
        "Read the story together, then ask your child to choose a bigger goal to wait for, such as saving up for a toy, and track their progress on a chart using the steps from the story. This week, let them plan what they'll do during everyday waits, like standing in line or a long car ride. Notice each wait they manage calmly, and say what they did.",
      whenToAskForHelp:
        "Some impatience is ordinary, even at this age. If waiting is far harder for your child than for classmates, leads to frequent outbursts, or gets in the way of learning or friendships, it's worth talking to their teacher or doctor. Often a few changes at home and school make a real difference.",
    },
  },
  "screen-time": {
    id: "screen-time",
    title: "Screen Time",
    summary: "Meltdowns when the tablet or TV goes off.",
    ageNote: "Screen struggles can start as soon as children use screens and often grow through the school years.",
    whyItHappens: [
      "Shows, games and apps are designed to hold attention, often with autoplay, rewards and cliffhangers. It is no surprise that a child finds it hard to stop, because many adults do too. The upset when the screen goes off is usually about the sudden end of something absorbing, not defiance.",
      "Young children have a hard time shifting attention and don't yet track time, so \"just five more minutes\" doesn't mean much. An abrupt switch-off can feel like having something taken away.",
      "Pediatric guidance, such as that of the American Academy of Pediatrics, suggests limiting screens for young children to about an hour a day of good-quality content, watched together where possible, and setting consistent family limits for older children. Predictable rules and warm transitions make those limits much easier to keep.",
    ],
    storytellingTips: [
      "Model a clear ending: the character gets a warning, finishes the episode or level, and then the screen goes off, with no surprises.",
      "Show something inviting waiting on the other side of the screen, such as a game outdoors, a snack, or building a den.",
      "Let the character feel disappointed and say so, then use a calming trick to move on.",
      "Don't paint screens as bad. The story should be about switching off well, not about screens being wicked.",
      "Read it before screen time starts, not after an argument, and agree together on the story's stopping signal.",
    ],
    practice:
      "Read the story before screen time starts, then agree together on the stopping signal from the story and what will come next. This week, give the same warning every time, stop at a natural break such as the end of an episode, and have something inviting ready once the screen is off. When your child switches off with less fuss, tell them you noticed.",
    whenToAskForHelp:
      "Talk to your child's doctor or teacher if screens regularly cut into sleep, schoolwork, outdoor play or time with friends, or if switching off leads to rages that don't ease with steady limits. It's also worth asking for help if your child has seen something online that upset them. A family media plan, made together, is a good start.",
    older: {
      whyItHappens:
        "Between six and ten, screens become part of school, friendships and downtime, and many games and videos are built to be hard to stop, with levels, streaks and autoplay. Children this age may feel left out if friends play a game they're not allowed, and switching off in the middle of a game can feel like letting teammates down. Their sense of time is better than a younger child's, but it still vanishes inside a screen. Clear family rules that children help make, with predictable stopping points, work far better than sudden switch-offs.",
      practice:
        "Read the story together, then make a family screen plan with your child: when screens are used, where, and what the stopping signal will be, using the steps from the story. This week, let them set their own timer and choose a natural stopping point, such as the end of a level. Each evening, check together how the plan went and adjust it if needed.",
      whenToAskForHelp:
        "Talk to your child's doctor or teacher if screens regularly cut into sleep, homework, outdoor play or time with friends, or if switching off leads to rages that don't ease with steady limits. It's also worth asking for help if your child has seen or been sent something online that upset them. A family media plan, made together, is a good start.",
    },
  },
  separation: {
    id: "separation",
    title: "Saying Goodbye",
    summary: "Tears and clinging at drop-off, bedtime or when a parent leaves.",
    ageNote: "Separation anxiety peaks between about 8 months and 2 years and often returns when a child starts nursery or school.",
    whyItHappens: [
      "Separation anxiety is a sign of a healthy attachment. Once a baby understands that people still exist when they are out of sight, they also understand that the person they love is somewhere else, and they want them back. This begins late in the first year and is often strongest in toddlerhood.",
      "It commonly returns at new beginnings: starting daycare or school, a new caregiver, a move, a new sibling, or after an illness or a school vacation at home. Children also pick up on a parent's own worry about the goodbye.",
      "Children become confident with separations by experiencing many goodbyes that end in a happy reunion. A short, predictable goodbye builds that trust faster than a long, drawn-out one or sneaking away.",
    ],
    storytellingTips: [
      "Model a short, loving goodbye ritual the character can count on, such as a special hug, a kiss in the palm, or a wave at the window, and use it in real life too.",
      "Show the reunion clearly. The most important line in the story is that the grown-up always comes back.",
      "Give the character a transitional object, like a photo, a scarf that smells like home or a drawn heart on the hand, to hold while apart.",
      "Describe what happens in between: the fun activities, the kind teacher or caregiver, and the moment the day is over.",
    ],
    practice:
      "Read the story again at a calm time, then practice the goodbye from the story with short, pretend partings at home, coming back exactly when you said you would. This week, keep real goodbyes short, warm and the same each time, and never slip away unseen. At pick-up, remind your child that you came back, just as you promised.",
    whenToAskForHelp:
      "Talk to your child's doctor or teacher if, after the first few weeks in a new setting, goodbyes still end in long, intense distress most days, or if worry about being apart stops your child going to school, sleeping or playing. Frequent tummy aches before partings are worth mentioning too. With support, most children settle well.",
    older: {
      whyItHappens:
        "Separation worries can return in the school years, especially at new beginnings: a new school or classroom, a first sleepover or camp, a parent traveling, or after an illness, a move or a family change. Children this age understand more about what could go wrong, so worries about a parent's safety or being forgotten at pickup can feel very real. Some show it as stomachaches on school mornings rather than tears. Children grow confident with separations through planned, predictable goodbyes and many experiences of their grown-up coming back.",
      practice:
        "Read the story together, then ask your child to plan their own goodbye ritual and what they'll do in the first few minutes after you leave, using the steps from the story. This week, tell them exactly when and where you'll meet again, and keep that promise. Afterwards, talk together about what went well and what they'd change next time.",
      whenToAskForHelp:
        "Talk to your child's doctor, teacher or school counselor if worry about being apart leads to missed school, frequent stomachaches or headaches on school mornings, or trouble sleeping away from you that lasts for several weeks. It's also worth asking if your child often fears something bad will happen to you. With support, most children settle well.",
    },
  },
  "not-sharing": {
    id: "not-sharing",
    title: "Sharing",
    summary: '"Mine!" and the hard work of taking turns.',
    ageNote: "Toddlers under 3 rarely share on their own; willingness to share and a sense of fairness grow between about 3 and 8.",
    whyItHappens: [
      'Children understand "mine" long before they understand "ours". Ownership is one of the first ways a toddler makes sense of their world, so holding tightly to a toy is a normal stage, not selfishness.',
      "Sharing also requires empathy, patience and trust that the toy will come back, skills that develop over years. Studies of children's fairness show that most three-year-olds keep the bigger share for themselves, while by seven or eight many actively prefer equal splits.",
      'Turn-taking is easier than sharing. A child can manage "You have a turn, then I\'ll have a turn" far sooner than giving away something they care about with no guarantee it will return.',
    ],
    storytellingTips: [
      "Model turn-taking with something concrete, like a timer, a song or counting to twenty, so the character knows when their turn will come.",
      "Let the character have a special toy that doesn't have to be shared; it's okay to put precious things away before friends visit.",
      "Show the other child's feelings, both the sadness of waiting and the happiness of getting a turn, to build empathy without guilt.",
      "End with the fun of playing together, which is the real reward of sharing.",
    ],
    practice:
      "Read the story again at a calm time, then practice taking turns with a timer or a song during your own play, so your child sees that their turn really does come back. Before friends visit this week, help your child put away one or two special toys that don't need sharing. When your child gives a turn, even a short one, say what you saw and how it made the other child feel.",
    whenToAskForHelp:
      "Trouble sharing is very normal, especially under about 5. It's worth talking to your child's teacher or doctor if, by school age, your child rarely plays alongside other children, seems uninterested in them, or if arguments over toys regularly end with someone hurt. A teacher's view of playtime is often a helpful place to start.",
    older: {
      whyItHappens:
        "By six to ten, most children understand sharing and care a great deal about fairness, so conflicts are usually about what feels fair rather than simply wanting to keep things. Children this age own things that really matter to them, like collections, games and devices, and they may worry that a borrowed item will come back broken or not at all. Friendships, team games and classroom rules also raise new questions about turns, teams and who gets what. Children grow more generous when their feelings about precious things are respected and they help decide the rules.",
      practice:
        "Read the story together, then ask your child to decide which things are special and private and which can be shared, and to plan how turns will work using the steps from the story. This week, before a friend visits or a game starts, let them suggest a fair rule, such as a timer or taking turns to choose. Afterwards, talk about how it went for everyone.",
      whenToAskForHelp:
        "It's worth talking to your child's teacher or doctor if your child rarely plays with other children, is often alone at recess, or if arguments over belongings regularly end with someone hurt. It's also worth asking if your child finds it very hard to understand how others feel. A teacher's view of recess and group work is often a helpful place to start.",
    },
  },
  shyness: {
    id: "shyness",
    title: "Shyness",
    summary: "Needing time to warm up with new people and places.",
    ageNote: "Shyness is a temperament trait that shows up early; many children become more comfortable with age and practice.",
    whyItHappens: [
      "Some children are born more cautious than others. Long-term research on temperament has found that a sizable minority of children are naturally slow to warm up: they watch before they join and need more time with new people and places. This is a way of being, not a flaw.",
      'Shy children are often careful observers and thoughtful friends. What they need is time and gentle support, not pressure. Being pushed forward or talked about ("She\'s shy!") in front of others usually makes them retreat further.',
      'When shyness keeps a child from things they want to do, small, manageable steps help them build confidence. Every successful "hello" makes the next one a little easier.',
    ],
    storytellingTips: [
      "Let the character stay true to themselves: quiet, watchful and kind. The goal is a brave step, not a personality change.",
      "Model warm-up strategies such as watching first, standing near a friendly grown-up, or joining in with a small action like handing someone a block.",
      'Give the character a simple script, like "Hi, can I play?", and let it work.',
      "Avoid labeling your child as shy while reading. Talk instead about how the character took their time and then felt proud.",
    ],
    practice:
      "Read the story again, then act out a hello or a small step from the story with toys, so the words are ready before they're needed. This week, arrive a little early somewhere new, give your child time to watch first, and avoid pushing them forward or calling them shy. Afterwards, tell them about the brave step you noticed, however small.",
    whenToAskForHelp:
      "Shyness is a normal temperament and often eases with age. Talk to your child's doctor or teacher if your child chats freely at home but stays silent at school or nursery for more than a month or so, or if fear of people and new places stops them doing things they want to do. Early support makes a real difference.",
    older: {
      whyItHappens:
        "Shyness is a temperament trait, and many children who were slow to warm up when they were little are still quiet and watchful at school age. At six to ten, friendships matter more and groups become more complicated, so shy children may feel left out or worry about being judged, especially when speaking in class, performing or joining a game already underway. They often have rich inner lives and make loyal, thoughtful friends. What helps is respect for their pace, a little preparation before new situations, and chances to practice social steps that feel manageable.",
      practice:
        "Read the story together, then ask your child to pick one small, brave social step for this week, such as asking a classmate to play, and plan the words using the steps from the story. Rehearse it together once or twice at home. Afterwards, ask how it felt and tell them what you noticed, without calling them shy.",
      whenToAskForHelp:
        "Shyness is a normal temperament. Talk to your child's teacher, school counselor or doctor if your child talks freely at home but stays silent at school for more than a month or so, has no friends at school, or if fear of people and new places stops them doing things they want to do. Early support makes a real difference.",
    },
  },
  siblings: {
    id: "siblings",
    title: "Sibling Rivalry",
    summary: "Squabbles, jealousy and competing for a grown-up's attention.",
    ageNote: "Sibling conflict is common at every age and often flares when a new baby arrives.",
    whyItHappens: [
      "Brothers and sisters compete for the thing that matters most to them: their parents' attention and love. When a new baby arrives, an older child can feel replaced, even while loving the baby, and may regress, act out or become clingy.",
      "Siblings also spend a great deal of time together, share space and toys, and are often at very different developmental stages. A four-year-old's careful tower and a one-year-old's curiosity are bound to collide.",
      "Conflict between siblings is normal and even useful: it is where children first practice negotiating, compromising and making up. What helps is making sure each child feels seen, and teaching them the words to solve problems together.",
    ],
    storytellingTips: [
      "Name the jealous or cross feeling without judgment, and let the character know it's okay to feel that way about someone they love.",
      "Show the character getting some special one-on-one time with a grown-up, so the story reassures that there is enough love to go around.",
      "Model solving a conflict together, such as taking turns, building something as a team, or asking a grown-up for help, instead of casting the sibling as a villain.",
      "After reading, talk about your real children. Ask what your child likes most about their sibling, and what is hard.",
    ],
    practice:
      "Read the story again at a calm time, then set aside ten minutes of one-on-one time with each child on as many days as you can this week. When a squabble starts, remind them of the steps from the story and help them solve it together rather than picking a side. Notice out loud when they play well, cooperate or make up.",
    whenToAskForHelp:
      "Talk to your child's doctor or teacher if fights often leave someone hurt, if one child is always on the losing end and seems frightened or unhappy, or if jealousy of a new baby brings changes in sleep, eating or skills that last more than a few weeks. Most sibling rivalry is ordinary, and it usually eases as children grow.",
    older: {
      whyItHappens:
        "Sibling conflict often changes shape in the school years. Children six to ten keep careful track of fairness, so differences in bedtimes, chores, screen time or attention can feel like proof that a brother or sister is favored. Age gaps mean siblings want very different things, and older children may resent being asked to give way to younger ones or look after them. Competition over grades, sports and friends adds fuel. Conflict is still where children practice negotiating and making up, and it eases when each child feels seen for who they are.",
      practice:
        "Read the story together, then hold a short family meeting where your children help agree on rules for sharing space and settling arguments, using the steps from the story. This week, give each child some one-on-one time with you, and when a squabble starts, ask them to solve it together before you step in. Notice out loud when they cooperate.",
      whenToAskForHelp:
        "Talk to your child's doctor, teacher or school counselor if fights often leave someone hurt, if one child is always on the losing end and seems frightened or unhappy, or if the conflict is affecting sleep, schoolwork or friendships. Most sibling rivalry is ordinary, and it usually eases as children grow.",
    },
  },
  tantrums: {
    id: "tantrums",
    title: "Tantrums",
    summary: "Meltdowns when feelings get too big to handle.",
    ageNote: "Tantrums are most common between about 18 months and 4 years and usually become rare by age 5.",
    whyItHappens: [
      "A tantrum happens when a feeling is bigger than a child's ability to manage it. The prefrontal cortex, the part of the brain that helps with calming down, waiting and thinking before acting, is one of the last areas to mature, continuing to develop well into the twenties. Young children simply don't have the brakes yet.",
      "Language also lags behind feelings. A toddler may feel frustrated, disappointed and jealous all at once, with only a handful of words to explain it. Tiredness, hunger, illness and big transitions make meltdowns far more likely.",
      "Tantrums are not manipulation and they are not a parenting failure. Children learn to calm down by being calmed down, again and again, by an adult who stays close and steady until the storm passes.",
    ],
    storytellingTips: [
      "Read the story when your child is calm and connected, never in the middle of a meltdown.",
      "Give the feeling a name and a shape, such as a storm cloud, a fizzy soda or a roaring volcano, that your child can point to later.",
      'Model one or two calm-down tools, such as "smell the flower, blow out the candle" breathing, squeezing a cushion, or a cuddle in a cozy corner.',
      "Show the grown-up in the story staying close and calm, so your child learns that big feelings don't scare the people who love them.",
      "Let the character try a tool that doesn't work at first, then try again and succeed. That's how real learning looks.",
    ],
    practice:
      "Read the story again at a calm, cozy moment, then take turns acting out a small, silly storm and calming it with the steps from the story. When a real meltdown starts this week, stay close, use the same few words the story uses, and save any talking for afterwards. Later, tell your child about any try you saw, even a half-try.",
    whenToAskForHelp:
      "Talk to your child's doctor if tantrums happen several times a day, regularly last longer than about 25 minutes, involve your child hurting themselves or others, or are still frequent after about age 5. That doesn't mean something is wrong; a professional can help you find out what's going on and what would help.",
    older: {
      whyItHappens:
        "At six to ten, a meltdown usually means a child is overloaded, not that they are being difficult on purpose. The brain's calming system is still developing, and long school days, tiredness, hunger, hard homework and changes at home can all push a child past their limit. Children this age also feel strongly about fairness and losing, and many feel embarrassed afterwards, which can make them defensive. They can now learn to notice the early warning signs in their body and use a plan they chose themselves before the feeling takes over.",
      practice:
        "Read the story together at a calm time, then ask your child to list their early warning signs and choose which of the steps from the story they'll use when they notice them. This week, agree on a private signal and a calm-down spot they can go to that isn't a punishment. Afterwards, talk about what helped, without blame.",
      whenToAskForHelp:
        "Talk to your child's doctor, teacher or school counselor if outbursts happen several times a week, last a long time, involve your child hurting themselves or others, or are causing problems at school or with friends. That doesn't mean something is wrong; a professional can help you find out what's going on and what would help.",
    },
  },
  toileting: {
    id: "toileting",
    title: "Potty Training",
    summary: "Learning to use the toilet, and the accidents along the way.",
    ageNote: "Most children show readiness between about 18 months and 3 years; staying dry at night often comes later, sometimes not until 5–7.",
    whyItHappens: [
      "Using the toilet depends on body, brain and feelings all being ready. Common readiness signs include staying dry for about two hours, showing interest in the toilet or in grown-up underwear, telling you when their diaper is wet or dirty, being able to pull pants up and down, and following simple instructions.",
      "Accidents are a normal part of learning, not a setback. Children often forget when they are absorbed in play, and they may regress during stressful times such as a new baby, a move or starting nursery. Some children also feel worried about the toilet itself, from the flush to the height of the seat.",
      "Staying dry at night is controlled by different body systems and often comes much later. Bedwetting is common in young children and is not something a child can control by trying harder.",
    ],
    storytellingTips: [
      "Model the whole sequence in order: noticing the feeling, going to the potty, pulling pants down, sitting, wiping, flushing and washing hands.",
      "Use your family's own words for body parts and toileting so the story matches what your child hears at home.",
      "Include an accident that is met calmly (\"That's okay, we'll try again next time\") to take the fear out of mistakes.",
      "Read the story near potty time, or even keep a copy in the bathroom for sitting practice.",
    ],
    practice:
      "Read the story near potty time, and let a favorite toy go through the steps from the story in order before your child's turn. This week, offer regular, relaxed tries, such as after meals and before bath, and meet accidents calmly and matter-of-factly. Praise the trying, like noticing the feeling or washing hands, not only the successes.",
    whenToAskForHelp:
      "Talk to your child's doctor if poop is hard or painful to pass or your child holds it in, if peeing seems to hurt, or if they start wetting again after months of being dry. It's also worth asking if daytime accidents are still frequent after about age 5. Bedwetting often lasts longer, and there is help for it.",
    older: {
      whyItHappens:
        "Accidents at six to ten are more common than many parents think, and they can feel embarrassing for everyone. Daytime accidents often happen because children put off going while they're busy, avoid school bathrooms or hold it in, which can lead to constipation. Bedwetting is still fairly common at six and seven and often runs in families; it happens during deep sleep and is not something a child can control by trying harder. Stress, such as a new school or a change at home, can also bring accidents back. Calm, private support protects a child's confidence.",
      practice:
        "Read the story together, then ask your child to plan regular bathroom breaks, such as before leaving home and at recess, using the steps from the story. This week, keep a spare set of clothes in their backpack and agree on a private signal for quick reminders. Praise their effort to remember, and handle any accidents calmly and privately.",
      whenToAskForHelp:
        "Talk to your child's doctor if poop is hard or painful to pass or your child holds it in, if peeing seems to hurt, or if they start wetting again after months of being dry. It's also worth asking if bedwetting bothers your child or daytime accidents happen often. There is good help for both, and it usually works well.",
    },
  },
  transitions: {
    id: "transitions",
    title: "Transitions",
    summary: "Struggling to stop one thing and start the next.",
    ageNote: "Transitions are hardest from about 2 to 5, though many older children still need support.",
    whyItHappens: [
      "A child's day is full of stopping: leave the park, turn off the show, come to dinner, get in the car. Each transition asks a child to let go of something absorbing and shift attention to something they didn't choose, which takes a kind of mental flexibility that is still developing.",
      "Young children also live very much in the present and have little sense of time. Without warning, a transition can feel sudden and unfair, as if something has been taken away.",
      "Some children find transitions especially hard, including those with sensitive temperaments and children with ADHD or autism. For all children, predictability helps: knowing what is coming next, and when, makes letting go much easier.",
    ],
    storytellingTips: [
      'Model a clear warning before a change: "Five more minutes, then it\'s time to go."',
      'Give the character a transition helper, such as a song, a timer, a job to carry or a goodbye to the activity ("Bye-bye, slide!").',
      'Show a "first–then" plan that puts something pleasant after the hard part.',
      "Use the story's exact words and signals in your own daily transitions for a week to build the habit.",
    ],
    practice:
      "Read the story again, then use its exact words and signals in your own daily transitions this week: the same warning, the steps from the story, and something pleasant to go to next. Start with the easiest change of the day, like coming to dinner, before the hardest one. Praise any smoother change, however small.",
    whenToAskForHelp:
      "It's worth talking to your child's doctor or teacher if, beyond about age 5, small changes regularly lead to long, intense meltdowns, if your child needs things done exactly the same way every time, or if transitions are making school or family life hard to manage. Extra support can make changes much easier for everyone.",
    older: {
      whyItHappens:
        "School-age children handle many more transitions every day: from home to school, between classes and activities, from screens to homework, and, for some families, between two homes. Shifting attention from something absorbing to something they didn't choose still takes effort, especially when they're tired or the next task feels hard. Children this age also want more control over their time and may argue that they were just about to finish. Knowing the schedule, having a say in the order of things and getting fair warning make changes much smoother.",
      practice:
        "Read the story together, then ask your child to name the day's trickiest changes and plan how to handle each one, using the steps from the story. This week, let them set their own warning timer and choose what they'll do first after each change. Each evening, ask which change went best and why.",
      whenToAskForHelp:
        "It's worth talking to your child's doctor or teacher if small changes regularly lead to long, intense meltdowns, if your child needs things done exactly the same way every time, or if transitions are making school or family life hard to manage. Extra support can make changes much easier for everyone.",
    },
  },
  whining: {
    id: "whining",
    title: "Whining",
    summary: "That sing-song voice that's impossible to ignore.",
    ageNote: "Whining is common from about 2 to 6, as children learn other ways to ask for what they need.",
    whyItHappens: [
      "Whining sits between crying and talking. A child who has outgrown tears but not yet mastered calmly asking uses a voice designed to be heard. Research has even found that adults find whining one of the most distracting sounds there is, which is exactly why it works.",
      'Children whine most when they are tired, hungry, bored or in need of connection. Sometimes a whine is really asking "Do you notice me?"',
      "Whining also persists when it sometimes pays off. If a whine occasionally leads to a yes, children learn that persisting pays, so a calm, consistent response helps it fade.",
    ],
    storytellingTips: [
      'Let the character discover their "strong voice" (or "big kid voice") and show the grown-up responding right away when they use it.',
      "Name the feelings behind the whine, such as tired, bored or wanting a cuddle, so your child learns to ask for what they really need.",
      'Model the exact words to use: "Can I please have…" or "I need help with…"',
      "Afterwards, practice the strong voice together as a game. Try whiny voices and strong voices for silly requests and laugh about the difference.",
    ],
    practice:
      "Read the story again, then practice the steps from the story as a game: ask for silly things in a whiny voice, then in a clear one, and laugh at the difference. This week, answer the clear voice quickly and warmly, and calmly ask for it again when a whine comes, without giving in to the whine. Watch for tiredness and hunger, and offer a cuddle before the whine starts.",
    whenToAskForHelp:
      "Whining on its own is rarely a sign of anything more. It's worth mentioning to your child's doctor if it starts suddenly alongside other changes, such as poor sleep or appetite, seeming unwell or in pain, or losing interest in things they usually enjoy. Most often it fades as the words for asking grow.",
    older: {
      whyItHappens:
        "At six to ten, whining often sounds more like complaining, pleading or arguing in a moaning voice, and it usually shows up when a child is tired, hungry, bored or feels something is unfair. School days ask a lot of children, and home is where the strain shows. Whining also lasts when it sometimes works, such as a no that turns into a yes after enough pleading. Children this age can learn to notice their own tone and make a clear, reasoned request, especially when clear requests get a fair hearing.",
      practice:
        'Read the story together, then ask your child to pick a private signal that means "try that again in your clear voice" and practice the steps from the story. This week, answer clear requests quickly and warmly, and calmly give the signal when a whine comes. Each evening, tell them about one clear request you noticed.',
      whenToAskForHelp:
        "Whining on its own is rarely a sign of anything more. It's worth mentioning to your child's doctor if it starts suddenly alongside other changes, such as poor sleep or appetite, seeming unwell, or losing interest in friends or things they usually enjoy. It's also worth talking to their teacher if your child seems unhappy at school.",
    },
  },
};

/** Topics in the catalog's order, for the grid. */
export const GUIDE_TOPIC_LIST: GuideTopic[] = BEHAVIORS.map((b) => GUIDE_TOPICS[b.id]);

/** The "For grown-ups" page for a story about the parent's own situation (behavior "custom"), with its school-age version. */
export const CUSTOM_GUIDE: GrownUpsGuide & { older: OlderGuide } = {
  whyItHappens: [
    "New and hard situations ask a lot of a child. The parts of the brain that help with calming down, waiting and thinking before acting keep developing all through childhood, so big feelings often arrive long before the skills to manage them. Many children also don't yet have the words to say what's wrong, so those feelings come out as tears, refusals, clinging or silliness instead.",
    "Change and uncertainty make everything harder. A new place, a new person, a change in routine or a worry picked up during the day can all shrink a child's patience and confidence. It doesn't mean something is wrong. It means they need a clear, simple plan, a grown-up who stays calm and close, and plenty of chances to practice until the hard thing feels familiar.",
  ],
  practice:
    "Read the story again at a calm time, well away from the hard moment, then act out the situation together using the steps from the story, taking turns to play each part. When the real moment comes this week, use the same words the story uses, and afterwards tell your child exactly what they tried, even if it only half worked.",
  whenToAskForHelp:
    "It's worth talking to your child's doctor or teacher if the difficulty happens most days for several weeks, is getting worse rather than better, or stops your child sleeping, eating, learning or playing as usual. Ask sooner if someone is getting hurt. Most hard patches ease with a steady plan and time, and asking for support is a caring, sensible step.",
  older: {
    whyItHappens:
      "School-age children meet a growing range of challenges: harder schoolwork, changing friendships, new activities, more independence and changes at home. The skills that help them manage big feelings, plan ahead and solve problems keep developing through these years, so a new or difficult situation can bring out worry, frustration, arguing or avoidance. Children this age often understand more than they can put into words, and they may feel embarrassed about struggling. They do best with a clear plan they helped make, a calm grown-up on their side, and plenty of chances to practice.",
    practice:
      "Read the story together, then ask your child to explain the steps from the story in their own words and plan how they'll use them in the real situation. This week, agree on a private signal for reminders, try the plan when the moment comes, and talk afterwards about what worked and what to change. Notice every effort, even the ones that only half work.",
    whenToAskForHelp:
      "It's worth talking to your child's doctor, teacher or school counselor if the difficulty happens most days for several weeks, is getting worse rather than better, or starts to get in the way of sleep, eating, school or friendships. Ask sooner if someone is getting hurt. Asking for support is a caring, sensible step.",
  },
};

/** Age bands whose books get the school-age texts. */
const SCHOOL_AGE_BANDS: readonly string[] = ["6-7", "8-10"];

/**
 * The "For grown-ups" page content for a story's behavior: its guide topic, or CUSTOM_GUIDE for "custom" and anything unknown.
 * For a school-age band ("6-7", "8-10") it is the guide's `older` texts, with the title but no age note;
 * for any other band, or none, it is the guide itself.
 * A custom story whose situation is known (`situation`: its plan and the reading of the parent's words)
 * gets a page that speaks to that situation instead; a built-in behavior ignores `situation`.
 */
export function grownUpsGuide(behavior: string, ageBand?: string, situation?: SituationGuideInput): GrownUpsGuide {
  if (situation && !isBehaviorId(behavior)) return situationGuide(situation, ageBand);
  const guide: GrownUpsGuide & { older?: OlderGuide } = isBehaviorId(behavior) ? GUIDE_TOPICS[behavior] : CUSTOM_GUIDE;
  const older = guide.older;
  if (ageBand === undefined || !SCHOOL_AGE_BANDS.includes(ageBand) || !older) return guide;
  return {
    ...(guide.title === undefined ? {} : { title: guide.title }),
    whyItHappens: [older.whyItHappens],
    practice: older.practice,
    whenToAskForHelp: older.whenToAskForHelp,
  };
}
