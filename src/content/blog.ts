/**
 * Blog (/blog): six static articles (one featured, five recent), the page copy and the newsletter box.
 *
 * The spec's list shows id, title, excerpt, date, category, readTime and slug; each article also carries
 * its full body (sections of plain-text paragraphs) so an article page can be rendered from the same data.
 * `readTime` is derived from the body's word count, so it stays honest if the text is edited.
 * The "Load More Articles" button and the newsletter box are copy only; the spec wires neither to a call.
 */

export interface BlogSection {
  /** Optional subheading; the opening section usually has none. */
  heading?: string;
  paragraphs: string[];
}

export interface BlogArticle {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
  category: string;
  /** e.g. "4 min read", from the body's word count at about 200 words a minute. */
  readTime: string;
  featured: boolean;
  author: string;
  body: BlogSection[];
}

export interface BlogPageCopy {
  heading: string;
  intro: string;
  featuredLabel: string;
  recentHeading: string;
  readMoreLabel: string;
  /** Shown only when there are more recent articles than one page holds (`RECENT_PAGE_SIZE`). */
  loadMoreLabel: string;
}

/**
 * The newsletter box: the research-paper signup (same list, validation and consent), placed on the blog.
 * Its field labels and consent text are the About form's (`ABOUT.researchPaper`).
 */
export interface NewsletterBoxCopy {
  heading: string;
  text: string;
  buttonLabel: string;
  note: string;
}

export const BLOG_PAGE: BlogPageCopy = {
  heading: "The Behavior Tales Blog",
  intro:
    "Practical, research-informed ideas for parents, caregivers and teachers: understanding behavior, building routines, and using stories to help children grow.",
  featuredLabel: "Featured",
  recentHeading: "Recent Articles",
  readMoreLabel: "Read More",
  loadMoreLabel: "Load More Articles",
};

export const BLOG_NEWSLETTER: NewsletterBoxCopy = {
  heading: "Get new articles in your inbox",
  text: "An occasional e-mail when we publish something new: gentle strategies, the research behind them, and story ideas to try at home or in the classroom. To start, we'll send you our free research paper on how stories help children learn new behaviors.",
  buttonLabel: "Subscribe",
  note: "We'll only use your details to send you the research paper and occasional e-mails about new articles, children's behavior and our stories. Unsubscribe at any time.",
};

/** How many recent articles one page of the blog shows; 'Load More Articles' appears only beyond it. */
export const RECENT_PAGE_SIZE = 9;

const AUTHOR = "Behavior Tales Editorial Team";
const WORDS_PER_MINUTE = 200;

export function countWords(sections: BlogSection[]): number {
  return sections
    .flatMap((s) => [s.heading ?? "", ...s.paragraphs])
    .join(" ")
    .split(/\s+/)
    .filter(Boolean).length;
}

function article(a: Omit<BlogArticle, "readTime" | "author">): BlogArticle {
  const minutes = Math.max(1, Math.ceil(countWords(a.body) / WORDS_PER_MINUTE));
  return { ...a, author: AUTHOR, readTime: `${minutes} min read` };
}

export const BLOG_ARTICLES: BlogArticle[] = [
  article({
    id: 1,
    slug: "why-stories-work-better-than-lectures",
    title: "Why Stories Work Better Than Lectures",
    excerpt:
      "When we explain, children tune out. When we tell a story, they lean in. Here's what research says about why narrative teaches behavior so well, and how to make the most of it.",
    date: "2025-06-10",
    category: "Research",
    featured: true,
    body: [
      {
        paragraphs: [
          "Every parent knows the moment. You crouch down, you explain, calmly and reasonably, why we don't hit our brother, and you watch your child's eyes drift to the ceiling. The lecture was clear, true and kindly meant. It just didn't land.",
          "Now picture the same child, later that evening, listening to a story about a little bear who gets so cross with his sister that he knocks over her tower. The child is completely still. They wince when the tower falls. They want to know what the bear does next. Same lesson, entirely different reception. Why?",
        ],
      },
      {
        heading: "What happens during a lecture",
        paragraphs: [
          "Lectures usually arrive at the worst possible time: right after something has gone wrong, when the child is still upset, embarrassed or defensive. A stressed brain is busy protecting itself, not absorbing new ideas. Even when a child is calm, a long explanation asks a lot of working memory, which in young children is small. By the third sentence, the first one has often fallen out.",
          'A lecture also puts the child in the spotlight. Its message, however gently delivered, is "You did something wrong." Children, like adults, tend to defend themselves when they feel judged, and the energy that could go into learning goes into looking away, arguing or shutting down.',
        ],
      },
      {
        heading: "Stories lower the guard",
        paragraphs: [
          "Psychologists Melanie Green and Timothy Brock described a state they called narrative transportation: the feeling of being carried away into a story. Their research found that when people are absorbed in a narrative, they argue back less and are more open to the ideas the story carries. The lesson isn't pushed at them; they discover it alongside the characters.",
          "For a child, this matters enormously. In a story, it is the character who makes the mistake, not the child. They can watch the bear lose his temper from a safe distance, feel what he feels, and see what he tries, with no one looking at them, no one waiting for an apology, and nothing to defend.",
        ],
      },
      {
        heading: "Rehearsal without risk",
        paragraphs: [
          "Researchers who study fiction, such as the psychologist Keith Oatley, describe stories as a kind of simulation of the social world: a place to practice understanding other people's feelings and predicting what happens when we act. Children do this naturally. After hearing a story, they often replay it in pretend play, trying on the character's words and actions.",
          "This is the idea behind two well-established approaches. Social Stories, developed by Carol Gray, use short, carefully written narratives to describe a situation, what people in it might think and feel, and what a child might do. Bibliotherapy, the use of books to help with emotional and behavioral challenges, has been studied for decades, and systematic reviews have found small-to-moderate benefits for children's behavior. Stories are not a cure-all, but they are a genuinely useful tool.",
        ],
      },
      {
        heading: "What makes a behavior story work",
        paragraphs: [
          'Not every story with a moral helps. In one study led by developmental psychologist Kang Lee, young children heard either "Pinocchio", "The Boy Who Cried Wolf" or a version of "George Washington and the Cherry Tree" in which the young Washington is praised for telling the truth. Only the story that showed honesty being rewarded made children more likely to tell the truth afterwards. Stories about the scary consequences of lying made no difference.',
          "That finding matches what we see in good behavior stories generally. They help a child recognize themselves in the main character. They name the feeling behind the behavior. They show a concrete strategy, such as taking a deep breath, asking for a turn or saying goodbye with a special wave, and they let the character try it, sometimes fail, and try again. And they end with the character feeling capable and safe, not ashamed.",
        ],
      },
      {
        heading: "Why the child's own name helps",
        paragraphs: [
          'Children love hearing their own name in a story, and early research on personalized books suggests that it can increase how engaged they are during shared reading. We are careful not to overstate this, since the studies are small, but the experience is familiar to any parent who has watched a child light up at "Once upon a time, there was a girl named Ava…"',
          "When the character shares a name, an age and a challenge with the child, identification comes quickly. The story is no longer about a bear. It is about someone very much like me, who felt what I feel, and found a way through.",
        ],
      },
      {
        heading: "How to use a story well",
        paragraphs: [
          "Read behavior stories at calm, connected times, such as bedtime, a cozy afternoon, or the car ride home, never as a consequence or in the middle of a meltdown. Read the same story several times over a week or two; repetition is how children absorb it.",
          'Afterwards, ask open questions instead of quizzing: "How do you think she felt when the tower fell?" "What would you have tried?" Then borrow the story\'s language in real life. "Remember the dragon breath Leo used? Shall we try it together?" is a gentle invitation, not a lecture, and it works because your child has already practiced it in their imagination.',
          "Stories are most powerful alongside everything else you do: warm limits, clear routines, and lots of noticing when things go right. And if a behavior is worrying you, because it is frequent, intense or getting worse, a conversation with your pediatrician or a child psychologist is always worthwhile.",
        ],
      },
    ],
  }),
  article({
    id: 2,
    slug: "the-bedtime-battle-a-gentle-routine-that-sticks",
    title: "The Bedtime Battle: A Gentle Routine That Sticks",
    excerpt:
      "One more drink, one more story, one more hug… If bedtime has become a nightly negotiation, a simple, predictable routine can bring back the calm.",
    date: "2025-05-20",
    category: "Sleep",
    featured: false,
    body: [
      {
        paragraphs: [
          "It's 8:15. Your child has had a bath, two stories, a glass of water, a second glass of water, a trip to the toilet and a very important question about whether sharks sleep. You are exhausted. They are, somehow, wide awake.",
          "Bedtime resistance is one of the most common challenges families of young children face, and it is rarely about a child being difficult. Understanding what's underneath it is the first step to a calmer evening.",
        ],
      },
      {
        heading: "Why children fight sleep",
        paragraphs: [
          "For a young child, bedtime means three hard things at once: stopping something enjoyable, separating from the people they love, and lying alone in the dark. Add a growing imagination and a suspicion that the family is having fun without them, and stalling makes perfect sense.",
          "Timing plays a big part too. An overtired child often gets a burst of energy, the so-called second wind, that makes them seem anything but sleepy. A child who isn't tired yet, on the other hand, faces a long, boring wait. Sleep guidelines from pediatric sleep experts suggest about 10 to 13 hours in 24 for children aged three to five (including naps), and 9 to 12 hours for children aged six to twelve. If your child is regularly very hard to wake, or melts down every afternoon, bedtime may need to move earlier, not later.",
        ],
      },
      {
        heading: "The power of a predictable routine",
        paragraphs: [
          "Routines work because they take decisions out of the evening. When the steps are always the same, in the same order, there's less to argue about, and the routine itself becomes a signal to the body that sleep is coming. In a study led by sleep researcher Jodi Mindell, families who introduced a simple, consistent bedtime routine saw their young children fall asleep faster and wake less during the night within just a couple of weeks.",
          "A good routine is short, about 20 to 30 minutes, and moves steadily toward the bedroom. It might look like this: a warm bath, pajamas, brushing teeth, one or two stories in bed, a cuddle and a few words about the best part of the day, then lights out. The exact steps matter less than doing them the same way every night.",
        ],
      },
      {
        heading: "Making the routine stick",
        paragraphs: [
          "Make it visible. A picture chart with each step lets young children see what comes next and feel proud as they move through it. Let your child help make it; they'll be more invested in a chart they drew.",
          "Build in choices that don't change the plan. Which pajamas? Which book? Blue toothbrush or green? Small choices give children a sense of control, so they have less need to grab control by stalling.",
          "Turn down the lights and the volume. Dim lights, quiet voices and no screens for about an hour before bed help the body produce the sleep hormone melatonin and help busy minds slow down.",
          "Plan for the extra requests. Some families use a \"bedtime pass\", an approach tested in clinical studies: the child gets one card each night that can be traded for one extra request, such as a drink or a hug. Once it's used, it's gone. Children often save the pass and fall asleep holding it, and the nightly stream of requests dries up.",
        ],
      },
      {
        heading: "When your child keeps getting up",
        paragraphs: [
          'If your child leaves their room, return them calmly and quietly, with as little conversation as possible. "It\'s sleep time. I love you. See you in the morning." The goal is to be boring, not angry. Getting up should be neither scary nor exciting.',
          "If fear is behind the getting up, address it in the daytime. A night-light, a special stuffed animal on guard duty, or a promise to check in once in five minutes, kept reliably, can help a worried child settle. Avoid making bedtime feel like a punishment, and never use the bedroom as a consequence for misbehavior, so that it stays a safe, pleasant place.",
        ],
      },
      {
        heading: "Let a story lead the way",
        paragraphs: [
          "A bedtime story that mirrors your child's own routine can be surprisingly effective. When your child hears about a character with their name who has a bath, picks their pajamas, says goodnight to their toys and drifts off with a smile, they are rehearsing the very routine you want. Keep the story calm and cozy, with no cliffhangers and nothing scary, and let it be the last thing you read each night for a week or two.",
          "Change won't happen overnight. Expect a few bumpy nights as your child tests whether the new routine is here to stay. Stay kind, stay consistent, and in most families the evening battles soften within a few weeks.",
        ],
      },
    ],
  }),
  article({
    id: 3,
    slug: "big-feelings-small-bodies-understanding-tantrums",
    title: "Big Feelings, Small Bodies: Understanding Tantrums",
    excerpt:
      "Tantrums aren't manipulation or a parenting failure. They're what happens when a feeling is bigger than a child's brain can handle. Here's how to help.",
    date: "2025-05-06",
    category: "Emotions",
    featured: false,
    body: [
      {
        paragraphs: [
          "The cup is the wrong color. The banana broke. You said no to a third cookie. Suddenly your child is on the floor, screaming, kicking, completely beyond reach. Tantrums can feel baffling and even frightening, especially in public. But they are one of the most normal things young children do.",
          "Studies of families with young children find that most toddlers and preschoolers have tantrums, that they are most frequent between about 18 months and 4 years, and that the large majority last less than five minutes, even if those minutes feel much longer. By school age, most children have them only rarely.",
        ],
      },
      {
        heading: "What's happening in the brain",
        paragraphs: [
          "A tantrum happens when a child's feelings outrun their ability to manage them. The emotional parts of the brain work at full power from early on. The prefrontal cortex, the area behind the forehead that helps us pause, think, wait and calm down, is one of the slowest parts of the brain to mature, and it keeps developing well into early adulthood.",
          "Language is another piece of the puzzle. A two-year-old can feel frustrated, disappointed, jealous and tired all at once, yet may only have a few dozen words to express any of it. When the feeling won't fit into words, it comes out through the body instead.",
          "That's why tantrums are not manipulation. A child in the middle of a meltdown isn't calculating; they are overwhelmed. What looks like a performance is usually a nervous system in alarm mode.",
        ],
      },
      {
        heading: "Common triggers",
        paragraphs: [
          "Most tantrums have a predictable backdrop. Hunger, tiredness and illness lower every child's threshold. Transitions, such as leaving the park or turning off a show, are classic flash points. So are situations where a child feels powerless, rushed or misunderstood, or is trying to do something just beyond their skill, like a tricky zip.",
          "Keeping a simple note for a week of when tantrums happen often reveals a pattern. Maybe it's always the hour before dinner, or the day after a late night. Knowing the pattern lets you prevent some tantrums altogether with a snack, a warning or an earlier bedtime.",
        ],
      },
      {
        heading: "During the storm",
        paragraphs: [
          "In the moment, your job is not to teach; it's to keep everyone safe and stay calm. Reasoning with a child mid-tantrum rarely works, because the thinking part of their brain is temporarily offline. Fewer words are better: \"You're really upset. I'm right here.\"",
          "Stay nearby, speak quietly, and hold any limit that matters: \"I won't let you hit. I'm going to move the toys so no one gets hurt.\" Some children want a hug; others need a little space with you close by. Giving in to end the tantrum teaches that tantrums work, but so does responding with anger. A calm, steady presence teaches that big feelings can be survived.",
          "Your own calm is the most powerful tool you have. Children borrow our nervous systems, and a slow breath and a soft voice from you will help them find their way back sooner than any words.",
        ],
      },
      {
        heading: "After the storm",
        paragraphs: [
          'Once your child has calmed down, reconnect first: a cuddle, a drink of water, a few quiet moments together. Then, briefly and simply, name what happened. "You were so angry when the tower fell. It\'s hard when things break."',
          "This is where learning happens. Over time, you can introduce calm-down tools: blowing out pretend birthday candles, squeezing a cushion, stomping like an elephant, or sitting in a cozy corner. Practice them when your child is calm, so they're familiar when feelings rise.",
        ],
      },
      {
        heading: "Stories as practice",
        paragraphs: [
          "Stories are a wonderful way to rehearse emotional regulation. A story in which your child's character feels a big feeling rise like a storm cloud, tries a breathing trick that doesn't work at first, tries again, and then feels the storm pass gives your child a script they can reach for next time. Read it during calm, cozy moments, and refer back to it gently in real life.",
        ],
      },
      {
        heading: "When to seek help",
        paragraphs: [
          "Most tantrums are a normal part of development. It is worth talking to your pediatrician if tantrums are very frequent (several times a day), regularly last longer than about 25 minutes, involve your child hurting themselves or others, or continue often beyond about age five. These don't mean something is wrong, but a professional can help you find out what's going on and what would help.",
        ],
      },
    ],
  }),
  article({
    id: 4,
    slug: "sharing-isnt-natural-and-thats-okay",
    title: "Sharing Isn't Natural — and That's Okay",
    excerpt:
      "Toddlers aren't selfish for shouting \"Mine!\" Sharing is a skill that develops over years. Here's what to expect at each age and how to help it grow.",
    date: "2025-04-22",
    category: "Social Skills",
    featured: false,
    body: [
      {
        paragraphs: [
          'It happens at every playdate. One child holds a toy. Another child wants it. Within seconds there are tears, a tug-of-war, and two sets of parents hovering anxiously, urging: "Share nicely!"',
          "We often treat sharing as a basic rule that children should simply follow. But from a developmental point of view, sharing is an advanced skill. It requires empathy, patience, trust, and an understanding of fairness, and all of these take years to develop.",
        ],
      },
      {
        heading: '"Mine!" comes first',
        paragraphs: [
          'Toddlers are just beginning to understand that they are separate people, and ownership is one of the earliest ways they make sense of the world. "Mine!" is not greed; it\'s an important early idea about who they are and what belongs to them.',
          "Interestingly, very young children are capable of kindness. Research by developmental psychologists has shown that toddlers as young as 18 months will spontaneously help an adult who drops something out of reach. But helping with no cost to themselves is very different from handing over a treasured toy. The more something matters to a child, the harder it is to let go.",
        ],
      },
      {
        heading: "How fairness develops",
        paragraphs: [
          "A well-known study published in the journal Nature asked children to divide treats between themselves and another child. Most three- and four-year-olds chose options that kept more for themselves. By seven and eight, most children preferred an equal split, even when it cost them something.",
          "In other words, a sense of fairness unfolds gradually throughout early childhood. Expecting a two-year-old to share like a seven-year-old is a bit like expecting them to read like one.",
        ],
      },
      {
        heading: "Why forcing it can backfire",
        paragraphs: [
          'When we take a toy from one child and hand it to another, the lesson the first child learns is often not "sharing feels good" but "bigger people can take my things." They may hold on even tighter next time.',
          "Research suggests that genuine generosity grows from choice. In one study, young children who were given a real choice to share something they valued went on to share more generously later than children who had no choice in the matter. Kindness that a child chooses is kindness they own.",
        ],
      },
      {
        heading: "Try turn-taking instead",
        paragraphs: [
          "Turn-taking is much easier for young children than open-ended sharing, because it comes with a guarantee: the toy will come back. Use concrete, visible measures: a sand timer, counting to twenty together, or \"when the song ends, it's Sam's turn.\"",
          "Let the child who has the toy finish their turn, and support the waiting child: \"You really want the truck. It's Mia's turn now, and you're next. Shall we find something to do while you wait?\" This teaches both children that their feelings matter and that the system is fair.",
          "Before playdates, let your child put away a few special toys that don't have to be shared. Adults don't share everything either, and knowing their most precious things are safe often makes children more willing to share the rest.",
        ],
      },
      {
        heading: "Notice and name generosity",
        paragraphs: [
          "When your child does share, even a little, notice it specifically: \"You gave Leo one of your crackers. Look at his smile!\" Pointing out the other child's happiness helps your child connect their action to someone else's feelings, which is the foundation of empathy.",
          'Model sharing in your own life, too, and talk about it: "I\'m sharing my umbrella with Grandma so she stays dry." Children learn far more from what we do than from what we tell them to do.',
        ],
      },
      {
        heading: "A story can help",
        paragraphs: [
          "A story in which your child's character wants to keep everything, feels the frustration of waiting, discovers the fun of taking turns, and enjoys playing together can give your child a new script for the next playdate. The best sharing stories never shame the character for wanting to keep something. They show how good it can feel to choose to share.",
          'Sharing will keep developing through the preschool and early school years. With patience, turn-taking and plenty of warm modeling, the child who shouts "Mine!" today will one day offer you the last cookie, and it will be all the sweeter for having been freely given.',
        ],
      },
    ],
  }),
  article({
    id: 5,
    slug: "screen-time-transitions-without-tears",
    title: "Screen Time Transitions Without Tears",
    excerpt: "Turning off the tablet shouldn't have to end in a meltdown. A few simple changes to how screen time ends can make the switch-off much smoother.",
    date: "2025-04-08",
    category: "Routines",
    featured: false,
    body: [
      {
        paragraphs: [
          '"Okay, time to turn it off." For many families, these five words reliably start a battle. Pleading, bargaining, tears, sometimes a full meltdown: the end of screen time can be one of the hardest moments of the day.',
          "If that sounds familiar, you're far from alone. The good news is that the way screen time ends is something you can change, and small changes often make a big difference.",
        ],
      },
      {
        heading: "Why switching off is so hard",
        paragraphs: [
          "Shows, games and apps are designed to hold attention. Autoplay rolls one episode into the next, games reward just one more level, and stories end on cliffhangers. Many adults find it hard to put their phones down; for children, whose self-control is still developing, it is even harder.",
          'Young children also struggle with transitions in general. Shifting attention from something absorbing to something they didn\'t choose takes mental flexibility that develops slowly. And because they have little sense of time, an unexpected "turn it off now" can feel sudden and unfair, as if something has been snatched away.',
          "So the upset at switch-off is usually not defiance. It's disappointment and a hard transition, arriving together.",
        ],
      },
      {
        heading: "Set the limits before the screen goes on",
        paragraphs: [
          'Children handle limits best when they know them in advance. Before the screen goes on, agree on how screen time will end: "You can watch two episodes, then we\'ll turn it off and go outside." For young children, ask them to repeat the plan back to you.',
          "Pediatric guidance, such as that from the American Academy of Pediatrics, suggests around one hour a day of good-quality programming for children aged two to five, ideally watched together, and consistent limits that fit your family for older children. Whatever your limits are, predictability matters more than the exact number. When the rules are the same every day, there's less to negotiate.",
        ],
      },
      {
        heading: "Stop at natural endings",
        paragraphs: [
          "Stopping in the middle of an episode or level is much harder than stopping at the end. Where you can, define screen time by episodes, levels or activities rather than minutes, and turn off autoplay so the next episode doesn't start by itself.",
          'For games without clear endings, give a warning that lets your child reach a good stopping point: "Five minutes left. Find a place to save your game."',
        ],
      },
      {
        heading: "Give warnings and a ritual",
        paragraphs: [
          "A warning gives your child time to prepare for the change. Try a five-minute warning and a one-minute warning. A visual timer helps children who can't yet tell the time, because they can watch the time run out instead of being surprised by it.",
          'A short switch-off ritual can help too: letting your child press the off button themselves, waving goodbye to the characters, or saying "See you tomorrow, show!" When children take part in ending screen time, it feels less like something being done to them.',
        ],
      },
      {
        heading: "Make the next thing inviting",
        paragraphs: [
          'Going from an exciting show to "nothing" is a hard sell. Plan something appealing to come straight after screen time: a snack, a game outside, building a den, helping to cook. "When the episode ends, then we\'ll make pancakes" gives your child something to move toward.',
          "Sitting with your child for the last few minutes of a show also helps. You can talk about what they're watching, which makes the transition feel shared rather than imposed.",
        ],
      },
      {
        heading: "When there are tears anyway",
        paragraphs: [
          "Even with the best plan, there will be some upset, and that's okay. Acknowledge the feeling without reopening the negotiation: \"You're disappointed. You really love that show. It's finished for today, and you can watch it again tomorrow.\"",
          "Stay calm, hold the limit, and help your child move on. If you give in to tears, your child learns that tears extend screen time, and next time the tears will be bigger.",
        ],
      },
      {
        heading: "Practice with a story",
        paragraphs: [
          "A story can rehearse the whole transition ahead of time. When your child hears about a character with their name who gets a warning, finishes their episode, presses the off button and heads off on an adventure, they're practicing the steps in a calm moment. The best screen-time stories don't make screens the villain. They show how to switch off well and how much fun is waiting on the other side.",
        ],
      },
    ],
  }),
  article({
    id: 6,
    slug: "raising-an-honest-child",
    title: "Raising an Honest Child",
    excerpt:
      "Your child's first lie is a developmental milestone, not a moral failure. Here's what research tells us about why children lie and how to encourage honesty.",
    date: "2025-03-25",
    category: "Character",
    featured: false,
    body: [
      {
        paragraphs: [
          "\"I didn't eat the cookies,\" says your four-year-old, with chocolate all around their mouth. It's tempting to laugh, and equally tempting to worry. Is this the start of something? Should you be alarmed?",
          "Probably not. Lying is a normal part of development, and how we respond to it shapes whether a child grows toward honesty.",
        ],
      },
      {
        heading: "Lying is a milestone",
        paragraphs: [
          "To tell a lie, a child must understand something quite sophisticated: that other people have their own minds, and that those minds can believe something that isn't true. Psychologists call this understanding theory of mind, and it develops rapidly between about three and five.",
          "Studies in which children are left alone with a tempting toy they've been asked not to peek at find that a minority of two-year-olds will later deny peeking, while most four-year-olds do. In other words, as children's thinking develops, lying becomes something they are able to try. Researchers have even found that children who start lying earlier tend to be further ahead in these thinking skills.",
          "None of this means lying is good. But it does mean that a child's first lies are not a sign of a character flaw. They are a sign of a growing mind that now needs guidance.",
        ],
      },
      {
        heading: "Why children lie",
        paragraphs: [
          'Young children mostly lie to avoid getting into trouble or to get something they want. They also blur the line between wishing and remembering: a child who says "I already brushed my teeth" may half-believe it. As children get older, they begin to tell "white lies" to protect others\' feelings, to fit in with friends, or because they are afraid of disappointing the people they love.',
          "Understanding the reason helps you respond. A lie told out of fear needs a different response than a tall tale told for fun.",
        ],
      },
      {
        heading: "Punishment makes better liars",
        paragraphs: [
          "It seems logical that harsh consequences for lying would discourage it. Research suggests the opposite. In a study comparing children at two schools, one using harsh punishments and one that did not, children from the punitive school were more likely to lie, and were better at it. When honesty is dangerous, children learn to hide, not to tell the truth.",
          'Another study, led by psychologist Kang Lee, tested the effect of classic moral stories. Children who heard "Pinocchio" or "The Boy Who Cried Wolf", where lying leads to bad consequences, were no more honest afterwards. But children who heard a version of "George Washington and the Cherry Tree" in which young George is praised for confessing were significantly more likely to tell the truth. The message that helped wasn\'t "lying is punished"; it was "honesty is valued."',
        ],
      },
      {
        heading: "Make the truth safe to tell",
        paragraphs: [
          'The most important thing you can do is make honesty feel safe. When your child owns up, respond with appreciation first: "Thank you for telling me the truth. I know that wasn\'t easy." Then deal with the problem calmly. Helping to clean up the spill or fix what was broken teaches responsibility without making the truth the thing that got them into trouble.',
          'Avoid setting traps. Asking "Did you draw on the wall?" when you already know the answer invites a lie. Instead, state what you know: "I see crayon on the wall. Let\'s clean it together."',
          'Avoid labels, too. Calling a child "a liar" can become a story they tell about themselves. Address the behavior, not the person: "That wasn\'t true. Let\'s try again."',
        ],
      },
      {
        heading: "Model honesty yourself",
        paragraphs: [
          "Children notice when adults tell small lies, such as \"Tell them I'm not home\" or \"The playground is closed today\" when it isn't. These convenient untruths teach that honesty is optional when it's inconvenient. Try being truthful even when it's harder: \"We're not going to the playground today because I'm tired.\"",
          'And when you make a mistake, own it out loud. "I was wrong about that, and I\'m sorry" is a powerful lesson in honesty.',
        ],
      },
      {
        heading: "Stories that celebrate the truth",
        paragraphs: [
          "Given the research, the best honesty stories don't frighten children with what happens to liars. They show a character who feels the uncomfortable, wiggly feeling of keeping a fib inside, decides to tell the truth, and is met with warmth and relief. A story like that, with your child's name in it, gives them a picture of what honesty feels like, and what it can bring.",
        ],
      },
    ],
  }),
];

/** The one featured article. */
export const FEATURED_ARTICLE: BlogArticle = BLOG_ARTICLES.find((a) => a.featured)!;

/** The five other articles, newest first. */
export const RECENT_ARTICLES: BlogArticle[] = BLOG_ARTICLES.filter((a) => !a.featured).sort((a, b) => b.date.localeCompare(a.date));

export function findArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((a) => a.slug === slug);
}
