import { type Placeholder, sql } from 'drizzle-orm';
import { type Database, statementName } from '../../db/client';
import { rowsOf } from '../../db/rows';

type FixedText = { text: string };
export const fixedText = (text: string): FixedText => ({ text });

type Prepared = { execute: (values: Record<string, unknown>) => Promise<unknown> };

// A statement of fixed text, written once with named parameters (`${'market_id'}` renders $1, the same name the
// same number), prepared once per database under `name` as load_auth_user is (sent unnamed where the database
// cannot keep named statements, DATABASE_PREPARED_STATEMENTS=false: statementName). A request then only hands in
// the values: no query builder runs and no text is rendered for it (docs/decisions/036-request-cost.md).
// `fixedText(…)` splices text written elsewhere (the ledger's chain) in as it is.
export function fixedStatement(name: string) {
  return (strings: TemplateStringsArray, ...parts: (string | FixedText)[]) => {
    const order: string[] = [];
    let text = strings[0] ?? '';
    parts.forEach((part, i) => {
      if (typeof part === 'string') {
        let at = order.indexOf(part);
        if (at < 0) at = order.push(part) - 1;
        text += `$${at + 1}`;
      } else text += part.text;
      text += strings[i + 1] ?? '';
    });
    const params: Placeholder[] = order.map((param) => sql.placeholder(param));
    const prepared = new WeakMap<Database, Prepared>();
    const run = async <Row>(db: Database, values: Record<string, unknown>): Promise<Row[]> => {
      let statement = prepared.get(db);
      if (!statement) {
        statement = db._.session.prepareQuery(
          { sql: text, params },
          undefined,
          statementName(db, name),
          false,
        ) as Prepared;
        prepared.set(db, statement);
      }
      return rowsOf<Row>(await statement.execute(values));
    };
    return { text, params: order, run };
  };
}
