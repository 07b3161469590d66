/**
 * R14's finds (issue 22, a fresh reviewer's inputs and the intake screenshots' own example): a car ride is a
 * car ride (the grown-up stops somewhere safe; nobody kneels or scoots over in a car seat); a seat kicked is
 * no friend hurt; the other kids bitten are not a class waiting its turn; a fib told to a named teacher with
 * "but" is a fib; a trampoline park is no grassy park; "write another" at daycare and in a parking lot tells
 * the problem another way.
 */
import { describe, expect, it } from "vitest";
import { understandSituation } from "./understand";
import { writeCustom } from "./test-helpers";

const AGES = ["2-3", "4-5", "6-7", "8-10"] as const;
const CAR = "he screams in the car every time we drive to grandmas and kicks the back of my seat";

describe("R14: screaming in the car on the way to Grandma's", () => {
  it("is a car ride with no friend in it (a kicked seat is no one hurt)", () => {
    const sit = understandSituation(CAR, "Theo");
    expect(sit.frame).toBe("big-feelings");
    expect(sit.place).toBe("car");
    expect(sit.person).toBeUndefined();
  });
  for (const childAge of AGES)
    for (const seed of [1, 2, 3, 4])
      it(`${childAge} seed ${seed}: the car ride's own plan; the grown-up stops safely; Grandma's, never "grandmas and"`, () => {
        const story = writeCustom(CAR, { childAge, pronouns: "he", theme: "animals", grownUpName: "Mom", seed });
        expect(story.out.plan.episode).toMatch(/car-ride/);
        expect(story.out.plan.strategy.name).toBe("Say It, Squeeze, Car Bag");
        const text = story.out.text;
        expect(text).not.toMatch(/\bgrandmas\b|\bto Grandma's house and\b|\bfriend\b|\btry again, or ask for help\b|whole room/);
        expect(text).toMatch(/Grandma's/);
        // Strapped in: nobody kneels, scoots over or leans in at the plan.
        expect(story.scene("strategy")).not.toMatch(/\b(knelt|kneel|scooted|made room|leaned|budged|move away)\b/);
        expect(story.scene("problem")).toMatch(/\b(stop\w*|pull(?:ed)? over)\b/);
        expect(story.failed).toEqual([]);
      });
});

describe("R14: biting other kids at daycare when they take her toys", () => {
  const BITES = "bites other kids at daycare when they take her toys";
  for (const seed of [1, 2, 3, 4])
    it(`seed ${seed}: the other kids are the ones bitten, never a class waiting; calling the teacher by title says "Teacher!"`, () => {
      const story = writeCustom(BITES, { childAge: "4-5", pronouns: "she", theme: "animals", grownUpName: "Mom", seed });
      const text = story.out.text;
      expect(text).not.toMatch(/other kids (?:had to wait|waited, hands up|got (?:a turn|turns) too)/);
      expect(text).not.toMatch(/["“]the teacher[!,]/);
      expect(text).not.toMatch(/through her hands/);
      expect(text).not.toMatch(/toy got grabbed/);
      expect(story.failed).toEqual([]);
    });
  it("four stories in a row tell the problem in at least two ways", () => {
    const problems = new Set(
      [1, 2, 3, 4].map((seed) => writeCustom(BITES, { childAge: "4-5", pronouns: "she", theme: "animals", grownUpName: "Mom", seed }).scene("problem")),
    );
    expect(problems.size).toBeGreaterThanOrEqual(2);
  });
});

describe("R14: running off in the parking lot", () => {
  const LOT = "runs away from me in the parking lot at the grocery store";
  it("four stories in a row tell the opening, the run and the muddle in at least two ways, and pass every check", () => {
    const stories = [1, 2, 3, 4].map((seed) => writeCustom(LOT, { childAge: "4-5", pronouns: "they", theme: "animals", grownUpName: "Mom", seed }));
    for (const key of ["opening", "problem", "stumble"] as const) expect(new Set(stories.map((s) => s.scene(key))).size, key).toBeGreaterThanOrEqual(2);
    for (const s of stories) {
      expect(s.failed).toEqual([]);
      // Nobody was holding hands when the child ran: never "letting go of Mom's hand".
      expect(s.scene("problem")).not.toMatch(/letting go of/);
      // A "they" child's name never opens a paragraph after "And" (the name where the budget allows, else "They").
      expect(s.out.text).not.toMatch(/(?:^|\n)And Alex\b/);
      expect(s.out.text).not.toMatch(/Next time you had to/);
    }
  });
});

describe("R14: a fib told to a named teacher, with 'but she didnt'", () => {
  it("is a fib story, never a biscuit wanted in a shop", () => {
    const sit = understandSituation(
      "mia told her teacher mrs hughes that she fed the class hamster but she didnt and now biscuit is poorly and she keeps saying it wasnt her fault",
      "Mia",
    );
    expect(sit.frame).toBe("rude-words");
    expect(sit.thing?.noun).toMatch(/fib/);
  });
});

describe("R14: leaving the trampoline park", () => {
  it("bounces on trampolines, never a grassy park with a kite", () => {
    const story = writeCustom(
      "every time we leave the trampoline park its a full meltdown, lies on the floor by the lockers screaming i dont want to go, i end up carrying him out to the car",
      { childAge: "4-5", pronouns: "he", theme: "fantasy", grownUpName: "Dad", seed: 13 },
    );
    expect(story.out.text).toMatch(/\bbounc/);
    expect(story.out.text).not.toMatch(/\bkite\b|big and green|roll down the hill|walked home/);
    expect(story.failed).toEqual([]);
  });
});

describe("R14: eating almost nothing is trying food at the child's pace, never a must-do", () => {
  const PICKY =
    "wont eat anything at restaurants except chips, screams if food touches on the plate, at nannas sunday lunch yesterday threw his peas on the floor";
  it("is a new-food story with the peas, and never 'eat anything' as the job", () => {
    expect(understandSituation(PICKY, "Theo").frame).toBe("new-food");
    for (const seed of [1, 2, 17]) {
      const story = writeCustom(PICKY, { childAge: "4-5", pronouns: "he", theme: "nature", grownUpName: "Nanna", seed });
      expect(story.out.text).not.toMatch(/\b(?:time to eat anything|ate anything|eat anything while)\b/i);
      expect(story.out.plan.strategy.steps.join(" ")).not.toMatch(/eat anything/i);
      expect(story.out.text).toMatch(/\bpeas\b/);
      expect(story.out.text).not.toMatch(/where them were/);
      expect(story.failed).toEqual([]);
    }
  });
});

describe("R14: the child's own hurtful words, quoted whole", () => {
  it('"they hate her and wants us to send her back to the hospital" is "I hate her! Take her back to the hospital!"', () => {
    const story = writeCustom(
      "since the new baby arrived alex keeps saying they hate her and wants us to send her back to the hospital, wont let me feed her without climbing all over us",
      { childAge: "4-5", pronouns: "they", theme: "family", grownUpName: "Mom", seed: 15 },
    );
    expect(story.out.text).toMatch(/"I hate her! Take her back to the hospital!"/);
    expect(story.out.text).not.toMatch(/I hate my\b|send my back/);
    expect(story.failed).toEqual([]);
  });
});

describe("R14: a teacher's message", () => {
  const TEACHER =
    "hi im a year 2 teacher, a few of my boys have started calling each other stupid and poo head at lunch and laughing when others get upset, would love a story for circle time";
  it("is about lunch in class, not circle time (where it will be read), and the teacher writing is the story's grown-up, not a second teacher", () => {
    const sit = understandSituation(TEACHER, "Theo");
    expect(sit.frame).toBe("rude-words");
    expect(sit.place).toBe("classroom");
    const story = writeCustom(TEACHER, { childAge: "6-7", pronouns: "he", theme: "friendship", grownUpName: "Miss Kelly", seed: 16 });
    expect(story.out.text).not.toMatch(/circle time|His teacher/i);
    expect(story.failed).toEqual([]);
  });
});

describe("R14: one dialect beside Mum at the doctor's", () => {
  it("the doctor's surgery and a plaster, never the doctor's office, a bandage or gotten; the jab is thought about, not looked at", () => {
    for (const seed of [12, 13, 14, 15]) {
      const story = writeCustom(
        "theo is terrified of the doctor, we have his 4 yr jabs at dr patel's on thursday and last time he screamed and kicked the nurse and hid under the chair",
        { childAge: "4-5", pronouns: "he", theme: "animals", grownUpName: "Mum", seed },
      );
      expect(story.out.text).not.toMatch(/doctor's office|\bgotten\b|\ba bandage\b|looked at the jab/);
      expect(story.failed).toEqual([]);
    }
  });
});

describe("R15's finds", () => {
  it("something taken from a shop and found at home is given back at the till with a sorry, in the parent's word for it", () => {
    const HARIBO =
      "found a packet of haribo in mias coat pocket after we went to tesco, she says she found it on the floor but i know she took it. shes 6. dont want to make a huge drama but she needs to know its wrong";
    expect(understandSituation(HARIBO, "Mia").frame).toBe("taking");
    for (const childAge of AGES) {
      const story = writeCustom(HARIBO, { childAge, pronouns: "she", theme: "friendship", grownUpName: "Mum", seed: 35 });
      expect(story.out.plan.episode).toMatch(/taken-from-shop/);
      expect(story.out.text).toMatch(/\bHaribo\b/);
      expect(story.scene("success")).toMatch(/\b(?:sorry|Sorry)\b/);
      // The parent's own wish is not the child's doing ("She wouldn't want to make a drama"), and no one is called bad.
      expect(story.out.text).not.toMatch(/drama|its wrong|bad (?:kid|person)|getting dressed|put on/i);
      expect(story.failed).toEqual([]);
    }
    for (const text of ["she stole sweets from the shop", "my son took a toy car from target and hid it in his pocket"])
      for (const childAge of AGES) expect(writeCustom(text, { childAge, pronouns: "he", theme: "animals", grownUpName: "Dad", seed: 2 }).failed).toEqual([]);
    // The shared fixture's "without paying": the story says what paying is ("In a store, we pay first").
    for (const childAge of AGES)
      expect(
        writeCustom("takes candy from the store checkout without paying", { childAge, pronouns: "she", theme: "animals", grownUpName: "Mom", seed: 1 }).out
          .text,
      ).toMatch(/\bpay\b/);
  });

  it("a child scared of dogs who ran toward the road is a fear story, never a chase game; under the sky there is no room", () => {
    const DOGS =
      "alex is scared of dogs, at victoria park on saturday a big labrador ran up to them and they screamed and ran towards the road!! now wont go to the park at all even tho their friend sam goes every weekend";
    expect(understandSituation(DOGS, "Alex").frame).toBe("worry");
    const story = writeCustom(DOGS, { childAge: "6-7", pronouns: "they", theme: "nature", grownUpName: "Papa", seed: 33 });
    expect(story.out.text).not.toMatch(/chase|across the room|filled the room/);
    // Staying away from the park is what came after; at the park it would contradict the scene.
    expect(story.scene("problem")).not.toMatch(/go to the park/);
    expect(story.failed).toEqual([]);
  });

  it("homework where the child calls himself stupid is written (the name is never narrated as a label)", () => {
    const HOMEWORK =
      "theo is 9 and every night homework is a battle, he rips up his math sheet and says hes stupid and cries, mr okafor says hes fine in class. last night he threw his pencil case at the wall and i just dont know what to do anymore";
    for (const seed of [34, 134]) {
      const story = writeCustom(HOMEWORK, { childAge: "8-10", pronouns: "he", theme: "fantasy", grownUpName: "Mom", seed });
      expect(story.out.text).not.toMatch(/\b(?:he|she|they) (?:was|is|were) stupid\b/);
      expect(story.failed).toEqual([]);
    }
  });

  it("hitting a sister in the bath: a bath toy, never a block tower in the bathroom; her name, capitalised", () => {
    const BATH =
      "theo keeps whacking his sister ruby in the bath every night, hits her with the rubber duck when she takes his cup and then laughs when she cries. hes nearly 3. bathtime is a warzone honestly";
    for (const seed of [31, 32, 33, 34]) {
      const story = writeCustom(BATH, { childAge: "2-3", pronouns: "he", theme: "family", grownUpName: "Dad", seed });
      expect(story.out.text).not.toMatch(/tower|blocks|\bruby\b/);
      expect(story.out.text).toMatch(/\bRuby\b/);
      expect(story.scene("problem")).not.toMatch(/kept whacking/);
      expect(story.failed).toEqual([]);
    }
  });
});

describe("R15: background about someone else is not the child's doing", () => {
  it("'grandad… he lives with us and does pick ups from school' is never told as Theo's", () => {
    const story = writeCustom(
      "theo shouts at his grandad when grandad says no, told him i hate you go home on sunday when grandad wouldnt let him have the ipad at dinner. grandad was really upset, he lives with us and does pick ups from school",
      { childAge: "4-5", pronouns: "he", theme: "family", grownUpName: "Mum", seed: 36 },
    );
    expect(story.out.text).not.toMatch(/lived with|pick ?ups/i);
    expect(story.failed).toEqual([]);
  });
});

describe("R15's screenshots: the line to say together", () => {
  it("is quoted once: its own quotes become single ones", async () => {
    const { rightBeforeCard } = await import("../../../reading/card");
    for (const seed of [1, 2, 3, 4]) {
      const story = writeCustom(CAR, { childAge: "4-5", pronouns: "he", theme: "animals", grownUpName: "Mom", seed });
      const card = rightBeforeCard(story.out.plan);
      if (card.refrain) expect(card.refrain).not.toMatch(/[“”"]/);
    }
  });
});

describe("The final look: a doing is never told inside the child's quote", () => {
  it("'Theo shouted, \"No! Not yet!\"' stays whole, and what the parent tried ('doesnt work') is not the child's doing", () => {
    const story = writeCustom(
      "ok so my son jack (4) loses it every single time we leave the library, lies on the floor by the returns desk yelling NO and kicking, last tuesday the librarian had to step over him lol. we tried warnings, doesnt work",
      { childAge: "4-5", pronouns: "he", theme: "family", grownUpName: "Daddy", seed: 77 },
    );
    expect(story.scene("problem")).not.toMatch(/"No! (?:He|Theo) /);
    expect(story.out.text).not.toMatch(/wouldn't work/);
    expect(story.failed).toEqual([]);
  });
});
