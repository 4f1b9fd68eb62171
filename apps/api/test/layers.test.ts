import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayers, readApiFiles, type SourceFile } from '../scripts/layers';

// The API's import rules (docs/decisions/031-api-tiers.md) hold over the whole tree, and the checker itself
// catches each kind of break (so a green run means something).
const rulesOf = (files: SourceFile[]) => checkLayers(files).violations.map((v) => `${v.rule} ${v.file}`);

describe('API layers', () => {
  it('the tree keeps every rule', () => {
    const { violations } = checkLayers(readApiFiles(path.resolve(import.meta.dirname, '..')));
    expect(violations.map((v) => `${v.rule} ${v.file}: ${v.specifier}`)).toEqual([]);
  });

  it('refuses an import up a tier', () => {
    expect(
      rulesOf([
        { file: 'src/modules/markets/markets.service.ts', source: "import { x } from '../reports';" },
      ]),
    ).toEqual(['tier src/modules/markets/markets.service.ts']);
  });

  it('refuses an import past a module’s index', () => {
    expect(
      rulesOf([
        {
          file: 'src/modules/reports/reports.service.ts',
          source: "import { x } from '../markets/markets.repository';",
        },
      ]),
    ).toEqual(['index src/modules/reports/reports.service.ts']);
  });

  it('refuses a cycle between modules of one tier', () => {
    expect(
      rulesOf([
        { file: 'src/modules/markets/a.ts', source: "import { x } from '../vendors';" },
        { file: 'src/modules/vendors/b.ts', source: "import { y } from '../markets';" },
      ]),
    ).toEqual(['cycle src/modules/markets']);
  });

  it('refuses a module imported by lib/, plugins/ or db/', () => {
    expect(
      rulesOf([{ file: 'src/lib/pdf/x.ts', source: "import { x } from '../../modules/receipts';" }]),
    ).toEqual(['base src/lib/pdf/x.ts']);
  });

  it('refuses drizzle and the schema outside repositories and db/', () => {
    const source = "import { eq } from 'drizzle-orm';\nimport type { markets } from '../../db/schema';";
    expect(rulesOf([{ file: 'src/modules/markets/markets.service.ts', source }])).toEqual([
      'sql src/modules/markets/markets.service.ts',
      'sql src/modules/markets/markets.service.ts',
    ]);
    expect(rulesOf([{ file: 'src/modules/markets/markets.repository.ts', source }])).toEqual([]);
    expect(rulesOf([{ file: 'src/db/open.ts', source }])).toEqual([]);
  });

  it('lets a module use its own files, a lower tier and its tests reach anywhere', () => {
    expect(
      rulesOf([
        {
          file: 'src/modules/reports/reports.service.ts',
          source: "import { x } from './reports.repository';",
        },
        { file: 'src/modules/reports/report-rows.ts', source: "import { y } from '../markets';" },
        { file: 'src/modules/markets/m.test.ts', source: "import { y } from '../reports/reports.service';" },
      ]),
    ).toEqual([]);
  });

  it('names a module that has no tier', () => {
    expect(
      rulesOf([{ file: 'src/modules/not-a-tier-yet/a.ts', source: "import { x } from '../markets';" }]),
    ).toEqual(['tier-unknown src/modules/not-a-tier-yet/a.ts']);
  });
});
