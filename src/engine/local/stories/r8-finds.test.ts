/**
 * Issue 25, the fresh reviewer's built-in story slips (R8 review), each pinned over every behavior × age ×
 * pronoun (and "write another" 0–3 earlier stories, so every episode comes up): the child in an object's
 * place is "him", never "he" ("jumping in hadn't got he any laughs"); nobody sits on a bed outside a
 * bedroom ("Dad sat down on the edge of the bed." in a kitchen story); nobody looks at "the floor"
 * outdoors ("Milo stood waiting, looking at the floor." on a beach); a visitor who went to bed is not
 * back in a later scene; dry pants are brought once; a teacher's classroom story never opens with
 * "the two friends had come out together".
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { THEME_IDS } from "../../../contracts/catalog";
import { PLACE_FACTS, type Place } from "../../../contracts/places";
import { sweepStories } from "./sweep.fixture";

const GROWN_UPS = ["Mum", "Dad", "Grandma Rose", "Uncle Jay", "Ms. Lopez"];

const all = sweepStories({
  grownUps: GROWN_UPS,
  theme: (n) => THEME_IDS[(n * 7) % THEME_IDS.length],
  seed: (n) => n * 17 + 5,
  previousEpisodes: (episodes, n) => episodes.filter((_, i) => i !== Math.floor(n / 3) % episodes.length).map((e) => e.id),
  where: (req, plan) => `${req.behavior} ${req.childAge} ${req.pronouns} ${plan.episode} ${req.theme} ${req.grownUpName} #${req.seed}`,
});
const indoors = (place: string) => PLACE_FACTS[place as Place]?.indoor;

describe("R8's built-in story slips (issue 25)", () => {
  it("the child after a verb that takes an object is a template's {Cobj}, never the subject {C}", () => {
    const dir = __dirname;
    const bad: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !f.includes(".test.") && !f.includes(".fixture.")))
      for (const m of readFileSync(join(dir, file), "utf8").matchAll(
        /\b(took|seen|past|bonked|caught|tagged|filled|slapped|got|put|reminding|followed|ask|sent|invited|handed|left|surprised) \{C\}/g,
      ))
        bad.push(`${file}: ${m[0]}`);
    expect(bad).toEqual([]);
    const text = all.flatMap(({ where, plan }) =>
      plan.scenes.flatMap((s) =>
        [
          ...s.text.matchAll(
            /\b(got|took|seen|caught|tagged|bonked|slapped|put|followed|invited|handed|filled) (he|she|they)\b(?! (was|were|had|is|are|did|could|would)\b)/g,
          ),
        ].map((m) => `${where} ${s.beat}: ${m[0]}`),
      ),
    );
    expect(text).toEqual([]);
  });

  it("nobody sits on a bed outside a bedroom", () => {
    const bad = all.flatMap(({ where, plan }) =>
      plan.scenes
        .filter((s) => s.place !== "bedroom" && /\b(edge|end) of the bed\b/.test(s.text) && !/\b(in|into|to) bed\b|\bbedroom\b|\bpillow\b/.test(s.text))
        .map((s) => `${where} ${s.beat} (${s.place}): ${/[^.]*\b(edge|end) of the bed[^.]*/.exec(s.text)![0]}`),
    );
    expect(bad).toEqual([]);
  });

  it('nobody looks at "the floor" outdoors', () => {
    const bad = all.flatMap(({ where, plan }) =>
      plan.scenes
        .filter((s) => indoors(s.place) === false && /\bthe floor\b/.test(s.text.replace(/\b(got|held|have) the floor\b|\bI lay on the floor\b/g, "")))
        .map((s) => `${where} ${s.beat} (${s.place}): ${/[^.]*the floor[^.]*/.exec(s.text)![0]}`),
    );
    expect(bad).toEqual([]);
  });

  it('the friend is never "had come out together", and at the school gate no playdate or tagging along', () => {
    const stock = all.filter(({ plan }) => plan.scenes.some((s) => /had come out together/.test(s.text))).map((s) => s.where);
    expect(stock).toEqual([]);
    const gate = all.filter(({ plan }) => plan.scenes[0].place === "school gate" && /\b(playdate|tagged along)\b/.test(plan.scenes[0].text));
    expect(gate.map((s) => `${s.where}: ${s.plan.scenes[0].text.slice(0, 160)}`)).toEqual([]);
  });

  it("a helper who went to bed or home is not back in a later scene of the same day", () => {
    const bad: string[] = [];
    for (const { where, plan } of all) {
      const name = plan.helper?.name;
      if (!name) continue;
      const gone = plan.scenes.findIndex((s) => new RegExp(`${name}[^.]* (tiptoed off to bed|went (off )?to bed|went home|had gone home)\\b`).test(s.text));
      if (gone < 0) continue;
      const back = plan.scenes.slice(gone + 1).find((s) => s.day === plan.scenes[gone].day && s.text.includes(name));
      if (back) bad.push(`${where} ${plan.scenes[gone].beat} -> ${back.beat}: ${back.text.slice(0, 120)}`);
    }
    expect(bad).toEqual([]);
  });

  it("dry pants are brought once", () => {
    const brought = /came with dry pants|brought dry pants|fetched dry pants|Dry pants soon/g;
    const bad = all
      .filter(
        ({ plan }) =>
          (
            plan.scenes
              .map((s) => s.text)
              .join(" ")
              .match(brought) ?? []
          ).length > 1,
      )
      .map((s) => s.where);
    expect(bad).toEqual([]);
  });
});
