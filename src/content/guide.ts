/**
 * Behavior Guide (/behavior-guide): the page intro and one topic per predefined behavior.
 *
 * Topics are keyed by the catalog's BehaviorId, so the type system (and content.test.ts) makes sure
 * every behavior in BEHAVIORS has an entry. Each card shows `title` and `summary`; its dialog shows
 * "Why it Happens" (`whyItHappens`) and "Storytelling Tips" (`storytellingTips`), one string per paragraph.
 */
import { BEHAVIORS, type BehaviorId } from "./catalog";
import type { ContentLink } from "./types";

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
    "This guide covers the 20 behaviors parents, caregivers and teachers ask us about most. For each one you'll find a short, plain-language explanation of why it happens and practical ideas for using a story to help. Choose a topic to read more, then create a story where your child meets the same challenge and finds their own way through it.",
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
  },
  bedtime: {
    id: "bedtime",
    title: "Bedtime Battles",
    summary: "Stalling, extra requests and getting up again and again after lights out.",
    ageNote: "Bedtime resistance is most common from about 2 to 6 years, when children are asserting independence and imaginations are growing.",
    whyItHappens: [
      "Bedtime asks a lot of a child: stop something fun, separate from the people they love, and lie still in the dark. To a young child the evening can feel like the best part of the day is happening without them, so one more drink, one more story and one more hug are perfectly logical.",
      "Timing matters too. A child who is overtired often gets a \"second wind\" and seems wired rather than sleepy, while a bedtime set before they feel tired can turn into a long wait. Sleep experts recommend roughly 10–13 hours in every 24 for preschoolers and 9–12 hours for school-age children, and a predictable wind-down helps the body feel ready.",
      "Many bedtime battles are really about connection or worry. A new sibling, a move, starting school or a scary idea from the day can all surface at lights out, when there is nothing else to think about.",
    ],
    storytellingTips: [
      "Mirror your real routine in the story, step by step (bath, pajamas, teeth, story, cuddle, lights), so it becomes a rehearsal your child can predict.",
      "Include your child's comfort object or night-light in the story and let the character use it to feel safe.",
      "Keep the ending slow, quiet and cozy. Bedtime stories should finish calm, with the character drifting happily to sleep.",
      "Make the story part of the routine itself: read it as the last book of the night for a week or two.",
      "Let the character find a \"bedtime job\", such as saying goodnight to the moon or choosing tomorrow's socks, so there is something to look forward to that isn't another request.",
    ],
  },
  defiance: {
    id: "defiance",
    title: "Saying \"No!\"",
    summary: "Refusing, arguing back and digging in when asked to do something.",
    ageNote: "A strong \"No!\" phase is typical from around 18 months to 3 years and often returns around 4 and again at 6–7.",
    whyItHappens: [
      "Saying no is one of the first ways a child discovers they are a separate person with their own will. Psychologists describe the toddler years as a time of building autonomy, and testing \"What happens if I don't?\" is part of that work, not a sign of a broken relationship.",
      "Defiance grows when a child feels they have no say: a day full of instructions, rushing and \"because I said so\". It also grows when a child is tired, hungry or overwhelmed, and when refusing is the most reliable way to get a grown-up's full attention.",
      "Older children may push back because something feels unfair, because a task seems too hard, or because they want to save face in front of others. Underneath, most defiant moments are a request for a little power and a little respect.",
    ],
    storytellingTips: [
      "Let the character feel the strong wish to decide for themselves, and say out loud that the wish is okay.",
      "Model the grown-up in the story offering two good choices (\"Red boots or blue boots?\") so your child sees cooperation that still leaves room to decide.",
      "Show what cooperating makes possible, such as getting to the park sooner or the pleasure of helping, rather than what happens to children who refuse.",
      "Avoid any story where the child is described as bad or naughty. Keep the focus on a clever choice the character makes.",
    ],
  },
  disobedience: {
    id: "disobedience",
    title: "Not Listening",
    summary: "When instructions seem to go in one ear and straight out the other.",
    ageNote: "Common at every age from 2 to 10; the reasons change as children grow.",
    whyItHappens: [
      "Young children really do have a harder time following instructions than we expect. Working memory, the mental notepad that holds \"shoes, coat, bag, door\", is small in early childhood and grows slowly through the school years. A three-step instruction can simply fall out of a four-year-old's head.",
      "Attention is also very \"sticky\" when a child is absorbed in play. Calling from another room while they are building a tower often doesn't register at all. That isn't rudeness; their brain has not yet learned to switch focus quickly.",
      "When a child clearly hears and still doesn't follow through, it is often because the task feels boring or hard, or because they have learned that the request will be repeated several times before anything happens.",
    ],
    storytellingTips: [
      "Model a simple listening routine in the story: stop, look at the speaker, listen, then say the instruction back.",
      "Show the grown-up giving one step at a time, and the character feeling proud when they remember it.",
      "Tie listening to something the character cares about, such as being ready in time for the fun part of the day.",
      "After reading, play a quick game of \"listening ears\" with silly one-step instructions to practice the skill while it is fresh.",
    ],
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
      "Take the fear seriously in the story. Let the character say \"I'm scared\" and have a grown-up listen instead of saying \"Don't be silly.\"",
      "Model small, brave steps: peeking at the dog from across the street before saying hello, or turning the lamp off for one minute with a flashlight in hand.",
      "Give the character a coping tool your child can borrow, such as slow balloon breaths, a brave phrase, or a special object.",
      "Keep the story itself gentle. Nothing in it should be frightening, and the ending should leave your child feeling safe and capable.",
      "If the fear is about bedtime, read the story in the daytime first, then again at night once it feels familiar.",
    ],
  },
  interrupting: {
    id: "interrupting",
    title: "Interrupting",
    summary: "Talking over others and needing to be heard right now.",
    ageNote: "Interrupting is very common from 3 to 7, while impulse control and a sense of time are still developing.",
    whyItHappens: [
      "When a young child has something to say, it can feel urgent and enormous, and they worry, often correctly, that if they wait they'll forget it. The ability to hold a thought while waiting for a turn depends on impulse control and working memory, both still under construction.",
      "Young children also see conversations from their own point of view. They don't yet fully understand that a grown-up on the phone is busy in the same way they would be busy building a block tower.",
      "Finally, interrupting often works: a child who interrupts usually gets attention, even if it's a cross \"Not now!\" Children learn patient waiting when there is a clear signal to use and they can trust their turn will come.",
    ],
    storytellingTips: [
      "Model a concrete waiting signal, such as a hand on the grown-up's arm, with the grown-up answering by covering the child's hand to say \"I know you're waiting.\"",
      "Show the character's turn coming, and the grown-up listening with full attention, so the story proves that waiting pays off.",
      "Name the bursting feeling (\"My words were jumping to get out!\") and give the character a trick for holding on, like picturing the idea in a bubble.",
      "Practice the signal together after reading, then praise your child the first times they use it for real.",
    ],
  },
  lying: {
    id: "lying",
    title: "Telling the Truth",
    summary: "Fibs, tall tales and \"I didn't do it!\"",
    ageNote: "Most children begin telling simple lies between about 3 and 4; this is a normal developmental step.",
    whyItHappens: [
      "It may be surprising, but a child's first lies are a developmental milestone. To lie, a child must understand that other people have their own thoughts and can believe something untrue, a skill psychologists call theory of mind. Most children start trying it out between three and four.",
      "Young children lie mostly to avoid trouble or to get something they want, and sometimes because wishing and remembering blur together (\"I did brush my teeth!\"). Older children may also lie to protect someone's feelings, to fit in, or because they are worried about disappointing the adults they love.",
      "How adults respond matters. Studies by developmental psychologists have found that children in harsh, punitive settings tend to lie more and lie better, while children who are met with calm and appreciation when they tell the truth become more honest over time.",
    ],
    storytellingTips: [
      "Show honesty being met with warmth. In one well-known study, a story in which a child was praised for confessing encouraged more truth-telling than stories where lying led to punishment.",
      "Let the character feel the uncomfortable, wiggly feeling of keeping a fib inside, and the relief of telling the truth.",
      "Model how to make things right after a mistake, such as helping clean up or fixing what was broken, so the truth feels safe to tell.",
      "Keep the language kind: the character tells a lie but is never called a liar.",
      "After reading, try \"I'm so glad you told me\" the next time your child owns up, even to something small.",
    ],
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
      "Pick one or two specific manners for the story, such as saying \"Please may I…\" or greeting a visitor, rather than a long list.",
      "Show how the kind words make another character feel: a smile, a warm glow, a friend who wants to play again.",
      "Give your child the exact phrases to borrow, and let the character practice them in a playful way.",
      "After reading, role-play the scene with stuffed animals so your child can rehearse the words with no pressure.",
    ],
  },
  messiness: {
    id: "messiness",
    title: "Tidying Up",
    summary: "Toys everywhere and cleanup time that never seems to start.",
    ageNote: "Children can help tidy from about 2 and take on simple jobs on their own from around 5–6.",
    whyItHappens: [
      "To an adult, \"clean your room\" is one instruction. To a child, it is dozens of decisions: where does this go, what about that, where do I even start? Planning and organizing are executive skills that develop slowly, and a big mess can feel so overwhelming that doing nothing seems like the only option.",
      "Children are also fully absorbed in the here and now. A game that's still going on in their head doesn't feel finished, so packing it away can feel like a loss.",
      "Finally, tidying is rarely as interesting as playing. Children build the habit when the job is small, clear and a little fun, and when everything has an easy place to go.",
    ],
    storytellingTips: [
      "Model breaking the job into small, named steps: \"First all the blocks, then the books, then the teddies.\"",
      "Turn tidying into a game within the story, such as a race against a song, sorting by color, or feeding a hungry toy box.",
      "Show the payoff: finding a favorite toy easily, room to build something new, or a grown-up's specific praise.",
      "Read the story just before a tidy-up time and use the same game straight afterwards.",
    ],
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
  },
  patience: {
    id: "patience",
    title: "Waiting & Patience",
    summary: "When every wait feels endless and \"now!\" is the only time.",
    ageNote: "The ability to wait grows gradually from about 3 through the early school years.",
    whyItHappens: [
      "Waiting is a skill, and it takes years to build. Young children live in the present moment, and their sense of time is still fuzzy: \"in ten minutes\" and \"tomorrow\" can feel almost the same, and both feel like forever.",
      "Classic research on delayed gratification found that children's ability to wait for a reward improves with age, and, importantly, that children wait longer when they have strategies like singing, looking away or thinking about something else. Patience isn't just willpower; it is knowing what to do while you wait.",
      "Tiredness, hunger and excitement all shrink a child's patience. A child who can wait beautifully at breakfast may fall apart waiting in line before dinner.",
    ],
    storytellingTips: [
      "Model two or three waiting tricks the character tries: singing a song, counting, playing I-spy, or drawing while they wait.",
      "Make time visible, such as a sand timer, a candle of sleeps, or a line of stickers, so the story shows the wait getting shorter.",
      "Let the character feel the wiggly, impatient feeling, and then feel proud when the wait is over.",
      "Take the story's best waiting trick with you to the next queue, car ride or doctor's waiting room.",
    ],
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
  },
  separation: {
    id: "separation",
    title: "Saying Goodbye",
    summary: "Tears and clinging at drop-off, bedtime or when a parent leaves.",
    ageNote: "Separation anxiety peaks between about 8 months and 2 years and often returns when a child starts nursery or school.",
    whyItHappens: [
      "Separation anxiety is a sign of a healthy attachment. Once a baby understands that people still exist when they are out of sight, they also understand that the person they love is somewhere else, and they want them back. This begins late in the first year and is often strongest in toddlerhood.",
      "It commonly returns at new beginnings: starting daycare or school, a new caregiver, a move, a new sibling, or after an illness or holiday at home. Children also pick up on a parent's own worry about the goodbye.",
      "Children become confident with separations by experiencing many goodbyes that end in a happy reunion. A short, predictable goodbye builds that trust faster than a long, drawn-out one or sneaking away.",
    ],
    storytellingTips: [
      "Model a short, loving goodbye ritual the character can count on, such as a special hug, a kiss in the palm, or a wave at the window, and use it in real life too.",
      "Show the reunion clearly. The most important line in the story is that the grown-up always comes back.",
      "Give the character a transitional object, like a photo, a scarf that smells like home or a drawn heart on the hand, to hold while apart.",
      "Describe what happens in between: the fun activities, the kind teacher or caregiver, and the moment the day is over.",
    ],
  },
  "not-sharing": {
    id: "not-sharing",
    title: "Sharing",
    summary: "\"Mine!\" and the hard work of taking turns.",
    ageNote: "Toddlers under 3 rarely share on their own; willingness to share and a sense of fairness grow between about 3 and 8.",
    whyItHappens: [
      "Children understand \"mine\" long before they understand \"ours\". Ownership is one of the first ways a toddler makes sense of their world, so holding tightly to a toy is a normal stage, not selfishness.",
      "Sharing also requires empathy, patience and trust that the toy will come back, skills that develop over years. Studies of children's fairness show that most three-year-olds keep the bigger share for themselves, while by seven or eight many actively prefer equal splits.",
      "Turn-taking is easier than sharing. A child can manage \"You have a turn, then I'll have a turn\" far sooner than giving away something they care about with no guarantee it will return.",
    ],
    storytellingTips: [
      "Model turn-taking with something concrete, like a timer, a song or counting to twenty, so the character knows when their turn will come.",
      "Let the character have a special toy that doesn't have to be shared; it's okay to put precious things away before friends visit.",
      "Show the other child's feelings, both the sadness of waiting and the happiness of getting a turn, to build empathy without guilt.",
      "End with the fun of playing together, which is the real reward of sharing.",
    ],
  },
  shyness: {
    id: "shyness",
    title: "Shyness",
    summary: "Needing time to warm up with new people and places.",
    ageNote: "Shyness is a temperament trait that shows up early; many children become more comfortable with age and practice.",
    whyItHappens: [
      "Some children are born more cautious than others. Long-term research on temperament has found that a sizable minority of children are naturally slow to warm up: they watch before they join and need more time with new people and places. This is a way of being, not a flaw.",
      "Shy children are often careful observers and thoughtful friends. What they need is time and gentle support, not pressure. Being pushed forward or talked about (\"She's shy!\") in front of others usually makes them retreat further.",
      "When shyness keeps a child from things they want to do, small, manageable steps help them build confidence. Every successful \"hello\" makes the next one a little easier.",
    ],
    storytellingTips: [
      "Let the character stay true to themselves: quiet, watchful and kind. The goal is a brave step, not a personality change.",
      "Model warm-up strategies such as watching first, standing near a friendly grown-up, or joining in with a small action like handing someone a block.",
      "Give the character a simple script, like \"Hi, can I play?\", and let it work.",
      "Avoid labeling your child as shy while reading. Talk instead about how the character took their time and then felt proud.",
    ],
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
      "Model one or two calm-down tools, such as \"smell the flower, blow out the candle\" breathing, squeezing a cushion, or a cuddle in a cozy corner.",
      "Show the grown-up in the story staying close and calm, so your child learns that big feelings don't scare the people who love them.",
      "Let the character try a tool that doesn't work at first, then try again and succeed. That's how real learning looks.",
    ],
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
      "Model a clear warning before a change: \"Five more minutes, then it's time to go.\"",
      "Give the character a transition helper, such as a song, a timer, a job to carry or a goodbye to the activity (\"Bye-bye, slide!\").",
      "Show a \"first–then\" plan that puts something pleasant after the hard part.",
      "Use the story's exact words and signals in your own daily transitions for a week to build the habit.",
    ],
  },
  whining: {
    id: "whining",
    title: "Whining",
    summary: "That sing-song voice that's impossible to ignore.",
    ageNote: "Whining is common from about 2 to 6, as children learn other ways to ask for what they need.",
    whyItHappens: [
      "Whining sits between crying and talking. A child who has outgrown tears but not yet mastered calmly asking uses a voice designed to be heard. Research has even found that adults find whining one of the most distracting sounds there is, which is exactly why it works.",
      "Children whine most when they are tired, hungry, bored or in need of connection. Sometimes a whine is really asking \"Do you notice me?\"",
      "Whining also persists when it sometimes pays off. If a whine occasionally leads to a yes, children learn that persisting pays, so a calm, consistent response helps it fade.",
    ],
    storytellingTips: [
      "Let the character discover their \"strong voice\" (or \"big kid voice\") and show the grown-up responding right away when they use it.",
      "Name the feelings behind the whine, such as tired, bored or wanting a cuddle, so your child learns to ask for what they really need.",
      "Model the exact words to use: \"Can I please have…\" or \"I need help with…\"",
      "Afterwards, practice the strong voice together as a game. Try whiny voices and strong voices for silly requests and laugh about the difference.",
    ],
  },
};

/** Topics in the catalog's order, for the grid. */
export const GUIDE_TOPIC_LIST: GuideTopic[] = BEHAVIORS.map((b) => GUIDE_TOPICS[b.id]);
