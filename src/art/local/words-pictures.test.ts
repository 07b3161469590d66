/**
 * Pictures that draw what the words mean (issue 24, H38): what is only drawn in the mist or imagined is
 * not a thing in the room, and the success is never a cross face.
 */
import { describe, expect, it } from "vitest";
import { composeScene } from "./compose";
import { withScene } from "./fixtures";
import { propsInText } from "./props";
import { PLACE_DRAWERS } from "./places";
import { scenePoses } from "./poses";
import { readScene, type Reader } from "./reading";

describe("imagined and pictured things are not drawn as things", () => {
  const mist =
    "The next time a finger crept up, Theo caught it, squeezed and let go. He huffed on the cold glass and drew in the mist. A duck in a puddle. A grumpy cloud. A sun pushing the cloud out of the way. Each drawing needed a fresh huff and a careful fingertip.";

  it("leaves out the duck and the puddle drawn in the mist, and what is only imagined or dreamed of", () => {
    const props = propsInText(mist);
    expect(props).not.toContain("puddle");
    expect(props).not.toContain("rubber duck");
    expect(propsInText("Theo imagined a dragon in the garden.")).not.toContain("dragon");
    expect(propsInText("Theo dreamed of a big red kite.")).not.toContain("kite");
    // a real duck in a real puddle is still there
    expect(propsInText("Theo stamped in a puddle. A duck waddled past.")).toContain("puddle");
  });

  it("never draws the success of huffing on the glass with a cross face", () => {
    const s = composeScene(withScene({ beat: "success", place: "bedroom", characters: ["Theo"], props: ["window"], text: mist }), undefined);
    const theo = s.figures.find((f) => f.name === "Theo");
    expect(theo?.mood).not.toBe("cross");
    expect(s.props.map((p) => p.prop)).not.toContain("puddle");
  });
});

describe("weather as the words leave it", () => {
  const tags = (text: string, place = "bedroom", time: "morning" | "afternoon" = "afternoon") =>
    composeScene(withScene({ beat: "success", place, time, characters: ["Theo"], props: [], text }), undefined, { seed: 3 }).drawing.map((x) => x.tag ?? "");

  it("draws the pouring rain at the window, and never the sun with rain outdoors", () => {
    const inside = tags("It was pouring outside. Theo pressed his nose to the glass and waited.");
    expect(inside.some((t) => t === "accent:window")).toBe(true);
    const out = tags("A downpour soaked the park, and Theo ran under the slide.", "park");
    expect(out).toContain("sky:rain");
    expect(out).not.toContain("sky:sun");
  });

  it("draws no rain for puddles only thought of, and the sun once the rain has stopped", () => {
    expect(tags("Then one happy thing: big, splashy puddles. Splash!", "garden")).not.toContain("sky:rain");
    const after = tags("At last the rain stopped and the sun came out. Theo ran into the garden.", "garden");
    expect(after).not.toContain("sky:rain");
    expect(after).toContain("sky:sun");
  });
});

describe("an older child's bedroom", () => {
  it("hangs no baby's mobile over a 6-10-year-old's bed (a 2-5-year-old's keeps it)", () => {
    const room = (bigChild: boolean) => PLACE_DRAWERS.bedroom({ rng: () => 0.1, night: false, bigChild }).back.length;
    expect(room(false) - room(true)).toBe(8);
  });
});

describe("held, ridden and worn as the words say", () => {
  const at = (text: string, place: string, beat: "success" | "problem" = "success") => {
    const plan = withScene({ beat, place, time: "afternoon", characters: ["Theo", "Dad"], props: [], text });
    return composeScene(
      plan,
      plan.scenes.findIndex((x) => x.text === text),
      { seed: 2 },
    );
  };

  it("puts the child in the bath when the words wash their hair, not standing on the rug", () => {
    const s = at("Theo wiggled. He turned away from the shampoo. Dad waited.", "bathroom", "problem");
    expect(s.figures.find((f) => f.name === "Theo")?.pose).toBe("in-tub");
    expect(at("Dad washed Theo's hair. Swish! Clean hair!", "bathroom").figures.find((f) => f.name === "Theo")?.pose).toBe("in-tub");
    // brushing teeth at the sink is not a bath
    expect(at("Theo brushed his teeth at the sink.", "bathroom").figures.find((f) => f.name === "Theo")?.pose).not.toBe("in-tub");
  });

  it("has the bike or trike the words ride by the child's hand, and the coat put on on the child", () => {
    for (const text of ["Theo rode his bike round the park, ringing the bell.", "Theo pedaled his trike along the path."]) {
      const s = at(text, "park");
      expect(
        s.drawing.some((x) => x.tag === "figure:Theo:bike"),
        text,
      ).toBe(true);
    }
    const dressed = at("Theo put on his shoes and his coat, all by himself.", "living room");
    expect(dressed.props.find((p) => p.prop === "coat")?.where).toBe("character");
    expect(dressed.drawing.some((x) => x.tag === "prop:shoes")).toBe(false);
  });
});

describe("everyone the words put in the room, and nobody they took out of it", () => {
  const day = (texts: string[], characters: string[][]) => {
    const base = withScene({});
    const scenes = texts.map((text, i) => ({
      ...base.scenes[0],
      beat: (["opening", "problem", "stumble", "success", "celebration"] as const)[i],
      place: "living room",
      time: "evening" as const,
      day: 0,
      characters: characters[i],
      props: [],
      text,
    }));
    return withScene({}, { grownUp: { name: "Mum" }, others: undefined, scenes });
  };
  const names = (plan: ReturnType<typeof day>, i: number) => composeScene(plan, i).figures.map((f) => f.name);

  it("leaves out the grown-up who went down the path, draws her again when she is home, and draws Jess whom the words bring in", () => {
    const plan = day(
      [
        "Mum put on a smart coat. Mum was going out for dinner. Ding-dong! It was Jess, the babysitter.",
        "Mia held the coat and cried. Mum sat down again. One more cuddle.",
        "A big hug. Then Mia ran to the window. Mum went down the path. Jess came and knelt down.",
        "Mia tried again, with Jess. Mia sat with Jess on the blanket and turned the page.",
        "Mia pressed the heart. Mum was thinking of Mia too. Much later, the door went click. Mum was home!",
      ],
      [
        ["Theo", "Mum"],
        ["Theo", "Mum"],
        ["Theo", "Mum"],
        ["Theo", "Mum"],
        ["Theo", "Mum"],
      ],
    );
    expect(names(plan, 0)).toContain("Mum");
    expect(names(plan, 1)).toContain("Mum");
    expect(names(plan, 2)).not.toContain("Mum");
    expect(names(plan, 2)).toContain("Jess");
    expect(names(plan, 3)).not.toContain("Mum");
    expect(names(plan, 3)).toContain("Jess");
    expect(names(plan, 4)).toContain("Mum");
    // walking out of the house into the garden is still here
    const garden = day(
      ["Then Mum walked out of the house with the watering can.", "Mum laughed and Theo splashed."],
      [
        ["Theo", "Mum"],
        ["Theo", "Mum"],
      ],
    );
    expect(names(garden, 1)).toContain("Mum");
  });
});

describe("reading the fresh inputs' words (issue 24, H38)", () => {
  const two: Reader[] = [
    { name: "Theo", pronoun: "he", hero: true },
    { name: "Papa", pronoun: "he" },
    { name: "Mia", pronoun: "she" },
  ];
  it("gives 'he' to the one this sentence already named, folds arms that 'were folded', and clinging to the tub's side is no hug", () => {
    const r = readScene("Papa tried again, twice. Both times Theo bolted, until he sat on the towel, crying.", two);
    expect(r.get("Theo")?.feeling).toBe("crying");
    expect(r.get("Papa")?.feeling).toBeUndefined();
    expect(readScene("Mia felt grumpy. Her face was hot and her arms were folded tight.", two).get("Mia")?.action).toBe("fold");
    expect(readScene("Theo was crying, clinging to the side of the bathtub.", two).get("Theo")?.action).not.toBe("cling");
  });

  it("lets go of a hand pulled free", () => {
    const poses = scenePoses(
      "Papa walked down to the water with Theo, hand in hand. But when the first wave came, Theo yanked free and ran.",
      [
        { name: "Theo", child: true, person: true, hero: true, pronoun: "he" },
        { name: "Papa", child: false, person: true, hero: false },
      ],
      { bed: false, cart: false },
      "Papa",
    );
    expect(poses.hand).toBeUndefined();
  });
});

describe("the water's doing is not the child's", () => {
  it("reads 'It ran down Mia's face' as no run, and puts the child whose hair is rinsed in the bath", () => {
    const kid: Reader[] = [{ name: "Mia", pronoun: "she", hero: true }];
    expect(readScene("Mum poured the water. Splosh! It ran down Mia's face. Mia screamed.", kid).get("Mia")?.action).toBeUndefined();
    const plan = withScene({
      beat: "problem",
      place: "bathroom",
      characters: ["Theo", "Dad"],
      props: [],
      text: "Dad poured the water. Splosh! It ran down Theo's face. Theo screamed. The hair was still soapy.",
    });
    const s = composeScene(
      plan,
      plan.scenes.findIndex((x) => x.beat === "problem" && x.text.startsWith("Dad poured")),
    );
    expect(s.figures.find((f) => f.name === "Theo")?.pose).toBe("in-tub");
  });
});
