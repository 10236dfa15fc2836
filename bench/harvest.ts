// `npm run bench:harvest`: how many confirmed inboxes a question harvester needs to pass the
// assessment, simulated over the real bank and drawQuestions (decision 0015, "What a harvester
// needs"). Seeded, so every run prints the same tables.
//
// The harvester fails on purpose, reads each review (the 25 questions and their answers), and
// comes back with another confirmed address; at each sitting they answer what the reviews taught
// them and guess the rest (one in four), and pass at 19 of 25. Between two sittings, other
// confirmed candidates take the assessment (none on a quiet site). With padding, the harvester
// also makes 200 starts whose code is never entered just before each sitting (the old window's
// edge: exactly 200 starts between two sittings), which costs no inbox.
//
// Three draws: random (no memory), the old rule (least shown among the last 200 starts,
// confirmed or not) and the current one (least shown among confirmed attempts, decayed:
// db/question-exposure.ts, exposure.server.ts).
import { parseArgs } from "node:util";
import { assessmentModules, assessmentQuestions as bank } from "../app/content/assessment";
import { drawQuestions, drawWeights, moduleQuota } from "../app/features/assessment/draw";
import { recordConfirmed, type Exposure } from "../db/question-exposure";
import { seeded } from "../tests/support/seeded";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "200" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log("usage: npm run bench:harvest -- [--runs=N]  (harvesters per row, 200)");
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("--runs must be a whole number ≥ 1");
  process.exit(2);
}

const bankIds = bank.map((question) => question.id);
const passMark = 19;
const perAttempt = 25;
/** Starts whose code is never entered, made just before each sitting when padding. */
const padding = 200;
/** The old rule's window: the last 200 starts. */
const window = 200;
/** Confirmed attempts before the harvester comes, so each site's memory is in its steady state. */
const history = 1000;
/** A harvester stops at this many sittings, or once passed and past the expected-score table. */
const maxSittings = 16;
/** Other confirmed candidates between two of the harvester's sittings, on average. */
const rates = [0, 5, 25, 100] as const;
/** Reviews read, for the expected-score table. */
const readCounts = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** A draw with what it remembers: a start draws, a confirmation (or, for the old rule, any start) counts. */
interface Site {
  start(random: () => number): string[];
  confirm(ids: string[]): void;
  /** Starts whose code is never entered. */
  pad(random: () => number): void;
  copy(): Site;
}

function randomSite(): Site {
  const site: Site = {
    start: (random) => drawQuestions(bank, random).questionIds,
    confirm: () => undefined,
    pad: () => undefined,
    copy: () => site,
  };
  return site;
}

function confirmedSite(exposure = new Map<string, Exposure>()): Site {
  return {
    start: (random) => drawQuestions(bank, random, drawWeights(exposure)).questionIds,
    confirm: (ids) => recordConfirmed(exposure, ids, bankIds),
    // Each start draws its questions, as startAttempt does, and is never confirmed.
    pad(random) {
      drawQuestions(bank, random, drawWeights(exposure));
    },
    copy: () =>
      confirmedSite(new Map([...exposure].map(([id, value]) => [id, { ...value }] as const))),
  };
}

/** The old rule: every start counts for the next 200 starts, confirmed or not. */
function windowSite(recent: string[][] = [], counts = new Map<string, number>()): Site {
  const record = (ids: string[]) => {
    recent.push(ids);
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const id of recent.length > window ? (recent.shift() ?? []) : [])
      counts.set(id, (counts.get(id) ?? 0) - 1);
  };
  const start = (random: () => number) => {
    const ids = drawQuestions(bank, random, counts).questionIds;
    record(ids);
    return ids;
  };
  return {
    start,
    confirm: () => undefined,
    pad(random) {
      start(random);
    },
    copy: () => windowSite([...recent], new Map(counts)),
  };
}

/** A Poisson count with the given mean (Knuth's method; the means here are small enough). */
function poisson(mean: number, random: () => number): number {
  if (mean === 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normal(random)));
  const limit = Math.exp(-mean);
  let count = 0;
  for (let product = random(); product > limit; product *= random()) count += 1;
  return count;
}

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

interface Outcome {
  /** The sitting that passed (maxSittings + 1 if none did). */
  passedAt: number;
  /** Expected score of sitting k + 1 after k reviews read, k from 0 (at least to the table's last). */
  expected: number[];
}

function harvest(site: Site, rate: number, pads: boolean, random: () => number): Outcome {
  const known = new Set<string>();
  const expected: number[] = [];
  let passedAt = maxSittings + 1;
  for (let sitting = 1; sitting <= maxSittings; sitting++) {
    if (passedAt <= maxSittings && sitting > Math.max(...readCounts) + 1) break;
    if (sitting > 1) {
      const others = poisson(rate, random);
      for (let i = 0; i < others; i++) site.confirm(site.start(random));
      if (pads) for (let i = 0; i < padding; i++) site.pad(random);
    }
    const ids = site.start(random);
    site.confirm(ids);
    const right = ids.filter((id) => known.has(id)).length;
    expected.push(right + (perAttempt - right) / 4);
    let score = right;
    for (let i = right; i < perAttempt; i++) if (random() < 0.25) score += 1;
    if (score >= passMark && passedAt > maxSittings) passedAt = sitting;
    // Failed on purpose (or passed): either way the sitting's questions are now known.
    for (const id of ids) known.add(id);
  }
  return { passedAt, expected };
}

interface Row {
  draw: string;
  site: string;
  padded: string;
  meanPass: number;
  medianPass: number;
  byTwo: number;
  byThree: number;
  expected: number[];
}

function warmed(make: () => Site, seed: number): Site {
  const site = make();
  const random = seeded(seed);
  for (let i = 0; i < history; i++) site.confirm(site.start(random));
  return site;
}

const draws = [
  { name: "random", make: randomSite, padded: [false] },
  { name: "last 200 starts (old)", make: () => windowSite(), padded: [false, true] },
  { name: "confirmed, decayed (now)", make: () => confirmedSite(), padded: [false, true] },
] as const;

const rows: Row[] = [];
let seed = 1;
for (const draw of draws) {
  const base = warmed(draw.make, seed++);
  for (const rate of rates)
    for (const pads of draw.padded) {
      const random = seeded(seed++);
      const outcomes = Array.from({ length: runs }, () => harvest(base.copy(), rate, pads, random));
      const passes = outcomes.map((outcome) => outcome.passedAt).sort((a, b) => a - b);
      const share = (sittings: number) =>
        passes.filter((passedAt) => passedAt <= sittings).length / runs;
      rows.push({
        draw: draw.name,
        site: rate === 0 ? "quiet" : `busy, ${rate} others`,
        padded: pads ? `${padding} a sitting` : "none",
        meanPass: passes.reduce((sum, passedAt) => sum + passedAt, 0) / runs,
        medianPass: passes[Math.floor(runs / 2)] ?? 0,
        byTwo: share(2),
        byThree: share(3),
        expected: readCounts.map(
          (read) =>
            outcomes.reduce((sum, outcome) => sum + (outcome.expected[read] ?? 0), 0) / runs,
        ),
      });
    }
}

/** Questions an attempt shares with the attempt 200 starts later, on average. */
function edgeOverlap(site: Site, pads: boolean, random: () => number): number {
  let shared = 0;
  const samples = 200;
  for (let i = 0; i < samples; i++) {
    const copy = site.copy();
    const first = copy.start(random);
    copy.confirm(first);
    for (let j = 0; j < window; j++)
      if (pads) copy.pad(random);
      else copy.confirm(copy.start(random));
    const later = new Set(copy.start(random));
    shared += first.filter((id) => later.has(id)).length;
  }
  return shared / samples;
}

const randomOverlap = assessmentModules.reduce(
  (sum, module) =>
    sum + moduleQuota[module] ** 2 / bank.filter((question) => question.module === module).length,
  0,
);
const fixed = (value: number, digits = 1) => value.toFixed(digits);
const percent = (value: number) => `${Math.round(value * 100)} %`;
const table = (headers: string[], cells: string[][]) =>
  [
    `| ${headers.join(" | ")} |`,
    `| ${headers.map(() => "---").join(" | ")} |`,
    ...cells.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

console.log(
  `Harvesters per row: ${runs}; at most ${maxSittings} sittings; ${history} confirmed attempts before the first.\n`,
);
console.log("Sittings to pass (each one a confirmed inbox):\n");
console.log(
  table(
    ["draw", "site", "unconfirmed padding", "mean", "median", "by the 2nd", "by the 3rd"],
    rows.map((row) => [
      row.draw,
      row.site,
      row.padded,
      fixed(row.meanPass),
      String(row.medianPass),
      percent(row.byTwo),
      percent(row.byThree),
    ]),
  ),
);
console.log("\nExpected score of the next sitting, of 25, after k reviews read (19 passes):\n");
console.log(
  table(
    ["draw", "site", "padding", ...readCounts.map((read) => `k=${read}`)],
    rows.map((row) => [
      row.draw,
      row.site,
      row.padded,
      ...row.expected.map((value) => fixed(value)),
    ]),
  ),
);
const edgeRandom = seeded(seed);
const oldSite = warmed(() => windowSite(), 7);
const nowSite = warmed(() => confirmedSite(), 8);
console.log(
  `\nQuestions an attempt shares with one ${window} starts later (random draws: ${fixed(randomOverlap)}):\n`,
);
console.log(
  table(
    ["draw", "the 200 between", "shared of 25"],
    [
      ["last 200 starts (old)", "unconfirmed", fixed(edgeOverlap(oldSite, true, edgeRandom))],
      ["last 200 starts (old)", "confirmed", fixed(edgeOverlap(oldSite, false, edgeRandom))],
      ["confirmed, decayed (now)", "unconfirmed", fixed(edgeOverlap(nowSite, true, edgeRandom))],
      ["confirmed, decayed (now)", "confirmed", fixed(edgeOverlap(nowSite, false, edgeRandom))],
    ],
  ),
);
