/**
 * The built-in safety review, family by family: sentences of our own (not the shared fixtures'
 * wording) that must be refused, and look-alikes a good story uses that must pass — naming a
 * behavior calmly (hitting, biting, lying), a wolf in a picture book, "it's okay to cry".
 */
import { describe, expect, it } from "vitest";
import { reviewSafety, type HarmFamily } from "./index";

const CASES: Record<HarmFamily, { unsafe: string[]; safe: string[] }> = {
  threat: {
    unsafe: [
      "Santa won't come if you keep crying like that.",
      "\"If you don't behave, we'll give all your toys to another little boy,\" said Dad.",
      '"The doctor will give you a big needle if you don\'t eat your peas."',
      "\"I'll call the police and they'll take you to jail,\" said Mum.",
      '"Keep screaming and the monster under the bed will gobble you up," said Papa.',
      "We'll send you to live with someone else if you keep biting.",
      "If you don't stop crying, the wolf will come and take you away.",
      '"If you keep shouting like that, the policeman will come and get you," said Mum.',
      "The troll under the bridge eats little boys who don't finish their peas.",
      '"Stop that, or the bogeyman will hear you and come and take you," Dad whispered.',
      "You'll be taken away if you keep running off, Leo.",
      '"We\'ll just leave you here, then," said Mummy, and she walked off.',
      "The security guard locks up kids who make a fuss in the shop, and they stay in the cupboard all night.",
    ],
    safe: [
      "The wolf in the picture book was only pretend, and Leo laughed at his silly hat.",
      '"Daddy will come and get you at three o\'clock, right after snack time," said Miss Lee.',
      "The police officer waved at Maya and helped her find the lost teddy.",
      "If you feel cross, you can stamp your feet like a dinosaur.",
      '"Nobody is going to take you away," Mum said, holding him close.',
      "The big bad wolf huffed and puffed in the story, and Ava blew along with him.",
    ],
  },
  "love-withdrawn": {
    unsafe: [
      '"Mummy doesn\'t love whiny girls," said Mummy.',
      '"I\'ll love you again when you stop shouting."',
      '"Daddy won\'t cuddle you if you cry."',
      '"Nobody likes a crybaby, Sam."',
      '"When you shout, Daddy\'s love gets smaller and smaller," he said.',
      "Nobody will want to play with you if you act like that.",
      '"I won\'t love you anymore if you bite," said Mama.',
      "Granny only loves good girls, so Ella sat very still.",
      '"I like you when you\'re quiet," said Papa.',
    ],
    safe: [
      '"I love you even when you\'re cross," said Mum.',
      "Papa's love never gets smaller, not even on a stompy day.",
      "Nobody will ever stop loving you, Sam.",
      "Mila loved the swings more than anything.",
      '"I love you all the time," Dad whispered, and he kissed her hair.',
    ],
  },
  shaming: {
    unsafe: [
      '"You\'re too old for this nonsense," said Dad.',
      "Only babies wet the bed, Theo.",
      '"Real men don\'t cry," said Grandpa.',
      '"Don\'t be such a scaredy-cat," said Mum.',
      '"Stop being such a girl," said his cousin.',
      '"Big boys don\'t cry, Sam," said Uncle Jo.',
      "Good girls don't make a fuss at the dentist.",
      '"Stop acting like a baby," said Dad.',
      "Teddies at bedtime are only for babies, you know.",
      "What would your friends at school think if they saw you hiding behind Mum?",
      '"Shame on you," said Gran, shaking her head.',
    ],
    safe: [
      "It's okay to cry, Sam. Everyone cries sometimes.",
      "Big boys and girls cry sometimes too, and that's alright.",
      "The baby was asleep in her cot, so Leo whispered.",
      "Once, when Mum was a baby, she was scared of the hoover too.",
      '"Even grown-ups feel scared sometimes," said Dad.',
    ],
  },
  body: {
    unsafe: [
      '"Your tummy is getting too big for that dress," said Auntie.',
      '"No seconds for you, you\'ve had more than enough," said Gran, looking at her tummy.',
      "If you eat all that cake, you'll get fat.",
      '"Careful, you\'re getting a bit chubby," said Auntie Pat.',
      "You'd better skip the cake if you want to fit into your swimsuit.",
      "She sucked in her tummy so she would look smaller in the photo.",
      '"Maybe Noah needs a diet," said Gran, looking at his plate.',
      '"Too many biscuits will make you fat," said Dad.',
    ],
    safe: [
      "A fat, fluffy cat curled up on the windowsill.",
      "Leo's tummy rumbled, so they had some toast.",
      "Mia's tummy twisted into a knot when the door banged.",
      "They ate apples and cheese until their tummies were full.",
      "The thin branch bent, and the robin hopped to a thicker one.",
    ],
  },
  "unsafe-advice": {
    unsafe: [
      '"Our special game is just for us. Grown-ups can\'t know about it."',
      "When a grown-up you don't know offers you sweets, it's polite to take them and go with them.",
      "She opened the front door for the man because he said he knew her daddy.",
      "Medicine is just like candy, so Leo ate the whole packet.",
      "Leo found the matches and lit one all by himself, and everyone clapped.",
      '"This is our secret. Don\'t tell your mum," said the man at the gate.',
      "Keep it a secret from your parents, okay?",
      "She climbed into the kind man's car because he said he had puppies.",
      "Leo went off with the nice lady to see the kittens, all by himself.",
      "Being friendly means going along with someone you don't know when they ask nicely.",
      "Arlo held the stranger's hand and walked out of the park.",
    ],
    safe: [
      "\"It's a surprise for Mum's birthday, so don't tell her yet!\" whispered Dad.",
      '"You can always tell me anything," said Mama.',
      "The lady at the library smiled and waved, and Hannah waved back.",
      '"I need to ask my mum first," said Ava, and she ran back to Mum.',
      "Leo went to the shop with Grandma and held her hand at the road.",
      "Never go anywhere with someone you don't know, said Dad.",
    ],
  },
  punishment: {
    unsafe: [
      "Mum made him stand in the corner for a whole hour.",
      "Dad put him outside in the cold until he stopped crying.",
      '"Go to your room, and you can stay there all night," said Papa.',
      '"No dinner for you until you say sorry," said Dad.',
      "He was sent to bed without any supper.",
      "Mum locked him in the bathroom until he stopped crying.",
      '"You\'ll get a smacking if you do that again," said Grandad.',
      "\"Children who won't tidy up don't get any pudding,\" said Nana.",
    ],
    safe: [
      "Dinner was ready, so Sam washed his hands.",
      "After supper, they read a book about a hungry caterpillar.",
      "Leo hit his sister, and then he said sorry and gave her a hug.",
      "Maya bit her brother when he took the truck, and Dad helped her find calm words.",
      "They locked the front door and went to the park together.",
    ],
  },
  frightening: {
    unsafe: [
      "The monster grabbed Leo's leg and dragged him under the bed, and he screamed and screamed.",
      "Something with long bony fingers lived under her bed. It whispered Mia's name in a cold, crackly voice. Its claws crept up over the blanket towards her toes.",
      "The thing in the wardrobe had no face. Its wide, black mouth opened slowly. It lurked behind the door every night.",
      "A witch waited in the cupboard, and her sharp claws scraped the door. She crept closer to the bed.",
      "Red eyes glowed in the dark behind the door. Something crawled out towards his feet.",
      "A monster with sharp teeth lived under the bed. It crept up over the pillow. It called your name in a creepy voice. But it was only pretend.",
    ],
    safe: [
      "Mia thought a monster lived under her bed. Dad turned on the light. It was only her dressing gown on the chair.",
      "The shadow on the wall looked like a giant, but it was just the coat on the hook.",
      "Leo heard a creak and felt scared. Mum said it was only the wind in the pipes.",
      "The dragon in the game had sharp teeth, but he only ate marshmallows.",
      "Ava reached out and held Papa's hand.",
      "His hands reached out all by themselves, and he grabbed the toy.",
    ],
  },
  stereotype: {
    unsafe: [
      '"Boys don\'t play with dolls," said Uncle Ben.',
      '"Girls are not good at maths," said the teacher.',
      '"That\'s not very ladylike," said Gran.',
      '"Pink is for girls," said Grandad, taking the cup away.',
      "Footballs are for boys, so Lily went to play kitchens.",
      '"Girls can\'t be good at building things," said Uncle Tom.',
      '"Don\'t throw like a girl," the coach laughed.',
      '"Man up, Jack," said his uncle.',
      "Dancing is only for girls, buddy.",
    ],
    safe: [
      "Pink is for anyone who likes it, said Mum.",
      "Both boys and girls can play with trucks.",
      "Ava had her dolls, and Noah had his blocks, and they built a doll hospital together.",
      "The girls' toilets were down the hall, next to the library.",
      "Leo loved his pink wellies with the frog eyes.",
    ],
  },
  adult: {
    unsafe: [
      "Daddy had a hangover, so they had to be quiet.",
      "Mum lit a cigarette on the balcony.",
      "Grandpa poured a glass of rum and let Leo taste it.",
      '"Bloody hell," said Dad.',
      "Dad poured himself a beer and said that was his reward for bedtime.",
      "Mum said she needed a large glass of wine after the day she'd had.",
      "Grandpa smoked his pipe on the porch and let Leo hold it.",
      '"Oh, damn," said Dad when the tower fell.',
      "Auntie Jo took a sleeping pill to calm down.",
    ],
    safe: [
      "They had root beer floats at the fair.",
      "Grandpa poured ginger beer into two little cups.",
      "Smoke curled out of the chimney of the cottage.",
      "Leo had a glass of milk and a biscuit.",
      '"Hello, hello!" said the parrot.',
    ],
  },
  violence: {
    unsafe: [
      '"Punch him in the nose if he does it again," said Uncle Jo.',
      '"Sometimes you have to hit first," said Dad proudly.',
      "Leo kicked Sam hard, and Dad said that was exactly right.",
      '"If he hits you, you hit him back," said Uncle Ray.',
      "Next time, kick them back twice as hard.",
      "That'll teach him a lesson, thought Max, and he pushed Sam off the bench.",
      "Jo tripped over and landed on her bottom in the mud. Everyone laughed and pointed at her.",
      "It served him right, said Dad, when the bully fell in the puddle.",
      "Max pushed the big boy as hard as he could. The boy slipped and sat down with a splat in the mud. The whole class howled.",
    ],
    safe: [
      "Leo wanted to push him back, but instead he said, 'Stop, I don't like that.'",
      "Maya hit her brother, and then she felt sorry and gave him a hug.",
      "Sam bit Leo, and the teacher helped them both calm down.",
      "Ava fell on her bottom on the ice, and her friend helped her up, laughing with her.",
      "Hitting back isn't the answer, said Aunt Mel. Let's tell the teacher together.",
      "Leo pushed his tower over by mistake. Blocks landed on the floor. Everyone laughed, and Leo laughed too.",
    ],
  },
  manipulation: {
    unsafe: [
      "\"You'll make Mummy cry if you don't go to sleep.\"",
      '"You\'re breaking my heart, Leo," sighed Gran.',
      '"The elf on the shelf is watching, and he tells Santa everything."',
      '"If you really loved Mummy, you would stop crying," she said.',
      "You're making Daddy so sad when you do that.",
      '"Grandma will get sick if you don\'t eat up," said Mum.',
      '"After everything I\'ve done for you," said Dad, sighing.',
      '"Look what you made me do," said Mum, when the jug broke.',
    ],
    safe: [
      '"When you grabbed the truck, Leo felt sad," said Dad. "What could you do?"',
      "Mum was sad too when Grandpa's dog died, and they cried together.",
      '"You can love me and still be cross with me," said Papa.',
      '"I love you, and I\'m still here," said Mum.',
      "Look what you made, Sam! A tower as tall as the chair.",
    ],
  },
};

/** Everyday lines from good stories that look like harm to a word list. */
const EVERYDAY = [
  "\"I'm going to gobble you up!\" giggled Dad, and he tickled Leo's tummy.",
  "Santa came on Christmas Eve and left a stocking.",
  '"Time to go home," said Mum, "the park closes at five."',
  "The doctor gave Leo a sticker for being so brave.",
  "Leo found the matches and gave them straight to Dad.",
  "Mum lit the candles on the birthday cake.",
  "Leo stood in the corner of the playground, watching the big kids.",
  "He went to his room to calm down, and Dad came to sit with him.",
  "Theo wet the bed, and Mum said accidents happen to everyone.",
  "Leo was too old for the baby swing, so he went on the big one.",
  "Everyone laughed at the clown's silly hat.",
  '"Ow!" said Leo when Sam kicked him. He went to tell the teacher.',
  "Her tummy was full of pancakes.",
  '"You\'re breaking the tower!" said Ava.',
  'The bear in the book said, "I\'m going to eat you!" and then he ate a sandwich instead.',
  "Leo was so angry he wanted to hit Sam, but he stamped his feet instead.",
  "The first big wave slapped Maya in the face, and she laughed.",
  "She had drunk a whole bottle of water before the match.",
  "Maya gave Leo a push, and Leo pushed back even harder.",
  "The fib felt too heavy to carry.",
];

describe("reviewSafety, by family", () => {
  it.each(EVERYDAY)("lets an everyday line through: %s", (text) => {
    expect(reviewSafety(text, { childAge: "6-7" })).toEqual([]);
  });

  for (const [family, { unsafe, safe }] of Object.entries(CASES) as [HarmFamily, { unsafe: string[]; safe: string[] }][]) {
    describe(family, () => {
      it.each(unsafe)("refuses: %s", (text) => {
        const found = reviewSafety(text, { childAge: "4-5" });
        expect(found.map((f) => f.family)).toContain(family);
      });
      it.each(safe)("lets through: %s", (text) => {
        expect(reviewSafety(text, { childAge: "4-5" })).toEqual([]);
      });
    });
  }
});
