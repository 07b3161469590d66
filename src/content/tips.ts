/**
 * Parenting Tips (/parenting-tips): page intro and the three tabs from the spec
 * (Communication, Positive Discipline, Routines), each a list of practical, evidence-informed tips.
 * Every `body` string is one paragraph of plain text.
 */
import type { ContentLink } from "./types";

export type TipsTabId = "communication" | "positive-discipline" | "routines";

export interface ParentingTip {
  title: string;
  body: string[];
}

export interface TipsTab {
  id: TipsTabId;
  /** Tab label, in the spec's words. */
  label: string;
  /** One sentence shown at the top of the tab. */
  intro: string;
  tips: ParentingTip[];
}

export interface TipsPageCopy {
  heading: string;
  intro: string[];
  /** Id of the tab open on arrival. */
  defaultTab: TipsTabId;
  /** Closing call to action under the tabs. */
  closing: { heading: string; text: string; links: ContentLink[] };
}

export const TIPS_PAGE: TipsPageCopy = {
  heading: "Parenting Tips",
  intro: [
    "Small, everyday habits make the biggest difference to children's behavior. These tips draw on well-established research in child development and on approaches used by family therapists and teachers, such as labelled praise, clear routines and connection before correction.",
    "None of them need to be done perfectly. Pick one that fits your family this week, practice it, and notice what changes. Pair it with a story, and your child gets to rehearse the same skill from the inside.",
  ],
  defaultTab: "communication",
  closing: {
    heading: "Put a tip into practice with a story",
    text: "Children learn a new skill faster when they see themselves using it. Create a story where your child practices the very strategy you're working on together.",
    links: [
      { label: "Create a Story", href: "/behaviors" },
      { label: "Explore the Behavior Guide", href: "/behavior-guide" },
    ],
  },
};

export const TIPS_TABS: TipsTab[] = [
  {
    id: "communication",
    label: "Communication",
    intro: "How we talk to children shapes how they listen, how they feel and how they learn to talk about their own feelings.",
    tips: [
      {
        title: "Connect before you correct",
        body: [
          "A child who feels understood is far more able to listen. Before giving an instruction or addressing a problem, get down to your child's eye level, use their name, and reflect what they're doing or feeling: \"You're really busy with that puzzle.\"",
          "This takes only a few seconds, but it moves your child out of alarm mode and into listening mode. Then make your request, calmly and once.",
        ],
      },
      {
        title: "Name feelings out loud",
        body: [
          'Putting feelings into words, sometimes called "name it to tame it", helps children calm down and builds the vocabulary they need to express themselves without hitting or screaming. Try: "You\'re disappointed that the park is closed. You were really looking forward to it."',
          "You don't have to fix the feeling or agree with the behavior. Naming simply tells your child that their inner world makes sense to you, and over time they learn to name it themselves.",
        ],
      },
      {
        title: "Use labelled praise",
        body: [
          'General praise like "Good job!" feels nice, but labelled praise teaches. Describe exactly what your child did well: "You put all the blocks in the box without being asked. That was really helpful."',
          "Parent training programs with strong research behind them use labelled praise because children repeat the behavior that gets specific attention. Aim to notice the good moments more often than the tricky ones.",
        ],
      },
      {
        title: "Say what to do, not what not to do",
        body: [
          '"Don\'t run!" leaves a child to work out what they should do instead, and the word they hear most clearly is "run". Positive instructions are easier to follow: "Walking feet, please," "Gentle hands with the cat," "Books stay on the shelf."',
          "Keep instructions short, give one step at a time to young children, and check they heard you by asking them to say it back.",
        ],
      },
      {
        title: "Listen with your full attention",
        body: [
          'A few minutes of truly undivided attention (phone down, eyes on your child, following their lead in play) fills a child\'s need for connection in a way that half-listening never does. Many parents find that short daily "special time" reduces attention-seeking behavior noticeably.',
          'When your child talks to you, reflect back what you heard before responding: "So the other children started the game without you." Children who feel heard are more likely to keep talking to you as they grow.',
        ],
      },
    ],
  },
  {
    id: "positive-discipline",
    label: "Positive Discipline",
    intro: "Discipline means teaching. These approaches set clear limits while keeping your relationship warm and your child's dignity intact.",
    tips: [
      {
        title: 'Use "when–then" instead of threats',
        body: [
          '"When your shoes are on, then we can go to the playground" tells a child exactly what needs to happen and what comes next. "If you don\'t put your shoes on, we\'re not going!" asks for the same thing but starts a power struggle.',
          "When–then statements work because they are calm, predictable and give the child control over how quickly the good thing arrives. Follow through every time so your word stays reliable.",
        ],
      },
      {
        title: "Offer two good choices",
        body: [
          'Children cooperate more readily when they have some say. Instead of "Get dressed," try "Do you want to wear the red shirt or the striped one?" Instead of "Time for a bath," try "Do you want to hop or tiptoe to the bath?"',
          "Offer only choices you're happy with, keep it to two for young children, and if your child won't choose, calmly choose for them: \"I'll pick this time; you can choose next time.\"",
        ],
      },
      {
        title: "Set limits with empathy",
        body: [
          'Holding a limit and acknowledging feelings go together: "You wish you could have another cookie. They\'re so yummy. The answer is no, and you can have one after lunch tomorrow."',
          "You don't need to argue, explain at length, or change your mind when your child is upset. A calm, kind, firm limit teaches children that feelings are welcome and rules still stand.",
        ],
      },
      {
        title: "Let natural and logical consequences teach",
        body: [
          "When it's safe, let natural consequences do the teaching: a child who refuses a coat feels chilly for a few minutes. When it isn't, choose a logical consequence that is related, respectful and reasonable, such as \"The crayons went on the wall, so the crayons go away until tomorrow, and let's clean the wall together.\"",
          "Consequences work best when they are calm, brief and connected to the behavior. Harsh or unrelated punishments tend to teach children to avoid getting caught, not to make better choices.",
        ],
      },
      {
        title: "Try time-in when feelings are big",
        body: [
          "When your child is overwhelmed, they often need help calming down more than they need to be sent away. A time-in means staying nearby, quietly and calmly, perhaps in a cozy corner with a cushion and a favorite book, until the storm passes.",
          "Once your child is calm, talk briefly about what happened and what they could try next time. Learning happens after the feeling, not during it.",
        ],
      },
      {
        title: "Plan for the tricky moments",
        body: [
          "Most misbehavior happens in predictable places: leaving the park, the checkout line at the grocery store, the hour before dinner. Before you go, tell your child what will happen and what you expect, and pack a snack and something to do.",
          "Thinking ahead turns discipline from reacting into preventing, and it saves everyone a lot of tears.",
        ],
      },
    ],
  },
  {
    id: "routines",
    label: "Routines",
    intro: "Predictable routines lower stress for children and adults alike, and free everyone from negotiating the same things every day.",
    tips: [
      {
        title: "Make routines visible",
        body: [
          "Young children can't read a to-do list, but they can follow pictures. A simple visual schedule, with photos or drawings of each step in the morning or bedtime routine, lets your child see what comes next and check off their own progress.",
          "Visual schedules are widely used in classrooms and for children with autism because they reduce anxiety and repeated reminders. Let your child help make one; they'll be proud to follow it.",
        ],
      },
      {
        title: "Give warnings before transitions",
        body: [
          'Stopping something fun is hard. A warning gives your child time to prepare: "Five more minutes of play, then bath time." For children who don\'t yet understand minutes, a visual timer or a countdown like "two more turns on the slide" works better.',
          "Keep the warning consistent and then follow through. If the five minutes keep stretching, the warning stops meaning anything.",
        ],
      },
      {
        title: "Keep bedtime calm and consistent",
        body: [
          "A consistent bedtime routine of about 20 to 30 minutes (for example bath, pajamas, teeth, story, cuddle, lights out) helps children fall asleep faster and wake less often, and studies link regular routines with better sleep and behavior.",
          "Dim the lights and turn off screens about an hour before bed, keep the same order every night, and end with something warm and connected, like a story or a chat about the best part of the day.",
        ],
      },
      {
        title: 'Build in "first–then"',
        body: [
          "Structure the day so less-preferred tasks come before favorite ones: first homework, then play; first teeth, then story. This puts natural motivation on your side, with no bribes needed.",
          "Say it the same way every time and, for young children, show it with two pictures side by side.",
        ],
      },
      {
        title: "Keep mornings simple",
        body: [
          "Mornings go more smoothly when the decisions are made the night before: clothes chosen, bags packed, breakfast planned. Then the routine becomes a simple, familiar sequence.",
          "Allow a little more time than you think you need. Rushing is the number one trigger for morning meltdowns, and a few spare minutes make room for connection instead of nagging.",
        ],
      },
    ],
  },
];
