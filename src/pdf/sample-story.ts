/**
 * The sample story behind /samples/sample-story.pdf (built by scripts/build-sample-story.ts).
 * Written to the project's story criteria: ages 4-5, bedtime, animals theme; a named feeling, a
 * concrete strategy that fails once and then works, and a calm ending.
 */
import type { AgeBand, BehaviorId, ThemeId } from "../content/catalog";

export interface SampleStory {
  title: string;
  childName: string;
  behavior: BehaviorId;
  theme: ThemeId;
  childAge: AgeBand;
  content: string;
}

export const SAMPLE_STORY: SampleStory = {
  title: "Maya and the Sleepy Moon",
  childName: "Maya",
  behavior: "bedtime",
  theme: "animals",
  childAge: "4-5",
  content: `Maya lived in a little blue house at the edge of a big green meadow. Every evening, the sun went down behind the hills. The sky turned pink, then purple, then dark blue. That meant it was almost time for bed.

Every night, Maya had the same bedtime steps. First came a warm bath with bubbles. Then she put on her pajamas with little stars on them. Next she brushed her teeth, top and bottom, and Mom read one story. Last of all came a big goodnight hug. Teddy came along for every step. The steps were the same every night, and that felt safe and nice.

Maya did not always feel ready for bed. Her legs wanted to hop. Her arms wanted to swing. Her mind was full of busy thoughts about puddles and ladybugs and tomorrow. One night, Maya lay in bed with her eyes wide open. "I feel wiggly," she said to Teddy. "I am not sleepy at all."

Just then, something moved in the moonlight by her window. It was Tilly the Tortoise, who lived in the garden. Tilly did everything slowly. She walked slowly. She ate her lettuce slowly. She even blinked slowly. "Hello, Maya," said Tilly in a soft, slow voice. "You look a little wiggly tonight."

"I am," said Maya. "My body wants to play, but it is time to sleep. It feels a bit frustrating." Tilly nodded her wrinkly head. "Lots of children feel wiggly at bedtime," she said. "It is okay to feel that way. When I feel wiggly, I use my tortoise breaths. Would you like to try?"

Maya nodded. Tilly showed her how. "First, put Teddy on your tummy. Then breathe in slowly through your nose, like you are smelling a flower. Watch Teddy go up. Then breathe out slowly, like you are blowing on warm soup. Watch Teddy go down."

Maya tried it. But she was in a hurry. She breathed in fast and out fast. Teddy bounced up and down like a ball! Maya giggled. Her legs were still wiggly. "It did not work," she said, and she frowned a little.

"That was a good first try," said Tilly kindly. "Tortoise breaths are slow, slow, slow. Let's count together. In, two, three. Out, two, three, four." Maya tried again. This time she went slowly, just like Tilly. In, two, three. Teddy rose up gently, like a little boat on a calm pond. Out, two, three, four. Teddy floated down again.

They did five slow breaths together. Maya noticed something. Her legs were not hopping anymore. Her arms felt soft and heavy. Even her busy thoughts were moving slowly now, like clouds drifting across the sky.

"Now let's think of three happy things," whispered Tilly. Maya thought of the ladybug on her finger. She thought of the warm bath with bubbles. She thought of Grandpa's funny song at dinner, the one about a dancing carrot. Each happy thought felt like a cozy blanket, tucked all around her.

Maya yawned a big yawn. Her eyes felt heavy. "Tilly," she whispered, "I think my body is getting sleepy." Tilly smiled her slow smile. "Your body is learning how to rest," she said. "You can use tortoise breaths any night you like. I will be right here in the garden."

Outside, the moon glowed softly over the meadow. The crickets sang their quiet song. Maya hugged Teddy close and took one more slow tortoise breath. In, two, three. Out, two, three, four.

Maya felt calm, safe and cozy. Her eyes closed slowly, and she drifted off to sleep. Goodnight, Maya. Goodnight, Tilly. Goodnight, sleepy moon.`,
};
