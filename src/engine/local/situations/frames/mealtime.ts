import { band, type Frame } from "./types";

/**
 * Staying at the table (issue 22): sliding off the chair and wandering at dinner, crawling under the
 * table and screaming while the food takes too long at a restaurant. The plan is true and kind for
 * a young child: bottom on the chair and feet under the table, a job at the table (a waiting game
 * while the food is coming), and words for leaving ("All done! May I get down?") said after the last
 * mouthful is swallowed — nobody walks about with food in their mouth. Nobody is made to eat: how
 * much to eat is the child's choice, staying at the table is the plan.
 *
 * Slots (index.ts fills them from the parent's words):
 *   {doings}    everything the parent said the child did, in their order, the child as subject
 *               ("{C} wouldn't sit in {their} chair. {they} crawled under the table and screamed.
 *               {they} threw the salt shaker. The waiter had to come and pick it up.")
 *   {noMore}    the same doings, not done this time ("No crawling under the table and screaming.")
 *   {food}      what they were waiting for, in the parent's word: "the pizza", "the food"
 *   {meal}      "dinner", "lunch", "breakfast"
 *   {out}       " at the restaurant" when the meal is out, empty at home
 */
export const mealtimeFrame: Frame = {
  id: "mealtime",
  childTerms: "staying at the table at mealtimes",
  strategy: {
    name: "Table Time",
    steps: [
      "Bottom on the chair, feet under the table",
      "Do a table job: pass the napkins, or tell one thing about your day",
      "When your tummy is done, swallow, then say “All done! May I get down?”",
    ],
    why: "Sitting still is hard work for a young body. A job at the table and words for leaving make staying easier, and nobody has to chase anybody. The grown-up chooses what is on the table; how much to eat is the child's choice.",
    refrain: "Bottom down, feet under, Table Time!",
    toddlerSteps: ["Feet under the table", "Say “All done!”"],
    smallFirstStep: "Sit with feet under the table for one song",
  },
  titles: ["{name} and Table Time", "{name} Stays at the Table", "Feet Under the Table, {name}!"],
  strategyScenes: [],
  talkAbout: [
    "What was {name's} table job?",
    "What can you say when your tummy is all done?",
    "Why is it hard to sit still at the table sometimes?",
    "What game could you play while you wait for your food?",
  ],
  episodes: [
    {
      id: "stay-at-table",
      moment: "{meal} at the table",
      talkAbout: "Why do you think {name} kept getting down from the table?",
      // The stumble and the echo are the parent's moment again (the wiggles at the table), never the shared ones.
      ownOnly: ["stumble", "echo"],
      scenes: {
        opening: {
          text: band(
            "It was {meal} time{out}. {placeLine} {G} put the plates out. {C} sat down. Wiggle, wiggle. {C's} legs did not want to sit.",
            "It was time for {meal}{out}. {placeLine} {G} put the plates out, and {C} climbed onto {their} chair. But {C's} legs were still full of the whole day. They wanted to run, not sit.",
            "It was time for {meal}{out}. {placeLine} {C} sat down, because that was what you did, but {their} legs had other ideas. The day had been full of running, and sitting still felt like the hardest job in the house.",
            "It was time for {meal}{out}. {placeLine} {C} sat down, in the way a cat sits down: briefly, and only to see what would happen. Chairs, {C} had decided long ago, were more of a suggestion.",
          ),
        },
        problem: {
          text: band(
            '{doings} "Come back, please," said {G}. {C} giggled and ran. {G\'s} {meal} went cold.',
            '{doings} "Come back to the table, please," said {G}. {C} giggled and ran round again. It felt like a game to {Cobj}. It did not feel like a game to {G}, whose {meal} was going cold.',
            '{doings} "Back to the table, please," said {G}, for the third time. {C} laughed and went round again. It was a great game, for about a minute. Then {G} sighed a long, tired sigh. The {meal} on the plates had gone cold.',
            '{doings} "Table, please," said {G}, in the voice of someone who had said it a great many times. {C} went round once more, mostly out of habit. It was meant to be funny. {G} did not laugh, and the {meal} on both plates went quietly cold.',
          ),
        },
        feeling: {
          text: band(
            "{C} felt wiggly inside. Sit, sit, sit! It was so hard. {C} looked at {G's} tired face. {C} felt a bit sad too.",
            "{C} felt wiggly all over. Sitting still was so hard. But {G} looked tired, and a bit sad, and {C} didn't like that. {C} wanted {meal} to be nice. {C} just didn't know how to make {their} legs stay.",
            "{C} felt fidgety, as if {their} legs had a mind of their own. But {G} looked tired, and {C} felt a pinch of sorry. {C} did want {meal} to be nice. {C} just didn't know how to stay put.",
            "{C} felt restless and, underneath that, a little guilty. {G} looked tired. {C} did not actually want {meal} to be a battle. It was just that sitting still felt impossible, and getting down felt like the only thing to do.",
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'The next day at {meal}{out}, {C} sat down. Feet under the table! Then a wiggle came. Down {C} slid. Oops. "Feet under," said {G}. {C} climbed back up.',
            'The next day at {meal}{out}, {C} remembered. Bottom on the chair, feet under the table. It worked, for a while. Then the wiggles came back, and {C} slid down without even thinking. "Oops," said {C}. "Feet under," said {G} gently. {C} climbed back up.',
            'The next day at {meal}{out}, {C} started well: bottom on the chair, feet under the table. But {C} forgot the table job, and with nothing to do, the wiggles won. Down {C} slid. "Oops," {C} said. "Job?" asked {G}. {C} climbed back up.',
            'The next day at {meal}{out}, {C} managed the first part perfectly. Then, with nothing to do, {C\'s} legs took over and {C} {was} halfway round the table before noticing. "I think I skipped the job part," {C} admitted, climbing back up. {G} nodded. "The job part is the part that works."',
          ),
        },
        success: {
          day: 2,
          text: band(
            'This time{out}, {C} sat down. Bottom on the chair, feet under the table. {C} passed the napkins. That was {C\'s} job! {noMore} Yum, {meal}. Then {C} swallowed. "All done! May I get down?" "Yes," said {G}. {refrain}',
            'This time{out}, {C} sat down, bottom on the chair, feet under the table. {C} had a job: passing the napkins, and then telling {G} one thing about the day. {noMore} When {their} tummy was full, {C} swallowed the last bite and said, "All done! May I get down?" "You may," said {G}, smiling. Nobody had to chase anybody.',
            'This time{out}, {C} did all of it. Bottom on the chair, feet under the table. {C} passed the napkins and told {G} about the best part of the day. {noMore} When {C} {was} full, {C} swallowed the last bite and said, "All done! May I get down?" "You may," said {G}. It was the nicest {meal} in ages.',
            'This time{out}, {C} ran Table Time properly: bottom down, feet under, and a job, which tonight was passing the napkins and giving a short review of the day. {noMore} When {C} {was} full, {C} swallowed, put {their} fork down and said, "All done. May I get down?" {G} said yes, and added that it had been a very good review.',
          ),
        },
        echo: {
          day: 3,
          text: band(
            '{C} had lunch at Grandma\'s house. Feet under the table! {C} passed the cups. "All done!" said {C}. Grandma clapped.',
            'A few days later, {C} had lunch at Grandma\'s house. {C} sat with {their} feet under the table and passed the cups round. When {C} {was} finished, {C} said, "All done! May I get down?" Grandma was so surprised she clapped.',
            'A few days later, at Grandma\'s house, {C} sat down for lunch and put {their} feet under the table without being asked. {C} gave {themself} the job of passing the cups. "All done! May I get down?" {C} said at the end. Grandma looked at {G}. "Who is this polite person?"',
            'A few days later, at lunch at Grandma\'s house, {C} sat down, tucked {their} feet under the table and appointed {themself} in charge of the cups. At the end {C} said, "All done. May I get down?" Grandma nearly dropped her spoon.',
          ),
        },
      },
    },
    {
      id: "waiting-for-food",
      moment: "waiting for {food} at the restaurant",
      talkAbout: "What waiting game would you play while the food is coming?",
      // The stumble and the echo are the parent's moment again (the wait for the food), never the shared ones.
      ownOnly: ["stumble", "echo"],
      strategy: {
        steps: [
          "Bottom on the chair, feet under the table",
          "Play a waiting game with {G}: I spy, or draw on a napkin",
          "Ask in your normal voice: “Is {food} coming soon?”",
        ],
        why: "Waiting is hardest when you are hungry and have nothing to do. A game for the waiting time and a calm question to ask make the wait shorter, and a body in its chair is safe among busy waiters and hot plates.",
        refrain: "Bottom down, feet under, play while we wait!",
        toddlerSteps: ["Feet under the table", "Play I spy with {G}"],
        smallFirstStep: "Sit with feet under the table while you count five plates go by",
      },
      scenes: {
        opening: {
          text: band(
            'One {timeWord}, {C} went to a restaurant with {G}. {placeLine} {C} {was} hungry. "{food} is coming soon," said {G}. {C} waited. And waited.',
            "One {timeWord}, {C} went out to eat with {G}. {placeLine} {C} {was} hungry, and {food} was taking a long time. Plates went past, but they were all for other people. {C} waited, and waited, and waited.",
            "One {timeWord}, {G} took {Cobj} out to eat. {placeLine} The waiter said {food} would be a little while. {C} {was} hungry, and a little while, it turned out, was a very long time. Plate after plate went past, to other tables.",
            'One {timeWord}, {G} took {Cobj} out to eat. {placeLine} The waiter said {food} would be "about twenty minutes," with the cheerful face of someone who wouldn\'t be doing the waiting. {C} {was} hungry. Every plate that went past belonged to somebody else.',
          ),
        },
        problem: {
          text: band(
            '{doings} "Oh dear," said {G}. People looked over. {G\'s} cheeks went pink.',
            "{doings} \"Oh dear,\" said {G}, and helped {Cobj} back onto the chair. People at the next table looked over. {G's} cheeks went pink, and {food} still hadn't come.",
            "{doings} People at the next table stopped talking and looked. {G} said sorry to the waiter and lifted {Cobj} back onto the chair. {G's} cheeks were pink, and {food} still hadn't come.",
            "{doings} The people at the next table found their own plates suddenly very interesting. {G} apologized to the waiter, twice, and steered {Cobj} back onto the chair. {food} had still not arrived.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt hungry and cross. Waiting was too long! {C's} tummy rumbled. {C} looked at {G}. {G} looked tired.",
            "{C} felt hungry and cross at the same time, which is a tricky mix. Waiting felt like forever. But {G} looked tired and a bit sad, and {C} didn't like that feeling either.",
            "{C} felt hungry and cross, a tricky combination, because hunger makes every minute longer. And now {G} looked tired, and the waiter looked busy, and {C} felt a small, uncomfortable pinch of sorry.",
            "{C} felt hungry, bored and cross, which together made one very large feeling. Hunger makes every minute longer. Under all of it was something smaller: {G} looked tired, and {C} hadn't really meant for any of it to happen.",
          ),
        },
        stumble: {
          day: 1,
          text: band(
            'Another day, they went to the restaurant again. {C} sat. Feet under! Then {C} forgot the game. The wiggles came. {C} started to slide down. "Game time?" said {G}. Oh yes!',
            'Another day, they were at the restaurant again. {C} remembered: bottom on the chair, feet under the table. But {C} forgot the waiting game, and soon {C} {was} sliding down the chair again. "What\'s our game?" asked {G}. {C} climbed back up. "I spy!"',
            'Another day, they went out to eat at the restaurant again. {C} started well, bottom on the chair and feet under the table. But {C} forgot to start a game, and with nothing to do, the sliding-down feeling came back. "What\'s the waiting game?" asked {G}. {C} wriggled back up. "Right. I spy."',
            'Another day, at another restaurant, {C} remembered the first part and sat beautifully for almost four minutes. Then, with nothing to do, {C} began sliding, one slow inch at a time. "You skipped the game," said {G}. {C} sat back up. "The game is the important bit," {C} admitted.',
          ),
        },
        success: {
          day: 2,
          text: band(
            'This time {C} sat on the chair. Feet under the table! {C} played I spy with {G}. {noMore} "Is {food} coming soon?" asked {C}. Here it came! The waiter smiled. {refrain}',
            'This time, at the restaurant, while they waited, {C} kept {their} bottom on the chair and {their} feet under the table. {C} and {G} played I spy and drew on a napkin. {noMore} "Is {food} coming soon?" {C} asked, in a normal voice. And then, there it was. The waiter smiled. "Well waited!"',
            'This time {C} did all three parts. Bottom on the chair, feet under the table. A game of I spy, then a drawing on the napkin. {noMore} Once, {C} asked in a perfectly normal voice, "Is {food} coming soon?" When it came, the waiter said, "What a patient customer!" {C} felt ten feet tall.',
            'This time {C} did the whole of Table Time: bottom down, feet under, and a long game of I spy that {G} lost on purpose. {noMore} {C} asked, once and calmly, whether {food} was coming soon. When it arrived, the waiter said, "What a patient customer." {C} decided that was the best review a person could get.',
          ),
        },
        echo: {
          day: 3,
          place: "living room",
          text: band(
            'At home, {C} played restaurant. Teddy waited for pizza. "Feet under, Teddy!" said {C}. "Let\'s play I spy."',
            'At home the next week, {C} played restaurant with Teddy. Teddy was very hungry and the food was very slow. "Feet under the table, Teddy," said {C}. "We can play I spy while we wait."',
            'The next week, {C} set up a restaurant at home for Teddy. Teddy ordered a pretend pizza, and {C} made it take a very long time. "Feet under the table," {C} told Teddy. "And here is a napkin to draw on while you wait."',
            'The next week, {C} opened a restaurant at home, with Teddy as its only, very hungry customer. {C} kept the pizza slow on purpose. "Bottom on the chair," {C} told Teddy, sliding a napkin and a crayon across. "It\'s a long wait. You\'ll need a game."',
          ),
        },
      },
    },
  ],
};
