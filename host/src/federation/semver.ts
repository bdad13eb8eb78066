// The semver ranges a remote's manifest may declare in `requires` (DESIGN §9): `*`, `x.y.z`,
// `^x.y.z`, `~x.y.z`, `>=x.y.z`, several joined by spaces (all must hold) or `||` (one must). The
// same grammar as the deploy's check (scripts/semver-range.mjs, Node): the console refuses at
// runtime exactly what the deploy refuses before building.

type Parsed = { major: number; minor: number; patch: number; pre: string | null };

function parse(version: string): Parsed | null {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(version.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre: match[4] ?? null } : null;
}

function compare(x: Parsed, y: Parsed): number {
  for (const part of ['major', 'minor', 'patch'] as const) if (x[part] !== y[part]) return x[part] < y[part] ? -1 : 1;
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  return x.pre < y.pre ? -1 : 1;
}

function satisfiesOne(v: Parsed, comparator: string): boolean {
  if (comparator === '*' || comparator === '') return true;
  const [, op, rest] = /^(\^|~|>=|=)?(.+)$/.exec(comparator) ?? [];
  const b = parse(rest ?? '');
  // A range that cannot be read is not met: the console does not guess what a remote needs.
  if (!b) return false;
  const atLeast = compare(v, b) >= 0;
  if (op === '>=') return atLeast;
  if (op === '^') return atLeast && (b.major > 0 ? v.major === b.major : v.major === 0 && v.minor === b.minor);
  if (op === '~') return atLeast && v.major === b.major && v.minor === b.minor;
  return compare(v, b) === 0;
}

/**
 * Whether `version` is in `range`.
 * @example satisfies('1.1.0', '^1.0.0') === true; satisfies('1.1.0', '^9.0.0') === false
 */
export function satisfies(version: string, range: string): boolean {
  const v = parse(version);
  if (!v) return false;
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => satisfiesOne(v, comparator)),
  );
}
