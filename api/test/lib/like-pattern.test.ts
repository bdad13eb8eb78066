import { likePattern } from '../../src/lib/like-pattern';

describe('a search is found anywhere and taken literally, never as a wildcard', () => {
  test('% _ and \\ are escaped; the pattern matches anywhere', () => {
    expect(likePattern('Prairie')).toBe('%Prairie%');
    expect(likePattern('50%_off\\x')).toBe('%50\\%\\_off\\\\x%');
  });
});
