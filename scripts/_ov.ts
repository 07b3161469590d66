import { writeAnotherOverlaps } from "../src/engine/local/variety";
import { AGE_BANDS, BEHAVIOR_IDS } from "../src/content/catalog";
const rows: string[] = [];
for (const b of BEHAVIOR_IDS) { const r = AGE_BANDS.map(a => Math.max(...writeAnotherOverlaps({ childName: "Sam", childAge: a, behavior: b, theme: "animals", pronouns: "she", grownUpName: "Mom" }))); rows.push(`${b.padEnd(14)} ${r.map(x => (x*100).toFixed(0).padStart(3)).join(" ")}`); }
console.log(rows.join("\n"));
