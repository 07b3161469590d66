/**
 * The child's action in the parent's own words (action.ts): the first verb phrase, subject
 * stripped, its when-clause split off, and its forms for a story and for the reading shown back.
 */
import { describe, expect, it } from "vitest";
import { clauseToPast, readAction, readback, toBase, toIng, toPast, toThird } from "./action";

const FORMS: Array<[string, string, string, string, string?]> = [
  // text, base, past, -ing, when (story's past tense)
  ["jumps on the couch even after we say no 10 times", "jump on the couch", "jumped on the couch", "jumping on the couch", "even after {G} said no"],
  [
    "picks his nose and wipes it on things",
    "pick {C's} nose and wipe it on things",
    "picked {C's} nose and wiped it on things",
    "picking {C's} nose and wiping it on things",
  ],
  [
    "my 4 yr old throws food on the floor at dinner and laughs",
    "throw food on the floor and laugh",
    "threw food on the floor and laughed",
    "throwing food on the floor and laughing",
  ],
  [
    "he wont go down the big slide at the park even though his friends do",
    "refuse to go down the big slide",
    "refused to go down the big slide",
    "refusing to go down the big slide",
    "even though {C's} friends did",
  ],
  [
    "gets angry and rips up his drawing when it doesn't look right",
    "get angry and rip up {C's} drawing",
    "got angry and ripped up {C's} drawing",
    "getting angry and ripping up {C's} drawing",
    "when it didn't look right",
  ],
  [
    "my son hides behind my legs when the neighbors say hello",
    "hide behind {G's} legs",
    "hid behind {G's} legs",
    "hiding behind {G's} legs",
    "when the neighbors said hello",
  ],
  [
    "he gets upset when his sandcastle gets washed away by the waves",
    "get upset",
    "got upset",
    "getting upset",
    "when {C's} sandcastle got washed away by the waves",
  ],
  ["She bites her nails when she watches scary shows", "bite {C's} nails", "bit {C's} nails", "biting {C's} nails", "when {they} watched scary shows"],
  [
    "wakes up at 5am every day and wants to play",
    "wake up at 5am and want to play",
    "woke up at 5am and wanted to play",
    "waking up at 5am and wanting to play",
  ],
  ["Sam spits at his sister when he is mad", "spit at {C's} sister", "spat at {C's} sister", "spitting at {C's} sister", "when {they} {was} mad"],
  ["my daughter sits on the dog", "sit on the dog", "sat on the dog", "sitting on the dog"],
  ["he runs off in the store", "run off in the store", "ran off in the store", "running off in the store"],
  ["tells me to shut up when I ask him to tidy", "tell {G} to shut up", "told {G} to shut up", "telling {G} to shut up", "when {G} asked {Cobj} to tidy"],
  // Six of the parent's words in a row would be pasted into the story: a modifier or a place goes.
  ["hits the dog with his toy truck", "hit the dog with {C's} truck", "hit the dog with {C's} truck", "hitting the dog with {C's} truck"],
  ["she swims away from the teacher at lessons", "swim away from the teacher", "swam away from the teacher", "swimming away from the teacher"],
  ["breaks his crayons on purpose", "break {C's} crayons", "broke {C's} crayons", "breaking {C's} crayons"],
  [
    "When it's bedtime, she runs around the house screaming",
    "run around the house screaming",
    "ran around the house screaming",
    "running around the house screaming",
    "when it was bedtime",
  ],
  [
    "makes a mess with the flour whenever I bake",
    "make a mess with the flour",
    "made a mess with the flour",
    "making a mess with the flour",
    "whenever {G} baked",
  ],
  ["takes her shoes off in the car", "take {C's} shoes off", "took {C's} shoes off", "taking {C's} shoes off"],
  ["won't stop saying poop and pee words at the dinner table", "keep saying poop and pee words", "kept saying poop and pee words", "saying poop and pee words"],
];

describe("readAction", () => {
  it.each(FORMS)("reads %s", (text, base, past, ing, when) => {
    const a = readAction(text)!;
    expect(a).toBeDefined();
    expect([a.base, a.past, a.ing]).toEqual([base, past, ing]);
    if (when) expect(a.whenPast).toBe(when);
    else expect(a.whenPast).toBeUndefined();
  });

  it("skips a sentence that only says who the child is (a teacher's class, an age) and reads what the child does", () => {
    expect(readAction("Maya is in my class of 22. she shouts out answers at circle time")?.past).toMatch(/^shouted out answers/);
    expect(readAction("Leo is a student in my class. he pushes in line every morning")?.past).toMatch(/^pushed/);
    expect(readAction("she is 4. she bites her nails when she is nervous")?.past).toMatch(/^bit/);
  });

  it("keeps a refusal a refusal, with the step said positively", () => {
    const a = readAction("refuses to sit in the shopping cart at target and climbs out")!;
    expect(a.negated).toBe(true);
    expect(a.base).toMatch(/^refuse to sit in the/);
    expect(a.step.base).toMatch(/^sit in the/);
    expect(a.step.past).toMatch(/^sat in the/);
    expect(readAction("wont say hello or look at relatives when they visit")).toMatchObject({
      negated: true,
      base: "refuse to say hello",
      whenPast: "when they visited",
    });
    expect(readAction("doesn't listen when I call her")).toMatchObject({ negated: true, base: "refuse to listen" });
  });

  it("keeps what the child says, in curly quotes, with a capital I", () => {
    const a = readAction('says "i hate you" when she doesn\'t get her way')!;
    expect(a.past).toBe("said “I hate you”");
    expect(a.whenPast).toBe("when {they} didn't get {C's} way");
  });

  it("moves a place out of a long phrase so the story never repeats six of the parent's words", () => {
    const a = readAction("she keeps spitting water at her brother at lunch")!;
    expect(a.where).toBe("at lunch");
    expect(a.base).toBe("keep spitting water at {C's} brother");
    expect(readAction("screams in the car the whole way to grandmas house")).toMatchObject({
      base: "scream in the car",
      where: "on the way to grandma's house",
    });
  });

  it("finds no action where there is no verb phrase", () => {
    for (const text of ["asdf qwer", "my son", "the dinner table", "I don't know what to do anymore", "toys everywhere"])
      expect(readAction(text)).toBeUndefined();
  });

  it("strips the child's name, and a teacher's group subject", () => {
    expect(readAction("Maya licks the windows in the car", "Maya")?.base).toBe("lick the windows in the car");
    expect(readAction("the kids in my class all shout over each other at story time and nobody can hear the book")?.base).toBe("shout over the other kids");
  });

  it("reads the action back to the parent in the present tense, with the child's pronoun", () => {
    expect(readback(readAction("jumps on the couch even after we say no 10 times")!, "Maya", "she")).toBe("Maya jumps on the couch even after we say no");
    expect(readback(readAction("picks his nose and wipes it on things")!, "Leo", "he")).toBe("Leo picks his nose and wipes it on things");
    expect(readback(readAction("wont go down the big slide at the park")!, "Sam", "they")).toBe("Sam won't go down the big slide");
    expect(readback(readAction('says "i hate you" when she doesn\'t get her way')!, "Ava", "they")).toBe("Ava says “I hate you” when they don't get their way");
  });
});

describe("verb forms", () => {
  it("conjugates regular and irregular verbs", () => {
    const table: Array<[string, string, string, string]> = [
      ["throw", "threw", "throwing", "throws"],
      ["bite", "bit", "biting", "bites"],
      ["hide", "hid", "hiding", "hides"],
      ["wake", "woke", "waking", "wakes"],
      ["make", "made", "making", "makes"],
      ["say", "said", "saying", "says"],
      ["tell", "told", "telling", "tells"],
      ["take", "took", "taking", "takes"],
      ["run", "ran", "running", "runs"],
      ["eat", "ate", "eating", "eats"],
      ["get", "got", "getting", "gets"],
      ["go", "went", "going", "goes"],
      ["spit", "spat", "spitting", "spits"],
      ["sit", "sat", "sitting", "sits"],
      ["swim", "swam", "swimming", "swims"],
      ["break", "broke", "breaking", "breaks"],
      ["cry", "cried", "crying", "cries"],
      ["grab", "grabbed", "grabbing", "grabs"],
      ["push", "pushed", "pushing", "pushes"],
      ["lie", "lied", "lying", "lies"],
      ["paint", "painted", "painting", "paints"],
      ["play", "played", "playing", "plays"],
      ["rip", "ripped", "ripping", "rips"],
      ["scream", "screamed", "screaming", "screams"],
    ];
    for (const [base, past, ing, third] of table) {
      expect([toPast(base), toIng(base), toThird(base), toBase(third)]).toEqual([past, ing, third, base]);
    }
  });

  it("puts a when-clause in the story's past tense, once", () => {
    expect(clauseToPast("when she doesn't get her way")).toBe("when {they} didn't get {C's} way");
    expect(clauseToPast("when his tower of blocks falls down")).toBe("when {C's} tower of blocks fell down");
    expect(clauseToPast("when i ask her to do chores")).toBe("when {G} asked {Cobj} to do chores");
    // A teacher's "when someone else gets picked": "else" is part of who ("someone elsed" was written).
    expect(clauseToPast("when someone else gets picked")).toBe("when someone else got picked");
    expect(clauseToPast("when anyone else has a turn")).toBe("when anyone else had a turn");
    expect(clauseToPast("when nobody is looking")).toBe("when nobody was looking");
    expect(clauseToPast("when he can't zip his jacket")).toBe("when {they} couldn't zip {C's} jacket");
  });
});

describe("a group's verbs, as a teacher writes them", () => {
  it("puts every verb of the chain in the child's tense ('talks … and pushes', not 'talks … and push')", () => {
    const a = readAction("At circle time the children all talk at once and push to be first in line for the water fountain.", "Theo", { whole: true });
    expect(a?.present).toBe("talks over the other kids and pushes to be first in line for the water fountain");
    expect(a?.past).toBe("talked over the other kids and pushed to be first in line for the water fountain");
    expect(readAction("the kids in my class push and shove at the door when it is time to go", "Theo")?.past).toMatch(/^pushed and shoved\b/);
  });
});
