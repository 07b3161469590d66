/**
 * Pictures that act out the story (issue 24): the feeling on each face and the action of each body
 * read from the scene's words, the baby where the words put it, animals as big as the words make
 * them, rain when it rains, the child drawn at their age, and a picture book whose framing changes.
 */
import { describe, expect, it } from "vitest";
import { composeStory } from "../../engine";
import type { StoryRequest } from "../../engine/types";
import type { Scene } from "../../contracts/story-plan";
import { AGE_BANDS, BEHAVIOR_IDS, THEME_IDS } from "../../contracts/catalog";
import { BOOK_FRAME_TOP } from "../../contracts/book";
import { composeScene, type ComposedScene } from "./compose";
import { propsInText } from "./props";
import { readScene, type Reader } from "./reading";
import { withScene } from "./fixtures";
import { PLACE_DRAWERS, placeFromWords, PUBLIC_RESTROOM } from "./places";
import { person, type PersonLook } from "./people";
import { bounds } from "./geometry";

const people: Reader[] = [
  { name: "Theo", pronoun: "he", hero: true },
  { name: "Mom", pronoun: "she" },
  { name: "Ivy", aliases: ["the baby", "baby"] },
];

describe("reading a scene's words for each character", () => {
  it("gives each person the feeling and the action their own sentences give them", () => {
    const r = readScene(
      `He waited, but Mom kept feeding Ivy. "Look at my drawing!" Theo said again, louder. He stamped his foot and shouted, "You always look at the baby!" Then Theo gave the high chair a shove. Ivy started to wail.`,
      people,
    );
    expect(r.get("Theo")).toEqual({ feeling: "cross", action: "push" });
    expect(r.get("Ivy")?.feeling).toBe("crying");
    expect(r.get("Mom")?.action).toBe("hold");
  });

  it("reads hugging knees, hiding, the phone, clinging and playing a game", () => {
    expect(readScene("Theo sat on his bed and hugged his knees.", people).get("Theo")?.action).toBe("hug-knees");
    expect(readScene("Theo hid behind the sofa, scared.", people).get("Theo")).toEqual({ feeling: "scared", action: "hide" });
    expect(readScene("Mom was on the phone with Grandma.", people).get("Mom")?.action).toBe("phone");
    expect(readScene("Theo clung to Mom's leg.", people).get("Theo")?.action).toBe("cling");
    // leaping off the swing is over once he is behind her, clinging: a scared child at the grown-up, not a jump for joy
    expect(readScene("Theo leapt off the swing and scrambled behind Mom, clinging on and crying.", people).get("Theo")).toEqual({
      feeling: "crying",
      action: "cling",
    });
    expect(readScene("Theo hid behind the sofa, scared.", people).get("Theo")?.action).toBe("hide");
    expect(readScene("After dinner, Theo and Mom played a board game.", people).get("Mom")?.action).toBe("play-game");
  });

  it("takes nothing from what is said, from what is denied, or from words that only sound like it", () => {
    expect(readScene(`"I'm not crying," said Theo. "Stop pushing!"`, people).get("Theo")).toBeUndefined();
    expect(readScene("Theo was not scared any more.", people).get("Theo")).toBeUndefined();
    expect(readScene("Theo hit a pretend off button and rushed the candle.", people).get("Theo")).toBeUndefined();
    expect(readScene("Theo felt a hot, prickly feeling. Then he cried.", people).get("Theo")?.feeling).toBe("crying");
  });
});

const plan = (req: Partial<StoryRequest> & Pick<StoryRequest, "behavior">) =>
  composeStory({ childName: "Theo", childAge: "4-5", theme: "family", pronouns: "he", grownUpName: "Mom", seed: 1, ...req } as StoryRequest).plan;

const figure = (scene: ComposedScene, name: string) => scene.figures.find((f) => f.name === name);

describe("reading the gaps of the last count", () => {
  it("reads a hand at the mouth, a flop to the floor, and lying down, never lying as a fib", () => {
    expect(readScene("Up came a thumb, and Theo started to nibble.", people).get("Theo")?.action).toBe("bite");
    expect(readScene("Theo bit his nails.", people).get("Theo")?.action).toBe("bite");
    expect(readScene("Theo threw himself on the floor and kicked.", people).get("Theo")?.action).toBe("flop");
    expect(readScene("Theo squirmed and flopped and turned his face away.", people).get("Theo")?.action).toBe("flop");
    expect(readScene("Theo was lying in bed, wide awake.", people).get("Theo")?.action).toBe("lie");
    expect(readScene("Theo held on to the tablet and begged.", people).get("Theo")?.action).not.toBe("cling");
    expect(readScene("Theo held on tight to Mom.", people).get("Theo")?.action).toBe("cling");
    expect(readScene("Theo told a lie in the kitchen. He was lying about the cookies.", people).get("Theo")?.action).toBeUndefined();
  });

  it("gives a pronoun to the one the last sentence was about, not to whoever came last in it", () => {
    const two: Reader[] = [
      { name: "Theo", pronoun: "he", hero: true },
      { name: "Dad", pronoun: "he" },
    ];
    expect(readScene("Dad opened one eye. He mumbled and rolled over, then hid under the pillow.", two).get("Dad")?.action).toBe("hide");
    const r = readScene("Theo ran to Dad. He hid behind the sofa.", two);
    expect(r.get("Theo")?.action).toBe("hide");
    expect(r.get("Dad")?.action).toBeUndefined();
    // "Dad's" is nobody's doing: the pronoun stays with the child
    expect(readScene("Theo looked at Dad's phone. He hid it.", two).get("Dad")).toBeUndefined();
  });
});

describe("drawing what the words say", () => {
  it("draws someone the plan left out when the words have them doing something here, and not one only mentioned", () => {
    const others = { others: [{ name: "Ivy", kind: "baby" }] };
    const crying = composeScene(withScene({ characters: ["Theo"], text: "Theo felt bad. Ivy was crying." }, others), undefined);
    expect(crying.figures.some((f) => f.name === "Ivy")).toBe(true);
    const mentioned = composeScene(withScene({ characters: ["Theo"], text: "Ever since Ivy was born, Theo felt left out." }, others), undefined);
    expect(mentioned.figures.some((f) => f.name === "Ivy")).toBe(false);
  });

  it("draws what broke in pieces on the floor, what spilled as a spill, and the helmet the words name", () => {
    const broke = composeScene(withScene({ characters: ["Theo"], props: ["vase"], text: "The ball hit the vase, and it smashed on the floor." }), undefined);
    expect(broke.props.map((p) => p.prop)).toContain("broken pieces");
    expect(broke.props.map((p) => p.prop)).not.toContain("vase");
    const spilt = composeScene(withScene({ characters: ["Theo"], props: [], text: "Theo knocked his cup and the juice spilled across the table." }), undefined);
    expect(spilt.props.map((p) => p.prop)).toContain("spill");
    const helmet = composeScene(withScene({ characters: ["Theo"], props: ["bike helmet"], text: "Theo looked at the bike helmet." }), undefined);
    expect(helmet.props.map((p) => p.prop)).toContain("helmet");
  });

  it("dresses people by their job: the waiter's apron, the teacher's lanyard", () => {
    const waiter = composeScene(
      withScene({ characters: ["Theo"], place: "restaurant", props: [], text: "The waiter came over with the menus. Theo smiled." }),
      undefined,
    );
    expect(waiter.drawing.some((s) => (s.tag ?? "").includes("the waiter") && (s.tag ?? "").endsWith("apron"))).toBe(true);
    const teacher = composeScene(withScene({ characters: ["Theo"], place: "classroom", props: [], text: "The teacher waved at Theo." }), undefined);
    expect(teacher.drawing.some((s) => (s.tag ?? "").includes("the teacher") && (s.tag ?? "").endsWith("lanyard"))).toBe(true);
  });

  it("draws the park's restroom as a public restroom (stalls and sinks), not a home bathroom with a bath", () => {
    expect(placeFromWords("the park restroom")).toBe("bathroom");
    const rng = () => 0.5;
    expect(PLACE_DRAWERS.bathroom({ rng, night: false, public: true }).builtIn).not.toContain("bathtub");
    expect(PLACE_DRAWERS.bathroom({ rng, night: false }).builtIn).toContain("bathtub");
    const s = composeScene(
      withScene({ characters: ["Theo", "Mom"], place: "the park restroom", props: ["rubber duck"], text: "Mom took Theo to the restroom at the park." }),
      undefined,
    );
    expect(s.placeKind).toBe("bathroom");
    expect(PUBLIC_RESTROOM.test("Mom took Theo to the restroom at the park.")).toBe(true);
    expect(PUBLIC_RESTROOM.test("Theo sat on the potty in the bathroom.")).toBe(false);
  });

  it("draws no doctor for the doctor's door, nor for one only imagined; seats a child eating at the table", () => {
    const s = composeScene(withScene({ characters: ["Theo"], text: "Theo watched the doctor's door and waited." }), undefined);
    expect(s.figures.some((f) => /doctor/.test(f.name))).toBe(false);
    const imagined = composeScene(withScene({ characters: ["Theo"], text: "Theo felt worried. What if the doctor looked in his ears?" }), undefined);
    expect(imagined.figures.some((f) => /doctor/.test(f.name))).toBe(false);
    const eating = composeScene(withScene({ characters: ["Theo", "Mom"], place: "kitchen", text: "Theo ate a bowl of cereal. Mom smiled." }), undefined);
    expect(eating.figures.find((f) => f.name === "Theo")?.pose).toBe("sit");
  });

  it("draws the problem of the baby story: the child cross and pushing, the baby in arms", () => {
    const p = plan({ behavior: "siblings", previousEpisodes: ["block-tower", "tv-choice", "garden-watering"] });
    const i = p.scenes.findIndex((s) => s.beat === "problem");
    const scene = composeScene(p, i, { theme: "family" });
    expect(figure(scene, "Theo")).toMatchObject({ mood: "cross", action: "push" });
    expect(scene.figures.filter((f) => f.kind === "baby")).toHaveLength(1);
  });

  it("draws no one waving or smiling whose words have them crying", () => {
    const s = withScene(
      { characters: ["Theo", "Mia"], text: "Mia started to cry. Theo looked at her." },
      { others: [{ name: "Mia", kind: "big sister", pronouns: "she" }] },
    );
    const mia = composeScene(s, undefined).figures.find((f) => f.name === "Mia");
    expect(mia?.mood).toBe("crying");
    expect(mia?.action).toBeUndefined();
  });

  it("lays a baby the words have asleep in its cot, and one in its high chair in the chair", () => {
    const asleep = withScene({ characters: ["Theo", "Mia"], text: "Baby Mia was fast asleep. Theo tiptoed past." });
    const a = composeScene(asleep, undefined);
    expect(a.figures.find((f) => f.kind === "baby")?.pose).toBe("asleep");
    expect(a.drawing.some((s) => (s.tag ?? "").includes("figure:Mia"))).toBe(true);
    const chair = withScene({ characters: ["Theo", "Mia", "Dad"], text: "Dad sat baby Mia in the high chair. Theo watched." });
    const c = composeScene(chair, undefined);
    expect(c.figures.find((f) => f.name === "Mia")?.pose).not.toBe("carried");
    expect(c.figures.find((f) => f.name === "Dad")?.pose).toBe("stand");
  });

  it("keeps a baby the words put in the high chair in it on the next pages there, until the words move it", () => {
    const others = { others: [{ name: "Kit", kind: "baby" }] };
    const kit = (text: string, place = "kitchen", before = "Dad sat Kit in the high chair with a bowl of banana.") => {
      const p = withScene({ characters: ["Theo", "Kit", "Dad"], place, props: [], text }, others);
      const i = p.scenes.findIndex((x) => x.beat === "success");
      p.scenes[i - 2] = { ...p.scenes[i - 2], place: "kitchen", characters: ["Theo", "Kit", "Dad"], text: before };
      p.scenes[i - 1] = { ...p.scenes[i - 1], place: "kitchen", characters: ["Theo", "Dad"], text: "Theo wanted Dad to look at his drawing." };
      return composeScene(p, i).figures.find((f) => f.name === "Kit")?.pose;
    };
    // two pages on, the words never move her: she is sitting in the chair, not in Dad's arms
    expect(kit("Theo pushed Kit's cup. Kit began to wail.")).toBe("sit");
    // the words pick her up, or the page is somewhere else, or she was never put there
    expect(kit("Dad picked Kit up and rocked her. Theo watched.")).toBe("carried");
    expect(kit("Theo pushed Kit's cup. Kit began to wail.", "living room")).not.toBe("sit");
    expect(kit("Theo pushed Kit's cup. Kit began to wail.", "kitchen", "Dad held Kit and stirred the soup.")).not.toBe("sit");
    expect(kit("Theo pushed Kit's cup. Kit began to wail.", "kitchen", "Dad lifted Kit out of the high chair.")).not.toBe("sit");
  });

  it("draws the child the words put in the bathtub sitting in it, one tub in the room, not standing on the rug", () => {
    const at = withScene({}).scenes.findIndex((x) => x.beat === "success");
    const bath = (text: string) => composeScene(withScene({ place: "bathroom", characters: ["Theo", "Dad"], props: ["bathtub", "rubber duck"], text }), at);
    const inTub = bath("Theo sat in the tub. He threw the duck, and the water went splash!");
    expect(figure(inTub, "Theo")?.pose).toBe("in-tub");
    // his arms still act above the rim, and there is one tub, the one he is in
    expect(figure(inTub, "Theo")?.action).toBe("throw");
    const tubs = new Set(inTub.drawing.filter((x) => /(?:^|:)(?:tub|built-in:bathtub|prop:bathtub)$/.test(x.tag ?? "")).map((x) => x.tag));
    expect([...tubs]).toEqual(["figure:Theo:tub"]);
    // a thing in the tub, refusing the bath, or bath time: he stands in the room, the tub at the back
    for (const text of ["The duck was in the tub. Theo stood on the rug.", "Theo would not get in the bath.", "It was bath time. Theo ran to the door."])
      expect(figure(bath(text), "Theo")?.pose).not.toBe("in-tub");
  });

  it("draws the child the words throw face down on the sofa lying on it, not standing in front of it", () => {
    const at = withScene({}).scenes.findIndex((x) => x.beat === "success");
    const room = (text: string) => composeScene(withScene({ place: "living room", characters: ["Theo", "Dad"], props: ["tablet"], text }), at);
    const flop = room("Dad switched the TV off. Theo flopped face down on the sofa and cried.");
    expect(figure(flop, "Theo")).toMatchObject({ pose: "on-sofa", action: "flop", mood: "crying" });
    // one sofa, the one he lies on
    expect(flop.drawing.some((x) => x.tag === "built-in:sofa")).toBe(false);
    expect(flop.drawing.some((x) => x.tag === "figure:Theo:sofa")).toBe(true);
    for (const text of ["Theo sat on the sofa with Dad.", "The remote lay on the sofa. Theo looked for it.", "Theo did not flop on the sofa this time."])
      expect(figure(room(text), "Theo")?.pose).not.toBe("on-sofa");
  });

  it("draws a dog the words make big clearly bigger than an ordinary one", () => {
    const dogH = (text: string) => {
      const s = withScene({ place: "park", characters: ["Theo"], props: ["dog"], text });
      const d = composeScene(s, undefined).drawing.filter((x) => x.tag === "prop:dog" || (x.tag ?? "").endsWith(":prop:dog"));
      const ys = d.flatMap((x) => x.cmds.flatMap((c) => c.filter((_, i) => i > 0 && i % 2 === 0) as number[]));
      return Math.max(...ys) - Math.min(...ys);
    };
    expect(dogH("An enormous, shaggy dog trotted up to Theo.")).toBeGreaterThan(dogH("A dog trotted up to Theo.") * 1.3);
  });

  it("draws rain, not the sun, when the words say it is raining", () => {
    const wet = composeScene(withScene({ place: "park", characters: ["Theo"], text: "It was raining, and the puddles were deep." }), undefined);
    expect(wet.drawing.some((s) => s.tag === "sky:rain")).toBe(true);
    expect(wet.drawing.some((s) => s.tag === "sky:sun")).toBe(false);
  });

  it("draws an 8–10-year-old taller and longer-legged than a 2–3-year-old, the same on every page", () => {
    const h = (age: string) => {
      const p = plan({ behavior: "bedtime", childAge: age as StoryRequest["childAge"] });
      const hs = p.scenes
        .map((_, i) => composeScene(p, i, { childAge: age }).figures.find((f) => f.role === "child" && f.pose === "stand"))
        .filter((f) => !!f)
        .map((f) => (f!.box.maxY - f!.box.minY) / f!.scale);
      expect(new Set(hs.map((x) => Math.round(x))).size, `${age}: one height`).toBeLessThanOrEqual(2);
      return hs[0] ?? 0;
    };
    expect(h("8-10")).toBeGreaterThan(h("2-3") * 1.3);
  });
});

describe("a picture book's framing", () => {
  it("uses at least three kinds of shot across every book (close, medium, wide), for every behavior", () => {
    for (const behavior of BEHAVIOR_IDS) {
      const age = AGE_BANDS[behavior.length % 4];
      const theme = THEME_IDS[behavior.length % 5];
      const p = plan({ behavior, childAge: age, theme });
      const shots = new Set(p.scenes.map((_, i) => composeScene(p, i, { theme, childAge: age, framing: true, name: false, frameTop: BOOK_FRAME_TOP }).shot));
      expect([...shots].sort(), behavior).toEqual(["close", "medium", "wide"]);
    }
  });

  it("keeps the coloring page wide", () => {
    const p = plan({ behavior: "fear" });
    expect(p.scenes.every((_, i) => composeScene(p, i).shot === "wide")).toBe(true);
  });
});

describe("faces and key objects that match the words (issue 24, round 2)", () => {
  const SUCCESS = withScene({}).scenes.findIndex((x) => x.beat === "success");
  const leo: Reader[] = [
    { name: "Alex", pronoun: "they", hero: true },
    { name: "Leo", pronoun: "he" },
    { name: "Theo", pronoun: "he" },
  ];

  it("gives tears of 'somebody' to nobody: a grin stays a grin", () => {
    const r = readScene("Theo rolled his eyes, but grinned. It was good to know he had an answer that didn't end with somebody in tears.", people);
    expect(r.get("Theo")?.feeling).toBe("happy");
  });

  it("shows the feeling an action carries when the words give none, and a hot face as cross", () => {
    expect(readScene("Alex threw a block at the sofa. Leo covered his ears.", leo).get("Leo")).toMatchObject({ feeling: "worried", action: "ears" });
    expect(readScene("Alex began the tower again. Their face went hot.", leo).get("Alex")?.feeling).toBe("cross");
    expect(readScene("Theo shouted and hid his face in the floppy teddy bear.", people).get("Theo")?.action).not.toBe("cling");
  });

  it("never draws a shout of 'Done!' in the success scene as a cross face", () => {
    const s = withScene({ beat: "success", characters: ["Theo"], text: `Click! Theo buckled up. "Done!" Theo shouted, and chose the next fun thing.` });
    expect(
      composeScene(
        s,
        s.scenes.findIndex((x) => x.beat === "success"),
      ).figures.find((f) => f.name === "Theo")?.mood,
    ).not.toBe("cross");
  });

  it("draws the child still low when the helper comes, unless the words lift them", () => {
    const s = withScene({ beat: "helper", characters: ["Theo"], text: "A nod, without looking up." });
    expect(
      composeScene(
        s,
        s.scenes.findIndex((x) => x.text === "A nod, without looking up."),
      ).figures.find((f) => f.name === "Theo")?.mood,
    ).not.toBe("happy");
  });

  it("keeps a howling baby awake when only the speech says 'the baby's asleep'", () => {
    const s = withScene({
      characters: ["Theo", "Kit"],
      text: `Someone would say, "Lovely, shh, the baby's asleep." Now the drawing was covered in banana, baby Kit was howling.`,
    });
    expect(
      composeScene(
        s,
        s.scenes.findIndex((x) => x.beat === "success"),
      ).figures.find((f) => f.kind === "baby")?.pose,
    ).not.toBe("asleep");
  });

  it("draws nothing that is only outside or only thought of, and draws the tissues, the tower and the puppet", () => {
    const props = (text: string, place = "bedroom") =>
      composeScene(withScene({ place, characters: ["Theo"], text, props: [] }), SUCCESS).props.map((p) => p.prop);
    expect(props("Outside, a dog barked. He pulled the blanket up.")).not.toContain("dog");
    expect(props("Slow breaths. Happy thing: a puppy. He rested.")).not.toContain("dog");
    expect(props("Theo had a cold. Achoo! Back to bed.")).toContain("tissues");
    expect(props("Theo stacked the blocks. The tower grew, and grew, and stayed up.", "living room")).toContain("blocks tower");
    expect(props("Theo turned his drawing into a puppet show for the baby.", "kitchen")).toContain("puppet");
  });

  it("puts the child in bed for 'pulled the blanket up' and 'half out of bed'", () => {
    for (const text of ["Theo felt grumpy. He pulled the blanket up.", "Up went one leg. Oops! Half out of bed."]) {
      const s = composeScene(withScene({ place: "bedroom", characters: ["Theo"], text }), SUCCESS);
      expect(["in-bed", "asleep"]).toContain(s.figures.find((f) => f.name === "Theo")?.pose);
    }
  });
});

describe("faces, hands and key objects on scenes nobody tuned on (issue 24, round 3)", () => {
  const two: Reader[] = [
    { name: "Mia", pronoun: "she", hero: true },
    { name: "Papa", pronoun: "he" },
    { name: "Theo", pronoun: "he" },
  ];
  const inHand = (scene: ComposedScene, name: string) =>
    scene.drawing.some((s) => (s.tag ?? "").startsWith(`figure:${name}`) && (s.tag ?? "").includes(":in-hand"));
  const SUCCESS = withScene({}).scenes.findIndex((x) => x.beat === "success");

  it("keeps the feeling said outright over a passing cue after it, and the first of two feelings in one breath", () => {
    expect(readScene("Mia felt cross. The zip was stuck. Her fingers were tired. Tug, tug, nothing!", two).get("Mia")?.feeling).toBe("cross");
    const mixed = readScene("Mia felt cross with Theo, but also a bit wobbly.", two);
    expect(mixed.get("Mia")?.feeling).toBe("cross");
    expect(mixed.get("Theo")?.feeling).toBeUndefined();
    // a smile still wins over a sad start
    expect(readScene("Mia felt sad. Then Papa tickled her and she giggled.", two).get("Mia")?.feeling).toBe("happy");
  });

  it("gives the tears to the one holding on, not to the one held; reads slamming as cross and shaking sand out as no fright", () => {
    const r = readScene("Mia held on to Papa and started to cry.", two);
    expect(r.get("Mia")?.feeling).toBe("crying");
    expect(r.get("Papa")?.feeling).toBeUndefined();
    expect(readScene("Mia slammed the drawing down on the tray.", two).get("Mia")?.feeling).toBe("cross");
    expect(readScene("Papa laughed, shaking sand out of a shoe.", two).get("Papa")?.feeling).toBe("happy");
    expect(readScene("When she said it was time, they had to run all the way across the park.", two).get("Mia")?.action).toBe("run");
  });

  it("puts the thing in the hands the words put it in: held up, handed over, 'with Grandma's phone'", () => {
    expect(readScene("Mia walked over, sat down next to Theo, and held up the book.", two).get("Mia")?.held).toEqual(["book"]);
    expect(readScene("Mia handed Papa the tablet and went to get dressed.", two).get("Papa")?.held?.[0]).toMatch(/^tablet/);
    const handed = composeScene(
      withScene({ characters: ["Theo", "Dad"], props: ["tablet"], text: "Theo handed Dad the tablet and ran off to get dressed." }),
      SUCCESS,
    );
    expect(inHand(handed, "Dad")).toBe(true);
    expect(inHand(handed, "Theo")).toBe(false);
    expect(handed.props.find((p) => p.prop === "tablet")?.where).toBe("character");
    const waiting = composeScene(withScene({ characters: ["Theo"], props: ["phone"], text: "Theo was waiting at the hair salon with Dad's phone." }), SUCCESS);
    expect(inHand(waiting, "Theo")).toBe(true);
  });

  it("has the story's key object in the child's hands in the problem scene, and the puppet of a puppet show on the hand", () => {
    const problem = withScene({}).scenes.findIndex((x) => x.beat === "problem");
    const plan = withScene(
      {},
      {
        situation: { ...withScene({}).situation!, object: "tablet" },
        scenes: withScene({}).scenes.map((s, i) => (i === problem ? { ...s, props: ["tablet"], text: `"One more," said Theo, and turned away.` } : s)),
      },
    );
    expect(inHand(composeScene(plan, problem), "Theo")).toBe(true);
    expect(
      inHand(composeScene(withScene({ characters: ["Theo"], props: [], text: "Theo turned his drawing into a puppet show for the baby." }), SUCCESS), "Theo"),
    ).toBe(true);
  });

  it("draws the bowl flipped off the high-chair tray, the baby in the chair, the park's fountain, and an accident's puddle", () => {
    const others = { others: [{ name: "Kit", kind: "baby" }] };
    const base = withScene(
      {
        characters: ["Theo", "Kit", "Dad"],
        place: "kitchen",
        props: ["bowl"],
        text: "Theo slammed the drawing down on the tray. The bowl flipped, banana went everywhere, and Kit burst into tears.",
      },
      others,
    );
    base.scenes[0] = { ...base.scenes[0], place: "kitchen", text: "Dad sat Kit in the high chair with a bowl of banana." };
    const flipped = composeScene(base, SUCCESS);
    expect(flipped.props.map((p) => p.prop)).toContain("flipped bowl");
    expect(flipped.props.map((p) => p.prop)).not.toContain("bowl");
    expect(flipped.figures.find((f) => f.name === "Kit")?.pose).not.toBe("carried");
    const park = composeScene(
      withScene({
        characters: ["Theo"],
        place: "park",
        props: [],
        text: "The next day, the fountains at the park were switched on. Theo ran through the biggest one.",
      }),
      SUCCESS,
    );
    expect(park.props.map((p) => p.prop)).toContain("fountain");
    expect(
      composeScene(withScene({ characters: ["Theo"], place: "park", props: [], text: "Halfway past the swings, it was too late." }), SUCCESS).props.map(
        (p) => p.prop,
      ),
    ).toContain("puddle");
    expect(
      composeScene(
        withScene({ characters: ["Theo"], place: "living room", props: [], text: "Theo drew the plan, one step in each box. Dad stuck it on the wall." }),
        SUCCESS,
      ).props.map((p) => p.prop),
    ).toContain("drawing");
    // a balloon breath is a way of breathing, not a balloon
    expect(
      composeScene(
        withScene({ characters: ["Theo"], props: ["balloon"], text: "The balloon breath went in slowly and out even more slowly." }),
        SUCCESS,
      ).props.map((p) => p.prop),
    ).not.toContain("balloon");
  });

  it("keeps the thing the words name in a medium shot (the towel he sat on)", () => {
    const s = withScene({
      beat: "problem",
      place: "beach",
      characters: ["Theo", "Dad"],
      props: ["bucket and spade", "towel"],
      text: "When the first wave crashed, Theo ran. Back at the towel, he sat down, crying, while Dad watched.",
    });
    const i = s.scenes.findIndex((x) => x.text.startsWith("When the first wave"));
    const shot = composeScene(s, i, { framing: true, frameTop: BOOK_FRAME_TOP });
    const towel = shot.drawing.filter((x) => (x.tag ?? "") === "prop:towel");
    expect(shot.props.some((p) => p.prop === "towel")).toBe(true);
    expect(towel.length).toBeGreaterThan(0);
  });

  it("ends the echo page on the smile it ends with, not the old feeling it starts with", () => {
    const s = withScene({
      beat: "echo",
      characters: ["Theo", "Dad"],
      props: [],
      text: "The next evening, Theo felt the jealous feeling creep in. He noticed it, and ran the plan. Big breath. Theo made the duck dive and sing, and everyone laughed.",
    });
    const i = s.scenes.findIndex((x) => x.beat === "echo");
    expect(composeScene(s, i).figures.find((f) => f.name === "Theo")?.mood).toBe("happy");
  });
});

describe("after the fresh count (issue 24, round 3, second pass)", () => {
  const two: Reader[] = [
    { name: "Mia", pronoun: "she", hero: true },
    { name: "Dad", pronoun: "he" },
    { name: "Kai", pronoun: "he" },
  ];

  it("reads a thumping heart as no anger, and a child wrapped round a leg or holding on tighter as clinging", () => {
    expect(readScene("She felt scared, right down to her toes. Her heart thumped, and she pressed both hands over her ears.", two).get("Mia")?.feeling).toBe(
      "scared",
    );
    expect(readScene("Dad stayed by the door, with Mia wrapped around one leg.", two).get("Mia")?.action).toBe("cling");
    expect(readScene("Her tummy did a flip, and she held on even tighter.", two).get("Mia")?.action).toBe("cling");
    expect(readScene("But Mia grabbed Dad's hand and wouldn't let go.", two).get("Mia")?.action).toBe("cling");
  });

  it("gives what is handed over to the one it is handed to ('handing the present to Kai')", () => {
    const r = readScene(`"See you after the cake," said Dad, handing the present to Kai.`, two);
    expect(r.get("Kai")?.held?.[0]).toMatch(/^present/);
    expect(r.get("Mia")?.held).toBeUndefined();
  });
});

describe("nobody sits who the words have on the move or at work (issue 24, round 3, second pass)", () => {
  it("reads walking in, coming over and leaving, and never seats them (nor the waiter) for the picture's variety", () => {
    const dad: Reader[] = [
      { name: "Theo", pronoun: "he", hero: true },
      { name: "Dad", pronoun: "he" },
    ];
    expect(readScene("Then Dad walked in and switched the TV off.", dad).get("Dad")?.action).toBe("walk");
    for (let seed = 0; seed < 12; seed++) {
      const walk = composeScene(
        withScene({ place: "living room", characters: ["Theo", "Dad"], props: [], text: "Theo was watching. Then Dad walked in and switched the TV off." }),
        undefined,
        { seed },
      );
      expect(walk.figures.find((f) => f.name === "Dad")?.pose, `seed ${seed}`).not.toBe("sit");
      const waiter = composeScene(
        withScene({
          place: "restaurant",
          characters: ["Theo"],
          props: [],
          text: "The waiter smiled at Theo. Theo whispered his order. The waiter nodded and left.",
        }),
        undefined,
        { seed },
      );
      expect(waiter.figures.find((f) => f.name === "the waiter")?.pose, `seed ${seed}`).not.toBe("sit");
    }
  });
});

describe("after the third count (issue 24, round 3)", () => {
  const three: Reader[] = [
    { name: "Alex", pronoun: "they", hero: true },
    { name: "Dad", pronoun: "he" },
    { name: "Mia", pronoun: "she" },
  ];

  it("gives the tears to the child behind Dad, keeps a stated feeling over a hot face, reads a sigh as sad and a push as cross", () => {
    const r = readScene("They leapt off the swing and scrambled behind Dad, clinging on and crying.", three);
    expect(r.get("Alex")?.feeling).toBe("crying");
    expect(r.get("Dad")?.feeling).toBeUndefined();
    expect(readScene("Mia felt scared, and sad. Her face went hot. Her eyes went wet.", three).get("Mia")?.feeling).toBe("sad");
    expect(readScene("Mia was lying across three chairs, sighing. Then Mia slid onto the floor.", three).get("Mia")?.feeling).toBe("sad");
    expect(readScene("Alex gave Mia a push.", three).get("Alex")?.feeling).toBe("cross");
  });

  it("draws no thing named only to say what something else is ('the silly duck song'), and ends an echo that sings along happily", () => {
    expect(propsInText("Kai picked the silly duck song. Then the dinosaur kit came out.")).toEqual([]);
    expect(propsInText("Theo turned his drawing into a puppet show.")).toContain("puppet");
    const s = withScene({
      beat: "echo",
      characters: ["Theo", "Dad"],
      props: [],
      text: 'In the car, Theo felt the grumpy feeling start. He took a big breath and said, "You choose one song, then I choose one." Dad sang along to both.',
    });
    expect(
      composeScene(
        s,
        s.scenes.findIndex((x) => x.beat === "echo"),
      ).figures.find((f) => f.name === "Theo")?.mood,
    ).toBe("happy");
  });
});

describe("after the fourth count (issue 24, round 4)", () => {
  const SUCCESS = withScene({}).scenes.findIndex((x) => x.beat === "success");
  const kid: Reader[] = [
    { name: "Mia", pronoun: "she", hero: true },
    { name: "Mom", pronoun: "she" },
  ];
  const tagged = (scene: ComposedScene, tag: string) => scene.drawing.filter((x) => x.tag === tag || (x.tag ?? "").endsWith(`:${tag}`));
  const height = (d: ComposedScene["drawing"]) => {
    const ys = d.flatMap((x) => x.cmds.flatMap((c) => c.filter((_, i) => i > 0 && i % 2 === 0) as number[]));
    return ys.length ? Math.max(...ys) - Math.min(...ys) : 0;
  };

  it("draws the toilet in the toileting scene outdoors (the park's toilet block), and not when it is only thought of", () => {
    const park = (text: string, beat: Scene["beat"] = "problem") => {
      const s = withScene({ place: "park", beat, characters: ["Theo", "Dad"], props: ["bucket and spade"], text }, { behavior: "toileting" });
      return composeScene(
        s,
        s.scenes.findIndex((x) => x.text === text),
      );
    };
    for (const text of ["Far away, by the gate, was the park toilet. Theo dug in the sandbox.", "Theo wiggled. Then he ran to the toilet. Too late!"])
      expect(tagged(park(text), "prop:restroom").length, text).toBeGreaterThan(0);
    expect(tagged(park("Theo thought about the potty, then went back to his castle."), "prop:restroom")).toEqual([]);
    // in the problem's medium shot the toilet block stays in the frame
    const text = "Theo ran to the toilet. Too late! Wet shorts.";
    const s = withScene({ place: "playground", beat: "problem", characters: ["Theo"], props: ["sandbox"], text });
    const p = composeScene(
      s,
      s.scenes.findIndex((x) => x.text === text),
      { framing: true },
    );
    expect(tagged(p, "prop:restroom").length).toBeGreaterThan(0);
  });

  it("draws the huge dog taller than the child, and a second, small dog small", () => {
    const scene = (text: string, place = "park") => composeScene(withScene({ place, characters: ["Theo"], props: ["dog"], text }), undefined);
    for (const text of ["A huge, shaggy dog trotted up to Theo.", "Biscuit was an enormous dog. He trotted up to Theo."]) {
      const s = scene(text);
      expect(height(tagged(s, "prop:dog")), text).toBeGreaterThan(height(s.drawing.filter((x) => (x.tag ?? "").startsWith("figure:Theo"))));
    }
    // the story's dog is huge, but the one on the sidewalk in this scene is small
    const base = withScene({ place: "park", characters: ["Theo"], props: ["dog"], text: "Biscuit was a huge, shaggy dog." });
    const two = withScene({ place: "street", characters: ["Theo"], props: ["dog"], text: "On the sidewalk, a small, noisy dog yapped at Theo." }, {}, base);
    const small = composeScene(two, undefined);
    expect(height(tagged(small, "prop:dog"))).toBeLessThan(height(small.drawing.filter((x) => (x.tag ?? "").startsWith("figure:Theo"))) * 0.5);
  });

  it("draws nothing only likened to, pretended or breathed ('like a balloon', 'a pretend teddy', 'Flower in, candle out')", () => {
    const props = (text: string, words: string[]) => composeScene(withScene({ characters: ["Theo"], props: words, text }), undefined).props.map((p) => p.prop);
    expect(props("Every flash made her brace, like waiting for a balloon to pop.", ["balloon"])).not.toContain("balloon");
    expect(props("Proud was the word for it, like a balloon full of sunshine.", ["balloon"])).not.toContain("balloon");
    expect(props('Grandpa Joe held a pretend teddy. "Teddy is cross!" Theo showed Teddy.', ["teddy bear"])).not.toContain("teddy bear");
    expect(props("Stomp, stomp, stomp. Flower in, candle out. Then she sniffed a flower.", ["flower"])).not.toContain("flower");
    // a real one stays
    expect(props("Theo had a red balloon, and he held it tight.", ["balloon"]).length).toBeGreaterThan(0);
    expect(propsInText("She watered the flowers. Mia would like a cookie.")).toEqual(["flower", "cookie"]);
  });

  it("reads a feeling about the feeling as the first one, a kick as a foot, a refusal as folded arms, a bounce as a jump, boredom as droopy eyes", () => {
    expect(readScene("She felt afraid, and annoyed about it.", kid).get("Mia")?.feeling).toBe("scared");
    expect(readScene("Mia kicked the shopping cart. Bang, bang!", kid).get("Mia")?.action).toBe("stamp");
    expect(readScene("Mia refused to put her coat on.", kid).get("Mia")).toEqual({ action: "fold", feeling: "cross" });
    expect(readScene("Mia jumped on the sofa, bouncing higher and higher.", kid).get("Mia")?.action).toBe("jump");
    expect(readScene("Mia jumped back from the wave.", kid).get("Mia")?.action).not.toBe("jump");
    expect(readScene("Mia slammed the spoon down, cereal milk jumped out of the bowl, and she said something loud.", kid).get("Mia")?.action).not.toBe("jump");
    expect(readScene("Mia groaned. She was so bored.", kid).get("Mia")?.feeling).toBe("sleepy");
    // the jump is drawn off the ground, arms up
    const s = composeScene(withScene({ place: "living room", characters: ["Theo"], props: [], text: "Theo jumped on the sofa, up and down." }), undefined);
    expect(s.figures.find((f) => f.name === "Theo")?.action).toBe("jump");
  });

  it("gives an unnamed doer's feeling to nobody ('Biscuit saw Alex and bounded over, woofing happily'), but 'made Ivy cry' to Ivy", () => {
    const r = readScene("Biscuit saw Mia and bounded over, woofing happily. Mia climbed up Mom like a tree.", kid);
    expect(r.get("Mia")?.feeling).toBe("scared");
    expect(readScene("The noise made Mia cry.", kid).get("Mia")?.feeling).toBe("crying");
  });

  it("draws nothing the book first met in a picture or as a pretend one, on any page ('painting … a dog in a hat', 'Then the dog's hat')", () => {
    const painting = "Theo was painting the whole family at the seaside, with a giant yellow sun and a dog in a hat.";
    const base = withScene({ characters: ["Theo"], props: ["dog"], text: "Then the dog's hat. Then the sea." });
    base.scenes[0] = { ...base.scenes[0], text: painting };
    expect(composeScene(base, SUCCESS).props.map((p) => p.prop)).not.toContain("dog");
    const flower = withScene({ characters: ["Theo"], props: ["flower"], text: "Then a flower. Sniff, sniff." });
    flower.scenes[0] = { ...flower.scenes[0], text: "Dad smelled a pretend flower. Sniiiff." };
    expect(composeScene(flower, SUCCESS).props.map((p) => p.prop)).not.toContain("flower");
    // a likeness ends at its clause: the ball in his mouth is real
    expect(propsInText("Biscuit had a tail like a feather duster and a ball in his mouth.")).toContain("ball");
    // the picture itself is still drawn
    expect(propsInText("Theo drew a picture of a kite.")).toContain("drawing");
  });

  it("keeps stars out of a daytime sky, and puts food and the salt on the restaurant's table", () => {
    const day = composeScene(withScene({ place: "park", time: "morning", characters: ["Theo"], props: [], text: "Theo played in the park." }), undefined, {
      theme: "fantasy",
    });
    expect(day.drawing.some((x) => (x.tag ?? "").startsWith("accent:sky"))).toBe(false);
    const night = composeScene(withScene({ place: "park", time: "night", characters: ["Theo"], props: [], text: "Theo looked up at the park." }), undefined, {
      theme: "fantasy",
    });
    expect(night.drawing.some((x) => (x.tag ?? "").startsWith("accent:sky"))).toBe(true);
    const plate = composeScene(withScene({ place: "restaurant", characters: ["Theo"], props: ["plate"], text: "Theo ate his pizza." }), undefined);
    expect(tagged(plate, "prop:plate").length).toBeGreaterThan(3);
  });
});

describe("the problem reads at a glance; people and poses from the words (issue 24, H8)", () => {
  const at = (text: string, place: string, characters = ["Theo", "Dad"], beat: Scene["beat"] = "problem", props: string[] = []) => {
    const s = withScene({ beat, place, characters, props, text });
    return composeScene(
      s,
      s.scenes.findIndex((x) => x.text === text),
      { framing: true, frameTop: BOOK_FRAME_TOP },
    );
  };
  const inFrame = (scene: ComposedScene, name: string) => {
    const b = figure(scene, name)?.box;
    return !!b && b.maxX > 18 + 40 && b.minX < 577 - 40;
  };
  const tall = (scene: ComposedScene, name: string) => {
    const b = figure(scene, name)?.box;
    return b ? b.maxY - b.minY : 0;
  };

  it("frames the problem close on the child and the ones the words have act with her, the key thing in the frame", () => {
    // the baby he hit, in Mom's arms: the two of them and the baby in a medium shot, the child hitting, not stepping back
    const his = at(
      "Theo went very close to the sofa. Then he hit the baby, quick and sharp. The baby began to cry. Mom held the baby close. Theo stepped back, hands up.",
      "living room",
      ["Theo", "Mom"],
    );
    expect(his.shot).toBe("medium");
    for (const who of ["Theo", "Mom"]) expect(inFrame(his, who), who).toBe(true);
    expect(figure(his, "Theo")?.action).toBe("push");
    // the big dog that frightened him stays in the shot beside him and the one he clings to
    const dog = at("Biscuit bounded over, woofing. Theo yelled and ran to Dad, clinging on and crying.", "park", ["Theo", "Dad"], "problem", ["dog"]);
    expect(dog.shot).toBe("medium");
    expect(dog.drawing.some((x) => x.tag === "prop:dog")).toBe(true);
    // bigger than the same scene drawn wide: the child fills more of the page
    const s = withScene({
      beat: "problem",
      place: "park",
      characters: ["Theo", "Dad"],
      props: ["dog"],
      text: "Biscuit bounded over, woofing. Theo yelled and ran to Dad, clinging on and crying.",
    });
    const wide = composeScene(
      s,
      s.scenes.findIndex((x) => x.beat === "problem" && x.text.startsWith("Biscuit")),
    );
    expect(tall(dog, "Theo")).toBeGreaterThan(tall(wide, "Theo") * 1.15);
  });

  it("puts the key thing where the words put it: the juice spilled across the table on it, the tower that fell fallen", () => {
    const spill = at("Theo swung his arm and sent juice across the table. Dad frowned.", "restaurant");
    expect(spill.props.find((p) => p.prop === "spill")?.where).toBe("table");
    const floor = at("Theo knocked his cup and the juice spilled on the floor.", "kitchen");
    expect(floor.props.find((p) => p.prop === "spill")?.where).toBe("floor");
    const fell = at("One more block. Then the tower fell down too. Crash! Theo cried.", "living room", ["Theo", "Dad"], "problem", ["blocks"]);
    expect(fell.props.map((p) => p.prop)).toContain("fallen tower");
    expect(fell.props.map((p) => p.prop)).not.toContain("blocks tower");
    expect(fell.drawing.some((x) => x.tag === "prop:fallen tower")).toBe(true);
    // a tower still standing is drawn standing
    const up = at("Theo built the tower higher. It stayed up!", "living room", ["Theo", "Dad"], "success", ["blocks"]);
    expect(up.props.map((p) => p.prop)).not.toContain("fallen tower");
  });

  it("draws the people the words bring in who are not in the plan: a lady, the dog's owner, the lifeguard", () => {
    const lady = at("Theo pushed past a lady with a basket. Her oranges rolled everywhere. Dad hurried over.", "shop");
    expect(inFrame(lady, "the lady")).toBe(true);
    expect(figure(lady, "Theo")?.action).toBe("push");
    const owner = at("A little dog trotted up. Theo said hello to the dog's owner, and the dog wagged.", "street", ["Theo", "Dad"], "echo", ["dog"]);
    expect(figure(owner, "the owner")?.kind).toBe("grown-up");
    const lifeguard = at("Theo ran off along the edge. The lifeguard blew the whistle. Dad hurried after him.", "pool");
    expect(figure(lifeguard, "the lifeguard")?.kind).toBe("grown-up");
    expect(figure(lifeguard, "Theo")?.action).toBe("run");
    // never one only likened to
    expect(figure(at("Theo stomped like a grumpy old man.", "kitchen", ["Theo"]), "the man")).toBeUndefined();
  });

  it("gives a second figure the pose of their own sentence: crouched down with a hand held out, pointing, hand in hand", () => {
    const knelt = at("Dad knelt down beside Theo and held out a hand. Theo was crying.", "park");
    expect(figure(knelt, "Dad")).toMatchObject({ pose: "crouch", action: "reach" });
    expect(tall(knelt, "Dad")).toBeLessThan(tall(at("Dad stood beside Theo. Theo was crying.", "park"), "Dad") * 0.85);
    expect(figure(at("Theo crouched down by the cupboard. Dad pointed at the mess.", "kitchen"), "Dad")?.action).toBe("point");
    const hands = at("Dad took Theo's hand. Together they walked to the gate.", "park", ["Theo", "Dad"], "success");
    expect(figure(hands, "Theo")?.pose).toBe("hand-in-hand");
    expect(figure(hands, "Dad")?.pose).toBe("hand-in-hand");
    // a hand grabbed that won't let go is a cling, not hand in hand
    expect(figure(at("Theo grabbed Dad's hand and wouldn't let go.", "park"), "Theo")?.pose).toBe("hug");
    // a face pushed into Grandpa's coat is a child holding on to him, not a push
    expect(readScene("Theo pushed his face into Mom's coat, where it smelled like home.", people).get("Theo")?.action).toBe("cling");
    // a flop down on the ground is on the ground
    expect(readScene("When Grandma caught up, Theo flopped down and screamed, kicking his feet.", people).get("Theo")?.action).toBe("flop");
  });
});

describe("the book's key things and everyone named, as the words leave them (issue 24, H16)", () => {
  const at = (text: string, place: string, characters = ["Theo", "Dad"], beat: Scene["beat"] = "problem", props: string[] = []) => {
    const s = withScene({ beat, place, characters, props, text });
    return composeScene(
      s,
      s.scenes.findIndex((x) => x.text === text),
      { framing: true, frameTop: BOOK_FRAME_TOP },
    );
  };
  const drawn = (scene: ComposedScene, prop: string) => scene.drawing.some((x) => x.tag === `prop:${prop}`);
  const inFrame = (scene: ComposedScene, name: string) => {
    const b = figure(scene, name)?.box;
    return !!b && b.maxX > 18 + 40 && b.minX < 577 - 40;
  };

  it("keeps the big dog and the one who kneels beside the child in a feeling's picture, never cropped out by a close-up", () => {
    const dog = at(
      "Theo felt scared, scared all the way through. Biscuit was so big and so bouncy. His hands held on to Dad tight, tight, tight.",
      "park",
      ["Theo", "Dad"],
      "feeling",
      ["dog"],
    );
    expect(drawn(dog, "dog")).toBe(true);
    expect(inFrame(dog, "Dad")).toBe(true);
    const knelt = at(
      "Theo felt grumpy. He kicked at the floor. Grandpa knelt down, nice and low. Grandpa held out a hand.",
      "bedroom",
      ["Theo", "Grandpa"],
      "feeling",
    );
    expect(inFrame(knelt, "Grandpa")).toBe(true);
    expect(figure(knelt, "Grandpa")?.action).toBe("reach");
    // the child alone with a big feeling is still a close-up of the face
    expect(at("Theo felt sad and small. His lip went wobble.", "park", ["Theo"], "feeling").shot).toBe("close");
  });

  it("draws the toddler's potty in the room where he runs to it, and not when the words put it in the bathroom", () => {
    const home = at('A wiggle came. Theo said, "Pause!" Then Theo ran to the potty. In time!', "living room", ["Theo", "Dad"], "practice", ["blocks"]);
    expect(drawn(home, "potty")).toBe(true);
    const away = at("A wiggle came. Theo ran to the potty in the bathroom. In time!", "living room", ["Theo", "Dad"], "practice", ["blocks"]);
    expect(drawn(away, "potty")).toBe(false);
    // out at the park, the potty he runs to is the park's toilet block
    expect(drawn(at("A wiggle came. Off to the potty door! Zoom!", "playground", ["Theo", "Dad"], "practice"), "restroom")).toBe(true);
  });

  it("draws what happened to things: 'Crash went the tower!' fallen, juice across the kitchen table on it, a tortoise's own shell no seashell", () => {
    const crash = at("Bump went the train. Crash went the tower! Theo came back. Oh no.", "living room", ["Theo", "Dad"], "stumble", ["block tower"]);
    expect(drawn(crash, "fallen tower")).toBe(true);
    expect(drawn(crash, "blocks tower")).toBe(false);
    const juice = at('Theo knocked a full cup of juice across the kitchen table with one elbow. "I\'ll wipe it up."', "kitchen", ["Theo", "Dad"], "echo", [
      "spill",
      "cup",
    ]);
    expect(juice.props.find((p) => p.prop === "spill")?.where).toBe("table");
    const shell = at("Shelly the tortoise poked her head out of her shell. Theo smiled.", "restaurant", ["Theo", "Dad"], "helper");
    expect(drawn(shell, "shell")).toBe(false);
    expect(drawn(at("Theo found a pretty shell on the sand.", "beach", ["Theo", "Dad"], "echo"), "shell")).toBe(true);
    // the calming breath "Flower. Candle." is no flower pot on the sidewalk
    expect(propsInText('Three small stomps on the sidewalk. Flower. Candle. "I\'m disappointed," she said.')).not.toContain("flower");
    expect(propsInText("She picked a flower for Mom.")).toContain("flower");
  });

  it("never draws a vase whole again on a page after the one where it smashed", () => {
    const later = "Theo said sorry. Together they mopped the rug, and he found a jug for the flowers.";
    const pageAfter = (first: string) => {
      const s = withScene({ beat: "problem", place: "living room", characters: ["Theo", "Dad"], props: ["vase", "ball"], text: first });
      const i = s.scenes.findIndex((x) => x.text === first);
      const p = { ...s, scenes: s.scenes.map((x, k) => (k === i + 1 ? { ...x, place: "living room" as const, props: ["vase", "ball"], text: later } : x)) };
      return composeScene(p, i + 1);
    };
    expect(drawn(pageAfter("The ball clipped the shelf, the vase rocked, and then it smashed on the floor."), "vase")).toBe(false);
    expect(drawn(pageAfter("The ball rolled under the sofa."), "vase")).toBe(true);
  });

  it("puts in hands what the words give them: the dustpan Dad came back with, the book he reads aloud, the phone she kept", () => {
    const inHand = (scene: ComposedScene, name: string, thing: string) => scene.drawing.some((x) => x.tag === `figure:${name}:in-hand:${thing}`);
    expect(inHand(at("Dad came back with a dustpan and began sweeping up the pieces.", "living room", ["Theo", "Dad"], "success"), "Dad", "dustpan")).toBe(
      true,
    );
    expect(inHand(at("Then Dad read Theo a story. Theo yawned.", "bedroom", ["Theo", "Dad"], "ending"), "Dad", "book")).toBe(true);
    expect(inHand(at("Theo kept the tablet in his lap the whole time.", "restaurant", ["Theo", "Dad"], "stumble"), "Theo", "tablet")).toBe(true);
    // a promise kept is nothing in the hand
    expect(
      readScene("Theo kept his promise.", people)
        .get("Theo")
        ?.held?.map((h) => propsInText(h)),
    ).toEqual([[]]);
  });

  it("draws the tears on the one the words make cry, even when the sentence with the tears names nobody", () => {
    const grandpa: Reader[] = [
      { name: "Theo", pronoun: "he", hero: true },
      { name: "Grandpa", pronoun: "he" },
      { name: "Mia", pronoun: "she" },
    ];
    expect(readScene("Theo grabbed Grandpa's coat. Tears came fast and hot.", grandpa).get("Theo")?.feeling).toBe("crying");
    expect(readScene("Theo grabbed Grandpa's coat. Tears came fast and hot.", grandpa).get("Grandpa")?.feeling).toBeUndefined();
    expect(readScene("Mia looked at Theo. Tears filled her eyes.", grandpa).get("Mia")?.feeling).toBe("crying");
    expect(readScene("Mia looked at Theo. Tears filled her eyes.", grandpa).get("Theo")?.feeling).toBeUndefined();
    expect(figure(at("Theo grabbed Dad's coat. Tears came fast and hot.", "school gate", ["Theo", "Dad"], "problem"), "Theo")?.mood).toBe("crying");
  });

  it("leaves out a thing the words put in another place: 'the ball bounced happily in the garden' is not on the living-room rug", () => {
    const garden = at(
      "Later, the flowers stood in the new jug on the shelf, and the ball bounced happily in the garden, where it belonged. The cat slept on.",
      "living room",
      ["Theo", "Dad"],
      "ending",
      ["ball", "cat"],
    );
    expect(garden.placeKind).toBe("living room");
    expect(drawn(garden, "ball")).toBe(false);
    expect(drawn(garden, "cat")).toBe(true);
    // the ball the words kick here is here, and the one taken out to the garden is there when the page is the garden
    expect(drawn(at("Theo kicked the ball across the rug.", "living room", ["Theo", "Dad"], "ending", ["ball"]), "ball")).toBe(true);
    expect(drawn(at("Theo took the ball out to the garden. He kicked the ball high.", "garden", ["Theo", "Dad"], "ending", ["ball"]), "ball")).toBe(true);
    // the accident "at the park" on the playground page is here: the puddle is drawn
    expect(drawn(at("Too late. Wet shorts at the park!", "playground", ["Theo", "Dad"], "feeling"), "puddle")).toBe(true);
  });

  it("lays the child on the bed when the words flop him onto it or snuggle him in", () => {
    expect(figure(at("Theo flopped onto the bed and sighed.", "bedroom", ["Theo", "Dad"], "feeling"), "Theo")?.pose).toBe("in-bed");
    expect(figure(at("Dad tucked the blanket round him. Theo snuggled in.", "bedroom", ["Theo", "Dad"], "ending"), "Theo")?.pose).toBe("in-bed");
    // snuggled in beside Dad on the sofa is not bed
    expect(figure(at("Theo snuggled in beside Dad.", "bedroom", ["Theo", "Dad"], "ending"), "Theo")?.pose).not.toBe("in-bed");
  });
});

describe("the water, arms, cafe tables and everyone in the problem (issue 24, H20)", () => {
  const at = (text: string, place: string, characters = ["Theo", "Dad"], beat: Scene["beat"] = "problem", props: string[] = [], over = {}) => {
    const s = withScene({ beat, place, characters, props, text }, over);
    return composeScene(
      s,
      s.scenes.findIndex((x) => x.text === text),
      { framing: true, frameTop: BOOK_FRAME_TOP },
    );
  };
  const drawn = (scene: ComposedScene, prop: string) => scene.drawing.some((x) => x.tag === `prop:${prop}`);
  const inFrame = (scene: ComposedScene, name: string) => {
    const b = figure(scene, name)?.box;
    return !!b && b.maxX > 18 + 40 && b.minX < 577 - 40;
  };

  it("keeps everyone the problem's words name in its picture: the one who came in, the one who hurried over", () => {
    const twins = { others: [{ name: "Leo", kind: "brother" as const, pronouns: "he" as const }] };
    // the pool's push: Dad "came in … and switched the TV off" is in it with the two who pushed
    const push = at(
      `First Theo grabbed the remote. Leo grabbed it too. They pulled and pulled. "It's my turn!" "No, it's mine!" Theo gave Leo a push, and Leo pushed back even harder. The remote flew out of both hands and slid under the sofa. Dad came in, looked at the mess, and switched the TV off.`,
      "living room",
      ["Theo", "Dad", "Leo"],
      "problem",
      [],
      twins,
    );
    for (const who of ["Theo", "Leo", "Dad"]) expect(inFrame(push, who), who).toBe(true);
    expect(figure(push, "Theo")?.action).toBe("push");
    // the hit: "Mom hurried over" is in the picture of it
    const hit = at(
      `Then Theo's little brother reached out and took the car, right out of his hand. "Mine!" Theo shouted, and pulled it back. Then, in one big rush, he hit his little brother. His little brother cried out, "Ow!" Mom hurried over. The car lay on the floor.`,
      "living room",
      ["Theo", "Mom", "his little brother"],
      "problem",
      [],
      { others: [{ name: "his little brother", kind: "brother" as const, pronouns: "he" as const }] },
    );
    for (const who of ["Theo", "Mom", "his little brother"]) expect(inFrame(hit, who), who).toBe(true);
    // a variant: the one she shoved and the grown-up who put the cup down and came over
    const shove = at(
      "Nora cut in at the front. Theo shoved Nora with both hands, hard. Nora sat down on the grass. Then the tears came. Dad put down the cup of tea and came over.",
      "party",
      ["Theo", "Dad", "Nora"],
      "problem",
      [],
      { others: [{ name: "Nora", kind: "friend" as const, pronouns: "she" as const }] },
    );
    for (const who of ["Theo", "Nora", "Dad"]) expect(inFrame(shove, who), who).toBe(true);
  });

  it("puts the ones the words send into the pool in its water, and leaves the ones on the edge standing", () => {
    const slid = at(
      "Then Theo walked straight to the edge without looking back, sat down and slid in. The water was colder than expected.",
      "pool",
      ["Theo", "Dad"],
      "success",
    );
    expect(figure(slid, "Theo")?.pose).toBe("in-water");
    expect(figure(slid, "Dad")?.pose).not.toBe("in-water");
    // in the pool's water: above the pool's near edge, not on the deck in front
    expect(figure(slid, "Theo")!.box.maxY).toBeLessThan(figure(slid, "Dad")!.box.maxY - 40);
    expect(figure(at("Dad got into the water first. Theo watched from the steps.", "pool", ["Theo", "Dad"], "practice"), "Dad")?.pose).toBe("in-water");
    expect(figure(at("They were splashing in the shallows, laughing.", "pool", ["Theo", "Dad"], "celebration"), "Theo")?.pose).toBe("in-water");
    expect(figure(at("Theo was in the water before Dad reached the benches.", "pool", ["Theo", "Dad"], "echo"), "Theo")?.pose).toBe("in-water");
    // only talked of, or refused: on the edge
    expect(figure(at("Theo did not want to get into the water.", "pool", ["Theo", "Dad"], "problem"), "Theo")?.pose).not.toBe("in-water");
    expect(figure(at("Theo stood by the pool and looked at the water.", "pool", ["Theo", "Dad"], "feeling"), "Theo")?.pose).not.toBe("in-water");
    expect(figure(at(`"Swimming lessons start on Saturday," said Dad. Theo held his towel.`, "pool", ["Theo", "Dad"], "opening"), "Theo")?.pose).not.toBe(
      "in-water",
    );
  });

  it("draws a child who climbed up the grown-up like a tree up in their arms, not two standing side by side", () => {
    const tree = at(
      `Biscuit saw Theo and bounded over, woofing happily. He yelled, jumped off the swing and ran to Dad. "Pick me up! Pick me up!" Theo climbed up Dad like a tree and wouldn't come down.`,
      "park",
      ["Theo", "Dad"],
      "problem",
      ["dog"],
    );
    expect(figure(tree, "Theo")?.pose).toBe("lifted");
    expect(figure(tree, "Dad")?.pose).toBe("lifted");
    // feet off the ground: the child's feet well above the grown-up's
    expect(figure(tree, "Theo")!.box.maxY).toBeLessThan(figure(tree, "Dad")!.box.maxY - 40);
    expect(drawn(tree, "dog")).toBe(true);
    expect(figure(at("Dad scooped him up and held him close.", "park", ["Theo", "Dad"], "feeling"), "Theo")?.pose).toBe("lifted");
    expect(figure(at("Theo climbed into Dad's arms and buried his face.", "street", ["Theo", "Dad"], "problem"), "Theo")?.pose).toBe("lifted");
    // a thing picked up is no lift
    expect(figure(at("Dad picked up the remote and sat down.", "living room", ["Theo", "Dad"], "ending"), "Theo")?.pose).not.toBe("lifted");
  });

  it("seats the family at the cafe's table, the waiter on his feet; food that arrives moves nobody", () => {
    const cafe = at(
      "Theo and Dad were at the cafe, the one with the good pancakes. To pass the time, Dad handed over the phone.",
      "restaurant",
      ["Theo", "Dad"],
      "opening",
    );
    expect(figure(cafe, "Theo")?.pose).toBe("sit");
    expect(figure(cafe, "Dad")?.pose).toBe("sit");
    const waiter = at(
      "The pancakes arrived, steaming. Theo swung away and sent juice across the table. The waiter arrived with napkins. Theo put his head down and cried.",
      "restaurant",
      ["Theo", "Dad", "the waiter"],
      "problem",
    );
    expect(figure(waiter, "Theo")?.pose).toBe("sit");
    expect(figure(waiter, "the waiter")?.pose).not.toBe("sit");
    expect(figure(at("When the ice cream arrived, Theo pressed off.", "restaurant", ["Theo", "Dad"], "stumble"), "Theo")?.pose).toBe("sit");
    expect(readScene("When the ice cream arrived, Theo pressed off.", people).get("Theo")?.action).toBeUndefined();
    // standing up to go is standing
    expect(figure(at("Theo stood up and pushed in his chair.", "restaurant", ["Theo", "Dad"], "ending"), "Theo")?.pose).not.toBe("sit");
  });

  it("draws no hug for hands that hug each other (the calming trick), and still one for a real hug", () => {
    const trick = at(
      `A little later, Theo's little brother came too close again, and the hot feeling shot up. He froze, and his hands hugged each other. That part worked! But then he yelled, "Go away!" Everyone jumped.`,
      "living room",
      ["Theo", "Mom"],
      "stumble",
    );
    expect(figure(trick, "Theo")?.pose).not.toBe("hug");
    expect(figure(at("My hands hug my hands, said Theo, and Mom nodded.", "living room", ["Theo", "Mom"], "strategy"), "Theo")?.pose).not.toBe("hug");
    expect(figure(at("Theo hugged Mom tight.", "living room", ["Theo", "Mom"], "celebration"), "Theo")?.pose).toBe("hug");
  });

  it("reads 'ran straight back', 'vibrating with fury' and stomps that name nobody after the child's sentence", () => {
    expect(readScene("But then Theo tried to walk right up to Biscuit, and Theo ran straight back to Mom.", people).get("Theo")?.action).toBe("run");
    expect(readScene("Theo ran right back to Mom.", people).get("Theo")?.action).toBe("run");
    expect(readScene("Theo stood at the front of the line, vibrating with fury.", people).get("Theo")?.feeling).toBe("cross");
    const stomps = readScene("The line shuffled forward. Theo felt the storm start up. Three stomps, quick. A breath in.", people);
    expect(stomps.get("Theo")?.action).toBe("stamp");
    // a plan's steps explained are nobody's stomping
    expect(readScene("Theo counted the steps. One: three big stomps, to let the storm out through your feet.", people).get("Theo")?.action).toBeUndefined();
    expect(readScene("Theo listened. Three big stomps, to let the storm out.", people).get("Theo")?.action).toBeUndefined();
    // a stomp in a sentence that names someone is theirs
    expect(readScene("Theo sat still. Mom stomped off to the car.", people).get("Theo")?.action).toBeUndefined();
  });

  it("sits the children who 'watched it together under the big blanket', the grown-up who found the show on his feet", () => {
    const twins = { others: [{ name: "Leo", kind: "brother" as const, pronouns: "he" as const }] };
    const tv = at(
      "It was! There was a cartoon about a dinosaur who flew a rocket. Dad found it, and they watched it together under the big blanket, laughing at the same jokes.",
      "living room",
      ["Theo", "Dad", "Leo"],
      "success",
      [],
      twins,
    );
    expect(figure(tv, "Theo")?.pose).toBe("sit");
    expect(figure(tv, "Leo")?.pose).toBe("sit");
    expect(figure(tv, "Dad")?.pose).not.toBe("sit");
    // standing up together is not sitting
    expect(figure(at("They stood up together and cheered.", "living room", ["Theo", "Dad", "Leo"], "celebration", [], twins), "Leo")?.pose).not.toBe("sit");
  });

  it("gives an action said of two named together to both ('Theo and Nora bounced side by side')", () => {
    const two: Reader[] = [...people, { name: "Nora", pronoun: "she" }];
    const r = readScene("Theo and Nora bounced side by side, and nobody pushed anyone at all.", two);
    expect(r.get("Theo")?.action).toBe("jump");
    expect(r.get("Nora")?.action).toBe("jump");
    // not the one only done to ("Theo pushed Mom and Nora": Mom did nothing), nor across a comma
    expect(readScene("Mom hugged Theo and Nora laughed.", two).get("Theo")?.feeling).toBeUndefined();
  });

  it("draws no rain for a game of being the rain, and leaves a tablet put away on its shelf off the lawn", () => {
    const sky = (text: string) => composeScene(withScene({ place: "garden", time: "afternoon", characters: ["Theo", "Dad"], text }), undefined).drawing;
    const game = sky(
      `Then Theo had an idea. He filled the little sand bucket with water and gave it to Ivy. "You can be the rain for the small flowers. I'll do the big ones." Drip, drip went the bucket.`,
    );
    expect(game.some((x) => x.tag === "sky:rain")).toBe(false);
    expect(game.some((x) => x.tag === "sky:sun")).toBe(true);
    expect(sky("Theo pretended to be the rain, and Dad was the sun.").some((x) => x.tag === "sky:rain")).toBe(false);
    // a real shower is still rain
    expect(sky("It started to rain, so Theo ran inside with Dad.").some((x) => x.tag === "sky:rain")).toBe(true);
    const shelf = at(
      "That evening, the muddy football sat by the back door, and the tablet sat on its shelf. Theo curled up next to Dad.",
      "garden",
      ["Theo", "Dad"],
      "ending",
      ["tablet"],
    );
    expect(drawn(shelf, "tablet")).toBe(false);
    expect(drawn(at("Theo played on the tablet on the garden bench.", "garden", ["Theo", "Dad"], "problem", ["tablet"]), "tablet")).toBe(true);
  });

  it("draws the toy the story named in full when a later page calls it by its short name ('The car lay on the floor')", () => {
    const p = plan({ behavior: "custom", customBehavior: "He hits his little brother when he takes his crayons", childAge: "4-5" } as never);
    const i = p.scenes.findIndex((s) => s.beat === "problem");
    const earlier = p.scenes.slice(0, i).some((s) => /\btoy car\b/i.test(s.text));
    if (earlier && /\bthe car\b/i.test(p.scenes[i].text)) {
      const scene = composeScene(p, i, { theme: "nature", framing: true, frameTop: BOOK_FRAME_TOP });
      expect(scene.props.some((x) => x.prop === "toy car")).toBe(true);
    }
    // and never a toy for the family car
    const car = withScene({ beat: "echo", place: "car", text: "In the car, Theo sang along." });
    car.scenes[0] = { ...car.scenes[0], place: "car", text: "Theo pushed his toy car along the seat." };
    const i2 = car.scenes.findIndex((s) => s.beat === "echo");
    expect(composeScene(car, i2).props.some((x) => x.prop === "toy car")).toBe(
      car.scenes.slice(0, i2).some((s) => s.place === "car" && /toy car/.test(s.text)),
    );
  });
});

describe("eyes shut tight (R6: 'They shut their eyes tight' was drawn with open eyes)", () => {
  const alex: Reader[] = [
    { name: "Alex", pronoun: "they", hero: true },
    { name: "Mummy", pronoun: "she" },
  ];
  it("reads shut, squeezed and screwed-up eyes for the one whose eyes they are, and never a door shut or eyes only looked with", () => {
    const sentence = "They tried to make the left out feeling go away. They shut their eyes tight. One, two, three. Then they opened them.";
    expect(readScene(sentence, alex).get("Alex")?.eyesShut).toBe(true);
    expect(readScene("Mia squeezed her eyes shut and made a wish.", [{ name: "Mia", pronoun: "she", hero: true }]).get("Mia")?.eyesShut).toBe(true);
    expect(readScene("Theo closed his eyes and counted to ten.", people).get("Theo")?.eyesShut).toBe(true);
    expect(readScene("Mom shut the door. Theo rubbed his eyes.", people).get("Theo")?.eyesShut).toBeUndefined();
    expect(readScene("Theo kept his eyes on the ball.", people).get("Theo")?.eyesShut).toBeUndefined();
  });

  it("draws the child with eyes squeezed shut (a '> <', no tears) and the body as the words leave it", () => {
    const scene = composeScene(withScene({ characters: ["Theo"], text: "Theo shut his eyes tight. One, two, three." }), undefined);
    expect(figure(scene, "Theo")?.eyesShut).toBe(true);
    expect(figure(scene, "Theo")?.action).toBeUndefined();
    const open = composeScene(withScene({ characters: ["Theo"], text: "Theo looked at the sky. One, two, three." }), undefined);
    expect(figure(open, "Theo")?.eyesShut).toBeFalsy();
  });
});

describe("a hand held out by someone knelt down low (R6: 'Mummy knelt down low… held out a hand' read as pointing over the child)", () => {
  const grownUp: PersonLook = { age: "adult", skin: 2, hair: "short", outfit: "shirt-trousers", mood: "neutral" } as PersonLook;
  /** The top of the arms (the highest point of either arm, hand included). */
  const armsTop = (look: PersonLook) => {
    const arms = person(look).filter((x) => (x.tag ?? "").includes(`action-${look.action}`));
    expect(arms.length).toBeGreaterThan(0);
    return bounds(arms).minY;
  };
  it("holds the hand out low and forward, no higher than the shoulders; standing, the reach is still at shoulder height", () => {
    const low = { ...grownUp, pose: "sit", seat: "heels" } as PersonLook;
    expect(armsTop({ ...low, action: "reach" })).toBeGreaterThanOrEqual(armsTop({ ...low, action: "stamp" }) - 1);
    expect(armsTop({ ...grownUp, action: "reach" })).toBeLessThan(armsTop({ ...grownUp, action: "stamp" }) - 10);
  });

  it("keeps R6's scene's grown-up crouched down with the hand held out (the reach drawn low)", () => {
    const text =
      'Theo felt left out. So sad! Stomp, stomp! Sniff, sniff. Dad knelt down low. "Big feeling?" Theo nodded. Dad held out a hand. Squeeze, squeeze. A little better.';
    const s = withScene({ beat: "feeling", characters: ["Theo", "Dad"], text });
    const scene = composeScene(
      s,
      s.scenes.findIndex((x) => x.text === text),
    );
    expect(figure(scene, "Dad")).toMatchObject({ pose: "crouch", action: "reach" });
  });
});

describe("the scooter under the one who rides or grips it (R6: s4 'gripping the handlebars… Mine!' drawn sitting on a log, the scooter far away)", () => {
  const two = { others: [{ name: "Amara", kind: "child" as const }] };
  const at = (text: string, beat: Scene["beat"] = "problem") => {
    const s = withScene({ beat, place: "park", characters: ["Theo", "Amara"], props: ["scooter"], text }, two);
    return composeScene(
      s,
      s.scenes.findIndex((x) => x.text === text),
    );
  };
  it("puts the child gripping the handlebars on the scooter, and the friend who zooms off on it after the handing over", () => {
    const mine = at(
      `Amara came closer to look at the shiny wheels. "Can I have a turn?" "No," said Theo, gripping the handlebars with both hands. "It's mine." Theo turned the scooter away. "Mine!"`,
    );
    expect(figure(mine, "Theo")?.pose).toBe("on-scooter");
    // drawn once, under the child (never a second one lying on the grass)
    expect(mine.props.find((p) => p.prop === "scooter")?.where).toBe("character");
    const off = at(`Theo counted out loud, and at twenty, he handed over the scooter. But as soon as Amara zoomed off, Theo ran after it.`, "stumble");
    expect(figure(off, "Amara")?.pose).toBe("on-scooter");
    expect(figure(off, "Theo")?.pose).not.toBe("on-scooter");
    // a variant of our own: riding it along the path
    expect(figure(at("Theo rode his red scooter along the path, and Amara waved.", "opening"), "Theo")?.pose).toBe("on-scooter");
  });
  it("never without a scooter in the words, nor in what is only said", () => {
    expect(figure(at("Amara zoomed off to the swings, and Theo followed."), "Amara")?.pose).not.toBe("on-scooter");
    expect(figure(at(`Theo looked at the scooter. "I want to zoom off on it," said Theo.`), "Theo")?.pose).not.toBe("on-scooter");
  });
});

describe("what a book read aloud is about stays in the book (R6: a rubber duck from 'a book about a duck', a hat on the floor from 'a bear who lost his hat')", () => {
  it("draws no duck, hat or bear from what the book or story is about, but still the book and what is really there", () => {
    expect(propsInText("Then a book about a duck. Quack!")).not.toContain("rubber duck");
    expect(propsInText("The story was about a bear who lost his hat, and it ended much too soon.")).not.toContain("hat");
    expect(propsInText("Theo read a library book with Dad. Then one about a kite!")).not.toContain("kite");
    // a variant of our own: the real duck in the bath is drawn
    expect(propsInText("Theo put the duck in the bath.")).toContain("rubber duck");
    // the book's kite named again later in the scene is still the book's (the fixture's story has no other kite)
    const text = "Then a book about a kite. Whoosh! Off they went to the toilet. Back again, quick! The kite was still flying.";
    const s = withScene({ beat: "practice", place: "library", characters: ["Theo", "Dad"], props: ["book", "kite"], text });
    const scene = composeScene(
      s,
      s.scenes.findIndex((x) => x.text === text),
    );
    expect(scene.props.map((p) => p.prop)).toContain("book");
    expect(scene.props.map((p) => p.prop)).not.toContain("kite");
  });
});
