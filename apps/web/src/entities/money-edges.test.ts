// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMoneyEdges, readWebFiles } from '../../scripts/money-edges';

describe('money edges', () => {
  it('no file outside the entities converts dollars and cents', () => {
    const violations = checkMoneyEdges(readWebFiles(path.resolve(import.meta.dirname, '../..')));
    expect(violations.map((v) => `${v.file}: ${v.name}`)).toEqual([]);
  });

  it('catches a feature that converts, however the import is written', () => {
    expect(
      checkMoneyEdges([
        {
          file: 'src/features/a/b.tsx',
          source: "import { formatCents, formatDollars } from '@marketday/shared';",
        },
        {
          file: 'src/lib/c.ts',
          source: 'import {\n  type Cents,\n  dollarsToCents as toCents,\n} from "@marketday/shared";',
        },
        { file: 'src/components/d.tsx', source: "import { dollarsAsCents } from '@marketday/shared';" },
      ]).map((v) => `${v.file} ${v.name}`),
    ).toEqual([
      'src/features/a/b.tsx formatDollars',
      'src/lib/c.ts dollarsToCents',
      'src/components/d.tsx dollarsAsCents',
    ]);
  });

  it('lets entities and tests convert', () => {
    const source = "import { dollarsToCents } from '@marketday/shared';";
    expect(
      checkMoneyEdges([
        { file: 'src/entities/x/x-money.ts', source },
        { file: 'src/features/a/b.test.tsx', source },
        { file: 'src/features/a/testing/fixtures.tsx', source },
      ]),
    ).toEqual([]);
  });
});
