// The semver ranges a remote's manifest may declare in `requires` (DESIGN §9): `*`, `x.y.z`,
// `^x.y.z`, `~x.y.z`, `>=x.y.z`, and several of them joined by spaces (all must hold) or `||` (one must).

const parse = (version) => {
  const match = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(String(version).trim());
  if (!match) throw new Error(`Not a version: ${version}`);
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre: match[4] ?? null };
};

/** -1, 0 or 1 as a is below, equal to or above b (a pre-release is below its release). */
export function compareVersions(a, b) {
  const x = parse(a);
  const y = parse(b);
  for (const part of ['major', 'minor', 'patch']) if (x[part] !== y[part]) return x[part] < y[part] ? -1 : 1;
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  return x.pre < y.pre ? -1 : 1;
}

function satisfiesOne(version, comparator) {
  if (comparator === '*' || comparator === '') return true;
  const [, op, base] = /^(\^|~|>=|=)?(.+)$/.exec(comparator);
  const v = parse(version);
  const b = parse(base);
  const atLeast = compareVersions(version, base) >= 0;
  if (op === '>=') return atLeast;
  if (op === '^') return atLeast && (b.major > 0 ? v.major === b.major : v.major === 0 && v.minor === b.minor);
  if (op === '~') return atLeast && v.major === b.major && v.minor === b.minor;
  return compareVersions(version, base) === 0;
}

/**
 * Whether `version` is in `range`.
 * @example satisfies('1.1.0', '^1.0.0') === true; satisfies('2.0.0', '^1.1.0') === false
 */
export function satisfies(version, range) {
  return String(range)
    .split('||')
    .some((alternative) =>
      alternative
        .trim()
        .split(/\s+/)
        .every((comparator) => satisfiesOne(version, comparator)),
    );
}
