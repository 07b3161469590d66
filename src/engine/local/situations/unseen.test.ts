/**
 * Issue 22, round 4 — situations nobody here had seen (/tmp/h3/H10/unseen.txt, written before any fix),
 * and the fresh reviewer's two custom messages (R3 items 1–2), as a parent or a teacher would notice:
 * a teacher's circle time is a classroom story with the teacher, every doing the parent told is in the
 * problem scene in their order, other people's dogs and the road are safety stories, phone typing and
 * "screams bloody murder" are read for what they mean.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../index";
import { checkStory } from "../../quality";
import { readSituation } from "../../situation-reading";
import type { StoryRequest } from "../../types";

const request = (customBehavior: string, seed: number, o: Partial<StoryRequest> = {}): StoryRequest =>
  ({
    childName: o.pronouns === "he" ? "Theo" : "Mia",
    childAge: "4-5",
    behavior: "custom",
    theme: "animals",
    pronouns: "she",
    grownUpName: "Mom",
    customBehavior,
    seed,
    ...o,
  }) as StoryRequest;
const write = (customBehavior: string, seed: number, o: Partial<StoryRequest> = {}) => {
  const req = request(customBehavior, seed, o);
  const out = composeStory(req);
  return {
    out,
    failed: checkStory(out, req)
      .checks.filter((c) => c.status === "fail")
      .map((c) => `${c.id}: ${c.detail}`),
  };
};
const scene = (out: ReturnType<typeof composeStory>, beat: string) => out.plan.scenes.find((s) => s.beat === beat)?.text ?? "";
const paragraphsWith = (out: ReturnType<typeof composeStory>, re: RegExp) => out.plan.scenes.filter((s) => re.test(s.text)).length;

const CIRCLE =
  "In our class at circle time Mia keeps grabbing the talking stick from the other kids and shouts MY TURN, yesterday she pushed Leo when he had it. The other kids wait ok, she just cant";

describe("a teacher's circle-time message (R3 item 1)", () => {
  for (const seed of [1452, 1453, 1]) {
    it(`seed ${seed}: a classroom story with Ms. Patel and the talking stick — no shop, no bed at home`, () => {
      const { out, failed } = write(CIRCLE, seed, { grownUpName: "Ms Patel" });
      expect(failed).toEqual([]);
      expect(out.plan.scenes.every((s) => s.place === "classroom")).toBe(true);
      expect(out.text).not.toMatch(/\b(shop|store|toy|bed|bedtime|tucked)\b/i);
      expect(paragraphsWith(out, /talking stick/)).toBeGreaterThanOrEqual(3);
      // Everything the teacher told, in the teacher's order; the aside about the others is not told.
      const problem = scene(out, "problem");
      expect(problem).toMatch(/grabbing the talking stick[^]*pushed Leo/);
      expect(problem).not.toMatch(/waited ok/);
      // The yes way is the classroom's: wait for the stick with calm hands.
      expect(out.text).toMatch(/wait for the talking stick/);
    });
  }
  it("a group lining up (a teacher's 'my kindergarteners… cut in front') is the line's yes way, never the tower that crashed", () => {
    const { out, failed } = write("my kindergarteners push and cut in front of each other every time we line up for lunch", 1, { grownUpName: "Ms Lee" });
    expect(failed).toEqual([]);
    expect(out.plan.scenes.find((s) => s.beat === "problem")?.place).toBe("classroom");
    expect(out.text).not.toMatch(/tower|toy car/i);
    expect(out.text).toMatch(/everyone gets a turn/);
  });
});

describe("safety: other people's dogs and the road", () => {
  it("running up to hug every dog at the park is asking the owner first, not a fear of dogs", () => {
    const { out, failed } = write("she runs up to every dog at the park and tries to hug it even when the owner says no", 1);
    expect(failed).toEqual([]);
    expect(out.plan.strategy.steps.join(" ")).toMatch(/ask the owner/);
    expect(out.text).not.toMatch(/\bscared\b|Name-It/);
  });
  it("running toward the road is the stop-at-your-name story at the edge of the road, and a hand held after", () => {
    const { out, failed } = write("my 4 year old lets go of my hand and runs toward the road when she sees the ice cream truck", 1);
    expect(failed).toEqual([]);
    expect(scene(out, "problem")).toMatch(/ice cream truck[^]*edge of the road/);
    expect(out.text).not.toMatch(/Past the swings/);
    expect(out.text).toMatch(/held Mom's hand all the way along the road/);
  });
});

describe("phone typing and figures of speech", () => {
  it("'she trows her cup evrytime… at brekfast': no misspelling reaches the story", () => {
    const { out } = write("she trows her cup evrytime she finish her milk at brekfast and then laughs when it spils", 1);
    expect(out.text).not.toMatch(/\b(trow\w*|evry\w*|brekfast|spils)\b/i);
    expect(out.text).toMatch(/\bcup\b/);
  });
  it("'screems bloody murder' at the barber's buzzing clippers is a loud scream, not violence: read, not declined", () => {
    const reading = readSituation(
      { customBehavior: "my daugher screems bloody murder evry time we go past the barber shop becuase of the buzzing clippers" },
      { name: "Mia" },
    );
    expect(reading.status).not.toBe("declined");
  });
});

describe("the last stop's left list", () => {
  it("hurting at the park is over a toy car taken there, never a block tower crashing at the park", () => {
    for (const seed of [1, 2, 3, 4]) {
      const { out, failed } = write("pushes his friend at the park when he is tired", seed, { pronouns: "he" });
      expect(failed).toEqual([]);
      expect(out.text).not.toMatch(/tower|blocks/);
      expect(scene(out, "problem")).toMatch(/(?:took|snatched) the car/);
      // The push is mended: a sorry to the friend, once the hands stayed gentle.
      expect(scene(out, "success")).toMatch(/said sorry to his friend/);
    }
  });
  it("hurting in the car: the toy is a truck (a toy car would read as the car), the place is said once, and the grown-up pulls over", () => {
    const { out, failed } = write("he hits his sister in the car when he is tired", 1, { pronouns: "he" });
    expect(failed).toEqual([]);
    expect(out.text).not.toMatch(/In the car, Theo was in the car|toy car|The car lay/);
    expect(scene(out, "problem")).toMatch(/took the truck[^]*Mom pulled over/);
  });
  it("at home, the tower the opening builds is the one the problem knocks down (or the car it plays with is the one taken)", () => {
    for (const seed of [1, 2, 3, 4]) {
      const { out } = write("hits his brother when he is tired", seed, { pronouns: "he" });
      const opening = scene(out, "opening");
      const problem = scene(out, "problem");
      expect(/tower|blocks/.test(opening)).toBe(/tower/.test(problem));
    }
  });
  it("'barges into her room… wont leave' (his big sister's room) is knock and ask, with her room kept hers", () => {
    const { out, failed } = write("when his big sister has a friend over he barges into her room, grabs their dolls and wont leave", 1, { pronouns: "he" });
    expect(failed).toEqual([]);
    expect(scene(out, "problem")).toMatch(/barged into her room[^]*grabbed their dolls/);
    expect(out.plan.strategy.steps.join(" ")).toMatch(/knock on the door/);
    expect(out.text).not.toMatch(/his room|his dolls|One Last Thing|Time to go home/);
  });
});

describe("what a strict read of three unseen stories caught", () => {
  it("'tired after daycare' is at home after daycare: never a classroom, nor 'at daycare with his little sister'", () => {
    const { out, failed } = write("when hes tired after daycare he scratches his little sister and pulls her hair", 5, {
      pronouns: "he",
      childAge: "6-7",
      grownUpName: "Dad",
    });
    expect(failed).toEqual([]);
    expect(out.plan.scenes.some((s) => s.place === "classroom")).toBe(false);
    expect(out.text).not.toMatch(/at daycare/i);
  });
  it("a circle-time yes way reads in the story's words, not 'Off he went to sit on your own spot'", () => {
    const { out } = write("at circle time one of my kids, Noah, keeps lying down in the middle of the circle and rolling onto his friends legs", 7, {
      pronouns: "he",
      childName: "Noah",
      grownUpName: "Ms Lee",
      theme: "friendship",
    });
    expect(out.text).not.toMatch(/\byour own spot|in your lap/);
    expect(out.text).toMatch(/sit on the rug with crossed legs and still hands/);
  });
});

describe("the restaurant message (R3 item 2)", () => {
  const C1 =
    "at restaurants theo wont stay in his chair, he crawls under the table and kicks his sister Ruby when the food takes long. ALSO screams in the car on the way home bc he wants my phone";
  it("tells every doing of the first moment, in order, with Ruby's name as the parent wrote it", () => {
    const { out } = write(C1, 1, { pronouns: "he", grownUpName: "Dad" });
    const problem = scene(out, "problem");
    expect(problem).toMatch(/wouldn't stay in his chair[^]*crawled under the table[^]*sister Ruby/);
    expect(out.text).not.toMatch(/\bruby\b/);
  });
});
