/**
 * Pictures that draw what the words mean (issue 24, H38): what is only drawn in the mist or imagined is
 * not a thing in the room, and the success is never a cross face.
 */
import { describe, expect, it } from "vitest";
import { composeScene } from "./compose";
import { withScene } from "./fixtures";
import { propsInText } from "./props";
import { PLACE_DRAWERS } from "./places";

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
