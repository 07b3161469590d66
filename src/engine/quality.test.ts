import { describe, expect, it } from "vitest";
import { composeStory } from "./local";
import { checkStory, countSyllables, describeFailures, isDirecting, splitSentences } from "./quality";
import type { ComposedStory, StoryRequest } from "./types";

const req: StoryRequest = { childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals", seed: 1, pronouns: "she", grownUpName: "Papa" };
const good = composeStory(req);
const paragraphs = good.text.split("\n\n");

function failed(story: ComposedStory, request: StoryRequest = req): string[] {
  return checkStory(story, request).checks.filter((c) => c.status === "fail").map((c) => c.id);
}

describe("checkStory", () => {
  it("passes a good story with full metrics", () => {
    const report = checkStory(good, req);
    expect(report.passed).toBe(true);
    expect(report.score).toBeGreaterThanOrEqual(90);
    expect(report.metrics.words).toBeGreaterThanOrEqual(550);
    expect(report.metrics.paragraphs).toBeGreaterThanOrEqual(6);
    expect(report.metrics.describingToDirecting).toBeGreaterThanOrEqual(2);
  });

  it("catches a story that is too short", () => {
    const short = { ...good, text: paragraphs.slice(0, 3).join("\n\n") };
    const report = checkStory(short, req);
    expect(report.passed).toBe(false);
    expect(failed(short)).toEqual(expect.arrayContaining(["length", "paragraphs"]));
  });

  it("catches a story that is too long for the age band", () => {
    const long = { ...good, text: [good.text, good.text].join("\n\n") };
    expect(failed(long)).toContain("length");
  });

  it("catches shaming words and labels", () => {
    const shaming = { ...good, text: good.text.replace(paragraphs[2], `${paragraphs[2]} Maya was being naughty.`) };
    expect(failed(shaming)).toEqual(["no-shaming"]);
    expect(failed({ ...good, title: "Bad Maya" })).toContain("no-shaming");
  });

  it("catches threats and punishment", () => {
    const threat = { ...good, text: good.text.replace(paragraphs[3], `${paragraphs[3]} "If you don't stop, you will get a time-out," said Tilly.`) };
    expect(failed(threat)).toContain("no-threats");
  });

  it("catches the name missing from the last paragraph", () => {
    const last = paragraphs.at(-1)!.replace(/Maya/g, "the child");
    const story = { ...good, text: [...paragraphs.slice(0, -1), last].join("\n\n") };
    expect(failed(story)).toContain("name-first-last");
    expect(checkStory(story, req).checks.find((c) => c.id === "name-first-last")!.detail).toMatch(/last paragraph/);
  });

  it("catches too few paragraphs", () => {
    const story = { ...good, text: paragraphs.join(" ") };
    expect(failed(story)).toContain("paragraphs");
  });

  it("catches frightening content, strictest at bedtime", () => {
    const bedtimeReq: StoryRequest = { ...req, behavior: "bedtime" };
    const bedtime = composeStory(bedtimeReq);
    const ps = bedtime.text.split("\n\n");
    const scary = { ...bedtime, text: bedtime.text.replace(ps[2], `${ps[2]} A monster lived under the bed.`) };
    expect(failed(bedtime, bedtimeReq)).toEqual([]);
    expect(failed(scary, bedtimeReq)).toContain("no-frightening");
    // Outside bedtime a friendly monster is allowed, a harmful one is not.
    const daytime: StoryRequest = { ...req, behavior: "manners" };
    const friendly = { ...good, text: good.text.replace(paragraphs[2], `${paragraphs[2]} A friendly monster waved.`) };
    expect(failed(friendly, daytime)).not.toContain("no-frightening");
    const harmful = { ...good, text: good.text.replace(paragraphs[2], `${paragraphs[2]} A monster tried to bite Maya.`) };
    expect(failed(harmful, daytime)).toContain("no-frightening");
    const blood = { ...good, text: good.text.replace(paragraphs[2], `${paragraphs[2]} There was blood on the grass.`) };
    expect(failed(blood)).toContain("no-frightening");
  });

  it("requires bedtime stories to end calm", () => {
    const bedtimeReq: StoryRequest = { ...req, behavior: "bedtime" };
    const bedtime = composeStory(bedtimeReq);
    const ps = bedtime.text.split("\n\n");
    const loud = { ...bedtime, text: [...ps.slice(0, -1), "Maya jumped up and ran to the park to play tag with everyone!"].join("\n\n") };
    expect(failed(loud, bedtimeReq)).toContain("calm-ending");
  });

  it("catches a story that directs more than it describes", () => {
    const bossy = paragraphs.map((p) => `${p} Stop that now. You must listen. Say sorry. Put it down. Go and tidy up. You should share. Be kind. Try harder.`);
    expect(failed({ ...good, text: bossy.join("\n\n") })).toContain("describing-ratio");
  });

  it("catches sentences too long for toddlers", () => {
    const toddlerReq: StoryRequest = { ...req, childAge: "2-3" };
    const toddler = composeStory(toddlerReq);
    expect(failed(toddler, toddlerReq)).toEqual([]);
    const joined = { ...toddler, text: toddler.text.replace(/\. (?=[A-Z])/g, ", and ") };
    expect(failed(joined, toddlerReq)).toEqual(expect.arrayContaining(["sentence-length", "long-sentences"]));
  });

  it("catches a missing title, theme and strategy", () => {
    expect(failed({ ...good, title: "" })).toContain("title");
    const wrongTheme: StoryRequest = { ...req, theme: "fantasy" };
    expect(failed(good, wrongTheme)).toContain("theme");
    const noStrategy = { ...good, text: good.text.replace(/wind-down/gi, "thing") };
    expect(failed(noStrategy)).toContain("strategy-shown");
  });

  it("warns (does not fail) on reading grade", () => {
    const hard = { ...good, text: good.text.replace(/\bcalm\b/g, "extraordinarily tranquil") };
    const check = checkStory(hard, req).checks.find((c) => c.id === "reading-grade")!;
    expect(["warn", "pass"]).toContain(check.status);
    expect(check.status).not.toBe("fail");
  });

  it("describes failures for a re-prompt", () => {
    const bad = { ...good, title: "", text: "Maya was naughty." };
    const text = describeFailures(checkStory(bad, req));
    expect(text).toMatch(/Has a title/);
    expect(text).toMatch(/No shaming or labels.*naughty/);
    expect(text).toMatch(/Length fits the age band: 3 words; ages 4-5 need 550–750/);
    expect(describeFailures(checkStory(good, req))).toBe("");
  });
});

describe("text measures", () => {
  it("splits sentences without breaking dialogue tags or abbreviations", () => {
    expect(splitSentences('"Stop!" said Tilly. Maya smiled. Mr. Oak waved.')).toEqual(['"Stop!" said Tilly.', "Maya smiled.", "Mr. Oak waved."]);
  });
  it("counts syllables reasonably", () => {
    expect(countSyllables("cat")).toBe(1);
    expect(countSyllables("butterfly")).toBe(3);
    expect(countSyllables("tomorrow")).toBe(3);
    expect(countSyllables("smiled")).toBe(1);
  });
  it("recognizes directing sentences, also inside dialogue", () => {
    expect(isDirecting("You should share your toys.")).toBe(true);
    expect(isDirecting('"Smell the flower," said Tilly.')).toBe(true);
    expect(isDirecting("Let's try again.")).toBe(true);
    expect(isDirecting("Maya smelled the flower.")).toBe(false);
  });
});
