import { describe, expect, it } from "vitest";
import { composeStory } from "./local";
import { checkStory, checkStoryText, countSyllables, describeFailures, isDirecting, splitSentences } from "./quality";
import type { ComposedStory, StoryRequest } from "./types";

const req: StoryRequest = { childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals", seed: 1, pronouns: "she", grownUpName: "Papa" };
const good = composeStory(req);
const paragraphs = good.text.split("\n\n");

function failed(story: ComposedStory, request: StoryRequest = req): string[] {
  return checkStory(story, request)
    .checks.filter((c) => c.status === "fail")
    .map((c) => c.id);
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

describe("picture-book habits are allowed (issue 23, item 4)", () => {
  const status = (story: ComposedStory, id: string, request: StoryRequest = req) => checkStory(story, request).checks.find((c) => c.id === id)?.status;
  /** The good story with sentences added to one scene, in the text and in the plan (the plan rules read the plan). */
  const withExtra = (sentences: string, at = 2): ComposedStory => {
    const scenes = good.plan.scenes.map((s, i) => (i === at ? { ...s, text: `${s.text} ${sentences}` } : s));
    expect(scenes[at].text.startsWith(paragraphs[at])).toBe(true);
    return { ...good, text: good.text.replace(paragraphs[at], `${paragraphs[at]} ${sentences}`), plan: { ...good.plan, scenes } };
  };

  it("a shout in capitals and a new sentence after a trailing-off are not grammar slips", () => {
    expect(status(withExtra('"NO!" Maya shouted. "I\'M NOT SLEEPY!"'), "grammar")).toBe("pass");
    expect(status(withExtra('"Um... Sorry, Papa," said Maya. "Well... Okay."'), "grammar")).toBe("pass");
    expect(status(withExtra("Maya wanted the story RIGHT NOW — this very second."), "grammar")).toBe("pass");
    // Still slips: capitals standing for speech without quotes, a sentence broken off and restarted.
    expect(status(withExtra("Papa said NO WAY."), "grammar")).toBe("fail");
    expect(status(withExtra('"I... Don\'t want to," said Maya.'), "grammar")).toBe("fail");
  });

  it("a parent's ALL CAPS copied into a custom story is still a slip", () => {
    const checks = checkStoryText(
      { title: "Eli and the Bath", text: "Eli RUN AWAY at bath time. Dad smiled." },
      {
        ...req,
        childName: "Eli",
        behavior: "custom",
        customBehavior: "eli RUN AWAY when its bath time",
      },
    ).checks;
    expect(checks.find((c) => c.id === "grammar")?.detail).toMatch(/RUN/);
  });

  it("length is judged within 10% of the age band", () => {
    const words = good.text.split(/\s+/);
    const cut = (n: number) => ({ ...good, text: `${words.slice(0, n).join(" ")}.` });
    expect(status(cut(Math.ceil(550 * 0.92)), "length")).toBe("pass");
    expect(status(cut(Math.floor(550 * 0.85)), "length")).toBe("fail");
  });

  it("a gentle closing line after the last scene may leave out the child's name", () => {
    const moral = { ...good, text: `${good.text}\n\nBedtime can be a cosy time, when we do it together.` };
    expect(status(moral, "name-first-last")).toBe("pass");
    expect(status(moral, "calm-ending")).toBe("pass");
    // A whole last scene about someone else is still missing the child.
    const other = {
      ...good,
      text: `${good.text}\n\n${"Papa went downstairs and made a cup of tea. The kettle hummed. The cat stretched on the mat. The moon sat over the barn. ".repeat(2)}`,
    };
    expect(status(other, "name-first-last")).toBe("fail");
  });

  it("an ending is hopeful without the expected words, unless it ends in distress", () => {
    const manners: StoryRequest = { ...req, behavior: "manners" };
    const quiet = {
      ...good,
      text: `${good.text}\n\nMaya put the last cup on top of the tower.\n\nIt was exactly as tall as the chair, and Maya counted every cup.`,
    };
    expect(status(quiet, "hopeful-ending", manners)).toBe("pass");
    const sad = { ...good, text: `${good.text}\n\nMaya put the last cup on the tower.\n\nThe tower fell, and Maya sat on the floor and cried, all alone.` };
    expect(status(sad, "hopeful-ending", manners)).toBe("fail");
  });

  it("knows 'furious' and friends as feelings", () => {
    const feeling = (text: string) => checkStoryText({ title: "T", text }, req).checks.find((c) => c.id === "feeling-named")?.status;
    expect(feeling("Maya was furious.")).toBe("pass");
    expect(feeling("Maya felt cranky and then heartbroken.")).toBe("pass");
    expect(feeling("Maya ate a pear.")).toBe("fail");
  });

  it("'bad' about an action or an idea is not a label on the child", () => {
    expect(status(withExtra("Maya said that running on the ice was a bad idea. It sounds dumb, but it works."), "no-shaming")).toBe("pass");
    expect(status(withExtra("Maya did something bad, and then she fixed it."), "no-shaming")).toBe("pass");
    expect(status(withExtra('"You are such a lazy girl," said the goat.'), "no-shaming")).toBe("fail");
    expect(status(withExtra("Maya is so rude."), "no-shaming")).toBe("fail");
  });
});

describe("what a model's story can get wrong", () => {
  const status = (story: ComposedStory, id: string) => checkStory(story, req).checks.find((c) => c.id === id)?.status;

  it("catches a story cut off mid-sentence", () => {
    expect(status(good, "finished")).toBe("pass");
    expect(status({ ...good, text: good.text.replace(/[.!?"”]+\s*$/, "").replace(/\s+\S+$/, " and then the") }, "finished")).toBe("fail");
  });

  it("catches a block of sentences copied scene after scene, but keeps a refrain", () => {
    const block = "Maya took a deep breath. She remembered what the owl said. Papa smiled at her.";
    const loop = {
      ...good,
      text: [...paragraphs.slice(0, 2), ...Array.from({ length: 9 }, (_, i) => `On day ${i + 1}, Maya wanted a drink. ${block}`), ...paragraphs.slice(-1)].join(
        "\n\n",
      ),
    };
    expect(status(loop, "not-repetitive")).toBe("fail");
    const refrain = { ...good, text: paragraphs.map((p, i) => (i % 2 ? `${p} Breathe in, breathe out, slow and soft.` : p)).join("\n\n") };
    expect(status(refrain, "not-repetitive")).toBe("pass");
  });

  it("catches a feeling taken away by magic for ever", () => {
    const cure = { ...good, text: good.text.replace(paragraphs[3], `${paragraphs[3]} With one wave of the wand, Maya would never be worried at night again.`) };
    expect(status(cure, "no-magic-cure")).toBe("fail");
    expect(status(good, "no-magic-cure")).toBe("pass");
  });

  it("runs the safety review on every story: a threat to control fails it, a behavior named calmly does not", () => {
    const threat = {
      ...good,
      text: good.text.replace(paragraphs[3], `${paragraphs[3]} "If you don't lie down now, the old wolf will come and carry you off," said Papa.`),
    };
    const check = checkStory(threat, req).checks.find((c) => c.id === "safe-content")!;
    expect(check.status).toBe("fail");
    expect(check.detail).toMatch(/threats or fear used to control: ".*old wolf/);
    expect(describeFailures(checkStory(threat, req))).toMatch(/Safe for a child: threats/);
    const aggression: StoryRequest = { ...req, behavior: "aggression" };
    const named = { ...good, text: good.text.replace(paragraphs[3], `${paragraphs[3]} Once, Maya bit Leo and hit him, and then she said sorry.`) };
    expect(checkStory(named, aggression).checks.find((c) => c.id === "safe-content")!.status).toBe("pass");
  });
});

describe("everyday words are not frightening or wrong pronouns", () => {
  it("a knife and fork at lunch, a tickle attack and a dead battery are not frightening", () => {
    const manners: StoryRequest = { ...req, behavior: "manners" };
    const lunch = {
      ...good,
      text: good.text.replace(paragraphs[2], `${paragraphs[2]} Maya held her knife and fork. Papa started a tickle attack. The torch battery was dead.`),
    };
    expect(checkStory(lunch, manners).checks.find((c) => c.id === "no-frightening")!.status).toBe("pass");
    const knife = { ...good, text: good.text.replace(paragraphs[2], `${paragraphs[2]} A man waved a knife at Maya.`) };
    expect(checkStory(knife, manners).checks.find((c) => c.id === "no-frightening")!.status).toBe("fail");
  });
});
