import { band, type Frame } from "./types";

/** Losing a game: the board game, a race, a card game. {person} is who the child plays with. */
export const losingFrame: Frame = {
  id: "losing",
  childTerms: "losing a game and playing again",
  strategy: {
    name: "Good Game",
    steps: ["Take one slow breath", "Say “Good game!” and shake hands", "Ask: “Can we play again?”"],
    why: "A slow breath stops the first hot reaction; a ritual handshake gives the child something to do with the moment; asking to play again shows that a game is for playing, not only for winning.",
    refrain: "Win or lose, I breathe, I shake, I play again.",
    toddlerSteps: ["One slow breath", "Say “Good game!”"],
    smallFirstStep: "Take one slow breath when the game ends",
  },
  titles: ["{name} and the Good Game", "Good Game, {name}!", "{name} Plays Fair, Win or Lose"],
  strategyScenes: [
    {
      text: band(
        '"It is called Good Game," said {H}. "First, one slow breath." In. Out. "Then shake hands and say good game!" {C} shook {H\'s} hand. "Then ask, can we play again?" {C} giggled. Then they played pretend. {H} won. Good game! {C} won. Good game! Again? {refrain}',
        '"It\'s called Good Game," said {H}. "When you lose, first you take one slow breath, to cool the hot feeling." {C} breathed in, then out. "Then you shake hands and say, Good game! And then you ask, Can we play again?" {C} practiced a very serious handshake. {H} pretended it was a bit too strong, and {C} laughed.',
        '"It\'s called Good Game," {H} explained. "Losing feels hot and fast, so first you slow it down with one breath. Then you shake hands and say good game, because the other player played too, and a game needs two. Then you ask to play again, because that\'s the whole point of games: more games." {C} thought about that. It was true. Winning was fun, but playing was the bit that took all the time.',
        '"It\'s called Good Game," said {H}. "One breath, before you say anything. Then a handshake and good game, which is what professional players do, even when they\'ve just lost a final. Then you ask to play again." {C} frowned. "Professionals lose?" "Constantly," said {H}. "The best ones lose more than anyone, because they play the most." {C} hadn\'t thought of it like that. It made losing sound almost like training.',
      ),
    },
  ],
  talkAbout: [
    "What did {name} say after the game?",
    "How does it feel when you lose a game?",
    "Why is it fun to play again?",
    "Can we practice a good-game handshake?",
  ],
  episodes: [
    {
      id: "good-game",
      moment: "losing at {gameName}",
      talkAbout: "Why do you think losing felt so big to {name}?",
      scenes: {
        opening: {
          text: band(
            'At {home}, {C} played {gameName} with {person}. {placeLine} Roll, roll! Move, move! {C} {was} winning. {C} said, "I\'m going to win!" {C} bounced up and down. Bounce, bounce! It was so much fun.',
            'At {home}, {C} {was} playing {gameName} with {person}. {placeLine} {C} {was} winning, and it was wonderful. {C} bounced in {their} seat and cheered at every move. "I\'m going to win," {C} sang. "I\'m going to win, I\'m going to win!"',
            "At {home}, {C} and {person} were playing {gameName}. {placeLine} For most of the game, {C} {was} ahead, and {C} {was} enjoying every second of it. There was a lot of cheering and a little bit of gloating. {C} {was} already planning the victory dance.",
            "At {home}, {C} and {person} were deep in {gameName}. {placeLine} {C} had been ahead for most of it and had started, perhaps a little early, to celebrate. There had been some commentary. There may have been a small victory dance. It had been, all things considered, an excellent game so far.",
          ),
        },
        problem: {
          text: band(
            'Then, oh no! {person} won. {C} cried, "No!" {C} threw the game. Bang! Pieces went everywhere. {C} cried and stomped. {person} looked sad. The game was over. Nobody wanted to play now. {C} sat all alone.',
            'But then, right at the end, {person} won. {C} shouted, "No! That\'s not fair!" {C} swept the pieces off the table, and they scattered everywhere. {C} stomped off, crying. {person} looked at the mess, and nobody felt like playing anymore.',
            "But right at the end, everything changed, and {person} won. {C} couldn't believe it. \"That's not fair! You cheated!\" {C} shouted, and pushed the whole game off the table. Pieces rolled under the sofa. {C} stormed off. {person} sat among the scattered pieces, the fun completely gone.",
            "Then, in the last two moves, it all fell apart, and {person} won. {C} said several things in quick succession, including that the game was terrible, that the rules made no sense and that {person} must have cheated. Then the board went flying. Pieces scattered across the floor. {C} stomped out, and the excellent game became the kind of evening nobody wanted to talk about.",
          ),
        },
        feeling: {
          text: band(
            "{C} felt {feeling}. Hot, hot, hot! {C} wanted to win. Only win! Losing felt so big. {C's} eyes filled with tears. Drip, drop. {C} wanted a do-over.",
            "{C} felt {feeling}, hot and prickly all over. {C} had wanted to win so much, and losing felt like the worst thing in the world. {C's} eyes were full of tears, and {their} fists were tight. It wasn't fair. It just wasn't fair.",
            "{C} felt {feeling}, with a hot rush that came up so fast there was no time to think. {C} had been so sure about winning that losing felt like falling off something high. Underneath the anger was a sad, flat feeling, like being not good enough. That was the part that hurt most.",
            "{C} felt {feeling}, and then, a little later, embarrassed, which was worse. The anger had come so fast. One moment {C} {was} winning, the next {C} {wasn't}, and some part of {their} brain had decided that meant something terrible about {Cobj}. It didn't, of course. It was just a game. But in the moment, it hadn't felt like just anything.",
          ),
        },
        stumble: {
          text: band(
            'They played again. {person} won again! {C} took a breath. Good! But then {C} stomped. No handshake. Oops. "Almost," said {G}. {C} sighed.',
            'They played again, and {person} won again. {C} remembered to take one slow breath. That part worked, and nothing went flying. But {C} forgot the handshake and stomped off anyway, arms folded. "I did the breath," {C} said from the doorway. "And nothing got thrown," said {G}. "That\'s a big step."',
            'They played again, and it was close, but {person} won again. {C} felt the hot rush and took one slow breath, and the board stayed on the table. But {C} couldn\'t quite say good game. The words stuck. {C} just stomped away, cross. "The breath worked," {G} pointed out. "The rest will come."',
            'They played again, and {person} won again, narrowly. {C} felt the familiar surge and took a breath, which worked well enough that the board stayed where it was. But good game came out as a mumble through gritted teeth, and there was no handshake, and {C} retreated to the sofa to sulk. "That was a massive improvement," said {G}. "It didn\'t feel like one," said {C}.',
          ),
        },
        success: {
          text: band(
            'Then {person} won one more time. {C} took a slow breath. In, out. Then {C} shook hands. {C} said, "Good game! Can we play again?" {refrain} {person} smiled. {G} cheered!',
            'The next time {person} won, {C} {was} ready. One slow breath. Then {C} held out {their} hand and said, "Good game!" And then, "Can we play again?" {person} grinned and set the pieces up straight away. {G} looked so proud. And the next game, {C} won, and {person} said good game too.',
            'The next time {person} won, {C} felt the hot rush coming, and this time {C} {was} ready for it. One slow breath. Then {C} held out a hand and said, clearly, "Good game." And then, "Can we play again?" {person} looked surprised, then delighted. They played three more games. {C} won one, and {C} lost two, and all three were fun.',
            'The next time {person} won, {C} did the breath, the handshake and the good game, and then added an idea of {their} own: asking {person} to explain the winning move. It turned out to be a clever one. "Show me again," said {C}, and {person} did, and the next game {C} used it and nearly won. "Good game," said {C}, meaning it. {G} looked as though {G} might actually cry with pride.',
          ),
        },
        echo: {
          day: 1,
          text: band(
            'The next day, {C} ran a race at {world}. {C} came last! {C} took a breath. {C} said, "Good race! Again?" Everyone ran again. {C} laughed all the way.',
            'The next day, at {world}, {C} ran a race with some other children, and {C} came last. {C} took one slow breath. Then {C} said, "Good race! Can we go again?" Everyone said yes. {C} didn\'t win that one either, but {C} had the most fun of anyone.',
            'The next day, at {world}, there was a running race, and {C} came fourth out of five. The hot feeling flickered, just for a second. {C} took a breath, high-fived the winner and said, "Good race. Again?" They raced six more times. {C} won once, and that felt fantastic. But the other five had been fun too.',
            'The next day, at {world}, there was an unofficial running race, and {C} came a respectable fourth. {C} noticed the hot feeling turn up, nodded at it and took a breath. "Good race," {C} said to the winner. "Best of ten?" It became best of twenty. {C} won three. Nobody threw anything, and by the end, nobody could remember who had won the most.',
          ),
        },
      },
      // Another telling: losing from the start, "You cheated!" and a game abandoned, and the loser choosing the next game.
      alternates: [
        {
          opening: {
            text: band(
              "At {home}, {C} played {gameName} with {person}. {placeLine} {person} went far. {C} went slow. Oh! {person} was ahead. {C} frowned. Grr. This was not fun.",
              "At {home}, {C} {was} playing {gameName} with {person}. {placeLine} From the very first turn, it went {person's} way. Every move was a good one for {person} and a bad one for {Cobj}. {C} sat lower and lower in {their} chair, getting crosser by the minute.",
              "At {home}, {C} {was} playing {gameName} with {person}. {placeLine} It had gone wrong from the very first turn. {person} got all the good moves, and {C} got all the bad ones. {C} said nothing, but {their} face got darker with every turn, like a storm cloud gathering over the table.",
              "At {home}, {C} {was} playing {gameName} with {person}. {placeLine} It had been going badly since the first turn, in the steady, unarguable way that games sometimes do. {person} kept making good moves. {C} kept making the other kind. {C} said nothing, but the silence was getting louder by the turn.",
            ),
          },
          problem: {
            text: band(
              'Then {person} won. "You cheated!" said {C}. "No, I didn\'t!" said {person}. {C} pushed the game away. Bump! "I\'m never playing again!" {C} ran off. {person} sat alone.',
              'Then {person} won. "You cheated!" {C} shouted. "I did not!" said {person}, upset. {C} pushed the whole game off the table, and the pieces went everywhere. "I\'m never playing this game again!" {C} ran off and slammed the door. {person} sat alone with the mess.',
              'Then {person} won. "You cheated," {C} said at once. "I didn\'t," said {person}, hurt. {C} pushed the board off the table, and the pieces went everywhere. "This game is the worst. I\'m never playing it again." Then {C} stormed off and slammed the bedroom door. {person} was left picking up the pieces alone.',
              'Then {person} won, and {C} said the first thing that came into {their} head: "You cheated." {person} hadn\'t, and said so, looking hurt. {C} shoved the board away, and the pieces scattered everywhere. Then came a short speech about how the game was the worst ever invented and {C} would never play it again, followed by a door slammed hard. {person} was left alone with the pieces, which was not fair at all.',
            ),
          },
          success: {
            text: band(
              'Then {person} won again. {C} took a slow breath. {C} shook hands. "Good game!" Then, "Again! I pick next!" {refrain} They played a new game. {C} laughed.',
              'Then {person} won again. {C} felt the hot rush, and took one slow breath. Then {C} held out {their} hand. "Good game." And then a new idea: "Can we play again? And can the loser pick the next game?" {person} laughed and said yes. {C} picked a silly one, and they both got the giggles.',
              'Then {person} won again, and {C} felt the hot rush rising. One slow breath. A handshake. "Good game." Then {C} added a rule of {their} own: "Can we play again? Loser picks the next game." {person} thought that was fair. {C} picked a silly one, and halfway through they were both laughing too hard to play properly.',
              'Then {person} won again. {C} felt the hot rush arrive, took one slow breath and shook hands. "Good game." Then {C} proposed an amendment to the rules of the house: "Can we play again? And from now on, the loser picks the next game." {person} agreed at once. {C} picked the silliest game in the cupboard, lost that too, and found, to {their} surprise, that it didn\'t matter at all.',
            ),
          },
        },
      ],
    },
  ],
};
