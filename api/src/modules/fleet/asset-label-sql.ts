/**
 * An asset's label in SQL, for statements that answer it (the reservation list, its detail): the
 * text assetLabel (@haulstop/shared/rules) gives — make and year, else the type, then the plate
 * in brackets, else the VIN — so the API and the screens name a truck the same way. Null when
 * the row has no asset. Tested against assetLabel on the same assets.
 * @example `SELECT ${assetLabelSql('a')} AS "assetLabel" FROM assets a`
 */
export function assetLabelSql(alias: string): string {
  const a = alias;
  const name = `COALESCE(NULLIF(concat_ws(' ', NULLIF(btrim(${a}.make), ''), NULLIF(btrim(${a}.year), '')), ''), NULLIF(btrim(${a}.asset_type), ''))`;
  const id = `COALESCE(NULLIF(btrim(${a}.license), ''), NULLIF(btrim(${a}.vin), ''))`;
  return `CASE WHEN ${a}.id IS NULL THEN NULL
               WHEN ${name} IS NOT NULL AND ${id} IS NOT NULL THEN ${name} || ' (' || ${id} || ')'
               ELSE COALESCE(${name}, ${id}, '') END`;
}
