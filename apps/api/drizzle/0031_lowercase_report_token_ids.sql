-- A day report's tokens distributed are kept as JSON, where a token id sent in capitals stayed in capitals and
-- matched no token in the float, the program report or the funder reports (issue 34 review). New writes are
-- lowercased by the day report's mapper; this lowercases what is already stored.
UPDATE "day_reports"
   SET "tokens_distributed" = (
     SELECT jsonb_agg(jsonb_set(e, '{token_id}', to_jsonb(lower(e->>'token_id'))) ORDER BY n)
       FROM jsonb_array_elements("tokens_distributed") WITH ORDINALITY AS t(e, n)
   )
 WHERE jsonb_array_length("tokens_distributed") > 0
   AND "tokens_distributed"::text ~ '"token_id": *"[^"]*[A-F]';
