/**
 * Writes src/bodies/chiron-elements-*.ts: osculating heliocentric elements of 2060 Chiron every two
 * years, 1900–2100 (J2000 ecliptic and equinox, epochs in TT).
 *
 * Source: JPL Horizons heliocentric state vectors of Chiron (J2000 ecliptic, geometric, TDB epochs
 * every 16 days, 1950-01-05 … 2050-01-06), saved as JSON {epochs: [jd…], vectors: [{x,y,z,vx,vy,vz}…]}
 * (e.g. data/chiron/chiron_vectors_jpl.json of the MIT-licensed gutsergut/EphReader repository, which
 * queried Horizons with astroquery). Inside that span each epoch's state is the nearest Horizons
 * state moved a few days with astronomy-engine's GravitySimulator (Sun + planets); outside it the
 * simulator carries the first and last Horizons states back to 1900 and on to 2100. Checked against
 * Horizons itself, that simulator drifts by 0.003° (forward) to 0.010° (backward) in 100 years, so
 * the 50-year extrapolations add at most a few thousandths of a degree.
 *
 * Usage: node libs/astrology/engine/scripts/generate-chiron-elements.mjs path/to/chiron_vectors_jpl.json
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as Astronomy from 'astronomy-engine';

const GAUSS_K = 0.01720209895;
const MU_SUN = GAUSS_K * GAUSS_K; // AU³/day²
const DEG = Math.PI / 180;
const J2000 = 2451545.0;
const STEP_DAYS = 1;

const [, , horizonsPath] = process.argv;
if (!horizonsPath) throw new Error('usage: generate-chiron-elements.mjs <horizons-vectors.json>');
const horizons = JSON.parse(fs.readFileSync(horizonsPath, 'utf8'));
const gridEpochs = horizons.epochs;
const gridStates = horizons.vectors;

const eclToEqj = Astronomy.Rotation_ECL_EQJ();
const eqjToEcl = Astronomy.Rotation_EQJ_ECL();
const timeOf = (jd) => Astronomy.AstroTime.FromTerrestrialTime(jd - J2000);

function simulateFrom(gridIndex, targets) {
  const start = gridStates[gridIndex];
  const startJd = gridEpochs[gridIndex];
  const state = Astronomy.RotateState(eclToEqj, new Astronomy.StateVector(start.x, start.y, start.z, start.vx, start.vy, start.vz, timeOf(startJd)));
  const simulator = new Astronomy.GravitySimulator(Astronomy.Body.Sun, timeOf(startJd), [state]);
  let jd = startJd;
  const results = [];
  for (const target of targets) {
    let current = [state];
    while (Math.abs(target - jd) > 1e-9) {
      jd = target > jd ? Math.min(jd + STEP_DAYS, target) : Math.max(jd - STEP_DAYS, target);
      current = simulator.Update(timeOf(jd));
    }
    results.push(Astronomy.RotateState(eqjToEcl, current[0]));
  }
  return results;
}

function elementsFromState(jd, { x, y, z, vx, vy, vz }) {
  const r = Math.hypot(x, y, z);
  const v2 = vx * vx + vy * vy + vz * vz;
  const [hx, hy, hz] = [y * vz - z * vy, z * vx - x * vz, x * vy - y * vx];
  const h = Math.hypot(hx, hy, hz);
  const a = 1 / (2 / r - v2 / MU_SUN);
  const rv = x * vx + y * vy + z * vz;
  const k = v2 / MU_SUN - 1 / r;
  const [ex, ey, ez] = [k * x - (rv / MU_SUN) * vx, k * y - (rv / MU_SUN) * vy, k * z - (rv / MU_SUN) * vz];
  const e = Math.hypot(ex, ey, ez);
  const i = Math.acos(hz / h);
  const node = Math.atan2(hx, -hy);
  const perihelion = Math.atan2(ez / Math.sin(i), ex * Math.cos(node) + ey * Math.sin(node));
  let trueAnomaly = Math.acos(Math.max(-1, Math.min(1, (ex * x + ey * y + ez * z) / (e * r))));
  if (rv < 0) trueAnomaly = 2 * Math.PI - trueAnomaly;
  const E = 2 * Math.atan(Math.sqrt((1 - e) / (1 + e)) * Math.tan(trueAnomaly / 2));
  const meanAnomaly = E - e * Math.sin(E);
  const deg = (radians) => (((radians / DEG) % 360) + 360) % 360;
  return [jd, a, e, deg(i), deg(node), deg(perihelion), deg(meanAnomaly)];
}

const epochs = [];
for (let year = 1900; year <= 2100; year += 2) epochs.push(Date.UTC(year, 0, 1) / 86_400_000 + 2440587.5);

const first = gridEpochs[0];
const last = gridEpochs[gridEpochs.length - 1];
const rows = new Map();
const before = epochs.filter((jd) => jd < first).sort((a, b) => b - a);
simulateFrom(0, before).forEach((state, index) => rows.set(before[index], elementsFromState(before[index], state)));
const after = epochs.filter((jd) => jd > last).sort((a, b) => a - b);
simulateFrom(gridEpochs.length - 1, after).forEach((state, index) => rows.set(after[index], elementsFromState(after[index], state)));
for (const jd of epochs.filter((epoch) => epoch >= first && epoch <= last)) {
  let nearest = 0;
  for (let index = 1; index < gridEpochs.length; index++) {
    if (Math.abs(gridEpochs[index] - jd) < Math.abs(gridEpochs[nearest] - jd)) nearest = index;
  }
  rows.set(jd, elementsFromState(jd, simulateFrom(nearest, [jd])[0]));
}

const format = (row) =>
  `  [${row[0].toFixed(1)}, ${row[1].toFixed(10)}, ${row[2].toFixed(10)}, ${row[3].toFixed(8)}, ${row[4].toFixed(8)}, ${row[5].toFixed(8)}, ${row[6].toFixed(8)}],`;

function writeTable(fileName, constName, fromYear, toYear) {
  const selected = epochs.filter((jd) => {
    const year = new Date((jd - 2440587.5) * 86_400_000).getUTCFullYear();
    return year >= fromYear && year <= toYear;
  });
  const text = `/*
 * Generated by libs/astrology/engine/scripts/generate-chiron-elements.mjs from JPL Horizons state
 * vectors of 2060 Chiron; do not edit. One row per 1 January (0h TT) of every even year:
 * [epoch JD (TT), a (AU), e, i, Ω, ω, M], angles in degrees, J2000 ecliptic and equinox, heliocentric.
 */
import type { OrbitalElementsRow } from './kepler';

export const ${constName}: readonly OrbitalElementsRow[] = [
${selected.map((jd) => format(rows.get(jd))).join('\n')}
];
`;
  fs.writeFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/bodies', fileName), text);
  console.log(`${fileName}: ${selected.length} rows`);
}

writeTable('chiron-elements-1900-1998.ts', 'CHIRON_ELEMENTS_1900_1998', 1900, 1998);
writeTable('chiron-elements-2000-2100.ts', 'CHIRON_ELEMENTS_2000_2100', 2000, 2100);
