import { PROGRAM_FIGURE_COLUMNS, type ProgramFigures, type ProgramReport } from '@marketday/shared';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { FigureLines } from './figure-lines';
import { programMonthRows, sayMonth, tokenTitle } from './program-report-rows';
import { formatValue } from './report-column-defs';

// Below 1024 px: a card per program (each token's figures, then the program's total), and a card per
// program per month. No sideways scrolling: every figure is a line of label and value.

const cardClass = 'rounded-lg border bg-card p-4 text-card-foreground shadow-xs tabular-nums';

function FigureList({ figures }: { figures: ProgramFigures }) {
  return (
    <FigureLines
      lines={PROGRAM_FIGURE_COLUMNS.map((c) => ({
        key: c.header,
        label: sayShared(c.header),
        value: formatValue(c.json(figures), c.kind),
      }))}
    />
  );
}

export function ProgramTokenCards({ report }: { report: ProgramReport }) {
  const t = useMessages(en);
  return (
    <ul className="flex flex-col gap-3" aria-label={t('tokensPerProgram')}>
      {report.programs.map((program) => (
        <li key={program.label} className={cardClass}>
          <h3 className="break-words font-semibold text-base leading-tight">{program.label}</h3>
          <div className="mt-3 flex flex-col gap-4">
            {program.tokens.map((token) => (
              <section key={token.token_id} aria-label={token.name} className="grid gap-1">
                <p className="break-words font-medium">
                  {tokenTitle(token)}{' '}
                  <span className="font-normal text-muted-foreground text-sm">
                    {t('valueEach', { value: formatValue(token.per_dollar_value, 'money') })}
                  </span>
                </p>
                <FigureList figures={token} />
              </section>
            ))}
            {program.tokens.length > 1 && (
              <section
                aria-label={t('allProgramTokens', { program: program.label })}
                className="grid gap-1 border-t pt-3"
              >
                <p className="font-semibold">{t('allProgramTokens', { program: program.label })}</p>
                <FigureList figures={program} />
              </section>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function ProgramMonthCards({ report }: { report: ProgramReport }) {
  const t = useMessages(en);
  return (
    <ul className="flex flex-col gap-3" aria-label={t('programsPerMonth')}>
      {programMonthRows(report).map((row) => (
        <li key={`${row.month}-${row.program}`} className={cardClass}>
          <h4 className="font-semibold leading-tight">{sayMonth(row.month)}</h4>
          <p className="mb-2 break-words text-muted-foreground text-sm">{row.program}</p>
          <FigureList figures={row.figures} />
        </li>
      ))}
    </ul>
  );
}
