// arbiter serve in a real browser: Debian's Chromium, headless, driven by
// playwright-core, at phone width (light and dark) and at laptop width.
//   node tests/browser/serve_test.mjs ARBITER DB SHOTS_DIR
// Starts `ARBITER serve --port 0 --db DB`, walks what a player does at the
// table, saves screenshots in SHOTS_DIR, and exits 1 naming the first step
// that fails.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import assert from "node:assert/strict";
import { chromium } from "playwright-core";

const [arbiter, db, shots] = process.argv.slice(2);
if (!arbiter || !db || !shots) {
  console.error("usage: node serve_test.mjs ARBITER DB SHOTS_DIR");
  process.exit(2);
}
mkdirSync(shots, { recursive: true });

function startServer() {
  const child = spawn(arbiter, ["serve", "--port", "0", "--db", db], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.on("exit", (code) => reject(new Error(`arbiter serve exited (${code}) before listening`)));
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) resolve({ child, base: m[0].replace(/\/$/, "") });
    });
  });
}

const server = await startServer();
const base = server.base;
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--disable-dev-shm-usage"],
});

let failed = 0;
async function step(name, fn) {
  try {
    await fn();
    console.log(`ok    ${name}`);
  } catch (e) {
    failed++;
    console.log(`FAIL  ${name}\n      ${String(e.message).split("\n").join("\n      ")}`);
  }
}

async function phone(colorScheme) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  // Nothing may be fetched from outside the server: the page works offline.
  const outside = [];
  page.on("request", (r) => { if (!r.url().startsWith(base)) outside.push(r.url()); });
  return { context, page, outside };
}

async function fitsWidth(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `the page is ${width} px wide at a 375 px screen (scrolls sideways)`);
}

const { context, page, outside } = await phone("light");

await step("search as you type, with a typo, at phone width", async () => {
  await page.goto(base + "/");
  await page.locator("#q").pressSequentially("overcrsh", { delay: 30 });
  // The address follows what is typed; the answer to the whole word (not
  // to a prefix typed on the way) offers the spelling and the entry.
  await page.waitForURL(/\?q=overcrsh$/);
  await page.locator("#results .note a", { hasText: "overcrush" }).waitFor();
  await page.locator("#results ol.hits a", { hasText: "Overcrush" }).first().waitFor();
  await fitsWidth(page);
  await page.screenshot({ path: `${shots}/phone-search-light.png`, fullPage: true });
});

await step("open a result: the entry's full text", async () => {
  await page.locator("#results ol.hits a", { hasText: "Overcrush" }).first().click();
  await page.waitForURL(/\/entry\/dm%3Aovercrush|\/entry\/dm:overcrush/);
  assert.equal(await page.locator("h1").textContent(), "Overcrush");
  assert.match(await page.locator(".text").textContent(), /remaining damage/);
  await fitsWidth(page);
  await page.screenshot({ path: `${shots}/phone-entry-light.png`, fullPage: true });
});

await step("follow a reference inside an entry's text", async () => {
  await page.goto(base + "/entry/mc:stun");
  const link = page.locator(".text a").first();
  const target = await link.getAttribute("href");
  await link.click();
  await page.waitForURL(base + target);
  assert.equal(await page.locator(".id").textContent(), decodeURIComponent(target.replace("/entry/", "")));
});

await step("follow a backlink", async () => {
  await page.goto(base + "/entry/mc:stun");
  const section = page.locator("section", { has: page.locator("h2", { hasText: /Referred to by|resting on it/ }) });
  const link = section.locator("a").first();
  const id = await link.textContent();
  await link.click();
  await page.waitForURL(/\/entry\//);
  assert.equal(await page.locator(".id").textContent(), id);
  // And the entry it came from is among this one's references.
  assert.ok(await page.locator(`a[href="/entry/mc:stun"]`).count() > 0, "the way back is a link");
});

await step("switch editions, and see what changed", async () => {
  await page.goto(base + "/entry/mc:guard");
  assert.match(await page.locator(".crumbs").textContent(), /1\.3/);
  await page.getByRole("link", { name: "1.1", exact: true }).click();
  await page.waitForURL(/edition=1\.1/);
  assert.match(await page.locator(".crumbs").textContent(), /1\.1/);
  await page.goto(base + "/entry/mc:ally-limit");
  await page.locator(".editions a", { hasText: "changes since" }).click();
  await page.waitForURL(/\/diff\//);
  assert.ok(await page.locator(".diff ins, .diff del").count() > 0, "the diff marks words");
});

await step("ask a situation and read the outcome", async () => {
  await page.goto(base + "/ask");
  await page.locator("#ask-q").fill("stunned villain attacks, I defend with an ally with 2 hit points, boost shows 2");
  await page.locator("form.ask button").click();
  await page.waitForURL(/\/ask\?q=/);
  const answer = await page.locator(".answer").textContent();
  assert.match(answer, /Outcome:.*discards stunned instead of attacking/);
  assert.ok(await page.locator('.answer a[href="/entry/mc:status-cards"]').count() > 0, "the rule cited is a link");
  await fitsWidth(page);
  await page.screenshot({ path: `${shots}/phone-ask-light.png`, fullPage: true });
});

await step("a follow-up changes only what it names", async () => {
  await page.goto(base + "/ask?q=" + encodeURIComponent("Rhino attacks me with 3 ATK, I defend with my hero with 1 DEF, boost 0"));
  const before = await page.locator(".answer").textContent();
  assert.match(before, /takes 2 damage/);
  await page.locator("#ask-f").fill("and with boost 2?");
  await page.locator("form.follow button").click();
  await page.waitForURL(/after=/);
  assert.match(await page.locator(".answer").textContent(), /takes 4 damage/);
});

await step("the understood situation is editable and runs again", async () => {
  const line = page.locator("#ask-n");
  const notation = await line.inputValue();
  await line.fill(notation.replace(/boost 2/, "boost 1"));
  await page.locator("form.notation button").click();
  await page.waitForURL(/\/ask\?q=/);
  assert.match(await page.locator(".answer").textContent(), /takes 3 damage/);
});

await step("the situation edited as a form, one field a part", async () => {
  await page.locator("details.parts summary").click();
  const fields = page.locator("form.parts input");
  let changed = false;
  for (let i = 0; i < await fields.count(); i++) {
    const value = await fields.nth(i).inputValue();
    if (/boost 1/.test(value)) {
      await fields.nth(i).fill(value.replace("boost 1", "boost 0"));
      changed = true;
    }
  }
  assert.ok(changed, "a field holds the villain's boost");
  await page.locator("form.parts button").click();
  await page.waitForURL(/p1=/);
  assert.match(await page.locator(".answer").textContent(), /takes 2 damage/);
  await page.locator("details.parts summary").click();
  await fitsWidth(page);
  await page.screenshot({ path: `${shots}/phone-ask-form-light.png`, fullPage: true });
});

await step("nothing is fetched from outside the server", async () => {
  assert.deepEqual(outside, []);
});
await context.close();

await step("dark mode follows the system", async () => {
  const dark = await phone("dark");
  await dark.page.goto(base + "/entry/mc:stun");
  const bg = await dark.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = bg.match(/\d+/g).map(Number);
  assert.ok(r + g + b < 150, `the background is dark (${bg})`);
  await dark.page.screenshot({ path: `${shots}/phone-entry-dark.png`, fullPage: true });
  await dark.page.goto(base + "/ask?q=" + encodeURIComponent("8A overcrush blocked by a 4D with 2 damage on it"));
  await dark.page.screenshot({ path: `${shots}/phone-ask-dark.png`, fullPage: true });
  await dark.context.close();
});

await step("laptop width", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(base + "/?q=guard");
  assert.ok(await page.locator("#results h2", { hasText: "Marvel Champions" }).count() === 1);
  await page.screenshot({ path: `${shots}/laptop-search.png` });
  await context.close();
});

await browser.close();
server.child.kill();
if (failed) {
  console.log(`${failed} step(s) failed; screenshots in ${shots}`);
  process.exit(1);
}
console.log(`all steps passed; screenshots in ${shots}`);
