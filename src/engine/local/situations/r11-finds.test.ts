/**
 * R10 and R11's finds (issue 22, fresh reviewers' inputs): what the parent already tried is not the plan;
 * the parent's words are told whole and in the past, never re-tensed into nonsense; the parent's own
 * family is the child's family; the echo's "next day" comes after the success.
 */
import { describe, expect, it } from "vitest";
import { readDoings } from "./action";
import { writeCustom } from "./test-helpers";

const SHOES_TRIED_SONGS =
  "every morning we are late for daycare bc they wont let me put the shoes on, screams and kicks and takes socks off again. have tried songs. help";

const told = (text: string) => readDoings(text.toLowerCase()).map((d) => ("child" in d ? d.child.past : d.other.past));

describe('R10: "have tried songs" — the plan is never a song', () => {
  for (const childAge of ["2-3", "4-5", "6-7", "8-10"] as const)
    for (const seed of [903, 1, 2, 3])
      it(`${childAge} seed ${seed}: no song, no singing, and the shoes go on in the success`, () => {
        const story = writeCustom(SHOES_TRIED_SONGS, { childAge, pronouns: "he", theme: "animals", grownUpName: "Daddy", seed });
        // (the opening may have the child bouncing and singing about pancakes: the plan, the practice and the success never sing)
        const afterOpening = story.out.plan.scenes.filter((s) => s.beat !== "opening").map((s) => s.text);
        expect([story.out.plan.title, ...afterOpening, ...story.out.plan.strategy.steps].join("\n")).not.toMatch(/\b(?:songs?|sang|sing|singing|music)\b/i);
        expect(story.scene("success")).toMatch(/\bshoes\b/);
        expect(story.failed).toEqual([]);
      });

  it("a parent who tried nothing still gets the song to race (the frame's own plan)", () => {
    const story = writeCustom("every morning he wont let me put his shoes on for daycare, screams and kicks", {
      childAge: "4-5",
      pronouns: "he",
      theme: "animals",
      grownUpName: "Daddy",
      seed: 903,
    });
    expect(story.out.plan.strategy.steps.join(" ")).toMatch(/song/);
  });
});

describe("R10: the toddler story's days run forward", () => {
  it('an echo that says "Next day" is on a later day than the success, and the ending on the echo\'s day', () => {
    for (const seed of [903, 1, 2, 3]) {
      const story = writeCustom(SHOES_TRIED_SONGS, { childAge: "2-3", pronouns: "he", theme: "animals", grownUpName: "Daddy", seed });
      const day = (beat: string) => story.out.plan.scenes.find((s) => s.beat === beat)?.day ?? 0;
      if (/^(?:The )?[Nn]ext (?:day|morning)\b/.test(story.scene("echo"))) expect(day("echo")).toBeGreaterThan(day("success"));
    }
  });
});

describe("R11: the parent's words told whole, in the past", () => {
  it('"takes socks off again": their own socks ("took their socks off", never "took socks off")', () => {
    expect(told("screams and kicks and takes socks off again")).toEqual(["screamed and kicked and took {C's} socks off again"]);
  });

  it('"lies on the hallway floor in pajamas saying their tummy hurts": lay, in pajamas, never "lied on the hallway floor tummy hurts"', () => {
    const [doing] = told("alex wont get dressed, just lies on the hallway floor in pajamas saying their tummy hurts");
    expect(doing).toMatch(/^lay on the (?:hallway )?floor in pajamas\b/);
    expect(doing).not.toMatch(/lied|floor tummy|saying$/);
  });

  it('"says his tummy hurts": said his tummy hurt', () => {
    expect(told("says his tummy hurts every morning")).toEqual(["said {C's} tummy hurt"]);
  });

  it('"grandpa usually takes her on saturdays" is background, not a doing (was "Grandpa usuallied takes her")', () => {
    expect(told("mia screams at the barber shop every single time. grandpa usually takes her on saturdays").join(" ")).not.toMatch(/usual/);
  });

  it('"my brother makes comments" is the child\'s uncle, in the past (was "Grandma\'s brother makes comments")', () => {
    expect(told("grandma gets upset and my brother makes comments")).toContain("{C's} uncle made comments");
  });

  it("lying about something is still lied", () => {
    expect(told("he lied to me about his homework")).toEqual(["lied to {G} about {C's} homework"]);
  });
});

describe("R11: a homework fib found out by the parent", () => {
  const HOMEWORK =
    "teacher emailed that mia hasnt turned in math homework for 2 weeks but mia told me every night it was done. found the worksheets crumpled at the bottom of the backpack. im not mad i just want her to tell me the truth";

  it("the claim, then what the grown-up found; never the child finding it, never 'it was night'", () => {
    const story = writeCustom(HOMEWORK, { childAge: "8-10", pronouns: "she", theme: "fantasy", grownUpName: "Mom", seed: 4 });
    expect(story.scene("problem")).toMatch(/told Mom the homework was done\. But it wasn't\./);
    expect(story.scene("problem")).toMatch(/Mom found the worksheets/);
    expect(story.text).not.toMatch(/Mia found the worksheets|It was night/);
    expect(story.scene("success")).toMatch(/"Have you done your homework\?"/);
    expect(story.failed).toEqual([]);
  });

  it('"what the child is in" is not the thing to put on: "lies on the floor in pajamas" never lays the pajamas out', () => {
    const story = writeCustom("every school morning she wont get dressed, just lies on the hallway floor in pajamas", {
      childAge: "6-7",
      pronouns: "she",
      theme: "nature",
      grownUpName: "Mom",
      seed: 11,
    });
    expect(story.text).not.toMatch(/the pajamas (?:on the chair|out in a line)|put on the pajamas/);
  });
});

describe("R11: a tummy ache before school is a worry, told at home in the morning", () => {
  const phrasings = [
    "she says her tummy hurts every morning before school but shes fine on weekends",
    "every school morning mia wont get dressed, just lies on the hallway floor in pajamas saying her tummy hurts and we miss the 7:40 bus almost every day",
    "complains of a stomach ache every day before daycare",
  ];
  for (const text of phrasings)
    for (const childAge of ["2-3", "4-5", "6-7", "8-10"] as const)
      it(`${childAge}: "${text.slice(0, 50)}…" — the Tummy Talk, never hurting words, never a getting-dressed race`, () => {
        const story = writeCustom(text, { childAge, pronouns: "she", theme: "nature", grownUpName: "Mom", seed: 11 });
        expect(story.out.plan.strategy.name).toBe("the Tummy Talk");
        expect(story.text).not.toMatch(/hurting words|stepping stones|race the song/i);
        expect(story.paragraphs(/\btumm(?:y|ies)\b/i)).toBeGreaterThanOrEqual(3);
        expect(story.paragraphs(/\b(?:school|daycare)\b/)).toBeGreaterThanOrEqual(2);
        // The grown-up checks for a fever first: a tummy ache is taken seriously.
        if (childAge !== "2-3") expect(story.scene("problem")).toMatch(/forehead/);
        if (/bus/.test(text) && childAge !== "2-3") expect(story.scene("problem")).toMatch(/missed the bus/);
        expect(story.failed).toEqual([]);
      });
});

describe("R11: reading a brother's diary is about privacy, never reading practice", () => {
  const DIARY =
    "mia (9) keeps reading her little brother leos diary and teasing him about what he wrote in front of his friends, he cried at bedtime last night. they share a room since we moved so hes got nowhere to keep stuff";
  for (const childAge of ["2-3", "4-5", "6-7", "8-10"] as const)
    it(`${childAge}: Closed Means Closed, Leo and his diary in the story, nothing pasted`, () => {
      const story = writeCustom(DIARY, { childAge, pronouns: "she", theme: "friendship", grownUpName: "Dad", seed: 9 });
      expect(story.out.plan.strategy.name).toBe("Closed Means Closed");
      expect(story.paragraphs(/\bLeo\b/)).toBeGreaterThanOrEqual(3);
      expect(story.paragraphs(/\bdiary\b/)).toBeGreaterThanOrEqual(3);
      expect(story.text).not.toMatch(/sounded it out|jumbl|leos|She shared a room|last night/);
      expect(story.failed).toEqual([]);
    });
});

describe("R9/R10: a baby touching the child's things is the trigger, told whole", () => {
  const TRUCKS =
    "Leo pushed his baby sister off the couch again today she bumped her head on the rug shes ok but he does it every time she touches his trucks. he says sorry after but then does it again";
  for (const childAge of ["2-3", "4-5", "6-7", "8-10"] as const)
    it(`${childAge}: the trucks in the problem, the stumble and the success; pushed off the couch; a swap, never jealousy of a feed`, () => {
      const story = writeCustom(TRUCKS, { childAge, pronouns: "he", theme: "fantasy", grownUpName: "Papa", seed: 902 });
      expect(story.out.plan.strategy.name).toBe("Hug, Call and Swap");
      for (const beat of ["problem", "stumble", "success"]) expect(story.scene(beat)).toMatch(/\btrucks\b/);
      expect(story.scene("problem")).toMatch(/pushed the baby off the couch/);
      expect(story.text).not.toMatch(/left out|feeding|(?:Theo|He) did it\. He did it again/);
      expect(story.failed).toEqual([]);
    });
});

describe("R11: the toy two children both want, and a name typed in lower case", () => {
  const BITING =
    "theo keeps biting at daycare, mostly this one boy marcus when they both want the red dump truck in the sandbox. ms priya sent home 3 ouch notes this week and im mortified honestly";
  it("Marcus and the red dump truck are in the story, at the daycare's sandbox (the playground), never a toy car", () => {
    for (const seed of [1, 2, 3, 7]) {
      const story = writeCustom(BITING, { childAge: "4-5", pronouns: "he", theme: "animals", grownUpName: "Papa", seed });
      expect(story.paragraphs(/\bMarcus\b/)).toBeGreaterThanOrEqual(3);
      expect(story.text).not.toMatch(/toy car|friend, Marcus sat/);
      expect(story.out.plan.scenes[0].place).toBe("playground");
      if (/truck/.test(story.text)) expect(story.text).toMatch(/the red dump truck/);
      expect(story.failed).toEqual([]);
    }
  });
});

describe("R11: a haircut with clippers, and moments that come once a week", () => {
  const HAIRCUT =
    "mia screams at the barber shop every single time, she hates the buzzing clippers and the cape around her neck. last time we left with half her bangs cut lol. grandpa usually takes her on saturdays";
  it("the success faces the clippers and the cape; the stumble is the next Saturday, never the next day", () => {
    for (const seed of [1, 2, 3]) {
      const story = writeCustom(HAIRCUT, { childAge: "4-5", pronouns: "she", theme: "fantasy", grownUpName: "Grandpa", seed });
      expect(story.scene("success")).toMatch(/clippers/);
      expect(story.scene("success")).toMatch(/cape/);
      expect(`${story.scene("stumble")}\n${story.scene("success")}`).not.toMatch(/^(?:The next day|Next day)/m);
      expect(story.text).not.toMatch(/usuall/);
      expect(story.failed).toEqual([]);
    }
  });

  it("Sunday dinner at Grandma's: the next Sunday; the parent's brother is the child's uncle; the parent's phone is never Grandma's", () => {
    const story = writeCustom(
      "at grandmas sunday dinner theo wont stay in his chair, crawls under the table and kicks everyones legs, grandma gets upset and my brother makes comments. he eats 2 bites of mashed potatoes then begs for my phone",
      { childAge: "4-5", pronouns: "he", theme: "family", grownUpName: "Grandma", seed: 5 },
    );
    expect(story.text).toMatch(/uncle made comments/);
    expect(story.text).toMatch(/kicked everyone's legs/);
    expect(story.text).not.toMatch(/\b(?:his|Theo's) brother\b|Grandma's phone|2 bites/);
    expect(story.text).toMatch(/The next Sunday/);
    expect(story.failed).toEqual([]);
  });
});

describe("R11: at daycare the teacher is there, not the parent who wrote", () => {
  const BITING =
    "theo keeps biting at daycare, mostly this one boy marcus when they both want the red dump truck in the sandbox. ms priya sent home 3 ouch notes this week and im mortified honestly";
  for (const childAge of ["2-3", "4-5", "6-7", "8-10"] as const)
    it(`${childAge}: Ms. Priya steps in at daycare and the plan tells her; Papa is home for the ending`, () => {
      const story = writeCustom(BITING, { childAge, pronouns: "he", theme: "animals", grownUpName: "Papa", seed: 7 });
      for (const beat of ["problem", "stumble", "success"]) expect(story.scene(beat)).not.toMatch(/\bPapa\b/);
      expect(`${story.scene("problem")} ${story.scene("success")}`).toMatch(/Ms\. Priya/);
      expect(story.out.plan.strategy.steps.join(" ")).not.toMatch(/Papa/);
      expect(story.scene("ending")).toMatch(/\bPapa\b/);
      expect(story.failed).toEqual([]);
    });

  it("with no teacher named, 'the teacher'; a parent at pick-up stays the parent", () => {
    const daycare = writeCustom("she bites other kids at daycare when they take her toys", {
      childAge: "2-3",
      pronouns: "she",
      theme: "animals",
      grownUpName: "Mom",
      seed: 1,
    });
    expect(`${daycare.scene("problem")} ${daycare.scene("success")}`).toMatch(/\bthe teacher\b|\bThe teacher\b/);
    expect(daycare.failed).toEqual([]);
    const pickup = writeCustom("he hits me when i pick him up from daycare", {
      childAge: "4-5",
      pronouns: "he",
      theme: "animals",
      grownUpName: "Mom",
      seed: 1,
    });
    expect(pickup.text).not.toMatch(/the teacher/i);
  });

  it("'pushing kids in the line at school, her teacher mrs jones says…': the other children are pushed, never the teacher", () => {
    const story = writeCustom("she keeps pushing kids in the line at school, her teacher mrs jones says she does it every day", {
      childAge: "6-7",
      pronouns: "she",
      theme: "nature",
      grownUpName: "Mom",
      seed: 4,
    });
    expect(story.text).not.toMatch(/pushed (?:her|Mia's) teacher|with her teacher, building/);
    expect(story.scene("problem")).not.toMatch(/\bMom\b/);
    expect(story.failed).toEqual([]);
  });
});

describe("R12: every title any episode can give is one the title writer can fill", () => {
  it("titles use only {name}, {name's}, {H}, {Hfull}, {G}, {O} and the situation's own words ({P}, {object}, {person}, {strategyName}, {change}, {lot})", async () => {
    const { FRAMES } = await import("./index");
    const bad = Object.values(FRAMES).flatMap((f) =>
      [...f.titles, ...f.episodes.flatMap((e) => e.titles ?? [])].filter((t) =>
        [...t.matchAll(/\{([^}]+)\}/g)].some(
          (m) => !["name", "name's", "H", "Hfull", "G", "O", "object", "person", "P", "strategyName", "change", "lot"].includes(m[1]),
        ),
      ),
    );
    expect(bad).toEqual([]);
  });

  it("R11's tummy story with the child named Alex writes (was a crash: 'What {name's} Tummy Said')", () => {
    for (const seed of [1, 2, 3, 11])
      for (const theme of ["nature", "family"] as const) {
        const story = writeCustom("every school morning she wont get dressed, just lies on the hallway floor in pajamas saying her tummy hurts", {
          childAge: "6-7",
          pronouns: "she",
          theme,
          grownUpName: "Mom",
          seed,
        });
        expect(story.out.plan.title).not.toMatch(/[{}]/);
      }
  });
});

describe("R12: the fresh reviewer's unseen inputs", () => {
  it("bedtime stalling is the Bedtime Ticket, with the parent's list of trips out of bed (was a lost board game)", () => {
    for (const childAge of ["2-3", "4-5", "6-7", "8-10"] as const) {
      const story = writeCustom(
        "every night after lights out mia comes out of her room like 6 times, first water, then another hug, then she needs the blue blanket not the green one, then one more thing to tell me about the class hamster. bedtime is 7:30",
        { childAge, pronouns: "she", theme: "nature", grownUpName: "Dad", seed: 6 },
      );
      expect(story.out.plan.strategy.name).toBe("the Bedtime Ticket");
      expect(story.text).not.toMatch(/board game|cheated|classroom|looked over/i);
      if (childAge === "4-5" || childAge === "6-7") expect(story.scene("problem")).toMatch(/the blue blanket\. Then something about the class hamster/);
      expect(story.failed).toEqual([]);
    }
  });

  it("'to my moms' is on the way to Grandma's house; 'he grabs her headphones' is the thing taken; the brother named sam is Sam", () => {
    const story = writeCustom(
      "mia hits her little brother sam in the backseat on long drives, usually when his feet touch her side or he grabs her headphones. we drive 2 hrs to my moms every other weekend",
      { childAge: "6-7", pronouns: "she", theme: "family", grownUpName: "Mom", seed: 14 },
    );
    expect(story.text).toMatch(/Grandma's house/);
    expect(story.text).not.toMatch(/to my\b|toy truck/);
    expect(story.paragraphs(/\bSam\b/)).toBeGreaterThanOrEqual(3);
    expect(story.scene("problem")).toMatch(/headphones/);
    expect(story.failed).toEqual([]);
  });

  it("sneaking cookies at Grandma's is asking first (never a yes-way game), and 'grandma just wants her to ask' is never pasted", () => {
    const story = writeCustom(
      "at grandmas house mia sneaks cookies from the tin in the pantry and hides the wrappers under the couch cushions. when grandma asked she said it was the cat lol. grandma just wants her to ask",
      { childAge: "8-10", pronouns: "she", theme: "family", grownUpName: "Grandma", seed: 5 },
    );
    expect(story.out.plan.strategy.name).toBe("Still, Ask, Give Back");
    expect(story.text).not.toMatch(/justed|wants her to ask|Grandma's room/);
    expect(story.failed).toEqual([]);
  });

  it("'won't walk past it' puts no vacuum-cleaner story in the street", () => {
    const story = writeCustom(
      "theo is terrified of the vacuum cleaner. screams and climbs up me the second grandpa gets it out of the hall closet, even when its switched off he wont walk past it",
      { childAge: "2-3", pronouns: "he", theme: "animals", grownUpName: "Grandpa", seed: 3 },
    );
    expect(story.out.plan.scenes.every((s) => s.place !== "street")).toBe(true);
  });
});

describe("R12: a screen meltdown when Switch time is over", () => {
  const SWITCH =
    "theo (8) totally loses it when switch time is over, throws the controller on the couch and yelled that he hates me yesterday. its worst when hes in the middle of a minecraft build with his cousin ollie online. we do 1 hr on weekends and i give a 10 min warning every time!!";
  it("is the Finish Line with the Switch and the Minecraft build; the controller is thrown after it is turned off; the moment is never a bare noun", () => {
    const story = writeCustom(SWITCH, { childAge: "8-10", pronouns: "he", theme: "fantasy", grownUpName: "Papa", seed: 12 });
    expect(story.out.plan.strategy.name).toBe("the Finish Line");
    expect(story.text).toMatch(/the Switch/);
    expect(story.text).toMatch(/build/);
    expect(story.text).not.toMatch(/switched the Switch|the words “I hate you”|acted out time to|replaying time to/);
    const problem = story.scene("problem");
    expect(problem.indexOf("threw the controller")).toBeGreaterThan(problem.indexOf("off"));
    expect(story.failed).toEqual([]);
  });
});

describe("R12: a teacher's note, and hurtful words said without quotes", () => {
  it("the note's greeting is no part of the doing: 'kept shouting out answers', upset (never lively) when another child is picked", () => {
    const story = writeCustom(
      "Hi! Just a heads up that Mia has been shouting out answers during carpet time and gets really upset when I call on another child. Yesterday she cried and hid under the reading table for 10 min. Thanks, Ms Lee",
      { childAge: "6-7", pronouns: "she", theme: "friendship", grownUpName: "Ms. Lee", seed: 8 },
    );
    expect(story.scene("problem")).toMatch(/kept shouting out answers/);
    expect(story.text).not.toMatch(/something that wasn't allowed|restless|10 min\b|while Ms\. Lee picks/);
    expect(story.failed).toEqual([]);
  });

  it("'yells i hate you at me when i say no': the words quoted, said hot and fast, never looked at nor 'to see what would happen'", () => {
    for (const seed of [1, 2, 3]) {
      const story = writeCustom("he yells i hate you at me when i say no to more screen time", {
        childAge: "6-7",
        pronouns: "he",
        theme: "family",
        grownUpName: "Mom",
        seed,
      });
      expect(story.text).not.toMatch(/yelled i hate you|looking at the words|to see what would happen|It was the words/);
      expect(story.failed).toEqual([]);
    }
  });
});

describe("R13: the fresh reviewer's unseen inputs", () => {
  it("not sharing with a visiting cousin is Keep Some, Share Some with Priya and the Lego (was wanting a Lego set in a shop); no one is called a baby", () => {
    for (const childAge of ["2-3", "4-5", "6-7", "8-10"] as const) {
      const story = writeCustom(
        "our cousins came for thanksgiving and mia (9) wouldnt let her cousin priya who is 6 touch ANY of her lego, even the old bins she never uses. she hid the star wars set in her closet and told priya shes a baby",
        { childAge, pronouns: "she", theme: "family", grownUpName: "Nana", seed: 9 },
      );
      expect(story.out.plan.strategy.name).toBe("Keep Some, Share Some");
      expect(story.paragraphs(/\bPriya\b/)).toBeGreaterThanOrEqual(3);
      expect(story.text).toMatch(/\bLego\b/);
      expect(story.out.plan.scenes.every((s) => s.place !== "shop")).toBe(true);
      expect(story.failed).toEqual([]);
    }
  });

  it("leaving Noah's birthday party at the trampoline park: the party by Noah's name, never the playdate; no 'He got like this'", () => {
    const story = writeCustom(
      "theo had a full meltdown when we had to leave his friend noahs bday party at the trampoline park on saturday, lay down by the shoe cubbies and screamed he wasnt leaving, other parents staring. he gets like this whenever fun stuff ends tbh, playdates too",
      { childAge: "6-7", pronouns: "he", theme: "friendship", grownUpName: "Papa", seed: 17 },
    );
    expect(story.text).toMatch(/Noah's birthday party/);
    expect(story.text).not.toMatch(/got like this|when Papa had\./);
    expect(story.failed).toEqual([]);
  });

  it("a toy begged for by its brand at Aldi is the Paw Patrol toy at Aldi, never the candy beside it", () => {
    const story = writeCustom(
      "mia whines and begs for a toy EVERY time we go to aldi, its always the paw patrol stuff at the checkout lane right by the candy. if i say no she goes boneless on the floor",
      { childAge: "4-5", pronouns: "she", theme: "animals", grownUpName: "Mom", seed: 21 },
    );
    expect(story.text).toMatch(/the Paw Patrol toy/);
    expect(story.text).toMatch(/\bAldi\b/);
    expect(story.text).not.toMatch(/saw the candy/);
    expect(story.failed).toEqual([]);
  });

  it("'screams bloody murder' is never printed; a cookie asked for is never lent 'as long as it came back'", () => {
    const wash = writeCustom("mia screams bloody murder when we wash her hair in the bath, hates water in her eyes", {
      childAge: "2-3",
      pronouns: "she",
      theme: "fantasy",
      grownUpName: "Dad",
      seed: 4,
    });
    expect(wash.text).not.toMatch(/bloody|murder/);
    expect(wash.failed).toEqual([]);
    const cookies = writeCustom("at grandmas house mia sneaks cookies from the tin in the pantry. grandma just wants her to ask", {
      childAge: "6-7",
      pronouns: "she",
      theme: "family",
      grownUpName: "Grandma",
      seed: 5,
    });
    expect(cookies.text).not.toMatch(/came back by dinner|borrow it/);
  });
});
