import { SHOP_TAKEN } from "../understand";
import { band, type Frame, type FrameEpisode } from "./types";

/**
 * Someone's private things looked through and told (R11: "keeps reading her little brother leos diary and
 * teasing him about what he wrote in front of his friends"): closed means closed. The diary (the drawer, the
 * messages) is {object}, whose it is {owner}; the success keeps the secret in front of the same friends,
 * says sorry in private and gives {owner} a place for private things.
 */
const CLOSED_MEANS_CLOSED: FrameEpisode = {
  id: "closed-means-closed",
  when: (sit) => sit.thing?.key === "private",
  moment: "seeing {object} lying there",
  talkAbout: "How do you think {owner} felt when everyone laughed?",
  ownOnly: ["feeling", "stumble", "echo"],
  ownDoings: true,
  strategy: {
    name: "Closed Means Closed",
    steps: [
      "Closed things stay closed: a diary, a drawer, a bag that isn't yours",
      "Curious? Ask first, and a no means no",
      "If you peeked or told, say sorry, and keep the secret safe",
    ],
    why: "Everyone needs some things that are only theirs, most of all when they share a room. Leaving private things closed, asking first and keeping a secret safe build trust; a sorry and a place for private things mend it.",
    refrain: "Closed means closed. I ask first. Secrets stay safe with me.",
    toddlerSteps: ["Not mine? Hands still", "Ask first"],
    smallFirstStep: "When you see something private, leave it closed and walk away",
  },
  titles: ["{name} and Closed Means Closed", "{name} Keeps the Secret", "Closed Means Closed, {name}"],
  talkAboutAll: [
    "Why do you think {owner} wanted to keep {object} private?",
    "What do you have that is only yours?",
    "What can you do when you're curious about something that isn't yours?",
    "How did {name} help make it right?",
  ],
  scenes: {
    opening: {
      text: band(
        "One {timeWord}, {C} {was} in the bedroom. {object} sat on {owner's} shelf. It was {owner's}. Not {C's}. {C} looked at it. Peek?",
        "One {timeWord}, {C} {was} in the bedroom, and {owner} was out. {object} sat on {owner's} side of the shelf. {C} knew it was private. But it was right there, and {C} really, really wanted to look inside.",
        "One {timeWord}, {C} {was} in the bedroom, and {owner} was downstairs. {object} was lying on {owner's} pillow, and {C} knew exactly what was in it: secrets. Private things. The kind of things that made a person very curious indeed.",
        'One {timeWord}, {C} {was} alone in the bedroom, which did not happen often, because {owner} was nearly always there too. {object} was on {owner\'s} pillow, because there was nowhere else to put it. {C} knew it was private. {C} also knew that "private" had never once stopped anyone being curious.',
      ),
    },
    problem: {
      text: band(
        '{C} opened {object}. Peek! Then {C} laughed. "Look what {owner} did!" {owner} came in. {owner} cried. "That\'s mine!" {G} came. {C} stood still. Oh no.',
        "{C} opened {object} and had a look. Later, when {owner's} friends came round, {C} told everyone what was inside and laughed. {owner} went red, then ran out crying. {G} came to see what was wrong. {C} stood very still. It had seemed funny. It didn't now.",
        "{C} opened {object} and read it, page after page. Later, when {owner's} friends came over, {C} said the best bits out loud, in a silly voice, and everyone laughed. Everyone except {owner}, who went bright red and left the room. {G} came to find out what had happened.",
        "{C} read {object}, cover to cover. It was mostly about football and who had said what at school. Later, when {owner's} friends came over, {C} read out the best lines in a dramatic voice, and the friends laughed. {owner} didn't. {owner} went very red, very quiet, and then left the room. {G} found out within the hour, the way grown-ups do.",
      ),
    },
    feeling: {
      text: band(
        "{C} felt {feeling}. {owner} was sad. {C} did that. {C's} tummy felt funny. {C} hid {their} face.",
        "{C} felt {feeling}. At first it had felt funny, and a bit exciting. Now {owner} was crying, and {C's} tummy felt heavy. {C} hadn't meant to make {owner} that sad. {C} had just wanted to know.",
        "{C} felt {feeling}. The laughing had felt good for about a minute. Then {C} saw {owner's} face, and the good feeling drained away. {C} knew what it was like when someone laughed at you. {C} just hadn't thought about that part.",
        "{C} felt {feeling}, and a bit sick. In the moment it had felt clever and funny. Afterwards it felt like something else: like {C} had taken something that didn't belong to {Cobj} and then shown it to everyone. Which, {C} realized, was exactly what had happened.",
      ),
    },
    stumble: {
      day: 1,
      text: band(
        'Next day, {C} saw {object} again. Hands out! Then {C} remembered. But {C} peeked, just a bit. "Closed means closed," said {G}. {C} shut it. Snap!',
        'The next day, {object} was on the bed again. {C\'s} hands reached out all by themselves, and {C} had a quick peek before remembering. Snap! {C} shut it fast. "You shut it," said {G}. "Next time, shut it sooner."',
        'The next day, {object} was lying open on {owner\'s} bed. {C} only read one line before remembering, and then shut it with a snap. It was one line more than the plan allowed. "Shutting it is the hard part," said {G}. "You did the hard part."',
        'The next day, {object} was lying open on {owner\'s} bed, which felt almost like an invitation. {C} read one line before the plan caught up, and then shut it firmly. One line. Not the plan, exactly. "You closed it," said {G}. "A week ago you\'d have read the lot and done a dramatic reading." {C} couldn\'t argue with that.',
      ),
    },
    success: {
      day: 2,
      text: band(
        'Then {owner\'s} friend came to play. {C} saw {object}. Still hands! {C} did not peek. {C} did not tell. "Sorry for before," said {C}. {owner} smiled. {refrain}',
        "Two days later, {owner's} friends came over again, and {object} was right there on the shelf. {C} kept {their} hands still and didn't say a word about it. Later, {C} said, \"Sorry I looked, and sorry I told.\" Then {C} helped {owner} make a special box for it, with a sign: PRIVATE. {owner} stuck the sign on twice.",
        'Two days later, {owner\'s} friends came over, and one of them asked, "Did you find out anything else?" {C} felt the old joke ready to jump out. Instead {C} said, "Nope. That\'s private." Later, {C} said sorry to {owner}, properly, and gave {owner} half of the drawer under the bed, just for private things. {owner} thought about it, then moved {object} in. {refrain}',
        'Two days later, {owner\'s} friends were over, and one of them said, "Read us some more!" It was the perfect moment for a performance. {C} said, "No. It\'s private." It came out more firmly than expected. Afterwards, {C} said sorry to {owner}, in private, which was harder than in public, and gave up the drawer under the bed so {owner} had somewhere to keep things. {owner} put {object} in it and, for the first time in ages, looked properly at home.',
      ),
    },
    echo: {
      day: 3,
      text: band(
        'Next day, {owner} showed {C} one picture in {object}. Just one! "You asked nicely," said {owner}. {C} smiled. Closed means closed, unless someone says yes!',
        'The next day, {C} wanted to see {owner\'s} drawings. This time {C} asked first. "Can I look?" "Just this page," said {owner}. {C} looked at just that page, and then gave it back. It felt much better than peeking.',
        'The next day, {owner} was writing in {object} again, right there in the bedroom. {C} kept {their} eyes on {their} own book. After a while, {owner} said, "Do you want to read the bit about the dog? Just that bit." {C} read just that bit. It was very funny. And it had been given, not taken.',
        'The next day, {owner} wrote in {object} for ages, right there in the bedroom. {C} kept reading {their} own book. Eventually {owner} said, "You can read the football bit. Only that bit." {C} read only that bit. It was, honestly, better than anything {C} had read out to the friends. Things were better, it turned out, when someone gave them to you.',
      ),
    },
  },
};

/**
 * Taking things that belong to someone else: money from a purse, a sister's toys, a classmate's
 * pens. Honesty without shame: hands still, ask first, give it back. Slots: {owner} {owner's}
 * (whose it is), {takenFrom} ("Mom's purse"), {hideSpot}, {askLine} and {answerLine} (the asking
 * that works), {objIt} {objWas}.
 */
/**
 * Something taken from a shop and found at home (R15: "found a packet of haribo in mias coat pocket after we went to
 * tesco… i know she took it"): the usual advice, done kindly. The grown-up stays calm and says what is true (in a
 * shop, things are for paying for), the child goes back with the grown-up, gives it back and says sorry at the
 * till, and the next time a wanted thing goes on the list or is asked for. {object} is the sweets (or the toy).
 */
const TAKEN_FROM_SHOP: FrameEpisode = {
  id: "taken-from-shop",
  when: (_sit, s) => SHOP_TAKEN.test(s),
  moment: "wanting {object} at the store",
  talkAbout: "How did {name} feel after giving {object} back at the store?",
  ownOnly: ["feeling", "stumble", "echo"],
  ownDoings: true,
  summary: "{C} takes {object} from the store without paying, and learns to ask, and to give it back and say sorry",
  label: "something taken from a shop",
  strategy: {
    name: "Still, Ask, Give Back",
    steps: [
      "Still hands: in a store, we pay first, so keep your hands still",
      "Ask out loud: “Can we buy this?” (a no can go on the wish list)",
      "Give back: if you took it, take it back with {G} and say sorry",
    ],
    why: "Young children often don't yet understand that things in a store must be paid for, and wanting something is normal. Staying calm, saying what is true, and going back together to return it and say sorry teach honesty without shame; asking out loud (and a wish list for a no) gives the wanting somewhere to go.",
    refrain: "Still hands, ask out loud, and give it back.",
    toddlerSteps: ["Still hands in the shop", "Ask: “Can we buy it?”"],
    smallFirstStep: "Keep your hands in your pockets for one aisle",
  },
  titles: ["{name} Gives It Back", "{name} and the Honest Hands", "{name} Asks Out Loud"],
  talkAboutAll: [
    "Why do things in a store have to be paid for?",
    "What can you say when you want something in a store?",
    "How do you think {name} felt at the till, saying sorry?",
    "What could go on your wish list?",
  ],
  scenes: {
    opening: {
      place: "shop",
      text: band(
        "One {timeWord}, {C} and {G} went to the store. So many things! Then {C} saw {object}. Yum! {C} wanted {object} so much.",
        "One {timeWord}, {C} and {G} went to the store for the weekly shopping. Right by the checkout, at exactly {C's} height, sat {object}. {C} looked at {objIt} the whole time {G} was paying, and wanted {objIt} so much it felt like an ache.",
        "One {timeWord}, {C} and {G} did the big shopping trip. At the checkout, while {G} packed the bags, {C} stood next to a shelf with {object} on it, placed exactly at the height of someone {C's} size. {C} wanted {objIt} so badly that {their} hands felt fizzy.",
        "One {timeWord}, {C} and {G} did the big shopping trip. The queue at the checkout was long, and it ended beside a shelf with {object} on it, placed, {C} suspected, by someone who knew exactly how tall children were. {C} wanted {objIt}. Quite a lot. More than was strictly reasonable.",
      ),
    },
    problem: {
      place: "living room",
      text: band(
        'At home, {G} hung up {C\'s} coat. Crinkle! What was that? {G} looked in the pocket. {object}! "Where did this come from?" asked {G}. {C} looked at the floor. "I found {objIt}," said {C}. But {C} had taken {objIt}. From the store.',
        'Back at home, {G} went to hang up {C\'s} coat and heard a crinkle in the pocket. Out came {object}. "Where did this come from?" {G} asked. "I found {objIt} on the floor," said {C}, very fast. But that wasn\'t true. {C} had taken {objIt} from the store, without paying, while {G} wasn\'t looking.',
        'Back at home, {G} picked up {C\'s} coat, and something crinkled in the pocket. It was {object}. "Where did this come from?" {G} asked, quietly. "I found {objIt} on the floor," said {C}, too quickly. It wasn\'t true, and they both knew it. {C} had slipped {objIt} into {their} pocket at the checkout, and nobody had paid.',
        'Back at home, {G} picked up {C\'s} coat, and the pocket crinkled in a way coats don\'t usually crinkle. Out came {object}. "Where did this come from?" {G} asked, in a very calm voice. "I found {objIt} on the floor," said {C}, a bit too fast. It was not a good story, and {C} knew it. {C} had taken {objIt} at the checkout, and nobody had paid.',
      ),
    },
    feeling: {
      place: "living room",
      text: band(
        '{C} felt {feeling}. Hot face. Funny tummy. {G} sat down close. "In the store, we pay first," said {G}. "We will take {objIt} back. Together."',
        "{C} felt {feeling}, and a hot, squirmy feeling too, all over. {G} didn't shout. {G} sat down close. \"In a store, we pay for things before they're ours,\" {G} said. \"Taking things without paying isn't okay, even small things. But I know you can fix it. We'll take {objIt} back together.\"",
        '{C} felt {feeling}, and hot all over, the way you feel when a secret is out. {G} didn\'t shout, which somehow made it worse and better at once. "Things in a store belong to the store until they\'re paid for," {G} said. "Taking things isn\'t okay, even small things. A mistake is something you fix, and we can fix this one. Together."',
        '{C} felt {feeling}, and very hot around the ears. {G} didn\'t shout. "Things in a store belong to the store until someone pays," {G} said. "Taking things isn\'t okay, even small things, even if nobody notices. A mistake is something you fix, not something you are. So we\'ll fix it. Together."',
      ),
    },
    stumble: {
      place: "shop",
      day: 1,
      text: band(
        'Next day, they went back to the store. {C} held {object}. Then {C} saw the lady at the checkout. Oh! {C} hid behind {G}. "I will come too," said {G}. "Still hands. Now say sorry."',
        "The next day, they went back to the store with {object}. {C} had the words all ready. But at the checkout, {C's} voice disappeared, and {C} hid behind {G's} legs. \"I'm right here,\" said {G}. \"You don't have to do it alone. Just the first word.\"",
        'The next day, they walked back to the store, {object} in {C\'s} hand. {C} had practiced the sorry all the way there. But at the checkout, the words got stuck somewhere behind {their} teeth, and {C} tried to hand everything to {G} instead. "I\'ll stand right here," said {G}. "But this part is yours."',
        'The next day, they walked back to the store. {C} had rehearsed the sorry eleven times on the way, with variations. At the checkout, every version vanished at once, and {C} tried to pass {object} to {G}, as if {G} might like to handle the whole thing. "Nice try," said {G}, gently. "I\'m right here. But it\'s yours to say."',
      ),
    },
    success: {
      place: "shop",
      day: 1,
      text: band(
        'So {C} took a big breath. {C} put {object} on the counter. "I took {objIt}. Sorry." The lady smiled. "Thank you for bringing {objIt} back." {C} felt light! {refrain}',
        'So {C} took a big breath and put {object} on the counter. "I took {objIt} without paying," {C} said. "I\'m sorry." The lady at the checkout smiled. "Thank you for bringing {objIt} back. That was brave." On the way out, {C} held {G\'s} hand, and the squirmy feeling was gone.',
        '{C} took a slow breath, stepped forward and put {object} on the counter. "I took {objIt} yesterday, without paying," {C} said. "I\'m sorry. I\'m giving {objIt} back." The lady at the checkout looked surprised, then kind. "Thank you for being honest," she said. "That takes courage." Outside, {C} felt about three kilos lighter.',
        '{C} took a breath, stepped up and put {object} on the counter. "I took {objIt} yesterday without paying," {C} said, in one go. "I\'m sorry. I\'ve brought {objIt} back." The lady at the checkout blinked, then smiled properly. "Honestly? That\'s the best thing anyone\'s said to me all day." Outside, {C} felt lighter than {they} had in two days.',
      ),
    },
    echo: {
      place: "shop",
      day: 3,
      text: band(
        'Next time at the store, {C} saw {object} again. Still hands! "Can we buy {objIt}?" asked {C}. "Not today," said {G}. "On the wish list!" said {C}.',
        'The next time they went shopping, {C} saw {object} by the checkout again. Still hands, deep in {their} pockets. "Can we buy {objIt}?" {C} asked, out loud. "Not today," said {G}, "but it can go on the wish list." So {C} did, and it felt fine.',
        'The next time they did the big shopping trip, {C} walked straight past the shelf by the checkout with {their} hands in {their} pockets, then turned round. "Can we buy {objIt}?" {C} asked, out loud. {G} said not today, but maybe on Saturday. {C} wrote it on the wish list. Asking, it turned out, was much less heavy than pocketing.',
        "The next time they did the big shopping trip, {C} stood beside the shelf of {object} with hands firmly in pockets and asked, out loud, whether a purchase might be possible. {G} said not today, but Saturday looked promising. {C} added it to the wish list. Asking, {C} reflected, was much lighter to carry than a secret.",
      ),
    },
  },
};

export const takingFrame: Frame = {
  id: "taking",
  childTerms: "asking first, and giving back what belongs to someone else",
  strategy: {
    name: "Still, Ask, Give Back",
    steps: [
      "Still hands: when you want something that isn't yours, keep your hands still",
      "Ask: say what you want out loud, “Can I have…?”",
      "Give back: if you took it, give it back and say sorry",
    ],
    why: "Wanting things is normal; asking out loud turns a secret into a question someone can answer, and giving back is how trust is mended.",
    refrain: "Still hands, ask first, give it back.",
    toddlerSteps: ["Still hands", "Ask: “Can I have it?”"],
    smallFirstStep: "Keep your hands still for one second when you want it",
  },
  titles: ["{name} Asks First", "{name} and the Honest Hands", "{name} Gives It Back"],
  strategyScenes: [
    {
      text: band(
        '"It is called Still, Ask, Give Back," said {H}. "First, still hands. Like this." {C} held {their} hands still. "Then ask. Can I have it, please?" {C} said it. "And if you took it, give it back." {C} nodded. Then they did it again. Still hands. Ask. Give back. {H} clapped. Good asking! {refrain}',
        '"It\'s called Still, Ask, Give Back," said {H}. "When you want something that isn\'t yours, first you keep your hands still." {C} pressed {their} hands flat. "Then you ask out loud: Can I have it, please? And if you already took it, you give it back and say sorry." {C} looked at {object}. Giving back sounded hard. But also a bit like a relief.',
        "\"It's called Still, Ask, Give Back,\" {H} explained. \"Wanting things is normal. Everybody does. The tricky part is what your hands do next. So first, still hands. Then you ask out loud, because a question can get an answer, and a secret can't. And if you've already taken something, you give it back and say sorry. That's how people trust you again.\" {C} listened carefully.",
        '"It\'s called Still, Ask, Give Back," said {H}. "Step one: still hands, the moment you notice yourself wanting something that isn\'t yours. Step two: ask, out loud, even if you think the answer\'s no. A question is honest. Sneaking isn\'t. Step three: if you already took something, give it back and say sorry, which is the bravest step of the three." {C} stared at the floor. "Even if nobody knows?" "Especially then," said {H}. "You\'d know."',
      ),
    },
  ],
  talkAbout: [
    "What did {name} do with {object} in the end?",
    "What can you say when you want something that isn't yours?",
    "How do you think {owner} felt when {name} gave it back?",
    "Why is giving something back a brave thing to do?",
  ],
  episodes: [
    {
      id: "ask-first",
      moment: "wanting {object}",
      talkAbout: "Why do you think {name} took {object} without asking?",
      scenes: {
        opening: {
          text: band(
            "One {timeWord}, {C} {was} at {home}. {placeLine} {C} saw {takenFrom}. Ooh. There {objWas} {object}! Nobody was looking. Not {G}. Not anyone. {C} wanted {objIt}. {C} wanted {objIt} a lot. A whole lot!",
            "One {timeWord}, at {home}, {C} {was} playing on {their} own. {placeLine} Then {C} noticed {takenFrom}, and inside it, {object}. Nobody was looking. The wanting was so strong that {C's} fingers started to tingle. A quick look around. Still nobody.",
            "One {timeWord}, at {home}, {C} {was} wandering about with nothing much to do. {placeLine} Then {C} spotted {takenFrom}, and there was {object}, right there. Nobody was around. {C} thought about all the things {they} could do with {objIt}. The wanting grew and grew, until it was the only thing in {their} head.",
            "It was a quiet {timeWord} at {home}, the kind where everyone is busy somewhere else. {placeLine} {C} {was} passing {takenFrom} when {they} noticed {object}, just sitting there. Nobody was watching. {C} stood very still, and a small, sneaky thought arrived, fully formed: nobody would ever know. It was a surprisingly persuasive thought.",
          ),
        },
        problem: {
          text: band(
            'Quick! {C} took {object}. Into {hideSpot} {objIt} went. Shh! Then {G} came in. "Have you seen {object}?" asked {G}. {C} shook {their} head. "No," said {C}. Oh dear.',
            'Quick as a flash, {object} went into {hideSpot}. Later, {G} came looking. "Have you seen {object}?" {G} asked. {C\'s} cheeks went hot. "No," {C} said, looking at the floor. {G} looked puzzled and went on searching.',
            'Before {C} could think it through, {object} {objWas} in {hideSpot}. Later, {G} came in, looking puzzled. "Has anyone seen {object}?" {G} asked. {C\'s} face went hot. "No," {C} said, much too quickly. {G} kept searching, and {C} kept very quiet, feeling worse with every minute.',
            'It took about two seconds. {object} went into {hideSpot}, and {C} walked off as if nothing had happened. An hour later, {G} came in with a puzzled frown. "Has anyone seen {object}?" {C} heard {their} own voice say, "Nope," in a tone so casual it was almost suspicious. {G} kept searching. {C} kept not saying anything, which turned out to be much harder than it sounded.',
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. {C's} tummy felt funny. {object} did not feel fun now. {C} kept looking at {hideSpot}. {C} wanted to tell. But telling felt scary.",
            "{C} felt {feeling}. Having {object} was supposed to feel good, but it didn't. {C's} tummy felt heavy, and every time {G} walked past, {their} cheeks went hot. {C} wanted to tell the truth. But telling felt scary, and keeping quiet felt scary too.",
            "{C} felt {feeling}, a heavy, itchy sort of feeling that wouldn't go away. Having {object} wasn't fun at all. It was more like carrying a secret that got heavier every minute. {C} wanted to put things right. But {C} didn't know how to start, and was scared of what {G} would say.",
            "{C} felt {feeling}, which was not how {they} had expected to feel. The plan had been to feel pleased. Instead, {object} sat in {hideSpot} like a small, heavy stone, and every time {G} walked past, the stone got heavier. {C} wanted it to be undone. The trouble was that undoing it meant saying it out loud, and that felt impossible.",
          ),
        },
        stumble: {
          text: band(
            'Later, {C} saw {takenFrom} again. {C\'s} hands reached out. Stop! {C} remembered. Still hands. But {C} did not ask. {C} just stood there. {C} felt stuck. "What do you want to say?" asked {G}.',
            'Later, on the way past {takenFrom} again, {C\'s} hand reached out all on its own. Then came the memory: still hands! Back came the hand. But the asking part got stuck in {their} throat, and {C} just stood there, red-faced. {G} noticed. "Is there something you want to ask me?" {G} said gently.',
            "Later, {C} found {themself} beside {takenFrom} again, and {their} hand started to reach. This time {C} noticed, and held it still. That part worked. But the asking part didn't come out. {C} stood there with the words stuck, and {object} still hidden in {hideSpot}. {G} looked over. \"You look like you've got something to say,\" {G} said kindly.",
            'Later, {C} ended up next to {takenFrom} again, and {their} hand drifted towards it as if it had its own plans. {C} caught it. Still hands: done. Then {C} tried to ask, and the words jammed halfway, somewhere between {their} brain and {their} mouth. {C} just stood there, looking guilty and slightly ridiculous. {G} put down the laundry. "Want to tell me something?" {G} asked, in a voice with no trap in it.',
          ),
        },
        success: {
          text: band(
            '{C} took a big breath. {C} got {object} from {hideSpot}. "I took {objIt}," said {C}. "Sorry." {C} gave {objIt} back. Then {C} asked, "{askLine}" {answerLine} {refrain} {C} felt light. Light as a feather!',
            '{C} took a big breath. {C} fetched {object} from {hideSpot} and held {objIt} out. "I took {objIt}," {C} said. "I\'m sorry. I\'m giving {objIt} back." {G} knelt down. "Thank you for telling me." Then {C} asked, the right way this time, "{askLine}" {answerLine} {C\'s} tummy felt light again.',
            '{C} took a breath and fetched {object} from {hideSpot}. "I took {objIt}," {C} said, and {their} voice wobbled. "I\'m sorry. Here." {G} didn\'t shout. {G} took {objIt} back and said, "That was brave. Thank you for being honest." Then {C} tried the asking part, out loud: "{askLine}" {answerLine} The heavy feeling was gone, just like that.',
            '{C} went and got {object} from {hideSpot}, which was the longest walk of {their} life, and held {objIt} out. "I took {objIt}. I\'m sorry." Then {C} added something of {their} own: "Can we make a plan, so next time I ask instead?" {G} blinked, then smiled. "That\'s a very grown-up idea." So {C} asked properly: "{askLine}" {answerLine} The heavy stone feeling had vanished completely.',
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next day, {C} saw a shiny pen on the table. It was not {name\'s} pen. Still hands! "Can I use it, please?" asked {C}. "Yes!" said {G}. {C} drew a big sun. Asking worked!',
            "The next day, {C} spotted a shiny sticker sheet on the table. It wasn't {name's}. {C's} hands wanted to grab it, but {C} kept them still. \"Can I have one sticker, please?\" {C} asked. {G} smiled and said yes. A shiny star was the one. Asking felt much better than sneaking.",
            'The next day, {C} saw a packet of new colored pens on the table, not {name\'s}. The old tingle came back. {C} noticed it, kept {their} hands still, and asked out loud, "Can I borrow one of these, please?" {G} looked up, surprised and pleased. "Of course. Just put it back after." {C} did, every single one.',
            'The next day, {C} noticed a bar of chocolate in the cupboard with someone else\'s name on it. The sneaky thought turned up right on time. {C} kept both hands in {their} pockets and went to ask. "Can I have a square?" {C} said. "Asking for a friend. The friend is me." {G} laughed and broke off two squares. Honest, it turned out, could also be delicious.',
          ),
        },
        ending: {
          time: "evening",
          place: "bedroom",
          props: ["bed"],
          text: band(
            'That night, {G} tucked {name} in. "You gave it back," said {G}. "And you asked. I\'m proud of you." {C} smiled. Still hands. Ask first. {C} felt warm and light. Night night, {name}.',
            'That night, {G} tucked {name} into bed. "I\'ve been thinking about today," {G} said. "Giving something back is one of the bravest things there is." {C} snuggled down. {C\'s} tummy didn\'t feel heavy at all now. It felt light and warm, like a clean new page. {name} fell asleep smiling.',
            'That night, {G} sat with {name} for a while. "I trust you," {G} said. "Do you know why? Because you told me the truth, even when it was hard." {C} thought about the heavy feeling, and how it had gone the moment {they} gave {object} back. Honest felt good. It felt like breathing out. {name} fell asleep feeling light and warm.',
            'That night, {G} stopped by {name\'s} door. "Thanks for today," {G} said. "Not for the taking. For the giving back, and for the plan." {C} rolled over. The wanting would probably come back some days. Wanting was normal, {H} had said. But now {C} knew what to do with it: keep the hands still, say it out loud, and let someone answer. {name} fell asleep feeling lighter than {they} had all week.',
          ),
        },
      },
      // Another telling: the temptation while helping to tidy, a joke of a fib while {owner} looks upset, and a sorry picture or note handed back with it.
      alternates: [
        {
          opening: {
            text: band(
              "One {timeWord}, at {home}, {C} helped {owner} tidy up. {placeLine} Tidy, tidy! Then {C} saw {takenFrom}. Ooh! {object}, right there! {owner} was busy. {C's} hands went tingly.",
              "One {timeWord}, at {home}, {C} {was} being a very good helper, tidying up with {owner}. {placeLine} Then {owner} popped out of the room for a moment, and {C} found {takenFrom}, and right there was {object}. {C} looked at {objIt} for a long time. No one could see. {C's} fingers began to tingle.",
              "One {timeWord}, at {home}, {C} {was} helping {owner} tidy up, and doing a pretty good job of it. {placeLine} Then {owner} popped out of the room for a moment, and {C}, putting something away, came across {takenFrom}. There {objWas} {object}. {C} stopped tidying. The room was very quiet. It would only take a second, said a little voice in {C's} head.",
              "One {timeWord}, at {home}, {C} had volunteered to help {owner} tidy up, which was already unusual. {placeLine} Then {owner} stepped out of the room for a minute. {C}, putting a stack of things away, came face to face with {takenFrom}, and {object}. {C} stopped. The tidying lost all its appeal. A thought strolled in, very casually: helpers deserve a reward, don't they?",
            ),
          },
          problem: {
            text: band(
              'Quick! {object} went into {hideSpot}. Later, {owner} looked and looked. "Where {objIs} {object}?" {owner} looked sad. "Maybe {theCuddly} took {objIt}," said {C}. Oh dear. {C\'s} tummy went wobbly.',
              'Quick as a wink, {object} went into {hideSpot}. Later, {owner} started looking around, and looking, and looking. "I\'m sure {object} {objWas} right here," {owner} said, sounding sad. {C} heard {their} own voice say, "Maybe {theCuddly} took {objIt}." Nobody laughed. {C\'s} tummy felt funny for the rest of the {timeWord}.',
              'It was done in a second: {object} slipped into {hideSpot}, and {C} wandered off as if nothing had happened. Later, {owner} noticed. "That\'s strange. I left {object} right here." {owner} looked under things and behind things, getting more upset. "Maybe {theCuddly} took {objIt}," {C} said, trying to make it a joke. It didn\'t sound like a joke. It sounded like exactly what it was.',
              'It took a second: {object} vanished into {hideSpot}, and {C} strolled away, whistling slightly, which in hindsight was a mistake. Later, {owner} noticed. "That\'s odd. I left {object} right here." The search began, under cushions and behind things, and {owner} began to look genuinely upset. "Maybe {theCuddly} took {objIt}," said {C}, aiming for a joke and landing somewhere much worse. Nobody laughed. {C} least of all.',
            ),
          },
          success: {
            text: band(
              'Out of {hideSpot} came {object}. {C} put {objIt} in {owner\'s} hands. "Sorry. I took {objIt}." Big hug! Then {C} asked, "{askLine}" {answerLine} {refrain}',
              '{C} couldn\'t carry the secret any longer. Out of {hideSpot} came {object}, and {C} walked over and put {objIt} right into {owner\'s} hands. "I took {objIt}," {C} said in a small voice. "Sorry." There was a surprised look, and then a hug. "Thank you for giving {objIt} back." Then {C} tried the asking part: "{askLine}" {answerLine}',
              '{C} couldn\'t hold the secret a minute longer. Out of {hideSpot} came {object}. But {C} didn\'t just hand {objIt} over. {C} drew a quick sorry picture too, a sad face turning into a smiley one, and handed over both. "I took {objIt}. I\'m sorry." There was a long look at the picture, and then a smile. "Thank you for telling the truth." Then {C} asked, properly: "{askLine}" {answerLine}',
              'Before long, the secret had become too heavy to carry. {C} fetched {object} from {hideSpot} and added a twist of {their} own: a note. It said, in {their} neatest writing: I took it. I\'m sorry. I\'ll ask next time. {C} handed over both at once, which was easier than saying it first. The note was read twice, very carefully. "This," came the answer at last, "is very honest." Then {C} said the asking part out loud anyway: "{askLine}" {answerLine}',
            ),
          },
        },
      ],
    },
    CLOSED_MEANS_CLOSED,
    TAKEN_FROM_SHOP,
  ],
};
