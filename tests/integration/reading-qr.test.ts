/**
 * Issue 29: the printed right-before card and the book's title page carry a QR code of the card through
 * the family link while the link is on. Rendered with pdftoppm -png, the code is decoded from the image
 * and the decoded address is opened: it is the card. No link, no code (a line says how to get one).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import decodeQR from "qr/decode.js";
import { createTestContext, createUser, jsonHeaders, sessionCookie, type TestContext } from "../helpers/app";
import { readPng } from "../helpers/png";
import { loadStoryFonts } from "../../src/pdf/fonts-node";
import { CARD_COPY } from "../../src/reading/copy";
import { smartQuotes } from "../../src/lib/typography";

const BASE = "http://localhost:3000";
const dir = mkdtempSync(join(tmpdir(), "bt-qr-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** Where the PNGs are kept for a person to look at (the task's screenshots folder), when it exists. */
const LOOK = process.env.QR_PNG_DIR;

async function setup() {
  const t: TestContext = await createTestContext({}, (deps) => {
    deps.services.fonts = loadStoryFonts();
  });
  const user = await createUser(t.deps, { firstName: "Alice" });
  const cookie = await sessionCookie(t.deps, user);
  const res = await t.app.request(`${BASE}/api/stories/generate`, {
    method: "POST",
    headers: jsonHeaders(cookie),
    body: JSON.stringify({ childName: "Maya", childAge: "4-5", behavior: "bedtime", theme: "animals", pronouns: "she" }),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: number };
  return { t, cookie, id };
}

async function pdfOf(t: TestContext, cookie: string, id: number, name: string): Promise<string> {
  const res = await t.app.request(`${BASE}/api/stories/${id}/pdf`, { headers: jsonHeaders(cookie) });
  expect(res.status).toBe(200);
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
  return file;
}

const pageTexts = (file: string) => execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).split("\f");
/** The page (from 1) holding the right-before cards. */
const cardPage = (file: string) => pageTexts(file).findIndex((p) => p.includes(CARD_COPY.title.toUpperCase())) + 1;

/** Page n rendered as a PNG at `dpi`, its QR code decoded (null when there is none). */
function decodePage(file: string, n: number, dpi: number, name: string): string | null {
  const out = join(LOOK ?? dir, name);
  execFileSync("pdftoppm", ["-png", "-r", String(dpi), "-f", String(n), "-l", String(n), "-singlefile", file, out]);
  const png = readPng(new Uint8Array(readFileSync(`${out}.png`)));
  try {
    return decodeQR(png);
  } catch {
    return null;
  }
}

describe("the QR code on the printed card and the book", () => {
  it("with the family link on: the card page's and the title page's codes decode to the link's card, which opens", async () => {
    const { t, cookie, id } = await setup();
    const made = await t.app.request(`${BASE}/api/stories/${id}/share`, { method: "POST", headers: jsonHeaders(cookie) });
    const link = ((await made.json()) as { url: string }).url;
    const file = await pdfOf(t, cookie, id, "shared");
    const n = cardPage(file);
    expect(n).toBeGreaterThan(1);
    expect(pageTexts(file)[n - 1]).toContain(CARD_COPY.qrCaption);

    for (const [page, dpi, name] of [
      [n, 150, "qr-card-page"],
      [1, 150, "qr-title-page"],
      [n, 72, "qr-card-page-72dpi"],
    ] as const) {
      const decoded = decodePage(file, page, dpi, name);
      expect(decoded, `${name}: a QR code is read`).toBe(`${link}/card`);
      const url = new URL(decoded!);
      const card = await t.app.request(`${BASE}${url.pathname}`, { headers: { Accept: "text/html" } });
      expect(card.status).toBe(200);
      expect(await card.text()).toContain("Sleepy Wind-Down");
    }
  }, 60_000);

  it("without a family link: no code and nothing about the app printed in its place; a new link gets a new code", async () => {
    const { t, cookie, id } = await setup();
    const plain = await pdfOf(t, cookie, id, "plain");
    const n = cardPage(plain);
    expect(pageTexts(plain)[n - 1]!.replace(/\s+/g, " ")).not.toContain(smartQuotes(CARD_COPY.noQr));
    expect(decodePage(plain, n, 150, "plain-card-page")).toBeNull();
    expect(decodePage(plain, 1, 150, "plain-title-page")).toBeNull();

    // On, off, on again: the book carries the current link's code, never the old one's.
    const first = ((await (await t.app.request(`${BASE}/api/stories/${id}/share`, { method: "POST", headers: jsonHeaders(cookie) })).json()) as { url: string })
      .url;
    expect(decodePage(await pdfOf(t, cookie, id, "first"), n, 150, "first")).toBe(`${first}/card`);
    await t.app.request(`${BASE}/api/stories/${id}/share`, { method: "DELETE", headers: jsonHeaders(cookie) });
    expect(decodePage(await pdfOf(t, cookie, id, "off"), n, 150, "off")).toBeNull();
    const second = (
      (await (await t.app.request(`${BASE}/api/stories/${id}/share`, { method: "POST", headers: jsonHeaders(cookie) })).json()) as { url: string }
    ).url;
    expect(second).not.toBe(first);
    expect(decodePage(await pdfOf(t, cookie, id, "second"), n, 150, "second")).toBe(`${second}/card`);
    // The old link's card is gone.
    expect((await t.app.request(`${BASE}${new URL(first).pathname}/card`, { headers: { Accept: "text/html" } })).status).toBe(404);
  }, 90_000);
});
