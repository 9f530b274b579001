/**
 * `field[]{ _key, _type, _type == "<type>" => { <projection> }, … }`: a block array's GROQ projection, each block with
 * the fields of its type (`projections`, type → projection).
 */
export function typedBlocksProjection(projections: Readonly<Record<string, string>>): (field: string) => string {
  const branches = Object.entries(projections).map(([type, projection]) => `_type == "${type}" => { ${projection} }`);
  return (field) => `${field}[]{ _key, _type, ${branches.join(', ')} }`;
}
