import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { signUp } from "./helpers";

/**
 * Issue 28 in a real browser: save a child, make a story, check in on three days (the browser's clock
 * fixed at 20:00 on three days in a row, Berlin time: the server takes the browser's own day within a
 * day of its count), see the strip, the chart and the offer of another story about the same moment, download the .ics, the PDF summary (read with poppler) and the CSV, on a 375 px phone and
 * on a desktop; another parent gets 404. Screenshots in /tmp/shots-28/.
 */
test.use({ timezoneId: "Europe/Berlin" });

const berlinDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(ms));
/** 20:00 in Berlin on the day `offset` days from today (Berlin), as an instant. */
function eveningIn(offset: number): Date {
  const day = berlinDay(Date.now() + offset * 86_400_000);
  // 19:00Z is 20:00 in Berlin in winter and 21:00 in summer: either is the same calendar day there.
  return new Date(`${day}T19:00:00Z`);
}

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots-28/e2e-${name}-${width}.png`, fullPage: true });
  }
}

test("the practice loop: a story's plan, three evenings' check-ins, the strip, the chart, the reminder; owner-only", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page, { firstName: "Pia", lastName: "Practice" }, "/children");
  await page.getByLabel("Child's name").fill("Maya");
  await page.getByLabel("Child's age").selectOption("4-5");
  await page.getByLabel("she / her").check();
  await page.getByRole("button", { name: "Save child" }).click();
  await expect(page.getByText("Maya is saved.")).toBeVisible();
  const childId = Number(await page.locator("li.child-card").first().getAttribute("data-child-id"));

  // A story for Maya: its plan becomes her practice.
  await page.goto("/behaviors");
  await page.waitForSelector("body[data-hydrated]");
  await page.getByRole("radio", { name: "Maya" }).check();
  await page.getByRole("button", { name: "Generate Story" }).click();
  await page.waitForURL(/\/story\/\d+$/, { timeout: 60_000 });
  await expect(page.getByText("How did it go today?")).toBeVisible();
  await expect(page.locator(".practice-story-card .practice-line")).toContainText(/Practicing: .+, day 1/);

  // Three evenings, the browser's clock fixed on each.
  const answers = [
    { offset: -1, button: "Tried, it was hard", note: "Too tired after swimming" },
    { offset: 0, button: "Not today", note: "" },
    { offset: 1, button: "Tried, it was hard", note: "Did the first two steps without help" },
  ];
  for (const a of answers) {
    await page.clock.setFixedTime(eveningIn(a.offset));
    await page.goto(`/children/${childId}/today`);
    await page.waitForSelector("body[data-hydrated]");
    await expect(page.locator('input[name="day"]')).toHaveValue(berlinDay(eveningIn(a.offset).getTime()));
    if (a.note) await page.getByLabel("A short note (optional)").fill(a.note);
    await page.getByRole("button", { name: a.button }).click();
    await page.waitForURL(/\/today\?checked=1&day=\d{4}-\d\d-\d\d$/);
    await expect(page.getByText("Saved for today.")).toBeVisible();
    await expect(page.getByRole("button", { name: a.button })).toHaveAttribute("aria-pressed", "true");
  }
  // The strip: the three days, the note in the hard day's title.
  const strip = page.locator("svg.practice-strip");
  await expect(strip).toBeVisible();
  await expect(strip.locator("title", { hasText: "Tried, it was hard. “Too tired after swimming”" })).toHaveCount(1);
  await expect(strip.locator("title", { hasText: "Not today" })).toHaveCount(1);
  // Two hard evenings and one not tried: the offer of another story about the same moment, to the story form for Maya.
  await expect(page.getByRole("link", { name: "Make another story about this" })).toHaveAttribute("href", `/behaviors?child=${childId}`);
  await noAxeViolations(page);
  await shots(page, "check-in");

  // The chart on Maya's page: the plan's name, the streak, a day's note on focus.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/children/${childId}`);
  await page.waitForSelector("body[data-hydrated]");
  const chart = page.locator("svg.practice-chart");
  await expect(chart).toBeVisible();
  await expect(chart).toContainText("Practicing:");
  await expect(chart.locator("g.practice-chart-day")).toHaveCount(3);
  const noted = chart.locator('g.practice-chart-day[aria-label*="Did the first two steps without help"]');
  await noted.focus();
  await expect(noted).toBeFocused();
  await noAxeViolations(page);
  await shots(page, "chart");

  // The reminder: a daily event at the chosen time in the browser's zone, linking to the check-in page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("Remind me at").fill("20:30");
  const [ics] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download the reminder (.ics)" }).click()]);
  expect(ics.suggestedFilename()).toBe("maya-evening-reminder.ics");
  const calendar = readFileSync((await ics.path())!, "utf8").replace(/\r\n /g, "");
  expect(calendar).toMatch(/DTSTART;TZID=Europe\/Berlin:\d{8}T203000/);
  expect(calendar).toContain("RRULE:FREQ=DAILY");
  expect(calendar).toContain(`/children/${childId}/today`);
  const [summary] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download a summary to share (PDF)" }).click()]);
  expect(summary.suggestedFilename()).toBe("maya-practice-summary.pdf");
  await summary.saveAs("/tmp/shots-28/e2e-summary.pdf");
  const { execFileSync } = await import("node:child_process");
  const summaryText = execFileSync("pdftotext", ["-layout", "/tmp/shots-28/e2e-summary.pdf", "-"], { encoding: "utf8" });
  expect(summaryText).toContain("Maya's practice");
  expect(summaryText).toContain("Too tired after swimming");
  execFileSync("pdftoppm", ["-png", "-r", "70", "-f", "1", "-l", "1", "/tmp/shots-28/e2e-summary.pdf", "/tmp/shots-28/e2e-summary"]);
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download check-ins (CSV)" }).click()]);
  expect(readFileSync((await csv.path())!, "utf8").split("\r\n")).toHaveLength(5);

  // /children: the practice line, the strip and the one-tap answers on Maya's card.
  await page.goto("/children");
  await expect(page.locator(`li.child-card[data-child-id="${childId}"] svg.practice-strip`)).toBeVisible();
  await noAxeViolations(page);
  await shots(page, "children");

  // Another parent: every page of Maya's is "not found".
  const other = await browser.newContext();
  const stranger = await other.newPage();
  await signUp(stranger, { firstName: "Otto", lastName: "Other" }, "/children");
  for (const path of [`/children/${childId}`, `/children/${childId}/today`, `/children/${childId}/check-ins.csv`, `/children/${childId}/reminder.ics`]) {
    const res = await stranger.request.get(path);
    expect([path, res.status()]).toEqual([path, 404]);
  }
  await other.close();
});
