import { band, type Frame } from "./types";

/**
 * A nervous habit: picking at skin, twirling hair, sucking a thumb, chewing sleeves, biting nails.
 * Busy hands, not a telling-off: notice, breathe, give the hands a job (a squishy ball, introduced
 * in the strategy scene). Slots: {habitIng} {habitBase} {habitPast} ("picking at {C's} skin"),
 * {habitAfter} (what it leaves behind), {habitWhen} (the worried moment), {habitMoment}.
 */
export const nervousHabitFrame: Frame = {
  id: "nervous-habit",
  childTerms: "giving worried hands a job",
  strategy: {
    name: "Notice, Breathe, Busy Hands",
    steps: ["Notice: catch your hands when they start", "Breathe: one slow breath for the worried feeling", "Busy hands: squeeze the squishy ball instead"],
    why: "Worried feelings want to come out through the hands; noticing gently, breathing slowly and giving the hands another job lets the feeling out without hurting anything.",
    refrain: "Notice, breathe, squeeze, squeeze.",
    toddlerSteps: ["Catch your hands", "Squeeze the squishy ball"],
    smallFirstStep: "Notice one time when your hands start, and say “Oops, hands”",
  },
  titles: ["{name} and the Busy Hands", "{name} and the Squishy Ball", "{name} Gives Worried Hands a Job"],
  strategyScenes: [
    {
      text: band(
        '"It is called Notice, Breathe, Busy Hands," said {H}. {G} found a squishy ball. "First, notice your hands." {C} looked. "Then one slow breath." Whoo. "Then squeeze the ball. Squeeze, squeeze!" {C} squeezed. It felt nice. Then again. Notice. Whoo. Squeeze, squeeze! {C\'s} hands felt busy and calm. {refrain}',
        '"It\'s called Notice, Breathe, Busy Hands," said {H}. {G} found a squishy ball in the drawer and gave it to {name}. "First, you notice when your hands start {habitYou}. No telling off, just noticing. Then one slow breath. Then your hands get a new job: squeezing the squishy ball." {C} squeezed it. It squished in a very satisfying way.',
        '"It\'s called Notice, Breathe, Busy Hands," {H} explained. "Worried feelings like to sneak out through your hands. That\'s why they start {habitYou} without asking you. So first you notice, kindly. Then one slow breath for the worried part. Then you give your hands a better job." {G} found a squishy ball in the drawer. {C} gave it a squeeze. It was oddly calming.',
        '"It\'s called Notice, Breathe, Busy Hands," said {H}. "Your hands aren\'t doing anything wrong. They\'re carrying the worry, and {habitYou} is the only job they know. So you notice, without being cross with yourself. One slow breath. Then you hand them a different job." {G} dug a squishy ball out of the drawer and tossed it over. {C} squeezed it, skeptically. Then again. "Annoyingly," {C} said, "that\'s quite nice."',
      ),
    },
  ],
  talkAbout: [
    "What did {name's} hands do when {name} felt {feeling}?",
    "What new job did {name} give those hands?",
    "Where in your body do you feel worried?",
    "What could your busy hands squeeze or hold?",
  ],
  episodes: [
    {
      id: "busy-hands",
      moment: "{habitMoment}",
      talkAbout: "Why do you think {name's} hands started {habitIng}?",
      scenes: {
        opening: {
          text: band(
            "One {timeWord}, {C} {was} at {home}. {habitWhen} {placeLine} {C} sat very still. But {C's} hands did not. Wiggle, fiddle. Fiddle, wiggle. {C} started {habitIng}. On and on.",
            "One {timeWord}, {C} {was} at {home}. {habitWhen} {placeLine} {C} sat quietly, but {their} hands didn't stay quiet. Without {Cobj} even noticing, they started {habitIng}, the way they often did when {C} felt worried.",
            "One {timeWord}, {C} {was} at {home}. {habitWhen} {placeLine} {C} didn't say much. {C's} mind was busy with all the things that might happen. And while {their} mind was busy, {their} hands got busy too, {habitIng}, without {Cobj} even noticing.",
            "It was a {timeWord} like plenty of others at {home}. {habitWhen} {placeLine} {C} looked calm enough from the outside. Inside, {their} thoughts were running laps. And {their} hands, as usual, had quietly started {habitIng}, which they tended to do whenever {C's} thoughts went running without {Cobj}.",
          ),
        },
        problem: {
          text: band(
            '{C} kept {habitIng}. On and on. {habitAfter} "Ouch," said {C} quietly. {G} looked over. {C} hid {their} hands. Under the table they went. But soon the hands started again. Fiddle, fiddle.',
            '{C} kept {habitIng}, on and on, until {habitAfter} {G} noticed and said softly, "Your hands are busy again." {C} hid {their} hands under the table. But a minute later, they were back at it. {C} didn\'t even know how to stop.',
            "{C} kept {habitIng} for ages, and by the time {C} noticed, {habitAfter} {G} saw it too. {C} quickly sat on {their} hands, but that only lasted a moment. As soon as the worried thoughts came back, so did the hands. It was as if they belonged to somebody else.",
            "{C} kept {habitIng} until {habitAfter} {G} noticed, and {C} noticed {G} noticing, which was worse. {C} sat on {their} hands. {C} folded {their} arms. {C} tried thinking firmly about something else. None of it lasted. The moment the worry came back, the hands went straight back to work, as if they'd never been told anything at all.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Flutter, flutter in {their} tummy. The hands felt fizzy. They kept {habitIng}. {C} wanted the worry to stop. {C} wanted the hands to stop too. But how? How could {C} stop?",
            "{C} felt {feeling}. There was a fluttery feeling in {their} tummy, and a fizzy feeling in {their} fingers. {habitIng} made the fizzy feeling quiet for a moment. Then it came back. {C} wished {their} hands would just be still, but wishing didn't seem to work.",
            "{C} felt {feeling}, with the feeling fizzing right down into {their} fingers. {habitIng} seemed to let a little of it out, which was probably why {their} hands kept doing it. But afterwards {C} always felt a bit worse, not better. {C} wanted to stop. {C} just didn't know what the hands should do instead.",
            "{C} felt {feeling}, and {their} fingers felt it first. That was the thing nobody seemed to understand: {C} didn't decide to start {habitIng}. The worry decided, and the hands just went along with it. Being told to stop was like being told not to blink. {C} wanted to stop, genuinely. {C} just had no idea what to do with all that fizz instead.",
          ),
        },
        stumble: {
          text: band(
            'Later, the worry came back. {C\'s} hands started {habitIng} again. Oops! {C} did not notice. {G} held out the squishy ball. "Busy hands?" said {G}. {C} squeezed. Squish. {C} could try again. Next time!',
            'Later, the worried feeling came back, and {C\'s} hands went straight back to {habitIng}. {C} didn\'t notice at all. {G} quietly held out the squishy ball. "Busy hands?" {C} took it and squeezed. "I forgot to notice," {C} said. "Noticing is the hardest bit," said {G}.',
            'Later, when the worried feeling came back, {C\'s} hands started {habitIng} again, and {C} didn\'t notice until {G} quietly passed the squishy ball across. "Oh," said {C}, and squeezed it. "I missed the noticing part." "Noticing takes practice," said {G}. "Your hands are quick. You\'ll get quicker."',
            'Later, the worry came back, and {C\'s} hands were {habitIng} again before {C} had any idea. It was {G} who noticed, and silently slid the squishy ball across the table. {C} squeezed it and sighed. "I didn\'t even catch it." "You will," said {G}. "Your hands have had years of practice. You\'ve had one afternoon." That was fair, {C} thought.',
          ),
        },
        success: {
          text: band(
            "Then the worry came again. {C's} hands started {habitIng}. This time {C} noticed! \"My hands!\" One slow breath. Whoo. Then squeeze, squeeze, the squishy ball. {C's} hands felt calm. {refrain} {G} smiled a big smile.",
            'Then, a little later, {C} felt {their} fingers start {habitIng} again. This time {C} noticed all by {themself}. "Hands," {C} whispered. One slow breath. Then {C} picked up the squishy ball and squeezed, squeeze, squeeze. The fizzy feeling went into the ball. {G} gave {name} a big thumbs up.',
            'Then the worried feeling came back, and this time {C} caught it. {C} felt {their} fingers start {habitIng} and thought: notice. One slow breath. Then {C} picked up the squishy ball and squeezed it, hard, then soft, then hard again. The fizz went into the ball instead. {C} looked at {G}, amazed. "I noticed!" {G} beamed.',
            'Then the worry came round again, and this time {C} caught it at the very first twitch. Notice. One breath. Then {C} added an idea of {their} own: squeezing the ball in time with counting backwards from ten, so {their} brain had a job too. By three, the fizz was gone from {their} fingers. {C} looked up. "Caught it," {C} said. {G} looked as if {C} had just won a medal.',
          ),
        },
        echo: {
          day: 1,
          text: band(
            "The next day, {C} felt worried again. {C's} hands wiggled. {C} noticed! Slow breath. Squeeze, squeeze. No more {habitIng}! The squishy ball lived in {C's} pocket now. Squish! {C} felt calm and clever. Clever hands!",
            "The next day, {C} kept the squishy ball in {their} pocket. When the worried feeling popped up, {C} noticed {their} hands before they even started. One slow breath, then squeeze, squeeze, squeeze. Nobody had to remind {Cobj} at all. {C} felt very proud.",
            "The next day, the squishy ball went everywhere in {C's} pocket. When the worry turned up, {C} noticed {their} hands straight away, took one breath and gave the ball a secret squeeze. Nobody else even knew. It felt good to have a plan that fitted in a pocket.",
            "The next day, the squishy ball lived in {C's} pocket, slightly squashed from overuse. Twice, {C} felt {their} hands start up and caught them in time. Once {C} didn't, and simply noticed a bit later and switched to the ball, without being cross about it. {C} decided that counted too. Catching it late was still catching it.",
          ),
        },
        ending: {
          time: "evening",
          place: "bedroom",
          props: ["bed", "ball"],
          text: band(
            'That night, the squishy ball sat by the bed. {G} tucked {name} in. "Your hands were so clever," said {G}. {C} smiled a sleepy smile. Notice. Breathe. Squeeze. The worry was small now. {C} yawned. Sleep tight, {name}.',
            'That night, the squishy ball sat on the table next to {name\'s} bed. {G} tucked {Cobj} in. "You noticed your hands today," {G} said. "That\'s a big thing to learn." {C} gave the ball one last sleepy squeeze. The worried feeling was small and quiet now. {name} closed {their} eyes.',
            'That night, {name} put the squishy ball on the table by the bed, where it would be ready in the morning. {G} sat for a while. "Worries come and go," {G} said. "But now your hands know what to do when they come." {C} nodded, already sleepy. It felt good to have a plan. {name} fell asleep calm.',
            'That night, {name} put the squishy ball by the bed, ready for the morning. {G} leaned in the doorway. "You were kind to yourself today," {G} said. "Even the time you didn\'t catch it." {C} thought about that. The worries would probably still turn up. But they didn\'t get to drive {their} hands around anymore, not without {C} noticing. {name} fell asleep with one hand resting on the ball.',
          ),
        },
      },
      // Another telling: nice thoughts that hold the worry off for a while, the habit found by surprise, and a secret signal between {C} and {G}.
      alternates: [
        {
          opening: {
            text: band(
              "{C} sat quietly at {home}. {habitWhen} {placeLine} {C} thought about nice things. Pancakes! Puppies! That helped a bit. But the worry came back. Wiggle, wiggle went {C's} fingers. Soon {C} {was} {habitIng}.",
              "{C} sat quietly at {home}. {habitWhen} {placeLine} {C} tried very hard to think about nice things instead: pancakes, puppies, the weekend. For a little while, it worked. But worries are sneaky. This one crept back in, and when it did, {C's} fingers found something to do. Soon {C} {was} {habitIng}, without even knowing.",
              "{C} sat quietly at {home}. {habitWhen} {placeLine} {C} had a plan for worries like this one: think about something nice instead. Pancakes. The weekend. A dog {C} had once seen wearing boots. It worked for almost a whole minute. Then the worry slid back in, quietly, and {C's} fingers went with it. Before long, {C} {was} {habitIng} again, without deciding to.",
              "{C} sat quietly at {home}. {habitWhen} {placeLine} {C} had tried the usual method: thinking firmly about something else. Pancakes. The weekend. A video of a dog in rain boots. The method lasted about forty seconds. Then the worry came back in by a side door, the way worries do, and {C's} hands went with it. Soon {C} {was} {habitIng} again, on autopilot, while {their} face looked perfectly calm.",
            ),
          },
          problem: {
            text: band(
              "{C} {was} still {habitIng}. Then {C} looked down. Oh! {habitAfter} {C's} lip wobbled. \"I can't stop!\" {C} cried. {G} sat down close. {G} did not frown. But the fingers wanted more.",
              '{C} {was} still {habitIng} when {G} asked a simple question: "Are you okay?" {C} jumped, looked down, and saw that {habitAfter} "I didn\'t mean to!" {C} said, and {their} eyes filled up. "I can\'t make them stop." {G} sat down close and didn\'t say a single cross word. But {C\'s} hands were already itching to start again.',
              '{C} {was} still {habitIng} when {G} asked, quite gently, "Are you okay?" {C} jumped, as if waking up, and looked down. By now, {habitAfter} "I don\'t even know I\'m doing it," {C} said, and {their} voice cracked. "I try to stop and I can\'t." {G} moved close, without a single cross word. But the worry was still there, and so were the hands.',
              '{C} {was} still {habitIng} when {G} asked, in a carefully casual voice, "You okay?" {C} surfaced, looked down, and found that {habitAfter} That was the worst part: not the habit, but finding out afterwards. "I don\'t even notice," {C} said, more sharply than {they} meant to. "It just happens." {G} didn\'t argue or tell {Cobj} off, and just moved closer. But the worry hadn\'t gone anywhere, and neither had the itch in {C\'s} fingers.',
            ),
          },
          success: {
            text: band(
              'Then the worry came back. {C\'s} fingers went wiggle. "Hello, hands!" said {C}. "I see you!" Breathe in, breathe out. Whoo. "Here is your job." Squeeze, squeeze, the squishy ball! {refrain} {G} winked. {C} winked back.',
              "Then the worry came back. But this time, {C} had a secret signal with {G}: if {C's} hands started, {G} would wink. Wink! {C} noticed at once. One slow breath, all the way out. Then {C} pulled the squishy ball out of {their} pocket and squeezed it, squeeze, squeeze, squeeze. The worried fizz went into the ball. {C} winked back.",
              "When the worry came back, {C} {was} ready with a new idea: a secret signal. {C} had asked {G} for two tiny taps on the arm whenever {their} hands started up without asking. Tap, tap. Notice. {C} took one slow breath and reached into {their} pocket for the squishy ball. Squeeze, hold, let go. Squeeze, hold, let go. Nobody else even knew it had happened. That was the best part.",
              "When the worry made its next appearance, {C} {was} ready with an upgrade: a secret signal. {C} had asked {G} for two small taps on the arm whenever {their} hands went off without permission, no words, no fuss. Tap, tap. Notice. One slow breath. The squishy ball came out of {C's} pocket and got squeezed in a steady rhythm, like a heartbeat slowing down. Nobody else would have known anything had happened. {C} gave {G} a tiny nod. Agent business, handled.",
            ),
          },
        },
      ],
    },
  ],
};
